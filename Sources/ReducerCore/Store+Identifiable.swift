extension Store: @MainActor Identifiable where State: Identifiable {
  /// The id of the store's state: a child store of a collection's element is identified by
  /// its element's id, so that SwiftUI's `ForEach` takes the element stores as they are.
  ///
  /// ```swift
  /// ForEach(store.scope(state: \.rows, action: /Feature.Action.row)) { rowStore in
  ///   RowView(store: rowStore)
  /// }
  /// ```
  ///
  /// Reading it observes nothing: a view is not told when the element changes, and the id of an
  /// element's store never changes (the store of another id is another store). The conformance
  /// is isolated to the main actor, as the store is; SwiftUI reads a `ForEach`'s ids there.
  public var id: State.ID { currentState.id }
}
