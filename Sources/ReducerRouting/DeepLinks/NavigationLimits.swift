/// Bounds on navigation that comes from outside the app: deep links and restored snapshots.
///
/// A link from another app, a web page or a notification, and a file restored at launch, are
/// written by someone else. Within these bounds they are read in time and memory linear in
/// their size; beyond them they are refused before any work, with a ``DeepLinkError`` whose
/// reason, ``DeepLinkError/Reason/limitExceeded(_:limit:)``, names the limit (a snapshot
/// throws a `DecodingError` that names it).
///
/// The defaults suit an app's own links. An app that needs more raises them where it opens
/// links, on its root state:
///
/// ```swift
/// extension AppState {
///   static var navigationLimits: NavigationLimits {
///     var limits = NavigationLimits.default
///     limits.maxRoutes = 5_000
///     return limits
///   }
/// }
/// ```
///
/// Parsing takes them too: `try DeepLink(text, limits: AppState.navigationLimits)`.
public struct NavigationLimits: Hashable, Sendable {
  /// The most bytes of a link's text (UTF-8): 8 KB by default.
  public var maxLinkLength: Int
  /// The most routes a link names: its path segments, and those of its `modal` item, each
  /// route taking one at least; and the most routes a restored stack holds. 1,000 by default.
  public var maxRoutes: Int
  /// The most levels (flows and containers) nested in each other that a link or a restored
  /// snapshot goes through, the outermost included: 64 by default.
  public var maxDepth: Int
  /// The most query items of a link: 32 by default.
  public var maxQueryItems: Int

  /// Creates limits; each one left out has its default.
  ///
  /// - Parameters:
  ///   - maxLinkLength: The most bytes of a link's text.
  ///   - maxRoutes: The most routes of a link, or of a restored stack.
  ///   - maxDepth: The most nested levels of a link or a restored snapshot.
  ///   - maxQueryItems: The most query items of a link.
  public init(
    maxLinkLength: Int = 8 * 1024,
    maxRoutes: Int = 1_000,
    maxDepth: Int = 64,
    maxQueryItems: Int = 32
  ) {
    self.maxLinkLength = maxLinkLength
    self.maxRoutes = maxRoutes
    self.maxDepth = maxDepth
    self.maxQueryItems = maxQueryItems
  }

  /// The defaults: links of 8 KB, 1,000 routes, 64 nested levels, 32 query items.
  public static let `default` = NavigationLimits()

  /// One of the limits, as a ``DeepLinkError`` names it.
  public enum Limit: String, Hashable, Sendable, CustomStringConvertible {
    /// ``NavigationLimits/maxLinkLength``.
    case linkLength = "maxLinkLength"
    /// ``NavigationLimits/maxRoutes``.
    case routes = "maxRoutes"
    /// ``NavigationLimits/maxDepth``.
    case depth = "maxDepth"
    /// ``NavigationLimits/maxQueryItems``.
    case queryItems = "maxQueryItems"

    /// The limit's property name, such as `maxDepth`.
    public var description: String { rawValue }
  }

  /// The limits' value for `limit`.
  ///
  /// - Parameter limit: The limit.
  /// - Returns: Its value.
  public subscript(limit: Limit) -> Int {
    switch limit {
    case .linkLength: maxLinkLength
    case .routes: maxRoutes
    case .depth: maxDepth
    case .queryItems: maxQueryItems
    }
  }

  /// The `userInfo` key under which a decoder holds the limits of the navigation it decodes,
  /// for restored snapshots.
  ///
  /// ```swift
  /// let decoder = JSONDecoder()
  /// decoder.userInfo[NavigationLimits.userInfoKey] = NavigationLimits(maxRoutes: 5_000)
  /// ```
  public static var userInfoKey: CodingUserInfoKey { limitsKey }

  /// The limits a decoder's `userInfo` holds, or the defaults.
  static func `in`(_ userInfo: [CodingUserInfoKey: Any]) -> NavigationLimits {
    userInfo[limitsKey] as? NavigationLimits ?? .default
  }

  /// Throws when a parsed link is over a limit but depth (which only opening it tells), in
  /// O(segments + query items).
  @usableFromInline
  func check(_ link: DeepLink) throws(DeepLinkError) {
    guard link.query.count <= maxQueryItems else {
      throw DeepLinkError(.limitExceeded(.queryItems, limit: maxQueryItems))
    }
    // A `modal` item names one route, with its parameters.
    var modalSegments = 0
    if let modal = link.query["modal"] {
      modalSegments = 1
      for byte in modal.utf8 where byte == UInt8(ascii: "/") { modalSegments += 1 }
    }
    guard link.segments.count + modalSegments <= maxRoutes else {
      throw DeepLinkError(.limitExceeded(.routes, limit: maxRoutes))
    }
    // The length of its text, decoded: each segment and its slash, each item and its marks.
    var length = 0
    for segment in link.segments { length += segment.utf8.count + 1 }
    for (name, value) in link.query { length += name.utf8.count + value.utf8.count + 2 }
    guard length <= maxLinkLength else {
      throw DeepLinkError(.limitExceeded(.linkLength, limit: maxLinkLength))
    }
  }
}

/// The key of ``NavigationLimits/userInfoKey``.
private let limitsKey: CodingUserInfoKey = {
  guard let key = CodingUserInfoKey(rawValue: "RoutingReducer.NavigationLimits") else {
    preconditionFailure("CodingUserInfoKey(rawValue:) accepts every string.")
  }
  return key
}()
