extension Reducer {
  /// Runs a child reducer on one case of an enum state while the state is in that case.
  ///
  /// ```swift
  /// enum State { case loggedOut(Login.State), loggedIn(Home.State) }
  /// var body: some ReducerOf<Self> {
  ///   Reduce { state, action in ... }
  ///     .ifCaseLet(/State.loggedOut, action: /Action.login) { Login() }
  ///     .ifCaseLet(/State.loggedIn, action: /Action.home) { Home() }
  /// }
  /// ```
  ///
  /// The child runs first on its actions, then this reducer. The child's effects are cancelled
  /// when it leaves, in that same action, whoever changes the state (this reducer, a sibling,
  /// a parent): when the state changes to another case, or the payload is replaced with one of
  /// another identity (an `Identifiable` payload whose `id` changes). The store that runs the
  /// effects does it. A child action that arrives while the state is in another case is
  /// ignored and reported as a diagnostic.
  ///
  /// A ``Scope`` on an enum case, unlike this, keeps the child's effects across case changes.
  ///
  /// - Parameters:
  ///   - toCaseState: The case path from the state to the case's payload.
  ///   - toCaseAction: The case path of the action that carries child actions.
  ///   - child: Builds the child reducer.
  ///   - fileID: The file of this call, for diagnostics.
  ///   - line: The line of this call, for diagnostics.
  /// - Returns: A reducer that runs both.
  @inlinable
  public func ifCaseLet<CaseState, CaseAction, Child: Reducer>(
    _ toCaseState: CasePath<State, CaseState>,
    action toCaseAction: CasePath<Action, CaseAction>,
    @ReducerBuilder<CaseState, CaseAction> then child: () -> Child,
    fileID: StaticString = #fileID,
    line: UInt = #line
  ) -> some Reducer<State, Action> where Child.State == CaseState, Child.Action == CaseAction {
    IfCaseLetReducer(
      parent: self, child: child(), toCaseState: toCaseState, toCaseAction: toCaseAction,
      fileID: fileID, line: line
    )
  }
}

@usableFromInline
struct IfCaseLetReducer<Parent: Reducer, Child: Reducer>: Reducer {
  @usableFromInline let parent: Parent
  @usableFromInline let child: Child
  @usableFromInline let toCaseState: CasePath<Parent.State, Child.State>
  @usableFromInline let toCaseAction: CasePath<Parent.Action, Child.Action>
  @usableFromInline let fileID: StaticString
  @usableFromInline let line: UInt
  /// Tells this `ifCaseLet`'s namespace from another's in the same parent.
  @usableFromInline let site: String
  /// Whether the payload is `Identifiable`, decided once rather than on every action.
  @usableFromInline let childIsIdentifiable: Bool

  @inlinable
  init(
    parent: Parent, child: Child,
    toCaseState: CasePath<Parent.State, Child.State>,
    toCaseAction: CasePath<Parent.Action, Child.Action>,
    fileID: StaticString, line: UInt
  ) {
    self.parent = parent
    self.child = child
    self.toCaseState = toCaseState
    self.toCaseAction = toCaseAction
    self.fileID = fileID
    self.line = line
    site = "\(fileID):\(line)"
    childIsIdentifiable = Child.State.self is any Identifiable.Type
  }

  /// The identity of the payload in `state`: `.some(nil)` for one that is not
  /// `Identifiable`; `nil` when the state is in another case.
  @inlinable
  func identity(in state: Parent.State) -> AnyHashable?? {
    guard let child = toCaseState.extract(from: state) else { return nil }
    return .some(childIsIdentifiable ? ChildPath.identity(of: child) : nil)
  }

  @inlinable
  func reduce(
    into state: inout Parent.State, action: Parent.Action
  ) -> Effect<Parent.Action> {
    var childEffect = Effect<Parent.Action>.none
    if let childAction = toCaseAction.extract(from: action) {
      if let identity = identity(in: state) {
        childEffect = runChild(
          on: &state, action: childAction, identity: identity)
      } else {
        // An action for a case that is gone: the store ended the child's effects in the
        // action that changed the case, whoever changed it (`ChildLifetime.swift`).
        reportWrongCase(action: action, state: state)
        childEffect = .ignoringAction()
      }
    }
    // A case that changes (whoever changes it) ends its effects by the store's lifetime rule,
    // in the same `send` (`ChildLifetime.swift`).
    return childEffect.merge(
      with: parent.reduce(into: &state, action: action))
  }

  @usableFromInline
  func runChild(
    on state: inout Parent.State,
    action: Child.Action,
    identity: AnyHashable?
  ) -> Effect<Parent.Action> {
    let effect = toCaseState.modifyInPlace(&state) {
      child.reduce(into: &$0, action: action)
    }
    guard let effect, !effect.isNone else { return .none }
    return effect.map { [toCaseAction] in toCaseAction.embed($0) }
      .child(scopeID(identity: identity))
  }

  /// The step to the child with this identity, which the store finds in the case.
  @usableFromInline
  func scopeID(identity: AnyHashable?) -> ChildPath {
    ChildPath(
      kind: .enumCase, site: site, identity: identity,
      read: { [toCaseState] value in
        guard let parent = value as? Parent.State else { return nil }
        guard let child = toCaseState.extract(from: parent),
          ChildPath.identity(of: child) == identity
        else { return false }
        value = child
        return true
      })
  }

  @usableFromInline
  func reportWrongCase(action: Parent.Action, state: Parent.State) {
    Diagnostics.report(
      kind: "ifCaseLet.wrongCase",
      """
      An 'ifCaseLet' at \(fileID):\(line) received the child action \(describe(action)) while the \
      state was \(describeCase(state)), not the case of the child. The action was ignored (the \
      child's effects ended when the case changed). This usually means an action was sent for \
      the case after it changed, by a view or from outside the store: send only while the \
      state is in the child's case.
      """,
      fileID: fileID,
      line: line
    )
  }
}
