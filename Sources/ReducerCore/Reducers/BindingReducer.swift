/// Applies the binding actions of a feature to its state.
///
/// Put it first in a `body`, so that the reducers below it see the field already changed and
/// can react to it:
///
/// ```swift
/// var body: some ReducerOf<Self> {
///   BindingReducer()
///   Reduce { state, action in
///     if case .binding(\.$email) = action { state.isValid = state.email.contains("@") }
///     return .none
///   }
/// }
/// ```
///
/// Other actions pass through untouched. This is The Composable Architecture's
/// `BindingReducer`, with the same spelling.
public struct BindingReducer<State, Action: BindableAction>: Reducer
where Action.State == State {
  @usableFromInline let toBindingAction: CasePath<Action, BindingAction<State>>

  /// Creates the reducer; its state and action types come from the `body` it is in.
  @inlinable
  public init() {
    toBindingAction = /{ Action.binding($0) }
  }

  /// Sets the field a binding action names; does nothing for other actions.
  ///
  /// - Parameters:
  ///   - state: The current state, changed in place.
  ///   - action: The action to handle.
  /// - Returns: ``Effect/none``.
  @inlinable
  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    guard let binding = toBindingAction.extract(from: action) else { return .none }
    binding.apply(to: &state)
    return .none
  }
}
