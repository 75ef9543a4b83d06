import Foundation
@testable import ReducerExplorer
import Testing

// The tests the explorer prints, checked: PrintedTests.swift holds the test each fixture's
// failure prints (as `Failure.testSource` gives it, with `@Test ` removed and the function
// named for the fixture), compiled here with the app's types and ReducerTesting alone; each
// runs and fails as the exploration did. When the explorer prints otherwise, regenerate the
// file with:
//
//   REGENERATE_PRINTED_TESTS=1 swift test --filter PrintedTestTests

/// The explorers whose failures PrintedTests.swift holds, by the name of their function
/// there. Each is made without local values, as a printed test reads its source.
@MainActor
func printedTestFixtures() async -> [(name: String, failure: NavigationExplorer<AppFlow>.Failure?)]
{
  var invariant = NavigationExplorer(initialState: AppFlow.State()) {
    AppFlow(defect: .pushesSettings)
  }
  registerScreens(&invariant)
  invariant.invariant("at most one settings screen") { state in
    state.settingsCount <= 1
  }
  var diagnostic = NavigationExplorer(initialState: AppFlow.State()) { AppFlow(defect: .infoPops) }
  registerScreens(&diagnostic)
  return [
    (
      "printedInvariantTest",
      await invariant.explore(runs: 200, steps: 20, seed: 1).failures.first {
        $0.check.hasPrefix("invariant")
      }
    ),
    (
      "printedDiagnosticTest",
      await diagnostic.explore(runs: 100, steps: 20, seed: 3).failures.first
    ),
  ]
}

/// The failures of the other fixture apps, whose state types differ from ``AppFlow``'s.
@MainActor
func otherPrintedTestFixtures() async -> [(name: String, source: String?)] {
  var leaking = NavigationExplorer(initialState: TickerFlow.State()) {
    TickerFlow(leaksTimer: true)
  }
  leaking.actions(for: TickerFlow.Ticker.self) { _ in [.startTapped] }
  var ticking = NavigationExplorer(initialState: TickerFlow.State()) { TickerFlow() }
  ticking.actions(for: TickerFlow.Ticker.self) { _ in [.startTapped] }
  ticking.invariant("a ticker ticks at most twice") { $0.ticks <= 2 }
  var relaunched = NavigationExplorer(initialState: SavedFlow.State()) { SavedFlow() }
  relaunched.invariant("every color shown was tapped since launch") {
    $0.navigation.stack.count <= $0.colorsTapped
  }
  let unsaved = NavigationExplorer(initialState: SavedFlow.State()) { SavedFlow(defect: true) }
  let mislinked = NavigationExplorer(initialState: MislinkedFlow.State()) { MislinkedFlow() }
  let shallow = NavigationExplorer(initialState: ShallowLinkFlow.State()) { ShallowLinkFlow() }
  var tagging = NavigationExplorer(initialState: TaggingList.State()) { TaggingList() }
  tagging.actions { _ in [.addTapped] }
  tagging.dependencies { $0.uuid = .incrementing }
  tagging.invariant("the second tag is never made") {
    !$0.tags.contains("00000000-0000-0000-0000-000000000001")
  }
  return [
    (
      "printedHelperMadeTest",
      await helperMadeExplorer(defect: .infoPops).explore(runs: 100, steps: 20, seed: 3)
        .failures.first?.testSource
    ),
    (
      "printedGoneScreenTest",
      await leaking.explore(runs: 30, steps: 10, seed: 3).failures.first?.testSource
    ),
    (
      "printedClockTest",
      await ticking.explore(runs: 40, steps: 12, seed: 2).failures.first?.testSource
    ),
    (
      "printedRelaunchTest",
      await relaunched.explore(runs: 30, steps: 10, seed: 7).failures.first?.testSource
    ),
    (
      "printedSnapshotTest",
      await unsaved.explore(runs: 20, steps: 8, seed: 1).failures.first?.testSource
    ),
    (
      "printedDeepLinkTest",
      await mislinked.explore(runs: 20, steps: 8, seed: 5).failures.first?.testSource
    ),
    (
      "printedNestedLinkTest",
      await shallow.explore(runs: 20, steps: 8, seed: 2).failures.first?.testSource
    ),
    (
      "printedDependenciesTest",
      await tagging.explore(runs: 5, steps: 4, seed: 1).failures.first?.testSource
    ),
  ]
}

/// An explorer made in a helper, as a parameterized test makes one: its reducer closure reads
/// the helper's parameter, which its printed test defines with the value the reducer held.
func helperMadeExplorer(defect: AppFlow.Defect?) -> NavigationExplorer<AppFlow> {
  var explorer = NavigationExplorer(initialState: AppFlow.State()) { AppFlow(defect: defect) }
  registerScreens(&explorer)
  return explorer
}

/// A list that tags each item it adds with a new UUID: what it does depends on the `uuid`
/// dependency, which the explorer sets and a printed test must set too.
struct TaggingList: Reducer {
  struct State: Equatable { var tags: [String] = [] }
  enum Action: Equatable { case addTapped }
  @Dependency(\.uuid) var uuid

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    state.tags.append(uuid().uuidString)
    return .none
  }
}

/// The screens of ``AppFlow``, registered as ``makeExplorer(_:)`` registers them.
func registerScreens(_ explorer: inout NavigationExplorer<AppFlow>) {
  explorer.actions(for: ColorList.self) { _ in
    [.colorTapped("red"), .colorTapped("blue"), .infoTapped]
  }
  explorer.actions(for: ColorDetail.self) { _ in [.settingsTapped, .closeTapped] }
  explorer.actions(for: Settings.self) { _ in [.showColor, .doneTapped] }
  explorer.actions { _ in [.root(.refresh)] }
}

/// What PrintedTests.swift holds for a printed test: `@Test ` dropped, the function named
/// `name`.
func checkedInText(of testSource: String, name: String) -> String {
  var lines = testSource.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
  guard let first = lines.first, let open = first.range(of: "func "),
    let paren = first[open.upperBound...].firstIndex(of: "(")
  else { return testSource }
  lines[0] =
    first[..<open.upperBound].replacingOccurrences(of: "@Test ", with: "") + name
    + first[paren...]
  return lines.joined(separator: "\n")
}

@Suite struct PrintedTestTests {
  /// PrintedTests.swift, next to this file.
  static let checkedInPath = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("PrintedTests.swift").path

  @Test @MainActor func thePrintedTestsAreWhatTheExplorerPrintsNow() async throws {
    var texts: [String] = []
    for (name, failure) in await printedTestFixtures() {
      let failure = try #require(failure, "the fixture \(name) found no failure")
      texts.append(checkedInText(of: failure.testSource, name: name))
    }
    for (name, source) in await otherPrintedTestFixtures() {
      let source = try #require(source, "the fixture \(name) found no failure")
      texts.append(checkedInText(of: source, name: name))
    }
    let header = """
      // swift-format-ignore-file
      // The tests the explorer printed for the fixtures of PrintedTestTests.swift, `@Test `
      // dropped and each function named for its fixture; generated, do not edit. Regenerate with
      // REGENERATE_PRINTED_TESTS=1 swift test --filter PrintedTestTests
      import ReducerTesting
      import Testing


      """
    let expected = header + texts.joined(separator: "\n\n") + "\n"
    if ProcessInfo.processInfo.environment["REGENERATE_PRINTED_TESTS"] == "1" {
      try expected.write(toFile: Self.checkedInPath, atomically: true, encoding: .utf8)
    }
    let checkedIn = try String(contentsOfFile: Self.checkedInPath, encoding: .utf8)
    #expect(
      checkedIn == expected,
      """
      PrintedTests.swift is not what the explorer prints now. Regenerate it with \
      REGENERATE_PRINTED_TESTS=1 swift test --filter PrintedTestTests, and check the diff.
      """)
  }

  @Test @MainActor func eachPrintedTestIsNamedForItsSeedAndCheck() async throws {
    // Two failures pasted into one file do not clash.
    let sources = await printedTestFixtures().compactMap { $0.failure?.testSource }
    let firstLines = sources.compactMap { $0.split(separator: "\n").first.map(String.init) }
    #expect(
      firstLines == [
        "@Test @MainActor func navigationExplorerSeed1InvariantAtMostOneSettingsScreen() async {",
        "@Test @MainActor func navigationExplorerSeed3DiagnosticNavigationPopEmpty() async {",
      ])
  }

  @Test @MainActor func aPrintedInvariantTestFailsOnTheInvariant() async {
    await withKnownIssue {
      await printedInvariantTest()
    } matching: { issue in
      issue.comments.contains { $0.rawValue.contains("at most one settings screen") }
    }
  }

  @Test @MainActor func aPrintedDiagnosticTestFailsOnTheDiagnostic() async {
    await withKnownIssue {
      await printedDiagnosticTest()
    } matching: { issue in
      issue.comments.contains { $0.rawValue.contains("navigation.popEmpty") }
    }
  }

  @Test @MainActor func aPrintedTestDefinesTheValuesOfTheHelperThatMadeTheExplorer() async {
    // `{ AppFlow(defect: defect) }` reads the helper's `defect`: the test defines it.
    await withKnownIssue {
      await printedHelperMadeTest()
    } matching: { issue in
      issue.comments.contains { $0.rawValue.contains("navigation.popEmpty") }
    }
    #expect(
      TestSource.valueNames(
        in: #"{ Flow(defect: defect, name: "a \(b)", .case, count: n + 1) } // c"#)
        == ["defect", "n"])
  }

  @Test @MainActor func aPrintedGoneScreenTestFailsOnTheEffectStillRunning() async {
    await withKnownIssue {
      await printedGoneScreenTest()
    } matching: { issue in
      issue.comments.contains { $0.rawValue.contains("still runs") }
    }
  }

  @Test @MainActor func aPrintedTestWithTimeAndRelaunchesFailsOnItsInvariant() async throws {
    await withKnownIssue {
      await printedClockTest()
    } matching: { issue in
      issue.comments.contains { $0.rawValue.contains("a ticker ticks at most twice") }
    }
    try await withKnownIssue {
      try await printedRelaunchTest()
    } matching: { issue in
      issue.comments.contains { $0.rawValue.contains("every color shown was tapped") }
    }
  }

  @Test @MainActor func aPrintedTestSetsTheExplorersDependencies() async {
    // Without the explorer's `uuid`, the store would report an unimplemented dependency and
    // make other tags; with it, the test fails on the invariant, as the exploration did.
    await withKnownIssue {
      await printedDependenciesTest()
    } matching: { issue in
      issue.comments.contains { $0.rawValue.contains("the second tag is never made") }
    }
  }

  @Test @MainActor func aPrintedSnapshotTestFailsOnTheRestoredNavigation() async throws {
    try await withKnownIssue {
      try await printedSnapshotTest()
    } matching: { issue in
      issue.comments.contains { $0.rawValue.contains("restored shows other screens") }
    }
    // The assertion it prints holds for the same steps once the routes save their case.
    let store = TestStore(initialState: SavedFlow.State()) { SavedFlow() }
    store.exhaustivity = .off
    await store.send(.root(.infoTapped))
    let restored = try store.state.navigation.savedAndRestored()
    #expect(restored.description == store.state.navigation.description)
    #expect(restored.modal?.id == "info")
  }

  @Test @MainActor func aPrintedDeepLinkTestFailsOnTheLink() async throws {
    try await withKnownIssue {
      try await printedDeepLinkTest()
    } matching: { issue in
      issue.comments.contains { $0.rawValue.contains("opens another navigation") }
    }
    // A link that leaves out the screens of a nested flow.
    try await withKnownIssue {
      try await printedNestedLinkTest()
    } matching: { issue in
      issue.comments.contains { $0.rawValue.contains("opens another navigation") }
    }
  }
}
