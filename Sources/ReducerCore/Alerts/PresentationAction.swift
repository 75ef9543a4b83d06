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
