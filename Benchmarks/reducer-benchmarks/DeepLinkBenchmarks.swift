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
  ]
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
}
