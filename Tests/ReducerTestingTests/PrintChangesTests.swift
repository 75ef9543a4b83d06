import ReducerTesting
import Testing

@MainActor
@Suite struct PrintChangesTests {
  final class Reports {
    var texts: [String] = []
  }

  @Test func printsEachActionWithOnlyTheLinesItChanged() {
    let reports = Reports()
    let store = Store(initialState: Counter.State()) {
      Counter()._printChanges { reports.texts.append($0) }
    }
    store.send(.increment)
    store.send(.incrementTwice)
    #expect(
      reports.texts == [
        """
        received action:
          .increment
          Counter.State(
        −   count: 0,
        +   count: 1,
            isTimerRunning: false,
          )
        """,
        """
        received action:
          .incrementTwice
          (No state changes)
        """,
        """
        received action:
          .increment
          Counter.State(
        −   count: 1,
        +   count: 2,
            isTimerRunning: false,
          )
        """,
        """
        received action:
          .increment
          Counter.State(
        −   count: 2,
        +   count: 3,
            isTimerRunning: false,
          )
        """,
      ]
    )
  }

  @Test func worksUnderATestStoreToo() async {
    let reports = Reports()
    let failures = await recordedFailures {
      let store = TestStore(initialState: Parent.State()) {
        Parent()._printChanges { reports.texts.append($0) }
      }
      await store.send(.show) { $0.child = Counter.State() }
    }
    #expect(failures == [])
    #expect(
      reports.texts == [
        """
        received action:
          .show
          Parent.State(
        −   child: nil,
        +   child: Counter.State(
        +     count: 0,
        +     isTimerRunning: false,
        +   ),
          )
        """
      ]
    )
  }
}
