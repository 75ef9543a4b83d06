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
  ///       switch routeStore.state {
  ///       case .color:
  ///         routeStore.scope(state: /ColorFlow.Route.color, action: /ColorFlow.Route.Action.color)
  ///           .map(ColorDetailView.init(store:))
  ///       case .info:
  ///         routeStore.scope(state: /ColorFlow.Route.info, action: /ColorFlow.Route.Action.info)
  ///           .map(InfoView.init(store:))
  ///       case .deleteAlert:
  ///         EmptyView()  // an alert, shown by `.alert` below: never asked for as a screen
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
  /// switch over the route's state and scope the store to each case, as above, so that the
  /// compiler names a case left out (a route it shows nothing for is reported as
  /// `swiftui.emptyDestination`). A `NavigationLink(value: Route.PathElement(route))` on any
  /// screen pushes, in a nested flow too. Routes the flow presents in the `alert` or
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
    /// A route `destination` shows nothing for (an `if let` chain without that case) is reported
    /// as `swiftui.emptyDestination`, naming the route; a `switch` over the route's state covers
    /// every case, and the compiler names a case it leaves out.
    ///
    /// - Parameters:
    ///   - store: The store of the flow.
    ///   - root: Builds the root screen from its store.
    ///   - destination: Builds the screen of a route, pushed or presented, from its store.
    ///   - fileID: The file to report a route `destination` shows nothing for at.
    ///   - line: The line to report a route `destination` shows nothing for at.
    public init(
      _ store: Store<State, Action>,
      @ViewBuilder root: @escaping @MainActor (Store<State.Root, Action.RootAction>) -> Root,
      @ViewBuilder destination:
        @escaping @MainActor (Store<State.Route, State.Route.Action>) ->
        Destination,
      fileID: StaticString = #fileID,
      line: UInt = #line
    ) {
      self.store = store
      self.root = root
      self.destination = EmptyDestinationCheck.checking(
        destination, in: "FlowStack", fileID: fileID, line: line)
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
