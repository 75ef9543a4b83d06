#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

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
  @usableFromInline let paths: ActionPaths<Action>
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
    paths = .shared
    rootReducer = LazyReducer { flow.rootBody }
    routeReducer = LazyReducer { flow.routeBody }
    routesMayHoldFlows = NavigationState<Route>.routesMayHoldFlows
  }

  @inlinable
  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    let owner = state.navigation._owner
    var effect = Effect<Action>.none
    // Whether to ask `navigation(for:)`: not about an action for a route that is gone, which
    // is reported once, as what it is (unless the route sent it as it closed).
    var asksNavigation = true
    // The route this action ran, with the actions it sends as soon as its effect runs.
    var ran: (scope: RouteScopeID<Route.ID>, sends: Int)?
    if let step = paths.navigation.extract(from: action) {
      effect = apply(step, to: &state) { .navigationAction }
    } else if let (id, routeAction) = paths.route.extract(from: action) {
      (effect, asksNavigation, ran) = runStackRoute(id: id, action: routeAction, state: &state)
    } else if let rootAction = paths.root.extract(from: action) {
      let rootEffect = rootReducer.reduce(into: &state.root, action: rootAction)
      if !rootEffect.isNone {
        effect = handleSignals(in: rootEffect.map { Action.root($0) }, from: nil, state: &state)
      }
    } else if let routeAction = paths.modalRoute.extract(from: action) {
      (effect, asksNavigation, ran) = runModal(action: routeAction, state: &state)
    }
    if asksNavigation, let step = flow.navigation(for: action, in: state) {
      effect = effect.merge(with: apply(step, to: &state) { .navigationFor(action) })
    }
    if let ran, ran.sends > 0, !state.navigation.shows(ran.scope) {
      // The route closed in this action: what it sent reaches the flow once it is gone.
      FlowNesting.pendingFarewells(of: Flow.self, scope: ran.scope, count: ran.sends)
    }
    // Routes may have left by other hands (the reducers around `routing`, an ancestor): while
    // effects run, cancel those of every route that is no longer shown.
    if effect.mayStartWork || RunningEffects.any {
      effect = effect.merge(with: Self.cancellingGoneRoutes(of: state.navigation, owner: owner))
    }
    return effect
  }

  /// Cancels the effects of this flow's routes that are not shown any more, however they left;
  /// all the routes of `owner` when a new navigation state replaced the one it names.
  @inlinable
  static func cancellingGoneRoutes(
    of navigation: NavigationState<Route>,
    owner: UInt64
  ) -> Effect<Action> {
    .cancelScopes { scope in
      guard let route = scope.base as? RouteScopeID<Route.ID> else { return false }
      if route.owner == navigation._owner { return !navigation.shows(route) }
      return route.owner == owner
    }
  }

  /// Cancels the route scopes `isOrphan` accepts, whichever navigation state they belonged to:
  /// for the effects that sent an action to a route that is gone.
  @inlinable
  static func cancellingOrphans(
    _ isOrphan: @escaping (RouteScopeID<Route.ID>) -> Bool
  ) -> Effect<Action> {
    .cancelScopes { scope in (scope.base as? RouteScopeID<Route.ID>).map(isOrphan) ?? false }
  }

  // MARK: Screens

  /// Runs a stack route; returns its effect, whether to ask `navigation(for:)`, and the
  /// route's scope with the number of actions its effect sends at once.
  @inlinable
  func runStackRoute(
    id: Route.ID,
    action: Route.Action,
    state: inout State
  ) -> (Effect<Action>, Bool, (RouteScopeID<Route.ID>, Int)?) {
    let routeEffect = FlowNesting.inRoute(of: Route.self) {
      state.navigation.updateRoute(id: id) { routeReducer.reduce(into: &$0, action: action) }
    }
    guard let routeEffect else {
      if FlowNesting.takeFarewell(of: Flow.self, isModal: false, id: id) {
        return (.none, true, nil)
      }
      Self.reportMissingRoute(id: id, action: action, stack: state.navigation.stack)
      // Whatever sent it is left of a route that is gone: stop it.
      return (Self.cancellingOrphans { !$0.isModal && $0.id == id }, false, nil)
    }
    if routeEffect.isNone { return (.none, true, nil) }
    let scope = RouteScopeID(isModal: false, id: id, owner: state.navigation._owner)
    // Scope the route's effect before handling its signals: the navigation a signal causes
    // (the cancellation of the routes it removes) runs in the flow's namespace, not the route's.
    let mapped = routeEffect.map { Action.route(id, $0) }.scoped(scope)
    let effect = handleSignals(in: mapped, from: scope, state: &state)
    return (effect, true, (scope, mapped.immediateSendCount))
  }

  /// Runs the modal; returns what ``runStackRoute(id:action:state:)`` returns.
  @inlinable
  func runModal(
    action: Route.Action,
    state: inout State
  ) -> (Effect<Action>, Bool, (RouteScopeID<Route.ID>, Int)?) {
    // An action the last modal sent as it closed is for `navigation(for:)`, not for a modal
    // presented since.
    if FlowNesting.takeFarewell(of: Flow.self, isModal: true, id: nil as Route.ID?) {
      return (.none, true, nil)
    }
    guard let id = state.navigation.modal?.id else {
      Self.reportMissingModal(action: action)
      return (Self.cancellingOrphans { $0.isModal }, false, nil)
    }
    let routeEffect = FlowNesting.inRoute(of: Route.self) {
      state.navigation.updateModal { routeReducer.reduce(into: &$0, action: action) }
    }
    guard let routeEffect, !routeEffect.isNone else { return (.none, true, nil) }
    let scope = RouteScopeID(isModal: true, id: id, owner: state.navigation._owner)
    let mapped = routeEffect.map { Action.modalRoute($0) }.scoped(scope)
    let effect = handleSignals(in: mapped, from: scope, state: &state)
    return (effect, true, (scope, mapped.immediateSendCount))
  }

  // MARK: Navigation

  /// Applies a step and returns the effect that cancels what it removed, deepest first.
  ///
  /// - Parameter origin: Where the step came from, for the report of a step that fails; only
  ///   called then.
  @inlinable
  func apply(
    _ step: NavigationAction<Route>,
    to state: inout State,
    origin: () -> FlowStepReporter<Flow>.Origin
  ) -> Effect<Action> {
    let applied = state.navigation.apply(step) { kind, message in
      FlowStepReporter<Flow>(step: step, origin: origin()).report(kind: kind, message)
    }
    guard let removals = applied, !removals.isEmpty else { return .none }
    let owner = state.navigation._owner
    if !routesMayHoldFlows {
      // No route holds a flow: each removed route is one scope to cancel.
      if removals.count == 1 {
        return .cancelScope(RouteScopeID(removals[0], owner: owner))
      }
      return .merge(removals.map { .cancelScope(RouteScopeID($0, owner: owner)) })
    }
    let entries = NavigationState<Route>.teardown(of: removals, owner: owner)
    return .merge(entries.map(cancellation(of:)))
  }

  @inlinable
  func cancellation(of entry: TeardownEntry) -> Effect<Action> {
    guard let last = entry.path.last else { return .none }
    var effect = Effect<Action>.cancelScope(last)
    for scope in entry.path.dropLast().reversed() { effect = effect.scoped(scope) }
    return effect
  }

  // MARK: Signals

  /// Handles the signals of a screen's effect: a route closing itself, and steps forwarded to
  /// this flow. The others go on up.
  ///
  /// Signals returned directly take effect in this action. Signals reached later (inside a
  /// `concatenate`, or sent from a `run` with `send.dismissSelf()`) take effect when reached,
  /// as a `.navigation(step)` action sent to the flow.
  @inlinable
  func handleSignals(
    in effect: Effect<Action>,
    from source: RouteScopeID<Route.ID>?,
    state: inout State
  ) -> Effect<Action> {
    let isOutermost = !FlowNesting.isInRoute(of: Route.self)
    let closing = source.map { Self.closeStep(for: $0, in: state.navigation) }
    let deferred = effect.deferringSignals { signal in
      if signal is DismissSelfSignal, let closing { return Action.closing(closing) }
      if isOutermost, let forwarded = signal as? any ForwardedToFlow {
        return Action.forwardedNavigation(forwarded)
      }
      return nil
    }
    guard effect.containsSignal else { return deferred }
    var steps: [(NavigationAction<Route>, FlowStepReporter<Flow>.Origin)] = []
    let remaining = deferred.extractingSignals { signal in
      if signal is DismissSelfSignal, let closing {
        steps.append(
          (
            closing.step(),
            .signal(fileID: signal.fileID, line: signal.line, name: ".dismissSelf()")
          ))
        return true
      }
      if isOutermost, let forwarded = signal as? any ForwardedToFlow,
        let step = forwarded.step(for: Route.self)
      {
        steps.append(
          (step, .signal(fileID: signal.fileID, line: signal.line, name: ".forward(_:)")))
        return true
      }
      return false
    }
    return steps.reduce(remaining) {
      $0.merge(with: apply($1.0, to: &state) { [origin = $1.1] in origin })
    }
  }

  /// The step that closes the route of `scope`: `.dismiss` for the modal; for a stack route,
  /// `.drop(id)` (the route with the routes above it), unless the modal has the same id, which
  /// `.drop` would close instead.
  @inlinable
  static func closeStep(
    for scope: RouteScopeID<Route.ID>,
    in navigation: NavigationState<Route>
  ) -> CloseStep<Route.ID> {
    if scope.isModal { return .dismiss }
    let id = scope.id
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
    stack: IdentifiedArray<Route.ID, Route>
  ) {
    report(
      "flow.missingRoute",
      """
      '\(Dump.typeName(of: Flow.self))' received an action for the route with the id \(describe(id)), but no \
      route on its stack has that id (the stack holds \(describe(stack.ids))). \
      The action \(describe(action)) was ignored. This usually means a late effect of a \
      screen that was popped, or an id that was never pushed: effects of a route are \
      cancelled when it leaves, so send route actions only for routes on the stack.
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

  private static func report(_ kind: String, _ message: String) {
    Diagnostics.report(kind: kind, message, site: "\(Dump.typeName(of: Flow.self))", line: 0)
  }
}

/// The flows whose routes the current reduce runs in, so that a forwarded step goes to the
/// outermost flow of its route type, even below a flow of another type.
///
/// Reducers run synchronously, so the nesting is kept per thread: a list pushed on the way
/// into a route and popped on the way out, reused from action to action. (A task-local value
/// would cost an allocation and a copy of the list for every route action.)
@usableFromInline
enum FlowNesting {
  /// The route types of the flows running a route on one thread, outermost first.
  @usableFromInline
  final class RouteTypes {
    // One thread only ever touches its own list, and never re-entrantly while changing it.
    @exclusivity(unchecked) @usableFromInline var list: [ObjectIdentifier] = []
    /// The actions routes sent as they closed, not yet received, by flow and route.
    @exclusivity(unchecked) @usableFromInline var farewells: [FarewellKey: Int] = [:]
    init() {}
  }

  /// A route that sent actions as it closed: the flow's type, and the route's id (`nil` for
  /// the modal, whose actions carry no id).
  @usableFromInline
  struct FarewellKey: Hashable {
    @usableFromInline let flow: ObjectIdentifier
    @usableFromInline let id: AnyHashable?

    @usableFromInline
    init(flow: ObjectIdentifier, id: AnyHashable?) {
      self.flow = flow
      self.id = id
    }
  }

  /// Notes that the route of `scope`, which closed, sent `count` actions as it closed.
  @usableFromInline
  static func pendingFarewells<Flow: RoutingReducer>(
    of flow: Flow.Type,
    scope: RouteScopeID<Flow.Route.ID>,
    count: Int
  ) {
    let key = FarewellKey(
      flow: ObjectIdentifier(flow), id: scope.isModal ? nil : AnyHashable(scope.id))
    current.farewells[key, default: 0] += count
  }

  /// Whether an action for the route `id` (or the modal) that arrives now is one the route
  /// sent as it closed; takes it from the count.
  @usableFromInline
  static func takeFarewell<Flow: RoutingReducer, ID: Hashable>(
    of flow: Flow.Type,
    isModal: Bool,
    id: ID?
  ) -> Bool {
    let routeTypes = current
    guard !routeTypes.farewells.isEmpty else { return false }
    let key = FarewellKey(
      flow: ObjectIdentifier(flow), id: isModal ? nil : id.map { AnyHashable($0) })
    guard let count = routeTypes.farewells[key] else { return false }
    routeTypes.farewells[key] = count > 1 ? count - 1 : nil
    return true
  }

  /// The thread's list, made on first use and released with the thread.
  @usableFromInline
  static var current: RouteTypes {
    // Without a thread key (the process ran out of them, which takes over a thousand), each
    // call gets a list of its own: forwarded steps then go to the innermost flow of their
    // route type instead of the outermost.
    guard let key else { return RouteTypes() }
    if let stored = pthread_getspecific(key) {
      return Unmanaged<RouteTypes>.fromOpaque(stored).takeUnretainedValue()
    }
    let made = RouteTypes()
    pthread_setspecific(key, Unmanaged.passRetained(made).toOpaque())
    return made
  }

  private static let key: pthread_key_t? = {
    var key = pthread_key_t()
    let status = pthread_key_create(&key) { stored in
      #if canImport(Darwin)
        Unmanaged<RouteTypes>.fromOpaque(stored).release()
      #else
        if let stored { Unmanaged<RouteTypes>.fromOpaque(stored).release() }
      #endif
    }
    return status == 0 ? key : nil
  }()

  /// Runs `body` inside a route of a flow whose routes are `route`.
  @inlinable
  static func inRoute<R: Routing, Result>(of route: R.Type, _ body: () -> Result) -> Result {
    let routeTypes = current
    routeTypes.list.append(ObjectIdentifier(route))
    defer { routeTypes.list.removeLast() }
    return body()
  }

  /// Whether the current reduce runs inside a route of a flow whose routes are `route`.
  @usableFromInline
  static func isInRoute<R: Routing>(of route: R.Type) -> Bool {
    current.list.contains(ObjectIdentifier(route))
  }
}

/// A forwarded navigation step, seen without its route type.
@usableFromInline
protocol ForwardedToFlow {
  func step<R: Routing>(for routeType: R.Type) -> NavigationAction<R>?
}

extension ForwardedNavigation: ForwardedToFlow {
  func step<R: Routing>(for routeType: R.Type) -> NavigationAction<R>? {
    action as? NavigationAction<R>
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
  /// Whether the route of `scope` is shown: on the stack, or the modal.
  @inlinable
  func shows(_ scope: RouteScopeID<Route.ID>) -> Bool {
    scope.isModal ? _modal?.id == scope.id : _stack.contains(id: scope.id)
  }
}

extension RoutingAction {
  /// The navigation action of the step a forwarded signal carries for this flow's routes, if
  /// it is for them.
  @usableFromInline
  static func forwardedNavigation(_ forwarded: any ForwardedToFlow) -> Self? {
    forwarded.step(for: Route.self).map { .navigation($0) }
  }

  /// The navigation action that closes a route the way `step` says.
  @usableFromInline
  static func closing(_ step: CloseStep<Route.ID>) -> Self { .navigation(step.step()) }
}
