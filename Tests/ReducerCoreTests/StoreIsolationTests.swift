import ReducerTesting
import Testing

@testable import ReducerCore

// The lifetime rule belongs to each store: a child that leaves one store's state ends that
// store's effects only, never those of the same feature in another store.

/// A parent with an optional child whose timer never stops on its own.
struct IsolatedParent: Reducer {
  struct State: Equatable { var child: IsolatedChild.State? = .init() }
  enum Action: Equatable {
    case child(IsolatedChild.Action)
    case clear
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      if case .clear = action { state.child = nil }
      return .none
    }
    .ifLet(\.child, action: /Action.child) { IsolatedChild() }
  }
}

struct IsolatedChild: Reducer {
  struct State: Equatable {}
  enum Action: Equatable { case start }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    .run { _ in try await Task.sleep(for: .seconds(3600)) }
  }
}

@MainActor
@Suite struct StoreIsolationTests {
  @Test func aChildLeavingOneStoreEndsOnlyThatStoresEffects() async {
    let first = TestStore(initialState: IsolatedParent.State()) { IsolatedParent() }
    let second = TestStore(initialState: IsolatedParent.State()) { IsolatedParent() }
    await first.send(.child(.start))
    await second.send(.child(.start))
    await first.send(.clear) { $0.child = nil }
    // The first store's child is gone, and its effect with it.
    await first.finish()
    // The second store's child is still there: its effect runs until the test stops it.
    #expect(second.state.child != nil)
    await second.skipInFlightEffects()
  }
}
