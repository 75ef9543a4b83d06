import ReducerRouting

/// A meeting's screen, pushed from the list: it shows the meeting, opens its editor and its
/// recording, and deletes it after asking in an alert.
///
/// It holds the meeting as `@Shared`, the same value as the list's element: an edit made in
/// the editor, or a line the recording adds, shows here and in the list at once.
struct MeetingDetail: Reducer {
  /// The meeting, and the alert when one is shown.
  struct State: Equatable, Codable {
    /// The meeting: one element of the list's shared meetings.
    @Shared var meeting: Meeting
    /// The delete confirmation, while it is shown.
    var alert: AlertState<Action.Alert>?
  }

  /// What a person does on the screen, and what the screen tells the app.
  enum Action: Equatable, Codable {
    /// Opens the editor; the app flow presents it as a sheet.
    case editTapped
    /// Opens the recording; the app flow pushes it.
    case recordTapped
    /// Asks whether to delete the meeting, in an alert.
    case deleteTapped
    /// A button of the alert.
    case alert(Alert)
    /// What the screen asks of the app.
    case delegate(Delegate)

    /// The actions of the alert's buttons.
    enum Alert: Equatable, Codable {
      /// Delete the meeting.
      case confirmDeletion
      /// Keep it.
      case cancel
    }

    /// What the screen asks of the app, which owns the list.
    enum Delegate: Equatable, Codable {
      /// Remove the meeting with this id from the list.
      case deleteMeeting(Meeting.ID)
    }
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .editTapped, .recordTapped, .delegate:
        return .none
      case .deleteTapped:
        state.alert = .deleteMeeting(title: state.meeting.title)
        return .none
      case .alert(.confirmDeletion):
        // The app removes the meeting while this screen is still shown, then the screen
        // closes itself, however it was shown.
        return .merge(.send(.delegate(.deleteMeeting(state.meeting.id))), .dismissSelf())
      case .alert(.cancel):
        return .none
      }
    }
    // A button's action dismisses the alert before the reducer above runs.
    .ifLet(\.alert, action: /Action.alert)
  }
}

extension AlertState where Action == MeetingDetail.Action.Alert {
  /// The alert that asks before deleting the meeting called `title`.
  ///
  /// - Parameter title: The meeting's title.
  /// - Returns: The alert, with a destructive Delete button and a Cancel button.
  static func deleteMeeting(title: String) -> Self {
    AlertState {
      TextState("Delete \"\(title)\"?")
    } actions: {
      ButtonState(role: .destructive, action: .confirmDeletion) { TextState("Delete") }
      ButtonState(role: .cancel, action: .cancel) { TextState("Cancel") }
    } message: {
      TextState("The meeting and its transcript are removed from the file.")
    }
  }
}
