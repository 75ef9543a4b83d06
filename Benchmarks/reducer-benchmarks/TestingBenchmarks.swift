import ReducerTesting

/// TestStore cases: the cost of an asserted send on a large state.
@MainActor
var testingBenchmarks: [Benchmark] {
  [
    Benchmark("teststore.send.10000") {
      let items = IdentifiedArrayOf<Item>(
        uncheckedUniqueElements: (0..<10_000).map { Item(id: $0) })
      let store = TestStore(initialState: ItemList.State(items: items)) { ItemList() }
      let id = opaque(9_999)
      var expected = 0
      return { n in
        for _ in 0..<n {
          expected &+= 1
          let count = expected
          await store.send(.increment(id: id)) { $0.items[id: id]?.count = count }
        }
        blackHole(store.state.items.count)
      }
    }
  ]
}

/// One element of ``ItemList``.
struct Item: Identifiable, Equatable {
  let id: Int
  var count = 0
}

/// A list of 10,000 counters; an action increments one.
struct ItemList: Reducer {
  struct State: Equatable {
    var items: IdentifiedArrayOf<Item>
  }
  enum Action: Equatable { case increment(id: Int) }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case let .increment(id): state.items[id: id]?.count &+= 1
    }
    return .none
  }
}
