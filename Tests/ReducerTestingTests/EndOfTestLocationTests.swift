import ReducerTesting
import Testing

// End-of-test failures (actions not received, effects still running) point at the test's last
// assertion, not at the helper that made the store (issue 22, item 9).

/// A helper that makes the store, as tests often do.
@MainActor
private func makeCounterStore() -> TestStore<Counter.State, Counter.Action> {
  TestStore(initialState: Counter.State()) { Counter() }
}

@MainActor
@Suite struct EndOfTestLocationTests {
  @Test func anUnreceivedActionIsReportedAtTheLastAssertion() async {
    var sendLine: UInt = 0
    let reports = await FailureReporting.capture {
      let store = makeCounterStore()
      await store.send(.incrementTwice)
      sendLine = #line - 1
    }
    #expect(!reports.isEmpty)
    #expect(reports.allSatisfy { $0.kind == .failure && $0.line == sendLine })
  }
}
