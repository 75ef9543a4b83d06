import ReducerCore
import ReducerRouting

/// The check that no effect runs for a screen that is gone: an effect whose origin, the action
/// that started it, was sent to a route (`.route(id, …)`, `.modalRoute(…)`, at any depth of
/// nested flows) that the state no longer shows.
///
/// The library ends a route's own effects when the route leaves; what this finds are effects
/// started on a route's behalf elsewhere (in a reducer around `routing`, in a parent) that
/// outlive it.
enum GoneScreens {
  /// The gone screen that `origin` was sent to, such as `route "ticker"`, or `nil` when the
  /// screen is still shown or `origin` is not for a route of the flow whose state is `state`.
  static func goneScreen(of origin: Any, in state: Any) -> String? {
    guard let action = origin as? any RoutingAction, let state = state as? any RoutingState
    else { return nil }
    return goneScreen(of: action, in: state)
  }

  private static func goneScreen<Action: RoutingAction, State: RoutingState>(
    of action: Action, in state: State
  ) -> String? {
    let toRoute: CasePath<Action, (Action.Route.ID, Action.Route.Action)> = /{
      Action.route($0.0, $0.1)
    }
    let toModal: CasePath<Action, Action.Route.Action> = /{ Action.modalRoute($0) }
    if let (id, routeAction) = toRoute.extract(from: action) {
      let name = "route \(describe(id))"
      guard let id = id as? State.Route.ID, let route = state.navigation.stack[id: id] else {
        return name
      }
      return nested(routeAction, in: route).map { "\(name) › \($0)" }
    }
    if let routeAction = toModal.extract(from: action) {
      // The modal's action names its case, as the route's case (the convention `Routing`
      // documents): another case shown now is another screen.
      guard let modal = state.navigation.modal,
        enumCaseName(of: modal) == enumCaseName(of: routeAction)
      else { return "the modal \(describeCase(routeAction))" }
      return nested(routeAction, in: modal).map { "the modal › \($0)" }
    }
    return nil
  }

  /// The gone screen inside a route that is shown: its route action's payload, for the flow
  /// its state holds.
  private static func nested<Route>(_ routeAction: Any, in route: Route) -> String? {
    guard caseNameOfUnreflectablePayload(route) == nil,
      caseNameOfUnreflectablePayload(routeAction) == nil,
      let action = Mirror(reflecting: routeAction).children.first?.value,
      let state = Mirror(reflecting: route).children.first?.value
    else { return nil }
    return goneScreen(of: action, in: state)
  }
}
