#if canImport(SwiftUI) || REDUCER_ADAPTER_CHECK
  #if canImport(SwiftUI)
    import SwiftUI
  #endif

  /// A `NavigationStack` over a flow's stack: the root view at the bottom, a screen per route
  /// above it.
  ///
  /// The seed library's view, with its spelling, fed by ``WithRoutingStore``:
  ///
  /// ```swift
  /// WithRoutingStore(store) { rootStore, navigation, _ in
  ///   RoutedNavigationStack(navigation: navigation) {
  ///     RootView(store: rootStore)
  ///   }
  /// } routes: { routeStore in
  ///   RouteView(store: routeStore)
  /// }
  /// ```
  ///
  /// The stack's path is the flow's `pathBinding()`: a swipe back sends the pop, a
  /// `NavigationLink(value: Route.PathElement(route))` sends the push, and pushes and pops made by
  /// the flow's reducers show on screen. A write the flow refuses (a link tapped twice, a swipe
  /// back the state has already moved past) is reported as a diagnostic, and the stack shows the
  /// state again.
  public struct RoutedNavigationStack<Route: Routing, RouteView: View, Root: View>: View {
    let navigation: FlowNavigation<Route, RouteView>
    let root: Root

    /// A navigation stack over the stack ``WithRoutingStore`` handed to its content.
    ///
    /// - Parameters:
    ///   - navigation: The flow's stack, from ``WithRoutingStore``.
    ///   - rootView: The view under the stack: the flow's root screen.
    public init(
      navigation: FlowNavigation<Route, RouteView>,
      @ViewBuilder rootView: () -> Root
    ) {
      self.navigation = navigation
      self.root = rootView()
    }

    /// The navigation stack.
    public var body: some View {
      NavigationStack(path: navigation.path) {
        root.navigationDestination(
          for: NavigationPathElement<Route>.self, destination: navigation.destination)
      }
    }
  }
#endif
