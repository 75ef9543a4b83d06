#if (canImport(UIKit) && !os(watchOS) && !os(tvOS)) || REDUCER_ADAPTER_CHECK
  #if canImport(UIKit)
    import UIKit
  #endif

  extension RoutedScreen {
    /// The view controller of the screen, made with the stores of `store`, a flow the screen is
    /// in: `root` with the flow's root store for the flow's root screen, `route` with the
    /// route's store otherwise; what a `screen:` factory of ``UIKitNavigationRenderer`` returns.
    ///
    /// ```swift
    /// screen.viewController(store) { root in
    ///   ColorListViewController(store: root)
    /// } route: { route, screen in
    ///   if let info = route.scope(state: /AppFlow.Route.info, action: /AppFlow.Route.Action.info) {
    ///     return InfoViewController(store: info)
    ///   }
    ///   return nil
    /// }
    /// ```
    ///
    /// It is `show(_:root:route:)` for view controllers, so that each closure may return its own
    /// subclass. For a route that holds a flow, call it again in `route` with the `RoutedScreen`
    /// `route` receives and the flow's store (`route.scope(state: /Route.color, action: …)`).
    ///
    /// - Parameters:
    ///   - store: The store of the flow.
    ///   - root: Makes the flow's root screen from the flow's root store.
    ///   - route: Makes the screen of a route from the route's store and the rest of the screen;
    ///     `nil` for a route it does not show.
    /// - Returns: The view controller, or `nil` when the flow no longer holds the route or
    ///   `route` made none.
    public func viewController<State, Action>(
      _ store: Store<State, Action>,
      root: (Store<State.Root, Action.RootAction>) -> UIViewController?,
      route: (Store<State.Route, State.Route.Action>, RoutedScreen) -> UIViewController?
    ) -> UIViewController?
    where State: RoutingState, Action: RoutingAction, Action.Route == State.Route {
      show(store, root: root, route: route)
    }
  }
#endif
