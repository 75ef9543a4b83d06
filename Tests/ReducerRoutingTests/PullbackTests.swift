import ReducerRouting
import Testing

// A parent flow handles what a nested flow cannot, by pulling back its actions, and a screen
// forwards navigation to the outermost flow of a route type, whatever its depth.

// MARK: - Pullback fixtures

/// A list of items; tapping a row asks for a detail screen the list flow does not have.
struct ItemList: Reducer {
  struct State: Hashable, Sendable { var items = ["1", "2", "3"] }
  enum Action: Equatable, Sendable { case rowTapped(String), filterTapped }
  func reduce(into state: inout State, action: Action) -> Effect<Action> { .none }
}

/// A flow around the list: it can show a filter screen, but no detail.
struct ListFlow: RoutingReducer {
  enum Route: Routing, Hashable, Sendable {
    case filter(Ticker.State)
    enum Action: Equatable, Sendable { case filter(Ticker.Action) }
    var id: String {
      switch self {
      case let .filter(state): state.name
      }
    }
  }
  struct State: RoutingState, Hashable, Sendable {
    var navigation: Route.NavigationState = .init()
    var root = ItemList.State()
  }
  enum Action: RoutingAction, Equatable, Sendable {
    case navigation(Route.NavigationAction)
    case route(Route.ID, Route.Action)
    case modalRoute(Route.Action)
    case root(ItemList.Action)
  }

  var rootBody: some RootReducer<Self> { ItemList() }
  var routeBody: some RouteReducer<Self> {
    Scope(state: /Route.filter, action: /Route.Action.filter) { Ticker() }
  }

  func navigation(for action: Action) -> Route.NavigationAction? {
    if case .root(.filterTapped) = action { return .push(.filter(.init(name: "filter"))) }
    return nil
  }
}

/// A split screen: the list flow, and the details the parent shows for it.
struct SplitFlow: RoutingReducer {
  enum Route: Routing, Hashable, Sendable {
    case list(ListFlow.State)
    case detail(Ticker.State)
    enum Action: Equatable, Sendable {
      case list(ListFlow.Action)
      case detail(Ticker.Action)
    }
    var id: String {
      switch self {
      case .list: "list"
      case let .detail(state): "detail-\(state.name)"
      }
    }
  }
  struct State: RoutingState, Hashable, Sendable {
    var navigation: Route.NavigationState = .init()
    var root = Home.State(name: "split")
  }
  enum Action: RoutingAction, Equatable, Sendable {
    case navigation(Route.NavigationAction)
    case route(Route.ID, Route.Action)
    case modalRoute(Route.Action)
    case root(Home.Action)
  }

  var rootBody: some RootReducer<Self> { Home() }
  var routeBody: some RouteReducer<Self> {
    Scope(state: /Route.list, action: /Route.Action.list) { ListFlow() }
    Scope(state: /Route.detail, action: /Route.Action.detail) { Ticker() }
  }

  func navigation(for action: Action) -> Route.NavigationAction? {
    if case let .root(.rowTapped(id))? = action.pullback(/Route.Action.list) {
      return .push(.detail(.init(name: id)))
    }
    return nil
  }
}

// MARK: - Pullback

@Test func pullbackReadsTheActionOfANestedScreenOnTheStackOrAsTheModal() {
  let onStack = SplitFlow.Action.route("list", .list(.root(.rowTapped("1"))))
  #expect(onStack.pullback(/SplitFlow.Route.Action.list) == .root(.rowTapped("1")))
  let asModal = SplitFlow.Action.modalRoute(.list(.navigation(.pop)))
  #expect(asModal.pullback(/SplitFlow.Route.Action.list) == .navigation(.pop))
}

@Test func pullbackIsNilForOtherScreensAndOtherActions() {
  let detail = SplitFlow.Action.route("detail-1", .detail(.tick))
  #expect(detail.pullback(/SplitFlow.Route.Action.list) == nil)
  #expect(detail.pullback(/SplitFlow.Route.Action.detail) == .tick)
  #expect(SplitFlow.Action.root(.tap("x")).pullback(/SplitFlow.Route.Action.list) == nil)
  #expect(SplitFlow.Action.navigation(.pop).pullback(/SplitFlow.Route.Action.list) == nil)
}

@MainActor
@Test func parentShowsWhatTheNestedFlowCannotInTheSameSend() {
  let store = Store(initialState: SplitFlow.State()) { SplitFlow() }
  store.send(.navigation(.push(.list(.init()))))
  store.send(.route("list", .list(.root(.rowTapped("2")))))
  #expect(store.state.navigation.stack.ids == ["list", "detail-2"])
  guard case let .list(list)? = store.state.navigation.stack.first else {
    Issue.record("the list flow is gone")
    return
  }
  #expect(list.navigation.isAtRoot, "the list flow did not navigate itself")
}

@MainActor
@Test func parentPullsBackFromAListShownAsTheModal() {
  var state = SplitFlow.State()
  state.navigation.present(.list(.init()), style: .popover)
  let store = Store(initialState: state) { SplitFlow() }
  store.send(.modalRoute(.list(.root(.rowTapped("3")))))
  #expect(store.state.navigation.stack.ids == ["detail-3"])
  #expect(store.state.navigation.modal?.id == "list")
}

@MainActor
@Test func whatTheNestedFlowHandlesItselfStaysInTheNestedFlow() {
  let store = Store(initialState: SplitFlow.State()) { SplitFlow() }
  store.send(.navigation(.push(.list(.init()))))
  store.send(.route("list", .list(.root(.filterTapped))))
  #expect(store.state.navigation.stack.ids == ["list"])
  guard case let .list(list)? = store.state.navigation.top else {
    Issue.record("the list flow is gone")
    return
  }
  #expect(list.navigation.stack.ids == ["filter"])
}

// MARK: - Forward fixtures

/// A folder screen that opens folders by asking the outermost browser to push them, however
/// deep it is itself.
struct Folder: Reducer {
  struct State: Hashable, Sendable {
    var path: String
    var ticks = 0
  }
  enum Action: Equatable, Sendable {
    case open(String), openNested(String), openLater(String), backToTop, start, tick, lost
  }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case let .open(name):
      return .forward(.push(BrowserFlow.Route.folder(.init(path: state.path + "/" + name))))
    case let .openLater(name):
      // The same step as `.open`, forwarded from an effect.
      let path = state.path + "/" + name
      return .run { send in
        await send.forward(BrowserFlow.Route.NavigationAction.push(.folder(.init(path: path))))
      }
    case let .openNested(name):
      return .forward(
        .push(BrowserFlow.Route.nested(.init(root: .init(path: state.path + "/" + name)))))
    case .backToTop:
      return .forward(BrowserFlow.Route.NavigationAction.popToRoot)
    case .start:
      return tickingEffect(state.path, log: nil, tick: .tick)
    case .tick:
      state.ticks += 1
      return .none
    case .lost:
      // No flow of ColorFlow routes shows a folder.
      return .forward(ColorFlow.Route.NavigationAction.push(.info(.init())))
    }
  }
}

/// A browser whose routes are folders and whole nested browsers.
struct BrowserFlow: RoutingReducer {
  enum Route: Routing, Hashable, Sendable {
    case folder(Folder.State)
    indirect case nested(BrowserFlow.State)
    enum Action: Equatable, Sendable {
      case folder(Folder.Action)
      indirect case nested(BrowserFlow.Action)
    }
    var id: String {
      switch self {
      case let .folder(state): state.path
      case let .nested(state): "nested:" + state.root.path
      }
    }
  }
  struct State: RoutingState, Hashable, Sendable {
    var navigation: Route.NavigationState = .init()
    var root = Folder.State(path: "")
  }
  enum Action: RoutingAction, Equatable, Sendable {
    case navigation(Route.NavigationAction)
    case route(Route.ID, Route.Action)
    case modalRoute(Route.Action)
    case root(Folder.Action)
  }

  var rootBody: some RootReducer<Self> { Folder() }
  var routeBody: some RouteReducer<Self> {
    Scope(state: /Route.folder, action: /Route.Action.folder) { Folder() }
    Scope(state: /Route.nested, action: /Route.Action.nested) { BrowserFlow() }
  }
}

/// An app whose routes hold a browser: the outermost browser is one level down.
struct ShellFlow: RoutingReducer {
  enum Route: Routing, Hashable, Sendable {
    case browser(BrowserFlow.State)
    enum Action: Equatable, Sendable { case browser(BrowserFlow.Action) }
    var id: String { "browser" }
  }
  struct State: RoutingState, Hashable, Sendable {
    var navigation: Route.NavigationState = .init()
    var root = Home.State(name: "shell")
  }
  enum Action: RoutingAction, Equatable, Sendable {
    case navigation(Route.NavigationAction)
    case route(Route.ID, Route.Action)
    case modalRoute(Route.Action)
    case root(Home.Action)
  }

  var rootBody: some RootReducer<Self> { Home() }
  var routeBody: some RouteReducer<Self> {
    Scope(state: /Route.browser, action: /Route.Action.browser) { BrowserFlow() }
  }
}

extension BrowserFlow.Action {
  /// An action for the nested browser pushed with this root path.
  static func nested(_ path: String, _ action: BrowserFlow.Action) -> Self {
    .route("nested:" + path, .nested(action))
  }
  /// An action for the folder pushed with this path.
  static func folder(_ path: String, _ action: Folder.Action) -> Self {
    .route(path, .folder(action))
  }
}

extension BrowserFlow.State {
  /// The nested browser pushed with this root path.
  func nested(_ path: String) -> BrowserFlow.State? {
    guard case let .nested(state)? = navigation.stack[id: "nested:" + path] else { return nil }
    return state
  }
}

/// A browser at the root, with a browser two levels deep (`/a`) and three levels deep (`/a/x`),
/// each showing a folder.
private func deepBrowser() -> BrowserFlow.State {
  var level3 = BrowserFlow.State(root: .init(path: "/a/x"))
  level3.navigation.push(.folder(.init(path: "/a/x/y")))
  var level2 = BrowserFlow.State(root: .init(path: "/a"))
  level2.navigation.push(.folder(.init(path: "/a/b")))
  level2.navigation.push(.nested(level3))
  var level1 = BrowserFlow.State()
  level1.navigation.push(.nested(level2))
  return level1
}

// MARK: - Forward

@MainActor
@Test func forwardFromTheRootScreenNavigatesItsOwnFlow() {
  let store = Store(initialState: BrowserFlow.State()) { BrowserFlow() }
  store.send(.root(.open("docs")))
  #expect(store.state.navigation.stack.ids == ["/docs"])
  store.send(.folder("/docs", .open("old")))
  #expect(store.state.navigation.stack.ids == ["/docs", "/docs/old"])
}

@MainActor
@Test func forwardFromDepthTwoReachesTheRootFlow() async {
  let store = Store(initialState: deepBrowser()) { BrowserFlow() }
  let before = store.state.nested("/a")
  let issues = await withDiagnostics {
    store.send(.nested("/a", .folder("/a/b", .open("c"))))
    store.send(.nested("/a", .root(.open("r"))))
  }
  #expect(issues.isEmpty)
  #expect(store.state.navigation.stack.ids == ["nested:/a", "/a/b/c", "/a/r"])
  #expect(store.state.nested("/a") == before, "the nested browser did not navigate")
}

@MainActor
@Test func forwardFromDepthThreeReachesTheRootFlow() async {
  let store = Store(initialState: deepBrowser()) { BrowserFlow() }
  let before = store.state.nested("/a")
  let issues = await withDiagnostics {
    store.send(.nested("/a", .nested("/a/x", .folder("/a/x/y", .open("z")))))
    store.send(.nested("/a", .nested("/a/x", .folder("/a/x/y", .openNested("n")))))
  }
  #expect(issues.isEmpty)
  #expect(store.state.navigation.stack.ids == ["nested:/a", "/a/x/y/z", "nested:/a/x/y/n"])
  #expect(store.state.nested("/a") == before)
  // The pushed folder is a screen like any other: it opens more folders on the root flow.
  store.send(.folder("/a/x/y/z", .open("more")))
  #expect(store.state.navigation.top?.id == "/a/x/y/z/more")
}

@MainActor
@Test func forwardedNavigationCleansUpWhatItRemoves() async {
  let store = Store(initialState: deepBrowser()) { BrowserFlow() }
  let issues = await withDiagnostics {
    let deep = store.send(.nested("/a", .nested("/a/x", .folder("/a/x/y", .start))))
    let mid = store.send(.nested("/a", .folder("/a/b", .start)))
    #expect(await eventually { store.runningEffectOrigins?.count == 2 })
    // The deepest folder asks the root flow to pop to its root: the branch it is in leaves.
    store.send(.nested("/a", .nested("/a/x", .folder("/a/x/y", .backToTop))))
    #expect(store.state.navigation.isAtRoot)
    #expect(await finishes(deep))
    #expect(await finishes(mid))
    #expect(await store.settles())
  }
  #expect(issues.isEmpty, "\(kinds(issues))")
}

@MainActor
@Test func forwardGoesToTheOutermostFlowOfItsRouteTypeEvenBelowAnotherFlow() async {
  // The shell is not a browser: the outermost browser is the one the shell shows.
  var state = ShellFlow.State()
  state.navigation.push(.browser(deepBrowser()))
  let store = Store(initialState: state) { ShellFlow() }
  let issues = await withDiagnostics {
    store.send(.route("browser", .browser(.nested("/a", .folder("/a/b", .open("c"))))))
  }
  #expect(kinds(issues).isEmpty)
  guard case let .browser(browser)? = store.state.navigation.top else {
    Issue.record("the browser is gone")
    return
  }
  #expect(browser.navigation.stack.ids == ["nested:/a", "/a/b/c"])
}

@MainActor
@Test func forwardWithNoFlowOfThatRouteTypeIsReported() async {
  let store = Store(initialState: deepBrowser()) { BrowserFlow() }
  let before = store.state
  let issues = await withDiagnostics {
    store.send(.nested("/a", .folder("/a/b", .lost)))
    store.send(.root(.lost))
  }
  #expect(store.state == before)
  #expect(kinds(issues) == ["effect.unhandledSignal", "effect.unhandledSignal"])
  #expect(issues.first?.message.contains("ColorFlow.Route") == true)
  #expect(issues.first?.fileID == "ReducerRoutingTests/PullbackTests.swift")
}

@MainActor
@Test func aForwardedStepThatCannotApplyIsReported() async {
  var state = deepBrowser()
  state.navigation.push(.folder(.init(path: "/a/b/c")))
  let store = Store(initialState: state) { BrowserFlow() }
  let before = store.state
  let issues = await withDiagnostics {
    store.send(.nested("/a", .folder("/a/b", .open("c"))))
  }
  #expect(kinds(issues) == ["navigation.duplicateID"])
  #expect(store.state == before)
}
