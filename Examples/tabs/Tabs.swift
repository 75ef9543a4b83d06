import ReducerRouting

/// The app: three tabs, each its own flow with its own stack.
struct AppTabs: Reducer {
  enum Tab: String, CaseIterable, Equatable, Sendable, Codable {
    case colors, news, profile
  }

  struct State: Equatable {
    var selectedTab = Tab.colors
    var colors = ColorsFlow.State()
    var news = NewsFlow.State()
    var profile = ProfileFlow.State()
  }

  enum Action: Equatable, Sendable {
    case tab(TabAction<Tab>)
    case colors(ColorsFlow.Action)
    case news(NewsFlow.Action)
    case profile(ProfileFlow.Action)
    /// Opens a deep link in one step: it selects a tab and pushes into it.
    case openLink(DeepLink)
  }

  var body: some ReducerOf<Self> {
    CombineReducers {
      Scope(state: \.colors, action: /Action.colors) { ColorsFlow() }
      Scope(state: \.news, action: /Action.news) { NewsFlow() }
      Scope(state: \.profile, action: /Action.profile) { ProfileFlow() }
    }
    // Selecting the tab already selected resets it to its root (stack and modal), the
    // platform's convention.
    .tabs(selection: \.selectedTab, action: /Action.tab) { tab in
      switch tab {
      case .colors: .colors(.navigation(.reset))
      case .news: .news(.navigation(.reset))
      case .profile: .profile(.navigation(.reset))
      }
    }
    .deepLinks(action: /Action.openLink)
  }
}

extension AppTabs.State: NavigationContainer {
  var containedFlows: [ContainedFlow] {
    [
      ContainedFlow("colors", colors, isSelected: selectedTab == .colors),
      ContainedFlow("news", news, isSelected: selectedTab == .news),
      ContainedFlow("profile", profile, isSelected: selectedTab == .profile),
    ]
  }
}

// `news/election/weather` selects the news tab and pushes two stories in it.
extension AppTabs.State: DeepLinkable {
  mutating func navigate(along link: inout DeepLinkReader) throws(DeepLinkError) {
    guard let name = link.next() else { return }
    guard let tab = AppTabs.Tab(rawValue: name) else {
      throw link.unknownSegment(expected: AppTabs.Tab.allCases.map(\.rawValue))
    }
    selectedTab = tab
    switch tab {
    case .colors: try link.open(&colors)
    case .news: try link.open(&news)
    case .profile: try link.open(&profile)
    }
  }

  func appendLink(to link: inout DeepLink) {
    link.segments.append(selectedTab.rawValue)
    switch selectedTab {
    case .colors: colors.appendLink(to: &link)
    case .news: news.appendLink(to: &link)
    case .profile: profile.appendLink(to: &link)
    }
  }
}

/// A screen of a tab: an item, from which other items of the same tab can be pushed.
struct ItemScreen: Reducer {
  struct State: Equatable, Sendable, Codable {
    var name: String
  }

  enum Action: Equatable, Sendable {
    case openTapped(String)
  }

  func reduce(into state: inout State, action: Action) -> Effect<Action> { .none }
}
