// The surrounding declarations that some swift blocks of README.md and the DocC articles need
// to compile, for Tests/Scripts/check-doc-snippets.py. Each section starts with
// `// MARK: prelude NAME`; a block asks for one with `<!-- snippet: prelude NAME -->` on the line
// before it. Keep each prelude small, and say which blocks it serves.

// MARK: prelude logger
// A stand-in for an app's `os.Logger` (Apple platforms only): `logger.fault("...")`.
// Serves: Diagnostics.md, the `Diagnostic.setHandler` block.
struct __Logger: Sendable { func fault(_ message: String) {} }
let logger = __Logger()

// MARK: prelude counter
// The counter feature of ReducerCore's GettingStarted.md, for the blocks of other articles that
// use `Counter` without declaring it.
// Serves: CasePaths.md, the first block (`/Action.counter`).
struct Counter: Reducer {
  struct State: Equatable { var count = 0 }
  enum Action: Equatable { case incrementButtonTapped, decrementButtonTapped }
  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .incrementButtonTapped: state.count += 1
    case .decrementButtonTapped: state.count -= 1
    }
    return .none
  }
}

// MARK: prelude item
// A row feature, `Item`, whose actions a parent embeds with an id.
// Serves: CasePaths.md, the first block (`case item(id: Int, action: Item.Action)`).
struct Item: Reducer {
  struct State: Equatable { var name = "" }
  enum Action: Equatable { case nameChanged(String) }
  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case let .nameChanged(name): state.name = name
    }
    return .none
  }
}

// MARK: prelude alerts-dialog
// A feature state that holds a confirmation dialog, as `state` inside a reducer.
// Serves: Alerts.md, the `state.dialog = ConfirmationDialogState(...)` block.
enum __ShareDialogAction: Equatable { case copyLink, sendByMail, cancel }
struct __ShareState { var dialog: ConfirmationDialogState<__ShareDialogAction>? }
var state = __ShareState()  // top-level code: main-actor isolated

// MARK: prelude alerts-store
// A store of the article's `Items` feature (declared by the article itself).
// Serves: Alerts.md, the "Show it in a UI" block (`store.state.alert`).
let store = Store(initialState: Items.State()) { Items() }

// MARK: prelude meeting
// The element that SharedState.md keeps in a shared, file-stored `IdentifiedArray`.
// Serves: SharedState.md, the `Meetings`/`Detail` block and the blocks that test them.
struct Meeting: Codable, Equatable, Identifiable, Sendable {
  let id: UUID
  var title: String
}

// MARK: prelude meeting-test
// The values a test of SharedState.md's `Meetings` works with: a meeting's `id`, and the `url`
// of its file.
// Serves: SharedState.md, the two `TestStore(initialState: Meetings.State())` blocks.
let id = UUID()
let url = URL(fileURLWithPath: "meetings.json")

// MARK: prelude restored-meetings
// `restored`, a state of SharedState.md's `Meetings` (declared in the article), as if just
// decoded.
// Serves: SharedState.md, the block of "Decoding and restoring".
var restored = Meetings.State()  // top-level code: main-actor isolated

// MARK: prelude shared-count
// A feature state with a shared `count`, as `state` inside a reducer.
// Serves: SharedState.md, the `state.$count.withLock { $0 += 1 }` block.
struct __SharedCountState { @Shared(.inMemory("count")) var count = 0 }
var state = __SharedCountState()  // top-level code: main-actor isolated

// MARK: prelude profile-store
// A store of a feature with two fields, `count` and `name`, to show that observing one field
// is not told of the other's changes.
// Serves: ObservingStores.md, the `withObservationTracking` and `store.observe { }` blocks.
struct __Profile: Reducer {
  struct State: Equatable { var count = 0; var name = "" }
  enum Action: Equatable { case incrementButtonTapped, nameChanged(String) }
  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .incrementButtonTapped: state.count += 1
    case let .nameChanged(name): state.name = name
    }
    return .none
  }
}
let store = Store(initialState: __Profile.State()) { __Profile() }

// MARK: prelude fact
// A feature that loads a fact about its count, with `loadFact(for:)` standing in for the
// network call.
// Serves: ReducerCore's GettingStarted.md, the `.run { ... } catch: { ... }` block (in-type
// FactFeature).
struct FactFeature: Reducer {
  struct State: Equatable { var count = 0 }
  enum Action: Equatable { case factLoaded(String), factFailed(String) }
  func reduce(into state: inout State, action: Action) -> Effect<Action> { .none }
}
func loadFact(for count: Int) async throws -> String { "\(count) is a number." }

// MARK: prelude todo-store
// A store of the `TodoApp` feature that ReducerCore's GettingStarted.md declares, and the
// `render` function of an app's UI.
// Serves: ReducerCore's GettingStarted.md, the `store.scope(...)` and `store.observe` blocks.
let store = Store(initialState: TodoApp.State()) { TodoApp() }
func render(_ state: TodoApp.State) {}

// MARK: prelude color-screens
// The screens of ReducerRouting's `ColorFlow`: its root `ColorList`, and the `ColorDetail` and
// `Info` routes (as in Tests/ReducerRoutingTests/SeedSnippetTests.swift).
// Serves: ReducerRouting's GettingStarted.md, the `ColorFlow` block and the blocks that run it.
struct ColorList: Reducer {
  struct State: Equatable { var colors = ["red", "green"] }
  enum Action: Equatable { case colorTapped(String), infoTapped }
  func reduce(into state: inout State, action: Action) -> Effect<Action> { .none }
}
struct ColorDetail: Reducer {
  struct State: Equatable { var name: String }
  enum Action: Equatable { case closeTapped }
  func reduce(into state: inout State, action: Action) -> Effect<Action> { .none }
}
struct Info: Reducer {
  struct State: Equatable {}
  enum Action: Equatable { case closeTapped }
  func reduce(into state: inout State, action: Action) -> Effect<Action> { .none }
}

// MARK: prelude nested-flows
// Two flows for the blocks that show a member of a flow nesting another one: `SettingsHost`
// lacks its `Route` and `routeBody`, `ListHost` its `navigation(for:)`, which the blocks give.
// `SettingsFlow` is the nested flow; `__Screen` the screen they all show.
// Serves: ReducerRouting's GettingStarted.md, the blocks of "Nest flows" (in-type
// SettingsHost) and "Handle what a nested flow cannot" (in-type ListHost).
struct __Screen: Reducer {
  struct State: Equatable { var id = 0 }
  enum Action: Equatable { case rowTapped(Int) }
  func reduce(into state: inout State, action: Action) -> Effect<Action> { .none }
}
struct SettingsFlow: RoutingReducer {
  enum Route: Routing, Equatable {
    case page(__Screen.State)
    enum Action: Equatable { case page(__Screen.Action) }
    var id: Int {
      switch self {
      case let .page(page): page.id
      }
    }
  }
  struct State: RoutingState, Equatable {
    var navigation: Route.NavigationState = .init()
    var root = __Screen.State()
  }
  enum Action: RoutingAction, Equatable {
    case navigation(Route.NavigationAction)
    case route(Route.ID, Route.Action)
    case modalRoute(Route.Action)
    case root(__Screen.Action)
  }
  var rootBody: some RootReducer<Self> { __Screen() }
  var routeBody: some RouteReducer<Self> {
    Scope(state: /Route.page, action: /Route.Action.page) { __Screen() }
  }
}
struct SettingsHost: RoutingReducer {
  struct State: RoutingState {
    var navigation: Route.NavigationState = .init()
    var root = __Screen.State()
  }
  enum Action: RoutingAction {
    case navigation(Route.NavigationAction)
    case route(Route.ID, Route.Action)
    case modalRoute(Route.Action)
    case root(__Screen.Action)
  }
  var rootBody: some RootReducer<Self> { __Screen() }
}
struct ListHost: RoutingReducer {
  enum Route: Routing {
    case list(SettingsFlow.State)
    case detail(__Screen.State)
    enum Action { case list(SettingsFlow.Action), detail(__Screen.Action) }
    var id: String {
      switch self {
      case .list: "list";
      case .detail: "detail"
      }
    }
  }
  struct State: RoutingState {
    var navigation: Route.NavigationState = .init()
    var root = __Screen.State()
  }
  enum Action: RoutingAction {
    case navigation(Route.NavigationAction)
    case route(Route.ID, Route.Action)
    case modalRoute(Route.Action)
    case root(__Screen.Action)
  }
  var rootBody: some RootReducer<Self> { __Screen() }
  var routeBody: some RouteReducer<Self> {
    Scope(state: /Route.list, action: /Route.Action.list) { SettingsFlow() }
    Scope(state: /Route.detail, action: /Route.Action.detail) { __Screen() }
  }
}

// MARK: prelude link-flows
// The flows that DeepLinks.md and Containers.md open and hold: `ColorFlow` (its routes `info`,
// `shade(level)` and `color`, a nested `ColorDetailFlow`; DeepLinks.md makes its state
// linkable) and `NewsFlow` (already linkable). Each screen is a `__Page`.
// Serves: DeepLinks.md, the `DeepLinkableFlow` and `DeepLinkable` blocks; Containers.md, the
// `AppTabs` and `NavigationContainer` blocks.
struct __Page: Reducer {
  struct State: Equatable { var name = "" }
  enum Action: Equatable { case closeTapped }
  func reduce(into state: inout State, action: Action) -> Effect<Action> { .none }
}
struct Info: Reducer {
  struct State: Equatable {}
  enum Action: Equatable { case closeTapped }
  func reduce(into state: inout State, action: Action) -> Effect<Action> { .none }
}
struct Shade: Reducer {
  struct State: Equatable { var level: Int }
  enum Action: Equatable { case closeTapped }
  func reduce(into state: inout State, action: Action) -> Effect<Action> { .none }
}
struct ColorDetailFlow: RoutingReducer {
  enum Route: Routing, Equatable {
    case page(__Page.State)
    enum Action: Equatable { case page(__Page.Action) }
    var id: String {
      switch self {
      case let .page(page): page.name
      }
    }
  }
  struct State: RoutingState, Equatable {
    var navigation: Route.NavigationState = .init()
    var root: __Page.State
    init(name: String) { root = .init(name: name) }
  }
  enum Action: RoutingAction, Equatable {
    case navigation(Route.NavigationAction)
    case route(Route.ID, Route.Action)
    case modalRoute(Route.Action)
    case root(__Page.Action)
  }
  var rootBody: some RootReducer<Self> { __Page() }
  var routeBody: some RouteReducer<Self> {
    Scope(state: /Route.page, action: /Route.Action.page) { __Page() }
  }
}
extension ColorDetailFlow.State: DeepLinkableFlow {
  static func route(for segment: String, in link: inout DeepLinkReader)
    throws(DeepLinkError) -> ColorDetailFlow.Route
  { .page(.init(name: segment)) }
  static func segments(for route: ColorDetailFlow.Route) -> [String] {
    switch route {
    case let .page(page): [page.name]
    }
  }
}
struct ColorFlow: RoutingReducer {
  enum Route: Routing, Equatable {
    case info(Info.State)
    case shade(Shade.State)
    case color(ColorDetailFlow.State)
    enum Action: Equatable {
      case info(Info.Action), shade(Shade.Action), color(ColorDetailFlow.Action)
    }
    var id: String {
      switch self {
      case .info: "info"
      case let .shade(shade): "shade-\(shade.level)"
      case let .color(color): color.root.name
      }
    }
  }
  struct State: RoutingState, Equatable {
    var navigation: Route.NavigationState = .init()
    var root = __Page.State()
  }
  enum Action: RoutingAction, Equatable {
    case navigation(Route.NavigationAction)
    case route(Route.ID, Route.Action)
    case modalRoute(Route.Action)
    case root(__Page.Action)
  }
  var rootBody: some RootReducer<Self> { __Page() }
  var routeBody: some RouteReducer<Self> {
    Scope(state: /Route.info, action: /Route.Action.info) { Info() }
    Scope(state: /Route.shade, action: /Route.Action.shade) { Shade() }
    Scope(state: /Route.color, action: /Route.Action.color) { ColorDetailFlow() }
  }
}
struct NewsFlow: RoutingReducer {
  enum Route: Routing, Equatable {
    case story(__Page.State)
    enum Action: Equatable { case story(__Page.Action) }
    var id: String {
      switch self {
      case let .story(story): story.name
      }
    }
  }
  struct State: RoutingState, Equatable {
    var navigation: Route.NavigationState = .init()
    var root = __Page.State()
  }
  enum Action: RoutingAction, Equatable {
    case navigation(Route.NavigationAction)
    case route(Route.ID, Route.Action)
    case modalRoute(Route.Action)
    case root(__Page.Action)
  }
  var rootBody: some RootReducer<Self> { __Page() }
  var routeBody: some RouteReducer<Self> {
    Scope(state: /Route.story, action: /Route.Action.story) { __Page() }
  }
}
extension NewsFlow.State: DeepLinkableFlow {
  static func route(for segment: String, in link: inout DeepLinkReader)
    throws(DeepLinkError) -> NewsFlow.Route
  { .story(.init(name: segment)) }
  static func segments(for route: NewsFlow.Route) -> [String] {
    switch route {
    case let .story(story): [story.name]
    }
  }
}

// MARK: prelude link-tabs
// The tab container of Containers.md, with an `openLink` action, for DeepLinks.md (which makes
// its state `DeepLinkable`); needs the prelude link-flows.
// Serves: DeepLinks.md, the `extension AppTabs.State: DeepLinkable` block.
struct AppTabs: Reducer {
  enum Tab: String, CaseIterable, Sendable { case colors, news }
  struct State {
    var selectedTab = Tab.colors
    var colors = ColorFlow.State()
    var news = NewsFlow.State()
  }
  enum Action {
    case tab(TabAction<Tab>)
    case colors(ColorFlow.Action)
    case news(NewsFlow.Action)
    case openLink(DeepLink)
  }
  var body: some ReducerOf<Self> {
    CombineReducers {
      Scope(state: \.colors, action: /Action.colors) { ColorFlow() }
      Scope(state: \.news, action: /Action.news) { NewsFlow() }
    }
    .tabs(selection: \.selectedTab, action: /Action.tab) { tab in
      switch tab {
      case .colors: .colors(.navigation(.reset))
      case .news: .news(.navigation(.reset))
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
    ]
  }
}

// MARK: prelude link-store
// A store of DeepLinks.md's `AppTabs` (prelude link-tabs), a `link` to open, and the app's
// `showAlert`.
// Serves: DeepLinks.md, the dry-run block (`store.state.opening(link)`).
let store = Store(initialState: AppTabs.State()) { AppTabs() }
let link: DeepLink = ["colors", "info"]
func showAlert(_ message: String) {}

// MARK: prelude link-url
// The URL of a link, as an app receives it.
// Serves: DeepLinks.md, the first block (`DeepLink(url: url)`).
let url = URL(string: "myapp://colors/red/settings?modal=info")!

// MARK: prelude split-flows
// The two columns of Containers.md's `NewsSplit`: `NewsListFlow` (a list of stories, with
// categories pushed on it) and `StoryFlow` (a story), as in
// Tests/ReducerRoutingTests/ContainersTests.swift.
// Serves: Containers.md, the `NewsSplit` block.
struct StoryList: Reducer {
  struct State: Equatable { var id = "news" }
  enum Action: Equatable { case storyTapped(Int) }
  func reduce(into state: inout State, action: Action) -> Effect<Action> { .none }
}
struct NewsListFlow: RoutingReducer {
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
    var root = StoryList.State()
  }
  enum Action: RoutingAction, Equatable {
    case navigation(Route.NavigationAction)
    case route(Route.ID, Route.Action)
    case modalRoute(Route.Action)
    case root(StoryList.Action)
  }
  var rootBody: some RootReducer<Self> { StoryList() }
  var routeBody: some RouteReducer<Self> {
    Scope(state: /Route.category, action: /Route.Action.category) { StoryList() }
  }
}
struct StoryFlow: RoutingReducer {
  enum Route: Routing, Equatable {
    case comments(StoryList.State)
    enum Action: Equatable { case comments(StoryList.Action) }
    var id: String {
      switch self {
      case let .comments(comments): comments.id
      }
    }
  }
  struct State: RoutingState, Equatable, Identifiable {
    var navigation: Route.NavigationState = .init()
    var root: StoryList.State
    var id: String { root.id }
    init(story: Int) { root = .init(id: "story-\(story)") }
  }
  enum Action: RoutingAction, Equatable {
    case navigation(Route.NavigationAction)
    case route(Route.ID, Route.Action)
    case modalRoute(Route.Action)
    case root(StoryList.Action)
  }
  var rootBody: some RootReducer<Self> { StoryList() }
  var routeBody: some RouteReducer<Self> {
    Scope(state: /Route.comments, action: /Route.Action.comments) { StoryList() }
  }
}

// MARK: prelude colors
// The flow of RenderingNavigation.md, `Colors` (root `Palette`, routes shown by `Swatch`), as in
// Tests/ReducerRoutingTests/Tree/RenderingArticleTests.swift, which runs the article's example.
// Serves: RenderingNavigation.md, the blocks that connect a renderer and take a snapshot.
struct Palette: Reducer {
  struct State: Equatable, Codable {}
  enum Action: Equatable { case colorTapped(String), infoTapped }
  func reduce(into state: inout State, action: Action) -> Effect<Action> { .none }
}
struct Swatch: Reducer {
  struct State: Equatable, Codable { var name: String }
  enum Action: Equatable { case close }
  func reduce(into state: inout State, action: Action) -> Effect<Action> { .dismissSelf() }
}
struct Colors: RoutingReducer {
  enum Route: Routing, Equatable, Codable {
    case color(Swatch.State)
    case info(Swatch.State)
    enum Action: Equatable { case color(Swatch.Action), info(Swatch.Action) }
    var id: String {
      switch self {
      case let .color(state), let .info(state): state.name
      }
    }
  }
  struct State: RoutingState, Equatable, Codable {
    var navigation: Route.NavigationState = .init()
    var root = Palette.State()
  }
  enum Action: RoutingAction, Equatable {
    case navigation(Route.NavigationAction)
    case route(Route.ID, Route.Action)
    case modalRoute(Route.Action)
    case root(Palette.Action)
  }
  var rootBody: some RootReducer<Self> { Palette() }
  var routeBody: some RouteReducer<Self> {
    Scope(state: /Route.color, action: /Route.Action.color) { Swatch() }
    Scope(state: /Route.info, action: /Route.Action.info) { Swatch() }
  }
  func navigation(for action: Action) -> Route.NavigationAction? {
    switch action {
    case let .root(.colorTapped(name)): .push(.color(.init(name: name)))
    case .root(.infoTapped): .present(.info(.init(name: "info")))
    default: nil
    }
  }
}

// MARK: prelude colors-store
// A store of `Colors` (prelude colors) connected to the article's `TerminalRenderer`.
// Serves: RenderingNavigation.md, the `connection.userDidRemove` and `NavigationSnapshot`
// blocks.
let store = Store(initialState: Colors.State()) { Colors() }
let connection = store.render(to: TerminalRenderer())

// MARK: prelude snapshot-tabs
// A tab container whose whole state is `Codable`, and `appStore`, a store of it; needs the
// prelude colors.
// Serves: RenderingNavigation.md, the `StateSnapshot` block.
struct AppTabs: Reducer {
  enum Tab: String, Codable, Sendable { case colors, more }
  struct State: Codable {
    var selectedTab = Tab.colors
    var colors = Colors.State()
    var more = Colors.State()
  }
  enum Action {
    case tab(TabAction<Tab>)
    case colors(Colors.Action)
    case more(Colors.Action)
  }
  var body: some ReducerOf<Self> {
    CombineReducers {
      Scope(state: \.colors, action: /Action.colors) { Colors() }
      Scope(state: \.more, action: /Action.more) { Colors() }
    }
    .tabs(selection: \.selectedTab, action: /Action.tab) { _ in nil }
  }
}
extension AppTabs.State: NavigationContainer {
  var containedFlows: [ContainedFlow] {
    [
      ContainedFlow("colors", colors, isSelected: selectedTab == .colors),
      ContainedFlow("more", more, isSelected: selectedTab == .more),
    ]
  }
}
let appStore = Store(initialState: AppTabs.State()) { AppTabs() }

// MARK: prelude recording-app
// The app a session is recorded from in ReducerTesting's RecordingAndReplaying.md and the
// README's "Recording and replaying a session": `AppFlow`, whose state and actions are
// `Codable`, and `sessionURL`, where a recording is kept.
// Serves: RecordingAndReplaying.md and that README section, every block.
struct AppFlow: Reducer {
  struct State: Codable, Equatable { var count = 0 }
  enum Action: Codable, Equatable { case incrementTapped, addTapped }
  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    state.count += 1
    return .none
  }
}
let sessionURL = URL(fileURLWithPath: "session.json")

// MARK: prelude tap-counter
// The counter of ReducerTesting's Testing.md, whose actions are named after the buttons.
// Serves: Testing.md, the first block, the XCTest block and the `_printChanges` block.
struct Counter: Reducer {
  struct State: Equatable { var count = 0 }
  enum Action: Equatable { case incrementTapped, decrementTapped }
  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .incrementTapped: state.count += 1
    case .decrementTapped: state.count -= 1
    }
    return .none
  }
}

// MARK: prelude feature-store
// A feature that refreshes and loads a list, appears and logs in, and `store`, a test store of
// it, with the `items` the examples receive.
// Serves: Testing.md, the blocks of "Receive what effects send", "How the store knows effects
// have settled", "Assert without sending" and "Integration tests".
struct Feature: Reducer {
  struct User: Equatable { var name: String }
  struct State: Equatable {
    var isLoading = false
    var items: [String] = []
    var user: User?
  }
  enum Action: Equatable {
    case refreshTapped, refreshResponse([String]), loadTapped, loaded([String]), onAppear
    case login(name: String, password: String), loginResponse(User)
  }
  func reduce(into state: inout State, action: Action) -> Effect<Action> { .none }
}
typealias App = Feature
let store = TestStore(initialState: Feature.State()) { Feature() }
let items = ["Milk"]

// MARK: prelude timer
// The timer of Testing.md's "Control time with a clock", whole.
// Serves: Testing.md, the `ticking()` and `aTimerLeftRunningFails()` tests.
struct Timer: Reducer {
  struct State: Equatable {
    var isRunning = false
    var seconds = 0
  }
  enum Action: Equatable { case startTapped, stopTapped, tick }
  struct TimerID: Hashable, Sendable {}
  let clock: any Clock<Duration>
  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .startTapped:
      state.isRunning = true
      return .run { [clock] send in
        while true {
          try await clock.sleep(for: .seconds(1))
          await send(.tick)
        }
      }
      .cancellable(id: TimerID(), cancelInFlight: true)
    case .stopTapped:
      state.isRunning = false
      return .cancel(id: TimerID())
    case .tick:
      state.seconds += 1
      return .none
    }
  }
}

// MARK: prelude editor
// An editor that saves and closes itself.
// Serves: Testing.md, the `savingClosesTheEditor()` test.
struct Editor: Reducer {
  struct State: Equatable { var text = "" }
  enum Action: Equatable {
    case saveTapped
    case delegate(Delegate)
    enum Delegate: Equatable { case saved(String) }
  }
  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .saveTapped: .merge(.send(.delegate(.saved(state.text))), .dismissSelf())
    case .delegate: .none
    }
  }
}

// MARK: prelude readme-children
// The children of README.md's `App`: `Alert`, an optional child, and `Todo`, the element of a
// list.
// Serves: README.md, the block of "A parent and its children".
struct Alert: Reducer {
  struct State: Equatable {}
  enum Action: Equatable { case okTapped }
  func reduce(into state: inout State, action: Action) -> Effect<Action> { .none }
}
struct Todo: Reducer {
  struct State: Equatable, Identifiable {
    let id: Int
    var title = ""
  }
  enum Action: Equatable { case titleChanged(String) }
  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case let .titleChanged(title): state.title = title
    }
    return .none
  }
}

// MARK: prelude numbers-api
// A stand-in for an app's network client: `api.fact(n)`.
// Serves: README.md, the block of "Dependencies" (`NumberClientKey.liveValue`).
struct __NumbersAPI: Sendable {
  func fact(_ number: Int) async throws -> String { "\(number) is a number." }
}
let api = __NumbersAPI()

// MARK: prelude readme-app
// The app around README.md's `ColorFlow` (which the README declares and makes
// `DeepLinkableFlow`; its screens come from the prelude color-screens): `store`, a store of the
// flow, and `AppTabs`, a tab container of two such flows that opens links, with `state`, its
// state, and `appStore`, a store of it.
// Serves: README.md, the blocks of "Deep links" (`state.open(link)`), "Rendering navigation"
// (`store.render(to:)`) and "On screen" (`store.pathBinding()`, `appStore.tabBinding`).
let store = Store(initialState: ColorFlow.State(root: ColorList.State())) { ColorFlow() }
struct AppTabs: Reducer {
  enum Tab: String, CaseIterable, Sendable { case colors, favorites }
  struct State: DeepLinkable {
    var selectedTab = Tab.colors
    var colors = ColorFlow.State(root: ColorList.State())
    var favorites = ColorFlow.State(root: ColorList.State())

    mutating func navigate(along link: inout DeepLinkReader) throws(DeepLinkError) {
      guard let name = link.next(), let tab = Tab(rawValue: name) else {
        throw link.unknownSegment(expected: Tab.allCases.map(\.rawValue))
      }
      selectedTab = tab
      switch tab {
      case .colors: try link.open(&colors)
      case .favorites: try link.open(&favorites)
      }
    }
    func appendLink(to link: inout DeepLink) {
      link.segments.append(selectedTab.rawValue)
      switch selectedTab {
      case .colors: colors.appendLink(to: &link)
      case .favorites: favorites.appendLink(to: &link)
      }
    }
  }
  enum Action {
    case tab(TabAction<Tab>)
    case colors(ColorFlow.Action)
    case favorites(ColorFlow.Action)
    case openLink(DeepLink)
  }
  var body: some ReducerOf<Self> {
    CombineReducers {
      Scope(state: \.colors, action: /Action.colors) { ColorFlow() }
      Scope(state: \.favorites, action: /Action.favorites) { ColorFlow() }
    }
    .tabs(selection: \.selectedTab, action: /Action.tab) { tab in
      switch tab {
      case .colors: .colors(.navigation(.reset))
      case .favorites: .favorites(.navigation(.reset))
      }
    }
    .deepLinks(action: /Action.openLink)
  }
}
extension AppTabs.State: NavigationContainer {
  var containedFlows: [ContainedFlow] {
    [
      ContainedFlow("colors", colors, isSelected: selectedTab == .colors),
      ContainedFlow("favorites", favorites, isSelected: selectedTab == .favorites),
    ]
  }
}
var state = AppTabs.State()  // top-level code: main-actor isolated
let appStore = Store(initialState: AppTabs.State()) { AppTabs() }

// MARK: prelude readme-feature
// A feature with a `count`, an optional child `detail`, and `rows`, a child per element; and
// `Text`, a stand-in for SwiftUI's (Apple platforms only).
// Serves: README.md, the first block of "On screen: observing a store, bindings".
struct __Row: Reducer {
  struct State: Equatable, Identifiable { var id = 0 }
  enum Action: Equatable { case tapped }
  func reduce(into state: inout State, action: Action) -> Effect<Action> { .none }
}
struct Feature: Reducer {
  struct State: Equatable {
    var count = 0
    var detail: __Row.State?
    var rows: IdentifiedArrayOf<__Row.State> = []
  }
  enum Action: Equatable {
    case detail(__Row.Action)
    case row(id: __Row.State.ID, action: __Row.Action)
  }
  var body: some ReducerOf<Self> {
    EmptyReducer()
      .ifLet(\.detail, action: /Action.detail) { __Row() }
      .forEach(\.rows, action: /Action.row) { __Row() }
  }
}
struct Text { init(_ content: String) {} }

// MARK: prelude landing
// The root screen of the seed flow `LandingRouter`, in the seed's spellings, with the
// `pushFirst` action that pushes `First`.
// Serves: MigratingFromSeedAndTCA.md, the block of "A seed flow, unchanged".
struct Landing: ReducerProtocol {
  struct State: Equatable {}
  enum Action { case pushFirst }
  var body: some ReducerProtocol<State, Action> { EmptyReducer() }
}

// MARK: prelude color-flow-store
// The `ColorFlow` of ReducerRouting's GettingStarted.md (its screens from the prelude
// color-screens), and `store`, a test store of it.
// Serves: MigratingFromSeedAndTCA.md, the test block of "Behaviour you must know".
struct ColorFlow: RoutingReducer {
  enum Route: Routing, Equatable {
    case color(ColorDetail.State)
    case info(Info.State)
    enum Action: Equatable { case color(ColorDetail.Action), info(Info.Action) }
    var id: String {
      switch self {
      case let .color(s): "color-\(s.name)";
      case .info: "info"
      }
    }
  }
  struct State: RoutingState, Equatable {
    var navigation: Route.NavigationState = .init()
    var root: ColorList.State
  }
  enum Action: RoutingAction {
    case navigation(Route.NavigationAction)
    case route(Route.ID, Route.Action)
    case modalRoute(Route.Action)
    case root(ColorList.Action)
  }
  var rootBody: some RootReducer<Self> { ColorList() }
  var routeBody: some RouteReducer<Self> {
    Scope(state: /Route.color, action: /Route.Action.color) { ColorDetail() }
    Scope(state: /Route.info, action: /Route.Action.info) { Info() }
  }
  func navigation(for action: Action) -> Route.NavigationAction? {
    switch action {
    case let .root(.colorTapped(name)): .push(.color(.init(name: name)))
    case .root(.infoTapped): .present(.info(.init()), style: .sheet)
    case .route(_, .color(.closeTapped)): .pop
    case .modalRoute(.info(.closeTapped)): .dismiss
    default: nil
    }
  }
}
let store = TestStore(initialState: ColorFlow.State(root: ColorList.State())) { ColorFlow() }

// MARK: prelude shared-elided
// What the `// ...` of the shared-state blocks of MigratingFromSeedAndTCA.md elides: an
// `Action` and a `reduce` for `Counter`, `Catalog` and `CountBadge`, whose states the blocks
// declare.
// Serves: MigratingFromSeedAndTCA.md, the `Counter`/`Catalog` and `CountBadge` blocks.
extension Counter {
  enum Action {}
  func reduce(into state: inout State, action: Action) -> Effect<Action> { .none }
}
extension Catalog {
  enum Action {}
  func reduce(into state: inout State, action: Action) -> Effect<Action> { .none }
}
extension CountBadge {
  enum Action {}
  func reduce(into state: inout State, action: Action) -> Effect<Action> { .none }
}

// MARK: prelude syncups-elided
// What the `// ...` of the `SyncUpsList` block of MigratingFromSeedAndTCA.md elides: its
// `Action` and `reduce`.
// Serves: MigratingFromSeedAndTCA.md, the `SharedKey<...>.Default` block.
extension SyncUpsList {
  enum Action {}
  func reduce(into state: inout State, action: Action) -> Effect<Action> { .none }
}

// MARK: prelude badge-parent
// The state of a parent that holds a shared `count` and a `CountBadge` child (prelude
// shared-elided), as `state` inside the parent's reducer.
// Serves: MigratingFromSeedAndTCA.md, the `state.badge = CountBadge.State(...)` block.
struct __BadgeParentState {
  @Shared(.inMemory("count")) var count = 0
  var badge: CountBadge.State?
}
var state = __BadgeParentState()  // top-level code: main-actor isolated

// MARK: prelude child
// A child feature, `Child`, with a `tapped` action.
// Serves: MigratingFromSeedAndTCA.md, the `Parent` block of "Case key paths become case paths".
struct Child: Reducer {
  struct State: Equatable { var taps = 0 }
  enum Action: Equatable { case tapped }
  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .tapped: state.taps += 1
    }
    return .none
  }
}

// MARK: prelude explorer-app
// A flow of colors to explore: a list that pushes a color's detail and presents an info
// sheet, a detail that presents settings, and the count of the settings screens shown.
// Serves: ReducerExplorer.md and ExploringNavigation.md, the `NavigationExplorer` blocks.
struct ColorList: Reducer {
  struct State: Equatable {}
  enum Action: Equatable { case colorTapped(String), infoTapped, refresh }
  func reduce(into state: inout State, action: Action) -> Effect<Action> { .none }
}
struct ColorDetail: Reducer {
  struct State: Equatable { var name: String }
  enum Action: Equatable { case settingsTapped, closeTapped }
  func reduce(into state: inout State, action: Action) -> Effect<Action> { .none }
}
struct AppFlow: RoutingReducer {
  enum Route: Routing, Equatable {
    case color(ColorDetail.State)
    case info(ColorDetail.State)
    enum Action: Equatable { case color(ColorDetail.Action), info(ColorDetail.Action) }
    var id: String {
      switch self {
      case let .color(state): "color-\(state.name)"
      case .info: "info"
      }
    }
  }
  struct State: RoutingState, Equatable {
    var navigation: Route.NavigationState = .init()
    var root = ColorList.State()
    var settingsCount: Int { 0 }
  }
  enum Action: RoutingAction, Equatable {
    case navigation(Route.NavigationAction)
    case route(Route.ID, Route.Action)
    case modalRoute(Route.Action)
    case root(ColorList.Action)
  }
  var rootBody: some RootReducer<Self> { ColorList() }
  var routeBody: some RouteReducer<Self> {
    Scope(state: /Route.color, action: /Route.Action.color) { ColorDetail() }
    Scope(state: /Route.info, action: /Route.Action.info) { ColorDetail() }
  }
}
