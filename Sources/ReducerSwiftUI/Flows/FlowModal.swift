#if canImport(SwiftUI) || REDUCER_ADAPTER_CHECK
  #if canImport(SwiftUI)
    import SwiftUI
  #endif

  /// A flow's modal, as ``WithRoutingStore`` hands it to its content: the item a presentation
  /// binds to, and the view of the modal route.
  ///
  /// Present it in the style the flow chose with `flowModal(_:)`:
  ///
  /// ```swift
  /// WithRoutingStore(store) { rootStore, navigation, modal in
  ///   RoutedNavigationStack(navigation: navigation) { LandingView(store: rootStore) }
  ///     .flowModal(modal)  // a sheet, a full-screen cover or a popover, as the flow says
  /// } routes: { routeStore in
  ///   RouteView(store: routeStore)
  /// }
  /// ```
  ///
  /// or with a presentation of your own, as the seed library did:
  ///
  /// ```swift
  /// .sheet(item: modal.item, content: modal.content)
  /// .fullScreenCover(item: modal.item(style: .fullScreen), content: modal.content)
  /// ```
  ///
  /// A style of your own (`.present(route, style: "drawer")`) is presented by
  /// `modal.item(style: "drawer")` and whatever shows it.
  @MainActor
  public struct FlowModal<Route: Routing, RouteView: View> {
    private let binding: @MainActor (ModalStyle?) -> NavigationBinding<Route?>

    /// The view of the route the presentation passes, made by the flow's `routes` builder with
    /// that route's store (`Store.modalStore(for:)`): the live modal's, or, for a screen still
    /// animating away after the flow presented another, one that keeps its last state and
    /// sends nothing.
    public let content: (Route) -> RouteView?

    /// Connects the modal of the flow that `store` runs.
    ///
    /// - Parameters:
    ///   - store: The flow's store.
    ///   - routes: Builds the view of a route from its store.
    ///   - presents: Whether this view presents the flow's modal: `false` for a view of a nested
    ///     flow that shows one of the flow's screens that are not on top (the one on top
    ///     presents it), and for every view of a nested flow under a route pushed above it on
    ///     the outer stack (the modal waits); its modal then reads `nil`.
    init<State, Action>(
      _ store: Store<State, Action>,
      routes: @escaping @MainActor (Store<Route, Route.Action>) -> RouteView,
      presents: Bool = true
    )
    where State: RoutingState, Action: RoutingAction, State.Route == Route, Action.Route == Route {
      binding = { style in presents ? store.modalBinding(style: style) : .inert(nil) }
      // The route SwiftUI hands over: the departing sheet shows its own screen, with the state
      // it last had, while the next one comes (`Store.modalStore(for:)`).
      content = { route in routes(store.modalStore(for: route)) }
    }

    /// The modal in any style, for one presentation that shows every modal of the flow (the seed
    /// library's `modal.item`); an interactive dismissal sets it to `nil`, which dismisses the
    /// modal if the flow still presents it.
    ///
    /// ```swift
    /// .sheet(item: modal.item, content: modal.content)
    /// ```
    ///
    /// Read it in a view's `body` (see `Binding.init(_:)`).
    public var item: Binding<Route?> {
      Binding(binding(nil))
    }

    /// The modal while the flow presents it in `style`, and `nil` otherwise: one per
    /// presentation, so that each shows the modals of its own style.
    ///
    /// ```swift
    /// .popover(item: modal.item(style: .popover), content: modal.content)
    /// .sheet(item: modal.item(style: "drawer"), content: modal.content)
    /// ```
    ///
    /// - Parameter style: The style this presentation shows.
    /// - Returns: The modal, bound to the flow's store; read it in a view's `body`.
    public func item(style: ModalStyle) -> Binding<Route?> {
      Binding(binding(style))
    }
  }
#endif
