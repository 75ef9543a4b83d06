extension Reducer {
  /// Runs an element reducer on the element of an identified array that an action names.
  ///
  /// ```swift
  /// enum Action { case todo(id: Todo.State.ID, action: Todo.Action), clearCompleted }
  /// var body: some ReducerOf<Self> {
  ///   Reduce { state, action in ... }
  ///     .forEach(\.todos, action: /Action.todo) { Todo() }
  /// }
  /// ```
  ///
  /// The element runs first on its actions, then this reducer. When an element is removed,
  /// whoever removes it (this reducer, a sibling, a parent), the store that runs the effects
  /// cancels its effects still running in that same action. An action for an id that is not in
  /// the array is ignored and reported as a diagnostic. Each element's cancellation ids are its own; a parent's
  /// ``Effect/cancel(id:)`` still reaches them.
  ///
  /// - Parameters:
  ///   - toElements: The key path to the identified array.
  ///   - toElementAction: The case path of the action that carries an id and an element action.
  ///   - element: Builds the element reducer.
  ///   - fileID: The file of this call, for diagnostics.
  ///   - line: The line of this call, for diagnostics.
  /// - Returns: A reducer that runs both.
  @inlinable
  public func forEach<ElementState, ElementAction, ElementReducer: Reducer>(
    _ toElements: WritableKeyPath<State, IdentifiedArray<ElementState.ID, ElementState>>,
    action toElementAction: CasePath<Action, (ElementState.ID, ElementAction)>,
    @ReducerBuilder<ElementState, ElementAction> element: () -> ElementReducer,
    fileID: StaticString = #fileID,
    line: UInt = #line
  ) -> some Reducer<State, Action>
  where
    ElementReducer.State == ElementState, ElementReducer.Action == ElementAction,
    ElementState.ID: Sendable
  {
    // `ElementAction` is a separate parameter so that Swift infers it from the case path, then
    // `ElementReducer` from the builder closure; with `ElementReducer.Action` it cannot.
    ForEachReducer(
      parent: self, element: element(), toElements: toElements,
      toElementAction: toElementAction, fileID: fileID, line: line
    )
  }
}

@usableFromInline
struct ForEachReducer<Parent: Reducer, Element: Reducer>: Reducer
where Element.State: Identifiable, Element.State.ID: Sendable {
  @usableFromInline typealias ID = Element.State.ID

  @usableFromInline let parent: Parent
  @usableFromInline let element: Element
  @usableFromInline let toElements:
    WritableKeyPath<Parent.State, IdentifiedArray<ID, Element.State>>
  @usableFromInline let toElementAction: CasePath<Parent.Action, (ID, Element.Action)>
  @usableFromInline let fileID: StaticString
  @usableFromInline let line: UInt

  @inlinable
  init(
    parent: Parent, element: Element,
    toElements: WritableKeyPath<Parent.State, IdentifiedArray<ID, Element.State>>,
    toElementAction: CasePath<Parent.Action, (ID, Element.Action)>,
    fileID: StaticString, line: UInt
  ) {
    self.parent = parent
    self.element = element
    self.toElements = toElements
    self.toElementAction = toElementAction
    self.fileID = fileID
    self.line = line
  }

  @inlinable
  func reduce(
    into state: inout Parent.State, action: Parent.Action
  ) -> Effect<Parent.Action> {
    var elementEffect = Effect<Parent.Action>.none
    if let (id, elementAction) = toElementAction.extract(from: action) {
      elementEffect = runElement(
        id: id, action: elementAction, on: &state, parentAction: action)
    }
    // An element that leaves (whoever removes it) ends its effects by the store's lifetime
    // rule, in the same `send` (`ChildLifetime.swift`).
    return elementEffect.merge(
      with: parent.reduce(into: &state, action: action))
  }

  @usableFromInline
  func runElement(
    id: ID,
    action: Element.Action,
    on state: inout Parent.State,
    parentAction: Parent.Action
  ) -> Effect<Parent.Action> {
    let effect = state[keyPath: toElements].modify(id: id) {
      element.reduce(into: &$0, action: action)
    }
    guard let effect else {
      Diagnostics.report(
        kind: "forEach.missingElement",
        """
        A 'forEach' at \(fileID):\(line) received \(describe(parentAction)) for the id \
        \(describe(id)), but no element has that id. The action was ignored (an element's \
        effects end when it is removed). This usually means an action was sent for an element \
        after it was removed, by a view or from outside the store, or the id is wrong: send \
        actions only for ids in the array.
        """,
        fileID: fileID,
        line: line
      )
      return .ignoringAction()
    }
    if effect.isNone { return .none }
    return
      effect
      .map { [toElementAction] in toElementAction.embed((id, $0)) }
      .child(scopeID(id: id))
  }

  /// The step to the element with this id, which the store finds in the collection.
  @usableFromInline
  func scopeID(id: ID) -> ChildPath {
    ChildPath(
      kind: .element, site: toElements, identity: AnyHashable(id),
      read: { [toElements] value in
        guard let parent = value as? Parent.State else { return nil }
        guard let element = parent[keyPath: toElements][id: id] else { return false }
        value = element
        return true
      })
  }
}
