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
  /// The stack's path is the flow's routes, each route whose state is a flow followed by that
  /// flow's routes: a swipe back sends the pop to the flow that holds the screen, a
  /// `NavigationLink(value: Route.PathElement(route))` sends the push, and pushes and pops made by
  /// the flows' reducers show on screen. A write the state refuses (a link tapped twice, a swipe
  /// back the state has already moved past) is reported as a diagnostic, and the stack shows the
  /// state again.
  ///
  /// Inside a route of an outer flow's stack, it makes no `NavigationStack`: the outer stack shows
  /// this flow's screens, and this view shows the one the outer stack asks for (see "Nested flows
  /// on one stack" in the module's article).
  public struct RoutedNavigationStack<Route: Routing, RouteView: View, Root: View>: View {
    let navigation: FlowNavigation<Route, RouteView>
    let root: Root
    /// Set when this flow is a route of an outer flow's stack: the screen of it to show.
    @Environment(\.nestedFlow) private var nestedFlow
    /// The flows nested in this stack's routes, as their views register them.
    @State private var links = NestedFlowLinks()

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

    /// The navigation stack; or, for a flow that is a route of an outer flow's stack, the screen
    /// of it that the outer stack shows here.
    public var body: some View {
      if let nestedFlow, nestedFlow.target.isEmpty {
        nestedScreen(nestedFlow)
          .navigationDestination(for: NavigationPathElement<Route>.self) { element in
            pushedScreen(element, in: nestedFlow)
          }
      } else if let nestedFlow {
        nestedScreen(nestedFlow)
      } else if navigation.holdsFlows {
        NavigationStack(path: navigation.navigationPath(links)) {
          root.navigationDestination(for: NavigationPathElement<Route>.self) { element in
            screen(for: element)
          }
        }
      } else {
        NavigationStack(path: navigation.screenPath(links)) {
          root.navigationDestination(for: NavigationPathElement<Route>.self) { element in
            screen(for: element)
          }
        }
      }
    }

    /// The view of an element of this nested flow's routes that a link on one of its screens
    /// appended to the outer stack's path, until the stack reads the path again: the outer
    /// stack's path then names the route pushed in this flow. The destination is declared once,
    /// on the nested flow's root screen (which stays on the stack under the flow's routes), so
    /// that SwiftUI finds one in the stack for the link's value
    /// ("SwiftUI looks for a nearby navigationDestination(for:destination:) view modifier with a
    /// data input parameter that matches the type of this initializer's value input").
    private func pushedScreen(
      _ element: NavigationPathElement<Route>, in context: NestedFlowContext
    ) -> some View {
      let inner = NestedFlowContext(
        links: context.links, flow: context.flow.appending(.route(NavigationTree.ID(element.id))),
        target: [], isSeen: context.isSeen)
      return navigation.routeView(element.id)
        .environment(\.nestedFlow, navigation.routeHoldsFlow(element.id) ? inner : nil)
    }

    /// The view of an element of the stack's path: the route's own, or for a screen of a flow
    /// nested in it, the route's view, which shows that screen (see `nestedScreen(_:)`).
    private func screen(for element: NavigationPathElement<Route>) -> some View {
      let steps = element.nested?.steps ?? [.route(NavigationTree.ID(element.id))]
      let isFlow = steps.count > 1 || navigation.routeHoldsFlow(element.id)
      let context = NestedFlowContext(
        links: links, flow: NavigationTree.Address(Array(steps.prefix(1))),
        target: Array(steps.dropFirst()), isSeen: navigation.isTopRoute(element.id))
      return navigation.routeView(element.id).environment(\.nestedFlow, isFlow ? context : nil)
    }

    /// One screen of this flow, nested in an outer flow's stack: its root screen, or one of its
    /// routes (itself showing a screen of a flow nested in it). Registers the flow so that the
    /// outer stack sends the user's pops of its routes to this flow's store.
    @ViewBuilder
    private func nestedScreen(_ context: NestedFlowContext) -> some View {
      let _ = navigation.register(context.links, context.flow)
      if case let .route(id, rest, _) = navigation.nestedScreen(context.target) {
        let inner = NestedFlowContext(
          links: context.links, flow: context.flow.appending(.route(NavigationTree.ID(id))),
          target: rest, isSeen: context.isSeen && navigation.isTopRoute(id))
        let isFlow = !rest.isEmpty || navigation.routeHoldsFlow(id)
        navigation.routeView(id).environment(\.nestedFlow, isFlow ? inner : nil)
      } else {
        root
      }
    }
  }
#endif
