extension Reducer {
  /// Runs a child reducer on an optional part of the state while it is not `nil`.
  ///
  /// ```swift
  /// var body: some ReducerOf<Self> {
  ///   Reduce { state, action in ... }
  ///     .ifLet(\.alert, action: /Action.alert) { Alert() }
  /// }
  /// ```
  ///
  /// The child runs first on its actions, then this reducer. When this reducer sets the child
  /// state to `nil`, the child's effects still running are cancelled. A child action that
  /// arrives while the state is `nil` is ignored and reported as a diagnostic.
  ///
  /// Cancellation ids used inside the child are the child's own.
  ///
  /// - Parameters:
  ///   - toChildState: The key path to the optional child state.
  ///   - toChildAction: The case path of the action that carries child actions.
  ///   - child: Builds the child reducer.
  ///   - fileID: The file of this call, for diagnostics.
  ///   - line: The line of this call, for diagnostics.
  /// - Returns: A reducer that runs both.
  @inlinable
  public func ifLet<ChildState, ChildAction, Child: Reducer>(
    _ toChildState: WritableKeyPath<State, ChildState?>,
    action toChildAction: CasePath<Action, ChildAction>,
    @ReducerBuilder<ChildState, ChildAction> then child: () -> Child,
    fileID: StaticString = #fileID,
    line: UInt = #line
  ) -> some Reducer<State, Action> where Child.State == ChildState, Child.Action == ChildAction {
    // `ChildState` and `ChildAction` are separate parameters so that Swift infers them from the
    // paths, then `Child` from the builder closure; with `Child.State` in the paths it cannot.
    IfLetReducer(
      parent: self, child: child(), toChildState: toChildState, toChildAction: toChildAction,
      fileID: fileID, line: line
    )
  }
}

@usableFromInline
struct IfLetReducer<Parent: Reducer, Child: Reducer>: Reducer {
  @usableFromInline let parent: Parent
  @usableFromInline let child: Child
  @usableFromInline let toChildState: WritableKeyPath<Parent.State, Child.State?>
  @usableFromInline let toChildAction: CasePath<Parent.Action, Child.Action>
  @usableFromInline let fileID: StaticString
  @usableFromInline let line: UInt

  @inlinable
  init(
    parent: Parent, child: Child,
    toChildState: WritableKeyPath<Parent.State, Child.State?>,
    toChildAction: CasePath<Parent.Action, Child.Action>,
    fileID: StaticString, line: UInt
  ) {
    self.parent = parent
    self.child = child
    self.toChildState = toChildState
    self.toChildAction = toChildAction
    self.fileID = fileID
    self.line = line
  }

  @usableFromInline var scopeID: IfLetScopeID { IfLetScopeID(keyPath: toChildState) }

  @inlinable
  func reduce(into state: inout Parent.State, action: Parent.Action) -> Effect<Parent.Action> {
    var childEffect = Effect<Parent.Action>.none
    if let childAction = toChildAction.extract(from: action) {
      if state[keyPath: toChildState] != nil {
        childEffect = runChild(on: &state, action: childAction)
      } else {
        reportNilState(action: action)
      }
    }
    let wasPresent = state[keyPath: toChildState] != nil
    let parentEffect = parent.reduce(into: &state, action: action)
    let teardown: Effect<Parent.Action> =
      wasPresent && state[keyPath: toChildState] == nil ? .cancelScope(scopeID) : .none
    return childEffect.merge(with: parentEffect).merge(with: teardown)
  }

  @usableFromInline
  func runChild(on state: inout Parent.State, action: Child.Action) -> Effect<Parent.Action> {
    guard var childState = state[keyPath: toChildState] else { return .none }
    // Take the child out first, so that it is uniquely referenced while it changes.
    state[keyPath: toChildState] = nil
    let effect = child.reduce(into: &childState, action: action)
    state[keyPath: toChildState] = childState
    if effect.isNone { return .none }
    return effect.map { [toChildAction] in toChildAction.embed($0) }.scoped(scopeID)
  }

  @usableFromInline
  func reportNilState(action: Parent.Action) {
    Diagnostics.report(
      kind: "ifLet.nilState",
      """
      An 'ifLet' at \(fileID):\(line) received the child action \(describe(action)) while the \
      child state was nil. The action was ignored. This usually means an effect of the child \
      outlived it, or an action was sent after the child was dismissed: cancel the child's \
      effects before setting its state to nil, or send only while it is shown.
      """,
      fileID: fileID,
      line: line
    )
  }
}

/// The cancellation namespace of an `ifLet` child.
@usableFromInline
struct IfLetScopeID: Hashable, @unchecked Sendable {
  @usableFromInline let keyPath: AnyKeyPath
  @usableFromInline init(keyPath: AnyKeyPath) { self.keyPath = keyPath }
}
