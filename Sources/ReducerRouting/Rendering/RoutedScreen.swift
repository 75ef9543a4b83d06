// A screen a renderer asks a factory for, with the way to the stores of the flows on its
// address: what a UIKit factory walks, as a SwiftUI `FlowStack`'s destination is handed the
// route's store. Platform-neutral: the walk, the stores and the removal actions are decided
// here; the UIKit renderer only passes the screen and reads the removals back.

/// A screen to make, with the stores that show it: its flow's root store, or the store of its
/// route, found from a flow's store by the screen's address (no string matching, no id casts).
///
/// A renderer's factory gets one per screen and hands it the store it connected to; `show`
/// calls `root` with the flow's root store for the flow's root screen, or `route` with the
/// route's store (a stack route or the modal), which scopes it to its case as a SwiftUI
/// destination does:
///
/// ```swift
/// screen.show(store) { root in
///   ListScreen(store: root)
/// } route: { route, screen in
///   if let info = route.scope(state: /AppFlow.Route.info, action: /AppFlow.Route.Action.info) {
///     return InfoScreen(store: info)
///   }
///   if let color = route.scope(state: /AppFlow.Route.color, action: /AppFlow.Route.Action.color) {
///     // A flow pushed on the same stack: its root screen, or one of its routes.
///     return screen.show(color) { DetailScreen(store: $0) } route: { _, _ in nil }
///   }
///   return nil
/// }
/// ```
///
/// A route that holds a flow (a flow pushed on the same stack, or presented) is shown by calling
/// `show` again, with the `RoutedScreen` the `route` closure receives and the flow's store: the
/// flow's root screen is the route's own, and the flow's routes follow it on the stack.
///
/// While `show` walks the address, it records for the screen's route the action that removes it
/// from its flow (`.navigation(.drop(id))`, sent through the stores it walked, so it reaches the
/// nested flow that holds the route): the renderer reports a swipe back or a sheet pulled down
/// with it.
@MainActor
public struct RoutedScreen {
  /// The screen: its address, its route's case name or its root screen's name, and how it is
  /// shown.
  ///
  /// ```swift
  /// if case .modal(.fullScreen) = screen.screen.kind { controller.modalPresentationStyle = .fullScreen }
  /// ```
  public let screen: NavigationScreen
  /// The steps of the address below the flow `show` is given next.
  let remaining: ArraySlice<NavigationTree.Step>
  /// Where `show` records the removal action of the screen's route.
  let removals: ScreenRemovals?

  /// A screen to make, with its whole address still to walk from the store the renderer shows.
  ///
  /// - Parameters:
  ///   - screen: The screen.
  ///   - removals: Where the walk records the screen's removal action, if anywhere.
  package init(_ screen: NavigationScreen, removals: ScreenRemovals?) {
    self.screen = screen
    remaining = screen.address.steps[...]
    self.removals = removals
  }

  private init(
    _ screen: NavigationScreen, remaining: ArraySlice<NavigationTree.Step>,
    removals: ScreenRemovals?
  ) {
    self.screen = screen
    self.remaining = remaining
    self.removals = removals
  }

  /// Shows the screen with the stores of `store`, a flow the screen is in: `root` with the
  /// flow's root store when the screen is the flow's root screen, `route` with the store of the
  /// flow's route on the screen's address (a stack route or the modal) otherwise.
  ///
  /// ```swift
  /// screen.show(store) { root in ListScreen(store: root) } route: { route, _ in nil }
  /// ```
  ///
  /// - Parameters:
  ///   - store: The store of the flow: the store the renderer shows, or, for a flow nested in a
  ///     route, the flow's store scoped from the route's store, with the screen `route` was
  ///     given.
  ///   - root: Makes the flow's root screen from the flow's root store.
  ///   - route: Makes the screen of a route from the route's store and the rest of the screen
  ///     (give it to `show` with the store of a flow the route holds); `nil` for a route the
  ///     factory does not show.
  /// - Returns: What `root` or `route` made, or `nil` when the flow no longer holds the route
  ///   (the state moved on while the screen was being made), when the screen is not in this
  ///   flow, or when `route` returned `nil`.
  public func show<State, Action, Content>(
    _ store: Store<State, Action>,
    root: (Store<State.Root, Action.RootAction>) -> Content?,
    route: (Store<State.Route, State.Route.Action>, RoutedScreen) -> Content?
  ) -> Content?
  where State: RoutingState, Action: RoutingAction, Action.Route == State.Route {
    guard let step = remaining.first else { return root(store.rootStore()) }
    let routeStore: Store<State.Route, State.Route.Action>?
    switch step {
    case let .route(id):
      routeStore = (id.base as? State.Route.ID).flatMap { store.routeStore(id: $0) }
    case let .modal(id):
      routeStore = store.modalStore().flatMap {
        NavigationTree.ID($0.currentState.id) == id ? $0 : nil
      }
    case .field, .child:
      routeStore = nil
    }
    guard let routeStore else { return nil }
    let rest = remaining.dropFirst()
    if rest.isEmpty, let removals,
      let removal = Action.removal(of: NavigationTree.Address([step])),
      let action = store.rootAction(of: removal)
    {
      removals.record(action, for: screen.address)
    }
    return route(routeStore, RoutedScreen(screen, remaining: rest, removals: removals))
  }

  /// The screen below a child of a container (a tab, a column): give it to `show` with the
  /// store of the flow the child holds.
  ///
  /// ```swift
  /// if let colors = screen.inChild("colors") {
  ///   return colors.show(store.scope(state: \.colors, action: /AppTabs.Action.colors)) { ... }
  /// }
  /// ```
  ///
  /// - Parameter name: The child's name in the container's `containedFlows`.
  /// - Returns: The rest of the screen, or `nil` when the screen is not in that child.
  public func inChild(_ name: String) -> RoutedScreen? {
    guard case .child(name)? = remaining.first else { return nil }
    return RoutedScreen(screen, remaining: remaining.dropFirst(), removals: removals)
  }
}

/// The removal actions `RoutedScreen.show(_:root:route:)` found for the screens it showed, by
/// address, as actions of the store the renderer shows (type-erased: the walk reaches them
/// through child stores).
@MainActor
package final class ScreenRemovals {
  private var actions: [NavigationTree.Address: Any] = [:]

  /// None recorded yet.
  package init() {}

  /// Records the action that removes the route at `address`.
  func record(_ action: Any, for address: NavigationTree.Address) {
    actions[address] = action
  }

  /// The action that removes the route at `address`, if a walk recorded one of this type.
  package func action<Action>(at address: NavigationTree.Address, as _: Action.Type) -> Action? {
    actions[address] as? Action
  }

  /// Forgets the actions of the routes that `isShown` says are gone.
  package func keep(where isShown: (NavigationTree.Address) -> Bool) {
    actions = actions.filter { isShown($0.key) }
  }
}
