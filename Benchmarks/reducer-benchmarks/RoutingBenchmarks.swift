import ReducerRouting

/// Routing cases: route actions at two stack depths, push and pop, building and replacing a
/// stack, and the memory a route takes on a stack.
@MainActor
var routingBenchmarks: [Benchmark] {
  [
    Benchmark("route.depth10", floor: rawDispatchFloor) { routeAction(depth: 10) },
    // Its floor is the depth-10 case: the ratio says how much a deep stack costs.
    Benchmark("route.depth10000", floor: { routeAction(depth: 10) }) {
      routeAction(depth: 10_000)
    },
    // A route holding 100,000 items, one of which the action changes: changing a route must
    // not copy its state, so this should stay within 2× of the small route's action.
    Benchmark("route.items100000", floor: { routeAction(depth: 10) }) {
      itemsRouteAction(items: 100_000)
    },
    Benchmark("push-pop") {
      let store = Store(initialState: BenchFlow.State()) { BenchFlow() }
      let push = opaque(BenchFlow.Action.navigation(.push(.screen(.init(id: 1)))))
      let pop = opaque(BenchFlow.Action.navigation(.pop))
      return { n in
        for _ in 0..<n {
          store.send(push)
          store.send(pop)
        }
        blackHole(store.state.navigation.stack.count)
      }
    },
    // Context for stack.build.10000: a tenth of the pushes should take a tenth of the time.
    Benchmark("stack.build.1000") { stackBuild(pushes: 1_000) },
    Benchmark("stack.build.10000") { stackBuild(pushes: 10_000) },
    Benchmark("setStack.1000") {
      // Alternates between two stacks with no id in common, so each step replaces every route.
      let stacks = opaque(
        [0, 1_000].map { start in
          BenchFlow.Action.navigation(
            .setStack((start..<start + 1_000).map { .screen(.init(id: $0)) }))
        }
      )
      let store = Store(initialState: BenchFlow.State()) { BenchFlow() }
      return { n in
        for index in 0..<n { store.send(stacks[index & 1]) }
        blackHole(store.state.navigation.stack.count)
      }
    },
    Benchmark(bytes: "memory.route.bytes") { bytesPerRoute(count: 100_000) },
  ]
}

// MARK: - The flow

/// A flow with one kind of screen, a counter that knows its id.
struct BenchFlow: RoutingReducer {
  enum Route: Routing, Equatable {
    case screen(Screen.State)
    enum Action: Equatable { case screen(Screen.Action) }
    var id: Int {
      switch self {
      case let .screen(screen): screen.id
      }
    }
  }
  struct State: RoutingState, Equatable {
    var navigation: Route.NavigationState = .init()
    var root = Screen.State(id: -1)
  }
  enum Action: RoutingAction {
    case navigation(Route.NavigationAction)
    case route(Route.ID, Route.Action)
    case modalRoute(Route.Action)
    case root(Screen.Action)
  }
  var rootBody: some RootReducer<Self> { Screen() }
  var routeBody: some RouteReducer<Self> {
    Scope(state: /Route.screen, action: /Route.Action.screen) { Screen() }
  }
}

/// A screen: a counter with an id.
struct Screen: Reducer {
  struct State: Equatable {
    var id: Int
    var count = 0
  }
  enum Action: Equatable { case increment }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    state.count &+= 1
    return .none
  }
}

/// Builds a stack by sending `pushes` push actions one by one to a new store.
@MainActor
func stackBuild(pushes count: Int) -> Benchmark.Workload {
  let pushes = opaque(
    (0..<count).map { BenchFlow.Action.navigation(.push(.screen(.init(id: $0)))) })
  return { n in
    for _ in 0..<n {
      let store = Store(initialState: BenchFlow.State()) { BenchFlow() }
      for push in pushes { store.send(push) }
      blackHole(store.state.navigation.stack.count)
    }
  }
}

/// Sends a counter action to the top route of a stack `depth` routes deep.
@MainActor
func routeAction(depth: Int) -> Benchmark.Workload {
  let routes = (0..<depth).map { BenchFlow.Route.screen(.init(id: $0)) }
  let store = Store(initialState: BenchFlow.State(navigation: .init(stack: routes))) {
    BenchFlow()
  }
  let action = opaque(BenchFlow.Action.route(depth - 1, .screen(.increment)))
  return { n in
    for _ in 0..<n { store.send(action) }
    blackHole(store.state.navigation.top)
  }
}

/// A flow whose one screen holds a list of items.
struct ItemsFlow: RoutingReducer {
  enum Route: Routing, Equatable {
    case items(ItemsScreen.State)
    enum Action: Equatable { case items(ItemsScreen.Action) }
    var id: Int {
      switch self {
      case let .items(screen): screen.id
      }
    }
  }
  struct State: RoutingState, Equatable {
    var navigation: Route.NavigationState = .init()
    var root = ItemsScreen.State(id: -1, items: [])
  }
  enum Action: RoutingAction {
    case navigation(Route.NavigationAction)
    case route(Route.ID, Route.Action)
    case modalRoute(Route.Action)
    case root(ItemsScreen.Action)
  }
  var rootBody: some RootReducer<Self> { ItemsScreen() }
  var routeBody: some RouteReducer<Self> {
    Scope(state: /Route.items, action: /Route.Action.items) { ItemsScreen() }
  }
}

/// A screen with a counter and a list of items; its action changes both.
struct ItemsScreen: Reducer {
  struct State: Equatable {
    var id: Int
    var count = 0
    var items: [Int]
  }
  enum Action: Equatable { case increment }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    state.count &+= 1
    if !state.items.isEmpty { state.items[0] &+= 1 }
    return .none
  }
}

/// Sends an action that changes one item to a route holding `items` items.
@MainActor
func itemsRouteAction(items: Int) -> Benchmark.Workload {
  let route = ItemsFlow.Route.items(.init(id: 0, items: Array(repeating: 0, count: items)))
  let store = Store(initialState: ItemsFlow.State(navigation: .init(stack: [route]))) {
    ItemsFlow()
  }
  let action = opaque(ItemsFlow.Action.route(0, .items(.increment)))
  return { n in
    for _ in 0..<n { store.send(action) }
    blackHole(store.state.navigation.top)
  }
}

/// Holds on to the stacks measured, so that each measurement starts from memory in use.
@MainActor var heldStacks: [BenchFlow.Route.NavigationState] = []

/// The growth of the resident set size while `count` routes are pushed on a new stack, per
/// route; 0 where the resident size cannot be read.
@MainActor
func bytesPerRoute(count: Int) -> Double {
  guard let before = residentBytes() else { return 0 }
  var navigation = BenchFlow.Route.NavigationState()
  for id in 0..<count { navigation.push(.screen(.init(id: id))) }
  guard let after = residentBytes() else { return 0 }
  heldStacks.append(navigation)
  return (after - before) / Double(count)
}
