import ReducerTesting
import Testing

/// A test store decides that effects have settled from what is queued on its executor, not
/// from time: what the effects do on work the store runs has happened when `send`, `receive`,
/// `finish` and `TestClock.advance` return, however busy the machine. Only effects that wait on
/// real time or on other threads need a timeout.
@MainActor
@Suite struct SettlingTests {
  @Test func anEffectThatHopsThroughActorsIsReceivedWithoutWaiting() async {
    let failures = await recordedFailures {
      for round in 1...20 {
        let store = TestStore(initialState: Hopper.State()) { Hopper() }
        await store.send(.hop)
        // No wait at all: the effect has sent its action by the time 'send' returns.
        await store.receive(.hopped(total: 3), timeout: .zero) { $0.total = 3 }
        #expect(store.state.total == 3, "round \(round)")
      }
    }
    #expect(failures == [])
  }

  @Test func anEffectThatWaitsOnADetachedTaskIsReceivedWhenItEnds() async {
    let failures = await recordedFailures {
      let store = TestStore(initialState: Hopper.State()) { Hopper() }
      await store.send(.hopThroughADetachedTask)
      // The detached task runs elsewhere, which the store cannot see: 'receive' waits for it.
      await store.receive(.hopped(total: 2), timeout: .seconds(10)) { $0.total = 2 }
    }
    #expect(failures == [])
  }

  @Test func aTimerOnATestClockTicksOnlyAsTheClockAdvances() async {
    let failures = await recordedFailures {
      let clock = TestClock()
      let store = TestStore(initialState: Counter.State()) { Counter(clock: clock) }
      await store.send(.startTimer) { $0.isTimerRunning = true }
      for count in 1...3 {
        await clock.advance(by: .seconds(1))
        await store.receive(.tick, timeout: .zero) { $0.count = count }
      }
      await clock.advance(by: .milliseconds(500))
      #expect(store.state.count == 3)
      await clock.advance(by: .milliseconds(2_500))
      await store.receive(.tick, timeout: .zero) { $0.count = 4 }
      await store.receive(.tick, timeout: .zero) { $0.count = 5 }
      await store.receive(.tick, timeout: .zero) { $0.count = 6 }
      await store.send(.stopTimer) { $0.isTimerRunning = false }
      await store.finish(timeout: .zero)
    }
    #expect(failures == [])
  }

  @Test func anEffectThatSleepsInRealTimeIsReceivedWithinItsTimeout() async {
    let failures = await recordedFailures {
      let store = TestStore(initialState: Hopper.State()) { Hopper() }
      await store.send(.sleep(milliseconds: 50))
      await store.receive(.slept, timeout: .seconds(10))
      await store.finish(timeout: .seconds(10))
    }
    #expect(failures == [])
  }

  @Test func aReceiveThatTimesOutOnRealTimeSaysSo() async {
    let failures = await recordedFailures {
      let store = TestStore(initialState: Hopper.State()) { Hopper() }
      await store.send(.sleep(milliseconds: 60_000))
      await store.receive(.slept, timeout: .milliseconds(20))
      await store.skipInFlightEffects()
    }
    #expect(
      failures == [
        """
        Expected to receive .slept, but no matching action arrived within 0.02 seconds.

        No action was received.

        These actions started effects that are still running:
          .sleep(milliseconds: 60000) (sent at ReducerTestingTests/SettlingTests.swift:67)
        When the wait ended, no effect had work queued on the test store's executor: the effect \
        waits on something the test store does not run. An effect that waits on real time \
        (Task.sleep, a real clock) or on another thread's work may need a longer 'timeout:', or \
        a TestClock.
        """
      ]
    )
  }

  @Test func finishReturnsAtOnceWhenEffectsEndOnWorkTheStoreRuns() async {
    let failures = await recordedFailures {
      let store = TestStore(initialState: Hopper.State()) { Hopper() }
      let task = await store.send(.hop)
      #expect(!task.isRunning)
      await store.receive(.hopped(total: 3), timeout: .zero) { $0.total = 3 }
      await task.finish(timeout: .zero)
      await store.finish(timeout: .zero)
    }
    #expect(failures == [])
  }

  @Test func finishReportsAnEffectStillWaitingOnRealTime() async {
    let failures = await recordedFailures {
      let store = TestStore(initialState: Hopper.State()) { Hopper() }
      await store.send(.sleep(milliseconds: 60_000))
      await store.finish(timeout: .milliseconds(20))
    }
    #expect(failures.count == 1)
    #expect(
      failures.first?.hasPrefix(
        """
        After waiting 0.02 seconds for effects to finish, 1 effect is still running, started \
        by:
          .sleep(milliseconds: 60000) (sent at ReducerTestingTests/SettlingTests.swift:104)

        When the wait ended, no effect had work queued on the test store's executor
        """) == true)
    #expect(failures.first?.contains("An effect that waits on real time") == true)
  }

  @Test func theEndOfATestSeesAnEffectThatEndedRightAfterSending() async {
    // The effect sends, then hops on before it ends: the end of the test must not see it
    // running.
    let failures = await recordedFailures {
      let store = TestStore(initialState: Hopper.State()) { Hopper() }
      await store.send(.sendThenHop)
      await store.receive(.hopped(total: 1), timeout: .zero) { $0.total = 1 }
    }
    #expect(failures == [])
  }

  @Test func theEndOfATestReportsAnEffectStillWaitingOnRealTime() async {
    let failures = await recordedFailures {
      let store = TestStore(initialState: Hopper.State()) { Hopper() }
      await store.send(.sleep(milliseconds: 60_000))
    }
    #expect(failures.count == 1)
    #expect(
      failures.first?.hasPrefix(
        """
        The test ended while 1 effect was still running. It was started by:
          .sleep(milliseconds: 60000)
        """) == true)
  }

  @Test func settlingManyEffectsOfManyHopsGivesTheSameOrderEveryTime() async {
    let effects = 5
    let hops = 8
    // One queue runs every job of every effect in the order they were queued: the effects
    // take turns, one hop each.
    let expected = (1...hops).flatMap { hop in
      (1...effects).map { Hopper.Step(effect: $0, hop: hop) }
    }
    let failures = await recordedFailures {
      for round in 1...10 {
        let store = TestStore(initialState: Hopper.State()) { Hopper() }
        await store.send(.startMany(effects: effects, hops: hops))
        // Every step of every effect has happened once 'send' returns.
        #expect(store.state.steps == expected, "round \(round)")
        var steps: [Hopper.Step] = []
        for step in expected {
          steps.append(step)
          await store.receive(.step(step), timeout: .zero) { [steps] in $0.steps = steps }
        }
        await store.finish(timeout: .zero)
      }
    }
    #expect(failures == [])
  }
}

/// An actor without an executor of its own: an effect's calls run on the test store's executor.
private actor Tally {
  var total = 0
  func add(_ value: Int) -> Int {
    total += value
    return total
  }
}

/// Nonisolated async work in a child task: both run where the calling task prefers, the test
/// store's executor.
private nonisolated func double(_ value: Int) async -> Int {
  await withTaskGroup(of: Int.self) { group in
    group.addTask { value * 2 }
    return await group.next() ?? 0
  }
}

@MainActor private func onMainActor(_ value: Int) -> Int { value + 1 }

/// Effects that hop between actors, wait on real time, or run many at once.
private struct Hopper: Reducer {
  struct Step: Equatable, Hashable, Sendable {
    var effect: Int
    var hop: Int
  }

  struct State: Equatable {
    var total = 0
    var steps: [Step] = []
  }

  enum Action: Equatable {
    case hop
    case hopThroughADetachedTask
    case sendThenHop
    case sleep(milliseconds: Int)
    case slept
    case startMany(effects: Int, hops: Int)
    case step(Step)
    case hopped(total: Int)
  }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .hop:
      return .run { send in
        let tally = Tally()
        let one = await tally.add(1)  // a custom actor
        let two = await onMainActor(one)  // the main actor
        let four = await double(two)  // nonisolated code
        let total = await tally.add(four - one)
        await send(.hopped(total: total - 1))
      }
    case .hopThroughADetachedTask:
      return .run { send in
        let value = await Task.detached { await double(1) }.value
        await send(.hopped(total: value))
      }
    case .sendThenHop:
      return .run { send in
        await send(.hopped(total: 1))
        _ = await Tally().add(1)
        _ = await double(1)
      }
    case let .sleep(milliseconds):
      return .run { send in
        try await Task.sleep(for: .milliseconds(milliseconds))
        await send(.slept)
      }
    case .slept:
      return .none
    case let .startMany(effects, hops):
      return .merge(
        (1...effects).map { effect in
          .run { send in
            let tally = Tally()
            for hop in 1...hops {
              _ = await tally.add(hop)
              _ = await double(hop)
              await send(.step(Step(effect: effect, hop: hop)))
            }
          }
        })
    case let .step(step):
      state.steps.append(step)
      return .none
    case let .hopped(total):
      state.total = total
      return .none
    }
  }
}
