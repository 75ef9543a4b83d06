import Foundation
import ReducerExplorer
import Testing

@testable import meetings

/// Runs the navigation explorer over the meetings example in process: its detail's alert,
/// held in the screen's state, is tapped while it shows.
@Suite struct MeetingsExplorerTests {
  @Test @MainActor func theMeetingsHoldTheirNavigation() async {
    let explorer = MeetingsExample.makeExplorer()
    let report = await explorer.check(runs: 30, steps: 15, seed: 1)
    #expect(report.failures.isEmpty)
    #expect(report.coverage.unreached.isEmpty, "unreached: \(report.coverage.unreached)")
  }
}
