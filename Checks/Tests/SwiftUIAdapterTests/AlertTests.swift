import ReducerRouting
import ReducerTesting
import SwiftUIAdapterCheck
import Testing

// The SwiftUI adapter's alerts and dialogs (Sources/ReducerSwiftUI/Alerts), run against the fake
// host in both orders of a button's action and SwiftUI's `isPresented = false` (issue 30,
// item 4): a follow-up alert with the same route id or another one, a flow alert's button on
// macOS, a confirmation dialog, a dismissal without a button. None reports a diagnostic.

/// The root screen of the flow: what reached the flow from its modal's buttons.
private struct Log: Reducer {
  struct State: Equatable { var received: [String] = [] }
  enum Action: Equatable { case ask, share, inform }
  func reduce(into state: inout State, action: Action) -> Effect<Action> { .none }
}

private struct ConfirmFlow: RoutingReducer {
  enum Confirm: Equatable { case again, other, done }
  enum Share: Equatable { case copy, again }

  enum Route: Routing, Equatable {
    case confirm(AlertState<Confirm>)
    case notice(AlertState<Confirm>)
    case share(ConfirmationDialogState<Share>)
    enum Action: Equatable, CustomStringConvertible {
      case confirm(Confirm)
      case notice(Confirm)
      case share(Share)

      var description: String {
        switch self {
        case let .confirm(button): "confirm(\(button))"
        case let .notice(button): "notice(\(button))"
        case let .share(button): "share(\(button))"
        }
      }
    }
    var id: String {
      switch self {
      case .confirm: "confirm"
      case .notice: "notice"
      case .share: "share"
      }
    }
  }
  struct State: RoutingState, Equatable {
    var navigation: Route.NavigationState = .init()
    var root = Log.State()
  }
  enum Action: RoutingAction, Equatable {
    case navigation(Route.NavigationAction)
    case route(Route.ID, Route.Action)
    case modalRoute(Route.Action)
    case root(Log.Action)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      if case let .modalRoute(action) = action, state.navigation.modal != nil {
        state.root.received.append("\(action)")
      }
      return .none
    }
    routing
  }
  var rootBody: some RootReducer<Self> { Log() }
  var routeBody: some RouteReducer<Self> { EmptyReducer() }

  func navigation(for action: Action) -> Route.NavigationAction? {
    switch action {
    case .root(.ask), .modalRoute(.confirm(.again)): .present(.confirm(.confirm), style: .alert)
    case .modalRoute(.confirm(.other)): .present(.notice(.confirm), style: .alert)
    case .root(.inform): .present(.notice(.info), style: .alert)
    case .root(.share), .modalRoute(.share(.again)):
      .present(.share(.share), style: .confirmationDialog)
    default: nil
    }
  }
}

extension AlertState where Action == ConfirmFlow.Confirm {
  fileprivate static var confirm: Self {
    AlertState {
      TextState("Sure?")
    } actions: {
      ButtonState(action: .again) { TextState("Again") }
      ButtonState(action: .other) { TextState("Other") }
      ButtonState(action: .done) { TextState("Done") }
      ButtonState(role: .cancel) { TextState("Cancel") }
    }
  }
}

extension AlertState where Action == ConfirmFlow.Confirm {
  /// An alert without buttons: SwiftUI shows an OK button of its own (see `AlertState.buttons`),
  /// whose tap calls none of the adapter's closures and only writes `isPresented = false`.
  fileprivate static var info: Self {
    AlertState { TextState("Saved") }
  }
}

extension ConfirmationDialogState where Action == ConfirmFlow.Share {
  fileprivate static var share: Self {
    ConfirmationDialogState {
      TextState("Share")
    } actions: {
      ButtonState(action: .copy) { TextState("Copy") }
      ButtonState(action: .again) { TextState("Again") }
    }
  }
}

private struct ConfirmFlowView: View {
  let store: StoreOf<ConfirmFlow>
  var body: some View {
    Text(verbatim: "Items")
      .alert(store, state: /ConfirmFlow.Route.confirm, action: /ConfirmFlow.Route.Action.confirm)
      .alert(store, state: /ConfirmFlow.Route.notice, action: /ConfirmFlow.Route.Action.notice)
      .confirmationDialog(
        store, state: /ConfirmFlow.Route.share, action: /ConfirmFlow.Route.Action.share)
  }
}

/// A screen that holds its alert as state, with TCA's `PresentationAction`s: "Again" replaces
/// the alert with a follow-up, "Cancel" has no action (`.dismiss`).
private struct Trash: Reducer {
  struct State: Equatable {
    var alert: AlertState<Action.Alert>?
    var dismissals = 0
    var emptied = 0
  }
  enum Action: Equatable {
    case alert(PresentationAction<Alert>)
    enum Alert: Equatable { case empty, again }
  }
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .alert(.dismiss): state.dismissals += 1
      case .alert(.presented(.empty)): state.emptied += 1
      case .alert(.presented(.again)): state.alert = .trash
      }
      return .none
    }
    .ifLet(\.alert, action: /Action.alert)
  }
}

extension AlertState where Action == Trash.Action.Alert {
  fileprivate static var trash: Self {
    AlertState {
      TextState("Empty the trash?")
    } actions: {
      ButtonState(role: .destructive, action: .empty) { TextState("Empty") }
      ButtonState(action: .again) { TextState("Again") }
      ButtonState(role: .cancel) { TextState("Cancel") }
    }
  }
}

private struct TrashView: View {
  let store: StoreOf<Trash>
  var body: some View {
    Text(verbatim: "Trash").alert(store, state: \.alert, action: /Trash.Action.alert)
  }
}

/// A screen that holds a dialog as plain optional state (no `PresentationAction`): a button's
/// action closes it through `ifLet`; a dismissal without a button has no action to send.
private struct Drafts: Reducer {
  struct State: Equatable {
    var dialog: ConfirmationDialogState<Action.Dialog>?
    var discarded = 0
  }
  enum Action: Equatable {
    case dialog(Dialog)
    enum Dialog: Equatable { case discard }
  }
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      if case .dialog(.discard) = action { state.discarded += 1 }
      return .none
    }
    .ifLet(\.dialog, action: /Action.dialog)
  }
}

private struct DraftsView: View {
  let store: StoreOf<Drafts>
  var body: some View {
    Text(verbatim: "Drafts")
      .confirmationDialog(store, state: \.dialog, action: /Drafts.Action.dialog)
  }
}

extension ConfirmationDialogState where Action == Drafts.Action.Dialog {
  fileprivate static var discard: Self {
    ConfirmationDialogState {
      TextState("Discard the draft?")
    } actions: {
      ButtonState(role: .destructive, action: .discard) { TextState("Discard") }
    }
  }
}

/// Runs `body` and returns the diagnostics it reported, those of the effects and deferred jobs
/// it started included.
@MainActor
func diagnostics(of body: @MainActor () async -> Void) async -> [Diagnostic] {
  let log = LockedValue<[Diagnostic]>([])
  await Diagnostics.$handler.withValue(DiagnosticHandler { diagnostic in
    log.withLock { $0.append(diagnostic) }
  }) {
    await body()
  }
  return log.withLock { $0 }
}

@MainActor
@Suite struct AlertTests {
  /// The flow's alert shown, as the host sees it.
  private func shownAlertID(_ store: StoreOf<ConfirmFlow>) -> AlertState<ConfirmFlow.Confirm>.ID? {
    switch store.currentState.navigation.modal {
    case let .confirm(alert)?, let .notice(alert)?: alert.id
    default: nil
    }
  }

  @Test(arguments: TapOrder.allCases)
  func aFollowUpAlertWithTheSameRouteIDStays(order: TapOrder) async {
    let store = Store(initialState: ConfirmFlow.State()) { ConfirmFlow() }
    let host = SwiftUIHost { ConfirmFlowView(store: store) }
    let reported = await diagnostics {
      store.send(.root(.ask))
      let first = shownAlertID(store)
      #expect(await host.tap("Again", order: order))
      #expect(store.currentState.navigation.modal?.id == "confirm")
      #expect(shownAlertID(store) != nil && shownAlertID(store) != first)
      #expect(await host.buttonLabels() == ["Again", "Other", "Done", "Cancel"])
    }
    #expect(reported.isEmpty)
    #expect(store.currentState.root.received == ["confirm(again)"])
  }

  @Test(arguments: TapOrder.allCases)
  func aFollowUpAlertWithAnotherRouteIDStaysWithoutADiagnostic(order: TapOrder) async {
    let store = Store(initialState: ConfirmFlow.State()) { ConfirmFlow() }
    let host = SwiftUIHost { ConfirmFlowView(store: store) }
    let reported = await diagnostics {
      store.send(.root(.ask))
      #expect(await host.tap("Other", order: order))
      #expect(store.currentState.navigation.modal?.id == "notice")
      #expect(await host.presented() != nil)
      // And the follow-up's own button closes it.
      #expect(await host.tap("Done", order: order))
      #expect(store.currentState.navigation.modal == nil)
    }
    #expect(reported.map(\.kind) == [])
    #expect(store.currentState.root.received == ["confirm(other)", "notice(done)"])
  }

  @Test(arguments: TapOrder.allCases)
  func aFlowAlertsButtonActionIsNotLost(order: TapOrder) async {
    let store = Store(initialState: ConfirmFlow.State()) { ConfirmFlow() }
    let host = SwiftUIHost { ConfirmFlowView(store: store) }
    let reported = await diagnostics {
      store.send(.root(.ask))
      #expect(await host.tap("Done", order: order))
    }
    #expect(reported.map(\.kind) == [])
    #expect(store.currentState.root.received == ["confirm(done)"])
    #expect(store.currentState.navigation.modal == nil)
    #expect(await host.presented() == nil)
  }

  @Test(arguments: TapOrder.allCases)
  func aButtonWithoutAnActionDropsTheFlowsAlertOnce(order: TapOrder) async {
    let store = Store(initialState: ConfirmFlow.State()) { ConfirmFlow() }
    let host = SwiftUIHost { ConfirmFlowView(store: store) }
    let reported = await diagnostics {
      store.send(.root(.ask))
      #expect(await host.tap("Cancel", order: order))
    }
    #expect(reported.map(\.kind) == [])
    #expect(store.currentState.navigation.modal == nil)
    #expect(store.currentState.root.received == [])
  }

  @Test(arguments: TapOrder.allCases)
  func aConfirmationDialogsFollowUpStaysAndItsButtonsReachTheFlow(order: TapOrder) async {
    let store = Store(initialState: ConfirmFlow.State()) { ConfirmFlow() }
    let host = SwiftUIHost { ConfirmFlowView(store: store) }
    let reported = await diagnostics {
      store.send(.root(.share))
      #expect(await host.presented()?.kind == .confirmationDialog)
      #expect(await host.tap("Again", order: order))
      #expect(store.currentState.navigation.modal?.id == "share")
      #expect(await host.presented()?.kind == .confirmationDialog)
      #expect(await host.tap("Copy", order: order))
    }
    #expect(reported.map(\.kind) == [])
    #expect(store.currentState.root.received == ["share(again)", "share(copy)"])
    #expect(store.currentState.navigation.modal == nil)
  }

  @Test func aDialogDismissedWithoutAButtonIsDroppedOnce() async {
    let store = Store(initialState: ConfirmFlow.State()) { ConfirmFlow() }
    let host = SwiftUIHost { ConfirmFlowView(store: store) }
    let reported = await diagnostics {
      store.send(.root(.share))
      let presentation = await host.presented()
      #expect(await host.dismissWithoutButton())
      // SwiftUI writing again for the same presentation sends nothing more.
      await presentation?.isPresented.standInWrite(false)
      await host.endOfEvent()
    }
    #expect(reported.map(\.kind) == [])
    #expect(store.currentState.navigation.modal == nil)
    #expect(store.currentState.root.received == [])
  }

  @Test(arguments: TapOrder.allCases)
  func aFollowUpAlertHeldAsStateStays(order: TapOrder) async {
    let store = Store(initialState: Trash.State(alert: .trash)) { Trash() }
    let host = SwiftUIHost { TrashView(store: store) }
    let first = store.currentState.alert?.id
    let reported = await diagnostics {
      #expect(await host.tap("Again", order: order))
      #expect(store.currentState.alert != nil && store.currentState.alert?.id != first)
      #expect(await host.presented() != nil)
      #expect(await host.tap("Empty", order: order))
    }
    #expect(reported.map(\.kind) == [])
    #expect(store.currentState.alert == nil)
    #expect(store.currentState.emptied == 1)
    #expect(store.currentState.dismissals == 0)
  }

  @Test(arguments: TapOrder.allCases)
  func aButtonWithoutAnActionSendsDismissOnce(order: TapOrder) async {
    let store = Store(initialState: Trash.State(alert: .trash)) { Trash() }
    let host = SwiftUIHost { TrashView(store: store) }
    let reported = await diagnostics {
      #expect(await host.tap("Cancel", order: order))
    }
    #expect(reported.map(\.kind) == [])
    #expect(store.currentState.alert == nil)
    #expect(store.currentState.dismissals == 1)
  }

  @Test func anAlertWithoutButtonsClosedBySwiftUIsOKIsDroppedOnce() async {
    let store = Store(initialState: ConfirmFlow.State()) { ConfirmFlow() }
    let host = SwiftUIHost { ConfirmFlowView(store: store) }
    let reported = await diagnostics {
      store.send(.root(.inform))
      #expect(await host.buttonLabels() == [])
      #expect(await host.dismissWithoutButton())
    }
    #expect(reported.map(\.kind) == [])
    #expect(store.currentState.navigation.modal == nil)
  }

  @Test(arguments: TapOrder.allCases)
  func aDialogHeldAsPlainStateSendsItsButtonsAction(order: TapOrder) async {
    let store = Store(initialState: Drafts.State(dialog: .discard)) { Drafts() }
    let host = SwiftUIHost { DraftsView(store: store) }
    let reported = await diagnostics {
      #expect(await host.tap("Discard", order: order))
    }
    #expect(reported.map(\.kind) == [])
    #expect(store.currentState.discarded == 1)
    #expect(store.currentState.dialog == nil)
    #expect(await host.presented() == nil)
  }

  @Test func aDialogHeldAsPlainStateDismissedWithoutAButtonIsShownAgain() async {
    let store = Store(initialState: Drafts.State(dialog: .discard)) { Drafts() }
    let host = SwiftUIHost { DraftsView(store: store) }
    let reported = await diagnostics {
      #expect(await host.dismissWithoutButton())
    }
    // No action exists for it: the state keeps the dialog, and its binding still reads `true`.
    #expect(reported.map(\.kind) == [])
    #expect(store.currentState.dialog != nil)
    #expect(await host.presented()?.kind == .confirmationDialog)
  }
}
