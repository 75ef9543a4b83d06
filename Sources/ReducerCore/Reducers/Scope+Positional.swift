// The seed library's and The Composable Architecture 0.50's spelling of a scope, with the
// child passed positionally: `Scope(state: /Route.first, action: /Route.Action.first,
// First.init)`. Disfavored, so that a trailing closure keeps choosing the `child:` inits.

extension Scope {
  /// Scopes to a struct child, with the child passed positionally, as in
  /// `Scope(state: \.counter, action: /Action.counter, Counter.init)`.
  ///
  /// The same as `Scope(state:action:child:)` with a key path.
  ///
  /// - Parameters:
  ///   - toChildState: The key path to the child's state.
  ///   - toChildAction: The case path of the parent action that carries child actions.
  ///   - child: Builds the child reducer, such as `Counter.init`.
  @inlinable
  @_disfavoredOverload
  public init<ChildState, ChildAction>(
    state toChildState: WritableKeyPath<ParentState, ChildState>,
    action toChildAction: CasePath<ParentAction, ChildAction>,
    _ child: () -> Child
  ) where ChildState == Child.State, ChildAction == Child.Action {
    self.init(state: toChildState, action: toChildAction, child: child)
  }

  /// Scopes to an enum child, with the child passed positionally, as in the seed library's
  /// `Scope(state: /Route.first, action: /Route.Action.first, First.init)`.
  ///
  /// The same as `Scope(state:action:child:)` with a case path.
  ///
  /// - Parameters:
  ///   - toChildState: The case path to the child's state.
  ///   - toChildAction: The case path of the parent action that carries child actions.
  ///   - child: Builds the child reducer, such as `First.init`.
  ///   - fileID: The file of the scope, for diagnostics.
  ///   - line: The line of the scope, for diagnostics.
  @inlinable
  @_disfavoredOverload
  public init<ChildState, ChildAction>(
    state toChildState: CasePath<ParentState, ChildState>,
    action toChildAction: CasePath<ParentAction, ChildAction>,
    _ child: () -> Child,
    fileID: StaticString = #fileID,
    line: UInt = #line
  ) where ChildState == Child.State, ChildAction == Child.Action {
    self.init(
      state: toChildState, action: toChildAction, child: child, fileID: fileID, line: line)
  }
}
