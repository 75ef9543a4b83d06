/// The reducer of a flow: runs the screens, applies navigation, and tears down what leaves.
///
/// Inlinable, so that it is specialized for each flow in the app that uses it: generic code
/// would ask the runtime for type metadata at every step, which costs more than the routing.
@usableFromInline
struct FlowReducer<Flow: RoutingReducer>: Reducer {
  @usableFromInline typealias State = Flow.State
  @usableFromInline typealias Action = Flow.Action
  @usableFromInline typealias Route = Flow.Route

  /// The flow, asked for ``RoutingReducer/navigation(for:)`` on every action.
  @usableFromInline let flow: Flow
  /// The case paths of the flow's four action cases, shared by every flow of this type.
  @usableFromInline let paths: ActionPaths<Action>.Paths
  /// The root screen's and the routes' reducers. They are built when an action first needs
  /// them, not before: a flow may show itself (a folder that opens a folder), and building
  /// ahead would never end.
  @usableFromInline let rootReducer: LazyReducer<Flow.RootBody>
  @usableFromInline let routeReducer: LazyReducer<Flow.RouteBody>
  /// Whether a case of the route enum may hold a nested flow, whose routes leave with it.
  @usableFromInline let routesMayHoldFlows: Bool

  @inlinable
  init(flow: Flow) {
    self.flow = flow
    paths = ActionPaths.Paths(.shared)
    rootReducer = LazyReducer { flow.rootBody }
    routeReducer = LazyReducer { flow.routeBody }
    routesMayHoldFlows = NavigationState<Route>.routesMayHoldFlows
  }

  @inlinable
  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    var effect = Effect<Action>.none
    // Whether to ask `navigation(for:)`: not about an action for a route that is gone, which
    // is reported once, as what it is.
    var asksNavigation = true
    // The route this action ran, with the actions its effect sends in this `send`.
    var ran: RanRoute?
    // Route actions first: the most frequent (every tap on a pushed screen).
    if let (id, routeAction) = paths.route.extract(from: action) {
      (effect, asksNavigation, ran) = runStackRoute(
        id: id, action: routeAction, state: &state)
    } else if let step = paths.navigation.extract(from: action) {
      if !apply(step, to: &state, origin: { .navigationAction }) {
        // Refused (reported): nothing changed, and nothing may change on it. The flows above
        // are told it was ignored, so that an alert showing this flow stays, and
        // `navigation(for:)` is not asked.
        effect = .ignoringAction()
        asksNavigation = false
      }
    } else if let rootAction = paths.root.extract(from: action) {
      let rootEffect = rootReducer.reduce(
        into: &state.root, action: rootAction)
      if !rootEffect.isNone {
        // The root screen's children are found from its state, for the store's lifetime rule.
        effect = handleSignals(
          of: rootEffect.child(
            ChildPath(kind: .located, site: ChildPath.noSite, identity: nil, read: rootScreen)),
          embed: { Action.root($0) },
          from: nil, state: &state)
      }
    } else if let routeAction = paths.modalRoute.extract(from: action) {
      (effect, asksNavigation, ran) = runModal(
        action: routeAction, state: &state)
    }
    if asksNavigation, let step = flow.navigation(for: action, in: state) {
      effect = effect.merge(
        with: navigate(step, after: ran, state: &state) { .navigationFor(action) })
    }
    // Routes that left, by this flow's navigation or by other hands (the reducers around it,
    // an ancestor), end their effects by the store's lifetime rule, in this `send`
    // (`ChildLifetime.swift`).
    return effect
  }

  /// The root screen's state in the flow's, for the store's lifetime rule.
  @usableFromInline
  func rootScreen(_ value: inout Any) -> Bool? {
    guard let flow = value as? State else { return nil }
    value = flow.root
    return true
  }

  /// A route an action ran: the modal or a stack route, and how many actions its effect sends
  /// in this `send`.
  @usableFromInline
  struct RanRoute {
    @usableFromInline let isModal: Bool
    @usableFromInline let id: Route.ID
    @usableFromInline let sends: Int

    @inlinable
    init(isModal: Bool, id: Route.ID, sends: Int) {
      self.isModal = isModal
      self.id = id
      self.sends = sends
    }
  }

  // MARK: Screens

  /// Runs a stack route; returns its effect, whether to ask `navigation(for:)`, and the route
  /// that ran.
  @inlinable
  func runStackRoute(
    id: Route.ID,
    action: Route.Action,
    state: inout State
  ) -> (Effect<Action>, Bool, RanRoute?) {
    // A screen that ignores its action (a nested flow's route that is gone, a case the screen
    // is not in) says so out of band: the count of ignored actions moves.
    let ignoredBefore = ThreadCounter.ignoredActions.value
    // Unretained: `self` holds the routes' reducer for the whole call (a capture retained and
    // released it around every route action).
    let reducer = Unmanaged.passUnretained(routeReducer)
    // Inside this flow's routes: a flow of the same route type in the route is not the
    // outermost one (`FlowNesting`).
    let routeEffect = FlowNesting.insideRoutes(of: ObjectIdentifier(Route.self)) {
      state.navigation.updateRoute(id: id, routesMayHoldFlows: routesMayHoldFlows) { route in
        reducer._withUnsafeGuaranteedRef { $0.reduce(into: &route, action: action) }
      }
    }
    let ignored = ThreadCounter.ignoredActions.value != ignoredBefore
    guard let routeEffect else {
      Self.reportMissingRoute(id: id, action: action, navigation: state.navigation)
      // Whatever sent it is left of a route that is gone: stop it. The flows above are told
      // that the action was ignored, so that they do not navigate on it either.
      return (.ignoringAction(), false, nil)
    }
    if routeEffect.isNone { return (.none, !ignored, nil) }
    var closesItself = false
    return handleRouteEffect(
      routeEffect, embed: { Action.route(id, $0) }, isModal: false, id: id, ignored: ignored,
      state: &state, closesItself: &closesItself)
  }

  /// Runs the modal; returns what ``runStackRoute(id:action:state:)`` returns.
  ///
  /// A modal in the `.alert` or `.confirmationDialog` style takes only actions of its own case
  /// (its buttons'), and each one it handles from outside dismisses it, once (an action its own
  /// reducer or effect sent back is not a button's, and closes nothing): the route runs, then closes
  /// as if it had returned `.dismissSelf()` (unless it did, or closed otherwise), so
  /// `navigation(for:)` sees the action with the modal gone. An action it ignored or refused
  /// (a late action of a flow it shows, a step that failed) leaves it shown.
  @inlinable
  func runModal(
    action: Route.Action,
    state: inout State
  ) -> (Effect<Action>, Bool, RanRoute?) {
    guard let id = state.navigation.modal?.id else {
      Self.reportMissingModal(action: action)
      return (.ignoringAction(), false, nil)
    }
    // An alert or a dialog: every action it receives from outside is a tapped button, which
    // dismisses it. One that its own reducer or effect sent back (`.send(.delegate(.saved))`
    // beside `.dismissSelf()`) is not: it runs as a sheet's would.
    let isDismissedByItsActions =
      state.navigation._modalStyle?.isDismissedByItsActions == true
      && !EffectSender.isSent(
        fromWithin: .route(isModal: true, id: id, owner: state.navigation._owner))
    if isDismissedByItsActions, Self.rejectsForeignButtonAction(action, in: state.navigation) {
      // A late tap of an alert already gone: not this modal's, so it neither reaches the
      // parent nor dismisses the modal shown now.
      return (.ignoringAction(), false, nil)
    }
    let ignoredBefore = ThreadCounter.ignoredActions.value
    let routeEffect = FlowNesting.insideRoutes(of: ObjectIdentifier(Route.self)) {
      state.navigation.updateModal(routesMayHoldFlows: routesMayHoldFlows) {
        routeReducer.reduce(into: &$0, action: action)
      }
    }
    let ignored = ThreadCounter.ignoredActions.value != ignoredBefore
    guard isDismissedByItsActions else {
      guard let routeEffect, !routeEffect.isNone else { return (.none, !ignored, nil) }
      var closesItself = false
      return handleRouteEffect(
        routeEffect, embed: { Action.modalRoute($0) }, isModal: true, id: id, ignored: ignored,
        state: &state, closesItself: &closesItself)
    }
    var closesItself = false
    var (effect, navigates, ran) = handleRouteEffect(
      routeEffect ?? .none, embed: { Action.modalRoute($0) }, isModal: true, id: id,
      ignored: ignored, state: &state, closesItself: &closesItself)
    // Ignored or refused: the alert stays, as everything else does.
    guard navigates, !closesItself, state.navigation.shows(isModal: true, id: id) else {
      return (effect, navigates, ran)
    }
    // Closed as a screen that closes itself is: right away, or after the actions its reducer
    // sends in this `send`, by the one path that closes routes and stops their work.
    effect = effect.merge(
      with: navigate(.dismiss, after: ran, state: &state) {
        .signal(fileID: #fileID, line: #line, name: "a button of the alert")
      })
    return (effect, navigates, ran)
  }

  /// Embeds a route's effect in the flow's actions, in the route's namespace, and carries out
  /// the signals it returned; `closesItself` tells whether it returned `.dismissSelf()`, which
  /// closes the route in this action.
  @inlinable
  func handleRouteEffect(
    _ routeEffect: Effect<Route.Action>,
    embed: @escaping @Sendable (Route.Action) -> Action,
    isModal: Bool,
    id: Route.ID,
    ignored: Bool,
    state: inout State,
    closesItself: inout Bool
  ) -> (Effect<Action>, Bool, RanRoute?) {
    var sends = 0
    var steps: [SignalledStep] = []
    // The route's effect runs in its namespace; the navigation its signals cause (the
    // cancellation of the routes it removes) runs in the flow's, outside it.
    let embedded = embedSignalling(
      routeEffect, embed: embed, from: (isModal, id), state: state, steps: &steps,
      sends: &sends, closesItself: &closesItself
    ).child(.route(isModal: isModal, id: id, owner: state.navigation._owner))
    let ran = RanRoute(isModal: isModal, id: id, sends: sends)
    var effect = embedded
    for signalled in steps {
      effect = effect.merge(
        with: navigate(signalled.step, after: ran, state: &state) { signalled.origin })
    }
    // A route that ignored the action (a nested flow's route that is gone, a case the route
    // is not in) does not make this flow navigate; the flows above see the same count move.
    if ignored { return (effect, false, ran) }
    return (effect, true, ran)
  }

  // MARK: Navigation

  /// Applies a step; returns whether it was applied (a refused step is reported, and the
  /// state is left as it was).
  ///
  /// The routes it removes end their effects by the store's lifetime rule, in the same `send`,
  /// with those of the flows nested in them, deepest first (`ChildLifetime.swift`).
  ///
  /// - Parameter origin: Where the step came from, for the report of a step that fails; only
  ///   called then.
  @inlinable
  @discardableResult
  func apply(
    _ step: NavigationAction<Route>,
    to state: inout State,
    origin: () -> FlowStepReporter<Flow>.Origin
  ) -> Bool {
    state.navigation.apply(step) { kind, message in
      FlowStepReporter<Flow>(step: step, origin: origin()).report(kind: kind, message)
    } != nil
  }

  /// Applies a step an action caused, unless the route that ran sent actions in this `send`
  /// and the step would close it: then the step is sent as a `.navigation` action after those
  /// actions, so that they are handled while the route is still shown (the parent's reducers
  /// and `navigation(for:)` can read its state), and it closes right after them.
  @inlinable
  func navigate(
    _ step: NavigationAction<Route>,
    after ran: RanRoute?,
    state: inout State,
    origin: () -> FlowStepReporter<Flow>.Origin
  ) -> Effect<Action> {
    guard let ran, ran.sends > 0 else {
      apply(step, to: &state, origin: origin)
      return .none
    }
    let shown = state.navigation
    apply(step, to: &state, origin: origin)
    guard !state.navigation.shows(isModal: ran.isModal, id: ran.id) else { return .none }
    state.navigation = shown
    return .send(.navigation(step))
  }

  // MARK: Signals

  /// A navigation step a screen's effect asked for, with where it came from.
  @usableFromInline
  struct SignalledStep {
    @usableFromInline let step: NavigationAction<Route>
    @usableFromInline let origin: FlowStepReporter<Flow>.Origin

    @inlinable
    init(step: NavigationAction<Route>, origin: FlowStepReporter<Flow>.Origin) {
      self.step = step
      self.origin = origin
    }
  }

  /// Embeds a screen's effect in the flow's actions and takes out the signals this flow
  /// handles (a route closing itself, steps forwarded to this flow), in one walk of the effect.
  ///
  /// Signals returned directly become `steps`, for the caller to apply in this action. Signals
  /// reached later (inside a `concatenate`, or sent from a `run` with `send.dismissSelf()`)
  /// take effect when reached, as a `.navigation(step)` action sent to the flow. The others go
  /// on up. `closesItself` tells whether the effect returned `.dismissSelf()`, which closes its
  /// route in this action.
  @inlinable
  func embedSignalling<ChildAction>(
    _ effect: Effect<ChildAction>,
    embed: @escaping @Sendable (ChildAction) -> Action,
    from source: (isModal: Bool, id: Route.ID)?,
    state: State,
    steps: inout [SignalledStep],
    sends: inout Int,
    closesItself: inout Bool
  ) -> Effect<Action> {
    // Whether no flow of the same route type runs this one: then `.forward` steps for its
    // route type stop here. Read now, while the flows around this one are reducing.
    let isOutermost = !FlowNesting.isInsideRoutes(of: ObjectIdentifier(Route.self))
    let closing = source.map {
      Self.closeStep(isModal: $0.isModal, id: $0.id, in: state.navigation)
    }
    return effect.embedding(
      embed,
      later: { signal in
        switch signal {
        case .dismissSelf: closing.map(Action.closing)
        case let .forward(step) where isOutermost: Action.forwardedNavigation(step)
        case .forward: nil
        }
      },
      takeNow: { signal in
        switch signal {
        case let .dismissSelf(origin, _):
          guard let closing else { return false }
          closesItself = true
          steps.append(
            SignalledStep(
              step: closing.step(),
              origin: .signal(fileID: origin.fileID, line: origin.line, name: ".dismissSelf()")))
          return true
        case let .forward(forwarded):
          guard isOutermost, let step = forwarded.action as? NavigationAction<Route> else {
            return false
          }
          steps.append(
            SignalledStep(
              step: step,
              origin: .signal(
                fileID: forwarded.origin.fileID, line: forwarded.origin.line,
                name: ".forward(_:)")))
          return true
        }
      },
      sends: &sends)
  }

  /// Embeds the root screen's effect and carries out the signals this flow handles.
  @inlinable
  func handleSignals<ChildAction>(
    of effect: Effect<ChildAction>,
    embed: @escaping @Sendable (ChildAction) -> Action,
    from source: (isModal: Bool, id: Route.ID)?,
    state: inout State
  ) -> Effect<Action> {
    var sends = 0
    var steps: [SignalledStep] = []
    var closesItself = false
    let result = embedSignalling(
      effect, embed: embed, from: source, state: state, steps: &steps, sends: &sends,
      closesItself: &closesItself)
    for signalled in steps {
      apply(signalled.step, to: &state) { signalled.origin }
    }
    return result
  }

  /// The step that closes a route: `.dismiss` for the modal; for a stack route, `.drop(id)`
  /// (the route with the routes above it), unless the modal has the same id, which `.drop`
  /// would close instead.
  @inlinable
  static func closeStep(
    isModal: Bool, id: Route.ID,
    in navigation: NavigationState<Route>
  ) -> CloseStep<Route.ID> {
    if isModal { return .dismiss }
    guard navigation.modal?.id == id, let index = navigation.stack.index(id: id) else {
      return .drop(id)
    }
    return index == 0 ? .popToRoot : .popTo(navigation.stack[index - 1].id)
  }

  // MARK: Diagnostics

  @usableFromInline
  static func reportMissingRoute(
    id: Route.ID,
    action: Route.Action,
    navigation: NavigationState<Route>
  ) {
    let cause =
      navigation.modal?.id == id
      ? """
      That id is the presented modal's: a modal is not on the stack, and its actions are sent \
      as '.modalRoute(action)', not '.route(id, action)'.
      """
      : """
      This usually means a late effect of a screen that was popped, or an id that was never \
      pushed: effects of a route are cancelled when it leaves, so send route actions only for \
      routes on the stack.
      """
    report(
      "flow.missingRoute",
      """
      '\(Dump.typeName(of: Flow.self))' received an action for the route with the id \(describe(id)), but no \
      route on its stack has that id (the stack holds \(describe(navigation.stack.ids))). \
      The action \(describe(action)) was ignored. \(cause)
      """)
  }

  @usableFromInline
  static func reportMissingModal(action: Route.Action) {
    report(
      "flow.missingModal",
      """
      '\(Dump.typeName(of: Flow.self))' received the modal action \(describe(action)), but it presents no \
      modal. The action was ignored. This usually means a late effect of a modal that was \
      dismissed: effects of a modal are cancelled when it leaves, so send modal actions only \
      while it is presented.
      """)
  }

  /// Reports `action` and returns `true` when it cannot be a button of the modal, an alert or
  /// a dialog: its case is not named like the modal's (`.deleteAlert(.confirm)` is a button of
  /// `.deleteAlert(alert)`). `false` when either is not an enum the runtime can name, which
  /// cannot be told.
  ///
  /// Not inlined, and the modal is read here: the caller keeps no copy of the modal, which
  /// would make the route's reducer copy its state on write.
  @usableFromInline
  static func rejectsForeignButtonAction(
    _ action: Route.Action,
    in navigation: NavigationState<Route>
  ) -> Bool {
    guard let modal = navigation._modalStorage,
      let actionCase = runtimeCaseName(of: action), let routeCase = runtimeCaseName(of: modal),
      actionCase.code != routeCase.code
    else { return false }
    report(
      "flow.missingModal",
      """
      '\(Dump.typeName(of: Flow.self))' received the modal action \(describe(action)), but the \
      modal it presents is \(NavigationState<Route>.name(of: modal)), shown as \
      \(describe(navigation._modalStyle ?? .alert)), whose buttons send actions of its own case. \
      The action was ignored, and the modal stays presented. This usually means a button of an \
      alert or a dialog that was already dismissed, tapped again or sent late: send a button's \
      action only while its alert is presented. If it is this modal's button, name the route's \
      action case like the route's case ('case deleteAlert(AlertState<Alert>)' and \
      'case deleteAlert(Alert)').
      """)
    return true
  }

  private static func report(_ kind: String, _ message: String) {
    Diagnostics.report(kind: kind, message, site: "\(Dump.typeName(of: Flow.self))", line: 0)
  }
}

/// How a route closes itself, without its route type's state (so that a deferred signal can
/// carry it in a sendable closure).
@usableFromInline
enum CloseStep<ID: Hashable & Sendable>: Sendable {
  case dismiss
  case drop(ID)
  case popTo(ID)
  case popToRoot

  @inlinable
  func step<Route: Routing>() -> NavigationAction<Route> where Route.ID == ID {
    switch self {
    case .dismiss: .dismiss
    case let .drop(id): .drop(id)
    case let .popTo(id): .popTo(id)
    case .popToRoot: .popToRoot
    }
  }
}

extension NavigationState {
  /// Whether a route is shown: on the stack, or as the modal.
  @inlinable
  func shows(isModal: Bool, id: Route.ID) -> Bool {
    isModal ? _modal?.id == id : _stack.contains(id: id)
  }
}

extension RoutingAction {
  /// The navigation action of the step a forwarded signal carries for this flow's routes, if
  /// it is for them.
  @usableFromInline
  static func forwardedNavigation(_ forwarded: ForwardedStep) -> Self? {
    (forwarded.action as? NavigationAction<Route>).map { .navigation($0) }
  }

  /// The navigation action that closes a route the way `step` says.
  @usableFromInline
  static func closing(_ step: CloseStep<Route.ID>) -> Self { .navigation(step.step()) }
}

// MARK: - The routes' steps

extension ChildPath {
  /// The step to a route shown on the stack or as the modal, with its id, in the navigation
  /// state numbered `owner`: the namespace its effects run in. The store finds the route in its
  /// flow's state, gone when the flow no longer shows it (popped, dismissed, or its navigation
  /// replaced by another), whoever removed it.
  ///
  /// The owner is part of it, so that a flow cleans up only its own routes, never those of
  /// another flow of the same type beside it.
  @usableFromInline
  static func route<ID: Hashable & Sendable>(isModal: Bool, id: ID, owner: UInt64) -> ChildPath {
    ChildPath(
      kind: isModal ? .modalRoute : .stackRoute, site: AnyHashable(owner),
      identity: AnyHashable(id),
      read: { value in
        guard let flow = value as? any RoutingState else { return nil }
        return flow.locateRoute(isModal: isModal, id: id, owner: owner, in: &value)
      })
  }
}

extension RoutingState {
  /// Replaces `value` with the route's state, in this flow's navigation (see
  /// `ChildPath.read`).
  func locateRoute<RouteID>(
    isModal: Bool, id: RouteID, owner: UInt64, in value: inout Any
  ) -> Bool? {
    guard let id = id as? Route.ID else { return nil }
    let navigation = self.navigation
    guard navigation._owner == owner else { return false }
    if isModal {
      guard let modal = navigation._modalStorage, modal.id == id else { return false }
      value = modal
      return true
    }
    guard let route = navigation._stack[id: id] else { return false }
    value = route
    return true
  }
}
