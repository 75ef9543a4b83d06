/// A flow: a root screen, routes pushed on a stack or presented as a modal, and the rules that
/// turn the flow's actions into navigation.
///
/// ```swift
/// struct ColorFlow: RoutingReducer {
///   enum Route: Routing, Equatable { ... }
///   struct State: RoutingState, Equatable {
///     var navigation: Route.NavigationState = .init()
///     var root: ColorList.State
///   }
///   enum Action: RoutingAction {
///     case navigation(Route.NavigationAction)
///     case route(Route.ID, Route.Action)
///     case modalRoute(Route.Action)
///     case root(ColorList.Action)
///   }
///   var rootBody: some RootReducer<Self> { ColorList() }
///   var routeBody: some RouteReducer<Self> {
///     Scope(state: /Route.color, action: /Route.Action.color) { ColorDetail() }
///   }
///   func navigation(for action: Action) -> Route.NavigationAction? {
///     switch action {
///     case let .root(.colorTapped(name)): .push(.color(.init(name: name)))
///     case .route(_, .color(.closeTapped)): .pop
///     default: nil
///     }
///   }
/// }
/// ```
///
/// The flow's reducer is provided. For each action it runs, in this order:
/// 1. `.root(a)`: ``rootBody`` on the root state; `.route(id, a)`: ``routeBody`` on the stack
///    route with that id; `.modalRoute(a)`: ``routeBody`` on the modal; `.navigation(step)`:
///    the step.
/// 2. ``navigation(for:)``, asked about every action; its step is applied in the same send,
///    so a `TestStore` sees one action, not two.
///
/// Route effects are mapped back to `.route(id, …)` / `.modalRoute(…)`, and every effect a
/// route started is cancelled when the route leaves, with the routes of the flows nested in it.
///
/// To add your own logic around the flow, implement `body` and put ``routing`` in it:
///
/// ```swift
/// var body: some ReducerOf<Self> {
///   Reduce { state, action in
///     if case .root(.logoutTapped) = action { state.root.isLoggedIn = false }
///     return .none
///   }
///   routing
/// }
/// ```
public protocol RoutingReducer: Reducer
where
  State: RoutingState, Action: RoutingAction, State.Route == Route, Action.Route == Route,
  RootBody.State == State.Root, RootBody.Action == Action.RootAction,
  RouteBody.State == Route, RouteBody.Action == Route.Action
{
  /// The flow's route enum.
  associatedtype Route: Routing
  /// The type of ``rootBody``.
  associatedtype RootBody: Reducer
  /// The type of ``routeBody``.
  associatedtype RouteBody: Reducer

  /// The reducer of the root screen, run on `.root` actions.
  ///
  /// Built when a `.root` action first needs it, then kept for the life of the flow's reducer:
  /// keep it free of side effects and derive it from the flow's own properties only.
  @ReducerBuilder<State.Root, Action.RootAction>
  var rootBody: RootBody { get }

  /// The reducer of the routed screens, run on the route an action names; usually one
  /// `Scope(state: /Route.someCase, action: /Route.Action.someCase)` per route.
  ///
  /// Built when a route action first needs it, then kept and shared by every route of the
  /// flow, stack and modal alike; a flow that shows itself still builds, one level at a time.
  @ReducerBuilder<Route, Route.Action>
  var routeBody: RouteBody { get }

  /// The navigation step an action causes, if any.
  ///
  /// Asked about every action after the screens have handled it, including actions of nested
  /// flows, so a flow can handle what a nested flow cannot (see ``RoutingAction/pullback(_:)``).
  ///
  /// A route action whose route is gone is not asked about (it is reported as
  /// `flow.missingRoute` instead). The actions a route sends in the action that closes it are
  /// handled while it is still shown, and the route closes right after them: a step returned
  /// here that would close a route whose effect sent actions in this action is sent as
  /// `.navigation(step)` after those actions, in the same `send`.
  ///
  /// - Parameter action: An action the flow received.
  /// - Returns: The step to apply in the same send, or `nil`.
  func navigation(for action: Action) -> NavigationAction<Route>?

  /// The navigation step an action causes in this state, if any: for decisions that depend on
  /// the state, such as popping only when a form is saved.
  ///
  /// ```swift
  /// func navigation(for action: Action, in state: State) -> Route.NavigationAction? {
  ///   if case .route(_, .editor(.saveTapped)) = action, state.navigation.stack.count > 1 {
  ///     return .popToRoot
  ///   }
  ///   return navigation(for: action)
  /// }
  /// ```
  ///
  /// The flow asks this one; by default it asks ``navigation(for:)``. It sees the state after
  /// the screens handled the action.
  ///
  /// - Parameters:
  ///   - action: An action the flow received.
  ///   - state: The flow's state once the screens handled the action.
  /// - Returns: The step to apply in the same send, or `nil`.
  func navigation(for action: Action, in state: State) -> NavigationAction<Route>?
}

/// The seed library's name for ``RoutingReducer``.
public typealias RoutingReducerProtocol = RoutingReducer

/// The type of a flow's ``RoutingReducer/rootBody``: `some RootReducer<Self>`.
public typealias RootReducer<Flow: RoutingReducer> = Reducer<
  Flow.State.Root, Flow.Action.RootAction
>

/// The type of a flow's ``RoutingReducer/routeBody``: `some RouteReducer<Self>`.
public typealias RouteReducer<Flow: RoutingReducer> = Reducer<Flow.Route, Flow.Route.Action>

extension RoutingReducer {
  /// No navigation: a flow that only navigates through `.navigation` actions.
  public func navigation(for action: Action) -> NavigationAction<Route>? { nil }

  /// Asks ``navigation(for:)``, without the state.
  @inlinable
  public func navigation(for action: Action, in state: State) -> NavigationAction<Route>? {
    navigation(for: action)
  }

  /// The flow's own reducer: screens, navigation and cleanup. Put it in your `body` to add
  /// logic around the flow.
  @inlinable
  public var routing: some Reducer<State, Action> { FlowReducer(flow: self) }
}

extension RoutingReducer {
  /// The flow's reducer, ``routing``, for a flow that does not implement `body` itself.
  @inlinable
  public var body: some Reducer<State, Action> { FlowReducer(flow: self) }
}

extension RoutingAction {
  /// The action of a routed screen carried by this action, whichever route shows it (stack or
  /// modal), read through a case path of the route actions.
  ///
  /// A parent flow uses it to pull back the actions of a nested flow and handle what the
  /// nested flow cannot:
  ///
  /// ```swift
  /// func navigation(for action: Action) -> Route.NavigationAction? {
  ///   if case let .root(.rowTapped(id))? = action.pullback(/Route.Action.list) {
  ///     return .present(.detail(.init(id: id)))   // the list flow has no detail screen
  ///   }
  ///   return nil
  /// }
  /// ```
  ///
  /// - Parameter toChild: The case path from the route actions to the screen's actions.
  /// - Returns: The screen's action, or `nil` when this action is for another screen.
  public func pullback<Child>(_ toChild: CasePath<Route.Action, Child>) -> Child? {
    let paths = ActionPaths<Self>.shared
    if let (_, action) = paths.route.extract(from: self) { return toChild.extract(from: action) }
    if let action = paths.modalRoute.extract(from: self) { return toChild.extract(from: action) }
    return nil
  }
}
