@testable import ReducerCore
import Testing

// A store decides from its own registry whether its reducers look for the effects of children
// that left: another store's running effects never make them look.

/// A reducer that notes, on each action, whether it was told that its store runs effects.
struct FlagProbe: Reducer {
  struct State: Equatable { var seen: [Bool] = [] }
  enum Action: Equatable { case probe, startForever, stop }
  struct ForeverID: Hashable, Sendable {}

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    state.seen.append(RunningEffects.any)
    switch action {
    case .probe:
      return .none
    case .startForever:
      return .run { _ in
        try await Task.sleep(for: .seconds(3600))
      }
      .cancellable(id: ForeverID())
    case .stop:
      return .cancel(id: ForeverID())
    }
  }
}

@MainActor
@Suite struct StoreIsolationTests {
  @Test func anotherStoresRunningEffectDoesNotMakeThisStoreLook() async {
    let busy = Store(initialState: FlagProbe.State()) { FlagProbe() }
    let idle = Store(initialState: FlagProbe.State()) { FlagProbe() }
    let forever = busy.send(.startForever)
    #expect(forever.isRunning)
    idle.send(.probe)
    busy.send(.probe)
    idle.send(.probe)
    #expect(idle.state.seen == [false, false])
    #expect(busy.state.seen == [false, true])
    busy.send(.stop)
    await forever.finish()
    busy.send(.probe)
    #expect(busy.state.seen == [false, true, true, false])
  }

  @Test func aStoreSentToFromABusyStoresReducerLeavesTheBusyStoresFlagAsItWas() async {
    let idle = Store(initialState: FlagProbe.State()) { FlagProbe() }
    // A busy store whose reducer sends to the idle store, then reads the flag again.
    let busy = Store(initialState: FlagProbe.State()) {
      FlagProbe()
      Reduce<FlagProbe.State, FlagProbe.Action> { state, action in
        guard action == .probe else { return .none }
        MainActor.assumeIsolated { _ = idle.send(.probe) }
        state.seen.append(RunningEffects.any)
        return .none
      }
    }
    let forever = busy.send(.startForever)
    busy.send(.probe)
    // Inside the busy store's reduce, the idle store's reducers may look in vain (documented);
    // what matters is that the busy store's flag is back after the nested send, and that the
    // idle store, sent to on its own, does not look.
    #expect(busy.state.seen == [false, true, true])
    idle.send(.probe)
    #expect(idle.state.seen.last == false)
    // Outside any store's reduce, no store's effects are the caller's.
    #expect(RunningEffects.any == false)
    forever.cancel()
    await forever.finish()
  }
}
