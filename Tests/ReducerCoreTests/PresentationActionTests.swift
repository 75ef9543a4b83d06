import ReducerCore
import ReducerTesting
import Testing

// Alerts whose actions are `PresentationAction`s, as TCA spells them: a button without an
// action closes the alert with `.dismiss`.

struct Deleting: Reducer {
  struct State: Equatable {
    var items = ["a", "b"]
    var alert: AlertState<Action.Alert>?
    var dialog: ConfirmationDialogState<Action.Dialog>?
  }
  enum Action: Equatable {
    case deleteTapped(String)
    case shareTapped
    case alert(PresentationAction<Alert>)
    case dialog(PresentationAction<Dialog>)
    enum Alert: Equatable { case confirm(String) }
    enum Dialog: Equatable { case copy }
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case let .deleteTapped(item):
        state.alert = AlertState {
          TextState("Delete \(item)?")
        } actions: {
          ButtonState(role: .destructive, action: .confirm(item)) { TextState("Delete") }
          ButtonState(role: .cancel) { TextState("Cancel") }
        }
        return .none
      case .shareTapped:
        state.dialog = ConfirmationDialogState {
          TextState("Share")
        } actions: {
          ButtonState(action: .copy) { TextState("Copy") }
        }
        return .none
      case let .alert(.presented(.confirm(item))):
        state.items.removeAll { $0 == item }
        return .none
      case .alert(.dismiss), .dialog:
        return .none
      }
    }
    .ifLet(\.alert, action: /Action.alert)
    .ifLet(\.dialog, action: /Action.dialog)
  }
}

@MainActor
@Suite struct PresentationActionTests {
  @Test func aButtonsActionArrivesPresentedAndClosesTheAlert() async {
    let store = TestStore(initialState: Deleting.State()) { Deleting() }
    await store.send(.deleteTapped("a")) {
      $0.alert = AlertState {
        TextState("Delete a?")
      } actions: {
        ButtonState(role: .destructive, action: .confirm("a")) { TextState("Delete") }
        ButtonState(role: .cancel) { TextState("Cancel") }
      }
    }
    await store.send(.alert(.presented(.confirm("a")))) {
      $0.alert = nil
      $0.items = ["b"]
    }
  }

  @Test func dismissClosesTheAlertWithoutAChoice() async {
    let store = TestStore(initialState: Deleting.State()) { Deleting() }
    store.exhaustivity = .off
    await store.send(.deleteTapped("a"))
    await store.send(.alert(.dismiss)) {
      $0.alert = nil
      $0.items = ["a", "b"]
    }
  }

  @Test func aDialogClosesOnDismissToo() async {
    let store = TestStore(initialState: Deleting.State()) { Deleting() }
    store.exhaustivity = .off
    await store.send(.shareTapped)
    #expect(store.state.dialog != nil)
    await store.send(.dialog(.dismiss)) { $0.dialog = nil }
  }

  @Test func aLateDismissIsReportedAndChangesNothing() async {
    let store = Store(initialState: Deleting.State()) { Deleting() }
    let diagnostics = await withDiagnostics {
      store.send(.alert(.presented(.confirm("a"))))
      store.send(.alert(.dismiss))
    }
    #expect(diagnostics.map(\.kind) == ["ifLet.nilState", "ifLet.nilState"])
    #expect(store.state.items == ["a", "b"])
  }
}
