/// A navigation step a flow applies to its ``NavigationState``.
///
/// A flow's ``RoutingReducer/navigation(for:)`` returns one for each action that navigates;
/// it can also be sent directly as `.navigation(.pop)`. A step that cannot apply (pushing an
/// id already on the stack, popping an empty stack, …) is reported as a diagnostic and leaves
/// the state exactly as it was.
public enum NavigationAction<Route: Routing> {
  /// Pushes a route on top of the stack. Its id must not be on the stack yet.
  case push(Route)
  /// Pops the top route of the stack.
  case pop
  /// Pops the routes above the route with this id, which stays on top.
  case popTo(Route.ID)
  /// Pops every route of the stack, back to the root screen.
  case popToRoot
  /// Replaces the whole stack in one step, with the routes as given; the effects of routes
  /// whose ids stay keep running, the others are cancelled.
  case setStack([Route])
  /// Presents a route as the modal, replacing (and cleaning up) any modal already presented.
  ///
  /// Presenting a route with the same id as the modal already presented does not restart it,
  /// like ``setStack(_:)`` for a route that stays: the modal takes the new state and style,
  /// and the effects it started keep running.
  case present(Route, style: ModalStyle = .sheet)
  /// Dismisses the modal.
  case dismiss
  /// Tears down a whole branch in one step: the route with this id (on the stack, with every
  /// route above it, or the modal) and every route of the flows nested in them, deepest first.
  case drop(Route.ID)
  /// Removes the stack route with this id, and the flows nested in it, from the middle of the
  /// stack: the routes above it stay.
  case remove(Route.ID)
  /// Shows exactly this navigation in one step: its stack and its modal (with its style). Like
  /// ``setStack(_:)``, the routes whose ids stay keep their effects, and the others (a modal
  /// included) are cancelled, deepest first.
  ///
  /// ```swift
  /// .navigation(.reset)                       // back to the root screen: no stack, no modal
  /// .navigation(.restore(snapshot: saved))    // a saved NavigationSnapshot
  /// ```
  indirect case restore(NavigationState<Route>)
}

extension NavigationAction: Equatable where Route: Equatable {}
extension NavigationAction: Hashable where Route: Hashable {}
extension NavigationAction: Sendable where Route: Sendable {}
/// A navigation action encodes where its routes and their ids do, so that a recorded session
/// (`recording(into:)`) can hold it.
extension NavigationAction: Codable where Route: Codable, Route.ID: Codable {}

extension NavigationAction {
  /// Resets the flow to its root screen in one step: the whole stack popped and the modal
  /// dismissed, their effects cancelled. What a tab re-selected usually does.
  ///
  /// ```swift
  /// case .tabReselected: return .navigation(.reset)
  /// ```
  ///
  /// Unlike ``popToRoot``, which keeps the modal, it leaves nothing over the root screen.
  @inlinable
  public static var reset: Self { .restore(NavigationState()) }
}

extension NavigationAction where Route: Codable {
  /// Restores a saved snapshot in one step: its stack and its modal, as
  /// ``restore(_:)`` does.
  ///
  /// ```swift
  /// let snapshot = try JSONDecoder().decode(NavigationSnapshot<Route>.self, from: data)
  /// store.send(.navigation(.restore(snapshot: snapshot)))
  /// ```
  ///
  /// - Parameter snapshot: The snapshot to show.
  /// - Returns: The step.
  @inlinable
  public static func restore(snapshot: NavigationSnapshot<Route>) -> Self {
    .restore(snapshot.navigation)
  }
}

extension NavigationAction {
  /// The seed library's spelling of ``pop`` and ``popToRoot``: `.pop()` pops the top route,
  /// `.pop(toRoot: true)` pops every route.
  ///
  /// - Parameter toRoot: Whether to pop back to the root screen rather than one route.
  /// - Returns: ``popToRoot`` when `toRoot` is `true`, ``pop`` otherwise.
  @inlinable
  public static func pop(toRoot: Bool = false) -> Self {
    toRoot ? .popToRoot : .pop
  }
}
