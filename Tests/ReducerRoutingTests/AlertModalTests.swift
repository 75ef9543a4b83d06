import Foundation
import ReducerRouting
import ReducerTesting
import Testing

// Alerts and confirmation dialogs presented as a flow's modal, in the `.alert` and
// `.confirmationDialog` styles: a button's action dismisses the modal and reaches the parent,
// which may present another; renderers see them in the tree; late taps are reported.

/// A list of items: deleting one asks first, sharing offers a dialog, editing opens a sheet.
private struct Inventory: Reducer {
  struct State: Equatable, Codable {
    var items = ["a", "b"]
  }
  enum Action: Equatable {
    case deleteTapped(String)
    case shareTapped
    case editTapped
  }
  func reduce(into state: inout State, action: Action) -> Effect<Action> { .none }
}

/// A sheet with a reducer of its own, beside the alerts that have none.
private struct Editor: Reducer {
  struct State: Equatable, Codable {
    var text = ""
  }
  enum Action: Equatable {
    case type(String)
  }
  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case let .type(text):
      state.text += text
      return .none
    }
  }
}

private struct ItemsFlow: RoutingReducer {
  enum DeleteAlert: Equatable, Codable { case confirm(String), keep }
  enum UndoAlert: Equatable, Codable { case undo(String) }
  enum ShareDialog: Equatable, Codable { case copyLink }

  enum Route: Routing, Equatable, Codable {
    case deleteAlert(AlertState<DeleteAlert>)
    case undoAlert(AlertState<UndoAlert>)
    case shareDialog(ConfirmationDialogState<ShareDialog>)
    case editor(Editor.State)
    enum Action: Equatable {
      case deleteAlert(DeleteAlert)
      case undoAlert(UndoAlert)
      case shareDialog(ShareDialog)
      case editor(Editor.Action)
    }
    var id: String {
      switch self {
      case .deleteAlert: "deleteAlert"
      case .undoAlert: "undoAlert"
      case .shareDialog: "shareDialog"
      case .editor: "editor"
      }
    }
  }
  struct State: RoutingState, Equatable, Codable {
    var navigation: Route.NavigationState = .init()
    var root = Inventory.State()
  }
  enum Action: RoutingAction, Equatable {
    case navigation(Route.NavigationAction)
    case route(Route.ID, Route.Action)
    case modalRoute(Route.Action)
    case root(Inventory.Action)
  }

  /// The style of the editor sheet; a custom style named "alert" is still a sheet to the flow.
  var editorStyle: ModalStyle = .sheet

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      // Before `routing` the alert is still presented: act only on a button of the alert shown.
      switch (action, state.navigation.modal) {
      case let (.modalRoute(.deleteAlert(.confirm(item))), .deleteAlert?):
        state.root.items.removeAll { $0 == item }
      case let (.modalRoute(.undoAlert(.undo(item))), .undoAlert?):
        state.root.items.append(item)
      default:
        break
      }
      return .none
    }
    routing
  }

  var rootBody: some RootReducer<Self> { Inventory() }
  // The delete alert and the dialog need no case here; a scope for an alert, as TCA code
  // has, works as well.
  var routeBody: some RouteReducer<Self> {
    Scope(state: /Route.editor, action: /Route.Action.editor) { Editor() }
    Scope(state: /Route.undoAlert, action: /Route.Action.undoAlert) { EmptyReducer() }
  }

  func navigation(for action: Action) -> Route.NavigationAction? {
    switch action {
    case let .root(.deleteTapped(item)): .present(.deleteAlert(.delete(item)), style: .alert)
    case .root(.shareTapped): .present(.shareDialog(.share), style: .confirmationDialog)
    case .root(.editTapped): .present(.editor(.init()), style: editorStyle)
    // The alert is already dismissed here: present the next one.
    case let .modalRoute(.deleteAlert(.confirm(item))):
      .present(.undoAlert(.undo(item)), style: .alert)
    default: nil
    }
  }
}

extension AlertState where Action == ItemsFlow.DeleteAlert {
  fileprivate static func delete(_ item: String) -> Self {
    AlertState {
      TextState("Delete \(item)?")
    } actions: {
      ButtonState(role: .destructive, action: .confirm(item)) { TextState("Delete") }
      ButtonState(action: .keep) { TextState("Keep") }
      ButtonState(role: .cancel) { TextState("Cancel") }
    } message: {
      TextState("This cannot be undone.")
    }
  }
}

extension AlertState where Action == ItemsFlow.UndoAlert {
  fileprivate static func undo(_ item: String) -> Self {
    AlertState {
      TextState("Deleted \(item)")
    } actions: {
      ButtonState(action: .undo(item)) { TextState("Undo") }
      ButtonState(role: .cancel) { TextState("OK") }
    }
  }
}

extension ConfirmationDialogState where Action == ItemsFlow.ShareDialog {
  fileprivate static var share: Self {
    ConfirmationDialogState(titleVisibility: .visible) {
      TextState("Share")
    } actions: {
      ButtonState(action: .copyLink) { TextState("Copy link") }
      ButtonState(role: .cancel) { TextState("Cancel") }
    }
  }
}

/// The failures a test store recorded while `body` ran, as their messages; none fails the test
/// or reaches the test framework.
@MainActor
private func recordedFailures(_ body: @MainActor () async -> Void) async -> [String] {
  await FailureReporting.capture(body).filter { $0.kind == .failure }.map(\.message)
}

/// The descriptions of the changes a renderer receives from `old` to `new`.
private func changes(from old: ItemsFlow.State, to new: ItemsFlow.State) -> [String] {
  let before = NavigationTree(of: old)
  let after = NavigationTree(of: new)
  let changes = before.changes(to: after)
  #expect(before.applying(changes) == after)
  return changes.map(\.description)
}

@MainActor
@Suite struct AlertModalTests {
  // MARK: - Presenting

  @Test func anAlertIsPresentedAsTheFlowsModalInTheAlertStyle() async {
    let store = TestStore(initialState: ItemsFlow.State()) { ItemsFlow() }
    await store.send(.root(.deleteTapped("a"))) {
      $0.navigation.present(.deleteAlert(.delete("a")), style: .alert)
    }
    #expect(store.state.navigation.modalStyle == .alert)
    guard case let .deleteAlert(alert)? = store.state.navigation.modal else {
      Issue.record("The modal is not the delete alert: \(store.state.navigation)")
      return
    }
    #expect(String(state: alert.title) == "Delete a?")
    #expect(alert.action(forButtonAt: 0) == .confirm("a"))
  }

  @Test func aDialogIsPresentedInTheConfirmationDialogStyleAndItsButtonDismissesIt() async {
    let store = TestStore(initialState: ItemsFlow.State()) { ItemsFlow() }
    await store.send(.root(.shareTapped)) {
      $0.navigation.present(.shareDialog(.share), style: .confirmationDialog)
    }
    #expect(store.state.navigation.modalStyle == .confirmationDialog)
    await store.send(.modalRoute(.shareDialog(.copyLink))) {
      $0.navigation.dismiss()
    }
    await store.finish()
  }

  // MARK: - Buttons

  @Test func aButtonsActionDismissesTheAlert() async {
    let store = TestStore(initialState: ItemsFlow.State()) { ItemsFlow() }
    await store.send(.root(.deleteTapped("a"))) {
      $0.navigation.present(.deleteAlert(.delete("a")), style: .alert)
    }
    guard case let .deleteAlert(alert)? = store.state.navigation.modal,
      let keep = alert.action(forButtonAt: 1)
    else {
      Issue.record("The delete alert's second button has no action.")
      return
    }
    await store.send(.modalRoute(.deleteAlert(keep))) {
      $0.navigation.dismiss()
    }
    #expect(store.state.navigation.isAtRoot)
  }

  @Test func theParentReceivesTheButtonsActionAndPresentsASecondAlert() async {
    let store = TestStore(initialState: ItemsFlow.State()) { ItemsFlow() }
    await store.send(.root(.deleteTapped("a"))) {
      $0.navigation.present(.deleteAlert(.delete("a")), style: .alert)
    }
    // The parent's reducer deletes; its `navigation(for:)` presents the undo alert.
    await store.send(.modalRoute(.deleteAlert(.confirm("a")))) {
      $0.root.items = ["b"]
      $0.navigation.dismiss()
      $0.navigation.present(.undoAlert(.undo("a")), style: .alert)
    }
    await store.send(.modalRoute(.undoAlert(.undo("a")))) {
      $0.root.items = ["b", "a"]
      $0.navigation.dismiss()
    }
    await store.finish()
  }

  @Test func aPlainStoreDismissesAndTheParentReceivesTheAction() {
    let store = Store(initialState: ItemsFlow.State()) { ItemsFlow() }
    let reported = diagnostics {
      store.send(.root(.deleteTapped("b")))
      #expect(store.state.navigation.modal == .deleteAlert(.delete("b")))
      #expect(store.state.navigation.modalStyle == .alert)
      store.send(.modalRoute(.deleteAlert(.confirm("b"))))
      #expect(store.state.root.items == ["a"])
      #expect(store.state.navigation.modal == .undoAlert(.undo("b")))
      #expect(store.state.navigation.modalStyle == .alert)
      store.send(.modalRoute(.undoAlert(.undo("b"))))
    }
    #expect(kinds(reported) == [])
    #expect(store.state.root.items == ["a", "b"])
    #expect(store.state.navigation.isAtRoot)
    #expect(store.state.navigation.modalStyle == nil)
  }

  @Test func aButtonWithoutAnActionIsDismissedByTheViewLayer() {
    // The cancel button sends nothing: the view layer reports the alert gone, as for a sheet
    // pulled down.
    var state = ItemsFlow.State()
    state.navigation.present(.deleteAlert(.delete("a")), style: .alert)
    let store = Store(initialState: state) { ItemsFlow() }
    if case let .deleteAlert(alert)? = store.state.navigation.modal {
      #expect(alert.action(forButtonAt: 2) == nil)
    }
    let reported = diagnostics { store.send(.navigation(.drop("deleteAlert"))) }
    #expect(kinds(reported) == [])
    #expect(store.state.navigation.isAtRoot)
    #expect(store.state.root.items == ["a", "b"])
  }

  @Test func aSheetAndACustomStyleNamedAlertAreNotDismissedByTheirActions() {
    for style: ModalStyle in [.sheet, "alert"] {
      let store = Store(initialState: ItemsFlow.State()) { ItemsFlow(editorStyle: style) }
      store.send(.root(.editTapped))
      store.send(.modalRoute(.editor(.type("x"))))
      #expect(store.state.navigation.modal == .editor(.init(text: "x")), "style \(style)")
      #expect(store.state.navigation.modalStyle == style)
    }
  }

  // MARK: - Late taps

  @Test func aButtonTappedAfterTheAlertWasDismissedIsReportedAndChangesNothing() async {
    let store = Store(initialState: ItemsFlow.State()) { ItemsFlow() }
    store.send(.root(.deleteTapped("a")))
    store.send(.modalRoute(.deleteAlert(.keep)))
    #expect(store.state.navigation.isAtRoot)
    let before = store.state
    let reported = await withDiagnostics {
      await store.send(.modalRoute(.deleteAlert(.confirm("a")))).finish()
    }
    #expect(kinds(reported) == ["flow.missingModal"])
    #expect(store.state == before)
    #expect(store.state.root.items == ["a", "b"])
  }

  @Test func aLateTapOfTheFirstAlertLeavesTheSecondAlertAndTheItemsAlone() async {
    let store = Store(initialState: ItemsFlow.State()) { ItemsFlow() }
    store.send(.root(.deleteTapped("a")))
    store.send(.modalRoute(.deleteAlert(.confirm("a"))))
    #expect(store.state.navigation.modal == .undoAlert(.undo("a")))
    let before = store.state
    // The delete button, tapped twice: its second action arrives while the undo alert shows.
    let reported = await withDiagnostics {
      await store.send(.modalRoute(.deleteAlert(.confirm("a")))).finish()
    }
    #expect(kinds(reported) == ["flow.missingModal"])
    #expect(store.state == before)
    #expect(store.state.navigation.modal == .undoAlert(.undo("a")))
    #expect(
      reported.first?.message.contains(
        "received the modal action .deleteAlert(.confirm(\"a\")), but the modal it presents is "
          + ".undoAlert (id: \"undoAlert\"), shown as .alert") == true,
      "\(reported.first?.message ?? "no message")")
  }

  @Test func aLateTapUnderATestStoreIsAFailureThatNamesTheDiagnostic() async {
    let failures = await recordedFailures {
      let store = TestStore(initialState: ItemsFlow.State()) { ItemsFlow() }
      await store.send(.root(.deleteTapped("a"))) {
        $0.navigation.present(.deleteAlert(.delete("a")), style: .alert)
      }
      await store.send(.modalRoute(.deleteAlert(.keep))) { $0.navigation.dismiss() }
      await store.send(.modalRoute(.deleteAlert(.keep)))
    }
    #expect(failures.count == 1)
    #expect(failures.first?.contains("flow.missingModal") == true, "\(failures)")
  }

  // MARK: - The tree

  @Test func aRendererSeesTheAlertPresentedAndDismissed() {
    let root = ItemsFlow.State()
    var deleting = root
    deleting.navigation.present(.deleteAlert(.delete("a")), style: .alert)
    var undoing = root
    undoing.navigation.present(.undoAlert(.undo("a")), style: .alert)
    var sharing = root
    sharing.navigation.present(.shareDialog(.share), style: .confirmationDialog)

    #expect(changes(from: root, to: deleting) == ["present alert deleteAlert on (top)"])
    #expect(
      changes(from: deleting, to: undoing) == [
        "dismiss on (top)", "present alert undoAlert on (top)",
      ])
    #expect(changes(from: undoing, to: root) == ["dismiss on (top)"])
    #expect(changes(from: root, to: sharing) == ["present confirmationDialog shareDialog on (top)"])
    #expect(NavigationTree(of: deleting).breadcrumb == "Inventory › alert deleteAlert")
    #expect(
      deleting.navigation.description == "modal (alert): .deleteAlert (id: \"deleteAlert\")")
  }

  @Test func aConnectedRendererFollowsTheButtonsOfTwoAlerts() {
    let store = Store(initialState: ItemsFlow.State()) { ItemsFlow() }
    let renderer = RecordingRenderer()
    let connection = store.render(to: renderer)
    store.send(.root(.deleteTapped("a")))
    store.send(.modalRoute(.deleteAlert(.confirm("a"))))
    store.send(.modalRoute(.undoAlert(.undo("a"))))
    #expect(
      renderer.batches == [
        ["replace tree"],
        ["present alert deleteAlert on (top)"],
        ["dismiss on (top)", "present alert undoAlert on (top)"],
        ["dismiss on (top)"],
      ])
    _ = connection
  }

  // MARK: - Printing

  @Test func aWrongExpectationShowsTheAlertsTextInTheDiff() async {
    let failures = await recordedFailures {
      let store = TestStore(initialState: ItemsFlow.State()) { ItemsFlow() }
      await store.send(.root(.deleteTapped("a"))) {
        $0.navigation.present(.deleteAlert(.delete("b")), style: .alert)
      }
    }
    #expect(failures.count == 1)
    let failure = failures.first ?? ""
    let lines = failure.split(separator: "\n").map { $0.filter { $0 != " " } }
    // The changed texts, as quoted strings on the '−' (expected) and '+' (actual) lines.
    #expect(lines.contains("−title:\"Deleteb?\","), "\(failure)")
    #expect(lines.contains("+title:\"Deletea?\","), "\(failure)")
    #expect(lines.contains("−action:.send(.confirm(\"b\")),"), "\(failure)")
    #expect(lines.contains("modalStyle:.alert,"), "\(failure)")
  }

  @Test func aDumpOfTheFlowShowsTheAlertAsText() {
    var state = ItemsFlow.State()
    state.navigation.present(.deleteAlert(.delete("a")), style: .alert)
    let dump = Dump.text(of: state)
    for line in [
      "title: \"Delete a?\"", "message: \"This cannot be undone.\"", "label: \"Delete\"",
      "action: .send(.confirm(\"a\"))", "role: .destructive",
    ] {
      #expect(dump.contains(line), "\(line) is not in:\n\(dump)")
    }
  }

  // MARK: - Coding

  @Test func everyStyleRoundTripsThroughJSON() throws {
    let styles: [ModalStyle] = [
      .sheet, .fullScreen, .popover, .alert, .confirmationDialog, .custom("drawer"),
      .custom("alert"), .custom("confirmationDialog"), .custom("custom(x)"),
    ]
    let data = try JSONEncoder().encode(styles)
    #expect(try JSONDecoder().decode([ModalStyle].self, from: data) == styles)
    // The encoded form of a custom style is the one earlier versions wrote, so a custom style
    // named "alert" saved before the `.alert` style existed decodes as the custom style.
    let saved = Data(#"[{"custom":{"_0":"alert"}},{"alert":{}}]"#.utf8)
    #expect(try JSONDecoder().decode([ModalStyle].self, from: saved) == [.custom("alert"), .alert])
  }

  @Test func aCustomStyleNamedLikeALibraryStyleStaysDistinct() {
    let literal: ModalStyle = "alert"
    #expect(literal == .custom("alert"))
    #expect(literal != .alert)
    #expect(ModalStyle.alert.description == "alert")
    #expect(ModalStyle.confirmationDialog.description == "confirmationDialog")
    #expect(literal.description == "custom(alert)")
    #expect(ModalStyle.custom("sheet").description == "custom(sheet)")
    #expect(ModalStyle.custom("drawer").description == "drawer")
    let styles: [ModalStyle] = [
      .sheet, .fullScreen, .popover, .alert, .confirmationDialog, "drawer", "alert", "sheet",
      "custom(x)", "custom(", "",
    ]
    // No two styles share a description, and each description reads back as its style.
    #expect(Set(styles.map(\.description)).count == styles.count)
    for style in styles {
      #expect(ModalStyle(named: style.description) == style, "\(style.description)")
    }
  }

  @Test func aFlowWithAnAlertModalRoundTripsThroughJSON() throws {
    var state = ItemsFlow.State()
    state.navigation.present(.deleteAlert(.delete("a")), style: .alert)
    let data = try JSONEncoder().encode(state)
    let decoded = try JSONDecoder().decode(ItemsFlow.State.self, from: data)
    #expect(decoded == state)
    #expect(decoded.navigation.modalStyle == .alert)
    // And the decoded alert still dismisses itself on a button's action.
    let store = Store(initialState: decoded) { ItemsFlow() }
    store.send(.modalRoute(.deleteAlert(.keep)))
    #expect(store.state.navigation.isAtRoot)
  }
}

/// A renderer that confirms every batch at once and keeps their descriptions.
@MainActor
private final class RecordingRenderer: NavigationRenderer {
  var batches: [[String]] = []
  func render(_ changes: [NavigationChange], confirmation: NavigationConfirmation) {
    batches.append(changes.map(\.description))
    confirmation.confirm()
  }
}
