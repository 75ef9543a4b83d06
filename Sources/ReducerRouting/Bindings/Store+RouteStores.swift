extension Store where State: RoutingState, Action: RoutingAction, Action.Route == State.Route {
  /// The store of the flow's root screen.
  ///
  /// ```swift
  /// ColorListView(store: store.rootStore())
  /// ```
  ///
  /// The same store is returned for as long as something holds it.
  ///
  /// - Returns: A store whose state is the root screen's and whose actions are sent as
  ///   `.root(action)`.
  public func rootStore() -> Store<State.Root, Action.RootAction> {
    child(
      key: ChildStoreKey(path: \State.root, action: Action.RootAction.self),
      description: "the root screen of \(Dump.typeName(of: State.self))",
      initial: currentState.root,
      state: { $0.root },
      alwaysPresent: true,
      action: { .root($0) })
  }

  /// The stores of the routes on the flow's stack, bottom first, each stable by id: what a
  /// navigation stack's destinations show.
  ///
  /// ```swift
  /// ForEach(store.routeStores(), id: \.state.id) { routeStore in RouteView(store: routeStore) }
  /// ```
  ///
  /// A route's store is told only of its own route's changes. When the route leaves the stack,
  /// a store still held answers the route's last state, and a send to it is a
  /// `store.childGone` diagnostic.
  ///
  /// - Returns: A store per route, whose actions are sent as `.route(id, action)`.
  /// - Complexity: O(*n*) for *n* routes.
  public func routeStores() -> [Store<State.Route, State.Route.Action>] {
    // Observes the ids alone (their version, O(1) to compare): each route's store observes its
    // own route.
    _ = self[dynamicMember: \.navigation.stack.idsVersion]
    let stack = currentState.navigation.stack
    return stack.map { route in routeStore(id: route.id, initial: route) }
  }

  /// The store of the route with this id on the flow's stack, or `nil` when the stack has
  /// none.
  ///
  /// - Parameter id: The route's id.
  /// - Returns: A store whose actions are sent as `.route(id, action)`, or `nil`.
  public func routeStore(id: State.Route.ID) -> Store<State.Route, State.Route.Action>? {
    _ = self[dynamicMember: \.navigation.stack.idsVersion]
    guard let route = currentState.navigation.stack[id: id] else { return nil }
    return routeStore(id: id, initial: route)
  }

  private func routeStore(
    id: State.Route.ID, initial: State.Route
  ) -> Store<State.Route, State.Route.Action> {
    child(
      key: ChildStoreKey(
        path: \State.navigation.stack, id: AnyHashable(id), action: State.Route.Action.self),
      description: "the route \(describe(id)) of \(Dump.typeName(of: State.self))",
      initial: initial,
      state: { $0.navigation.stack[id: id] },
      group: ElementGroup(
        elementsAt: \State.navigation.stack,
        key: ChildStoreKey(path: \State.navigation.stack, action: State.Route.Action.self), id: id),
      action: { .route(id, $0) })
  }

  /// The store of the flow's modal, or `nil` while it presents none: what a sheet, a cover or
  /// an alert shows.
  ///
  /// ```swift
  /// .sheet(item: Binding(store.modalBinding(style: .sheet))) { route in
  ///   RouteView(store: store.modalStore(for: route))
  /// }
  /// ```
  ///
  /// The same store is returned while the same modal (by id) is presented; another modal gets
  /// a store of its own.
  ///
  /// - Returns: A store whose actions are sent as `.modalRoute(action)`, or `nil`.
  public func modalStore() -> Store<State.Route, State.Route.Action>? {
    // Observes the modal's id alone: the modal's store observes the modal's state.
    _ = self[dynamicMember: \.navigation.modal?.id]
    guard let modal = currentState.navigation.modal else { return nil }
    let id = modal.id
    return child(
      key: ChildStoreKey(
        path: \State.navigation.modal, id: AnyHashable(id), action: State.Route.Action.self),
      description: "the modal \(describe(id)) of \(Dump.typeName(of: State.self))",
      initial: modal,
      state: { state in state.navigation.modal.flatMap { $0.id == id ? $0 : nil } },
      action: { .modalRoute($0) })
  }
  /// The store of the modal `route`, for a presentation that hands its content the route it
  /// presents (SwiftUI's `sheet(item:content:)` does): the flow's modal while it shows a route
  /// with that id, and afterwards a store that keeps the state the route last had and sends
  /// nothing, for a screen that is still animating away while the next one comes.
  ///
  /// ```swift
  /// .sheet(item: Binding(store.modalBinding(style: .sheet))) { route in
  ///   RouteView(store: store.modalStore(for: route))
  /// }
  /// ```
  ///
  /// A departing screen never sends to the modal that replaced it: its actions are dropped
  /// once the flow presents another route (or none).
  ///
  /// - Parameter route: The route the presentation shows.
  /// - Returns: A store whose actions are sent as `.modalRoute(action)` while `route` is the
  ///   flow's modal.
  public func modalStore(for route: State.Route) -> Store<State.Route, State.Route.Action> {
    let id = route.id
    return child(
      key: ChildStoreKey(
        path: \State.navigation.modal, id: AnyHashable(id), action: State.Route.Action.self),
      description: "the modal \(describe(id)) of \(Dump.typeName(of: State.self))",
      initial: currentState.navigation.modal.flatMap { $0.id == id ? $0 : nil } ?? route,
      state: { state in state.navigation.modal.flatMap { $0.id == id ? $0 : nil } },
      action: { [weak self] action in
        // Only to the modal this screen shows: a departing screen's actions are dropped.
        guard let self, self.currentState.navigation.modal?.id == id else { return nil }
        return .modalRoute(action)
      })
  }

}
