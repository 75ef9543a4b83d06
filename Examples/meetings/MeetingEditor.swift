import ReducerRouting

/// The edit sheet: it edits a draft of the meeting, and on save writes the draft to the shared
/// meeting and closes itself; cancel closes it and changes nothing.
///
/// It closes itself with `.dismissSelf()`, without knowing how it was shown, so it can be
/// tested on its own (`store.isDismissed`).
struct MeetingEditor: Reducer {
  /// The meeting and the draft being edited.
  struct State: Equatable, Codable {
    /// The meeting the draft is saved to: the same value the list and the detail show.
    @Shared var meeting: Meeting
    /// The edits not saved yet.
    var draft: Meeting

    /// Creates an editor whose draft starts as the meeting is now.
    ///
    /// - Parameter meeting: The shared meeting to edit.
    init(meeting: Shared<Meeting>) {
      _meeting = meeting
      draft = meeting.wrappedValue
    }
  }

  /// What a person does in the sheet.
  enum Action: Equatable, Codable {
    /// Changes the draft's title.
    case setTitle(String)
    /// Writes the draft to the meeting and closes the sheet.
    case saveTapped
    /// Closes the sheet without saving.
    case cancelTapped
  }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case let .setTitle(title):
      state.draft.title = title
      return .none
    case .saveTapped:
      // Only what the sheet edits: a transcript line recorded meanwhile is kept.
      let title = state.draft.title
      state.$meeting.withLock { $0.title = title }
      return .dismissSelf()
    case .cancelTapped:
      return .dismissSelf()
    }
  }
}
