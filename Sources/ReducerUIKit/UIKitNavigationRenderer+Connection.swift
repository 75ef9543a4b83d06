#if (canImport(UIKit) && !os(watchOS) && !os(tvOS)) || REDUCER_ADAPTER_CHECK
  #if canImport(UIKit)
    import UIKit
  #endif

  extension UIKitNavigationRenderer {
    /// Connects the renderer to a store: the renderer shows the store's navigation, reports what
    /// the user removes with `removalAction`, and sends the actions of the tabs the user taps.
    ///
    /// ```swift
    /// let connection = renderer.connect(to: store) { address in
    ///   // A flow in the tab "colors": its routes' removals, as the container's actions.
    ///   ColorFlow.Action.removal(of: address, inFlowAt: [.child("colors")]).map(AppTabs.Action.colors)
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - store: The store whose navigation to show.
    ///   - removalAction: The action that removes the route at an address from the state (see
    ///     `RoutingAction.removal(of:inFlowAt:)`), or `nil` for a route the store keeps; the
    ///     renderer then shows it again. With a `screen:` factory, a route it gives `nil` for is
    ///     removed with the action the factory's walk found for it (`{ _ in nil }` leaves every
    ///     removal to the walk).
    /// - Returns: The connection; keep it as long as the renderer shows the store.
    public func connect<State>(
      to store: Store<State, Action>,
      removalAction: @escaping @MainActor (NavigationTree.Address) -> Action?
    ) -> NavigationConnection<State, Action> {
      let box = link(store, removalAction: removalAction)
      let connection = store.render(to: self)
      box.value = connection
      return connection
    }

    /// Connects the renderer to a flow's store; an action that does not navigate costs the
    /// connection one comparison.
    ///
    /// ```swift
    /// let connection = renderer.connect(to: store) { address in
    ///   AppFlow.Action.removal(of: address)
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - store: The flow's store.
    ///   - removalAction: The action that removes the route at an address from the state, or
    ///     `nil` for a route the store keeps.
    /// - Returns: The connection; keep it as long as the renderer shows the store.
    public func connect<State: RoutingState>(
      to store: Store<State, Action>,
      removalAction: @escaping @MainActor (NavigationTree.Address) -> Action?
    ) -> NavigationConnection<State, Action> {
      let box = link(store, removalAction: removalAction)
      let connection = store.render(to: self)
      box.value = connection
      return connection
    }

    /// Makes the link before the connection sends its first batch, so that what the user does
    /// from the first screen on reaches the store; the connection fills the box once it exists.
    private func link<State>(
      _ store: Store<State, Action>,
      removalAction: @escaping @MainActor (NavigationTree.Address) -> Action?
    ) -> WeakBox<NavigationConnection<State, Action>> {
      let box = WeakBox<NavigationConnection<State, Action>>()
      link = Link(
        report: { address, action in box.value?.userDidRemove(address, action: action) },
        send: { action in _ = store.send(action) },
        isAwaitingConfirmation: { box.value?.rendering != nil },
        removalAction: removalAction)
      return box
    }
  }

  extension UIKitNavigationRenderer where Action: RoutingAction {
    /// Connects the renderer to the store of a flow at the top of the state: a route the user
    /// removes is reported with `.navigation(.drop(id))`.
    ///
    /// ```swift
    /// let connection = renderer.connect(to: store)
    /// ```
    ///
    /// For routes of nested flows, give `connect(to:removalAction:)` the actions that reach
    /// them.
    ///
    /// - Parameter store: The store whose navigation to show.
    /// - Returns: The connection; keep it as long as the renderer shows the store.
    public func connect<State>(to store: Store<State, Action>) -> NavigationConnection<
      State, Action
    > {
      connect(to: store) { address in Action.removal(of: address) }
    }

    /// Connects the renderer to a flow's store: a route the user removes from the flow is reported
    /// with `.navigation(.drop(id))`, and an action that does not navigate costs the connection one
    /// comparison.
    ///
    /// ```swift
    /// let connection = renderer.connect(to: store)
    /// ```
    ///
    /// - Parameter store: The flow's store.
    /// - Returns: The connection; keep it as long as the renderer shows the store.
    public func connect<State: RoutingState>(
      to store: Store<State, Action>
    ) -> NavigationConnection<State, Action> {
      connect(to: store) { address in Action.removal(of: address) }
    }
  }

  /// A reference held weakly, filled once the connection exists.
  @MainActor
  final class WeakBox<Value: AnyObject> {
    weak var value: Value?
  }
#endif
