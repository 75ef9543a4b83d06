import Foundation

extension NavigationState where Route: Codable {
  /// The navigation as a relaunch would see it: saved as a ``NavigationSnapshot`` in JSON,
  /// then decoded, as an app that saves its navigation when it goes to the background and
  /// restores it at launch does.
  ///
  /// ```swift
  /// // In a test: the navigation survives a relaunch.
  /// let restored = try store.state.navigation.savedAndRestored()
  /// #expect(restored.description == store.state.navigation.description)
  /// ```
  ///
  /// A route whose `Codable` conformance loses what tells it apart (its case, its id) comes
  /// back as another screen, and the two descriptions differ.
  ///
  /// - Returns: The navigation decoded from the snapshot.
  /// - Throws: The error of the encoding or of the decoding (`EncodingError`, `DecodingError`):
  ///   a route that does not encode, or a snapshot that does not decode (a stack that repeats
  ///   an id once decoded).
  public func savedAndRestored() throws -> NavigationState {
    let data = try JSONEncoder().encode(NavigationSnapshot(self))
    return try JSONDecoder().decode(NavigationSnapshot<Route>.self, from: data).navigation
  }
}
