/// How a modal route is presented. The library only records it: the view layer reads it.
///
/// ```swift
/// .present(.info(.init()), style: .sheet)
/// .present(.picker(.init()), style: "bottom-drawer")
/// ```
public enum ModalStyle: Hashable, Codable, Sendable, ExpressibleByStringLiteral,
  CustomStringConvertible
{
  /// A sheet over the current screen (the default).
  case sheet
  /// A cover that fills the screen.
  case fullScreen
  /// A popover anchored to the screen that presented it.
  case popover
  /// A style of your own, named by a string.
  case custom(String)

  /// Creates a custom style from a string literal: `"bottom-drawer"` is `.custom("bottom-drawer")`.
  ///
  /// - Parameter value: The style's name.
  public init(stringLiteral value: String) { self = .custom(value) }

  /// The style's name, as shown in navigation trees.
  public var description: String {
    switch self {
    case .sheet: "sheet"
    case .fullScreen: "fullScreen"
    case .popover: "popover"
    case let .custom(name): name
    }
  }
}
