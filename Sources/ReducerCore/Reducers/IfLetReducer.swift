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
  /// The child runs first on its actions, then this reducer. The child's effects are cancelled
  /// when it leaves, in that same action, whoever removes it (this reducer, a sibling, a
  /// parent): when its state is set to `nil`, or replaced by a child of another identity (an
  /// `Identifiable` child state whose `id` changes). The store that runs the effects does it.
  /// A child action that arrives while the state is `nil` is ignored and reported as a
  /// diagnostic.
  ///
  /// Cancellation ids used inside the child are the child's own; a parent's
  /// ``Effect/cancel(id:)`` still reaches them.
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
  /// Whether the child's state is `Identifiable`, decided once rather than on every action.
  @usableFromInline let childIsIdentifiable: Bool
  /// The parent's action that closes the child (a `PresentationAction.dismiss`), sent when the
  /// child asks to close itself (`.dismissSelf()`); `nil` for a child that cannot.
  @usableFromInline let dismissal: (@Sendable () -> Parent.Action)?

  @inlinable
  init(
    parent: Parent, child: Child,
    toChildState: WritableKeyPath<Parent.State, Child.State?>,
    toChildAction: CasePath<Parent.Action, Child.Action>,
    dismissal: (@Sendable () -> Parent.Action)? = nil,
    fileID: StaticString, line: UInt
  ) {
    self.parent = parent
    self.child = child
    self.toChildState = toChildState
    self.toChildAction = toChildAction
    self.dismissal = dismissal
    self.fileID = fileID
    self.line = line
    childIsIdentifiable = Child.State.self is any Identifiable.Type
  }

  @inlinable
  func reduce(
    into state: inout Parent.State, action: Parent.Action
  ) -> Effect<Parent.Action> {
    var childEffect = Effect<Parent.Action>.none
    if let childAction = toChildAction.extract(from: action) {
      if state[keyPath: toChildState] != nil {
        childEffect = runChild(on: &state, action: childAction)
      } else {
        // An action for a child that is gone: the store ended the child's effects in the
        // action that removed it, whoever removed it (`ChildLifetime.swift`).
        reportNilState(action: action)
        childEffect = .ignoringAction()
      }
    }
    // A child that leaves (whoever removes it: the reducer this `ifLet` is applied to, a
    // sibling, an ancestor) ends its effects by the store's lifetime rule, in the same `send`
    // (`ChildLifetime.swift`).
    return childEffect.merge(
      with: parent.reduce(into: &state, action: action))
  }

  @usableFromInline
  func runChild(
    on state: inout Parent.State,
    action: Child.Action
  ) -> Effect<Parent.Action> {
    guard var childState = state[keyPath: toChildState] else { return .none }
    // Who the child is: its `id` when `Identifiable`, read before it changes.
    let identity = childIsIdentifiable ? ChildPath.identity(of: childState) : nil
    // Take the child out first, so that it is uniquely referenced while it changes.
    state[keyPath: toChildState] = nil
    let effect = child.reduce(into: &childState, action: action)
    state[keyPath: toChildState] = childState
    if effect.isNone { return .none }
    let scope = scopeID(identity: identity)
    guard let dismissal else {
      return effect.map { [toChildAction] in toChildAction.embed($0) }.child(scope)
    }
    return Self.embedding(effect, closingWith: dismissal, toChildAction: toChildAction)
      .child(scope)
  }

  /// Embeds the child's effect, turning its requests to close itself into `dismissal`: sent
  /// after the actions the effect sends at once when the request comes with them, or where it
  /// stands when it comes later (in a `concatenate`, or from a `run`).
  @usableFromInline
  static func embedding(
    _ effect: Effect<Child.Action>,
    closingWith dismissal: @escaping @Sendable () -> Parent.Action,
    toChildAction: CasePath<Parent.Action, Child.Action>
  ) -> Effect<Parent.Action> {
    var closesNow = false
    var sends = 0
    let embedded = effect.embedding(
      { toChildAction.embed($0) },
      later: { signal in
        guard case .dismissSelf = signal else { return nil }
        return dismissal()
      },
      takeNow: { signal in
        guard case .dismissSelf = signal else { return false }
        closesNow = true
        return true
      },
      sends: &sends)
    // The store handles the actions an effect sends at once in order: the closing one last.
    return closesNow ? embedded.merge(with: .send(dismissal())) : embedded
  }

  /// The step to the child with this identity, which the store finds at the key path.
  @usableFromInline
  func scopeID(identity: AnyHashable?) -> ChildPath {
    .optionalChild(at: toChildState, identity: identity)
  }

  @usableFromInline
  func reportNilState(action: Parent.Action) {
    Diagnostics.report(
      kind: "ifLet.nilState",
      """
      An 'ifLet' at \(fileID):\(line) received the child action \(describe(action)) while the \
      child state was nil. The action was ignored (the child's effects ended when it was \
      removed). This usually means an action was sent for the child after it was dismissed, \
      by a view or from outside the store: send only while the child is shown.
      """,
      fileID: fileID,
      line: line
    )
  }
}
