/// A reducer that changes nothing and returns no effect.
///
/// Useful as a placeholder while a feature is being built, and as the body of an empty builder.
public struct EmptyReducer<State, Action>: Reducer {
  /// Creates the reducer.
  @inlinable
  public init() {}

  /// Returns ``Effect/none`` without touching the state.
  @inlinable
  public func reduce(into _: inout State, action _: Action) -> Effect<Action> { .none }
}
