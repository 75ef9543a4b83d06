import Testing

@testable import ReducerCore

// How a diagnostic reads where a user sees it: standard error, or a handler that prints
// `description` (issue 22, item 12).

@Suite struct DiagnosticsTests {
  @Test func aDiagnosticWithASourceLocationStartsWithTheFileAndLineThenTheKind() {
    let diagnostic = Diagnostic(
      kind: "ifLet.nilState", message: "An 'ifLet' received an action.",
      fileID: "App/Feature.swift",
      line: 12)
    #expect(
      diagnostic.description
        == "App/Feature.swift:12: [RoutingReducer] ifLet.nilState: An 'ifLet' received an action.")
  }

  @Test func aDiagnosticAboutATypeNamesTheKindAndTheTypeNotALineZero() {
    let diagnostic = Diagnostic(
      kind: "flow.missingRoute", message: "'AppFeature' received an action.", fileID: "AppFeature",
      line: 0)
    #expect(
      diagnostic.description
        == "[RoutingReducer] flow.missingRoute in AppFeature: 'AppFeature' received an action.")
    #expect(!diagnostic.description.contains(":0:"))
  }

  @Test func standardErrorShowsASiteOnceAndSaysThatRepeatsAreNotShown() {
    // A kind no other test reports, so that this test owns the site.
    let kind = "test.standardErrorOnce"
    let first = Diagnostic(kind: kind, message: "It happened.", fileID: "OnceFeature", line: 0)
    let line = Diagnostics.standardErrorLine(for: first)
    #expect(
      line
        == """
        [RoutingReducer] test.standardErrorOnce in OnceFeature: It happened. (Shown once: later \
        test.standardErrorOnce reports from OnceFeature are not shown.)
        """)
    // A repeat of the site is not printed, even with another message.
    let repeated = Diagnostic(kind: kind, message: "Again.", fileID: "OnceFeature", line: 0)
    #expect(Diagnostics.standardErrorLine(for: repeated) == nil)
    // Another site of the same kind is.
    let elsewhere = Diagnostic(kind: kind, message: "Here.", fileID: "Once.swift", line: 7)
    #expect(
      Diagnostics.standardErrorLine(for: elsewhere)
        == """
        Once.swift:7: [RoutingReducer] test.standardErrorOnce: Here. (Shown once: later \
        test.standardErrorOnce reports from Once.swift:7 are not shown.)
        """)
  }

  @MainActor
  @Test func aDiagnosticOfAnOperatorStartsWithItsCallSite() async throws {
    let diagnostics = await withDiagnostics {
      let store = Store(initialState: OptionalParent.State()) { OptionalParent() }
      store.send(.child(.tap))
    }
    let diagnostic = try #require(diagnostics.first)
    #expect(diagnostics.count == 1)
    #expect(diagnostic.kind == "ifLet.nilState")
    #expect(diagnostic.description.hasPrefix("ReducerCoreTests/DiagnosticsTests.swift:"))
    #expect(diagnostic.description.contains(": [RoutingReducer] ifLet.nilState: An 'ifLet' at "))
  }
}

/// A parent whose optional child is absent, to provoke an `ifLet` diagnostic.
private struct OptionalParent: Reducer {
  struct State: Equatable { var child: Int? }
  enum Action: Equatable {
    case child(ChildAction)
  }
  enum ChildAction: Equatable { case tap }

  var body: some ReducerOf<Self> {
    EmptyReducer()
      .ifLet(\.child, action: /Action.child) {
        Reduce<Int, ChildAction> { _, _ in .none }
      }
  }
}
