import ReducerTesting
import Testing

/// What a test store reports when a test is wrong: each case checks the failure text.
@MainActor
@Suite struct TestStoreFailureTests {
  @Test func aCapturedFailureKeepsItsMessageAndTheCallersLineOffTheTestFramework() async {
    var line: UInt = 0
    let reports = await FailureReporting.capture {
      let store = TestStore(initialState: Counter.State()) { Counter() }
      await store.send(.increment) { $0.count = 2 }
      line = #line - 1
    }
    #expect(reports.count == 1)
    #expect(reports.first?.kind == .failure)
    #expect(reports.first?.fileID == "ReducerTestingTests/TestStoreFailureTests.swift")
    #expect(reports.first?.line == line)
    #expect(reports.first?.message.contains("−   count: 2,\n+   count: 1,") == true)
    #expect(
      reports.first?.description.hasPrefix(
        "ReducerTestingTests/TestStoreFailureTests.swift:\(line): ") == true)
  }

  @Test func aWrongStateShowsADiffOfTheDifferingLines() async {
    let failures = await recordedFailures {
      let store = TestStore(initialState: Counter.State()) { Counter() }
      await store.send(.increment) { $0.count = 2 }
    }
    #expect(
      failures == [
        """
        The state after sending .increment is not the expected state (−expected +actual):

          Counter.State(
        −   count: 2,
        +   count: 1,
            isTimerRunning: false,
          )

        The reducer changed the state differently than the assertion closure expects. Make the \
        closure set the '+' values above, or fix the reducer if the '−' values are the ones you \
        intend.
        """
      ]
    )
  }

  @Test func aChangeWithoutAnAssertionClosureIsAFailure() async {
    let failures = await recordedFailures {
      let store = TestStore(initialState: Counter.State()) { Counter() }
      await store.send(.increment)
    }
    #expect(failures.count == 1)
    #expect(failures.first?.contains("+   count: 1,") == true)
    #expect(failures.first?.contains("No assertion closure was given") == true)
  }

  @Test func aMissingReceiveSaysNothingArrived() async {
    let failures = await recordedFailures {
      let store = TestStore(initialState: Counter.State()) { Counter() }
      await store.send(.increment) { $0.count = 1 }
      await store.receive(.tick) { $0.count = 2 }
    }
    #expect(
      failures == [
        """
        Expected to receive .tick, but no matching action arrived and no effect is left to send \
        one.

        No action was received.

        No effect is running, so no action will arrive: check that the reducer returns an \
        effect that sends it, and that the effect was not cancelled.
        """
      ]
    )
  }

  @Test func aMissingReceiveListsTheActionsThatDidArrive() async {
    let failures = await recordedFailures {
      let store = TestStore(initialState: Counter.State()) { Counter() }
      store.exhaustivity = .off
      await store.send(.incrementTwice)
      await store.receive(.tick)
    }
    #expect(failures.count == 1)
    #expect(
      failures.first?.contains(
        """
        The actions received and not yet asserted are:
          .increment (×2)
        """
      ) == true
    )
  }

  @Test func aReceiveThatTimesOutNamesTheEffectsStillRunning() async {
    let failures = await recordedFailures {
      let clock = TestClock()
      let store = TestStore(initialState: Counter.State()) { Counter(clock: clock) }
      await store.send(.startTimer) { $0.isTimerRunning = true }
      await store.receive(.tick, timeout: .milliseconds(50)) { $0.count = 1 }
      await store.skipInFlightEffects()
    }
    #expect(failures.count == 1)
    #expect(
      failures.first?.hasPrefix(
        "Expected to receive .tick, but no matching action arrived within 0.05 seconds."
      ) == true
    )
    #expect(
      failures.first?.contains(
        """
        These actions started effects that are still running:
          .startTimer (sent at ReducerTestingTests/TestStoreFailureTests.swift:101)
        When the wait ended, no effect had work queued on the test store's executor: the effect \
        waits on something the test store does not run. It sleeps on a TestClock: advance the \
        clock first.
        """
      ) == true
    )
  }

  @Test func anUnexpectedActionShowsTheDifferenceAndTheEndReportsWhatWasLeft() async {
    let failures = await recordedFailures {
      let store = TestStore(initialState: Counter.State()) { Counter() }
      await store.send(.incrementTwice)
      await store.receive(.decrement) { $0.count = -1 }
    }
    #expect(
      failures == [
        """
        Received an action other than the expected one (−expected +received):

        − .decrement
        + .increment

        Assert the action the effect actually sends, or fix the effect if the expected one is \
        right.
        """,
        """
        The test ended with 1 action that effects sent but the test did not receive:
          .increment

        An exhaustive TestStore needs every action effects send to be asserted. Add \
        'await store.receive(…)' for each, call 'await store.skipReceivedActions()', or set \
        'store.exhaustivity = .off'.
        """,
      ]
    )
  }

  @Test func sendingBeforeReceivingIsAFailureThatListsTheActions() async {
    let failures = await recordedFailures {
      let store = TestStore(initialState: Counter.State()) { Counter() }
      await store.send(.incrementTwice)
      await store.send(.decrement) { $0.count = 1 }
    }
    #expect(
      failures == [
        """
        Sending .decrement while 2 actions that effects sent have not been received:
          .increment (×2)

        An exhaustive TestStore needs every action effects send to be asserted, in order, before \
        the next 'send'. Call 'await store.receive(…)' for each of them first, call \
        'await store.skipReceivedActions()', or set 'store.exhaustivity = .off'.
        """
      ]
    )
  }

  @Test func anEffectStillRunningWhenTheTestEndsNamesTheActionThatStartedIt() async {
    let failures = await recordedFailures {
      let store = TestStore(initialState: Counter.State()) { Counter(clock: TestClock()) }
      await store.send(.startTimer) { $0.isTimerRunning = true }
    }
    #expect(failures.count == 1)
    #expect(
      failures.first?.hasPrefix(
        """
        The test ended while 1 effect was still running. It was started by:
          .startTimer (sent at ReducerTestingTests/TestStoreFailureTests.swift:176)

        Its screen is still there: the store ends the effects of a screen or child when it \
        leaves the state
        """
      ) == true, "\(failures)"
    )
  }

  @Test func finishNamesTheEffectsThatDidNotFinishInTime() async {
    let failures = await recordedFailures {
      let store = TestStore(initialState: Counter.State()) { Counter(clock: TestClock()) }
      await store.send(.startTimer) { $0.isTimerRunning = true }
      await store.finish(timeout: .milliseconds(50))
    }
    #expect(failures.count == 1)
    #expect(
      failures.first?.hasPrefix(
        """
        After waiting 0.05 seconds for effects to finish, 1 effect is still running, started \
        by:
          .startTimer (sent at ReducerTestingTests/TestStoreFailureTests.swift:195)

        When the wait ended, no effect had work queued on the test store's executor: the effect \
        waits on something the test store does not run. It sleeps on a TestClock: advance the \
        clock first.
        """
      ) == true
    )
  }

  @Test func theTaskOfASendReportsEffectsThatDidNotFinishInTime() async {
    let failures = await recordedFailures {
      let store = TestStore(initialState: Counter.State()) { Counter(clock: TestClock()) }
      let task = await store.send(.delayedIncrement)
      await task.finish(timeout: .milliseconds(50))
      await task.cancel()
    }
    #expect(failures.count == 1)
    #expect(
      failures.first?.hasPrefix(
        "The effects started by sending .delayedIncrement are still running after waiting 0.05 seconds"
      ) == true
    )
  }

  @Test func aLibraryDiagnosticBecomesAFailureWithItsMessage() async {
    let failures = await recordedFailures {
      let store = TestStore(initialState: Parent.State()) { Parent() }
      await store.send(.child(.increment))
    }
    #expect(failures.count == 1)
    #expect(failures.first?.hasPrefix("The library reported a problem during this test:") == true)
    #expect(failures.first?.contains("received the child action") == true)
    #expect(failures.first?.contains("while the child state was nil") == true)
    #expect(failures.first?.contains("kind 'ifLet.nilState'") == true)
  }

  @Test func anErrorThrownByAnEffectBecomesAFailure() async {
    struct Failure: Error {}
    let failures = await recordedFailures {
      let store = TestStore(initialState: 0) {
        Reduce<Int, Bool> { _, _ in .run { _ in throw Failure() } }
      }
      await store.send(true).finish()
    }
    #expect(failures.count == 1)
    #expect(failures.first?.contains("threw an error that nothing handled") == true)
    #expect(failures.first?.contains("kind 'effect.error'") == true)
  }

  @Test func anAssertionClosureThatThrowsIsAFailure() async {
    struct Failure: Error {}
    let failures = await recordedFailures {
      let store = TestStore(initialState: Counter.State()) { Counter() }
      await store.send(.increment) { _ in throw Failure() }
    }
    #expect(failures.count == 1)
    #expect(failures.first?.hasPrefix("The assertion closure threw an error: Failure()") == true)
  }

  @Test func aCasePathThatMatchesALaterActionSaysItArrivedLater() async {
    let failures = await recordedFailures {
      let store = TestStore(initialState: Loader.State()) { Loader() }
      await store.send(.load)
      await store.receive(/Loader.Action.finished) { $0.value = 42 }
      await store.skipReceivedActions()
    }
    #expect(failures.count == 1)
    #expect(
      failures.first?.hasPrefix(
        """
        Expected to receive an action in the case path's case (payload type \
        'Result<Int, Loader.Failure>'), but received .started.
        """
      ) == true
    )
    #expect(failures.first?.contains("The expected action arrived later.") == true)
  }

  @Test func statesThatPrintTheSameButAreNotEqualAreExplained() async {
    struct Measure: Equatable { var value = Double.nan }
    let failures = await recordedFailures {
      let store = TestStore(initialState: Measure()) { Reduce<Measure, Void> { _, _ in .none } }
      await store.send(())
    }
    #expect(failures.count == 1)
    #expect(
      failures.first?.contains("Both states print the same, yet '==' says they differ") == true)
  }

  @Test func strictSkipsFailWhenThereIsNothingToSkip() async {
    let failures = await recordedFailures {
      let store = TestStore(initialState: Counter.State()) { Counter() }
      await store.skipReceivedActions()
      await store.skipInFlightEffects()
      await store.skipReceivedActions(strict: false)
      await store.skipInFlightEffects(strict: false)
    }
    #expect(failures.count == 2)
    #expect(
      failures.first?.hasPrefix("'skipReceivedActions()' found no received action to skip.") == true
    )
    #expect(failures.last?.hasPrefix("'skipInFlightEffects()' found no effect running.") == true)
  }
}
