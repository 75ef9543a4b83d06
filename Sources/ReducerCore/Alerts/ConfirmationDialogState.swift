/// A confirmation dialog held in state: a title that may be hidden, a message, and buttons with
/// the actions they send.
///
/// Spelled like TCA's `ConfirmationDialogState`; it works as ``AlertState`` does, presented
/// with `ifLet` from an optional in the feature's state:
///
/// ```swift
/// state.dialog = ConfirmationDialogState(titleVisibility: .visible) {
///   TextState("Share")
/// } actions: {
///   ButtonState(action: .copyLink) { TextState("Copy link") }
///   ButtonState(action: .sendByMail) { TextState("Send by mail") }
///   ButtonState(role: .cancel) { TextState("Cancel") }
/// } message: {
///   TextState("Share this list with others.")
/// }
/// ```
///
/// Dialogs are equal, and hash, by title, its visibility, message and buttons (TCA leaves the
/// visibility out; a test should see it change); their ``id`` is left out.
public struct ConfirmationDialogState<Action>: Identifiable {
  /// Tells one dialog from another, even when they look the same: each dialog made gets a new
  /// one, and ``map(_:)`` keeps it.
  public let id: ID
  /// The buttons, in the order they are shown.
  public var buttons: [ButtonState<Action>]
  /// The text under the title, or `nil`.
  public var message: TextState?
  /// The title.
  public var title: TextState
  /// Whether the title is shown.
  public var titleVisibility: ConfirmationDialogStateTitleVisibility

  /// The identity of a confirmation dialog, as TCA's `UUID` id is, without Foundation.
  public struct ID: Hashable, Sendable {
    let number: UInt64
  }

  init(
    id: ID, buttons: [ButtonState<Action>], message: TextState?, title: TextState,
    titleVisibility: ConfirmationDialogStateTitleVisibility
  ) {
    self.id = id
    self.buttons = buttons
    self.message = message
    self.title = title
    self.titleVisibility = titleVisibility
  }

  /// Creates a confirmation dialog from its title, its buttons and its message.
  ///
  /// ```swift
  /// ConfirmationDialogState(titleVisibility: .visible) {
  ///   TextState("Share")
  /// } actions: {
  ///   ButtonState(action: .copyLink) { TextState("Copy link") }
  ///   ButtonState(role: .cancel) { TextState("Cancel") }
  /// }
  ///
  /// ConfirmationDialogState { TextState("Sort by") } actions: { … }  // automatic visibility
  /// ```
  ///
  /// - Parameters:
  ///   - titleVisibility: Whether the title is shown; by default
  ///     ``ConfirmationDialogStateTitleVisibility/automatic``, which lets the UI decide.
  ///   - title: Builds the title.
  ///   - actions: Builds the buttons, with ``ButtonStateBuilder``; none by default.
  ///   - message: Builds the message; none by default.
  public init(
    titleVisibility: ConfirmationDialogStateTitleVisibility = .automatic,
    title: () -> TextState,
    @ButtonStateBuilder<Action> actions: () -> [ButtonState<Action>] = { [] },
    message: (() -> TextState)? = nil
  ) {
    self.init(
      id: ID(number: AlertIdentity.next()), buttons: actions(), message: message?(),
      title: title(), titleVisibility: titleVisibility
    )
  }

  /// The action the button at `index` sends when tapped, for what presents the dialog.
  ///
  /// ```swift
  /// if let action = dialog.action(forButtonAt: tappedIndex) {
  ///   store.send(.dialog(action))
  /// }
  /// ```
  ///
  /// - Parameter index: The button's position in ``buttons``.
  /// - Returns: Its action, or `nil` when it sends none (it only dismisses) or `index` is not a
  ///   position in ``buttons``.
  public func action(forButtonAt index: Int) -> Action? {
    buttons.indices.contains(index) ? buttons[index].action.action : nil
  }

  /// The same dialog sending other actions, such as the parent feature's actions that wrap
  /// these.
  ///
  /// ```swift
  /// let dialog: ConfirmationDialogState<Parent.Action> =
  ///   child.map { $0.map(Parent.Action.dialog) }
  /// ```
  ///
  /// - Parameter transform: Turns each button's action (or `nil`) into the new one (or `nil`).
  /// - Returns: The dialog with the new actions, the same texts, title visibility and ``id``.
  /// - Complexity: O(*n*) in the number of buttons.
  public func map<NewAction>(
    _ transform: (Action?) -> NewAction?
  ) -> ConfirmationDialogState<NewAction> {
    ConfirmationDialogState<NewAction>(
      id: ConfirmationDialogState<NewAction>.ID(number: id.number),
      buttons: buttons.map { $0.map(transform) },
      message: message,
      title: title,
      titleVisibility: titleVisibility
    )
  }
}

/// Whether a confirmation dialog shows its title.
///
/// ```swift
/// ConfirmationDialogState(titleVisibility: .hidden) { TextState("Sort by") }
/// ```
public enum ConfirmationDialogStateTitleVisibility: String, Hashable, Sendable, Codable {
  /// The UI decides, as its platform does.
  case automatic
  /// The title is hidden.
  case hidden
  /// The title is shown.
  case visible
}

extension ConfirmationDialogState: ButtonStatePresentation {}

// MARK: - Conformances

extension ConfirmationDialogState: Equatable where Action: Equatable {
  /// Whether two dialogs have the same title, title visibility, message and buttons; their
  /// ``id`` is not compared.
  ///
  /// - Parameters:
  ///   - lhs: A dialog.
  ///   - rhs: Another dialog.
  /// - Returns: `true` when they show the same thing.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.title == rhs.title && lhs.titleVisibility == rhs.titleVisibility
      && lhs.message == rhs.message && lhs.buttons == rhs.buttons
  }
}

extension ConfirmationDialogState: Hashable where Action: Hashable {
  /// Hashes the title, title visibility, message and buttons, as `==` compares them.
  ///
  /// - Parameter hasher: The hasher to feed.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(title)
    hasher.combine(titleVisibility)
    hasher.combine(message)
    hasher.combine(buttons)
  }
}

extension ConfirmationDialogState: Sendable where Action: Sendable {}

extension ConfirmationDialogState: Codable where Action: Codable {
  private enum CodingKeys: String, CodingKey {
    case titleVisibility, title, message, buttons
  }

  /// Decodes a dialog; a missing `titleVisibility` means automatic, a missing `message` or
  /// `buttons` none. The dialog gets a new ``id``, which is not encoded.
  ///
  /// - Parameter decoder: The decoder to read from.
  /// - Throws: `DecodingError` when the title is missing or a value has the wrong type.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      id: ID(number: AlertIdentity.next()),
      buttons: try container.decodeIfPresent([ButtonState<Action>].self, forKey: .buttons) ?? [],
      message: try container.decodeIfPresent(TextState.self, forKey: .message),
      title: try container.decode(TextState.self, forKey: .title),
      titleVisibility: try container.decodeIfPresent(
        ConfirmationDialogStateTitleVisibility.self, forKey: .titleVisibility) ?? .automatic
    )
  }

  /// Encodes the title visibility, the title, the message when there is one, and the buttons.
  ///
  /// - Parameter encoder: The encoder to write to.
  /// - Throws: What the encoder throws.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(titleVisibility, forKey: .titleVisibility)
    try container.encode(title, forKey: .title)
    try container.encodeIfPresent(message, forKey: .message)
    try container.encode(buttons, forKey: .buttons)
  }
}

// MARK: - Printing

extension ConfirmationDialogState: CustomReflectable {
  /// Shows the title visibility, title, message and buttons, texts as quoted strings, in dumps
  /// and test diffs; the ``id`` is left out, as `==` leaves it out.
  public var customMirror: Mirror {
    Mirror(
      self,
      children: [
        "titleVisibility": titleVisibility, "title": title.verbatim,
        "message": message?.verbatim as Any, "buttons": buttons,
      ],
      displayStyle: .struct
    )
  }
}

extension ConfirmationDialogState: CustomStringConvertible {
  /// The dialog as the library's dumps and test diffs print it: title visibility, title,
  /// message, and each button with its role, action and label.
  ///
  /// ```
  /// ConfirmationDialogState<Feature.Action.Dialog>(
  ///   titleVisibility: .visible,
  ///   title: "Share",
  ///   message: nil,
  ///   buttons: [
  ///     ButtonState(
  ///       role: nil,
  ///       action: .send(.copyLink),
  ///       label: "Copy link",
  ///     ),
  ///   ],
  /// )
  /// ```
  public var description: String { Dump.text(of: self) }
}
