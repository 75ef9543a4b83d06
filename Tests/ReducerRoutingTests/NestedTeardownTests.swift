import ReducerRouting
import Testing

// Flows nested not as a route's whole state but in a field of a screen struct, or in the root
// screen of a flow: their routes' effects stop when what holds them leaves.

/// A screen that holds a flow in a field, next to its own data.
private struct Profile: Reducer {
  struct State: Hashable, Sendable {
    var title: String
    var inner: LeafFlow.State
  }
  enum Action: Equatable, Sendable { case inner(LeafFlow.Action) }

  let log: EventLog<String>

  var body: some ReducerOf<Self> {
    Scope(state: \.inner, action: /Action.inner) { LeafFlow(log: log) }
  }
}

/// A flow whose routes are profiles (a flow in a screen struct), and whose root screen holds a
/// flow of its own.
private struct Outer: RoutingReducer {
  enum Route: Routing, Hashable, Sendable {
    case profile(Profile.State)
    enum Action: Equatable, Sendable { case profile(Profile.Action) }
    var id: String {
      switch self {
      case let .profile(profile): profile.title
      }
    }
  }
  struct SideRoot: Reducer {
    struct State: Hashable, Sendable {
      var side: LeafFlow.State?
    }
    enum Action: Equatable, Sendable {
      case side(LeafFlow.Action)
      case closeSide
    }
    let log: EventLog<String>
    var body: some ReducerOf<Self> {
      Reduce { state, action in
        if case .closeSide = action { state.side = nil }
        return .none
      }
      .ifLet(\.side, action: /Action.side) { LeafFlow(log: log) }
    }
  }
  struct State: RoutingState, Hashable, Sendable {
    var navigation: Route.NavigationState = .init()
    var root = SideRoot.State()
  }
  enum Action: RoutingAction, Equatable, Sendable {
    case navigation(Route.NavigationAction)
    case route(Route.ID, Route.Action)
    case modalRoute(Route.Action)
    case root(SideRoot.Action)
  }

  let log: EventLog<String>

  var rootBody: some RootReducer<Self> { SideRoot(log: log) }
  var routeBody: some RouteReducer<Self> {
    Scope(state: /Route.profile, action: /Route.Action.profile) { Profile(log: log) }
  }
}

private func leaf(_ name: String) -> LeafFlow.State { LeafFlow.State(root: .init(name: name)) }

@MainActor
@Suite struct NestedTeardownTests {
  @Test func aFlowInAScreenStructStopsWithItsRoute() async {
    let log = EventLog<String>()
    var start = Outer.State()
    var inner = leaf("inner")
    inner.navigation.push(.ticker(.init(name: "deep")))
    start.navigation.push(.profile(.init(title: "me", inner: inner)))
    let store = Store(initialState: start) { Outer(log: log) }
    let timer = store.send(.route("me", .profile(.inner(.route("deep", .ticker(.start))))))
    #expect(await eventually { log.values.contains("start deep") })
    #expect(NavigationTree(of: store.state).allFlows.count == 2)
    store.send(.navigation(.popToRoot))
    #expect(await finishes(timer))
    #expect(log.values.contains("cancel deep"))
  }

  @Test func aFlowInARootScreenStopsWhenTheRootDropsIt() async {
    let log = EventLog<String>()
    var start = Outer.State()
    var side = leaf("side")
    side.navigation.push(.ticker(.init(name: "aside")))
    start.root.side = side
    let store = Store(initialState: start) { Outer(log: log) }
    let timer = store.send(.root(.side(.route("aside", .ticker(.start)))))
    #expect(await eventually { log.values.contains("start aside") })
    #expect(NavigationTree(of: store.state).breadcrumb.contains("ticker(aside)"))
    store.send(.root(.closeSide))
    #expect(await finishes(timer))
    #expect(log.values.contains("cancel aside"))
  }

  @Test func aFlowInARootScreenStopsWhenItsOwnFlowIsPopped() async {
    // The outer flow is itself a route of a parent: popping it stops the flow in its root.
    let log = EventLog<String>()
    var start = Outer.State()
    var side = leaf("side")
    side.navigation.push(.ticker(.init(name: "aside")))
    start.root.side = side
    var parent = Wrapper.State()
    parent.navigation.push(.outer(start))
    let store = Store(initialState: parent) { Wrapper(log: log) }
    let timer = store.send(.route("outer", .outer(.root(.side(.route("aside", .ticker(.start)))))))
    #expect(await eventually { log.values.contains("start aside") })
    store.send(.navigation(.pop))
    #expect(await finishes(timer))
    #expect(log.values.contains("cancel aside"))
  }
}

/// A flow whose one route is an `Outer` flow.
private struct Wrapper: RoutingReducer {
  enum Route: Routing, Hashable, Sendable {
    case outer(Outer.State)
    enum Action: Equatable, Sendable { case outer(Outer.Action) }
    var id: String { "outer" }
  }
  struct State: RoutingState, Hashable, Sendable {
    var navigation: Route.NavigationState = .init()
    var root = Home.State(name: "wrapper")
  }
  enum Action: RoutingAction, Equatable, Sendable {
    case navigation(Route.NavigationAction)
    case route(Route.ID, Route.Action)
    case modalRoute(Route.Action)
    case root(Home.Action)
  }

  let log: EventLog<String>

  var rootBody: some RootReducer<Self> { Home(log: log) }
  var routeBody: some RouteReducer<Self> {
    Scope(state: /Route.outer, action: /Route.Action.outer) { Outer(log: log) }
  }
}
