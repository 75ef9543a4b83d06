#if canImport(SwiftUI) || REDUCER_ADAPTER_CHECK
  #if canImport(SwiftUI)
    import SwiftUI
  #endif

  /// A flow on screen: a `NavigationStack` over its stack, and its modal presented in the style
  /// the flow chose (a sheet, a full-screen cover, a popover).
  ///
  /// ```swift
  /// struct ColorFlowView: View {
  ///   let store: StoreOf<ColorFlow>
  ///
  ///   var body: some View {
  ///     FlowStack(store) { rootStore in
  ///       ColorListView(store: rootStore)
  ///     } destination: { routeStore in
  ///       if let color = routeStore.scope(
  ///         state: /ColorFlow.Route.color, action: /ColorFlow.Route.Action.color)
  ///       {
  ///         ColorDetailView(store: color)
  ///       } else if let info = routeStore.scope(
  ///         state: /ColorFlow.Route.info, action: /ColorFlow.Route.Action.info)
  ///       {
  ///         InfoView(store: info)
  ///       }
  ///     }
  ///     .alert(
  ///       store, state: /ColorFlow.Route.deleteAlert,
  ///       action: /ColorFlow.Route.Action.deleteAlert)
  ///   }
  /// }
  /// ```
  ///
  /// `destination` builds the screen of a route, pushed or presented, from the route's store:
  /// scope it to each route case, as above. Routes the flow presents in the `alert` or
  /// `confirmationDialog` style are not screens: show them with `alert(_:state:action:)` and
  /// `confirmationDialog(_:state:action:)` over the route's case, as above.
  ///
  /// It is a ``RoutedNavigationStack`` presenting the modal with `flowModal(_:)`, as with
  /// ``WithRoutingStore``, keeping the route views' own types.
  public struct FlowStack<
    State: RoutingState,
    Action: RoutingAction,
    Root: View,
    Destination: View
  >: View where State.Route == Action.Route {
    let store: Store<State, Action>
    let root: @MainActor (Store<State.Root, Action.RootAction>) -> Root
    let destination: @MainActor (Store<State.Route, State.Route.Action>) -> Destination

    /// Shows a flow: its root screen, its stack and its modal.
    ///
    /// - Parameters:
    ///   - store: The store of the flow.
    ///   - root: Builds the root screen from its store.
    ///   - destination: Builds the screen of a route, pushed or presented, from its store.
    public init(
      _ store: Store<State, Action>,
      @ViewBuilder root: @escaping @MainActor (Store<State.Root, Action.RootAction>) -> Root,
      @ViewBuilder destination:
        @escaping @MainActor (Store<State.Route, State.Route.Action>) ->
        Destination
    ) {
      self.store = store
      self.root = root
      self.destination = destination
    }

    /// Set when this flow is a route of an outer flow's stack: the screen of it to show.
    @Environment(\.nestedFlow) private var nestedFlow

    /// The navigation stack, with the modal presented over it.
    public var body: some View {
      RoutedNavigationStack(navigation: FlowNavigation(store, routes: destination)) {
        root(store.rootStore())
      }
      .flowModal(FlowModal(store, routes: destination, presents: store.presentsModal(nestedFlow)))
    }
  }
#endif
