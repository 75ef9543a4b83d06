import ReducerExplorer
import Testing

@testable import news_split

/// Runs the navigation explorer over the news-split example in process: the list's stories
/// open in the secondary column (a `splitColumn(...)`), whose flow is explored while it shows.
@Suite struct NewsSplitExplorerTests {
  @Test @MainActor func theColumnsHoldTheirNavigationAndEveryRouteIsReached() async {
    var explorer = NavigationExplorer(initialState: NewsSplit.State()) { NewsSplit() }
    explorer.actions(for: NewsList.self) { _ in [.storyTapped(1), .storyTapped(2), .infoTapped] }
    // A related story is a later one, so that no story is pushed twice.
    explorer.actions(for: StoryScreen.self) { story in
      (stories[story.id + 1] == nil ? [] : [.relatedTapped(story.id + 1)]) + [.infoTapped]
    }
    explorer.actions(for: Info.self) { _ in [.closeTapped] }
    explorer.actions { _ in [.closeStory] }
    let report = await explorer.check(runs: 40, steps: 20, seed: 1)
    #expect(report.failures.isEmpty)
    #expect(report.coverage.unreached.isEmpty, "unreached: \(report.coverage.unreached)")
    #expect(report.coverage.reached.contains("StoryFlow.Route.story"))
  }
}
