import ReducerRouting
import ReducerTesting
import Testing

// A screen that closes itself, tested on its own; asserting the state without sending;
// exhaustivity changed for a part of a test.

/// An editor that saves and closes itself, by returning `.dismissSelf()` or from an effect.
struct SelfClosingEditor: Reducer {
  struct State: Equatable { var text = "" }
  enum Action: Equatable {
    case edit(String)
    case saveTapped
    case saveLaterTapped
    case delegate(Delegate)
  }
  enum Delegate: Equatable { case saved(String) }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case let .edit(text):
      state.text = text
      return .none
    case .saveTapped:
      return .merge(.send(.delegate(.saved(state.text))), .dismissSelf())
    case .saveLaterTapped:
      return .run { [text = state.text] send in
        await send(.delegate(.saved(text)))
        await send.dismissSelf()
      }
    case .delegate:
      return .none
    }
  }
}

/// A screen whose timer ticks until it closes itself, as TCA's SyncUps `RecordMeeting` does.
struct TickingSelfClosingScreen: Reducer {
  struct State: Equatable { var ticks = 0 }
  enum Action: Equatable {
    case onAppear
    case tick
    case endTapped
    case delegate(Delegate)
  }
  enum Delegate: Equatable { case ended(ticks: Int) }

  let clock: TestClock

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .onAppear:
      return .run { [clock] send in
        for await _ in clock.timer(interval: .seconds(1)) {
          await send(.tick)
        }
      }
    case .tick:
      state.ticks += 1
      return .none
    case .endTapped:
      return .run { [ticks = state.ticks] send in
        await send(.delegate(.ended(ticks: ticks)))
        await send.dismissSelf()
      }
    case .delegate:
      return .none
    }
  }
}

@MainActor
@Suite struct TestStoreHelpersTests {
  @Test func aScreenThatClosesItselfEndsItsEffectsAsTCAsTestStoreDoes() async {
    // The timer would tick forever: the dismissal ends it, so the test finishes with no
    // "effect still running" failure and no tick after the screen closed.
    let clock = TestClock()
    let store = TestStore(initialState: TickingSelfClosingScreen.State()) {
      TickingSelfClosingScreen(clock: clock)
    }
    await store.send(.onAppear)
    await clock.advance(by: .seconds(1))
    await store.receive(.tick) { $0.ticks = 1 }
    await store.send(.endTapped)
    await store.receive(.delegate(.ended(ticks: 1)))
    #expect(store.isDismissed)
    await clock.advance(by: .seconds(5))
    await store.finish()
    #expect(store.state.ticks == 1)
  }

  @Test func aScreenThatClosesItselfEndsTheEffectsItStartedBefore() async {
    let clock = TestClock()
    let store = TestStore(initialState: TickingSelfClosingScreen.State()) {
      TickingSelfClosingScreen(clock: clock)
    }
    await store.send(.onAppear)
    await store.send(.endTapped)
    await store.receive(.delegate(.ended(ticks: 0)))
    await clock.advance(by: .seconds(3))
    await store.finish()
  }

  @Test func aScreenThatReturnsDismissSelfIsRecordedAsDismissed() async {
    let store = TestStore(initialState: SelfClosingEditor.State(text: "hi")) {
      SelfClosingEditor()
    }
    #expect(!store.isDismissed)
    await store.send(.saveTapped)
    await store.receive(.delegate(.saved("hi")))
    #expect(store.isDismissed)
  }

  @Test func aScreenThatClosesFromAnEffectIsRecordedAsDismissed() async {
    let store = TestStore(initialState: SelfClosingEditor.State(text: "later")) {
      SelfClosingEditor()
    }
    await store.send(.saveLaterTapped)
    await store.receive(.delegate(.saved("later")))
    await store.finish()
    #expect(store.isDismissed)
  }

  @Test func sendingAfterTheScreenClosedIsAFailureThatSaysItIsGone() async {
    let failures = await recordedFailures {
      let store = TestStore(initialState: SelfClosingEditor.State()) { SelfClosingEditor() }
      await store.send(.saveTapped)
      await store.receive(.delegate(.saved("")))
      await store.send(.edit("more"))
      // Not sent: the reducer of a screen that is gone does not run.
      #expect(store.state.text == "")
    }
    #expect(failures.count == 1)
    #expect(failures.first?.contains("Sending .edit(\"more\") after the feature under test closed itself") == true)
    #expect(failures.first?.contains("the screen is gone") == true)
    #expect(failures.first?.contains("the action was not sent") == true)
  }

  @Test func assertChecksTheStateWithoutSending() async {
    let store = TestStore(initialState: SelfClosingEditor.State()) { SelfClosingEditor() }
    await store.send(.edit("a")) { $0.text = "a" }
    store.assert { $0.text = "a" }
    let failures = await recordedFailures {
      store.assert { $0.text = "b" }
    }
    #expect(failures.count == 1)
    #expect(failures.first?.contains("The state after asserting is not the expected state") == true)
  }

  @Test func assertWhenNotExhaustiveChecksOnlyWhatItSets() async {
    let store = TestStore(initialState: Counter.State()) { Counter() }
    store.exhaustivity = .off
    await store.send(.increment)
    await store.send(.increment)
    store.assert { $0.count = 2 }
  }

  @Test func withExhaustivityAppliesOnlyInsideAndPutsTheSettingBack() async {
    let store = TestStore(initialState: Counter.State()) { Counter() }
    await store.withExhaustivity(.off) {
      #expect(store.exhaustivity == .off)
      await store.send(.increment)  // unasserted change: allowed here
    }
    #expect(store.exhaustivity == .on)
    let failures = await recordedFailures {
      await store.send(.increment)  // unasserted change: a failure again
    }
    #expect(failures.count == 1)
    store.withExhaustivity(.off(showSkippedAssertions: false)) {
      #expect(store.exhaustivity == .off)
    }
    #expect(store.exhaustivity == .on)
  }
}
