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

}
