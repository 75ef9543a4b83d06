import ReducerCore
import Testing

// A feature that contains itself (a comment thread of comment threads) must build: bodies are
// built for each action, never ahead for every level.

private struct Thread: Reducer {
  struct State: Equatable, Identifiable {
    let id: Int
    var likes = 0
    var replies: IdentifiedArrayOf<State> = []
  }
  indirect enum Action: Equatable {
    case like
    case reply(id: Int, action: Action)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      if case .like = action { state.likes += 1 }
      return .none
    }
    .forEach(\.replies, action: /Action.reply) { Thread() }
  }
}

@MainActor
@Test func aFeatureContainsItself() {
  let deep = Thread.State(id: 3)
  let middle = Thread.State(id: 2, replies: [deep])
  let store = Store(initialState: Thread.State(id: 1, replies: [middle])) { Thread() }
  store.send(.reply(id: 2, action: .reply(id: 3, action: .like)))
  store.send(.like)
  #expect(store.state.likes == 1)
  #expect(store.state.replies[id: 2]?.replies[id: 3]?.likes == 1)
}
