// The seed's news app in a split container, driven from the terminal: the primary column lists
// the news, and choosing one shows it in the secondary column (a pullback from the list flow).
// Info is presented from either column, and a story opens related stories on its own stack.

import ReducerRouting
import TerminalNavigation

@main
struct NewsSplitExample: TerminalExample {
  static let name = "news-split"
  static let summary = """
    the news in a split container: choosing a story in the list shows it in the secondary \
    column, Info comes from either column, and a story opens related stories.
    """
  static let linkPrefix: String? = nil
  static let linkExamples = ["story/2/3?modal=info", "?modal=info"]
  static let scriptExample = "open 2; related 3; story info; close; open 1"

  static func makeStore() -> StoreOf<NewsSplit> {
    Store(initialState: NewsSplit.State()) { NewsSplit() }
  }

  static func openLink(_ link: DeepLink) -> NewsSplit.Action { .openLink(link) }

  static func container(of state: NewsSplit.State) -> TerminalRenderer.Container? {
    TerminalRenderer.Container(
      kind: .columns, names: ["primary", "secondary"], selected: nil,
      titles: [nil, state.secondary.map { "story \($0.id)" }])
  }

  /// The link of the story column, after the one of Info over the list when both show.
  static func savedLinks(of state: NewsSplit.State) -> [DeepLink] {
    guard state.secondary != nil, state.primary.navigation.modal != nil else {
      return [DeepLink(for: state)]
    }
    return [DeepLink(for: state.primary), DeepLink(for: state)]
  }

  static func screen(of state: NewsSplit.State) -> Screen<NewsSplit.Action> {
    let list = state.primary.navigation
    if list.modal != nil {
      let close = NewsSplit.Action.primary(.modalRoute(.info(.closeTapped)))
      return Screen(
        title: "Info over the list", choices: [Choice("close", close)],
        back: .primary(.navigation(.dismiss)), root: .primary(.navigation(.dismiss)),
        isPresented: true)
    }
    let listChoices = stories.keys.sorted().map {
      Choice("open \($0)", NewsSplit.Action.primary(.root(.storyTapped($0))))
    }
    let listInfo = Choice("list info", NewsSplit.Action.primary(.root(.infoTapped)))
    guard let story = state.secondary else {
      return Screen(title: "the list", choices: listChoices + [listInfo], back: nil, root: nil)
    }
    let navigation = story.navigation
    if navigation.modal != nil {
      let close = NewsSplit.Action.secondary(.modalRoute(.info(.closeTapped)))
      return Screen(
        title: "Info over story \(shownStories(story).last ?? story.id)",
        choices: [Choice("close", close)],
        back: .secondary(.navigation(.dismiss)), root: .closeStory, isPresented: true)
    }
    let shown = shownStories(story)
    let top = shown.last ?? story.id
    func send(_ action: StoryScreen.Action) -> NewsSplit.Action {
      guard let route = navigation.top else { return .secondary(.root(action)) }
      return .secondary(.route(route.id, .story(action)))
    }
    let related = stories.keys.sorted().filter { !shown.contains($0) }.map {
      Choice("related \($0)", send(.relatedTapped($0)))
    }
    return Screen(
      title: "story \(top) beside the list",
      choices: listChoices + [listInfo] + related + [Choice("story info", send(.infoTapped))],
      back: navigation.stack.isEmpty ? .closeStory : .secondary(.navigation(.pop)),
      root: .closeStory)
  }

  /// The stories the column shows, its root first.
  private static func shownStories(_ story: StoryFlow.State) -> [Int] {
    [story.id]
      + story.navigation.stack.compactMap { route -> Int? in
        if case let .story(screen) = route { return screen.id }
        return nil
      }
  }

  @MainActor
  static func main() async {
    await GraphCommand.runIfAsked(name: name, explorer: makeExplorer)
    TerminalProgram.main(Self.self)
  }
}
