#if canImport(SwiftUI) || REDUCER_ADAPTER_CHECK
  #if canImport(SwiftUI)
    import SwiftUI
  #endif

  extension View {
    /// Presents a flow's modal in the style the flow chose: `.sheet` as a sheet, `.fullScreen` as
    /// a full-screen cover, `.popover` as a popover.
    ///
    /// ```swift
    /// WithRoutingStore(store) { rootStore, navigation, modal in
    ///   RoutedNavigationStack(navigation: navigation) { LandingView(store: rootStore) }
    ///     .flowModal(modal)
    /// } routes: { routeStore in
    ///   RouteView(store: routeStore)
    /// }
    /// ```
    ///
    /// Pulling a sheet down, or tapping outside a popover, dismisses the modal through the flow
    /// (`.navigation(.drop(id))`), and only if the flow still presents it. Where a style does not
    /// exist, the nearest one stands in: a full-screen cover is a sheet on macOS, and a popover
    /// is a sheet on tvOS and watchOS. Modals in the `alert` and `confirmationDialog` styles are
    /// shown by `alert(_:state:action:)` and `confirmationDialog(_:state:action:)`; a style of
    /// your own, by your presentation over ``FlowModal/item(style:)``.
    ///
    /// - Parameter modal: The flow's modal, from ``WithRoutingStore``.
    /// - Returns: This view, presenting the flow's modal.
    public func flowModal<Route: Routing, RouteView: View>(
      _ modal: FlowModal<Route, RouteView>
    ) -> some View {
      // A presented screen has a stack of its own: a flow shown in it is not nested in the
      // stack it is presented over.
      let content = { (route: Route) in modal.content(route).environment(\.nestedFlow, nil) }
      return sheet(item: modal.item(style: .sheet), content: content)
        .presentingFullScreen(item: modal.item(style: .fullScreen), content: content)
        .presentingPopover(item: modal.item(style: .popover), content: content)
    }

    /// Presents the modal of the flow that `store` runs, in the style the flow chose, for a flow
    /// shown without ``FlowStack`` or ``WithRoutingStore``.
    ///
    /// ```swift
    /// SettingsView(store: store.rootStore())
    ///   .flowModal(store) { routeStore in
    ///     RouteView(store: routeStore)
    ///   }
    /// ```
    ///
    /// - Parameters:
    ///   - store: The store of the flow.
    ///   - route: Builds the view of the modal route from its store.
    /// - Returns: This view, presenting the flow's modal.
    public func flowModal<State, Action, RouteView: View>(
      _ store: Store<State, Action>,
      @ViewBuilder route:
        @escaping @MainActor (Store<State.Route, State.Route.Action>) ->
        RouteView
    ) -> some View
    where State: RoutingState, Action: RoutingAction, State.Route == Action.Route {
      flowModal(FlowModal(store, routes: route))
    }

    // The platform branches below are type-checked on Linux against the SwiftUI stand-ins:
    // each check target (Checks/) sets REDUCER_CHECK_<PLATFORM> to select its platform's branch,
    // with stand-ins that declare only what that platform's SDK has.

    /// A full-screen cover, or a sheet where there is none (macOS).
    func presentingFullScreen<Item: Identifiable, Content: View>(
      item: Binding<Item?>,
      content: @escaping (Item) -> Content
    ) -> some View {
      #if os(macOS) || REDUCER_CHECK_MACOS
        sheet(item: item, content: content)
      #else
        fullScreenCover(item: item, content: content)
      #endif
    }

    /// A popover, or a sheet where there is none (tvOS, watchOS).
    func presentingPopover<Item: Identifiable, Content: View>(
      item: Binding<Item?>,
      content: @escaping (Item) -> Content
    ) -> some View {
      #if os(tvOS) || os(watchOS) || REDUCER_CHECK_TVOS || REDUCER_CHECK_WATCHOS
        sheet(item: item, content: content)
      #else
        popover(item: item, content: content)
      #endif
    }
  }
#endif
