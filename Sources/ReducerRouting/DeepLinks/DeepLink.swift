/// A link to a place in the app: path segments, one or more per level of navigation, and
/// query items, parsed from a string or a URL with percent-decoding.
///
/// ```swift
/// let link = try DeepLink("colors/red/settings?modal=info")
/// link.segments        // ["colors", "red", "settings"]
/// link.query["modal"]  // "info"
/// ```
///
/// A scheme is allowed: in `myapp://colors/red` the host is the first segment; in
/// `https://example.com/colors/red` the host is left out. A fragment (`#…`) is ignored. One
/// leading and one trailing slash are allowed; an empty segment anywhere else (`colors//red`),
/// a bad escape (`%zz`) or a malformed query throws a ``DeepLinkError``.
///
/// Open a link with ``DeepLinkable/open(_:)``, check it first with
/// ``DeepLinkable/opening(_:)``, and make one for what a state shows with
/// ``init(for:)``.
public struct DeepLink: Hashable, Sendable, CustomStringConvertible {
  /// The path segments, decoded, first level first.
  public var segments: [String]
  /// The query items, decoded, by name.
  public var query: [String: String]

  /// Creates a link from decoded segments and query items.
  ///
  /// - Parameters:
  ///   - segments: The path segments; each should be non-empty, or the link's text cannot be
  ///     parsed back.
  ///   - query: The query items.
  public init(segments: [String] = [], query: [String: String] = [:]) {
    self.segments = segments
    self.query = query
  }

  /// Parses a link from its text.
  ///
  /// ```swift
  /// let link = try DeepLink("colors/red%20dark?modal=info")
  /// link.segments  // ["colors", "red dark"]
  /// ```
  ///
  /// A text over the limits is refused before it is read: longer than
  /// ``NavigationLimits/maxLinkLength``, or as soon as it has more segments or query items
  /// than the limits allow. Pass the limits of the state that opens the links when it raises
  /// them.
  ///
  /// - Parameters:
  ///   - text: The link, with or without a scheme.
  ///   - limits: The bounds the link must keep; ``NavigationLimits/default`` when left out.
  /// - Throws: ``DeepLinkError`` with ``DeepLinkError/Reason/emptySegment``,
  ///   ``DeepLinkError/Reason/badEscape(_:)``, ``DeepLinkError/Reason/badQuery(_:)`` or
  ///   ``DeepLinkError/Reason/limitExceeded(_:limit:)``.
  /// - Complexity: O(*n*) in the length of the text.
  public init(_ text: String, limits: NavigationLimits = .default) throws(DeepLinkError) {
    guard text.utf8.count <= limits.maxLinkLength else {
      throw DeepLinkError(.limitExceeded(.linkLength, limit: limits.maxLinkLength))
    }
    var rest = Substring(text)
    if let hash = rest.utf8.firstIndex(of: UInt8(ascii: "#")) { rest = rest[..<hash] }
    var queryText: Substring?
    if let mark = rest.utf8.firstIndex(of: UInt8(ascii: "?")) {
      queryText = rest[rest.index(after: mark)...]
      rest = rest[..<mark]
    }
    rest = Self.droppingScheme(of: rest)
    if rest.utf8.first == UInt8(ascii: "/") { rest = rest.dropFirst() }
    if rest.utf8.last == UInt8(ascii: "/") { rest = rest.dropLast() }
    var segments: [String] = []
    if !rest.isEmpty {
      try Self.forEachPiece(of: rest, separatedBy: UInt8(ascii: "/")) {
        (index, piece) throws(DeepLinkError) in
        guard !piece.isEmpty else {
          throw DeepLinkError(.emptySegment, segmentIndex: index, segment: "")
        }
        guard index < limits.maxRoutes else {
          throw DeepLinkError(.limitExceeded(.routes, limit: limits.maxRoutes))
        }
        segments.append(try Self.decoded(piece, segmentIndex: index))
      }
    }
    var query: [String: String] = [:]
    if let queryText, !queryText.isEmpty {
      try Self.forEachPiece(of: queryText, separatedBy: UInt8(ascii: "&")) {
        (index, item) throws(DeepLinkError) in
        guard index < limits.maxQueryItems else {
          throw DeepLinkError(.limitExceeded(.queryItems, limit: limits.maxQueryItems))
        }
        guard !item.isEmpty else {
          throw DeepLinkError(.badQuery("it has an empty item ('&&' or a trailing '&')"))
        }
        let name: Substring
        let value: Substring
        if let equals = item.utf8.firstIndex(of: UInt8(ascii: "=")) {
          name = item[..<equals]
          value = item[item.index(after: equals)...]
        } else {
          name = item
          value = ""
        }
        let decodedName = try Self.decoded(name, segmentIndex: nil)
        guard !decodedName.isEmpty else {
          throw DeepLinkError(
            .badQuery("the item \(quotedOutsideText(item)) has no name"), segment: String(item))
        }
        guard query[decodedName] == nil else {
          throw DeepLinkError(
            .badQuery("the name \(quotedOutsideText(decodedName)) is given twice"),
            segment: String(item))
        }
        query[decodedName] = try Self.decoded(value, segmentIndex: nil)
      }
    }
    self.init(segments: segments, query: query)
  }

  /// The link as text, percent-encoded, query items sorted by name:
  /// `colors/red%20dark?modal=info`.
  public var description: String {
    var text = segments.map(Self.encoded).joined(separator: "/")
    if !query.isEmpty {
      text += "?"
      text += query.sorted { $0.key < $1.key }
        .map { "\(Self.encoded($0.key))=\(Self.encoded($0.value))" }
        .joined(separator: "&")
    }
    return text
  }

  // MARK: - Parsing

  /// Calls `body` with each piece of `text` between separators, empty pieces included, without
  /// collecting them first.
  private static func forEachPiece(
    of text: Substring,
    separatedBy separator: UInt8,
    _ body: (_ index: Int, _ piece: Substring) throws(DeepLinkError) -> Void
  ) throws(DeepLinkError) {
    var start = text.startIndex
    var index = 0
    var position = text.utf8.startIndex
    while position < text.utf8.endIndex {
      if text.utf8[position] == separator {
        try body(index, text[start..<position])
        index += 1
        start = text.utf8.index(after: position)
      }
      position = text.utf8.index(after: position)
    }
    try body(index, text[start...])
  }

  /// The text after a scheme (`myapp://`), without the host of a web address.
  private static func droppingScheme(of text: Substring) -> Substring {
    guard let colon = text.utf8.firstIndex(of: UInt8(ascii: ":")) else { return text }
    let scheme = text[..<colon]
    guard let first = scheme.utf8.first, isLetter(first),
      scheme.utf8.allSatisfy({
        isLetter($0) || ($0 >= 0x30 && $0 <= 0x39) || $0 == 0x2B || $0 == 0x2D || $0 == 0x2E
      })
    else { return text }
    var rest = text[text.index(after: colon)...]
    // Without '//' it is a segment with a colon, not a scheme.
    guard rest.hasPrefix("//") else { return text }
    rest = rest.dropFirst(2)
    let lowered = scheme.lowercased()
    if lowered == "http" || lowered == "https" {
      // A web address: the host is a domain, not a screen.
      guard let slash = rest.utf8.firstIndex(of: UInt8(ascii: "/")) else { return "" }
      return rest[slash...]
    }
    return rest
  }

  private static func isLetter(_ byte: UInt8) -> Bool {
    (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A)
  }

  /// Decodes the percent escapes of `text`.
  private static func decoded(_ text: Substring, segmentIndex: Int?) throws(DeepLinkError)
    -> String
  {
    guard text.utf8.contains(UInt8(ascii: "%")) else { return String(text) }
    var bytes: [UInt8] = []
    bytes.reserveCapacity(text.utf8.count)
    var iterator = text.utf8.makeIterator()
    while let byte = iterator.next() {
      guard byte == UInt8(ascii: "%") else {
        bytes.append(byte)
        continue
      }
      let high = iterator.next()
      let low = iterator.next()
      guard let high, let low, let h = hexValue(high), let l = hexValue(low) else {
        let escape = "%" + String(decoding: [high, low].compactMap { $0 }, as: UTF8.self)
        throw DeepLinkError(
          .badEscape(escape), segmentIndex: segmentIndex, segment: String(text))
      }
      bytes.append(h << 4 | l)
    }
    let decoded = String(decoding: bytes, as: UTF8.self)
    guard decoded.utf8.elementsEqual(bytes) else {
      throw DeepLinkError(
        .badEscape(String(text)), segmentIndex: segmentIndex, segment: String(text))
    }
    return decoded
  }

  private static func hexValue(_ byte: UInt8) -> UInt8? {
    switch byte {
    case 0x30...0x39: byte - 0x30
    case 0x41...0x46: byte - 0x41 + 10
    case 0x61...0x66: byte - 0x61 + 10
    default: nil
    }
  }

  /// Percent-encodes every byte but letters, digits and `-._~`.
  private static func encoded(_ text: String) -> String {
    let isPlain: (UInt8) -> Bool = {
      isLetter($0) || ($0 >= 0x30 && $0 <= 0x39) || $0 == 0x2D || $0 == 0x2E || $0 == 0x5F
        || $0 == 0x7E
    }
    guard !text.utf8.allSatisfy(isPlain) else { return text }
    let digits = Array("0123456789ABCDEF".utf8)
    var bytes: [UInt8] = []
    for byte in text.utf8 {
      if isPlain(byte) {
        bytes.append(byte)
      } else {
        bytes += [UInt8(ascii: "%"), digits[Int(byte >> 4)], digits[Int(byte & 0xF)]]
      }
    }
    return String(decoding: bytes, as: UTF8.self)
  }
}

extension DeepLink: ExpressibleByArrayLiteral {
  /// Creates a link from its segments: `["colors", "red"]`.
  ///
  /// - Parameter segments: The path segments.
  public init(arrayLiteral segments: String...) {
    self.init(segments: segments)
  }
}
