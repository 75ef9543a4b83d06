/// A reducer made from a closure.
///
/// ```swift
/// Reduce { state, action in
///   switch action {
///   case .increment: state.count += 1; return .none
///   case .reset: state.count = 0; return .none
///   }
/// }
/// ```
public struct Reduce<State, Action>: Reducer {
  @usableFromInline let closure: (inout State, Action, _ReduceContext) -> Effect<Action>

  /// Creates a reducer that calls `reduce` for every action.
  ///
  /// - Parameter reduce: Changes the state for an action and returns an effect.
  @inlinable
  public init(_ reduce: @escaping (_ state: inout State, _ action: Action) -> Effect<Action>) {
    closure = { state, action, _ in reduce(&state, action) }
  }

  /// A reducer whose closure gets the store's context, to pass on to the reducers it runs.
  ///
  /// - Parameter reduce: Changes the state for an action and returns an effect.
  @inlinable
  package init(
    contextual reduce:
      @escaping (
        _ state: inout State, _ action: Action, _ context: _ReduceContext
      ) -> Effect<Action>
  ) {
    closure = reduce
  }

  /// Wraps another reducer, hiding its type.
  ///
  /// - Parameter reducer: The reducer to wrap.
  @inlinable
  public init<R: Reducer>(_ reducer: R) where R.State == State, R.Action == Action {
    closure = { reducer._reduce(into: &$0, action: $1, context: $2) }
  }

  /// Calls the closure.
  @inlinable
  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    closure(&state, action, .outsideStore)
  }

  /// Calls the closure with the store's context.
  ///
  /// - Parameters:
  ///   - state: The current state, changed in place.
  ///   - action: The action to handle.
  ///   - context: What the store hands down; a wrapped reducer gets it.
  /// - Returns: The closure's effect.
  @inlinable
  public func _reduce(
    into state: inout State, action: Action, context: _ReduceContext
  ) -> Effect<Action> {
    closure(&state, action, context)
  }
}
