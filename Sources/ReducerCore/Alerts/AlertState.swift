/// An alert held in state: its title, its message, and its buttons with the actions they send.
///
/// Spelled like TCA's `AlertState`, so that alerts written for TCA carry over. A feature keeps
/// an optional alert in its state, an action case for what the buttons send, and presents it
/// with `ifLet`:
///
/// ```swift
/// struct Feature: Reducer {
///   struct State: Equatable {
///     var alert: AlertState<Action.Alert>?
///   }
///   enum Action: Equatable {
///     case alert(Alert)
///     case deleteTapped
///     enum Alert: Equatable { case confirmDeletion }
///   }
///   var body: some ReducerOf<Self> {
///     Reduce { state, action in
///       switch action {
///       case .deleteTapped:
///         state.alert = AlertState {
///           TextState("Delete?")
///         } actions: {
///           ButtonState(role: .destructive, action: .confirmDeletion) { TextState("Delete") }
///           ButtonState(role: .cancel) { TextState("Cancel") }
///         } message: {
///           TextState("This cannot be undone.")
///         }
///         return .none
///       case .alert(.confirmDeletion):
///         state.alert = nil
///         // Delete…
///         return .none
///       }
///     }
///     .ifLet(\.alert, action: /Action.alert) { EmptyReducer() }
///   }
/// }
/// ```
///
/// When the user taps a button, what shows the alert sends the button's action,
/// ``action(forButtonAt:)``, as `.alert(action)`, and the alert is dismissed whichever button it
/// was. Alerts are equal, and hash, by title, message and buttons; their ``id`` is left out.
public struct AlertState<Action>: Identifiable {
  /// Tells one alert from another, even when they look the same: each alert made gets a new
  /// one, and ``map(_:)`` keeps it.
  public let id: ID
  /// The buttons, in the order they are shown; when empty, a UI shows a single OK button, as
  /// SwiftUI does.
  public var buttons: [ButtonState<Action>]
  /// The text under the title, or `nil`.
  public var message: TextState?
  /// The title.
  public var title: TextState

  /// The identity of an alert, as TCA's `UUID` id is, without Foundation.
  public struct ID: Hashable, Sendable {
    let number: UInt64
  }

  init(id: ID, buttons: [ButtonState<Action>], message: TextState?, title: TextState) {
    self.id = id
    self.buttons = buttons
    self.message = message
    self.title = title
  }

  /// Creates an alert from its title, its buttons and its message.
  ///
  /// ```swift
  /// AlertState {
  ///   TextState("Delete?")
  /// } actions: {
  ///   ButtonState(role: .destructive, action: .confirmDeletion) { TextState("Delete") }
  ///   ButtonState(role: .cancel) { TextState("Cancel") }
  /// } message: {
  ///   TextState("This cannot be undone.")
  /// }
  ///
  /// AlertState { TextState("Saved") }  // a single OK button
  /// AlertState { TextState("Saved") } message: { TextState("Your list is saved.") }
  /// ```
  ///
  /// - Parameters:
  ///   - title: Builds the title.
  ///   - actions: Builds the buttons, with ``ButtonStateBuilder``; none by default.
  ///   - message: Builds the message; none by default.
  public init(
    title: () -> TextState,
    @ButtonStateBuilder<Action> actions: () -> [ButtonState<Action>] = { [] },
    message: (() -> TextState)? = nil
  ) {
    self.init(
      id: ID(number: AlertIdentity.next()), buttons: actions(), message: message?(),
      title: title()
    )
  }

  /// The action the button at `index` sends when tapped, for what presents the alert.
  ///
  /// ```swift
  /// if let action = alert.action(forButtonAt: tappedIndex) {
  ///   store.send(.alert(action))
  /// }
  /// ```
  ///
  /// - Parameter index: The button's position in ``buttons``.
  /// - Returns: Its action, or `nil` when it sends none (it only dismisses) or `index` is not a
  ///   position in ``buttons``.
  public func action(forButtonAt index: Int) -> Action? {
    buttons.indices.contains(index) ? buttons[index].action.action : nil
  }

  /// The same alert sending other actions, such as the parent feature's actions that wrap these.
  ///
  /// ```swift
  /// let alert: AlertState<Parent.Action> = child.map { $0.map(Parent.Action.alert) }
  /// ```
  ///
  /// - Parameter transform: Turns each button's action (or `nil`) into the new one (or `nil`).
  /// - Returns: The alert with the new actions, the same title, message and ``id``.
  /// - Complexity: O(*n*) in the number of buttons.
  public func map<NewAction>(_ transform: (Action?) -> NewAction?) -> AlertState<NewAction> {
    AlertState<NewAction>(
      id: AlertState<NewAction>.ID(number: id.number),
      buttons: buttons.map { $0.map(transform) },
      message: message,
      title: title
    )
  }
}

extension AlertState: ButtonStatePresentation {}

// MARK: - Conformances

extension AlertState: Equatable where Action: Equatable {
  /// Whether two alerts have the same title, message and buttons; their ``id`` is not compared.
  ///
  /// - Parameters:
  ///   - lhs: An alert.
  ///   - rhs: Another alert.
  /// - Returns: `true` when they show the same thing.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.title == rhs.title && lhs.message == rhs.message && lhs.buttons == rhs.buttons
  }
}

extension AlertState: Hashable where Action: Hashable {
  /// Hashes the title, message and buttons, as `==` compares them.
  ///
  /// - Parameter hasher: The hasher to feed.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(title)
    hasher.combine(message)
    hasher.combine(buttons)
  }
}

extension AlertState: Sendable where Action: Sendable {}

extension AlertState: Codable where Action: Codable {
  private enum CodingKeys: String, CodingKey {
    case title, message, buttons
  }

  /// Decodes an alert; a missing `message` or `buttons` means none. The alert gets a new
  /// ``id``, which is not encoded.
  ///
  /// - Parameter decoder: The decoder to read from.
  /// - Throws: `DecodingError` when the title is missing or a value has the wrong type.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      id: ID(number: AlertIdentity.next()),
      buttons: try container.decodeIfPresent([ButtonState<Action>].self, forKey: .buttons) ?? [],
      message: try container.decodeIfPresent(TextState.self, forKey: .message),
      title: try container.decode(TextState.self, forKey: .title)
    )
  }

  /// Encodes the title, the message when there is one, and the buttons.
  ///
  /// - Parameter encoder: The encoder to write to.
  /// - Throws: What the encoder throws.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(title, forKey: .title)
    try container.encodeIfPresent(message, forKey: .message)
    try container.encode(buttons, forKey: .buttons)
  }
}

// MARK: - Printing

extension AlertState: CustomReflectable {
  /// Shows the title, message and buttons, texts as quoted strings, in dumps and test diffs;
  /// the ``id`` is left out, as `==` leaves it out.
  public var customMirror: Mirror {
    Mirror(
      self,
      children: [
        "title": title.verbatim, "message": message?.verbatim as Any, "buttons": buttons,
      ],
      displayStyle: .struct
    )
  }
}

extension AlertState: CustomStringConvertible {
  /// The alert as the library's dumps and test diffs print it: title, message, and each button
  /// with its role, action and label.
  ///
  /// ```
  /// AlertState<Feature.Action.Alert>(
  ///   title: "Delete?",
  ///   message: "This cannot be undone.",
  ///   buttons: [
  ///     ButtonState(
  ///       role: .destructive,
  ///       action: .send(.confirmDeletion),
  ///       label: "Delete",
  ///     ),
  ///   ],
  /// )
  /// ```
  public var description: String { Dump.text(of: self) }
}
