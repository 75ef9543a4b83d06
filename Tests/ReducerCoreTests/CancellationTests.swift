import Testing

@testable import ReducerCore

private struct Timer: Reducer {
  struct State: Equatable {
    var started = 0
  }

  enum Action: Equatable {
    case start
    case startReplacing
    case cancel
    case cancelOther
    case cancelInFlightOnly
  }

  struct TimerID: Hashable, Sendable {}
  struct OtherID: Hashable, Sendable {}

  let probe: EffectProbe

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .start:
      state.started += 1
      return .run { [probe, number = state.started] _ in await probe.run("timer \(number)") }
        .cancellable(id: TimerID())
    case .startReplacing:
      state.started += 1
      return .run { [probe, number = state.started] _ in await probe.run("timer \(number)") }
        .cancellable(id: TimerID(), cancelInFlight: true)
    case .cancel:
      return .cancel(id: TimerID())
    case .cancelOther:
      return .cancel(id: OtherID())
    case .cancelInFlightOnly:
      return Effect.none.cancellable(id: TimerID(), cancelInFlight: true)
    }
  }
}

@MainActor
@Suite struct CancellationTests {
  @Test func cancelByID() async {
    let probe = EffectProbe()
    let store = Store(initialState: Timer.State()) { Timer(probe: probe) }
    let task = store.send(.start)
    #expect(await probe.started.wait())
    store.send(.cancelOther)
    await Task.yield()
    #expect(task.isRunning)
    store.send(.cancel)
    #expect(await finishes(task))
    #expect(probe.events.values == ["timer 1 cancelled"])
  }

  @Test func cancelByIDCancelsEveryEffectWithThatID() async {
    let probe = EffectProbe()
    let store = Store(initialState: Timer.State()) { Timer(probe: probe) }
    let first = store.send(.start)
    let second = store.send(.start)
    #expect(await probe.started.wait())
    #expect(await probe.started.wait())
    store.send(.cancel)
    #expect(await finishes(first))
    #expect(await finishes(second))
    #expect(Set(probe.events.values) == ["timer 1 cancelled", "timer 2 cancelled"])
  }

  @Test func cancelInFlight() async {
    let probe = EffectProbe()
    let store = Store(initialState: Timer.State()) { Timer(probe: probe) }
    let first = store.send(.startReplacing)
    #expect(await probe.started.wait())
    let second = store.send(.startReplacing)
    #expect(await finishes(first))
    #expect(await probe.started.wait())
    #expect(probe.events.values == ["timer 1 cancelled"])
    #expect(second.isRunning)
    store.send(.cancel)
    #expect(await finishes(second))
    #expect(probe.events.values == ["timer 1 cancelled", "timer 2 cancelled"])
  }

  @Test func cancelInFlightOfNothingStillCancels() async {
    let probe = EffectProbe()
    let store = Store(initialState: Timer.State()) { Timer(probe: probe) }
    let task = store.send(.start)
    #expect(await probe.started.wait())
    store.send(.cancelInFlightOnly)
    #expect(await finishes(task))
    #expect(probe.events.values == ["timer 1 cancelled"])
  }

  @Test func storesDoNotCancelEachOther() async {
    let firstProbe = EffectProbe()
    let secondProbe = EffectProbe()
    let first = Store(initialState: Timer.State()) { Timer(probe: firstProbe) }
    let second = Store(initialState: Timer.State()) { Timer(probe: secondProbe) }
    let firstTask = first.send(.start)
    let secondTask = second.send(.start)
    #expect(await firstProbe.started.wait())
    #expect(await secondProbe.started.wait())

    first.send(.cancel)
    #expect(await finishes(firstTask))
    #expect(secondTask.isRunning)
    #expect(secondProbe.events.values.isEmpty)

    second.send(.cancel)
    #expect(await finishes(secondTask))
    #expect(secondProbe.events.values == ["timer 1 cancelled"])
  }

  @Test func cancellationIsPrompt() async {
    let probe = EffectProbe()
    let store = Store(initialState: Timer.State()) { Timer(probe: probe) }
    let task = store.send(.start)
    #expect(await probe.started.wait())
    let clock = ContinuousClock()
    let start = clock.now
    store.send(.cancel)
    await task.finish()
    // The effect would sleep a minute; cancelled, its sleep throws at once (the margin is for a
    // busy machine, which can stall a test process for seconds).
    #expect(clock.now - start < .seconds(30))
    #expect(probe.events.values == ["timer 1 cancelled"])
  }

  @Test func cancellingAnIDThatIsNotRunningDoesNothing() {
    let store = Store(initialState: Timer.State()) { Timer(probe: EffectProbe()) }
    let task = store.send(.cancel)
    #expect(!task.isRunning)
  }

  @Test func cancelledEffectsCanStartAgain() async {
    let probe = EffectProbe()
    let store = Store(initialState: Timer.State()) { Timer(probe: probe) }
    let first = store.send(.start)
    #expect(await probe.started.wait())
    store.send(.cancel)
    #expect(await finishes(first))
    let second = store.send(.start)
    #expect(await probe.started.wait())
    #expect(second.isRunning)
    store.send(.cancel)
    #expect(await finishes(second))
    #expect(probe.events.values == ["timer 1 cancelled", "timer 2 cancelled"])
  }
}
