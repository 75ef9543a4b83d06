/// Plain text held in state, such as the title of an alert or the label of one of its buttons.
///
/// Spelled like TCA's `TextState`, so that alerts and dialogs written for TCA carry over:
///
/// ```swift
/// let title = TextState("Delete \(item.name)?")
/// String(state: title)  // "Delete Milk?"
/// ```
///
/// Unlike TCA's, it holds plain text only: no localization keys and no styling, which belong to
/// a UI framework this module does not import. Two values are equal when their text is; a
/// concatenation equals the text it spells. It encodes as a JSON string.
public struct TextState: Hashable, Sendable {
  /// The text, as shown. Named like the initializer, so that a dump reads
  /// `TextState(verbatim: "…")`.
  let verbatim: String

  /// Creates text that is shown as given.
  ///
  /// ```swift
  /// TextState(verbatim: "Delete?")
  /// ```
  ///
  /// - Parameter content: The text.
  public init(verbatim content: String) {
    verbatim = content
  }

  /// Creates text from a string, a substring, or an interpolation.
  ///
  /// ```swift
  /// TextState("Delete \(count) items?")
  /// ```
  ///
  /// Disfavoured, as in TCA, so that an adapter can add an initializer for localized keys that
  /// string literals then prefer.
  ///
  /// - Parameter content: The text.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ content: S) {
    verbatim = String(content)
  }

  /// Joins two texts.
  ///
  /// ```swift
  /// TextState("Delete ") + TextState(name) + TextState("?")
  /// ```
  ///
  /// - Parameters:
  ///   - lhs: The first text.
  ///   - rhs: The text that follows it.
  /// - Returns: The two texts, one after the other.
  public static func + (lhs: TextState, rhs: TextState) -> TextState {
    TextState(verbatim: lhs.verbatim + rhs.verbatim)
  }
}

extension TextState: CustomStringConvertible {
  /// The text itself, without quotes, as a UI shows it.
  public var description: String { verbatim }
}

extension TextState: Codable {
  /// Decodes text from a single string.
  ///
  /// - Parameter decoder: The decoder to read from.
  /// - Throws: `DecodingError` when the value is not a string.
  public init(from decoder: any Decoder) throws {
    verbatim = try decoder.singleValueContainer().decode(String.self)
  }

  /// Encodes the text as a single string.
  ///
  /// - Parameter encoder: The encoder to write to.
  /// - Throws: What the encoder throws.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(verbatim)
  }
}

extension String {
  /// The text a ``TextState`` holds, as TCA's `String(state:)` gives it.
  ///
  /// ```swift
  /// String(state: alert.title)  // "Delete?"
  /// ```
  ///
  /// - Parameter state: The text.
  public init(state: TextState) {
    self = state.verbatim
  }
}
