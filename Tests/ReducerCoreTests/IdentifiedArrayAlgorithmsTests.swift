import Testing

@testable import ReducerCore

// `filter` and `sort` on an identified array, as TCA 1.x features write them.

private struct Todo: Identifiable, Equatable, Sendable {
  var id: Int
  var title: String
  var isComplete = false
}

/// An element ordered by its score, for `sort()` and `sorted()`.
private struct Score: Identifiable, Comparable, Sendable {
  var id: String
  var points: Int

  static func < (lhs: Self, rhs: Self) -> Bool { lhs.points < rhs.points }
}

private func groceries() -> IdentifiedArrayOf<Todo> {
  [
    Todo(id: 1, title: "Milk", isComplete: true),
    Todo(id: 2, title: "Eggs"),
    Todo(id: 3, title: "Bread", isComplete: true),
    Todo(id: 4, title: "Apples"),
  ]
}

/// Takes an array, as code written for `Sequence.filter` and `Sequence.sorted` does.
private func titles(_ todos: [Todo]) -> [String] { todos.map(\.title) }

/// Whether every element is found by its id at its position.
private func lookupsAreConsistent<Element: Identifiable>(
  _ array: IdentifiedArray<Element.ID, Element>
) -> Bool {
  array.enumerated().allSatisfy { position, element in
    array.index(id: element.id) == position && array[id: element.id]?.id == element.id
  }
}

private struct Failure: Error {}

/// A list that sorts and filters in its reducer, as a TCA feature does.
private struct TodoList: Reducer {
  struct State: Equatable {
    var todos = groceries()
    var visible: IdentifiedArrayOf<Todo> = []
  }
  enum Action: Equatable {
    case sortByTitle
    case showIncomplete
    case toggle(id: Int)
  }
  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .sortByTitle:
      state.todos.sort { $0.title < $1.title }
    case .showIncomplete:
      state.visible = state.todos.filter { !$0.isComplete }
    case let .toggle(id):
      state.todos[id: id]?.isComplete.toggle()
    }
    return .none
  }
}

@Suite struct IdentifiedArrayAlgorithmsTests {
  @Test func filterReturnsAnIdentifiedArrayFoundByID() {
    let incomplete = groceries().filter { !$0.isComplete }
    let _: IdentifiedArrayOf<Todo> = incomplete
    #expect(incomplete.ids == [2, 4])
    #expect(incomplete[id: 4]?.title == "Apples")
    #expect(incomplete[id: 1] == nil)
    #expect(incomplete.index(id: 4) == 1)
    #expect(lookupsAreConsistent(incomplete))
  }

  @Test func filterWithAKeyPathKeepsTheMatchingElements() {
    let complete = groceries().filter(\.isComplete)
    #expect(complete.ids == [1, 3])
    #expect(complete[id: 3]?.title == "Bread")
  }

  @Test func filterInAnArrayContextIsTheSequenceOne() {
    let array: [Todo] = groceries().filter { !$0.isComplete }
    #expect(array.map(\.id) == [2, 4])
    #expect(titles(groceries().filter(\.isComplete)) == ["Milk", "Bread"])
  }

  @Test func filterRethrows() {
    #expect(throws: Failure.self) {
      _ = try groceries().filter { (todo: Todo) throws -> Bool in
        if todo.id == 3 { throw Failure() }
        return true
      }
    }
  }

  @Test func aFilteredArrayCanGrowAndShrinkByID() {
    var incomplete = groceries().filter { !$0.isComplete }
    #expect(incomplete.append(Todo(id: 2, title: "Duplicate")).inserted == false)
    #expect(incomplete.append(Todo(id: 5, title: "Jam")).inserted)
    incomplete.remove(id: 2)
    #expect(incomplete.ids == [4, 5])
    #expect(lookupsAreConsistent(incomplete))
  }

  @Test func sortByReordersAndKeepsLookupsByID() {
    var todos = groceries()
    todos.sort { $0.title < $1.title }
    #expect(todos.map(\.title) == ["Apples", "Bread", "Eggs", "Milk"])
    #expect(todos.ids == [4, 3, 2, 1])
    #expect(todos.index(id: 4) == 0)
    #expect(todos.index(id: 1) == 3)
    #expect(todos[id: 2]?.title == "Eggs")
    #expect(lookupsAreConsistent(todos))
    // Changes by id after the sort reach the right element.
    todos[id: 3]?.title = "Rye bread"
    #expect(todos[1].title == "Rye bread")
    todos.remove(id: 4)
    #expect(todos.ids == [3, 2, 1])
    #expect(lookupsAreConsistent(todos))
  }

  @Test func sortByAnOperator() {
    var scores: IdentifiedArrayOf<Score> = [
      Score(id: "a", points: 2), Score(id: "b", points: 9), Score(id: "c", points: 5),
    ]
    scores.sort(by: >)
    #expect(scores.ids == ["b", "c", "a"])
    #expect(lookupsAreConsistent(scores))
  }

  @Test func sortOfComparableElements() {
    var scores: IdentifiedArrayOf<Score> = [
      Score(id: "a", points: 2), Score(id: "b", points: 9), Score(id: "c", points: 5),
    ]
    scores.sort()
    #expect(scores.ids == ["a", "c", "b"])
    #expect(scores[id: "c"]?.points == 5)
    #expect(scores.index(id: "b") == 2)
    #expect(lookupsAreConsistent(scores))
  }

  @Test func aThrowingSortLeavesEveryElementFoundByItsID() {
    var todos = groceries()
    var comparisons = 0
    #expect(throws: Failure.self) {
      try todos.sort { lhs, rhs in
        comparisons += 1
        if comparisons == 3 { throw Failure() }
        return lhs.title < rhs.title
      }
    }
    #expect(Set(todos.ids) == [1, 2, 3, 4])
    #expect(lookupsAreConsistent(todos))
  }

  @Test func sortingChangesTheIDsVersionOnlyWhenAnElementMoves() {
    var todos = groceries()
    let before = todos.idsVersion
    todos.sort { $0.id < $1.id }
    #expect(todos.idsVersion == before)
    todos.sort { $0.id > $1.id }
    #expect(todos.idsVersion != before)
  }

  @Test func sortedIsTheSequenceOneAndReturnsAnArray() {
    // As in TCA: `sorted` is `Sequence`'s, and leaves the identified array alone.
    let todos = groceries()
    let sortedTodos = todos.sorted { $0.title < $1.title }
    let _: [Todo] = sortedTodos
    #expect(todos.ids == [1, 2, 3, 4])
    let array: [Todo] = groceries().sorted { $0.title < $1.title }
    #expect(array.map(\.id) == [4, 3, 2, 1])
    #expect(titles(groceries().sorted { $0.id > $1.id }) == ["Apples", "Bread", "Eggs", "Milk"])
    let scores: IdentifiedArrayOf<Score> = [Score(id: "a", points: 2), Score(id: "b", points: 1)]
    let ranked: [Score] = scores.sorted()
    #expect(ranked.map(\.id) == ["b", "a"])
  }

  @MainActor
  @Test func aReducerSortsAndFiltersItsState() {
    let store = Store(initialState: TodoList.State()) { TodoList() }
    store.send(.sortByTitle)
    #expect(store.state.todos.ids == [4, 3, 2, 1])
    store.send(.toggle(id: 3))
    #expect(store.state.todos[1] == Todo(id: 3, title: "Bread", isComplete: false))
    store.send(.showIncomplete)
    #expect(store.state.visible.ids == [4, 3, 2])
    #expect(store.state.visible[id: 2]?.title == "Eggs")
  }
}
