#if canImport(SwiftUI) || REDUCER_ADAPTER_CHECK
  #if canImport(SwiftUI)
    import SwiftUI
  #endif

  /// A flow's stack, as ``WithRoutingStore`` hands it to its content: the path a navigation stack
  /// binds to, and the view of each route on it.
  ///
  /// Give it to ``RoutedNavigationStack``, as the seed library did:
  ///
  /// ```swift
  /// WithRoutingStore(store) { rootStore, navigation, modal in
  ///   RoutedNavigationStack(navigation: navigation) {
  ///     LandingView(store: rootStore)
  ///   }
  /// } routes: { routeStore in
  ///   RouteView(store: routeStore)
  /// }
  /// ```
  ///
  /// or to a `NavigationStack` of your own:
  ///
  /// ```swift
  /// NavigationStack(path: navigation.path) {
  ///   LandingView(store: rootStore)
  ///     .navigationDestination(for: LandingRouter.Route.PathElement.self) { element in
  ///       navigation.destination(element)
  ///     }
  /// }
  /// ```
  @MainActor
  public struct FlowNavigation<Route: Routing, RouteView: View> {
    /// The flow's stack as the path of a navigation stack, one element per route, bottom first.
    ///
    /// A swipe back pops, a link that appends a `Route.PathElement(route)` pushes, and a write
    /// the state refuses renders the stack again (see `Binding.init(_:)`).
    public let path: Binding<[NavigationPathElement<Route>]>

    /// The view of the route an element of ``path`` names, made by the flow's `routes` builder
    /// with the route's store; `nil` when the stack no longer shows that route.
    public let destination: (NavigationPathElement<Route>) -> RouteView?

    /// Connects the stack of the flow that `store` runs.
    init<State, Action>(
      _ store: Store<State, Action>,
      routes: @escaping @MainActor (Store<Route, Route.Action>) -> RouteView
    )
    where State: RoutingState, Action: RoutingAction, State.Route == Route, Action.Route == Route {
      path = Binding(store.pathBinding())
      destination = { element in
        guard let routeStore = store.routeStore(id: element.id) else { return nil }
        return routes(routeStore)
      }
    }
  }
#endif
