import ReducerRouting

/// The stories, by id.
let stories = [1: "Election results", 2: "Budget vote", 3: "Storm warning", 4: "Cup final"]

/// The split container: the list of news in the primary column, the chosen story in the
/// secondary column.
struct NewsSplit: Reducer {
  struct State: Equatable {
    var primary = NewsListFlow.State()
    var secondary: StoryFlow.State?
  }

  enum Action: Equatable, Sendable {
    case primary(NewsListFlow.Action)
    case secondary(StoryFlow.Action)
    /// Closes the secondary column, tearing down its flow.
    case closeStory
    /// Opens a deep link in one step.
    case openLink(DeepLink)
  }

  var body: some ReducerOf<Self> {
    CombineReducers {
      Scope(state: \.primary, action: /Action.primary) { NewsListFlow() }
      Reduce { state, action in
        if case .closeStory = action { state.secondary = nil }
        return .none
      }
    }
    // Inside the columns, so that a column a link replaces is torn down with its root screen.
    .deepLinks(action: /Action.openLink)
    // The pullback: a story chosen in the list flow shows in the secondary column.
    .splitColumn(
      \.secondary, action: /Action.secondary,
      shownBy: { action, _ in
        guard case let .primary(.root(.storyTapped(id))) = action else { return nil }
        return StoryFlow.State(storyID: id)
      }
    ) {
      StoryFlow()
    }
  }
}

extension NewsSplit.State: NavigationContainer {
  var containedFlows: [ContainedFlow] {
    [
      ContainedFlow("primary", primary, isSelected: secondary == nil),
      ContainedFlow("secondary", secondary, isSelected: secondary != nil),
    ]
  }
}

// `story/2/3?modal=info` shows story 2 in the secondary column, pushes story 3 over it and
// presents Info there; `?modal=info` alone presents Info over the list.
extension NewsSplit.State: DeepLinkable {
  mutating func navigate(along link: inout DeepLinkReader) throws(DeepLinkError) {
    guard let segment = link.next() else {
      try link.open(&primary)
      return
    }
    guard segment == "story" else { throw link.unknownSegment(expected: ["story"]) }
    let id = try link.parameter("id", as: Int.self)
    guard stories[id] != nil else {
      throw link.badParameterValue("id", value: String(id))
    }
    var story = secondary.flatMap { $0.id == id ? $0 : nil } ?? StoryFlow.State(storyID: id)
    try link.open(&story)
    secondary = story
  }

  func appendLink(to link: inout DeepLink) {
    guard let secondary else {
      primary.appendLink(to: &link)
      return
    }
    link.segments += ["story", String(secondary.id)]
    secondary.appendLink(to: &link)
  }
}

/// The primary column: the list of news, with Info presented over it.
struct NewsListFlow: RoutingReducer {
  enum Route: Routing, Equatable, Sendable {
    case info(Info.State)

    enum Action: Equatable, Sendable {
      case info(Info.Action)
    }

    var id: String { "info" }
  }

  struct State: RoutingState, Equatable, Sendable {
    var navigation: Route.NavigationState = .init()
    var root = NewsList.State()
  }

  enum Action: RoutingAction, Equatable, Sendable {
    case navigation(Route.NavigationAction)
    case route(Route.ID, Route.Action)
    case modalRoute(Route.Action)
    case root(NewsList.Action)
  }

  var rootBody: some RootReducer<Self> { NewsList() }

  var routeBody: some RouteReducer<Self> {
    Scope(state: /Route.info, action: /Route.Action.info) { Info() }
  }

  func navigation(for action: Action) -> Route.NavigationAction? {
    switch action {
    case .root(.infoTapped): .present(.info(Info.State()), style: .popover)
    default: nil
    }
  }
}

/// The list of news.
struct NewsList: Reducer {
  struct State: Equatable, Sendable {}

  enum Action: Equatable, Sendable {
    case storyTapped(Int)
    case infoTapped
  }

  // Choosing a story is the split container's business: the list only says which.
  func reduce(into state: inout State, action: Action) -> Effect<Action> { .none }
}

/// The secondary column: a story, from which related stories are pushed, with Info
/// presented over it.
struct StoryFlow: RoutingReducer {
  enum Route: Routing, Equatable, Sendable {
    case story(StoryScreen.State)
    case info(Info.State)

    enum Action: Equatable, Sendable {
      case story(StoryScreen.Action)
      case info(Info.Action)
    }

    var id: String {
      switch self {
      case let .story(story): "story-\(story.id)"
      case .info: "info"
      }
    }
  }

  struct State: RoutingState, Equatable, Sendable, Identifiable {
    var navigation: Route.NavigationState = .init()
    var root: StoryScreen.State

    /// The story the column shows: choosing it again keeps the column as it is.
    var id: Int { root.id }

    init(storyID: Int) {
      root = StoryScreen.State(id: storyID)
    }
  }

  enum Action: RoutingAction, Equatable, Sendable {
    case navigation(Route.NavigationAction)
    case route(Route.ID, Route.Action)
    case modalRoute(Route.Action)
    case root(StoryScreen.Action)
  }

  var rootBody: some RootReducer<Self> { StoryScreen() }

  var routeBody: some RouteReducer<Self> {
    Scope(state: /Route.story, action: /Route.Action.story) { StoryScreen() }
    Scope(state: /Route.info, action: /Route.Action.info) { Info() }
  }

  func navigation(for action: Action) -> Route.NavigationAction? {
    switch action {
    // A detail opens another detail, on the column's own stack.
    case let .root(.relatedTapped(id)), let .route(_, .story(.relatedTapped(id))):
      .push(.story(StoryScreen.State(id: id)))
    case .root(.infoTapped), .route(_, .story(.infoTapped)):
      .present(.info(Info.State()), style: .sheet)
    default:
      nil
    }
  }
}

/// A story.
struct StoryScreen: Reducer {
  struct State: Equatable, Sendable {
    var id: Int
  }

  enum Action: Equatable, Sendable {
    case relatedTapped(Int)
    case infoTapped
  }

  func reduce(into state: inout State, action: Action) -> Effect<Action> { .none }
}

/// Info, presented from either column; it closes itself.
struct Info: Reducer {
  struct State: Equatable, Sendable {}
  enum Action: Equatable, Sendable { case closeTapped }

  func reduce(into state: inout State, action: Action) -> Effect<Action> { .dismissSelf() }
}

extension NewsListFlow.State: DeepLinkableFlow {
  static func route(for segment: String, in link: inout DeepLinkReader) throws(DeepLinkError)
    -> NewsListFlow.Route
  {
    guard segment == "info" else { throw link.unknownSegment(expected: ["info"]) }
    return .info(Info.State())
  }

  static func segments(for route: NewsListFlow.Route) -> [String] { ["info"] }
}

extension StoryFlow.State: DeepLinkableFlow {
  static func route(for segment: String, in link: inout DeepLinkReader) throws(DeepLinkError)
    -> StoryFlow.Route
  {
    if segment == "info" { return .info(Info.State()) }
    guard let id = Int(segment), stories[id] != nil else {
      throw link.unknownSegment(expected: stories.keys.sorted().map(String.init) + ["info"])
    }
    return .story(StoryScreen.State(id: id))
  }

  static func segments(for route: StoryFlow.Route) -> [String] {
    switch route {
    case let .story(story): [String(story.id)]
    case .info: ["info"]
    }
  }
}
