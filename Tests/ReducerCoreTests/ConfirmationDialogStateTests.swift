import Foundation
import ReducerTesting
import Testing

@testable import ReducerCore

/// A feature that offers ways to share, with its dialog presented from optional state by
/// `ifLet`.
private struct Sharing: Reducer {
  struct State: Equatable {
    var dialog: ConfirmationDialogState<Action.Dialog>?
    var shared: [String] = []
  }

  enum Action: Equatable {
    case dialog(Dialog)
    case shareTapped

    enum Dialog: Hashable, Codable, Sendable {
      case copyLink
      case send(to: String)
    }
  }

  let contacts: [String]

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .shareTapped:
        state.dialog = .sharing(contacts: contacts)
        return .none
      case .dialog(.copyLink):
        state.shared.append("link")
        state.dialog = nil
        return .none
      case let .dialog(.send(to: contact)):
        state.shared.append(contact)
        state.dialog = nil
        return .none
      }
    }
    .ifLet(\.dialog, action: /Action.dialog) { EmptyReducer() }
  }
}

extension ConfirmationDialogState where Action == Sharing.Action.Dialog {
  fileprivate static func sharing(contacts: [String]) -> Self {
    ConfirmationDialogState(titleVisibility: .visible) {
      TextState("Share")
    } actions: {
      ButtonState(action: .copyLink) { TextState("Copy link") }
      for contact in contacts {
        ButtonState(action: .send(to: contact)) { TextState("Send to \(contact)") }
      }
      ButtonState(role: .cancel) { TextState("Cancel") }
    } message: {
      TextState("Share this list with others.")
    }
  }
}

private enum ParentAction: Equatable {
  case dialog(Sharing.Action.Dialog)
}

@Suite struct ConfirmationDialogStateTests {
  @Test func buildsWithTitleVisibilityButtonsAndMessage() {
    let dialog = ConfirmationDialogState.sharing(contacts: ["Ann", "Bo"])
    #expect(dialog.titleVisibility == .visible)
    #expect(dialog.title == TextState("Share"))
    #expect(dialog.message == TextState("Share this list with others."))
    #expect(
      dialog.buttons.map(\.action.action) == [
        .copyLink, .send(to: "Ann"), .send(to: "Bo"), nil,
      ])
    #expect(dialog.buttons.map(\.role) == [nil, nil, nil, .cancel])
  }

  @Test func theTitleVisibilityIsAutomaticByDefault() {
    let dialog = ConfirmationDialogState<Sharing.Action.Dialog> {
      TextState("Sort by")
    } actions: {
      ButtonState(action: .copyLink) { TextState("Name") }
    }
    #expect(dialog.titleVisibility == .automatic)
    #expect(dialog.message == nil)
    let titleOnly = ConfirmationDialogState<Sharing.Action.Dialog>(titleVisibility: .hidden) {
      TextState("Sort by")
    }
    #expect(titleOnly.titleVisibility == .hidden)
    #expect(titleOnly.buttons.isEmpty)
    let withMessage = ConfirmationDialogState<Sharing.Action.Dialog> {
      TextState("Sort by")
    } message: {
      TextState("Pick an order.")
    }
    #expect(withMessage.message == TextState("Pick an order."))
    #expect(withMessage.buttons.isEmpty)
  }

  @Test func dialogsAreEqualByWhatTheyShowIncludingTitleVisibility() {
    let first = ConfirmationDialogState.sharing(contacts: ["Ann"])
    let second = ConfirmationDialogState.sharing(contacts: ["Ann"])
    #expect(first.id != second.id)
    #expect(first == second)
    #expect(first.hashValue == second.hashValue)

    var hidden = first
    hidden.titleVisibility = .hidden
    #expect(hidden != first)
    #expect(hidden.id == first.id)
    #expect(ConfirmationDialogState.sharing(contacts: ["Bo"]) != first)
    #expect(Set([first, second, hidden]).count == 2)
  }

  @Test func roundTripsThroughJSON() throws {
    let dialog = ConfirmationDialogState.sharing(contacts: ["Ann"])
    let data = try JSONEncoder().encode(dialog)
    let decoded = try JSONDecoder().decode(
      ConfirmationDialogState<Sharing.Action.Dialog>.self, from: data)
    #expect(decoded == dialog)
    #expect(decoded.titleVisibility == .visible)

    let minimal = Data(#"{"title":"Sort by"}"#.utf8)
    let sortBy = try JSONDecoder().decode(
      ConfirmationDialogState<Sharing.Action.Dialog>.self, from: minimal)
    #expect(sortBy == ConfirmationDialogState { TextState("Sort by") })
  }

  @Test func mapKeepsTitleVisibilityAndIdentity() {
    let dialog = ConfirmationDialogState.sharing(contacts: ["Ann"])
    let mapped = dialog.map { $0.map(ParentAction.dialog) }
    #expect(mapped.id.number == dialog.id.number)
    #expect(mapped.titleVisibility == .visible)
    #expect(mapped.title == dialog.title)
    #expect(mapped.message == dialog.message)
    #expect(
      mapped.buttons.map(\.action.action) == [
        .dialog(.copyLink), .dialog(.send(to: "Ann")), nil,
      ])
  }

  @Test func givesTheActionOfATappedButton() {
    let dialog = ConfirmationDialogState.sharing(contacts: ["Ann"])
    #expect(dialog.action(forButtonAt: 1) == .send(to: "Ann"))
    #expect(dialog.action(forButtonAt: 2) == nil)
    #expect(dialog.action(forButtonAt: 3) == nil)
    let presented: Any = dialog
    #expect(presented is any ButtonStatePresentation)
  }

  @Test func printsTitleVisibilityTitleMessageAndButtons() {
    let dialog = ConfirmationDialogState<Sharing.Action.Dialog>(titleVisibility: .visible) {
      TextState("Share")
    } actions: {
      ButtonState(action: .send(to: "Ann")) { TextState("Send to Ann") }
      ButtonState(role: .cancel) { TextState("Cancel") }
    }
    #expect(
      dialog.description == """
        ConfirmationDialogState<Sharing.Action.Dialog>(
          titleVisibility: .visible,
          title: "Share",
          message: nil,
          buttons: [
            ButtonState<Sharing.Action.Dialog>(
              role: nil,
              action: .send(.send(to: "Ann")),
              label: "Send to Ann",
            ),
            ButtonState<Sharing.Action.Dialog>(
              role: .cancel,
              action: .send(nil),
              label: "Cancel",
            ),
          ],
        )
        """)
  }

  @MainActor
  @Test func theReducerReceivesTheTappedButtonsAction() async throws {
    let store = TestStore(initialState: Sharing.State()) { Sharing(contacts: ["Ann", "Bo"]) }
    await store.send(.shareTapped) { $0.dialog = .sharing(contacts: ["Ann", "Bo"]) }
    let action = try #require(store.state.dialog?.action(forButtonAt: 2))
    #expect(action == .send(to: "Bo"))
    await store.send(.dialog(action)) {
      $0.dialog = nil
      $0.shared = ["Bo"]
    }
    await store.finish()
  }
}
