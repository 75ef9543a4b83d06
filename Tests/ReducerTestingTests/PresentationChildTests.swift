import ReducerRouting
import ReducerTesting
import Testing

// A child feature presented with TCA's PresentationAction: `.presented` runs it, `.dismiss`
// closes it after the parent saw it, and the child can close itself with `.dismissSelf()`.

/// An editor that saves and closes itself, at once or from an effect, and can run a timer.
struct PresentedEditor: Reducer {
  struct State: Equatable { var text = "" }
  enum Action: Equatable {
    case edit(String)
    case saveTapped
    case saveLaterTapped
    case startTimer
    case tick
    case delegate(Delegate)
  }
  enum Delegate: Equatable { case saved(String) }
  let clock: TestClock

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
    case .startTimer:
      return .run { [clock] send in
        while true {
          try await clock.sleep(for: .seconds(1))
          await send(.tick)
        }
      }
    case .tick, .delegate:
      return .none
    }
  }
}

/// A parent that presents the editor, keeps what it saved, and can close itself.
struct EditorHost: Reducer {
  struct State: Equatable {
    var editor: PresentedEditor.State?
    var saved: [String] = []
    /// What the editor held when the parent saw its `.dismiss`.
    var textAtDismiss: String?
  }
  enum Action: Equatable {
    case editTapped
    case closeTapped
    case editor(PresentationAction<PresentedEditor.Action>)
  }
  let clock: TestClock

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .editTapped:
        state.editor = PresentedEditor.State()
        return .none
      case .closeTapped:
        return .dismissSelf()
      case let .editor(.presented(.delegate(.saved(text)))):
        // The editor is still presented while its delegate action arrives.
        if state.editor != nil { state.saved.append(text) }
        return .none
      case .editor(.dismiss):
        state.textAtDismiss = state.editor?.text
        return .none
      case .editor:
        return .none
      }
    }
    .ifLet(\.editor, action: /Action.editor) { PresentedEditor(clock: clock) }
  }
}

@MainActor
@Suite struct PresentationChildTests {
  @Test func dismissRunsTheParentWithTheChildThenClosesItAndStopsItsEffects() async {
    let clock = TestClock()
    let store = TestStore(initialState: EditorHost.State()) { EditorHost(clock: clock) }
    await store.send(.editTapped) { $0.editor = PresentedEditor.State() }
    await store.send(.editor(.presented(.edit("draft")))) { $0.editor?.text = "draft" }
    await store.send(.editor(.presented(.startTimer)))
    await clock.advance(by: .seconds(1))
    await store.receive(.editor(.presented(.tick)))
    await store.send(.editor(.dismiss)) {
      $0.editor = nil
      $0.textAtDismiss = "draft"
    }
    // The timer stopped with the editor: advancing sends nothing, and nothing is left running.
    await clock.advance(by: .seconds(5))
    await store.finish()
  }

  @Test func theChildClosesItselfAfterWhatItSendsWithIt() async {
    let store = TestStore(initialState: EditorHost.State(editor: .init(text: "hi"))) {
      EditorHost(clock: TestClock())
    }
    await store.send(.editor(.presented(.saveTapped)))
    await store.receive(.editor(.presented(.delegate(.saved("hi"))))) { $0.saved = ["hi"] }
    await store.receive(.editor(.dismiss)) {
      $0.editor = nil
      $0.textAtDismiss = "hi"
    }
    #expect(!store.isDismissed)
  }

  @Test func theChildClosesItselfFromAnEffect() async {
    let store = TestStore(initialState: EditorHost.State(editor: .init(text: "later"))) {
      EditorHost(clock: TestClock())
    }
    await store.send(.editor(.presented(.saveLaterTapped)))
    await store.receive(.editor(.presented(.delegate(.saved("later"))))) { $0.saved = ["later"] }
    await store.receive(.editor(.dismiss)) {
      $0.editor = nil
      $0.textAtDismiss = "later"
    }
    await store.finish()
  }

  @Test func dismissWithNoChildDoesNothing() async {
    let store = TestStore(initialState: EditorHost.State()) { EditorHost(clock: TestClock()) }
    await store.send(.editor(.dismiss))
  }

  @Test func theParentsOwnDismissSelfIsNotTakenForTheChilds() async {
    let store = TestStore(initialState: EditorHost.State(editor: .init(text: "open"))) {
      EditorHost(clock: TestClock())
    }
    await store.send(.closeTapped)
    #expect(store.isDismissed)
    #expect(store.state.editor == PresentedEditor.State(text: "open"))
  }
}

/// A parent whose destination enum shows an alert or an editor, as TCA's SyncUps does.
struct DestinationHost: Reducer {
  struct Destination: Reducer {
    enum State: Equatable {
      case alert(AlertState<Action.Alert>)
      case editor(PresentedEditor.State)
    }
    enum Action: Equatable {
      case alert(Alert)
      case editor(PresentedEditor.Action)
      enum Alert: Equatable { case confirmDeletion, askAgain }
    }
    var body: some ReducerOf<Self> {
      Scope(state: /State.editor, action: /Action.editor) { PresentedEditor(clock: TestClock()) }
    }
  }
  struct State: Equatable {
    var destination: Destination.State?
    var deleted = false
  }
  enum Action: Equatable {
    case deleteTapped
    case destination(PresentationAction<Destination.Action>)
  }

  static func deleteAlert() -> AlertState<Destination.Action.Alert> {
    AlertState { TextState("Delete?") } actions: {
      ButtonState(role: .destructive, action: .confirmDeletion) { TextState("Delete") }
      ButtonState(action: .askAgain) { TextState("Ask again") }
    }
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .deleteTapped:
        state.destination = .alert(Self.deleteAlert())
        return .none
      case .destination(.presented(.alert(.confirmDeletion))):
        state.deleted = true
        return .none
      case .destination(.presented(.alert(.askAgain))):
        // Presents another alert from a button of the first: it stays.
        state.destination = .alert(Self.deleteAlert())
        return .none
      case .destination:
        return .none
      }
    }
    .ifLet(\.destination, action: /Action.destination) { Destination() }
  }
}

@MainActor
@Suite struct DestinationAlertTests {
  @Test func aButtonOfAnAlertInADestinationDismissesItAfterTheParentRan() async {
    let store = TestStore(initialState: DestinationHost.State()) { DestinationHost() }
    await store.send(.deleteTapped) { $0.destination = .alert(DestinationHost.deleteAlert()) }
    await store.send(.destination(.presented(.alert(.confirmDeletion)))) {
      $0.destination = nil
      $0.deleted = true
    }
  }

  @Test func anAlertTheParentPresentsFromAButtonStays() async {
    let store = Store(initialState: DestinationHost.State()) { DestinationHost() }
    store.send(.deleteTapped)
    guard case let .alert(first)? = store.state.destination else {
      Issue.record("no alert")
      return
    }
    store.send(.destination(.presented(.alert(.askAgain))))
    guard case let .alert(second)? = store.state.destination else {
      Issue.record("the second alert was dismissed")
      return
    }
    #expect(second.id != first.id)
  }

  @Test func anEditorInADestinationIsNotDismissedByItsActions() async {
    let store = TestStore(initialState: DestinationHost.State(destination: .editor(.init()))) {
      DestinationHost()
    }
    await store.send(.destination(.presented(.editor(.edit("x"))))) {
      $0.destination = .editor(.init(text: "x"))
    }
  }
}
