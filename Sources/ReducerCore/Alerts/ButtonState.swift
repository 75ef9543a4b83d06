/// A button of an alert or a confirmation dialog, held in state: its label, its role, and the
/// action it sends when tapped.
///
/// ```swift
/// ButtonState(role: .destructive, action: .confirmDeletion) {
///   TextState("Delete")
/// }
/// ButtonState(role: .cancel) {
///   TextState("Cancel")
/// }
/// ```
///
/// Spelled like TCA's `ButtonState`. A button without an action still dismisses what shows it.
/// Unlike TCA's, a button has no `id`: a button is found by its position in
/// ``AlertState/buttons``, as ``AlertState/action(forButtonAt:)`` does.
public struct ButtonState<Action> {
  /// What tapping the button sends: ``ButtonStateAction/action`` is the action, or `nil`.
  public let action: ButtonStateAction<Action>
  /// The button's text.
  public let label: TextState
  /// What the button means to the user (cancel, destructive), or `nil` for an ordinary button.
  public let role: ButtonStateRole?

  /// Creates a button that sends `action` when tapped.
  ///
  /// ```swift
  /// ButtonState(action: .send(.favorite)) { TextState("Favorite") }
  /// ButtonState(role: .cancel) { TextState("Cancel") }  // sends nothing
  /// ```
  ///
  /// - Parameters:
  ///   - role: What the button means to the user, or `nil` for an ordinary button.
  ///   - action: What tapping it sends; by default nothing (it only dismisses).
  ///   - label: Builds the button's text.
  public init(
    role: ButtonStateRole? = nil,
    action: ButtonStateAction<Action> = .send(nil),
    label: () -> TextState
  ) {
    self.action = action
    self.label = label()
    self.role = role
  }

  /// Creates a button that sends `action` when tapped.
  ///
  /// ```swift
  /// ButtonState(role: .destructive, action: .confirmDeletion) { TextState("Delete") }
  /// ```
  ///
  /// - Parameters:
  ///   - role: What the button means to the user, or `nil` for an ordinary button.
  ///   - action: The action tapping the button sends.
  ///   - label: Builds the button's text.
  public init(role: ButtonStateRole? = nil, action: Action, label: () -> TextState) {
    self.init(role: role, action: .send(action), label: label)
  }

  /// Hands the button's action, or `nil` when it has none, to `perform`.
  ///
  /// ```swift
  /// button.withAction { action in
  ///   if let action { store.send(.alert(action)) }
  /// }
  /// ```
  ///
  /// TCA runs `perform` inside an animation when the action has one; there is no animation on
  /// this platform, so `perform` runs as is.
  ///
  /// - Parameter perform: Receives the action.
  public func withAction(_ perform: (Action?) -> Void) {
    perform(action.action)
  }

  /// The same button sending another action, such as the parent feature's action that wraps
  /// this one.
  ///
  /// ```swift
  /// let button: ButtonState<Parent.Action> = child.map { $0.map(Parent.Action.alert) }
  /// ```
  ///
  /// - Parameter transform: Turns the action (or `nil`) into the new one (or `nil`).
  /// - Returns: The button with the new action, the same label and role.
  public func map<NewAction>(_ transform: (Action?) -> NewAction?) -> ButtonState<NewAction> {
    ButtonState<NewAction>(role: role, action: action.map(transform)) { label }
  }
}

/// What tapping a button sends: an action, or nothing.
///
/// ```swift
/// ButtonState(action: .send(.confirm)) { TextState("OK") }
/// ```
///
/// Spelled like TCA's `ButtonStateAction`. TCA also has `.send(_:animation:)`, which takes a
/// SwiftUI `Animation`; it is left out here, where there is no UI framework, and `.send(_:)`
/// is the only way to make one.
public struct ButtonStateAction<Action> {
  /// The action to send, or `nil` when the button only dismisses.
  public let action: Action?

  /// Sends `action` when the button is tapped; `nil` sends nothing.
  ///
  /// - Parameter action: The action, or `nil`.
  /// - Returns: The button action.
  public static func send(_ action: Action?) -> Self {
    Self(action: action)
  }

  /// The same button action with its action transformed.
  ///
  /// - Parameter transform: Turns the action (or `nil`) into the new one (or `nil`).
  /// - Returns: The button action sending the new action.
  public func map<NewAction>(
    _ transform: (Action?) -> NewAction?
  ) -> ButtonStateAction<NewAction> {
    .send(transform(action))
  }
}

/// What a button means to the user, which decides how a UI shows it.
///
/// ```swift
/// ButtonState(role: .destructive, action: .delete) { TextState("Delete") }
/// ```
public enum ButtonStateRole: String, Hashable, Sendable, Codable {
  /// A button that cancels: it leaves things as they were.
  case cancel
  /// A button that deletes data or does something else that cannot be undone.
  case destructive
}

// MARK: - Conformances

extension ButtonStateAction: Equatable where Action: Equatable {}
extension ButtonStateAction: Hashable where Action: Hashable {}
extension ButtonStateAction: Sendable where Action: Sendable {}

extension ButtonState: Equatable where Action: Equatable {}
extension ButtonState: Hashable where Action: Hashable {}
extension ButtonState: Sendable where Action: Sendable {}

extension ButtonStateAction: CustomReflectable {
  /// Shows the button action as TCA writes it, `.send(.confirm)`, in dumps and test diffs.
  public var customMirror: Mirror {
    Mirror(self, children: ["send": action as Any], displayStyle: .enum)
  }
}

extension ButtonState: CustomReflectable {
  /// Shows the button's role, action and label, the label as a quoted string, in dumps and test
  /// diffs.
  public var customMirror: Mirror {
    Mirror(
      self,
      children: ["role": role as Any, "action": action, "label": label.verbatim],
      displayStyle: .struct
    )
  }
}

extension ButtonState: Codable where Action: Codable {
  private enum CodingKeys: String, CodingKey {
    case role, action, label
  }

  /// Decodes a button; a missing `role` or `action` means none.
  ///
  /// - Parameter decoder: The decoder to read from.
  /// - Throws: `DecodingError` when the label is missing or a value has the wrong type.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    role = try container.decodeIfPresent(ButtonStateRole.self, forKey: .role)
    action = .send(try container.decodeIfPresent(Action.self, forKey: .action))
    label = try container.decode(TextState.self, forKey: .label)
  }

  /// Encodes the button's role, action and label; a missing role or action is left out.
  ///
  /// - Parameter encoder: The encoder to write to.
  /// - Throws: What the encoder throws.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encodeIfPresent(role, forKey: .role)
    try container.encodeIfPresent(action.action, forKey: .action)
    try container.encode(label, forKey: .label)
  }
}
