import Foundation
import ReducerTesting
import Testing

@testable import ReducerCore

/// A feature that asks before deleting, with its alert presented from optional state by
/// `ifLet`, as TCA features do with `@Presents`.
private struct Deletion: Reducer {
  struct State: Equatable {
    var alert: AlertState<Action.Alert>?
    var isDeleted = false
    /// Every alert action the parent reducer received, in order.
    var received: [Action.Alert] = []
  }

  enum Action: Equatable {
    case alert(Alert)
    case deleteTapped

    enum Alert: Equatable, Hashable, Codable {
      case confirm
      case cancel
    }
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .deleteTapped:
        state.alert = .deletion
        return .none
      case let .alert(alertAction):
        state.received.append(alertAction)
        if alertAction == .confirm { state.isDeleted = true }
        state.alert = nil
        return .none
      }
    }
    .ifLet(\.alert, action: /Action.alert) { EmptyReducer() }
  }
}

extension AlertState where Action == Deletion.Action.Alert {
  fileprivate static var deletion: Self {
    AlertState {
      TextState("Delete?")
    } actions: {
      ButtonState(role: .destructive, action: .confirm) { TextState("Delete") }
      ButtonState(role: .cancel, action: .cancel) { TextState("Cancel") }
    } message: {
      TextState("This cannot be undone.")
    }
  }
}

/// An action with a payload, for `for` loops and `map`.
private enum Move: Hashable, Codable, Sendable {
  case to(String)
  case cancel
}

/// What a parent feature wraps the alert's actions in, for `map`.
private enum ParentAction: Equatable {
  case alert(Deletion.Action.Alert)
}

@Suite struct AlertStateTests {
  // MARK: - Building

  @Test func buildsTitleButtonsAndMessage() {
    let alert = AlertState<Deletion.Action.Alert>.deletion
    #expect(alert.title == TextState("Delete?"))
    #expect(alert.message == TextState("This cannot be undone."))
    #expect(alert.buttons.map(\.label) == [TextState("Delete"), TextState("Cancel")])
    #expect(alert.buttons.map(\.role) == [.destructive, .cancel])
    #expect(alert.buttons.map(\.action.action) == [.confirm, .cancel])
  }

  @Test func buildsWithoutButtonsOrMessage() {
    let titleOnly = AlertState<Deletion.Action.Alert> { TextState("Saved") }
    #expect(String(state: titleOnly.title) == "Saved")
    #expect(titleOnly.buttons.isEmpty)
    #expect(titleOnly.message == nil)

    let withMessage = AlertState<Deletion.Action.Alert> {
      TextState("Saved")
    } message: {
      TextState("Your list is saved.")
    }
    #expect(withMessage.buttons.isEmpty)
    #expect(withMessage.message == TextState("Your list is saved."))

    let withButtons = AlertState<Deletion.Action.Alert> {
      TextState("Saved")
    } actions: {
      ButtonState(action: .confirm) { TextState("OK") }
    }
    #expect(withButtons.buttons.count == 1)
    #expect(withButtons.message == nil)
  }

  @Test func aButtonWithoutAnActionSendsNothing() {
    let button = ButtonState<Move>(role: .cancel) { TextState("Cancel") }
    #expect(button.action.action == nil)
    #expect(button.action == .send(nil))
    let plain = ButtonState<Move>(action: .send(.to("Inbox"))) { TextState("Inbox") }
    #expect(plain.role == nil)
    #expect(plain.action.action == .to("Inbox"))
  }

  @Test func theBuilderTakesIfElseOptionalIfAndFor() {
    func alert(folders: [String], isShared: Bool, canCancel: Bool) -> AlertState<Move> {
      AlertState {
        TextState("Move")
      } actions: {
        if isShared {
          ButtonState(action: .to("Shared")) { TextState("Keep shared") }
        } else {
          ButtonState(role: .destructive, action: .to("Trash")) { TextState("Trash") }
        }
        for folder in folders {
          ButtonState(action: .to(folder)) { TextState("Move to \(folder)") }
        }
        if canCancel {
          ButtonState(role: .cancel, action: .cancel) { TextState("Cancel") }
        }
      }
    }
    let shared = alert(folders: ["Inbox", "Archive"], isShared: true, canCancel: true)
    #expect(
      shared.buttons.map(\.action.action) == [
        .to("Shared"), .to("Inbox"), .to("Archive"), .cancel,
      ])
    #expect(
      shared.buttons.map(\.label.description) == [
        "Keep shared", "Move to Inbox", "Move to Archive", "Cancel",
      ])
    let own = alert(folders: [], isShared: false, canCancel: false)
    #expect(own.buttons.map(\.action.action) == [.to("Trash")])
    #expect(own.buttons.map(\.role) == [.destructive])
  }

  // MARK: - Equality, hashing, identity

  @Test func alertsAreEqualByWhatTheyShowNotByIdentity() {
    let first = AlertState<Deletion.Action.Alert>.deletion
    let second = AlertState<Deletion.Action.Alert>.deletion
    #expect(first.id != second.id)
    #expect(first == second)
    #expect(first.hashValue == second.hashValue)
    #expect(Set([first, second]).count == 1)

    var otherMessage = first
    otherMessage.message = TextState("Really?")
    #expect(otherMessage != first)
    #expect(otherMessage.id == first.id)

    var otherRole = first
    otherRole.buttons[1] = ButtonState(action: .cancel) { TextState("Cancel") }
    #expect(otherRole != first)

    var otherAction = first
    otherAction.buttons[0] = ButtonState(role: .destructive, action: .cancel) {
      TextState("Delete")
    }
    #expect(otherAction != first)
    #expect(Set([first, otherMessage, otherRole, otherAction]).count == 4)
  }

  @Test func textStateIsItsText() {
    #expect(TextState("Delete?") == TextState(verbatim: "Delete?"))
    #expect(TextState("Delete "[...]) == TextState(verbatim: "Delete "))
    #expect(TextState("Delete ") + TextState("Milk") == TextState("Delete Milk"))
    #expect(TextState("a") != TextState("b"))
    #expect(Set([TextState("a"), TextState(verbatim: "a")]).count == 1)
    let name = "Milk"
    #expect(String(state: TextState("Delete \(name)?")) == "Delete Milk?")
    #expect("\(TextState("Delete?"))" == "Delete?")
  }

  // MARK: - Codable

  @Test func roundTripsThroughJSON() throws {
    let alert = AlertState<Move> {
      TextState("Move")
    } actions: {
      ButtonState(action: .to("Inbox")) { TextState("Inbox") }
      ButtonState(role: .cancel) { TextState("Cancel") }
    } message: {
      TextState("Where to?")
    }
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    let data = try encoder.encode(alert)
    #expect(
      String(decoding: data, as: UTF8.self)
        == #"{"buttons":[{"action":{"to":{"_0":"Inbox"}},"label":"Inbox"},"#
        + #"{"label":"Cancel","role":"cancel"}],"message":"Where to?","title":"Move"}"#
    )
    let decoded = try JSONDecoder().decode(AlertState<Move>.self, from: data)
    #expect(decoded == alert)
    #expect(decoded.buttons[1].action.action == nil)
  }

  @Test func decodesAnAlertWithoutMessageOrButtons() throws {
    let json = Data(#"{"title":"Saved"}"#.utf8)
    let decoded = try JSONDecoder().decode(AlertState<Move>.self, from: json)
    #expect(decoded == AlertState { TextState("Saved") })
    let noTitle = Data(#"{"message":"Saved"}"#.utf8)
    #expect(throws: DecodingError.self) {
      try JSONDecoder().decode(AlertState<Move>.self, from: noTitle)
    }
  }

  // MARK: - Actions

  @Test func mapTransformsEveryButtonActionAndKeepsTheRest() {
    let alert = AlertState<Deletion.Action.Alert> {
      TextState("Delete?")
    } actions: {
      ButtonState(role: .destructive, action: .confirm) { TextState("Delete") }
      ButtonState(role: .cancel) { TextState("Cancel") }
    } message: {
      TextState("This cannot be undone.")
    }
    let mapped: AlertState<ParentAction> = alert.map { $0.map(ParentAction.alert) }
    #expect(mapped.id.number == alert.id.number)
    #expect(mapped.title == alert.title)
    #expect(mapped.message == alert.message)
    #expect(mapped.buttons.map(\.label) == alert.buttons.map(\.label))
    #expect(mapped.buttons.map(\.role) == alert.buttons.map(\.role))
    #expect(mapped.buttons.map(\.action.action) == [.alert(.confirm), nil])

    // `map` may also give an action to a button that had none, or take one away.
    let everyButton = alert.map { $0 ?? .cancel }
    #expect(everyButton.buttons.map(\.action.action) == [.confirm, .cancel])
    #expect(alert.map { _ -> Move? in nil }.buttons.allSatisfy { $0.action.action == nil })
  }

  @Test func givesTheActionOfATappedButton() {
    let alert = AlertState<Move> {
      TextState("Move")
    } actions: {
      ButtonState(action: .to("Inbox")) { TextState("Inbox") }
      ButtonState(role: .cancel) { TextState("Cancel") }
    }
    #expect(alert.action(forButtonAt: 0) == .to("Inbox"))
    #expect(alert.action(forButtonAt: 1) == nil)
    #expect(alert.action(forButtonAt: 2) == nil)
    #expect(alert.action(forButtonAt: -1) == nil)

    var sent: [Move?] = []
    alert.buttons[0].withAction { sent.append($0) }
    alert.buttons[1].withAction { sent.append($0) }
    #expect(sent == [.to("Inbox"), nil])
  }

  @Test func thePresentingOperatorSeesAlertsThroughOneProtocol() {
    func firstAction<Presented: ButtonStatePresentation>(_ value: Presented) -> Presented.Action? {
      value.action(forButtonAt: 0)
    }
    #expect(firstAction(AlertState<Deletion.Action.Alert>.deletion) == .confirm)
    let state: Any = AlertState<Deletion.Action.Alert>.deletion
    #expect(state is any ButtonStatePresentation)
    #expect(!(TextState("Delete?") as Any is any ButtonStatePresentation))
  }

  // MARK: - Printing

  @Test func printsTitleMessageAndButtons() {
    let alert = AlertState<Deletion.Action.Alert> {
      TextState("Delete?")
    } actions: {
      ButtonState(role: .destructive, action: .confirm) { TextState("Delete") }
      ButtonState { TextState("Later") }
    } message: {
      TextState("This cannot be undone.")
    }
    #expect(
      alert.description == """
        AlertState<Deletion.Action.Alert>(
          title: "Delete?",
          message: "This cannot be undone.",
          buttons: [
            ButtonState<Deletion.Action.Alert>(
              role: .destructive,
              action: .send(.confirm),
              label: "Delete",
            ),
            ButtonState<Deletion.Action.Alert>(
              role: nil,
              action: .send(nil),
              label: "Later",
            ),
          ],
        )
        """)
    #expect(
      AlertState<Move> { TextState("Saved") }.description == """
        AlertState<Move>(
          title: "Saved",
          message: nil,
          buttons: [],
        )
        """)
  }

  @Test func aTestDiffShowsTheLineThatChanged() throws {
    let expected = Deletion.State(alert: .deletion)
    var actual = expected
    actual.alert?.message = TextState("Gone for good.")
    let diff = try #require(Diff.text(from: expected, to: actual))
    #expect(diff.contains("\(Diff.removed)     message: \"This cannot be undone.\","))
    #expect(diff.contains("\(Diff.added)     message: \"Gone for good.\","))
    #expect(!diff.contains("id:"))
    // Two alerts made apart show no difference: their identities are not printed.
    #expect(Diff.text(from: expected, to: Deletion.State(alert: .deletion)) == nil)
  }

  // MARK: - Presenting with ifLet

  @MainActor
  @Test func theReducerReceivesTheTappedButtonsAction() async throws {
    let store = TestStore(initialState: Deletion.State()) { Deletion() }
    await store.send(.deleteTapped) { $0.alert = .deletion }
    // What presents the alert turns the tapped button into the action it sends.
    let action = try #require(store.state.alert?.action(forButtonAt: 0))
    await store.send(.alert(action)) {
      $0.alert = nil
      $0.isDeleted = true
      $0.received = [.confirm]
    }
    await store.send(.deleteTapped) { $0.alert = .deletion }
    let cancel = try #require(store.state.alert?.action(forButtonAt: 1))
    await store.send(.alert(cancel)) {
      $0.alert = nil
      $0.received = [.confirm, .cancel]
    }
    await store.finish()
  }

  @MainActor
  @Test func aStoreRunsTheAlertsChildReducer() {
    let store = Store(initialState: Deletion.State()) { Deletion() }
    store.send(.deleteTapped)
    #expect(store.state.alert == .deletion)
    store.send(.alert(.cancel))
    #expect(store.state.alert == nil)
    #expect(store.state.received == [.cancel])
    #expect(!store.state.isDeleted)
  }
}
