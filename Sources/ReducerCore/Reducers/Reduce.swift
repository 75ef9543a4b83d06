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
  @usableFromInline let closure: (inout State, Action) -> Effect<Action>

  /// Creates a reducer that calls `reduce` for every action.
  ///
  /// - Parameter reduce: Changes the state for an action and returns an effect.
  @inlinable
  public init(_ reduce: @escaping (_ state: inout State, _ action: Action) -> Effect<Action>) {
    closure = reduce
  }

  /// Wraps another reducer, hiding its type.
  ///
  /// - Parameter reducer: The reducer to wrap.
  @inlinable
  public init<R: Reducer>(_ reducer: R) where R.State == State, R.Action == Action {
    closure = { reducer.reduce(into: &$0, action: $1) }
  }

  /// Calls the closure.
  @inlinable
  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    closure(&state, action)
  }
}
