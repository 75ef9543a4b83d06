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
    let lines = LockIsolated<[Int]>([])
    var sendLine = 0
    await withKnownIssue {
      let store = makeCounterStore()
      await store.send(.incrementTwice); sendLine = #line
    } matching: { issue in
      lines.withValue { $0.append(issue.sourceLocation?.line ?? 0) }
      return true
    }
    #expect(!lines.value.isEmpty)
    #expect(lines.value.allSatisfy { $0 == sendLine })
  }
}
