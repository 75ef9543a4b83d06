import ReducerRouting

/// The colors tab: ColorsHome at the root, red, green, blue pushed on its own stack.
struct ColorsFlow: RoutingReducer {
  static let items = ["red", "green", "blue"]

  enum Route: Routing, Equatable, Sendable, Codable {
    case item(ItemScreen.State)

    enum Action: Equatable, Sendable {
      case item(ItemScreen.Action)
    }

    var id: String {
      switch self {
      case let .item(item): item.name
      }
    }
  }

  struct State: RoutingState, Equatable, Sendable {
    var navigation: Route.NavigationState = .init()
    var root = ColorsHome.State()
  }

  enum Action: RoutingAction, Equatable, Sendable {
    case navigation(Route.NavigationAction)
    case route(Route.ID, Route.Action)
    case modalRoute(Route.Action)
    case root(ColorsHome.Action)
  }

  var rootBody: some RootReducer<Self> { ColorsHome() }

  var routeBody: some RouteReducer<Self> {
    Scope(state: /Route.item, action: /Route.Action.item) { ItemScreen() }
  }

  func navigation(for action: Action) -> Route.NavigationAction? {
    switch action {
    case let .root(.openTapped(name)), let .route(_, .item(.openTapped(name))):
      .push(.item(ItemScreen.State(name: name)))
    default:
      nil
    }
  }
}

/// The root screen of the colors tab.
struct ColorsHome: Reducer {
  struct State: Equatable, Sendable {}

  enum Action: Equatable, Sendable {
    case openTapped(String)
  }

  func reduce(into state: inout State, action: Action) -> Effect<Action> { .none }
}

extension ColorsFlow.State: DeepLinkableFlow {
  static func route(for segment: String, in link: inout DeepLinkReader) throws(DeepLinkError)
    -> ColorsFlow.Route
  {
    guard ColorsFlow.items.contains(segment) else {
      throw link.unknownSegment(expected: ColorsFlow.items)
    }
    return .item(ItemScreen.State(name: segment))
  }

  static func segments(for route: ColorsFlow.Route) -> [String] {
    switch route {
    case let .item(item): [item.name]
    }
  }
}

/// The news tab: Headlines at the root, election, budget, weather pushed on its own stack.
struct NewsFlow: RoutingReducer {
  static let items = ["election", "budget", "weather"]

  enum Route: Routing, Equatable, Sendable, Codable {
    case item(ItemScreen.State)

    enum Action: Equatable, Sendable {
      case item(ItemScreen.Action)
    }

    var id: String {
      switch self {
      case let .item(item): item.name
      }
    }
  }

  struct State: RoutingState, Equatable, Sendable {
    var navigation: Route.NavigationState = .init()
    var root = Headlines.State()
  }

  enum Action: RoutingAction, Equatable, Sendable {
    case navigation(Route.NavigationAction)
    case route(Route.ID, Route.Action)
    case modalRoute(Route.Action)
    case root(Headlines.Action)
  }

  var rootBody: some RootReducer<Self> { Headlines() }

  var routeBody: some RouteReducer<Self> {
    Scope(state: /Route.item, action: /Route.Action.item) { ItemScreen() }
  }

  func navigation(for action: Action) -> Route.NavigationAction? {
    switch action {
    case let .root(.openTapped(name)), let .route(_, .item(.openTapped(name))):
      .push(.item(ItemScreen.State(name: name)))
    default:
      nil
    }
  }
}

/// The root screen of the news tab.
struct Headlines: Reducer {
  struct State: Equatable, Sendable {}

  enum Action: Equatable, Sendable {
    case openTapped(String)
  }

  func reduce(into state: inout State, action: Action) -> Effect<Action> { .none }
}

extension NewsFlow.State: DeepLinkableFlow {
  static func route(for segment: String, in link: inout DeepLinkReader) throws(DeepLinkError)
    -> NewsFlow.Route
  {
    guard NewsFlow.items.contains(segment) else {
      throw link.unknownSegment(expected: NewsFlow.items)
    }
    return .item(ItemScreen.State(name: segment))
  }

  static func segments(for route: NewsFlow.Route) -> [String] {
    switch route {
    case let .item(item): [item.name]
    }
  }
}

/// The profile tab: ProfileHome at the root, edit, avatar, privacy pushed on its own stack.
struct ProfileFlow: RoutingReducer {
  static let items = ["edit", "avatar", "privacy"]

  enum Route: Routing, Equatable, Sendable, Codable {
    case item(ItemScreen.State)

    enum Action: Equatable, Sendable {
      case item(ItemScreen.Action)
    }

    var id: String {
      switch self {
      case let .item(item): item.name
      }
    }
  }

  struct State: RoutingState, Equatable, Sendable {
    var navigation: Route.NavigationState = .init()
    var root = ProfileHome.State()
  }

  enum Action: RoutingAction, Equatable, Sendable {
    case navigation(Route.NavigationAction)
    case route(Route.ID, Route.Action)
    case modalRoute(Route.Action)
    case root(ProfileHome.Action)
  }

  var rootBody: some RootReducer<Self> { ProfileHome() }

  var routeBody: some RouteReducer<Self> {
    Scope(state: /Route.item, action: /Route.Action.item) { ItemScreen() }
  }

  func navigation(for action: Action) -> Route.NavigationAction? {
    switch action {
    case let .root(.openTapped(name)), let .route(_, .item(.openTapped(name))):
      .push(.item(ItemScreen.State(name: name)))
    default:
      nil
    }
  }
}

/// The root screen of the profile tab.
struct ProfileHome: Reducer {
  struct State: Equatable, Sendable {}

  enum Action: Equatable, Sendable {
    case openTapped(String)
  }

  func reduce(into state: inout State, action: Action) -> Effect<Action> { .none }
}

extension ProfileFlow.State: DeepLinkableFlow {
  static func route(for segment: String, in link: inout DeepLinkReader) throws(DeepLinkError)
    -> ProfileFlow.Route
  {
    guard ProfileFlow.items.contains(segment) else {
      throw link.unknownSegment(expected: ProfileFlow.items)
    }
    return .item(ItemScreen.State(name: segment))
  }

  static func segments(for route: ProfileFlow.Route) -> [String] {
    switch route {
    case let .item(item): [item.name]
    }
  }
}
