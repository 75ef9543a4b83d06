import ReducerRouting
import ReducerTesting

// Three nested flows and a tab container that deep links open:
// LinkTabs ─ colors: LinkListFlow ─ .color: LinkColorFlow ─ .settings: LinkSettingsFlow
//         └ settings: LinkSettingsFlow
// Every screen is a LinkTicker, whose timer sleeps on a TestClock.

/// A test clock for one-second timers that tells when they sleep, so that a test advances it
/// only once the timers it expects to tick are waiting on it.
final class TickClock: Sendable {
  let clock = TestClock()
  private let sleeping = LockedValue(0)

  /// Sleeps one second of the test clock.
  func sleep() async throws {
    // The deadline first: an advance after the count went up wakes this sleep.
    let deadline = clock.now.advanced(by: .seconds(1))
    sleeping.withLock { $0 += 1 }
    defer { sleeping.withLock { $0 -= 1 } }
    try await clock.sleep(until: deadline)
  }

  /// Waits until `count` timers sleep, then moves the clock one second on.
  @MainActor
  func tick(whenSleeping count: Int) async {
    await waitUntilSleeping(count)
    await clock.advance(by: .seconds(1))
  }

  /// Waits until `count` timers sleep (polling every millisecond, without spinning the main
  /// actor that other tests share); a test that waits in vain fails at its next assertion.
  @MainActor
  func waitUntilSleeping(_ count: Int) async {
    _ = await eventually(within: .seconds(10)) { self.sleeping.withLock { $0 } >= count }
  }

  /// Moves the clock on.
  func advance(by duration: Duration) async {
    await clock.advance(by: duration)
  }
}

/// A screen with a timer on a test clock.
struct LinkTicker: Reducer {
  let clock: TickClock
  struct State: Equatable {
    var id: String
    var ticks = 0
  }
  enum Action: Equatable {
    case start
    case tick
  }
  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .start:
      return .run { [clock] send in
        while true {
          try await clock.sleep()
          await send(.tick)
        }
      }
    case .tick:
      state.ticks += 1
      return .none
    }
  }
}

/// The deepest flow: pages named by one segment each.
struct LinkSettingsFlow: RoutingReducer {
  let clock: TickClock
  enum Route: Routing, Equatable {
    case page(LinkTicker.State)
    enum Action: Equatable { case page(LinkTicker.Action) }
    var id: String {
      switch self {
      case let .page(page): page.id
      }
    }
  }
  struct State: RoutingState, Equatable {
    var navigation: Route.NavigationState = .init()
    var root = LinkTicker.State(id: "settings")
  }
  enum Action: RoutingAction, Equatable {
    case navigation(Route.NavigationAction)
    case route(Route.ID, Route.Action)
    case modalRoute(Route.Action)
    case root(LinkTicker.Action)
  }
  var rootBody: some RootReducer<Self> { LinkTicker(clock: clock) }
  var routeBody: some RouteReducer<Self> {
    Scope(state: /Route.page, action: /Route.Action.page) { LinkTicker(clock: clock) }
  }
}

extension LinkSettingsFlow.State: DeepLinkableFlow {
  /// The built-in styles, and the custom `drawer` the tests present.
  static var linkModalStyles: [ModalStyle] { [.sheet, .fullScreen, .popover, "drawer"] }

  static let pages = ["general", "privacy", "about"]

  static func route(for segment: String, in link: inout DeepLinkReader) throws(DeepLinkError)
    -> Route
  {
    guard pages.contains(segment) else { throw link.unknownSegment(expected: pages) }
    return .page(.init(id: segment))
  }

  static func segments(for route: Route) -> [String] {
    switch route {
    case let .page(page): [page.id]
    }
  }
}

/// The middle flow: a colour's screen, with settings (a nested flow), shades (a route with an
/// integer parameter) and info.
struct LinkColorFlow: RoutingReducer {
  let clock: TickClock
  enum Route: Routing, Equatable {
    case settings(LinkSettingsFlow.State)
    case shade(LinkTicker.State)
    case info(LinkTicker.State)
    enum Action: Equatable {
      case settings(LinkSettingsFlow.Action)
      case shade(LinkTicker.Action)
      case info(LinkTicker.Action)
    }
    var id: String {
      switch self {
      case .settings: "settings"
      case let .shade(shade): shade.id
      case .info: "info"
      }
    }
  }
  struct State: RoutingState, Equatable {
    var navigation: Route.NavigationState = .init()
    var root: LinkTicker.State
  }
  enum Action: RoutingAction, Equatable {
    case navigation(Route.NavigationAction)
    case route(Route.ID, Route.Action)
    case modalRoute(Route.Action)
    case root(LinkTicker.Action)
  }
  var rootBody: some RootReducer<Self> { LinkTicker(clock: clock) }
  var routeBody: some RouteReducer<Self> {
    Scope(state: /Route.settings, action: /Route.Action.settings) { LinkSettingsFlow(clock: clock) }
    Scope(state: /Route.shade, action: /Route.Action.shade) { LinkTicker(clock: clock) }
    Scope(state: /Route.info, action: /Route.Action.info) { LinkTicker(clock: clock) }
  }
}

extension LinkColorFlow.State: DeepLinkableFlow {
  /// The built-in styles, and the custom `drawer` the tests present.
  static var linkModalStyles: [ModalStyle] { [.sheet, .fullScreen, .popover, "drawer"] }

  static func route(for segment: String, in link: inout DeepLinkReader) throws(DeepLinkError)
    -> Route
  {
    switch segment {
    case "settings": return .settings(.init())
    case "info": return .info(.init(id: "info"))
    case "shade":
      let level = try link.parameter("level", as: Int.self)
      guard (1...9).contains(level) else {
        throw link.badParameterValue("level", value: "\(level)")
      }
      return .shade(.init(id: "shade-\(level)"))
    default: throw link.unknownSegment(expected: ["settings", "info", "shade/<1-9>"])
    }
  }

  static func segments(for route: Route) -> [String] {
    switch route {
    case .settings: ["settings"]
    case .info: ["info"]
    case let .shade(shade): ["shade", String(shade.id.dropFirst("shade-".count))]
    }
  }

  static let nestedLinks = [NestedLink(/Route.settings)]
}

/// The outer flow: a list of colours, each a nested flow.
struct LinkListFlow: RoutingReducer {
  let clock: TickClock
  enum Route: Routing, Equatable {
    case color(LinkColorFlow.State)
    case info(LinkTicker.State)
    case search(LinkTicker.State)
    enum Action: Equatable {
      case color(LinkColorFlow.Action)
      case info(LinkTicker.Action)
      case search(LinkTicker.Action)
    }
    var id: String {
      switch self {
      case let .color(detail): "color-\(detail.root.id)"
      case .info: "info"
      case .search: "search"
      }
    }
  }
  struct State: RoutingState, Equatable {
    var navigation: Route.NavigationState = .init()
    var root = LinkTicker.State(id: "list")
  }
  enum Action: RoutingAction, Equatable {
    case navigation(Route.NavigationAction)
    case route(Route.ID, Route.Action)
    case modalRoute(Route.Action)
    case root(LinkTicker.Action)
    case openLink(DeepLink)
  }
  var rootBody: some RootReducer<Self> { LinkTicker(clock: clock) }
  var routeBody: some RouteReducer<Self> {
    Scope(state: /Route.color, action: /Route.Action.color) { LinkColorFlow(clock: clock) }
    Scope(state: /Route.info, action: /Route.Action.info) { LinkTicker(clock: clock) }
    Scope(state: /Route.search, action: /Route.Action.search) { LinkTicker(clock: clock) }
  }
  var body: some ReducerOf<Self> {
    routing.deepLinks(action: /Action.openLink)
  }
}

extension LinkListFlow.State: DeepLinkableFlow {
  /// The built-in styles, and the custom `drawer` the tests present.
  static var linkModalStyles: [ModalStyle] { [.sheet, .fullScreen, .popover, "drawer"] }

  static let colors = ["red", "green", "blue"]

  static func route(for segment: String, in link: inout DeepLinkReader) throws(DeepLinkError)
    -> Route
  {
    switch segment {
    case "info": return .info(.init(id: "info"))
    case "search": return .search(.init(id: "search"))
    case let name where colors.contains(name): return .color(.init(root: .init(id: name)))
    default: throw link.unknownSegment(expected: colors + ["info", "search"])
    }
  }

  static func segments(for route: Route) -> [String] {
    switch route {
    case let .color(detail): [detail.root.id]
    case .info: ["info"]
    case .search: ["search"]
    }
  }

  static let nestedLinks = [NestedLink(/Route.color)]
}

/// A tab container over the colour list and the settings.
struct LinkTabs: Reducer {
  let clock: TickClock
  enum Tab: String, CaseIterable, Sendable {
    case colors, settings, about
  }
  struct State: Equatable {
    var selectedTab = Tab.colors
    var colors = LinkListFlow.State()
    var settings = LinkSettingsFlow.State()
    /// A tab that is a plain screen, which takes no segment of a link.
    var about = LinkTicker.State(id: "about")
  }
  enum Action: Equatable {
    case tab(TabAction<Tab>)
    case colors(LinkListFlow.Action)
    case settings(LinkSettingsFlow.Action)
    case about(LinkTicker.Action)
    case openLink(DeepLink)
  }
  var body: some ReducerOf<Self> {
    CombineReducers {
      Scope(state: \.colors, action: /Action.colors) { LinkListFlow(clock: clock) }
      Scope(state: \.settings, action: /Action.settings) { LinkSettingsFlow(clock: clock) }
      Scope(state: \.about, action: /Action.about) { LinkTicker(clock: clock) }
    }
    .tabs(selection: \.selectedTab, action: /Action.tab) { tab in
      switch tab {
      case .colors: .colors(.navigation(.popToRoot))
      case .settings: .settings(.navigation(.popToRoot))
      case .about: nil
      }
    }
    .deepLinks(action: /Action.openLink)
  }
}

extension LinkTabs.State: DeepLinkable, NavigationContainer {
  mutating func navigate(along link: inout DeepLinkReader) throws(DeepLinkError) {
    guard let name = link.next(), let tab = LinkTabs.Tab(rawValue: name) else {
      throw link.unknownSegment(expected: LinkTabs.Tab.allCases.map(\.rawValue))
    }
    selectedTab = tab
    switch tab {
    case .colors: try link.open(&colors)
    case .settings: try link.open(&settings)
    case .about: try link.open(&about)
    }
  }

  func appendLink(to link: inout DeepLink) {
    link.segments.append(selectedTab.rawValue)
    switch selectedTab {
    case .colors: colors.appendLink(to: &link)
    case .settings: settings.appendLink(to: &link)
    case .about: about.appendLink(to: &link)
    }
  }

  var containedFlows: [ContainedFlow] {
    [
      ContainedFlow("colors", colors, isSelected: selectedTab == .colors),
      ContainedFlow("settings", settings, isSelected: selectedTab == .settings),
      ContainedFlow("about", about, isSelected: selectedTab == .about),
    ]
  }
}

/// A screen is a level of its own: it takes no segment, so a link that goes on is too long.
extension LinkTicker.State: DeepLinkable {
  mutating func navigate(along link: inout DeepLinkReader) throws(DeepLinkError) {}
  func appendLink(to link: inout DeepLink) {}
}
