import ReducerExplorer
import Testing

@testable import news_split

/// Runs the navigation explorer over the news-split example in process: the list's stories
/// open in the secondary column (a `splitColumn(...)`), whose flow is explored while it shows.
@Suite struct NewsSplitExplorerTests {
  @Test @MainActor func theColumnsHoldTheirNavigationAndEveryRouteIsReached() async {
    let explorer = NewsSplitExample.makeExplorer()
    let report = await explorer.check(runs: 40, steps: 20, seed: 1)
    #expect(report.failures.isEmpty)
    #expect(report.coverage.unreached.isEmpty, "unreached: \(report.coverage.unreached)")
    #expect(report.coverage.reached.contains("StoryFlow.Route.story"))
  }
}
