import Foundation
import ReducerExplorer
import Testing

@testable import meetings

/// Runs the navigation explorer over the meetings example in process: its detail's alert,
/// held in the screen's state, is tapped while it shows.
@Suite struct MeetingsExplorerTests {
  @Test @MainActor func theMeetingsHoldTheirNavigation() async {
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
    let report = await explorer.check(runs: 30, steps: 15, seed: 1)
    #expect(report.failures.isEmpty)
    #expect(report.coverage.unreached.isEmpty, "unreached: \(report.coverage.unreached)")
  }
}
