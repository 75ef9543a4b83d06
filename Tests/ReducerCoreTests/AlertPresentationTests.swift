import ReducerCore
import ReducerTesting
import Testing

// An alert or a dialog held as optional state: a button's action reaches the parent, and the
// alert goes away as it arrives.

/// A list whose delete asks first, in an alert, and whose share offers a dialog.
struct DeletingList: Reducer {
  struct State: Equatable {
    var items = ["a", "b"]
    var alert: AlertState<Action.Alert>?
    var dialog: ConfirmationDialogState<Action.Dialog>?
  }
  enum Action: Equatable {
    case deleteTapped(String)
    case shareTapped
    case alert(Alert)
    case dialog(Dialog)
    enum Alert: Equatable { case confirmDeletion(String), askAgain }
    enum Dialog: Equatable { case copyLink }
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case let .deleteTapped(item):
        state.alert = AlertState { TextState("Delete \(item)?") } actions: {
          ButtonState(role: .destructive, action: .confirmDeletion(item)) { TextState("Delete") }
          ButtonState(action: .askAgain) { TextState("Ask again") }
          ButtonState(role: .cancel) { TextState("Cancel") }
        }
        return .none
      case let .alert(.confirmDeletion(item)):
        state.items.removeAll { $0 == item }
        return .none
      case .alert(.askAgain):
        state.alert = AlertState { TextState("Really?") }
        return .none
      case .shareTapped:
        state.dialog = ConfirmationDialogState(titleVisibility: .visible) {
          TextState("Share")
        } actions: {
          ButtonState(action: .copyLink) { TextState("Copy link") }
        }
        return .none
      case .dialog:
        return .none
      }
    }
    .ifLet(\.alert, action: /Action.alert)
    .ifLet(\.dialog, action: /Action.dialog)
  }
}

@MainActor
@Suite struct AlertPresentationTests {
  @Test func aButtonsActionReachesTheParentAndDismissesTheAlert() async {
    let store = TestStore(initialState: DeletingList.State()) { DeletingList() }
    await store.send(.deleteTapped("a")) {
      $0.alert = AlertState { TextState("Delete a?") } actions: {
        ButtonState(role: .destructive, action: .confirmDeletion("a")) { TextState("Delete") }
        ButtonState(action: .askAgain) { TextState("Ask again") }
        ButtonState(role: .cancel) { TextState("Cancel") }
      }
    }
    guard let action = store.state.alert?.action(forButtonAt: 0) else {
      Issue.record("The alert's first button has no action.")
      return
    }
    await store.send(.alert(action)) {
      $0.alert = nil
      $0.items = ["b"]
    }
  }

  @Test func theParentMayPresentAnotherAlertFromAButtonsAction() async {
    let store = TestStore(initialState: DeletingList.State()) { DeletingList() }
    store.exhaustivity = .off
    await store.send(.deleteTapped("b"))
    await store.send(.alert(.askAgain)) {
      $0.alert = AlertState { TextState("Really?") }
    }
    #expect(store.state.items == ["a", "b"])
  }

  @Test func aDialogsButtonDismissesTheDialog() async {
    let store = TestStore(initialState: DeletingList.State()) { DeletingList() }
    store.exhaustivity = .off
    await store.send(.shareTapped)
    #expect(store.state.dialog?.titleVisibility == .visible)
    await store.send(.dialog(.copyLink)) { $0.dialog = nil }
  }

  @Test func aLateAlertActionIsReportedAndDeletesNothing() async {
    let store = Store(initialState: DeletingList.State()) { DeletingList() }
    let before = store.state
    let diagnostics = await withDiagnostics {
      store.send(.alert(.confirmDeletion("a")))
    }
    #expect(diagnostics.map(\.kind) == ["ifLet.nilState"])
    #expect(store.state == before)
  }
}
