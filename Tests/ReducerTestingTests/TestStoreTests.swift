import ReducerTesting
import Testing

/// Flows a correct test goes through: each of them must record no failure at all.
@MainActor
@Suite struct TestStoreTests {
  @Test func sendChecksTheStateChange() async {
    let failures = await recordedFailures {
      let store = TestStore(initialState: Counter.State()) { Counter() }
      await store.send(.increment) { $0.count = 1 }
      await store.send(.decrement) { $0.count = 0 }
      #expect(store.state.count == 0)
    }
    #expect(failures == [])
  }

  @Test func actionsSentSynchronouslyByEffectsAreReceivedInOrder() async {
    let failures = await recordedFailures {
      let store: TestStoreOf<Counter> = TestStore(initialState: Counter.State()) { Counter() }
      await store.send(.incrementTwice)
      await store.receive(.increment) { $0.count = 1 }
      await store.receive(.increment) { $0.count = 2 }
    }
    #expect(failures == [])
  }

  @Test func aDelayedEffectIsReceivedOnceTheTestClockIsAdvanced() async {
    let failures = await recordedFailures {
      let clock = TestClock()
      let store = TestStore(initialState: Counter.State()) { Counter(clock: clock) }
      await store.send(.delayedIncrement)
      await clock.advance(by: .seconds(1))
      await store.receive(.increment) { $0.count = 1 }
      await store.finish()
    }
    #expect(failures == [])
  }

  @Test func aTimerTicksOncePerAdvancedSecondUntilItIsCancelled() async {
    let failures = await recordedFailures {
      let clock = TestClock()
      let store = TestStore(initialState: Counter.State()) { Counter(clock: clock) }
      await store.send(.startTimer) { $0.isTimerRunning = true }
      await clock.advance(by: .seconds(3))
      await store.receive(.tick) { $0.count = 1 }
      await store.receive(.tick) { $0.count = 2 }
      await store.receive(.tick) { $0.count = 3 }
      await store.send(.stopTimer) { $0.isTimerRunning = false }
      await store.finish()
    }
    #expect(failures == [])
  }

  @Test func anImmediateClockDeliversDelayedActionsWithoutWaiting() async {
    let failures = await recordedFailures {
      let store = TestStore(initialState: Counter.State()) { Counter(clock: ImmediateClock()) }
      await store.send(.delayedIncrement)
      await store.receive(.increment) { $0.count = 1 }
    }
    #expect(failures == [])
  }

  @Test func receiveByCasePathMatchesActionsThatAreNotEquatable() async {
    let failures = await recordedFailures {
      let store = TestStore(initialState: Loader.State()) { Loader() }
      await store.send(.load)
      await store.receive(CasePath(case: Loader.Action.started)) { $0.isLoading = true }
      await store.receive(/Loader.Action.finished) {
        $0.isLoading = false
        $0.value = 42
      }
    }
    #expect(failures == [])
  }

  @Test func theTaskOfASendCancelsAndAwaitsItsEffects() async {
    let failures = await recordedFailures {
      let clock = TestClock()
      let store = TestStore(initialState: Counter.State()) { Counter(clock: clock) }
      let timer = await store.send(.startTimer) { $0.isTimerRunning = true }
      #expect(timer.isRunning)
      await timer.cancel()
      #expect(!timer.isRunning)
      let delayed = await store.send(.delayedIncrement)
      await clock.advance(by: .seconds(1))
      await delayed.finish()
      await store.receive(.increment) { $0.count = 1 }
    }
    #expect(failures == [])
  }

  @Test func skipReceivedActionsLetsTheTestGoOnFromTheLatestState() async {
    let failures = await recordedFailures {
      let store = TestStore(initialState: Counter.State()) { Counter() }
      await store.send(.incrementTwice)
      await store.skipReceivedActions()
      await store.send(.increment) { $0.count = 3 }
    }
    #expect(failures == [])
  }

  @Test func skipInFlightEffectsCancelsThemBeforeTheTestEnds() async {
    let failures = await recordedFailures {
      let clock = TestClock()
      let store = TestStore(initialState: Counter.State()) { Counter(clock: clock) }
      await store.send(.startTimer) { $0.isTimerRunning = true }
      await store.skipInFlightEffects()
      await clock.advance(by: .seconds(5))
      await store.finish()
    }
    #expect(failures == [])
  }

  @Test func optionalChildrenCanBeShownAndDriven() async {
    let failures = await recordedFailures {
      let store = TestStore(initialState: Parent.State()) { Parent() }
      await store.send(.show) { $0.child = Counter.State() }
      await store.send(.child(.increment)) { $0.child?.count = 1 }
      await store.send(.dismiss) { $0.child = nil }
    }
    #expect(failures == [])
  }
}
