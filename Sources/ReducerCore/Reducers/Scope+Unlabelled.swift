// The Composable Architecture's newer spelling of a scope, with the child's state unlabelled:
// `Scope(\.child, action: /Action.child) { Child() }`. The same reducer as the `state:` inits.

extension Scope {
  /// Scopes to a struct child named by a key path, written without the `state:` label, as
  /// The Composable Architecture's main branch spells it.
  ///
  /// ```swift
  /// Scope(\.counter, action: /Action.counter) { Counter() }
  /// ```
  ///
  /// The same as `Scope(state: \.counter, action: /Action.counter) { Counter() }`.
  ///
  /// - Parameters:
  ///   - toChildState: The key path to the child's state.
  ///   - toChildAction: The case path of the parent action that carries child actions.
  ///   - child: Builds the child reducer.
  @inlinable
  public init<ChildState, ChildAction>(
    _ toChildState: WritableKeyPath<ParentState, ChildState>,
    action toChildAction: CasePath<ParentAction, ChildAction>,
    @ReducerBuilder<ChildState, ChildAction> child: () -> Child
  ) where ChildState == Child.State, ChildAction == Child.Action {
    self.init(state: toChildState, action: toChildAction, child: child)
  }

  /// Scopes to an enum case of the parent's state, written without the `state:` label.
  ///
  /// ```swift
  /// Scope(/State.loggedIn, action: /Action.loggedIn) { LoggedIn() }
  /// ```
  ///
  /// The same as `Scope(state: /State.loggedIn, action: /Action.loggedIn) { LoggedIn() }`.
  ///
  /// - Parameters:
  ///   - toChildState: The case path to the child's state.
  ///   - toChildAction: The case path of the parent action that carries child actions.
  ///   - child: Builds the child reducer.
  ///   - fileID: The file of the scope, for diagnostics.
  ///   - line: The line of the scope, for diagnostics.
  @inlinable
  public init<ChildState, ChildAction>(
    _ toChildState: CasePath<ParentState, ChildState>,
    action toChildAction: CasePath<ParentAction, ChildAction>,
    @ReducerBuilder<ChildState, ChildAction> child: () -> Child,
    fileID: StaticString = #fileID,
    line: UInt = #line
  ) where ChildState == Child.State, ChildAction == Child.Action {
    self.init(state: toChildState, action: toChildAction, child: child, fileID: fileID, line: line)
  }
}
