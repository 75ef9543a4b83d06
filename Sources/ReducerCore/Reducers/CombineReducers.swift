/// Groups reducers so that an operator applies to all of them.
///
/// ```swift
/// CombineReducers {
///   Scope(state: \.a, action: /Action.a) { A() }
///   Scope(state: \.b, action: /Action.b) { B() }
/// }
/// .ifLet(\.detail, action: /Action.detail) { Detail() }
/// ```
public struct CombineReducers<State, Action, Reducers: Reducer>: Reducer
where Reducers.State == State, Reducers.Action == Action {
  @usableFromInline let reducers: Reducers

  /// Creates the group.
  ///
  /// - Parameter build: The reducers, run in order on each action.
  @inlinable
  public init(@ReducerBuilder<State, Action> _ build: () -> Reducers) {
    reducers = build()
  }

  /// Runs the grouped reducers in order and merges their effects.
  @inlinable
  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    reducers.reduce(into: &state, action: action)
  }

  /// Runs the reducers in order with the store's context and merges their effects.
  ///
  /// - Parameters:
  ///   - state: The current state, changed in place.
  ///   - action: The action to handle.
  ///   - context: What the store hands down, passed on to the reducers.
  /// - Returns: The merged effects.
  @inlinable
  public func _reduce(
    into state: inout State, action: Action, context: _ReduceContext
  ) -> Effect<Action> {
    reducers._reduce(into: &state, action: action, context: context)
  }
}
