/// Decides, for one presentation of an alert or a confirmation dialog, what the UI's events
/// send: a button's tap, and the UI's own "no longer presented" write (SwiftUI sets
/// `isPresented` to `false` on every button tap, after the button's action on iOS and before it
/// on macOS, and also when the dialog closes without a button).
///
/// Every write is tied to the presentation it belongs to (`ID`, the id of the `AlertState` or
/// `ConfirmationDialogState` the UI shows; each one made gets a new id), so that either order of
/// the write and the button's action gives the same result:
///
/// - A button tap sends the button's action (which closes the presentation in the state, or
///   replaces it with a follow-up); the UI's write for the same presentation is then absorbed,
///   whether it came before or after.
/// - A write for a presentation the state no longer presents is absorbed: the state already
///   moved on (a button's action, an effect), and a follow-up is not dismissed by the write
///   that belongs to the presentation before it.
/// - A write for the presentation the state still presents, before any button of it was
///   tapped, may be the macOS order (its button's action is about to come) or a dismissal
///   without a button (a tap outside a dialog, the escape key): it is deferred to the end of the
///   UI's event (``flush(current:)``), which sends the dismissal once if no button of that
///   presentation came in between and the state still presents it.
///
/// No write is ever reported as a diagnostic: they are SwiftUI's normal behaviour.
@MainActor
package final class ButtonPresentationDismissal<ID: Hashable> {
  /// The presentation whose button was tapped last; its write is absorbed.
  private var handled: ID?
  /// The presentation the UI wrote as dismissed, before any of its buttons was tapped.
  private var pending: ID?

  /// A new decision, before any event.
  package init() {}

  /// What to do with a write of `false` from the UI.
  package enum Write: Equatable, Sendable {
    /// Nothing: the write belongs to a presentation already handled, or already gone.
    case absorb
    /// Call ``flush(current:)`` at the end of the UI's event (the next turn of the main actor).
    case deferUntilEndOfEvent
  }

  /// The UI wrote that `shown`, the presentation it showed, is no longer presented.
  ///
  /// - Parameters:
  ///   - shown: The presentation the UI showed when it wrote.
  ///   - current: The presentation the state presents now, or `nil`.
  /// - Returns: Whether to absorb the write or to flush at the end of the event.
  package func uiDismissed(_ shown: ID?, current: ID?) -> Write {
    guard let shown, shown == current, handled != shown else { return .absorb }
    pending = shown
    return .deferUntilEndOfEvent
  }

  /// A button of the presentation `presentation` was tapped: its action is about to be sent,
  /// and the UI's write for the same presentation, before or after, is absorbed.
  ///
  /// - Parameter presentation: The presentation the button belongs to.
  package func buttonTapped(in presentation: ID) {
    handled = presentation
    if pending == presentation { pending = nil }
  }

  /// The end of the UI's event after a deferred write: whether to send the dismissal of the
  /// presentation the UI wrote as dismissed.
  ///
  /// - Parameter current: The presentation the state presents now, or `nil`.
  /// - Returns: `true` once, when the UI dismissed the presentation without a button and the
  ///   state still presents it; `false` otherwise.
  package func flush(current: ID?) -> Bool {
    guard let pending else { return false }
    self.pending = nil
    return pending == current && handled != pending
  }
}
