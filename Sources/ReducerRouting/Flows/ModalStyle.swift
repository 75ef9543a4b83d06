/// How a modal route is presented. The library only records it, the view layer reads it, except
/// that a flow dismisses a route in the ``alert`` or ``confirmationDialog`` style itself when the
/// route receives an action (one of its buttons was tapped).
///
/// ```swift
/// .present(.info(.init()), style: .sheet)
/// .present(.picker(.init()), style: "bottom-drawer")
/// .present(.deleteAlert(alert), style: .alert)
/// ```
///
/// A string literal always makes a ``custom(_:)`` style, even one spelled like a style of the
/// library: `"alert"` is `.custom("alert")`, which is not ``alert`` (`==`, hashing and `Codable`
/// tell them apart), is not dismissed by its actions, and is described as `custom(alert)` so
/// that navigation trees never confuse the two.
public enum ModalStyle: Hashable, Codable, Sendable, ExpressibleByStringLiteral,
  CustomStringConvertible
{
  /// A sheet over the current screen (the default).
  case sheet
  /// A cover that fills the screen.
  case fullScreen
  /// A popover anchored to the screen that presented it.
  case popover
  /// An alert: for a route whose state is an `AlertState`, which the view layer shows as an
  /// alert with the state's title, message and buttons.
  ///
  /// ```swift
  /// enum Route: Routing, Equatable {
  ///   case deleteAlert(AlertState<DeleteAlert>)
  ///   enum Action: Equatable { case deleteAlert(DeleteAlert) }
  ///   var id: String { "deleteAlert" }
  /// }
  /// // in navigation(for:):
  /// .present(.deleteAlert(AlertState { TextState("Delete?") } actions: { ... }), style: .alert)
  /// // a tapped button, from the view layer:
  /// store.send(.modalRoute(.deleteAlert(.confirm)))
  /// ```
  ///
  /// The view layer sends a tapped button's action, `alert.action(forButtonAt:)`, as the modal's
  /// action, in the route's case. Any action the modal receives dismisses it, whichever button
  /// it was, in the same `send`: the flow's `routeBody` runs first (an alert needs no case
  /// there), then the modal is dismissed as if it had returned `.dismissSelf()`, then the
  /// reducers after `routing` and `navigation(for:)` see the action with the alert gone, so
  /// they can present another modal. A button without an action is a dismissal the view layer
  /// reports as for a sheet pulled down: `.navigation(.drop(id))`.
  ///
  /// An action of another case than the modal's is not one of its buttons (a late tap of an
  /// alert already dismissed): it is ignored and reported as `flow.missingModal`, and the
  /// modal stays. Name the route's action case like its route case, as above.
  case alert
  /// A confirmation dialog (an action sheet): for a route whose state is a
  /// `ConfirmationDialogState`, shown as a dialog; dismissed by any action it receives, as an
  /// ``alert`` is.
  ///
  /// ```swift
  /// .present(.shareDialog(dialog), style: .confirmationDialog)
  /// ```
  case confirmationDialog
  /// A style of your own, named by a string.
  case custom(String)

  /// Creates a custom style from a string literal: `"bottom-drawer"` is `.custom("bottom-drawer")`.
  ///
  /// The name of a style of the library makes a custom style too: `"alert"` is
  /// `.custom("alert")`, not ``alert``.
  ///
  /// - Parameter value: The style's name.
  public init(stringLiteral value: String) { self = .custom(value) }

  /// The style's name, as shown in navigation trees and their changes: `sheet`, `fullScreen`,
  /// `popover`, `alert`, `confirmationDialog`, or a custom style's name.
  ///
  /// A custom style named like a style of the library (or starting with `custom(`) is shown as
  /// `custom(name)`, so that no two styles have the same description: `.custom("alert")` is
  /// `custom(alert)`, ``alert`` is `alert`.
  public var description: String {
    switch self {
    case .sheet: "sheet"
    case .fullScreen: "fullScreen"
    case .popover: "popover"
    case .alert: "alert"
    case .confirmationDialog: "confirmationDialog"
    case let .custom(name):
      Self.builtIn(named: name) != nil || name.hasPrefix("custom(") ? "custom(\(name))" : name
    }
  }

  /// The style a ``description`` describes: its exact inverse, for styles read back from text
  /// (deep links). Any other text is a custom style of that name.
  ///
  /// - Parameter name: A style's description.
  package init(named name: String) {
    if let style = Self.builtIn(named: name) {
      self = style
    } else if name.hasPrefix("custom("), name.hasSuffix(")") {
      self = .custom(String(name.dropFirst("custom(".count).dropLast()))
    } else {
      self = .custom(name)
    }
  }

  /// The style of the library with this name, or `nil`.
  private static func builtIn(named name: String) -> ModalStyle? {
    switch name {
    case "sheet": .sheet
    case "fullScreen": .fullScreen
    case "popover": .popover
    case "alert": .alert
    case "confirmationDialog": .confirmationDialog
    default: nil
    }
  }

  /// Whether a modal in this style is dismissed by any action it receives: an alert or a
  /// dialog, whose every button dismisses it.
  @usableFromInline
  var isDismissedByItsActions: Bool {
    switch self {
    case .alert, .confirmationDialog: true
    case .sheet, .fullScreen, .popover, .custom: false
    }
  }
}
