/// A saved whole state, tabs and split columns included: every flow's stack and modal with its
/// style, wherever the flow sits, with the selected tab, in a versioned form to keep across
/// launches.
///
/// ``NavigationSnapshot`` keeps one flow's navigation; a `StateSnapshot` keeps a `Codable`
/// state of any shape, such as a tab container whose tabs are flows:
///
/// ```swift
/// let data = try JSONEncoder().encode(StateSnapshot(store.state))
/// // On the next launch:
/// let restored = try JSONDecoder().decode(StateSnapshot<AppTabs.State>.self, from: data)
/// let store = Store(initialState: restored.state) { AppTabs() }
/// ```
///
/// Decoding checks the format version and the state's type before anything else, and a
/// corrupt or mismatched file throws a `DecodingError` that says where; the state is only
/// used once all of it decoded, so nothing is half-restored.
public struct StateSnapshot<State: Codable>: Codable {
  /// The version of the encoded form this library writes and reads.
  public static var formatVersion: Int { 1 }

  /// The saved state.
  public let state: State

  /// Saves a state.
  ///
  /// - Parameter state: The state to save.
  public init(_ state: State) {
    self.state = state
  }

  /// Replaces `target` with the saved state.
  ///
  /// - Parameter target: The state to restore into.
  public func restore(into target: inout State) {
    target = state
  }

  private enum CodingKeys: String, CodingKey { case formatVersion, stateType, state }

  /// Encodes the format version, the state's type and the state.
  ///
  /// - Parameter encoder: The encoder.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(Self.formatVersion, forKey: .formatVersion)
    try container.encode(Self.stateTypeName, forKey: .stateType)
    try container.encode(state, forKey: .state)
  }

  /// Decodes a snapshot, checking its format version and its state's type first.
  ///
  /// - Parameter decoder: The decoder.
  /// - Throws: A `DecodingError` for another format version, another state type, or a state
  ///   that does not decode (a corrupt file, a repeated route id in a stack).
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let version = try decodeFormatVersion(in: container, forKey: .formatVersion)
    guard version == String(Self.formatVersion) else {
      throw DecodingError.dataCorruptedError(
        forKey: .formatVersion, in: container,
        debugDescription: """
          The state was saved in format version \(version), but this version of the library \
          reads version \(Self.formatVersion). Discard the saved state and start from the \
          initial state.
          """)
    }
    let type = try container.decode(String.self, forKey: .stateType)
    guard type == Self.stateTypeName else {
      throw DecodingError.dataCorruptedError(
        forKey: .stateType, in: container,
        debugDescription: """
          The state was saved as \(quotedOutsideText(type)), but is decoded as '\(Self.stateTypeName)'. Decode \
          it as the snapshot of the state that saved it.
          """)
    }
    state = try container.decode(State.self, forKey: .state)
  }

  private static var stateTypeName: String { Dump.typeName(of: State.self) }
}

extension StateSnapshot: Equatable where State: Equatable {}
extension StateSnapshot: Sendable where State: Sendable {}
