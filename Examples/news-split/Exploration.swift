import ReducerExplorer
import TerminalNavigation

// `news-split --graph`: the route graph of this app as the navigation explorer (ReducerExplorer)
// draws it, with what a person can tap on each screen.

extension NewsSplitExample {
  /// The explorer of the app: the list opens the first two stories in the secondary column
  /// (a `splitColumn(...)`, explored while it shows) and Info; a story opens the story after it
  /// (so that no story is pushed twice) and Info; the app as a whole can close the story.
  static func makeExplorer() -> NavigationExplorer<NewsSplit> {
    var explorer = NavigationExplorer(initialState: NewsSplit.State()) { NewsSplit() }
    explorer.actions(for: NewsList.self) { _ in [.storyTapped(1), .storyTapped(2), .infoTapped] }
    explorer.actions(for: StoryScreen.self) { story in
      (stories[story.id + 1] == nil ? [] : [.relatedTapped(story.id + 1)]) + [.infoTapped]
    }
    explorer.actions(for: Info.self) { _ in [.closeTapped] }
    explorer.actions { _ in [.closeStory] }
    return explorer
  }
}
