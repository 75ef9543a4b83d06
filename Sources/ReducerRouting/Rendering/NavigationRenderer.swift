/// What a UI layer implements to show navigation: UIKit, SwiftUI, a terminal.
///
/// A renderer receives ordered ``NavigationChange``s from a ``NavigationConnection`` and
/// confirms each batch once it shows it, at once or after its animations. It never waits in
/// ``render(_:confirmation:)``: the store goes on handling actions, and the connection sends
/// the next changes, computed from what the renderer confirmed, when the confirmation comes.
///
/// ```swift
/// final class TerminalRenderer: NavigationRenderer {
///   var shown = NavigationTree()
///   func render(_ changes: [NavigationChange], confirmation: NavigationConfirmation) {
///     shown = shown.applying(changes)
///     print(shown.breadcrumb)
///     confirmation.confirm()
///   }
/// }
/// ```
///
/// When the UI changes by itself (a swipe back, a sheet pulled down), the renderer tells its
/// connection with ``NavigationConnection/userDidRemove(_:action:fileID:line:)``.
@MainActor
public protocol NavigationRenderer: AnyObject {
  /// Applies changes to what the UI shows, in order, and calls `confirmation.confirm()` once
  /// they are shown.
  ///
  /// - Parameters:
  ///   - changes: The changes, from what this renderer last confirmed to the state's tree.
  ///   - confirmation: Confirm it once, when the changes are shown; no changes are sent
  ///     until then.
  func render(_ changes: [NavigationChange], confirmation: NavigationConfirmation)
}

/// The confirmation of a batch of changes sent to a renderer: call ``confirm(fileID:line:)`` once they are
/// shown.
///
/// A second confirmation of the same batch, or of a batch the connection no longer waits for,
/// is ignored with a diagnostic.
public struct NavigationConfirmation: Sendable {
  let connection: WeakConnection
  let batch: Int

  /// Confirms that the changes are shown.
  ///
  /// - Parameters:
  ///   - fileID: The file of this call, for diagnostics.
  ///   - line: The line of this call, for diagnostics.
  @MainActor
  public func confirm(fileID: StaticString = #fileID, line: UInt = #line) {
    connection.value?.confirm(batch: batch, fileID: fileID, line: line)
  }
}

/// A connection seen without its store's types, held weakly by its confirmations.
struct WeakConnection: Sendable {
  weak var value: (any ConfirmableConnection)?
}

@MainActor
protocol ConfirmableConnection: AnyObject, Sendable {
  func confirm(batch: Int, fileID: StaticString, line: UInt)
}
