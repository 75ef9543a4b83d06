/// A flow's navigation, ready to encode for state restoration: its stack and its modal with its
/// style, with the flows nested in the routes, and a format version.
///
/// ```swift
/// // Saving, when the app goes to the background:
/// let data = try JSONEncoder().encode(NavigationSnapshot(of: store.state))
/// // Restoring, at launch:
/// let snapshot = try JSONDecoder().decode(NavigationSnapshot<Route>.self, from: data)
/// var state = App.State()
/// snapshot.restore(into: &state)
/// ```
///
/// The routes keep their ids, and their states come back as they were encoded: a flow nested
/// in a route comes back with it. Decoding checks everything before anything is applied:
/// data of another format version, of another route type, or with a stack that repeats an
/// id throws a `DecodingError` whose coding path says where.
public struct NavigationSnapshot<Route: Routing & Codable>: Codable {
  /// The version of the encoded form this library writes and reads.
  public static var formatVersion: Int { 1 }

  /// The navigation the snapshot holds.
  public let navigation: NavigationState<Route>

  /// Takes a snapshot of a navigation state.
  ///
  /// - Parameter navigation: The navigation to keep.
  public init(_ navigation: NavigationState<Route>) {
    self.navigation = navigation
  }

  /// Takes a snapshot of a flow's navigation.
  ///
  /// - Parameter state: The flow's state.
  public init<State: RoutingState>(of state: State) where State.Route == Route {
    self.init(state.navigation)
  }

  /// Gives a flow's state the navigation of the snapshot; the root screen's state is left as
  /// it is.
  ///
  /// - Parameter state: The flow's state.
  public func restore<State: RoutingState>(into state: inout State) where State.Route == Route {
    state.navigation = navigation
  }

  private enum CodingKeys: String, CodingKey { case formatVersion, routes, navigation }

  /// Encodes the format version, the name of the route type and the navigation.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(Self.formatVersion, forKey: .formatVersion)
    try container.encode(Self.routeTypeName, forKey: .routes)
    try container.encode(navigation, forKey: .navigation)
  }

  /// Decodes a snapshot, after checking its format version and its route type.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let version = try decodeFormatVersion(in: container, forKey: .formatVersion)
    guard version == String(Self.formatVersion) else {
      throw DecodingError.dataCorruptedError(
        forKey: .formatVersion, in: container,
        debugDescription: """
          The navigation was saved in format version \(version), but this version of the \
          library reads version \(Self.formatVersion). Discard the saved navigation and start \
          from the initial state.
          """)
    }
    let routes = try container.decode(String.self, forKey: .routes)
    guard routes == Self.routeTypeName else {
      throw DecodingError.dataCorruptedError(
        forKey: .routes, in: container,
        debugDescription: """
          The navigation was saved with routes of \(quotedOutsideText(routes)), but is decoded as routes of \
          '\(Self.routeTypeName)'. Decode it as the snapshot of the flow that saved it.
          """)
    }
    navigation = try container.decode(NavigationState<Route>.self, forKey: .navigation)
  }

  private static var routeTypeName: String { Dump.typeName(of: Route.self) }
}

extension NavigationSnapshot: Equatable where Route: Equatable {}
extension NavigationSnapshot: Sendable where Route: Sendable {}

/// A snapshot's format version as text: the whole number it is, or, for any other value (`1.5`,
/// `1e400`, `"1"`, `null`), a description of it, so that the version message says what was
/// found instead of a JSON error. A missing version throws `keyNotFound`.
func decodeFormatVersion<Key: CodingKey>(
  in container: KeyedDecodingContainer<Key>,
  forKey key: Key
) throws -> String {
  guard container.contains(key) else {
    return String(try container.decode(Int.self, forKey: key))
  }
  if let version = try? container.decode(Int.self, forKey: key) { return String(version) }
  if let version = try? container.decode(Double.self, forKey: key) { return "\(version)" }
  if let version = try? container.decode(String.self, forKey: key) {
    return quotedOutsideText(version, limit: 40)
  }
  return "(a value that is not a whole number)"
}
