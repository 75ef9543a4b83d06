import Foundation

extension DeepLink {
  /// Parses a link from a URL, like ``init(_:)`` parses its text.
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
  /// - Parameter url: The URL.
  /// - Throws: ``DeepLinkError`` when the URL's path or query is malformed.
  public init(url: URL) throws(DeepLinkError) {
    try self.init(url.absoluteString)
  }
}
