extension Store {
  /// Derives a child store for optional child state, or `nil` while the state is `nil`: for
  /// a child presented with ``Reducer/ifLet(_:action:then:fileID:line:)-(_,CasePath<Self.Action,ChildAction>,_,_,_)``.
  ///
  /// ```swift
  /// if let detail = store.scope(state: \.detail, action: /Feature.Action.detail) {
  ///   DetailView(store: detail)
  /// }
  /// ```
  ///
  /// While the child is there, the same store is returned. When the parent sets the state to
  /// `nil`, a store still held answers the last state it had, and a send to it is a
  /// `store.childGone` diagnostic.
  ///
  /// - Parameters:
  ///   - state: The key path from this state to the optional child state.
  ///   - action: The case path that embeds child actions into this store's actions.
  /// - Returns: The child store, or `nil`.
  public func scope<ChildState, ChildAction>(
    state: KeyPath<State, ChildState?>,
    action: CasePath<Action, ChildAction>
  ) -> Store<ChildState, ChildAction>? {
    // Reading through the store observes the field: a view learns when the child comes or goes.
    let key = ChildStoreKey(path: state, action: ChildAction.self)
    guard self[dynamicMember: state.appending(path: \.isPresent)],
      let initial = currentState[keyPath: state]
    else {
      // The child is gone: a store still held for it stays with it, and a child that comes
      // back gets a new one.
      (children[key]?.store as? Store<ChildState, ChildAction>)?.scoped?.last.isGone = true
      return nil
    }
    return child(
      key: key, description: "the optional child at \(KeyPathNames.description(of: state))",
      initial: initial,
      state: { $0[keyPath: state] }, action: { action.embed($0) })
  }

  /// Derives a store for each element of a collection run by
  /// ``Reducer/forEach(_:action:element:fileID:line:)-(_,CasePath<Self.Action,(ElementState.ID,ElementAction)>,_,_,_)``, each stable by id.
  ///
  /// ```swift
  /// ForEach(store.scope(state: \.rows, action: /Feature.Action.row)) { rowStore in
  ///   RowView(store: rowStore)
  /// }
  /// ```
  ///
  /// An element's store is the same for as long as something holds it, and is told only of
  /// its own element's changes. When the element is removed, a store still held answers the
  /// element's last state, and a send to it is a `store.childGone` diagnostic.
  ///
  /// - Parameters:
  ///   - state: The key path from this state to the elements.
  ///   - action: The case path that embeds an element's id and action into this store's
  ///     actions.
  /// - Returns: The elements' stores, in the elements' order.
  /// - Complexity: O(*n*) for *n* elements, each store found or made in O(1).
  public func scope<ElementID: Hashable & Sendable, ElementState, ElementAction>(
    state: KeyPath<State, IdentifiedArray<ElementID, ElementState>>,
    action: CasePath<Action, (ElementID, ElementAction)>
  ) -> [Store<ElementState, ElementAction>] {
    // The ids' version is read through the store: a view learns when elements come, go or
    // move, and a send that changes none costs O(1) to tell so, not a copy of the ids.
    _ = self[dynamicMember: state.appending(path: \.idsVersion)]
    let elements = currentState[keyPath: state]
    return elements.map { element in
      let id = element.id
      return child(
        key: ChildStoreKey(path: state, id: AnyHashable(id), action: ElementAction.self),
        description: "the element \(describe(id)) of \(KeyPathNames.description(of: state))",
        initial: element,
        state: { $0[keyPath: state][id: id] },
        group: ElementGroup(
          elementsAt: state, key: ChildStoreKey(path: state, action: ElementAction.self), id: id),
        action: { action.embed((id, $0)) })
    }
  }
}

extension Store {
  /// Derives a child store for one case of an enum state, or `nil` while the state is in
  /// another case: what a view shows for one kind of route.
  ///
  /// ```swift
  /// if let color = routeStore.scope(state: /Route.color, action: /Route.Action.color) {
  ///   ColorView(store: color)
  /// }
  /// ```
  ///
  /// The same store is returned while the state stays in the case; once it leaves, a store
  /// still held answers the case's last state.
  ///
  /// - Parameters:
  ///   - state: The case path of the child's case in this state.
  ///   - action: The case path that embeds child actions into this store's actions.
  /// - Returns: The child store, or `nil`.
  public func scope<ChildState, ChildAction>(
    state: CasePath<State, ChildState>,
    action: CasePath<Action, ChildAction>
  ) -> Store<ChildState, ChildAction>? {
    // The case is read through the whole state: a view learns when it changes.
    guard let initial = state.extract(from: self.state) else { return nil }
    // Keyed by the case's name: two cases with the same payload type are two children.
    let caseName = Dump.caseName(of: currentState) ?? "\(ChildState.self)"
    return child(
      key: ChildStoreKey(path: \State.self, id: AnyHashable(caseName), action: ChildAction.self),
      description: "the case .\(caseName) of \(Dump.typeName(of: State.self))",
      initial: initial,
      state: { state.extract(from: $0) },
      action: { action.embed($0) })
  }
}

extension Optional {
  /// Whether a value is present, for observing only that.
  var isPresent: Bool { self != nil }
}
