/// A value shown with buttons that each dismiss it when tapped: ``AlertState`` and
/// ``ConfirmationDialogState``.
///
/// For the operator that presents them, so that it handles both kinds in one place: when the
/// user taps the button at `index`, it sends ``action(forButtonAt:)`` (when not `nil`) to the
/// reducer, and sets the optional state to `nil`, whichever button it was.
package protocol ButtonStatePresentation<Action> {
  /// The action type of the buttons.
  associatedtype Action

  /// The buttons, in the order they are shown.
  var buttons: [ButtonState<Action>] { get }

  /// The action the button at `index` sends, or `nil` when it sends none or there is no such
  /// button.
  func action(forButtonAt index: Int) -> Action?
}
