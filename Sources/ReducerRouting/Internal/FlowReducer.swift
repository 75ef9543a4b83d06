/// The reducer of a flow: runs the screens, applies navigation, and tears down what leaves.
struct FlowReducer<Flow: RoutingReducer>: Reducer {
  typealias State = Flow.State
  typealias Action = Flow.Action
  typealias Route = Flow.Route

  /// The flow. Its screens' reducers are built when an action needs them, not before: a flow
  /// may show itself (a folder that opens a folder), and building ahead would never end.
  let flow: Flow

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    let paths = ActionPaths<Action>.shared
    var effect = Effect<Action>.none
    if let rootAction = paths.root.extract(from: action) {
      let rootEffect = flow.rootBody.reduce(into: &state.root, action: rootAction)
      if !rootEffect.isNone {
        effect = handleSignals(in: rootEffect.map { Action.root($0) }, from: nil, state: &state)
      }
    } else if let (id, routeAction) = paths.route.extract(from: action) {
      effect = runStackRoute(id: id, action: routeAction, state: &state)
    } else if let routeAction = paths.modalRoute.extract(from: action) {
      effect = runModal(action: routeAction, state: &state)
    } else if let step = paths.navigation.extract(from: action) {
      effect = apply(step, to: &state)
    }
    if let step = flow.navigation(for: action) {
      effect = effect.merge(with: apply(step, to: &state))
    }
    return effect
  }

  // MARK: Screens

  private func runStackRoute(
    id: Route.ID,
    action: Route.Action,
    state: inout State
  ) -> Effect<Action> {
    let routeEffect = FlowNesting.inRoute(of: Route.self) {
      state.navigation.updateRoute(id: id) { flow.routeBody.reduce(into: &$0, action: action) }
    }
    guard let routeEffect else {
      report(
        "flow.missingRoute",
        """
        '\(Dump.typeName(of: Flow.self))' received an action for the route with the id \(describe(id)), but no \
        route on its stack has that id (the stack holds \(describe(state.navigation.stack.ids))). \
        The action \(describe(action)) was ignored. This usually means a late effect of a \
        screen that was popped, or an id that was never pushed: effects of a route are \
        cancelled when it leaves, so send route actions only for routes on the stack.
        """)
      return .none
    }
    if routeEffect.isNone { return .none }
    let scope = RouteScopeID(isModal: false, id: AnyHashable(id))
    // Scope the route's effect before handling its signals: the navigation a signal causes
    // (the cancellation of the routes it removes) runs in the flow's namespace, not the route's.
    let mapped = routeEffect.map { Action.route(id, $0) }.scoped(scope)
    return handleSignals(in: mapped, from: scope, state: &state)
  }

  private func runModal(action: Route.Action, state: inout State) -> Effect<Action> {
    guard let id = state.navigation.modal?.id else {
      report(
        "flow.missingModal",
        """
        '\(Dump.typeName(of: Flow.self))' received the modal action \(describe(action)), but it presents no \
        modal. The action was ignored. This usually means a late effect of a modal that was \
        dismissed: effects of a modal are cancelled when it leaves, so send modal actions only \
        while it is presented.
        """)
      return .none
    }
    let routeEffect = FlowNesting.inRoute(of: Route.self) {
      state.navigation.updateModal { flow.routeBody.reduce(into: &$0, action: action) }
    }
    guard let routeEffect, !routeEffect.isNone else { return .none }
    let scope = RouteScopeID(isModal: true, id: AnyHashable(id))
    let mapped = routeEffect.map { Action.modalRoute($0) }.scoped(scope)
    return handleSignals(in: mapped, from: scope, state: &state)
  }

  // MARK: Navigation

  /// Applies a step and returns the effect that cancels what it removed, deepest first.
  private func apply(_ step: NavigationAction<Route>, to state: inout State) -> Effect<Action> {
    guard
      let removals = state.navigation.apply(step, fileID: #fileID, line: #line),
      !removals.isEmpty
    else { return .none }
    let entries = NavigationState<Route>.teardown(of: removals)
    return .merge(entries.map(cancellation(of:)))
  }

  private func cancellation(of entry: TeardownEntry) -> Effect<Action> {
    guard let last = entry.path.last else { return .none }
    var effect = Effect<Action>.cancelScope(last)
    for scope in entry.path.dropLast().reversed() { effect = effect.scoped(scope) }
    return effect
  }

  // MARK: Signals

  /// Handles the signals of a screen's effect: a route closing itself, and steps forwarded to
  /// this flow. The others go on up.
  private func handleSignals(
    in effect: Effect<Action>,
    from source: RouteScopeID?,
    state: inout State
  ) -> Effect<Action> {
    guard effect.containsSignal else { return effect }
    var steps: [NavigationAction<Route>] = []
    let isOutermost = !FlowNesting.isInRoute(of: Route.self)
    let navigation = state.navigation
    let remaining = effect.extractingSignals { signal in
      if signal is DismissSelfSignal, let source {
        guard let id = source.id.base as? Route.ID else { return false }
        steps.append(source.isModal ? .dismiss : closeStackRoute(id, in: navigation))
        return true
      }
      if isOutermost, let forwarded = signal as? any ForwardedToFlow,
        let step = forwarded.step(for: Route.self)
      {
        steps.append(step)
        return true
      }
      return false
    }
    return steps.reduce(remaining) { $0.merge(with: apply($1, to: &state)) }
  }

  /// The step that closes the stack route `id` with the routes above it: `.drop(id)`, unless
  /// the modal has the same id, which `.drop` would close instead.
  private func closeStackRoute(
    _ id: Route.ID,
    in navigation: NavigationState<Route>
  ) -> NavigationAction<Route> {
    guard navigation.modal?.id == id, let index = navigation.stack.index(id: id) else {
      return .drop(id)
    }
    return index == 0 ? .popToRoot : .popTo(navigation.stack[index - 1].id)
  }

  private func report(_ kind: String, _ message: String) {
    Diagnostics.report(kind: kind, message, site: "\(Dump.typeName(of: Flow.self))", line: 0)
  }
}

/// The flows whose routes the current reduce runs in, so that a forwarded step goes to the
/// outermost flow of its route type, even below a flow of another type.
enum FlowNesting {
  /// The route types of the flows running a route, outermost first.
  @TaskLocal private static var routeTypes: [ObjectIdentifier] = []

  /// Runs `body` inside a route of a flow whose routes are `route`.
  static func inRoute<R: Routing, Result>(of route: R.Type, _ body: () -> Result) -> Result {
    $routeTypes.withValue(routeTypes + [ObjectIdentifier(route)], operation: body)
  }

  /// Whether the current reduce runs inside a route of a flow whose routes are `route`.
  static func isInRoute<R: Routing>(of route: R.Type) -> Bool {
    routeTypes.contains(ObjectIdentifier(route))
  }
}

/// A forwarded navigation step, seen without its route type.
protocol ForwardedToFlow {
  func step<R: Routing>(for routeType: R.Type) -> NavigationAction<R>?
}

extension ForwardedNavigation: ForwardedToFlow {
  func step<R: Routing>(for routeType: R.Type) -> NavigationAction<R>? {
    action as? NavigationAction<R>
  }
}
