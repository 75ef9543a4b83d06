import ReducerTesting
import Testing

@Suite struct ClockTests {
  @Test func aTestClockSleepEndsOnlyWhenTheClockReachesItsDeadline() async throws {
    let clock = TestClock()
    let woke = LockedValue(false)
    // A deadline, not a duration: the task may begin sleeping before or after the clock moves,
    // and ends at the same instant either way.
    let sleeper = Task {
      try await clock.sleep(until: TestClock.Instant(offset: .seconds(1)))
      woke.withLock { $0 = true }
    }
    await clock.advance(by: .milliseconds(999))
    #expect(woke.withLock { $0 } == false)
    await clock.advance(by: .milliseconds(1))
    try await sleeper.value
    #expect(woke.withLock { $0 })
    #expect(clock.now == TestClock.Instant(offset: .seconds(1)))
  }

  @MainActor
  @Test func anEffectSleepingOnTheClockWakesExactlyAtItsDeadline() async {
    let failures = await recordedFailures {
      let clock = TestClock()
      let store = TestStore(initialState: Sleepers.State()) { Sleepers(clock: clock) }
      await store.send(.sleep(seconds: 1))
      await clock.advance(by: .milliseconds(999))
      #expect(store.state.woken == [])
      await clock.advance(by: .milliseconds(1))
      #expect(store.state.woken == [1])
      await store.receive(.woke(seconds: 1), timeout: .zero) { $0.woken = [1] }
      #expect(clock.now == TestClock.Instant(offset: .seconds(1)))
    }
    #expect(failures == [])
  }

  @MainActor
  @Test func advancingWakesSleepersInDeadlineOrder() async {
    let failures = await recordedFailures {
      let clock = TestClock()
      let store = TestStore(initialState: Sleepers.State()) { Sleepers(clock: clock) }
      for seconds in [3, 1, 2] { await store.send(.sleep(seconds: seconds)) }
      await clock.advance(by: .seconds(5))
      // Each woken effect sent its action before the clock moved on to the next deadline.
      await store.receive(.woke(seconds: 1), timeout: .zero) { $0.woken = [1] }
      await store.receive(.woke(seconds: 2), timeout: .zero) { $0.woken = [1, 2] }
      await store.receive(.woke(seconds: 3), timeout: .zero) { $0.woken = [1, 2, 3] }
      #expect(clock.now.offset == .seconds(5))
    }
    #expect(failures == [])
  }

  @MainActor
  @Test func aTimerBusyOnTheMainActorAfterEachTickStillTicksOncePerAdvancedSecond() async {
    // After each wake-up the timer keeps the main actor for 20 ms before it sleeps again, as a
    // main actor busy with other work delays it: the clock must not move on meanwhile, or the
    // timer would sleep from the new time and miss the ticks due by then.
    let failures = await recordedFailures {
      let clock = TestClock()
      let store = TestStore(initialState: BusyTimer.State()) { BusyTimer(clock: clock) }
      await store.send(.start)
      await clock.advance(by: .seconds(3))
      await store.receive(.tick) { $0.ticks = 1 }
      await store.receive(.tick) { $0.ticks = 2 }
      await store.receive(.tick) { $0.ticks = 3 }
      await store.send(.stop)
    }
    #expect(failures == [])
  }

  @Test func aCancelledSleepThrowsAtOnce() async {
    let clock = TestClock()
    let sleeper = Task { try await clock.sleep(for: .seconds(60)) }
    sleeper.cancel()
    let result = await sleeper.result
    #expect(throws: CancellationError.self) { try result.get() }
  }

  @MainActor
  @Test func runAdvancesUntilNoSleepIsLeft() async {
    let failures = await recordedFailures {
      let clock = TestClock()
      let store = TestStore(initialState: Sleepers.State()) { Sleepers(clock: clock) }
      await store.send(.countdown(steps: 3, seconds: 10))
      await clock.run()
      #expect(clock.now.offset == .seconds(30))
      await store.receive(.woke(seconds: 30), timeout: .zero) { $0.woken = [30] }
    }
    #expect(failures == [])
  }

  @MainActor
  @Test func runFailsOnATimerThatNeverStops() async {
    let clock = TestClock()
    let store = TestStore(initialState: Sleepers.State()) { Sleepers(clock: clock) }
    await store.send(.sleepForever)
    let failures = await recordedFailures {
      await clock.run(timeout: .milliseconds(100))
    }
    await store.skipInFlightEffects()
    #expect(failures.count == 1)
    #expect(
      failures.first?.hasPrefix("'TestClock.run()' was still waking sleeps after 0.1 seconds")
        == true)
  }

  @Test func anImmediateClockReturnsAtOnceAndMovesItsTime() async throws {
    let clock = ImmediateClock()
    let start = ContinuousClock.now
    try await clock.sleep(for: .seconds(60))
    try await clock.sleep(for: .seconds(1))
    // Not the 61 seconds slept: a bound a loaded machine still meets, which a real sleep fails.
    #expect(ContinuousClock.now - start < .seconds(59))
    #expect(clock.now.offset == .seconds(61))
    #expect(clock.minimumResolution == .zero)
    let cancelled = Task {
      withUnsafeCurrentTask { $0?.cancel() }
      try await clock.sleep(for: .seconds(1))
    }
    let result = await cancelled.result
    #expect(throws: CancellationError.self) { try result.get() }
  }

  @Test func instantsMeasureDurations() {
    let start = TestClock.Instant()
    let later = start.advanced(by: .seconds(2))
    #expect(start < later)
    #expect(start.duration(to: later) == .seconds(2))
    #expect(later.description == "2.0 seconds")
  }
}

/// A timer that holds the main actor for a while after each wake-up.
private struct BusyTimer: Reducer {
  struct State: Equatable { var ticks = 0 }
  enum Action: Equatable { case start, stop, tick }
  struct TimerID: Hashable, Sendable {}

  let clock: TestClock

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .start:
      return .run { [clock] send in
        while true {
          try await clock.sleep(for: .seconds(1))
          await MainActor.run {
            let busy = ContinuousClock.now
            while ContinuousClock.now - busy < .milliseconds(20) {}
          }
          await send(.tick)
        }
      }
      .cancellable(id: TimerID())
    case .stop:
      return .cancel(id: TimerID())
    case .tick:
      state.ticks += 1
      return .none
    }
  }
}

/// Effects that sleep on a clock: once, in a countdown, or for ever.
private struct Sleepers: Reducer {
  struct State: Equatable { var woken: [Int] = [] }
  enum Action: Equatable {
    case sleep(seconds: Int)
    case countdown(steps: Int, seconds: Int)
    case sleepForever
    case woke(seconds: Int)
  }

  let clock: TestClock

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case let .sleep(seconds):
      return .run { [clock] send in
        try await clock.sleep(for: .seconds(seconds))
        await send(.woke(seconds: seconds))
      }
    case let .countdown(steps, seconds):
      return .run { [clock] send in
        for _ in 0..<steps { try await clock.sleep(for: .seconds(seconds)) }
        await send(.woke(seconds: steps * seconds))
      }
    case .sleepForever:
      return .run { [clock] _ in
        while true { try await clock.sleep(for: .seconds(1)) }
      }
    case let .woke(seconds):
      state.woken.append(seconds)
      return .none
    }
  }
}

/// A timer on the clock dependency, for a test that forgets to set one.
struct ForgetfulTimer: Reducer {
  struct State: Equatable { var ticks = 0 }
  enum Action: Equatable { case start, tick }
  @Dependency(\.continuousClock) var clock
  static let clockLine: UInt = #line - 1

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .start:
      return .run { send in
        try await clock.sleep(for: .seconds(1))
        await send(.tick)
      }
    case .tick:
      state.ticks += 1
      return .none
    }
  }
}

@MainActor
@Suite struct UnsetClockTests {
  @Test func aSleepOnAClockTheTestDidNotSetFailsOnceAndPointsAtTheDeclaration() async {
    let failures = await recordedFailures {
      let store = TestStore(initialState: ForgetfulTimer.State()) { ForgetfulTimer() }
      await store.send(.start)
      await store.finish()
    }
    // One failure: the unimplemented clock's. Its sleep throws CancellationError to stop the
    // effect, which is not reported again as an error of the effect.
    #expect(failures.count == 1)
    #expect(failures.first?.contains("kind 'dependency.unimplemented'") == true)
    #expect(failures.first?.contains("at ReducerTestingTests/ClockTests.swift:\(ForgetfulTimer.clockLine)") == true)
    #expect(failures.allSatisfy { !$0.contains("effect.error") })
  }
}
