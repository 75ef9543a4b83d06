/// Runs a child reducer on part of the parent's state, for the child's actions.
///
/// For a struct child, name the state with a key path:
///
/// ```swift
/// Scope(state: \.counter, action: /Action.counter) { Counter() }
/// ```
///
/// For an enum child, name the case with a case path; the child runs only while the state is
/// in that case:
///
/// ```swift
/// Scope(state: /State.loggedIn, action: /Action.loggedIn) { LoggedIn() }
/// ```
///
/// Child effects are mapped back into parent actions.
public struct Scope<ParentState, ParentAction, Child: Reducer>: Reducer {
  @usableFromInline let toChildAction: CasePath<ParentAction, Child.Action>
  /// Runs the child on its part of the parent's state, built once by the initializer for a key
  /// path or a case path; it gets the parent action too, for the wrong-case diagnostic.
  @usableFromInline let runChild:
    (inout ParentState, ParentAction, Child.Action) -> Effect<Child.Action>

  /// Scopes to a struct child, a part of the parent's state named by a key path.
  ///
  /// - Parameters:
  ///   - toChildState: The key path to the child's state.
  ///   - toChildAction: The case path of the parent action that carries child actions.
  ///   - child: Builds the child reducer.
  @inlinable
  public init<ChildState, ChildAction>(
    state toChildState: WritableKeyPath<ParentState, ChildState>,
    action toChildAction: CasePath<ParentAction, ChildAction>,
    @ReducerBuilder<ChildState, ChildAction> child: () -> Child
  ) where ChildState == Child.State, ChildAction == Child.Action {
    let child = child()
    self.toChildAction = toChildAction
    self.runChild = { state, _, childAction in
      child.reduce(into: &state[keyPath: toChildState], action: childAction)
    }
  }

  /// Scopes to an enum child, a case of the parent's state named by a case path.
  ///
  /// A child action that arrives while the state is in another case is not run, and is
  /// reported as a diagnostic (a test failure under a `TestStore`).
  ///
  /// - Parameters:
  ///   - toChildState: The case path to the child's state.
  ///   - toChildAction: The case path of the parent action that carries child actions.
  ///   - child: Builds the child reducer.
  ///   - fileID: The file of the scope, for diagnostics.
  ///   - line: The line of the scope, for diagnostics.
  @inlinable
  public init<ChildState, ChildAction>(
    state toChildState: CasePath<ParentState, ChildState>,
    action toChildAction: CasePath<ParentAction, ChildAction>,
    @ReducerBuilder<ChildState, ChildAction> child: () -> Child,
    fileID: StaticString = #fileID,
    line: UInt = #line
  ) where ChildState == Child.State, ChildAction == Child.Action {
    let child = child()
    self.toChildAction = toChildAction
    self.runChild = { state, action, childAction in
      let effect = toChildState.modifyInPlace(&state) {
        child.reduce(into: &$0, action: childAction)
      }
      guard let effect else {
        Self.reportWrongCase(action: action, state: state, fileID: fileID, line: line)
        return .none
      }
      return effect
    }
  }

  /// Runs the child on a child action; ignores every other action.
  @inlinable
  public func reduce(into state: inout ParentState, action: ParentAction) -> Effect<ParentAction> {
    guard let childAction = toChildAction.extract(from: action) else { return .none }
    let effect = runChild(&state, action, childAction)
    if effect.isNone { return .none }
    return embedActions(of: effect)
  }

  /// Maps the child's effect to parent actions; apart from `reduce` so that `reduce` does not
  /// retain the case path on every action, only when there is an effect to map.
  @usableFromInline
  func embedActions(of effect: Effect<Child.Action>) -> Effect<ParentAction> {
    effect.map { [toChildAction] in toChildAction.embed($0) }
  }

  @usableFromInline
  static func reportWrongCase(
    action: ParentAction,
    state: ParentState,
    fileID: StaticString,
    line: UInt
  ) {
    Diagnostics.report(
      kind: "scope.wrongCase",
      """
      A 'Scope' at \(fileID):\(line) received the child action \(describe(action)) while the \
      parent state was \(describeCase(state)), not the case the scope names. The action was \
      ignored. This usually means an effect kept running after the state changed case: cancel \
      it when you leave the case, or check the state before sending.
      """,
      fileID: fileID,
      line: line
    )
  }
}
