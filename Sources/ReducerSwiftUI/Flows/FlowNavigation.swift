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

    /// The path of one navigation stack showing the flow and the flows nested in its routes
    /// (`Store.screenPath()`), with pops of a nested flow's screens sent to that flow's store
    /// as its view registered it in the links.
    let screenPath: @MainActor (NestedFlowLinks) -> Binding<[NavigationPathElement<Route>]>
    /// The view of a route of the flow, by id; `nil` once the flow no longer shows it.
    let routeView: @MainActor (Route.ID) -> RouteView?
    /// Whether a route is a flow, whose screens follow it on the stack.
    let routeHoldsFlow: @MainActor (Route.ID) -> Bool
    /// Whether a route is the top of the flow's stack.
    let isTopRoute: @MainActor (Route.ID) -> Bool
    /// What the flow's view shows when it is nested in an outer flow's stack.
    let nestedScreen: @MainActor ([NavigationTree.Step]) -> NestedFlowScreen<Route.ID>
    /// Registers the flow, nested at an address of an outer stack, for the pops the user makes
    /// and the routes its links push.
    let register: @MainActor (NestedFlowLinks, NavigationTree.Address) -> Void
    /// Whether the flow's stack may show screens of nested flows: its navigation stack then binds
    /// a `NavigationPath` (``navigationPath``), whose elements may be of any flow's route type.
    let holdsFlows: Bool
    /// The path of one navigation stack showing the flow and the flows nested in its routes, as
    /// a `NavigationPath`: a link on a nested flow's screen appends that flow's element, which
    /// a path of this flow's elements alone could not hold.
    let navigationPath: @MainActor (NestedFlowLinks) -> Binding<NavigationPath>

    /// Connects the stack of the flow that `store` runs.
    init<State, Action>(
      _ store: Store<State, Action>,
      routes: @escaping @MainActor (Store<Route, Route.Action>) -> RouteView
    )
    where State: RoutingState, Action: RoutingAction, State.Route == Route, Action.Route == Route {
      let routeView: @MainActor (Route.ID) -> RouteView? = { id in
        store.routeStore(id: id).map(routes)
      }
      path = Binding(store.pathBinding())
      destination = { element in routeView(element.id) }
      screenPath = { links in Binding(store.screenPathBinding(links: links)) }
      self.routeView = routeView
      routeHoldsFlow = { id in store.routeHoldsFlow(id: id) }
      isTopRoute = { id in store.isTopRoute(id: id) }
      nestedScreen = { target in store.nestedScreen(showing: target) }
      register = { links, address in
        links.register(
          at: address,
          keep: { count, fileID, line in store.keepRoutes(count, fileID: fileID, line: line) },
          recognize: { matches in store.recognizePush(matches) })
      }
      holdsFlows = store.stackMayHoldNestedFlows
      navigationPath = { links in
        Binding(
          reading: { NavigationPath(store.screenPath()) },
          writing: { written in
            store.writeScreenPath(
              count: written.count,
              equals: { known, appended in written.begins(with: known, then: appended) },
              links: links
            ).needsRefresh
          })
      }
    }
  }

  extension NavigationPath {
    /// Whether the first `known.count + appended.count` elements of this path are `known`, then
    /// `appended`: the only way to learn what a `NavigationPath` holds is to compare it.
    ///
    /// - Complexity: O(*n*) in the length of the path.
    func begins<Element: Hashable>(with known: [Element], then appended: [any Hashable]) -> Bool {
      let length = known.count + appended.count
      guard count >= length else { return false }
      var head = self
      head.removeLast(count - length)
      var expected = NavigationPath(known)
      for value in appended { expected.append(value) }
      return head == expected
    }
  }
#endif
