import ReducerRouting
import ReducerTesting
import Testing

// MARK: - A split container: the seed's news app

/// A list of stories: the primary column's root, and a category pushed in it.
struct StoryList: Reducer {
  let clock: TickClock
  struct State: Equatable {
    var id: String
  }
  enum Action: Equatable {
    case storyTapped(Int)
  }
  func reduce(into state: inout State, action: Action) -> Effect<Action> { .none }
}

/// The primary column: the news list, with categories pushed on it.
struct NewsListFlow: RoutingReducer {
  let clock: TickClock
  enum Route: Routing, Equatable {
    case category(StoryList.State)
    enum Action: Equatable { case category(StoryList.Action) }
    var id: String {
      switch self {
      case let .category(list): list.id
      }
    }
  }
  struct State: RoutingState, Equatable {
    var navigation: Route.NavigationState = .init()
    var root = StoryList.State(id: "news")
  }
  enum Action: RoutingAction, Equatable {
    case navigation(Route.NavigationAction)
    case route(Route.ID, Route.Action)
    case modalRoute(Route.Action)
    case root(StoryList.Action)
  }
  var rootBody: some RootReducer<Self> { StoryList(clock: clock) }
  var routeBody: some RouteReducer<Self> {
    Scope(state: /Route.category, action: /Route.Action.category) { StoryList(clock: clock) }
  }
}

/// The secondary column: a story, with its comments pushed on it.
struct StoryFlow: RoutingReducer {
  let clock: TickClock
  enum Route: Routing, Equatable {
    case comments(LinkTicker.State)
    enum Action: Equatable { case comments(LinkTicker.Action) }
    var id: String {
      switch self {
      case let .comments(comments): comments.id
      }
    }
  }
  struct State: RoutingState, Equatable, Identifiable {
    var navigation: Route.NavigationState = .init()
    var root: LinkTicker.State
    var id: String { root.id }
    init(story: Int) { root = .init(id: "story-\(story)") }
  }
  enum Action: RoutingAction, Equatable {
    case navigation(Route.NavigationAction)
    case route(Route.ID, Route.Action)
    case modalRoute(Route.Action)
    case root(LinkTicker.Action)
  }
  var rootBody: some RootReducer<Self> { LinkTicker(clock: clock) }
  var routeBody: some RouteReducer<Self> {
    Scope(state: /Route.comments, action: /Route.Action.comments) { LinkTicker(clock: clock) }
  }
}

struct NewsSplit: Reducer {
  let clock: TickClock
  struct State: Equatable, NavigationContainer {
    var primary = NewsListFlow.State()
    /// The category's column, whose state is not `Identifiable`: each category replaces it.
    var supplementary: LinkSettingsFlow.State?
    var secondary: StoryFlow.State?
    var containedFlows: [ContainedFlow] {
      [
        ContainedFlow("primary", primary),
        ContainedFlow("supplementary", supplementary),
        ContainedFlow("secondary", secondary, isSelected: true),
      ]
    }
  }
  enum Action: Equatable {
    case primary(NewsListFlow.Action)
    case supplementary(LinkSettingsFlow.Action)
    case secondary(StoryFlow.Action)
    case closeStory
    case openLink(DeepLink)
  }
  var body: some ReducerOf<Self> {
    CombineReducers {
      Scope(state: \.primary, action: /Action.primary) { NewsListFlow(clock: clock) }
      Reduce { state, action in
        if case .closeStory = action { state.secondary = nil }
        return .none
      }
    }
    // Inside the columns, so that a column a link replaces is torn down like one `shownBy` replaces.
    .deepLinks(action: /Action.openLink)
    .splitColumn(\.supplementary, action: /Action.supplementary, shownBy: Self.category(for:in:)) {
      LinkSettingsFlow(clock: clock)
    }
    .splitColumn(\.secondary, action: /Action.secondary, shownBy: Self.story) {
      StoryFlow(clock: clock)
    }
  }

  /// A category pushed in the primary column shows its settings in the supplementary column.
  static func category(for action: Action, in state: State) -> LinkSettingsFlow.State? {
    guard case let .primary(.navigation(.push(.category(category)))) = action else { return nil }
    var settings = LinkSettingsFlow.State()
    settings.root.id = category.id
    return settings
  }

  /// The pullback: a story chosen in the list (the root, or a category pushed on it) shows in
  /// the secondary column.
  static func story(for action: Action, in state: State) -> StoryFlow.State? {
    guard case let .primary(primary) = action else { return nil }
    if case let .root(.storyTapped(story)) = primary { return StoryFlow.State(story: story) }
    if case let .storyTapped(story)? = primary.pullback(/NewsListFlow.Route.Action.category) {
      return StoryFlow.State(story: story)
    }
    return nil
  }
}

/// `story/<n>/comments`: a story in the secondary column, then its own routes.
extension NewsSplit.State: DeepLinkable {
  mutating func navigate(along link: inout DeepLinkReader) throws(DeepLinkError) {
    guard let segment = link.next() else { return }
    guard segment == "story" else { throw link.unknownSegment(expected: ["story"]) }
    let story = try link.parameter("story", as: Int.self)
    var column = StoryFlow.State(story: story)
    if let shown = secondary, shown.id == column.id { column = shown }
    try link.open(&column)
    secondary = column
  }

  func appendLink(to link: inout DeepLink) {
    guard let secondary else { return }
    link.segments += ["story", String(secondary.id.dropFirst("story-".count))]
    secondary.appendLink(to: &link)
  }
}

extension StoryFlow.State: DeepLinkableFlow {
  static func route(for segment: String, in link: inout DeepLinkReader) throws(DeepLinkError)
    -> Route
  {
    guard segment == "comments" else { throw link.unknownSegment(expected: ["comments"]) }
    return .comments(.init(id: "comments"))
  }

  static func segments(for route: Route) -> [String] { ["comments"] }
}

@Suite struct ContainersTests {
  // MARK: Tabs

  @MainActor
  @Test func switchingTabsKeepsEachStack() async {
    let clock = TickClock()
    let store = TestStore(initialState: LinkTabs.State()) { LinkTabs(clock: clock) }
    await store.send(.colors(.navigation(.push(.search(.init(id: "search")))))) {
      $0.colors.navigation.push(.search(.init(id: "search")))
    }
    await store.send(.tab(.select(.settings))) { $0.selectedTab = .settings }
    await store.send(.settings(.navigation(.push(.page(.init(id: "privacy")))))) {
      $0.settings.navigation.push(.page(.init(id: "privacy")))
    }
    await store.send(.tab(.select(.colors))) { $0.selectedTab = .colors }
    #expect(store.state.colors.navigation.stack.ids == ["search"])
    #expect(store.state.settings.navigation.stack.ids == ["privacy"])
  }

  @MainActor
  @Test func reselectingTheSelectedTabPopsItToItsRootAndStopsThePoppedRoutes() async {
    let clock = TickClock()
    var initial = LinkTabs.State()
    initial.colors.navigation.push(.search(.init(id: "search")))
    initial.colors.navigation.push(.info(.init(id: "info")))
    initial.settings.navigation.push(.page(.init(id: "general")))
    let store = TestStore(initialState: initial) { LinkTabs(clock: clock) }
    await store.send(.colors(.route("search", .search(.start))))
    await store.send(.tab(.select(.colors))) { $0.colors.navigation.popToRoot() }
    // The popped route's timer was cancelled in the same action: nothing ticks.
    await clock.advance(by: .seconds(3))
    // The other tab kept its stack.
    #expect(store.state.settings.navigation.stack.ids == ["general"])
    await store.finish()
  }

  @MainActor
  @Test func aHiddenTabsRoutesKeepTheirEffects() async {
    let clock = TickClock()
    var initial = LinkTabs.State()
    initial.colors.navigation.push(.search(.init(id: "search")))
    let store = TestStore(initialState: initial) { LinkTabs(clock: clock) }
    await store.send(.colors(.route("search", .search(.start))))
    await store.send(.tab(.select(.settings))) { $0.selectedTab = .settings }
    await clock.tick(whenSleeping: 1)
    await store.receive(.colors(.route("search", .search(.tick)))) {
      $0.colors.navigation.modifyRoute("search", as: /LinkListFlow.Route.search) { $0.ticks = 1 }
    }
    // Its effects stop when the route leaves, not when the tab is hidden.
    await store.send(.colors(.navigation(.pop))) { $0.colors.navigation.pop() }
    await clock.advance(by: .seconds(3))
    await store.finish()
  }

  @MainActor
  @Test func aDeepLinkSelectsATabAndPushesIntoIt() async throws {
    let clock = TickClock()
    var initial = LinkTabs.State()
    initial.selectedTab = .settings
    initial.settings.navigation.push(.page(.init(id: "general")))
    initial.colors.navigation.push(.info(.init(id: "info")))
    let store = TestStore(initialState: initial) { LinkTabs(clock: clock) }
    await store.send(.colors(.route("info", .info(.start))))
    await store.send(.openLink(try DeepLink("colors/red/settings/privacy?modal=about"))) {
      $0 = redSettingsPrivacyAbout()
      $0.settings.navigation.push(.page(.init(id: "general")))
    }
    // The info route left the colours tab: its timer stopped with it.
    await clock.advance(by: .seconds(3))
    await store.finish()
  }

  // MARK: Split

  @MainActor
  @Test func choosingAStoryInThePrimaryColumnShowsItInTheSecondary() async {
    let clock = TickClock()
    let store = TestStore(initialState: NewsSplit.State()) { NewsSplit(clock: clock) }
    await store.send(.primary(.root(.storyTapped(1)))) { $0.secondary = StoryFlow.State(story: 1) }
    // Through the pullback, from a category pushed in the primary column.
    await store.send(.primary(.navigation(.push(.category(.init(id: "world")))))) {
      $0.primary.navigation.push(.category(.init(id: "world")))
      $0.supplementary = LinkSettingsFlow.State()
      $0.supplementary?.root.id = "world"
    }
    await store.send(.primary(.route("world", .category(.storyTapped(2))))) {
      $0.secondary = StoryFlow.State(story: 2)
    }
  }

  @MainActor
  @Test func replacingAColumnWhoseStateIsNotIdentifiableTearsItDown() async {
    let clock = TickClock()
    let store = TestStore(initialState: NewsSplit.State()) { NewsSplit(clock: clock) }
    await store.send(.primary(.navigation(.push(.category(.init(id: "world")))))) {
      $0.primary.navigation.push(.category(.init(id: "world")))
      $0.supplementary = LinkSettingsFlow.State()
      $0.supplementary?.root.id = "world"
    }
    await store.send(.supplementary(.root(.start)))
    await store.send(.supplementary(.navigation(.push(.page(.init(id: "general")))))) {
      $0.supplementary?.navigation.push(.page(.init(id: "general")))
    }
    await store.send(.supplementary(.route("general", .page(.start))))
    await store.send(.primary(.navigation(.push(.category(.init(id: "sports")))))) {
      $0.primary.navigation.push(.category(.init(id: "sports")))
      $0.supplementary = LinkSettingsFlow.State()
      $0.supplementary?.root.id = "sports"
    }
    // The world column's timers stopped with it.
    await clock.advance(by: .seconds(3))
    await store.finish()
  }

  @MainActor
  @Test func replacingTheSecondaryFlowTearsDownItsRoutesAndEffects() async {
    let clock = TickClock()
    let store = TestStore(initialState: NewsSplit.State()) { NewsSplit(clock: clock) }
    await store.send(.primary(.root(.storyTapped(1)))) { $0.secondary = StoryFlow.State(story: 1) }
    await store.send(.secondary(.navigation(.push(.comments(.init(id: "comments")))))) {
      $0.secondary?.navigation.push(.comments(.init(id: "comments")))
    }
    await store.send(.secondary(.root(.start)))
    await clock.waitUntilSleeping(1)
    // The same story again keeps the column, with its navigation and effects.
    await store.send(.primary(.root(.storyTapped(1))))
    await clock.tick(whenSleeping: 1)
    await store.receive(.secondary(.root(.tick))) { $0.secondary?.root.ticks = 1 }
    await store.send(.secondary(.route("comments", .comments(.start))))
    await clock.waitUntilSleeping(2)
    // Another story replaces it: the old story's root and route timers stop.
    await store.send(.primary(.root(.storyTapped(2)))) { $0.secondary = StoryFlow.State(story: 2) }
    await clock.advance(by: .seconds(3))
    await store.send(.secondary(.root(.start)))
    await store.send(.closeStory) { $0.secondary = nil }
    await clock.advance(by: .seconds(3))
    await store.finish()
  }

  @MainActor
  @Test func aDeepLinkCancelsTheRoutesThatLeaveAColumn() async throws {
    let clock = TickClock()
    let store = TestStore(initialState: NewsSplit.State()) { NewsSplit(clock: clock) }
    await store.send(.openLink(try DeepLink("story/1/comments"))) {
      $0.secondary = StoryFlow.State(story: 1)
      $0.secondary?.navigation.push(.comments(.init(id: "comments")))
    }
    #expect(DeepLink(for: store.state).description == "story/1/comments")
    await store.send(.secondary(.route("comments", .comments(.start))))
    await clock.waitUntilSleeping(1)
    // The column stays (same story); its comments route leaves, and its timer, which runs in
    // the column's namespace, stops.
    await store.send(.openLink(["story", "1"])) { $0.secondary?.navigation.popToRoot() }
    await clock.advance(by: .seconds(3))
    // A link to another story replaces the column: the old story's root timer stops.
    await store.send(.secondary(.root(.start)))
    await clock.waitUntilSleeping(1)
    await store.send(.openLink(["story", "2"])) { $0.secondary = StoryFlow.State(story: 2) }
    await clock.advance(by: .seconds(3))
    await store.finish()
  }

  @Test func containersListTheirFlows() {
    var tabs = LinkTabs.State()
    tabs.selectedTab = .settings
    #expect(tabs.containedFlows.map(\.name) == ["colors", "settings", "about"])
    #expect(tabs.containedFlows.map(\.isSelected) == [false, true, false])
    let split = NewsSplit.State()
    #expect(split.containedFlows.map { $0.state == nil } == [false, true, true])
  }
}

// MARK: - A tab container whose state is not a NavigationContainer

/// Tabs over a state that does not list its flows: the deprecated `tabs` overload, on purpose.
private struct UnconformedTabs: Reducer {
  enum Tab: Hashable, Sendable { case first, second }
  struct State: Equatable { var selected = Tab.first }
  enum Action { case tab(TabAction<Tab>) }
  @available(*, deprecated, message: "a container without NavigationContainer, on purpose")
  var body: some ReducerOf<Self> {
    EmptyReducer()
      .tabs(selection: \.selected, action: /Action.tab) { _ in nil }
  }
}

/// The same tabs over a state that lists them: the `tabs` overload for a `NavigationContainer`.
private struct ConformedTabs: Reducer {
  typealias Tab = UnconformedTabs.Tab
  struct State: Equatable, NavigationContainer {
    var selected = Tab.first
    var containedFlows: [ContainedFlow] { [] }
  }
  enum Action { case tab(TabAction<Tab>) }
  var body: some ReducerOf<Self> {
    EmptyReducer()
      .tabs(selection: \.selected, action: /Action.tab) { _ in nil }
  }
}

@MainActor
@Suite struct TabContainerConformanceTests {
  @Test func aStateWithoutTheConformanceIsToldWhichConformanceToAddAndHow() async {
    let issues = await withDiagnostics {
      Store(initialState: UnconformedTabs.State()) { UnconformedTabs() }
        .send(.tab(.select(.second)))
    }
    let report = issues.first { $0.kind == "container.notNavigationContainer" }
    #expect(report?.message.contains("does not conform to 'NavigationContainer'") == true)
    #expect(
      report?.message.contains("'extension UnconformedTabs.State: NavigationContainer {") == true)
    #expect(report?.message.contains("var containedFlows: [ContainedFlow]") == true)
  }

  @Test func aStateWithTheConformanceIsToldNothingAndSelects() async {
    let store = Store(initialState: ConformedTabs.State()) { ConformedTabs() }
    let issues = await withDiagnostics { store.send(.tab(.select(.second))) }
    #expect(issues.isEmpty)
    #expect(store.state.selected == .second)
  }
}
