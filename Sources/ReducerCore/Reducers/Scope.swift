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
  @usableFromInline
  enum StatePath {
    case keyPath(WritableKeyPath<ParentState, Child.State>)
    case casePath(CasePath<ParentState, Child.State>, fileID: StaticString, line: UInt)
  }

  @usableFromInline let toChildState: StatePath
  @usableFromInline let toChildAction: CasePath<ParentAction, Child.Action>
  @usableFromInline let child: Child

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
    self.toChildState = .keyPath(toChildState)
    self.toChildAction = toChildAction
    self.child = child()
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
    self.toChildState = .casePath(toChildState, fileID: fileID, line: line)
    self.toChildAction = toChildAction
    self.child = child()
  }

  /// Runs the child on a child action; ignores every other action.
  @inlinable
  public func reduce(into state: inout ParentState, action: ParentAction) -> Effect<ParentAction> {
    guard let childAction = toChildAction.extract(from: action) else { return .none }
    let effect: Effect<Child.Action>
    switch toChildState {
    case let .keyPath(keyPath):
      effect = child.reduce(into: &state[keyPath: keyPath], action: childAction)
    case let .casePath(casePath, fileID, line):
      guard var childState = casePath.extract(from: state) else {
        reportWrongCase(action: action, state: state, fileID: fileID, line: line)
        return .none
      }
      effect = child.reduce(into: &childState, action: childAction)
      state = casePath.embed(childState)
    }
    if effect.isNone { return .none }
    return effect.map { [toChildAction] in toChildAction.embed($0) }
  }

  @usableFromInline
  func reportWrongCase(
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
