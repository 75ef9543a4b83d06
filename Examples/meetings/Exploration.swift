import Foundation
import ReducerExplorer

// `meetings --graph`: the route graph of this app as the navigation explorer (ReducerExplorer)
// draws it, with what a person can tap on each screen.

extension MeetingsExample {
  /// The explorer of the app: the list adds a meeting and opens the first; a meeting's detail
  /// edits, records and deletes it (its alert's buttons are tapped by the explorer); the editor
  /// changes the title, saves or cancels; the recording starts.
  ///
  /// The meetings file is one that cannot exist, so that exploring reads and writes no file of
  /// the person running it; ids count up and the date stands still, so that every run of the
  /// explorer sees the same meetings.
  static func makeExplorer() -> NavigationExplorer<MeetingsApp> {
    let url = URL(fileURLWithPath: "/nonexistent/meetings.json")
    var explorer = NavigationExplorer(initialState: MeetingsApp.State(url: url)) { MeetingsApp() }
    explorer.actions(for: MeetingsList.self) { list in
      [.addMeeting(title: "Standup")] + list.meetings.prefix(1).map { .meetingTapped($0.id) }
    }
    explorer.actions(for: MeetingDetail.self) { _ in [.editTapped, .recordTapped, .deleteTapped] }
    explorer.actions(for: MeetingEditor.self) { _ in
      [.setTitle("Retro"), .saveTapped, .cancelTapped]
    }
    explorer.actions(for: RecordMeeting.self) { _ in [.onAppear] }
    explorer.dependencies {
      $0.uuid = .incrementing
      $0.date = .constant(Date(timeIntervalSince1970: 0))
    }
    return explorer
  }
}
