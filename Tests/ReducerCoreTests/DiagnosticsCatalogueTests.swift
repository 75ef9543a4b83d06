import Foundation
import Testing

@testable import ReducerCore

// The catalogue of diagnostics (Sources/ReducerCore/Documentation.docc/Diagnostics.md): each
// core entry is triggered here and leaves the state as it was, and the catalogue lists every
// identifier the library's code can report. The routing entries are triggered in
// ReducerRoutingTests/DiagnosticsCatalogueTests.swift.

// MARK: - Reading the catalogue and the sources

/// The package's root directory, three levels above this file.
let catalogueRoot = URL(fileURLWithPath: #filePath)
  .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

/// The catalogue article's path inside the package.
let catalogueArticlePath = "Sources/ReducerCore/Documentation.docc/Diagnostics.md"

/// The identifiers the article lists (one `### \`kind\`` heading each), by section (the text of
/// the `## ` heading above them).
func catalogueKindsBySection(in article: String) -> [String: [String]] {
  var sections: [String: [String]] = [:]
  var section = ""
  for line in article.split(separator: "\n", omittingEmptySubsequences: false) {
    if line.hasPrefix("## ") {
      section = String(line.dropFirst(3)).trimmingCharacters(in: .whitespaces)
    } else if line.hasPrefix("### `"), let end = line.dropFirst(5).firstIndex(of: "`") {
      sections[section, default: []].append(String(line.dropFirst(5)[..<end]))
    }
  }
  return sections
}

/// What the sources can report: every literal diagnostic identifier, and the lines that build
/// one at run time (which the catalogue cannot check).
struct EmittedKinds {
  /// Identifier to the `file:line` places that spell it.
  var kinds: [String: [String]] = [:]
  /// `file:line` of `kind:` arguments that are interpolated strings.
  var dynamic: [String] = []
}

/// Finds the diagnostic identifiers a Swift source spells.
///
/// A diagnostic identifier is a string literal made of dotted lower-camel-case words
/// (`"ifLet.nilState"`), wherever it is written: passed as `kind:` to `Diagnostics.report`, or
/// to a helper that forwards it (`report("flow.missingRoute", ...)`, `reject(...)`). A `kind:`
/// argument of any other spelling counts too. Comments are skipped.
func emittedKinds(inSource source: String, file: String, into result: inout EmittedKinds) {
  // Literals are matched on whole lines: an identifier is never split over lines.
  let identifier = #/"([a-z][A-Za-z0-9]*(?:\.[a-z][A-Za-z0-9]*)+)"/#
  let kindArgument = #/kind:\s*"((?:[^"\\]|\\.)*)"/#
  for (index, line) in source.split(separator: "\n", omittingEmptySubsequences: false)
    .enumerated()
  {
    let trimmed = line.trimmingCharacters(in: .whitespaces)
    if trimmed.hasPrefix("//") { continue }
    let place = "\(file):\(index + 1)"
    for match in line.matches(of: identifier) {
      result.kinds[String(match.1), default: []].append(place)
    }
    for match in line.matches(of: kindArgument) {
      let text = String(match.1)
      if text.contains("\\(") {
        result.dynamic.append(place)
      } else {
        result.kinds[text, default: []].append(place)
      }
    }
  }
}

/// The identifiers every Swift file under `Sources/` can report.
func emittedKindsInSources() throws -> EmittedKinds {
  let sources = catalogueRoot.appendingPathComponent("Sources")
  var result = EmittedKinds()
  guard
    let files = FileManager.default.enumerator(
      at: sources, includingPropertiesForKeys: nil)
  else { return result }
  for case let file as URL in files where file.pathExtension == "swift" {
    let text = try String(contentsOf: file, encoding: .utf8)
    let relative = String(file.path.dropFirst(catalogueRoot.path.count + 1))
    emittedKinds(inSource: text, file: relative, into: &result)
  }
  return result
}

/// The catalogue article's text.
func catalogueArticle() throws -> String {
  try String(
    contentsOf: catalogueRoot.appendingPathComponent(catalogueArticlePath), encoding: .utf8)
}

@Suite struct DiagnosticsCatalogueCompletenessTests {
  @Test func everyIdentifierTheCodeCanReportIsCatalogued() throws {
    let emitted = try emittedKindsInSources()
    let article = try catalogueArticle()
    let catalogued = Set(catalogueKindsBySection(in: article).values.joined())
    // The extraction must see the code's identifiers, or the check below proves nothing.
    #expect(emitted.kinds.count >= 17, "found only \(emitted.kinds.keys.sorted()) in Sources")
    #expect(emitted.kinds["ifLet.nilState"] != nil)
    #expect(emitted.kinds["navigation.popEmpty"] != nil)
    #expect(
      emitted.dynamic.isEmpty,
      """
      These lines pass an interpolated 'kind:' to a diagnostic, which the catalogue cannot \
      check: \(emitted.dynamic). Use a literal identifier per kind of misuse.
      """)
    let missing = emitted.kinds.keys.filter { !catalogued.contains($0) }.sorted()
    #expect(
      missing.isEmpty,
      """
      The code can report diagnostic identifiers that \(catalogueArticlePath) does not list: \
      \(missing.map { "\($0) (\(emitted.kinds[$0, default: []].joined(separator: ", ")))" }
        .joined(separator: "; ")). \
      Add a '### `<identifier>`' entry for each (when it happens, the message, the state, what \
      to do) under '## Core diagnostics' or '## Routing diagnostics', and a test that \
      triggers it in that module's DiagnosticsCatalogueTests.swift.
      """)
    let stale = catalogued.subtracting(emitted.kinds.keys).sorted()
    #expect(
      stale.isEmpty,
      """
      \(catalogueArticlePath) lists identifiers no code reports any more: \(stale). Remove \
      their entries, or fix their spelling.
      """)
  }

  @Test func identifiersAreFoundWhereverTheyArePassed() {
    let source = """
      // report("comment.ignored", "…")
      Diagnostics.report(kind: "direct.kind", message, fileID: fileID, line: line)
      report(
        "forwarded.toHelper",
        \"\"\"
        Not an identifier: "Two words." or "Store.state".
        \"\"\")
      reject("rejected.step", message, fileID: fileID, line: line)
      Diagnostics.report(kind: "odd-spelling", message, site: "Store.state", line: 0)
      Diagnostics.report(kind: "made.\\(name)", message, site: "x", line: 0)
      """
    var result = EmittedKinds()
    emittedKinds(inSource: source, file: "Example.swift", into: &result)
    #expect(
      result.kinds.keys.sorted() == [
        "direct.kind", "forwarded.toHelper", "odd-spelling", "rejected.step",
      ])
    #expect(result.kinds["forwarded.toHelper"] == ["Example.swift:4"])
    #expect(result.dynamic == ["Example.swift:10"])
  }

  @Test func headingsAreReadBySection() {
    let article = """
      # Diagnostics
      ## Core diagnostics
      ### `a.one`
      text with `not.heading`
      ### `a.two`
      ## Routing diagnostics
      ### `b.one`
      """
    #expect(
      catalogueKindsBySection(in: article) == [
        "Core diagnostics": ["a.one", "a.two"], "Routing diagnostics": ["b.one"],
      ])
  }

  @Test func everyCoreEntryHasATriggerHere() throws {
    let sections = catalogueKindsBySection(in: try catalogueArticle())
    let listed = sections["Core diagnostics", default: []]
    #expect(listed.count == Set(listed).count, "an identifier is listed twice: \(listed)")
    #expect(Set(coreCatalogue.map(\.kind)) == Set(listed))
  }
}

// MARK: - Triggering each core entry

/// What triggering an entry did: the diagnostics it reported, and whether the state stayed as
/// it was.
struct CatalogueOutcome: Sendable {
  var kinds: [String]
  var stateUnchanged: Bool
}

/// A catalogue entry and the code that triggers it.
struct CatalogueEntry: Sendable, CustomTestStringConvertible {
  let kind: String
  let trigger: @MainActor @Sendable () async -> CatalogueOutcome

  var testDescription: String { kind }
}

/// An element with an id a reducer can change.
private struct Row: Reducer {
  struct State: Equatable, Identifiable {
    var id: Int
    var taps = 0
  }
  enum Action: Equatable {
    case tap
    case changeID(Int)
    case fail
  }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .tap:
      state.taps += 1
      return .none
    case let .changeID(id):
      state.id = id
      return .none
    case .fail:
      return .run { _ in throw CatalogueFailure() }
    }
  }
}

private struct CatalogueFailure: Error {}

/// A form with a field UI controls bind and one they do not.
private struct Form: Reducer {
  struct State: Equatable {
    @BindingState var title = ""
    var isSaved = false
  }
  enum Action: BindableAction { case binding(BindingAction<State>) }
  var body: some ReducerOf<Self> { BindingReducer() }
}

/// A parent of an optional row and a list of rows.
private struct Rows: Reducer {
  struct State: Equatable {
    var child: Row.State?
    var rows: IdentifiedArrayOf<Row.State> = []
  }
  enum Action: Equatable {
    case child(Row.Action)
    case row(Int, Row.Action)
  }

  var body: some ReducerOf<Self> {
    EmptyReducer()
      .ifLet(\.child, action: /Action.child) { Row() }
      .forEach(\.rows, action: /Action.row) { Row() }
  }
}

/// A screen in one of two cases, one run by `ifCaseLet`, the other by a `Scope`.
private struct TwoCases: Reducer {
  enum State: Equatable {
    case first(Row.State)
    case second(Row.State)
  }
  enum Action: Equatable {
    case first(Row.Action)
    case second(Row.Action)
  }

  var body: some ReducerOf<Self> {
    Scope(state: /State.second, action: /Action.second) { Row() }
    EmptyReducer()
      .ifCaseLet(/State.first, action: /Action.first) { Row() }
  }
}

/// An enum whose closure payload no `/` path can read safely.
private enum Callback {
  case transform((Int) -> Int)
  case number(Int)
}

/// Holds a store for the reducer that reads it.
@MainActor
private final class StoreHolder<State, Action> {
  var store: Store<State, Action>?
  var reads: [State] = []
}

/// Sends `action` to a store of `Rows` started at `state`, waits for the effects it started,
/// and returns what it reported and whether the state stayed as it was.
@MainActor
private func outcome(of action: Rows.Action, on state: Rows.State) async -> CatalogueOutcome {
  let store = Store(initialState: state) { Rows() }
  let diagnostics = await withDiagnostics { await store.send(action).finish() }
  return CatalogueOutcome(kinds: diagnostics.map(\.kind), stateUnchanged: store.state == state)
}

/// Every core entry of the catalogue, with the code that triggers it.
let coreCatalogue: [CatalogueEntry] = [
  CatalogueEntry(kind: "casePath.unsupported") {
    var value = Callback.transform { $0 * 2 }
    let diagnostics = await withDiagnostics {
      _ = (/Callback.transform).modify(&value) { $0 = { $0 } }
    }
    guard case let .transform(function) = value else {
      return CatalogueOutcome(kinds: diagnostics.map(\.kind), stateUnchanged: false)
    }
    return CatalogueOutcome(kinds: diagnostics.map(\.kind), stateUnchanged: function(20) == 40)
  },
  CatalogueEntry(kind: "effect.error") {
    await outcome(of: .child(.fail), on: Rows.State(child: .init(id: 1)))
  },
  CatalogueEntry(kind: "forEach.missingElement") {
    await outcome(of: .row(9, .tap), on: Rows.State(rows: [.init(id: 1, taps: 2)]))
  },
  CatalogueEntry(kind: "identifiedArray.idChanged") {
    let result = await outcome(
      of: .row(1, .changeID(2)), on: Rows.State(rows: [.init(id: 1), .init(id: 3)]))
    #if DEBUG
      return result
    #else
      // Release builds keep the new id (documented): only the report is checked.
      return CatalogueOutcome(kinds: result.kinds, stateUnchanged: true)
    #endif
  },
  CatalogueEntry(kind: "dependency.unimplemented") {
    let diagnostics = await withDiagnostics {
      withDependencies { $0.context = .test } operation: {
        _ = DependencyValues.current.uuid()
      }
    }
    return CatalogueOutcome(kinds: diagnostics.map(\.kind), stateUnchanged: true)
  },
  CatalogueEntry(kind: "dependency.unimplementedEndpoint") {
    let count: @Sendable () -> Int = unimplemented("Catalogue.count", placeholder: 7)
    let diagnostics = await withDiagnostics { #expect(count() == 7) }
    return CatalogueOutcome(kinds: diagnostics.map(\.kind), stateUnchanged: true)
  },
  CatalogueEntry(kind: "issue.reported") {
    let diagnostics = await withDiagnostics {
      TestHooks.$isDisabled.withValue(true) { reportIssue("Something went wrong.") }
    }
    return CatalogueOutcome(kinds: diagnostics.map(\.kind), stateUnchanged: true)
  },
  CatalogueEntry(kind: "shared.testStorage") {
    let diagnostics = await withDiagnostics { _ = TestStorages.storages(forTest: nil) }
    return CatalogueOutcome(kinds: diagnostics.map(\.kind), stateUnchanged: true)
  },
  CatalogueEntry(kind: "dependency.missingLiveValue") {
    let diagnostics = await withDiagnostics {
      // In the live context, where an app reads it.
      withDependencies { $0.context = .live } operation: {
        _ = DependencyValues.current[CatalogueTestOnlyKey.self]
      }
    }
    return CatalogueOutcome(kinds: diagnostics.map(\.kind), stateUnchanged: true)
  },
  CatalogueEntry(kind: "store.childGone") {
    let start = Rows.State(child: Row.State(id: 1), rows: [])
    // The parent closes the child after its first action.
    let store = Store(initialState: start) {
      Reduce<Rows.State, Rows.Action> { state, _ in
        state.child = nil
        return .none
      }
      .ifLet(\.child, action: /Rows.Action.child) { Row() }
    }
    let child = store.scope(state: \.child, action: /Rows.Action.child)
    child?.send(.tap)
    let closed = store.state
    let diagnostics = await withDiagnostics { child?.send(.tap) }
    return CatalogueOutcome(kinds: diagnostics.map(\.kind), stateUnchanged: store.state == closed)
  },
  CatalogueEntry(kind: "shared.saveFailed") {
    // A file inside a file: its folder can never be made.
    let url = URL(fileURLWithPath: "/dev/null/shared/value.json")
    let storage = FileStorage.fileSystem(saveDelay: .zero)
    let diagnostics = await withDiagnostics {
      let value = withDependencies { $0.defaultFileStorage = storage } operation: {
        Shared(wrappedValue: 1, .fileStorage(url))
      }
      value.wrappedValue = 2
      storage.flush()
      #expect(value.wrappedValue == 2)
    }
    return CatalogueOutcome(kinds: diagnostics.map(\.kind), stateUnchanged: true)
  },
  CatalogueEntry(kind: "shared.typeMismatch") {
    let storage = InMemoryStorage()
    var unchanged = false
    let diagnostics = await withDiagnostics {
      withDependencies { $0.defaultInMemoryStorage = storage } operation: {
        let number = Shared(wrappedValue: 1, .inMemory("key"))
        let text = Shared(wrappedValue: "a", .inMemory("key"))
        text.wrappedValue = "b"
        unchanged = number.wrappedValue == 1
      }
    }
    return CatalogueOutcome(kinds: diagnostics.map(\.kind), stateUnchanged: unchanged)
  },
  CatalogueEntry(kind: "shared.unreadableFile") {
    let url = URL(fileURLWithPath: "/catalogue/value.json")
    let storage = FileStorage.inMemory
    try? storage.setData(Data("oops".utf8), at: url)
    let diagnostics = await withDiagnostics {
      withDependencies { $0.defaultFileStorage = storage } operation: {
        _ = Shared(wrappedValue: 1, .fileStorage(url))
      }
    }
    return CatalogueOutcome(kinds: diagnostics.map(\.kind), stateUnchanged: true)
  },
  CatalogueEntry(kind: "shared.unreadableValue") {
    // A string where UserDefaults should hold an integer.
    let defaults = DependencyValues.current.defaultAppStorage
    defaults.set("many", forKey: "catalogue.count")
    var unchanged = false
    let diagnostics = await withDiagnostics {
      withDependencies { $0.defaultInMemoryStorage = InMemoryStorage() } operation: {
        let count = Shared(wrappedValue: 1, .appStorage("catalogue.count"))
        unchanged = count.wrappedValue == 1
      }
    }
    unchanged = unchanged && defaults.string(forKey: "catalogue.count") == "many"
    return CatalogueOutcome(kinds: diagnostics.map(\.kind), stateUnchanged: unchanged)
  },
  CatalogueEntry(kind: "shared.valueGone") {
    let items = Shared<IdentifiedArrayOf<Row.State>>([.init(id: 1)])
    let row = Shared(items[id: 1])
    items.withLock { $0.removeAll() }
    let diagnostics = await withDiagnostics { row?.wrappedValue.id = 2 }
    return CatalogueOutcome(
      kinds: diagnostics.map(\.kind), stateUnchanged: items.wrappedValue.isEmpty)
  },
  CatalogueEntry(kind: "shared.nestedChange") {
    let count = Shared(11)
    let diagnostics = await withDiagnostics {
      count.withLock { outer in
        count.withLock { $0 = 100 }
        outer += 1
      }
    }
    // The outer change is kept, as the diagnostic says.
    return CatalogueOutcome(kinds: diagnostics.map(\.kind), stateUnchanged: count.wrappedValue == 12)
  },
  CatalogueEntry(kind: "identifiedArray.duplicateID") {
    var rows: IdentifiedArrayOf<Row.State> = []
    let diagnostics = await withDiagnostics {
      rows = IdentifiedArrayOf(uniqueElements: [Row.State(id: 1), Row.State(id: 1)])
    }
    return CatalogueOutcome(kinds: diagnostics.map(\.kind), stateUnchanged: rows.ids == [1])
  },
  CatalogueEntry(kind: "identifiedArray.indexOutOfRange") {
    var rows: IdentifiedArrayOf<Row.State> = [.init(id: 1), .init(id: 2)]
    let before = rows
    let diagnostics = await withDiagnostics { rows.remove(atOffsets: [5]) }
    return CatalogueOutcome(kinds: diagnostics.map(\.kind), stateUnchanged: rows == before)
  },
  CatalogueEntry(kind: "ifCaseLet.wrongCase") {
    let start = TwoCases.State.second(.init(id: 1, taps: 4))
    let store = Store(initialState: start) { TwoCases() }
    let diagnostics = await withDiagnostics { await store.send(.first(.tap)).finish() }
    return CatalogueOutcome(kinds: diagnostics.map(\.kind), stateUnchanged: store.state == start)
  },
  CatalogueEntry(kind: "ifLet.nilState") {
    await outcome(of: .child(.tap), on: Rows.State(child: nil, rows: [.init(id: 1)]))
  },
  CatalogueEntry(kind: "scope.wrongCase") {
    let start = TwoCases.State.first(.init(id: 1, taps: 4))
    let store = Store(initialState: start) { TwoCases() }
    let diagnostics = await withDiagnostics { await store.send(.second(.tap)).finish() }
    return CatalogueOutcome(kinds: diagnostics.map(\.kind), stateUnchanged: store.state == start)
  },
  CatalogueEntry(kind: "store.notBindingState") {
    let store = Store(initialState: Form.State()) { Form() }
    let start = store.state
    // `isSaved` is not `@BindingState`: `$store.isSaved` has no binding action to send.
    let diagnostics = await withDiagnostics { store.isSaved = true }
    return CatalogueOutcome(kinds: diagnostics.map(\.kind), stateUnchanged: store.state == start)
  },
  CatalogueEntry(kind: "store.reentrantStateRead") {
    let holder = StoreHolder<Row.State, Row.Action>()
    let start = Row.State(id: 1, taps: 2)
    let store = Store(initialState: start) {
      Reduce<Row.State, Row.Action> { state, _ in
        if let store = holder.store { holder.reads.append(store.state) }
        return .none
      }
    }
    holder.store = store
    let diagnostics = await withDiagnostics { store.send(.tap) }
    return CatalogueOutcome(
      kinds: diagnostics.map(\.kind),
      stateUnchanged: store.state == start && holder.reads == [start])
  },
]

@MainActor
@Test(arguments: coreCatalogue)
func coreCatalogueEntryIsReportedAndLeavesTheStateAsItWas(_ entry: CatalogueEntry) async {
  let outcome = await entry.trigger()
  #expect(outcome.kinds == [entry.kind], "triggering \(entry.kind)")
  #expect(outcome.stateUnchanged, "triggering \(entry.kind) changed the state")
}

/// A dependency with a test value only, read outside tests for the catalogue.
private enum CatalogueTestOnlyKey: TestDependencyKey {
  static let testValue = 0
}
