import Foundation
import Testing

@testable import ReducerCore

// Positional changes of an identified array (issue 20, "Collections"): the positional
// subscript's setter, `remove(atOffsets:)`, `removeAll(where:)` and `move(fromOffsets:toOffset:)`,
// each keeping ids unique, the id index right, and the version (which `forEach` reads to find
// removed elements) changed exactly when the ids changed.

private struct Todo: Identifiable, Equatable, Sendable {
  var id: Int
  var title: String

  struct Failure: Error {}

  /// Gives the todo another id, then throws: a change in place that does not finish.
  mutating func renameThenFail(to id: Int) throws {
    self.id = id
    throw Failure()
  }
}

private func todos(_ ids: [Int]) -> IdentifiedArrayOf<Todo> {
  IdentifiedArrayOf<Todo>(uncheckedUniqueElements: ids.map { Todo(id: $0, title: "\($0)") })
}

private func todos(_ ids: Int...) -> IdentifiedArrayOf<Todo> { todos(ids) }

/// Checks that the id index names every element at its position, and nothing else.
private func expectConsistent(
  _ array: IdentifiedArrayOf<Todo>,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  #expect(array.positions.count == array.count, sourceLocation: sourceLocation)
  for (position, element) in array.enumerated() {
    #expect(array.index(id: element.id) == position, sourceLocation: sourceLocation)
  }
}

/// Runs `body` and returns the diagnostics it reported.
private func diagnostics(of body: () -> Void) -> [Diagnostic] {
  let recorder = Recorder<Diagnostic>()
  Diagnostics.$handler.withValue(DiagnosticHandler { recorder.append($0) }) { body() }
  return recorder.values
}

// MARK: - Positional subscript

@Suite struct IdentifiedArrayPositionalSubscriptTests {
  @Test func changingAPropertyInPlaceKeepsTheID() {
    var array = todos(1, 2, 3)
    let version = array.version
    let reported = diagnostics {
      array[1].title = "changed"
      array[2].title += "!"
    }
    #expect(reported.isEmpty)
    #expect(array.map(\.title) == ["1", "changed", "3!"])
    #expect(array[id: 2]?.title == "changed")
    #expect(array.version == version)
    expectConsistent(array)
  }

  @Test func assigningAnElementWithTheSameIDReplacesIt() {
    var array = todos(1, 2, 3)
    let version = array.version
    let reported = diagnostics { array[0] = Todo(id: 1, title: "new") }
    #expect(reported.isEmpty)
    #expect(array[id: 1]?.title == "new")
    #expect(array.ids == [1, 2, 3])
    #expect(array.version == version)
  }

  @Test func changingTheIDInPlaceIsReported() throws {
    var array = todos(1, 2, 3)
    let version = array.version
    let reported = diagnostics { array[1].id = 42 }
    let diagnostic = try #require(reported.first)
    #expect(reported.count == 1)
    #expect(diagnostic.kind == "identifiedArray.idChanged")
    #expect(diagnostic.message.contains("index 1"))
    #expect(diagnostic.message.contains("the id 2"))
    #expect(diagnostic.message.contains("42"))
    #expect(diagnostic.fileID.hasPrefix("IdentifiedArray<"))
    #if DEBUG
      // Undone: the element keeps its old value.
      #expect(array == todos(1, 2, 3))
      #expect(array.version == version)
    #else
      #expect(array.ids == [1, 42, 3])
    #endif
    expectConsistent(array)
  }

  @Test func changingTheIDInPlaceToAnotherElementsIDKeepsIDsUnique() {
    var array = todos(1, 2, 3)
    let reported = diagnostics { array[0].id = 3 }
    #expect(reported.map(\.kind) == ["identifiedArray.idChanged"])
    #expect(Set(array.ids).count == array.count)
    #if DEBUG
      #expect(array == todos(1, 2, 3))
    #else
      #expect(array.ids == [2, 3])
    #endif
    expectConsistent(array)
  }

  @Test func uniqueElementsAsTCASpellsItKeepsTheFirstOfARepeatedIDAndReportsIt() throws {
    let unique = IdentifiedArrayOf<Todo>(uniqueElements: [Todo(id: 1, title: "a"), Todo(id: 2, title: "b")])
    #expect(unique.ids == [1, 2])
    var repeated: IdentifiedArrayOf<Todo> = []
    let reported = diagnostics {
      repeated = IdentifiedArrayOf<Todo>(
        uniqueElements: [Todo(id: 1, title: "a"), Todo(id: 1, title: "again"), Todo(id: 2, title: "b")])
    }
    let diagnostic = try #require(reported.first)
    #expect(reported.map(\.kind) == ["identifiedArray.duplicateID"])
    #expect(diagnostic.message.contains("[1]"))
    #expect(diagnostic.fileID == #fileID)
    #expect(repeated.map(\.title) == ["a", "b"])
    expectConsistent(repeated)
  }

  @Test func modifyingCheckingTheLastFirstReachesEveryElementAndChecksIDs() {
    var array = todos(1, 2, 3)
    // The last element by its id, another by lookup, a missing id not at all.
    #expect(array.modifyCheckingLastFirst(id: 3) { $0.title = "last"; return 3 } == 3)
    #expect(array.modifyCheckingLastFirst(id: 1) { $0.title = "first"; return 1 } == 1)
    #expect(array.modifyCheckingLastFirst(id: 9) { $0.title = "none" } == nil)
    #expect(array.map(\.title) == ["first", "2", "last"])
    // Changing the last element's id there is checked like any change in place.
    let reported = diagnostics { _ = array.modifyCheckingLastFirst(id: 3) { $0.id = 1 } }
    #expect(reported.map(\.kind) == ["identifiedArray.idChanged"])
    #expect(Set(array.ids).count == array.count)
    expectConsistent(array)
  }

  @Test func aChangeInPlaceThatThrowsAfterChangingTheIDIsStillChecked() {
    var array = todos(1, 2)
    let reported = diagnostics {
      #expect(throws: Todo.Failure.self) { try array[0].renameThenFail(to: 9) }
    }
    #expect(reported.map(\.kind) == ["identifiedArray.idChanged"])
    #if DEBUG
      #expect(array == todos(1, 2))
    #endif
    expectConsistent(array)
  }

  @Test func modifyByIDThatThrowsAfterChangingTheIDIsStillChecked() {
    var array = todos(1, 2)
    let reported = diagnostics {
      #expect(throws: Todo.Failure.self) {
        try array.modify(id: 2) { try $0.renameThenFail(to: 9) }
      }
    }
    #expect(reported.map(\.kind) == ["identifiedArray.idChanged"])
    #if DEBUG
      #expect(array == todos(1, 2))
    #endif
    expectConsistent(array)
  }

  @Test func assigningAnElementWithAnotherIDIsReportedAndIgnored() throws {
    var array = todos(1, 2, 3)
    let version = array.version
    let reported = diagnostics { array[2] = Todo(id: 7, title: "other") }
    let diagnostic = try #require(reported.first)
    #expect(reported.count == 1)
    #expect(diagnostic.kind == "identifiedArray.idChanged")
    #expect(diagnostic.message.contains("index 2"))
    #expect(diagnostic.message.contains("7"))
    #expect(diagnostic.message.contains("the id 3"))
    #expect(diagnostic.message.contains("was ignored"))
    #expect(array == todos(1, 2, 3))
    #expect(array.version == version)
  }

  @Test(arguments: [-1, 3, 100])
  func assigningOutsideTheIndicesIsReportedAndIgnored(position: Int) throws {
    var array = todos(1, 2, 3)
    let version = array.version
    let reported = diagnostics { array[position] = Todo(id: 4, title: "new") }
    let diagnostic = try #require(reported.first)
    #expect(reported.count == 1)
    #expect(diagnostic.kind == "identifiedArray.indexOutOfRange")
    #expect(diagnostic.message.contains("index \(position)"))
    #expect(diagnostic.message.contains("0 through 2"))
    #expect(diagnostic.message.contains("append(_:)"))
    #expect(array == todos(1, 2, 3))
    #expect(array.version == version)
  }

  @Test func assigningIntoAnEmptyArrayIsReportedAndIgnored() {
    var array = IdentifiedArrayOf<Todo>()
    let reported = diagnostics { array[0] = Todo(id: 1, title: "new") }
    #expect(reported.map(\.kind) == ["identifiedArray.indexOutOfRange"])
    #expect(reported.first?.message.contains("it is empty") == true)
    #expect(array.isEmpty)
  }
}

// MARK: - Removing

@Suite struct IdentifiedArrayRemovalTests {
  @Test func removeAtOffsetsTakesAnIndexSet() {
    var array = todos(1, 2, 3, 4, 5)
    let version = array.version
    array.remove(atOffsets: IndexSet([0, 2, 4]))
    #expect(array.ids == [2, 4])
    #expect(!array.contains(id: 1) && !array.contains(id: 3) && !array.contains(id: 5))
    #expect(array.version != version)
    expectConsistent(array)
  }

  @Test func removeAtOffsetsTakesOffsetsInAnyOrderAndRepeated() {
    var array = todos(1, 2, 3, 4, 5)
    array.remove(atOffsets: [3, 1, 3, 1])
    #expect(array.ids == [1, 3, 5])
    expectConsistent(array)
  }

  @Test func removeAtOffsetsCanEmptyTheArray() {
    var array = todos(1, 2, 3)
    array.remove(atOffsets: IndexSet(integersIn: 0..<3))
    #expect(array.isEmpty)
    expectConsistent(array)
    let appended = array.append(Todo(id: 1, title: "again"))
    #expect(appended.inserted)
  }

  @Test func removeAtNoOffsetsChangesNothing() {
    var array = todos(1, 2, 3)
    let version = array.version
    array.remove(atOffsets: IndexSet())
    #expect(array == todos(1, 2, 3))
    #expect(array.version == version)
  }

  @Test func removeAtOffsetsOutsideTheIndicesIsReportedAndRemovesNothing() throws {
    var array = todos(1, 2, 3)
    let version = array.version
    let reported = diagnostics { array.remove(atOffsets: IndexSet([1, 7])) }
    let diagnostic = try #require(reported.first)
    #expect(reported.count == 1)
    #expect(diagnostic.kind == "identifiedArray.indexOutOfRange")
    #expect(diagnostic.message.contains("the offset 7"))
    #expect(diagnostic.message.contains("0 through 2"))
    #expect(diagnostic.message.contains("remove(id:)"))
    #expect(diagnostic.fileID == "ReducerCoreTests/IdentifiedArrayMutationTests.swift")
    #expect(array == todos(1, 2, 3))
    #expect(array.version == version)
  }

  @Test func negativeOffsetsAreReportedToo() {
    var array = todos(1, 2)
    let reported = diagnostics { array.remove(atOffsets: [-1]) }
    #expect(reported.map(\.kind) == ["identifiedArray.indexOutOfRange"])
    #expect(array == todos(1, 2))
  }

  @Test func removeAllWhereKeepsTheOthersInOrder() {
    var array = todos(Array(1...10))
    let version = array.version
    array.removeAll(where: { $0.id.isMultiple(of: 3) })
    #expect(array.ids == [1, 2, 4, 5, 7, 8, 10])
    #expect(array.version != version)
    expectConsistent(array)
  }

  @Test func removeAllWhereCallsThePredicateOnceOnEachElementInOrder() {
    var array = todos(3, 1, 2)
    var seen: [Int] = []
    array.removeAll { todo in
      seen.append(todo.id)
      return todo.id == 1
    }
    #expect(seen == [3, 1, 2])
    #expect(array.ids == [3, 2])
  }

  @Test func removeAllWhereMatchingNothingKeepsTheVersion() {
    var array = todos(1, 2, 3)
    let version = array.version
    array.removeAll { _ in false }
    #expect(array == todos(1, 2, 3))
    #expect(array.version == version)
  }

  @Test func removeAllWhereThatThrowsLeavesTheArrayAsItWas() {
    var array = todos(1, 2, 3)
    let version = array.version
    #expect(throws: Todo.Failure.self) {
      try array.removeAll { todo in
        if todo.id == 3 { throw Todo.Failure() }
        return true
      }
    }
    #expect(array == todos(1, 2, 3))
    #expect(array.version == version)
  }

  @Test func removeAllKeepingCapacityStillResolves() {
    var array = todos(1, 2)
    array.removeAll()
    #expect(array.isEmpty)
  }
}

// MARK: - Moving


/// SwiftUI's `move(fromOffsets:toOffset:)` as its documentation describes it: take the elements
/// out, then insert them, in their order, before what was at `destination`.
private func referenceMove(_ array: [Int], from source: Set<Int>, to destination: Int) -> [Int] {
  let moving = array.indices.filter(source.contains).map { array[$0] }
  var rest = array.indices.filter { !source.contains($0) }.map { array[$0] }
  let insertion = destination - source.filter { $0 < destination }.count
  rest.insert(contentsOf: moving, at: insertion)
  return rest
}

@Suite struct IdentifiedArrayMoveTests {
  @Test(arguments: [
    // (source, destination, expected) on [1, 2, 3, 4]
    ([0], 2, [2, 1, 3, 4]),
    ([0], 4, [2, 3, 4, 1]),
    ([3], 0, [4, 1, 2, 3]),
    ([1], 4, [1, 3, 4, 2]),
    ([2, 3], 0, [3, 4, 1, 2]),
    ([0, 2], 4, [2, 4, 1, 3]),
    ([0, 3], 2, [2, 1, 4, 3]),
    ([1, 3], 1, [1, 2, 4, 3]),
  ])
  func moveLikeSwiftUI(source: [Int], destination: Int, expected: [Int]) {
    var array = todos(1, 2, 3, 4)
    let version = array.version
    array.move(fromOffsets: IndexSet(source), toOffset: destination)
    #expect(array.ids == expected)
    #expect(array.version != version)
    #expect(referenceMove([1, 2, 3, 4], from: Set(source), to: destination) == expected)
    expectConsistent(array)
  }

  @Test(arguments: [
    ([1], 1), ([1], 2), ([1, 2], 1), ([1, 2], 2), ([1, 2], 3), ([], 0), ([0, 1, 2, 3], 4),
  ])
  func movesThatChangeNothingKeepTheVersion(source: [Int], destination: Int) {
    var array = todos(1, 2, 3, 4)
    let version = array.version
    array.move(fromOffsets: IndexSet(source), toOffset: destination)
    #expect(array == todos(1, 2, 3, 4))
    #expect(array.version == version)
  }

  @Test func moveMatchesTheReferenceOnRandomCases() {
    var generator = SplitMix64(seed: 20)
    for _ in 0..<2_000 {
      let count = Int.random(in: 0...12, using: &generator)
      let ids = Array(0..<count).shuffled(using: &generator)
      let source = Set((0..<count).filter { _ in Bool.random(using: &generator) })
      let destination = Int.random(in: 0...count, using: &generator)
      var array = todos(ids)
      let version = array.version
      // Offsets in a shuffled order, some repeated: the result must not depend on either.
      let offsets = (Array(source) + source.filter { $0.isMultiple(of: 2) })
        .shuffled(using: &generator)
      array.move(fromOffsets: offsets, toOffset: destination)
      let expected = referenceMove(ids, from: source, to: destination)
      #expect(
        array.ids == expected,
        "moving \(source.sorted()) of \(ids) to \(destination)")
      #expect((array.version != version) == (expected != ids))
      expectConsistent(array)
    }
  }

  @Test(arguments: [([5], 1), ([0], 5), ([0], -1), ([-2], 0), ([4, 9], 7)])
  func movingOutsideTheIndicesIsReportedAndMovesNothing(source: [Int], destination: Int) throws {
    var array = todos(1, 2, 3, 4)
    let version = array.version
    let reported = diagnostics { array.move(fromOffsets: source, toOffset: destination) }
    let diagnostic = try #require(reported.first)
    #expect(reported.count == 1)
    #expect(diagnostic.kind == "identifiedArray.indexOutOfRange")
    #expect(diagnostic.message.contains("move(fromOffsets:toOffset:)"))
    #expect(diagnostic.message.contains("0 through 4"))
    if !(0...4).contains(destination) {
      #expect(diagnostic.message.contains("the destination \(destination)"))
    }
    for offset in source where !(0..<4).contains(offset) {
      #expect(diagnostic.message.contains("\(offset)"))
    }
    #expect(diagnostic.fileID == "ReducerCoreTests/IdentifiedArrayMutationTests.swift")
    #expect(array == todos(1, 2, 3, 4))
    #expect(array.version == version)
  }
}

// MARK: - With a store and a forEach

/// Effects that run until they are cancelled, and record which ended.
private final class EndlessEffects: Sendable {
  let started = Signal()
  let ended = Recorder<Int>()

  func run(_ id: Int) async {
    started.fire()
    while !Task.isCancelled {
      try? await Task.sleep(for: .seconds(3_600))
    }
    ended.append(id)
  }
}

private struct Row: Reducer {
  struct State: Equatable, Identifiable {
    let id: Int
    var taps = 0
  }

  enum Action: Equatable {
    case start
    case tap
  }

  let effects: EndlessEffects

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .start:
      return .run { [effects, id = state.id] _ in await effects.run(id) }
    case .tap:
      state.taps += 1
      return .none
    }
  }
}

private struct Rows: Reducer {
  struct State: Equatable {
    var rows: IdentifiedArrayOf<Row.State>
  }

  enum Action: Equatable {
    case row(id: Int, action: Row.Action)
    case delete(IndexSet)
    case deleteWhere(Set<Int>)
    case move(IndexSet, Int)
  }

  let effects: EndlessEffects

  var body: some Reducer<State, Action> {
    Reduce { state, action in
      switch action {
      case .row:
        break
      case let .delete(offsets):
        state.rows.remove(atOffsets: offsets)
      case let .deleteWhere(ids):
        state.rows.removeAll { ids.contains($0.id) }
      case let .move(source, destination):
        state.rows.move(fromOffsets: source, toOffset: destination)
      }
      return .none
    }
    .forEach(\.rows, action: /Action.row) { Row(effects: effects) }
  }
}

@MainActor
@Suite struct IdentifiedArrayForEachRemovalTests {
  @Test func removedElementsEffectsAreCancelled() async {
    let effects = EndlessEffects()
    let reported = await withDiagnostics {
      let store = Store(
        initialState: Rows.State(rows: [.init(id: 1), .init(id: 2), .init(id: 3), .init(id: 4)])
      ) { Rows(effects: effects) }
      var tasks: [Int: StoreTask] = [:]
      for id in 1...4 {
        tasks[id] = store.send(.row(id: id, action: .start))
        #expect(await effects.started.wait())
      }

      // Moving changes the version but removes nobody: every effect keeps running.
      store.send(.move(IndexSet([0]), 4))
      #expect(store.state.rows.ids == [2, 3, 4, 1])
      store.send(.row(id: 1, action: .tap))
      #expect(store.state.rows[3].taps == 1)
      #expect(tasks.values.allSatisfy { $0.isRunning })

      // `onDelete` of the rows at 1 and 3, ids 3 and 1.
      store.send(.delete(IndexSet([1, 3])))
      #expect(store.state.rows.ids == [2, 4])
      for id in [1, 3] {
        if let task = tasks[id] { #expect(await finishes(task)) }
      }
      #expect(Set(effects.ended.values) == [1, 3])
      #expect(tasks[2]?.isRunning == true)
      #expect(tasks[4]?.isRunning == true)

      store.send(.deleteWhere([4]))
      #expect(store.state.rows.ids == [2])
      if let task = tasks[4] { #expect(await finishes(task)) }
      #expect(Set(effects.ended.values) == [1, 3, 4])
      #expect(tasks[2]?.isRunning == true)

      store.send(.deleteWhere([2]))
      #expect(store.state.rows.isEmpty)
      if let task = tasks[2] { #expect(await finishes(task)) }
      #expect(Set(effects.ended.values) == [1, 2, 3, 4])
    }
    #expect(reported.isEmpty)
  }
}
