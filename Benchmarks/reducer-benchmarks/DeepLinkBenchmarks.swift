import ReducerRouting

/// Deep-link cases: parsing a link's text and opening it in a store, five nested flows deep,
/// with no effect running (the teardown walk runs only while effects run).
@MainActor
var deepLinkBenchmarks: [Benchmark] {
  [
    // Alternates between two 5-level links with no route in common, so that each send parses
    // a link and replaces the navigation of every level.
    Benchmark("deeplink.apply5") {
      let texts = opaque(["a/b/c/d/e?modal=info", "v/w/x/y/z"])
      let store = Store(initialState: FolderFlow.State()) { FolderFlow() }
      return { n in
        for index in 0..<n {
          guard let link = try? DeepLink(texts[index & 1]) else { continue }
          store.send(.openLink(link))
        }
        blackHole(store.state.navigation.stack.count)
      }
    },
    // Context for deeplink.apply5: the parsing part alone.
    Benchmark("deeplink.parse5") {
      let texts = opaque(["a/b/c/d/e?modal=info", "v/w/x/y/z"])
      return { n in
        var count = 0
        for index in 0..<n { count &+= (try? DeepLink(texts[index & 1]))?.segments.count ?? 0 }
        blackHole(count)
      }
    },
    // Linear time: a link of 1k, 4k and 16k routes on one flow, parsed and opened in a store
    // (two links with no route in common, alternately); the limits are raised for it. Per link.
    Benchmark("deeplink.routes1k") { flatLinks(count: 1_000) },
    Benchmark("deeplink.routes4k") { flatLinks(count: 4_000) },
    Benchmark("deeplink.routes16k") { flatLinks(count: 16_000) },
    // A link of 64 KB of text (10,000 routes of 5 bytes, with their slashes).
    Benchmark("deeplink.link64KB") { flatLinks(count: 10_000, from: 10_000) },
    // And in nesting: 1k and 4k folders nested in each other, opened on a state.
    Benchmark("deeplink.nested1k") { folderLinks(count: 1_000) },
    Benchmark("deeplink.nested4k") { folderLinks(count: 4_000) },
  ]
}

/// The limits of the benchmarks' links: far above the defaults, so that size is measured.
let benchmarkLimits = NavigationLimits(
  maxLinkLength: 1 << 24, maxRoutes: 1 << 20, maxDepth: 1 << 16, maxQueryItems: 32)

/// Two link texts of `count` segments with no segment in common.
func linkTexts(count: Int, prefix: String, from first: Int) -> [String] {
  opaque([
    (first..<first + count).map { "\(prefix)\($0)" }.joined(separator: "/"),
    (first + count..<first + 2 * count).map { "\(prefix)\($0)" }.joined(separator: "/"),
  ])
}

/// Parses and opens in a store two links of `count` routes on one flow, alternately.
@MainActor
func flatLinks(count: Int, from first: Int = 0) -> Benchmark.Workload {
  let texts = linkTexts(count: count, prefix: "", from: first)
  let store = Store(initialState: FlatFlow.State()) { FlatFlow() }
  return { n in
    for index in 0..<n {
      guard let link = try? DeepLink(texts[index & 1], limits: benchmarkLimits) else { continue }
      store.send(.openLink(link))
    }
    blackHole(store.state.navigation.stack.count)
  }
}

/// Parses and opens two links of `count` folders nested in each other, alternately, on a
/// state (the dry run a store's `deepLinks` makes): through a store, the app's own synthesized
/// `==` on its state, which the store runs after the action, recurses once per level.
@MainActor
func folderLinks(count: Int) -> Benchmark.Workload {
  let texts = linkTexts(count: count, prefix: "n", from: 0)
  var state = FolderFlow.State()
  return { n in
    for index in 0..<n {
      guard let link = try? DeepLink(texts[index & 1], limits: benchmarkLimits),
        let opened = try? state.opening(link)
      else { continue }
      state = opened
    }
    blackHole(state.navigation.stack.count)
  }
}

/// A flow of screens named by numbers: each segment pushes one route.
struct FlatFlow: RoutingReducer {
  enum Route: Routing, Equatable {
    case item(Screen.State)
    enum Action: Equatable {
      case item(Screen.Action)
    }
    var id: Int {
      switch self {
      case let .item(item): item.id
      }
    }
  }
  struct State: RoutingState, Equatable {
    var navigation: Route.NavigationState = .init()
    var root = Screen.State(id: -1)
  }
  enum Action: RoutingAction, Equatable {
    case navigation(Route.NavigationAction)
    case route(Route.ID, Route.Action)
    case modalRoute(Route.Action)
    case root(Screen.Action)
    case openLink(DeepLink)
  }
  var rootBody: some RootReducer<Self> { Screen() }
  var routeBody: some RouteReducer<Self> {
    Scope(state: /Route.item, action: /Route.Action.item) { Screen() }
  }
  var body: some ReducerOf<Self> {
    routing.deepLinks(action: /Action.openLink)
  }
}

extension FlatFlow.State: DeepLinkableFlow {
  static func route(for segment: String, in link: inout DeepLinkReader) throws(DeepLinkError)
    -> FlatFlow.Route
  {
    guard let id = Int(segment) else { throw link.unknownSegment(expected: ["<number>"]) }
    return .item(Screen.State(id: id))
  }

  static func segments(for route: FlatFlow.Route) -> [String] {
    switch route {
    case let .item(item): [String(item.id)]
    }
  }

  static var navigationLimits: NavigationLimits { benchmarkLimits }
}

/// A flow of folders: each segment names a folder, which is a flow of folders again.
struct FolderFlow: RoutingReducer {
  enum Route: Routing, Equatable {
    indirect case folder(FolderFlow.State)
    case info(Screen.State)
    enum Action: Equatable {
      indirect case folder(FolderFlow.Action)
      case info(Screen.Action)
    }
    var id: String {
      switch self {
      case let .folder(folder): folder.name
      case .info: "info"
      }
    }
  }
  struct State: RoutingState, Equatable {
    var navigation: Route.NavigationState = .init()
    var root = Screen.State(id: 0)
    var name = ""
  }
  enum Action: RoutingAction, Equatable {
    case navigation(Route.NavigationAction)
    case route(Route.ID, Route.Action)
    case modalRoute(Route.Action)
    case root(Screen.Action)
    case openLink(DeepLink)
  }
  var rootBody: some RootReducer<Self> { Screen() }
  var routeBody: some RouteReducer<Self> {
    Scope(state: /Route.folder, action: /Route.Action.folder) { FolderFlow() }
    Scope(state: /Route.info, action: /Route.Action.info) { Screen() }
  }
  var body: some ReducerOf<Self> {
    routing.deepLinks(action: /Action.openLink)
  }
}

extension FolderFlow.State: DeepLinkableFlow {
  static func route(for segment: String, in link: inout DeepLinkReader) throws(DeepLinkError)
    -> FolderFlow.Route
  {
    if segment == "info" { return .info(.init(id: 1)) }
    var folder = FolderFlow.State()
    folder.name = segment
    return .folder(folder)
  }

  static func segments(for route: FolderFlow.Route) -> [String] {
    switch route {
    case let .folder(folder): [folder.name]
    case .info: ["info"]
    }
  }

  static let nestedLinks = [NestedLink(/FolderFlow.Route.folder)]

  static var navigationLimits: NavigationLimits { benchmarkLimits }
}
