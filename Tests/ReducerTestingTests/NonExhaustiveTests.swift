import ReducerTesting
import Testing

/// Integration-style tests with exhaustivity off: they assert only what they care about.
@MainActor
@Suite struct NonExhaustiveTests {
  /// A reducer whose one action changes two fields.
  struct Form: Reducer {
    struct State: Equatable {
      var name = ""
      var isDirty = false
    }

    enum Action: Equatable { case rename(String) }

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      switch action {
      case let .rename(name):
        state.name = name
        state.isDirty = true
        return .none
      }
    }
  }

  @Test func anAssertionMaySetOnlyTheFieldsItCaresAbout() async {
    let failures = await recordedFailures {
      let store = TestStore(initialState: Form.State()) { Form() }
      store.exhaustivity = .off
      await store.send(.rename("Blob")) { $0.name = "Blob" }
    }
    #expect(failures == [])
  }

  @Test func aWrongPartialAssertionStillFails() async {
    let failures = await recordedFailures {
      let store = TestStore(initialState: Form.State()) { Form() }
      store.exhaustivity = .off
      await store.send(.rename("Blob")) { $0.name = "Blobby" }
    }
    #expect(failures.count == 1)
    #expect(failures.first?.contains("−   name: \"Blobby\",\n+   name: \"Blob\",") == true)
  }

  @Test func receivedActionsAndRunningEffectsMayBeLeftUnasserted() async {
    let clock = TestClock()
    var timer: TestStoreTask?
    let failures = await recordedFailures {
      let store = TestStore(initialState: Counter.State()) { Counter(clock: clock) }
      store.exhaustivity = .off
      await store.send(.incrementTwice)
      // The state right after the first increment, although the second one arrived too.
      await store.receive(.increment) { $0.count = 1 }
      timer = await store.send(.startTimer)
    }
    #expect(failures == [])
    // The store cancelled the timer when it was released: it ends once its cancelled sleep has
    // run, which 'finish' settles without waiting (it would fail if the timer kept running).
    await timer?.finish(timeout: .zero)
    #expect(timer?.isRunning == false)
  }

  @Test func aReceiveChecksTheStateRightAfterItsActionEvenWhenLaterActionsChangedIt() async {
    // The Composable Architecture's issue 2240: `.finished` arrives right after `.started` and
    // sets `isLoading` back to false; asserting `.started` must still see `isLoading == true`.
    let failures = await recordedFailures {
      let store = TestStore(initialState: Loader.State()) { Loader() }
      store.exhaustivity = .off
      await store.send(.load)
      await store.finish()
      #expect(store.state.isLoading == false)
      await store.receive(CasePath(case: Loader.Action.started)) { $0.isLoading = true }
    }
    #expect(failures == [])
  }

  @Test func receiveSkipsActionsBeforeTheOneItWaitsFor() async {
    let failures = await recordedFailures {
      let store = TestStore(initialState: Loader.State()) { Loader() }
      store.exhaustivity = .off
      await store.send(.load)
      await store.receive(/Loader.Action.finished) { $0.value = 42 }
    }
    #expect(failures == [])
  }

  @Test func showingSkippedAssertionsDoesNotFailTheTest() async {
    let reports = await FailureReporting.capture {
      let store = TestStore(initialState: Form.State()) { Form() }
      store.exhaustivity = .off(showSkippedAssertions: true)
      await store.send(.rename("Blob")) { $0.name = "Blob" }
    }
    #expect(reports.filter { $0.kind == .failure } == [])
    let shown = reports.filter { $0.kind == .skippedAssertion }.map(\.message)
    #expect(shown.count == 1)
    #expect(shown.first?.contains("+   isDirty: true,") == true, "\(shown)")
  }

  @Test func turningExhaustivityBackOnStartsFromTheActualState() async {
    let failures = await recordedFailures {
      let store = TestStore(initialState: Form.State()) { Form() }
      store.exhaustivity = .off
      await store.send(.rename("Blob")) { $0.name = "Blob" }
      store.exhaustivity = .on
      // `isDirty` became true unasserted; the exhaustive assertion starts from there.
      await store.send(.rename("Blobby")) { $0.name = "Blobby" }
      await store.send(.rename("Blob")) {
        $0.name = "Blob"
        $0.isDirty = false
      }
    }
    #expect(failures.count == 1)
    #expect(failures.first?.contains("−   isDirty: false,\n+   isDirty: true,") == true)
  }
}
