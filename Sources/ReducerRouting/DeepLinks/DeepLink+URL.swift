import Foundation

extension DeepLink {
  /// Parses a link from a URL, like ``init(_:limits:)`` parses its text.
  ///
  /// ```swift
  /// if let url = URL(string: "myapp://colors/red?modal=info") {
  ///   let link = try DeepLink(url: url)
  ///   link.segments  // ["colors", "red"]
  /// }
  /// ```
  ///
  /// With a custom scheme the host is the first segment; with `http` and `https` it is left
  /// out.
  ///
  /// - Parameters:
  ///   - url: The URL.
  ///   - limits: The bounds the link must keep; ``NavigationLimits/default`` when left out.
  /// - Throws: ``DeepLinkError`` when the URL's path or query is malformed, or over a limit.
  public init(url: URL, limits: NavigationLimits = .default) throws(DeepLinkError) {
    try self.init(url.absoluteString, limits: limits)
  }
}
