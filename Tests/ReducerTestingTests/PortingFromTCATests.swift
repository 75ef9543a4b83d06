import Foundation
import ReducerRouting
import ReducerTesting
import Testing

// What a TCA 1.x user types when porting a feature and its tests, spelled as TCA spells it:
// `$0.date.now = ...`, `Store(initialState:reducer:withDependencies:)`,
// `clock.timer(interval:)`, `IdentifiedArray.append` returning `(inserted:index:)`.

/// Stamps the current date, and ticks once a second while started.
private struct Stopwatch: Reducer {
  struct State: Equatable {
    var startedAt: Date?
    var ticks = 0
  }
  enum Action: Equatable {
    case startTapped
    case stopTapped
    case timerTicked
  }
  enum CancelID { case timer }

  @Dependency(\.date.now) var now
  @Dependency(\.continuousClock) var clock

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .startTapped:
      state.startedAt = now
      return .run { send in
        for await _ in clock.timer(interval: .seconds(1)) {
          await send(.timerTicked)
        }
      }
      .cancellable(id: CancelID.timer, cancelInFlight: true)
    case .stopTapped:
      return .cancel(id: CancelID.timer)
    case .timerTicked:
      state.ticks += 1
      return .none
    }
  }
}

/// A screen that presents an edit form or an alert in its optional destination.
private struct Editor: Reducer {
  struct Form: Equatable { var title = "" }
  enum Destination: Equatable {
    case edit(Form)
    case alert(String)
  }
  struct State: Equatable {
    var destination: Destination?
  }
  enum Action: Equatable {
    case editTapped
    case titleChanged(String)
  }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .editTapped:
      state.destination = .edit(Form())
      return .none
    case let .titleChanged(title):
      guard case var .edit(form) = state.destination else { return .none }
      form.title = title
      state.destination = .edit(form)
      return .none
    }
  }
}

@MainActor
@Suite struct PortingFromTCATests {
  @Test func modifyingACaseOfAnOptionalDestinationInAnAssertion() async {
    let failures = await recordedFailures {
      let store = TestStore(initialState: Editor.State()) { Editor() }
      await store.send(.editTapped) { $0.destination = .edit(Editor.Form()) }
      await store.send(.titleChanged("Standup")) {
        $0.destination.modify(/Editor.Destination.edit) { $0.title = "Standup" }
      }
    }
    #expect(failures == [])
  }

  @Test func modifyingANilDestinationFailsTheTestWithoutStoppingIt() async {
    let failures = await recordedFailures {
      var destination: Editor.Destination?
      destination.modify(/Editor.Destination.edit) { $0.title = "x" }
      #expect(destination == nil)
      var alert: Editor.Destination? = .alert("Delete?")
      alert.modify(/Editor.Destination.edit) { $0.title = "x" }
      #expect(alert == .alert("Delete?"))
    }
    #expect(failures.count == 2)
    #expect(failures.first?.contains("it is nil") == true)
    #expect(failures.last?.contains("it is in another case") == true)
  }

  @Test func dateNowIsSettableInWithDependencies() async {
    let failures = await recordedFailures {
      let clock = TestClock()
      let store = TestStore(initialState: Stopwatch.State()) {
        Stopwatch()
      } withDependencies: {
        $0.date.now = Date(timeIntervalSince1970: 1_234_567_890)
        $0.continuousClock = clock
      }
      await store.send(.startTapped) {
        $0.startedAt = Date(timeIntervalSince1970: 1_234_567_890)
      }
      await store.send(.stopTapped)
    }
    #expect(failures == [])
  }

  @Test func aTimerTicksOncePerIntervalOfATestClockAndEndsWithItsEffect() async {
    let failures = await recordedFailures {
      let clock = TestClock()
      let store = TestStore(initialState: Stopwatch.State()) {
        Stopwatch()
      } withDependencies: {
        $0.date.now = Date(timeIntervalSince1970: 0)
        $0.continuousClock = clock
      }
      await store.send(.startTapped) { $0.startedAt = Date(timeIntervalSince1970: 0) }
      await clock.advance(by: .milliseconds(999))
      await clock.advance(by: .milliseconds(1))
      await store.receive(.timerTicked) { $0.ticks = 1 }
      await clock.advance(by: .seconds(2))
      await store.receive(.timerTicked) { $0.ticks = 2 }
      await store.receive(.timerTicked) { $0.ticks = 3 }
      await store.send(.stopTapped)
      // The effect ended with its cancellation: the clock moving on sends nothing.
      await clock.advance(by: .seconds(5))
    }
    #expect(failures == [])
  }

  @Test func aTimerOnTheUnsetClockOfATestEndsAndReportsIt() async {
    let failures = await recordedFailures {
      let store = TestStore(initialState: Stopwatch.State()) {
        Stopwatch()
      } withDependencies: {
        $0.date.now = Date(timeIntervalSince1970: 0)
      }
      await store.send(.startTapped) { $0.startedAt = Date(timeIntervalSince1970: 0) }
      await store.finish()
    }
    #expect(failures.count == 1)
    #expect(failures.first?.contains("@Dependency(\\.continuousClock)") == true)
  }

  @Test func aTimerOnAnImmediateClockTicksWithoutWaiting() async {
    let clock = ImmediateClock()
    var ticks: [Duration] = []
    for await tick in clock.timer(interval: .seconds(2)) {
      ticks.append(tick.offset)
      if ticks.count == 3 { break }
    }
    #expect(ticks == [.seconds(2), .seconds(4), .seconds(6)])
    #expect(clock.now.offset == .seconds(6))
  }

  @Test func aTimerEndsWhenItsTaskIsCancelled() async {
    let clock = TestClock()
    let task = Task {
      var count = 0
      for await _ in clock.timer(interval: .seconds(1)) { count += 1 }
      return count
    }
    task.cancel()
    #expect(await task.value == 0)
  }

  @Test func storeWithDependenciesAsTCASpellsIt() async {
    let store = Store(initialState: Maker.State()) {
      Maker()
    } withDependencies: {
      $0.uuid = .incrementing
      // The whole client: a part of one that has no test value would leave the rest live,
      // which a test reports.
      $0.numberClient = NumberClient { $0 * 2 }
    }
    store.send(.makeTapped)
    store.send(.makeTapped)
    #expect(store.state.ids == [UUID(0), UUID(1)])
    // Effects keep the store's dependencies.
    store.send(.answered(21))
    await store.send(.askTapped).finish()
    #expect(store.state.number == 42)
  }

  @Test func identifiedArrayAppendAndInsertReturnInsertedAndIndex() {
    struct Item: Identifiable, Equatable { var id: Int }
    var items: IdentifiedArrayOf<Item> = [Item(id: 1)]
    let (inserted, index) = items.append(Item(id: 2))
    #expect(inserted && index == 1)
    #expect(items.append(Item(id: 1)) == (inserted: false, index: 0))
    #expect(items.insert(Item(id: 0), at: 0) == (inserted: true, index: 0))
    #expect(items.insert(Item(id: 2), at: 0) == (inserted: false, index: 2))
    items.append(Item(id: 3))  // @discardableResult
    #expect(items.ids == [0, 1, 2, 3])
  }
}
