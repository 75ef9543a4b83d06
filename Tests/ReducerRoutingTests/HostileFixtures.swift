import ReducerRouting

// An app with recursive flows for the tests of input from outside: a folder route holds a
// folder flow (the shape of `DepthFlow`), a screen can close itself, and links open as
// actions. `f<name>` names a folder, `s<name>` a screen; `alert` is a screen that the flow
// allows a link to present as an alert (the only one).

/// A screen that counts taps, can close itself, and can start an effect that runs until it is
/// cancelled.
struct HostileScreen: Reducer {
  struct State: Hashable, Codable, Sendable {
    var id: String
    var taps = 0
  }
  enum Action: Equatable, Sendable { case tap, close, start }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .tap:
      state.taps += 1
      return .none
    case .close:
      return .dismissSelf()
    case .start:
      return .run { _ in
        let (stream, continuation) = AsyncStream<Void>.makeStream()
        for await _ in stream {}
        continuation.finish()
      }
    }
  }
}

/// A flow of folders and screens; a folder is a flow of its own type.
struct HostileFlow: RoutingReducer {
  enum Route: Routing, Hashable, Codable, Sendable {
    case screen(HostileScreen.State)
    indirect case folder(HostileFlow.State)
    enum Action: Equatable, Sendable {
      case screen(HostileScreen.Action)
      indirect case folder(HostileFlow.Action)
    }
    var id: String {
      switch self {
      case let .screen(screen): "s" + screen.id
      case let .folder(folder): "f" + folder.root.id
      }
    }
  }
  struct State: RoutingState, Hashable, Codable, Sendable {
    var navigation: Route.NavigationState = .init()
    var root: HostileScreen.State
  }
  enum Action: RoutingAction, Equatable, Sendable {
    case navigation(Route.NavigationAction)
    case route(Route.ID, Route.Action)
    case modalRoute(Route.Action)
    case root(HostileScreen.Action)
    case openLink(DeepLink)
  }

  var rootBody: some RootReducer<Self> { HostileScreen() }
  var routeBody: some RouteReducer<Self> {
    Scope(state: /Route.screen, action: /Route.Action.screen) { HostileScreen() }
    Scope(state: /Route.folder, action: /Route.Action.folder) { HostileFlow() }
  }
  var body: some ReducerOf<Self> {
    routing.deepLinks(action: /Action.openLink)
  }
}

extension HostileFlow.State: DeepLinkableFlow {
  static func route(for segment: String, in link: inout DeepLinkReader) throws(DeepLinkError)
    -> HostileFlow.Route
  {
    if segment == "alert" { return .screen(.init(id: "alert")) }
    guard let kind = segment.first, segment.count > 1 else {
      throw link.unknownSegment(expected: ["f<name>", "s<name>", "alert"])
    }
    let name = String(segment.dropFirst())
    switch kind {
    case "f": return .folder(HostileFlow.State(root: .init(id: name)))
    case "s": return .screen(.init(id: name))
    default: throw link.unknownSegment(expected: ["f<name>", "s<name>", "alert"])
    }
  }

  static func segments(for route: HostileFlow.Route) -> [String] {
    switch route {
    case let .screen(screen): [screen.id == "alert" ? "alert" : "s" + screen.id]
    case let .folder(folder): ["f" + folder.root.id]
    }
  }

  static let nestedLinks = [NestedLink(/HostileFlow.Route.folder)]

  /// Sheets and alerts; only the `alert` screen as an alert, and never pushed.
  static var linkModalStyles: [ModalStyle] { [.sheet, .alert] }

  static func acceptsLink(to route: HostileFlow.Route, as placement: LinkPlacement) -> Bool {
    let isAlert = route.id == "salert"
    switch placement {
    case .stack: return !isAlert
    case .modal(.alert): return isAlert
    case .modal: return !isAlert
    }
  }
}

/// The top flow at its root.
let hostileTop = HostileFlow.State(root: .init(id: "top"))

/// The link through `levels` folders, `f1/f2/…`.
func folderLink(levels: Int) -> DeepLink {
  DeepLink(segments: (1...levels).map { "f\($0)" })
}

/// The number of flows nested in each other in `state`, itself included, counted in a loop.
func nestingDepth(of state: HostileFlow.State) -> Int {
  var depth = 1
  var current = state
  while case let .folder(inner)? = current.navigation.stack.last {
    current = inner
    depth += 1
  }
  return depth
}

/// Releases a deeply nested state one level at a time: Swift releases a nested value by
/// recursion, one call per level, which a state thousands of levels deep would overflow on a
/// small stack. Each step keeps the inner level alive while the outer one goes.
func release(_ state: inout HostileFlow.State) {
  var current = state
  state = hostileTop
  while case let .folder(inner)? = current.navigation.stack.last {
    current = inner
  }
}
