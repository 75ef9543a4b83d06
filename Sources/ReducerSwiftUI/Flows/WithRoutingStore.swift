#if canImport(SwiftUI) || REDUCER_ADAPTER_CHECK
  #if canImport(SwiftUI)
    import SwiftUI
  #endif

  /// Unwraps the store of a flow into what its screens need: the root screen's store, the stack
  /// and the modal, with one builder for the view of every route.
  ///
  /// The seed library's view, with its spelling: give the stack to a ``RoutedNavigationStack``
  /// and present the modal with `flowModal(_:)` (or your own presentation).
  ///
  /// ```swift
  /// struct LandingRouterView: View {
  ///   let store: StoreOf<LandingRouter>
  ///
  ///   var body: some View {
  ///     WithRoutingStore(store) { rootStore, navigation, modal in
  ///       RoutedNavigationStack(navigation: navigation) {
  ///         LandingView(store: rootStore)
  ///       }
  ///       .flowModal(modal)
  ///     } routes: { routeStore in
  ///       if let first = routeStore.scope(
  ///         state: /LandingRouter.Route.first, action: /LandingRouter.Route.Action.first)
  ///       {
  ///         FirstView(store: first)
  ///       }
  ///     }
  ///   }
  /// }
  /// ```
  ///
  /// `routes` receives the store of one route, pushed or presented: scope it to the route's case
  /// (`routeStore.scope(state: /Route.first, action: /Route.Action.first)`) to show that case's
  /// screen. The stores are the library's (`rootStore()`, `routeStore(id:)`, `modalStore()`):
  /// each is stable while its screen is shown, and a view that reads a store's field is rendered
  /// again only when that field changes.
  ///
  /// The stack and the modal hand out the routes' views as `AnyView`: the content closure comes
  /// first, so its parameters cannot depend on the type of the views that the `routes` closure
  /// after it builds, or Swift could not infer the two closures in this order. ``FlowStack``,
  /// whose first closure receives only the root screen's store, keeps the views' own types;
  /// prefer it in new code.
  public struct WithRoutingStore<
    State: RoutingState,
    Action: RoutingAction,
    Content: View
  >: View where State.Route == Action.Route {
    /// The stack and the view of each route on it, as ``WithRoutingStore`` hands them to its
    /// content.
    public typealias Navigation = FlowNavigation<State.Route, AnyView>
    /// The modal and its view, as ``WithRoutingStore`` hands them to its content.
    public typealias Modal = FlowModal<State.Route, AnyView>

    let store: Store<State, Action>
    let content: @MainActor (Store<State.Root, Action.RootAction>, Navigation, Modal) -> Content
    let routes: @MainActor (Store<State.Route, State.Route.Action>) -> AnyView

    /// Unwraps the store of a flow.
    ///
    /// - Parameters:
    ///   - store: The store of the flow.
    ///   - content: Builds the flow's view from the root screen's store, the stack (a
    ///     ``FlowNavigation``, for ``RoutedNavigationStack``) and the modal (a ``FlowModal``, for
    ///     `flowModal(_:)`).
    ///   - routes: Builds the view of a route, pushed or presented, from its store. A route it
    ///     shows nothing for is reported as `swiftui.emptyDestination`.
    ///   - fileID: The file to report a route `routes` shows nothing for at.
    ///   - line: The line to report a route `routes` shows nothing for at.
    public init<RouteView: View>(
      _ store: Store<State, Action>,
      @ViewBuilder content:
        @escaping @MainActor (
          Store<State.Root, Action.RootAction>, Navigation, Modal
        ) -> Content,
      @ViewBuilder routes:
        @escaping @MainActor (Store<State.Route, State.Route.Action>) ->
        RouteView,
      fileID: StaticString = #fileID,
      line: UInt = #line
    ) {
      self.store = store
      self.content = content
      let checked = EmptyDestinationCheck.checking(
        routes, in: "WithRoutingStore", fileID: fileID, line: line)
      self.routes = { AnyView(checked($0)) }
    }

    /// Set when this flow is a route of an outer flow's stack: the screen of it to show.
    @Environment(\.nestedFlow) private var nestedFlow

    /// The content, given the root screen's store, the stack and the modal.
    public var body: some View {
      content(
        store.rootStore(),
        FlowNavigation(store, routes: routes),
        FlowModal(store, routes: routes, presents: store.presentsModal(nestedFlow)))
    }
  }
#endif
