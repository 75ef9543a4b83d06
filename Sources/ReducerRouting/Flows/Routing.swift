@_exported import ReducerCore

/// The routes a flow can show: an identified enum with one case per screen, and a nested
/// `Action` enum with one case per screen's actions.
///
/// ```swift
/// enum Route: Routing, Equatable {
///   case color(ColorDetail.State)
///   case info(Info.State)
///   enum Action: Equatable { case color(ColorDetail.Action), info(Info.Action) }
///   var id: String {
///     switch self { case let .color(s): "color-\(s.name)"; case .info: "info" }
///   }
/// }
/// ```
///
/// The `id` decides whether a screen can be pushed twice: two routes with the same id cannot be
/// on a stack together.
public protocol Routing: Identifiable where ID: Sendable {
  /// The actions of the screens, one case per route.
  associatedtype Action
}

extension Routing {
  /// The navigation state of a flow over these routes: a stack and an optional modal.
  public typealias NavigationState = ReducerRouting.NavigationState<Self>
  /// A navigation step over these routes: push, pop, present, dismiss and the rest.
  public typealias NavigationAction = ReducerRouting.NavigationAction<Self>
}

/// The state of a flow: its navigation (stack and modal) and the state of its root screen.
///
/// ```swift
/// struct State: RoutingState, Equatable {
///   var navigation: Route.NavigationState = .init()
///   var root: ColorList.State
/// }
/// ```
public protocol RoutingState {
  /// The flow's route enum.
  associatedtype Route: Routing
  /// The state of the flow's root screen.
  associatedtype Root

  /// The stack and the modal.
  var navigation: NavigationState<Route> { get set }
  /// The state of the root screen, which is always shown under the stack.
  var root: Root { get set }
}

extension RoutingState {
  /// The seed library's name for ``Root``, the state of the flow's root screen.
  public typealias RootState = Root
}

/// The seed library's conformance for the state of a routed screen: `Hashable` and
/// `Identifiable`, so that a route's id can be the screen's own id.
///
/// ```swift
/// struct State: RoutedState {
///   let id = UUID()
///   @BindingState var text = ""
/// }
/// ```
///
/// Nothing in this library requires it: a route's state may be any type, and a ``Routing``
/// enum computes its own `id`. It is kept so that seed code compiles unchanged.
public protocol RoutedState: Hashable, Identifiable {}

/// The actions of a flow: navigation, actions of routed screens and of the root screen.
///
/// Declare it as an enum with exactly these cases (other cases may follow):
///
/// ```swift
/// enum Action: RoutingAction {
///   case navigation(Route.NavigationAction)
///   case route(Route.ID, Route.Action)
///   case modalRoute(Route.Action)
///   case root(ColorList.Action)
/// }
/// ```
public protocol RoutingAction: SendableMetatype {
  /// The flow's route enum.
  associatedtype Route: Routing
  /// The actions of the root screen.
  associatedtype RootAction

  /// A navigation step to apply to the flow.
  static func navigation(_ action: NavigationAction<Route>) -> Self
  /// An action for the screen with this id on the stack.
  static func route(_ id: Route.ID, _ action: Route.Action) -> Self
  /// An action for the screen presented as the modal.
  static func modalRoute(_ action: Route.Action) -> Self
  /// An action for the root screen.
  static func root(_ action: RootAction) -> Self
}
