extension CasePath {
  /// The path to the action of the one element with this id, through an ``IdentifiedAction``
  /// case, as TCA's `\.rows[id: id]` spells it.
  ///
  /// ```swift
  /// enum Action { case rows(IdentifiedActionOf<Row>) }
  ///
  /// let third = (/Action.rows)[id: 3]           // CasePath<Action, Row.Action>
  /// third.embed(.toggled)                        // .rows(.element(id: 3, action: .toggled))
  /// let toggled = (/Action.rows)[id: 3] .. /Row.Action.toggled  // CasePath<Action, Void>
  ///
  /// await store.send(toggled.embed(())) { $0.rows[id: 3]?.isOn = true }
  /// await store.receive((/Action.rows)[id: 3] .. /Row.Action.saved)
  /// ```
  ///
  /// It embeds an action as `.element(id: id, action:)`, and extracts the element's action only
  /// from an action for the element with this id: an action for another element extracts `nil`.
  ///
  /// - Parameter id: The element's id.
  /// - Returns: A case path from this path's root to the element's action.
  @inlinable
  public subscript<ID, ElementAction>(
    id id: ID
  ) -> CasePath<Root, ElementAction> where Value == IdentifiedAction<ID, ElementAction> {
    CasePath<Root, ElementAction>(
      embed: { [self] action in embed(.element(id: id, action: action)) },
      extract: { [self] root in
        guard case let .element(elementID, action)? = extract(from: root), elementID == id
        else { return nil }
        return action
      }
    )
  }
}
