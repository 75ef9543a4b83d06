/// The actions of an alert or a dialog held as optional state, as TCA spells them: a button's
/// action, or its dismissal without one.
///
/// ```swift
/// enum Action {
///   case alert(PresentationAction<Alert>)
///   enum Alert: Equatable { case confirmDeletion }
/// }
/// // in body:
/// Reduce { state, action in
///   switch action {
///   case .alert(.presented(.confirmDeletion)): // delete
///   case .alert(.dismiss): // the alert closed without a choice
///   ...
/// }
/// .ifLet(\.alert, action: /Action.alert)
/// ```
///
/// With it, a button without an action (`ButtonState(role: .cancel) { TextState("Cancel") }`)
/// closes the alert too: the view sends `.dismiss`, and `ifLet` sets the alert to `nil`.
public enum PresentationAction<Action> {
  /// A button's action; the alert closes as it arrives.
  case presented(Action)
  /// The alert closed without a button's action (a button without one, or the system closed
  /// it); it is set to `nil`.
  case dismiss
}

extension PresentationAction: Equatable where Action: Equatable {}
extension PresentationAction: Hashable where Action: Hashable {}
extension PresentationAction: Sendable where Action: Sendable {}
extension PresentationAction: Encodable where Action: Encodable {}
extension PresentationAction: Decodable where Action: Decodable {}

extension PresentationAction {
  /// The presented action, or `nil` for ``dismiss``.
  @inlinable
  var presentedAction: Action? {
    if case let .presented(action) = self { return action }
    return nil
  }
}

/// Returns a case path that goes through `lhs`, a presentation action, and then through `rhs`
/// in its ``PresentationAction/presented(_:)`` case, which need not be spelled, as in TCA.
///
/// ```swift
/// await store.receive(/Action.destination .. /Destination.Action.alert .. /Alert.confirm)
/// // the same as
/// await store.receive(
///   /Action.destination .. /PresentationAction.presented .. /Destination.Action.alert
///     .. /Alert.confirm)
/// ```
///
/// Embedding wraps the value in `.presented`; extracting finds nothing in `.dismiss`.
///
/// - Parameters:
///   - lhs: A case path to a case whose payload is a ``PresentationAction``.
///   - rhs: A case path into the presented action.
/// - Returns: The composed case path.
@inlinable
public func .. <Root, Value, AppendedValue>(
  lhs: CasePath<Root, PresentationAction<Value>>,
  rhs: CasePath<Value, AppendedValue>
) -> CasePath<Root, AppendedValue> {
  lhs.appending(
    path: CasePath<PresentationAction<Value>, AppendedValue>(
      embed: { .presented(rhs.embed($0)) },
      extract: { $0.presentedAction.flatMap(rhs.extract(from:)) }
    )
  )
}
