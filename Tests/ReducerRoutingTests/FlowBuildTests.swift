import Testing

@testable import ReducerRouting

// A flow builds its root screen's and its routes' reducers when an action first needs them,
// and keeps them; a route that leaves while no effect runs costs no effect work.

private final class BuildCount: @unchecked Sendable {
  var root = 0
  var routes = 0
}

/// A flow of counters that counts how often its bodies are built.
private struct BuildCountingFlow: RoutingReducer {
  enum Route: Routing, Equatable {
    case counter(CountScreen.State)
    enum Action: Equatable { case counter(CountScreen.Action) }
    var id: Int {
      switch self {
      case let .counter(counter): counter.id
      }
    }
  }
  struct State: RoutingState, Equatable {
    var navigation: Route.NavigationState = .init()
    var root = CountScreen.State(id: 0)
  }
  enum Action: RoutingAction, Equatable {
    case navigation(Route.NavigationAction)
    case route(Route.ID, Route.Action)
    case modalRoute(Route.Action)
    case root(CountScreen.Action)
  }

  let builds: BuildCount

  var rootBody: some RootReducer<Self> {
    let _ = builds.root += 1
    CountScreen()
  }
  var routeBody: some RouteReducer<Self> {
    let _ = builds.routes += 1
    Scope(state: /Route.counter, action: /Route.Action.counter) { CountScreen() }
  }
}

private struct CountScreen: Reducer {
  struct State: Equatable {
    var id: Int
    var count = 0
  }
  enum Action: Equatable { case increment }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    state.count += 1
    return .none
  }
}

@MainActor
@Test func aFlowBuildsItsScreensReducersOnceEachWhenFirstNeeded() {
  let builds = BuildCount()
  let store = Store(initialState: BuildCountingFlow.State()) { BuildCountingFlow(builds: builds) }
  #expect(builds.root == 0 && builds.routes == 0)

  store.send(.navigation(.push(.counter(.init(id: 1)))))
  #expect(builds.root == 0 && builds.routes == 0, "navigation needs no screen reducer")

  for _ in 0..<3 {
    store.send(.root(.increment))
    store.send(.route(1, .counter(.increment)))
  }
  store.send(.navigation(.present(.counter(.init(id: 2)))))
  store.send(.modalRoute(.counter(.increment)))

  #expect(store.state.root.count == 3)
  #expect(store.state.navigation.stack[id: 1] == .counter(.init(id: 1, count: 3)))
  #expect(store.state.navigation.modal == .counter(.init(id: 2, count: 1)))
  #expect(builds.root == 1)
  #expect(builds.routes == 1, "stack routes and the modal share one route reducer")
}

@MainActor
@Test func pushingAndPoppingScreensWithoutEffectsStartsNothing() async {
  let store = Store(initialState: BuildCountingFlow.State()) {
    BuildCountingFlow(builds: BuildCount())
  }
  for id in 1...100 { store.send(.navigation(.push(.counter(.init(id: id))))) }
  for _ in 1...60 {
    let task = store.send(.navigation(.pop))
    await task.finish()
  }
  #expect(store.state.navigation.stack.ids == Array(1...40))
  #expect(store.runningEffectOrigins?.isEmpty == true)

  // The fast path leaves the rules alone: a bad step is still reported, and changes nothing.
  let issues = await withDiagnostics {
    store.send(.navigation(.popToRoot))
    store.send(.navigation(.pop))
  }
  #expect(kinds(issues) == ["navigation.popEmpty"])
  #expect(store.state.navigation.stack.isEmpty)
}

// A flow tells from its route enum's payload types whether a route can hold a nested flow; if
// it cannot, a route that leaves is one scope to cancel, without looking inside it.

@Test func routesThatCanHoldAFlowAreToldApart() {
  #expect(NavigationState<LeafFlow.Route>.routesMayHoldFlows == false)
  #expect(NavigationState<MidFlow.Route>.routesMayHoldFlows == true)
  #expect(NavigationState<TopFlow.Route>.routesMayHoldFlows == true)
  #expect(NavigationState<BuildCountingFlow.Route>.routesMayHoldFlows == false)
}

// MARK: - The same however the builder groups the flow (issue 29, item 3)

private struct FlowHost: Reducer {
  struct State: Equatable {
    var flow = BuildCountingFlow.State()
    var taps = 0
  }
  enum Action: Equatable {
    case flow(BuildCountingFlow.Action)
    case tap
  }

  enum Grouping: CaseIterable { case alone, withSibling, inCombineReducers, afterAReduce }

  let grouping: Grouping
  let builds: BuildCount

  var body: some ReducerOf<Self> {
    switch grouping {
    case .alone:
      Scope(state: \.flow, action: /Action.flow) { BuildCountingFlow(builds: builds) }
    case .withSibling:
      Scope(state: \.flow, action: /Action.flow) {
        BuildCountingFlow(builds: builds)
        EmptyReducer()
      }
    case .inCombineReducers:
      CombineReducers {
        Scope(state: \.flow, action: /Action.flow) {
          EmptyReducer()
          BuildCountingFlow(builds: builds)
        }
      }
    case .afterAReduce:
      Reduce { state, action in
        if action == .tap { state.taps += 1 }
        return .none
      }
      Scope(state: \.flow, action: /Action.flow) {
        Reduce { _, _ in .none }
        BuildCountingFlow(builds: builds)
      }
    }
  }
}

@MainActor
@Test(arguments: FlowHost.Grouping.allCases)
private func aFlowBuildsItsBodyOnceHoweverTheBuilderGroupsIt(_ grouping: FlowHost.Grouping) {
  let builds = BuildCount()
  let store = Store(initialState: FlowHost.State()) {
    FlowHost(grouping: grouping, builds: builds)
  }
  store.send(.flow(.navigation(.push(.counter(.init(id: 1))))))
  for _ in 0..<3 {
    store.send(.flow(.root(.increment)))
    store.send(.flow(.route(1, .counter(.increment))))
    store.send(.tap)
  }
  #expect(store.state.flow.root.count == 3)
  #expect(store.state.flow.navigation.stack[id: 1] == .counter(.init(id: 1, count: 3)))
  #expect(builds.root == 1)
  #expect(builds.routes == 1)
}
