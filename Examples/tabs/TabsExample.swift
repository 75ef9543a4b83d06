// Three tabs, each its own flow with its own stack, driven from the terminal: switching tabs
// keeps every stack, and choosing the selected tab again pops it to its root. A deep link
// selects a tab and pushes into it in one step (`--deeplink news/election/weather`).

import ReducerRouting
import TerminalNavigation

@main
struct TabsExample: TerminalExample {
  static let name = "tabs"
  static let summary = """
    three tabs (colors, news, profile), each its own flow with its own stack; switching keeps \
    each stack, and a deep link selects a tab and pushes into it.
    """
  static let linkPrefix: String? = nil
  static let linkExamples = ["news/election/weather", "colors/red"]
  static let scriptExample = "open red; tab news; open election; tab colors; tab colors"

  static func makeStore() -> StoreOf<AppTabs> {
    Store(initialState: AppTabs.State()) { AppTabs() }
  }

  static func openLink(_ link: DeepLink) -> AppTabs.Action { .openLink(link) }

  static func container(of state: AppTabs.State) -> TerminalRenderer.Container? {
    let children = state.containedFlows
    return TerminalRenderer.Container(
      kind: .tabs, names: children.map(\.name), selected: children.firstIndex(where: \.isSelected))
  }

  /// The hidden tabs that are not at their root, then the selected tab: each link selects its
  /// tab, so the last one leaves the selected tab selected.
  static func savedLinks(of state: AppTabs.State) -> [DeepLink] {
    func link(_ tab: AppTabs.Tab, _ flow: some DeepLinkable) -> (tab: AppTabs.Tab, link: DeepLink) {
      var link = DeepLink(for: flow)
      link.segments.insert(tab.rawValue, at: 0)
      return (tab, link)
    }
    let links = [
      link(.colors, state.colors), link(.news, state.news), link(.profile, state.profile),
    ]
    let hidden = links.filter {
      $0.tab != state.selectedTab && ($0.link.segments.count > 1 || !$0.link.query.isEmpty)
    }
    return (hidden + links.filter { $0.tab == state.selectedTab }).map(\.link)
  }

  static func screen(of state: AppTabs.State) -> Screen<AppTabs.Action> {
    let tabChoices = AppTabs.Tab.allCases.map {
      Choice("tab \($0.rawValue)", AppTabs.Action.tab(.select($0)))
    }
    let tab: (stack: [String], items: [String], title: String)
    let open: (String) -> AppTabs.Action
    let pop: AppTabs.Action
    switch state.selectedTab {
    case .colors:
      let stack = state.colors.navigation.stack
      tab = (stack.map(\.id), ColorsFlow.items, stack.last?.id ?? "ColorsHome")
      open = { name in
        guard let top = stack.last else { return .colors(.root(.openTapped(name))) }
        return .colors(.route(top.id, .item(.openTapped(name))))
      }
      pop = .colors(.navigation(.pop))
    case .news:
      let stack = state.news.navigation.stack
      tab = (stack.map(\.id), NewsFlow.items, stack.last?.id ?? "Headlines")
      open = { name in
        guard let top = stack.last else { return .news(.root(.openTapped(name))) }
        return .news(.route(top.id, .item(.openTapped(name))))
      }
      pop = .news(.navigation(.pop))
    case .profile:
      let stack = state.profile.navigation.stack
      tab = (stack.map(\.id), ProfileFlow.items, stack.last?.id ?? "ProfileHome")
      open = { name in
        guard let top = stack.last else { return .profile(.root(.openTapped(name))) }
        return .profile(.route(top.id, .item(.openTapped(name))))
      }
      pop = .profile(.navigation(.pop))
    }
    let items = tab.items.filter { !tab.stack.contains($0) }.map { Choice("open \($0)", open($0)) }
    let isAtRoot = tab.stack.isEmpty
    return Screen(
      title: "\(tab.title) in \(state.selectedTab.rawValue)",
      choices: items + tabChoices,
      back: isAtRoot ? nil : pop,
      root: isAtRoot ? nil : .tab(.select(state.selectedTab)))
  }

  @MainActor
  static func main() async {
    await GraphCommand.runIfAsked(name: name, explorer: makeExplorer)
    TerminalProgram.main(Self.self)
  }
}
