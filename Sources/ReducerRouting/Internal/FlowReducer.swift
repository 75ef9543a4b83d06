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
    var effect = Effect<Action>.none
    if let step = paths.navigation.extract(from: action) {
      effect = apply(step, to: &state)
    } else if let (id, routeAction) = paths.route.extract(from: action) {
      effect = runStackRoute(id: id, action: routeAction, state: &state)
    } else if let rootAction = paths.root.extract(from: action) {
      let rootEffect = rootReducer.reduce(into: &state.root, action: rootAction)
      if !rootEffect.isNone {
        effect = handleSignals(in: rootEffect.map { Action.root($0) }, from: nil, state: &state)
      }
    } else if let routeAction = paths.modalRoute.extract(from: action) {
      effect = runModal(action: routeAction, state: &state)
    }
    if let step = flow.navigation(for: action) {
      effect = effect.merge(with: apply(step, to: &state))
    }
    return effect
  }

  // MARK: Screens

  @inlinable
  func runStackRoute(
    id: Route.ID,
    action: Route.Action,
    state: inout State
  ) -> Effect<Action> {
    let routeEffect = FlowNesting.inRoute(of: Route.self) {
      state.navigation.updateRoute(id: id) { routeReducer.reduce(into: &$0, action: action) }
    }
    guard let routeEffect else {
      Self.reportMissingRoute(id: id, action: action, stack: state.navigation.stack)
      return .none
    }
    if routeEffect.isNone { return .none }
    let scope = RouteScopeID(isModal: false, id: id)
    // Scope the route's effect before handling its signals: the navigation a signal causes
    // (the cancellation of the routes it removes) runs in the flow's namespace, not the route's.
    let mapped = routeEffect.map { Action.route(id, $0) }.scoped(scope)
    return handleSignals(in: mapped, from: scope, state: &state)
  }

  @inlinable
  func runModal(action: Route.Action, state: inout State) -> Effect<Action> {
    guard let id = state.navigation.modal?.id else {
      Self.reportMissingModal(action: action)
      return .none
    }
    let routeEffect = FlowNesting.inRoute(of: Route.self) {
      state.navigation.updateModal { routeReducer.reduce(into: &$0, action: action) }
    }
    guard let routeEffect, !routeEffect.isNone else { return .none }
    let scope = RouteScopeID(isModal: true, id: id)
    let mapped = routeEffect.map { Action.modalRoute($0) }.scoped(scope)
    return handleSignals(in: mapped, from: scope, state: &state)
  }

  // MARK: Navigation

  /// Applies a step and returns the effect that cancels what it removed, deepest first.
  @inlinable
  func apply(_ step: NavigationAction<Route>, to state: inout State) -> Effect<Action> {
    guard
      let removals = state.navigation.apply(step, fileID: #fileID, line: #line),
      !removals.isEmpty
    else { return .none }
    if !routesMayHoldFlows {
      // No route holds a flow: each removed route is one scope to cancel.
      if removals.count == 1 {
        return .cancelScope(RouteScopeID(removals[0]))
      }
      return .merge(removals.map { .cancelScope(RouteScopeID($0)) })
    }
    let entries = NavigationState<Route>.teardown(of: removals)
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
  @inlinable
  func handleSignals(
    in effect: Effect<Action>,
    from source: RouteScopeID<Route.ID>?,
    state: inout State
  ) -> Effect<Action> {
    guard effect.containsSignal else { return effect }
    var steps: [NavigationAction<Route>] = []
    let isOutermost = !FlowNesting.isInRoute(of: Route.self)
    let navigation = state.navigation
    let remaining = effect.extractingSignals { signal in
      if signal is DismissSelfSignal, let source {
        steps.append(
          source.isModal ? .dismiss : Self.closeStackRoute(source.id, in: navigation))
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
  @inlinable
  static func closeStackRoute(
    _ id: Route.ID,
    in navigation: NavigationState<Route>
  ) -> NavigationAction<Route> {
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
    init() {}
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
