import Foundation
import ReducerRouting

/// The root screen: the meetings, kept in a JSON file that every screen shares.
///
/// Adding a meeting takes its id from the `uuid` dependency and its date from the `date`
/// dependency, so that a test can predict both. Opening a meeting is navigation: the app flow
/// pushes the meeting's detail (see ``MeetingsApp``).
struct MeetingsList: Reducer {
  /// The meetings, shared with the screens that show one of them.
  struct State: Equatable, Codable {
    /// Every meeting, in the order they were added; a change is saved to the file a moment
    /// later, off the main thread.
    @Shared var meetings: IdentifiedArrayOf<Meeting>

    /// Creates the list from the meetings kept in the JSON file at `url`: loaded the first
    /// time, an empty list when there is no file yet.
    ///
    /// - Parameter url: The file, from the `--data` option.
    init(url: URL) {
      _meetings = Shared(wrappedValue: [], .fileStorage(url))
    }

    /// Creates the list from meetings shared some other way, such as in a test.
    ///
    /// - Parameter meetings: The shared meetings.
    init(meetings: Shared<IdentifiedArrayOf<Meeting>>) {
      _meetings = meetings
    }
  }

  /// What a person does on the list.
  enum Action: Equatable, Codable {
    /// Adds a meeting with this title at the end of the list.
    case addMeeting(title: String)
    /// Opens the meeting with this id; the app flow pushes its detail.
    case meetingTapped(Meeting.ID)
  }

  @Dependency(\.uuid) var uuid
  @Dependency(\.date) var date

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case let .addMeeting(title):
      let meeting = Meeting(id: uuid(), title: title, date: date.now)
      state.$meetings.withLock { $0.append(meeting) }
      return .none
    case .meetingTapped:
      return .none
    }
  }
}
