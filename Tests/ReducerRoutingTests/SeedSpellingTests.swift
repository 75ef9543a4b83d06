import ReducerRouting
import Testing

// Each of the seed library's and TCA 0.50's spellings this package keeps, checked for what it
// builds, not only that it compiles.

private struct Counter: ReducerProtocol {
  struct State: RoutedState {
    var id = 0
    var count = 0
  }
  enum Action: Equatable { case increment }
  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    state.count += 1
    return .none
  }
}

private struct Parent: ReducerProtocol {
  struct State: Equatable {
    var counter = Counter.State()
  }
  enum Action: Equatable { case counter(Counter.Action) }
  var body: some ReducerProtocol<State, Action> {
    Scope(state: \.counter, action: /Action.counter, Counter.init)
  }
}

private enum Choice: Equatable {
  case counter(Counter.State)
  case other
}

private enum ChoiceAction: Equatable { case counter(Counter.Action) }

@Test func scopeTakesTheChildPositionallyForAStructChild() {
  var state = Parent.State()
  _ = Parent().reduce(into: &state, action: .counter(.increment))
  #expect(state.counter.count == 1)
}

@Test func scopeTakesTheChildPositionallyForAnEnumChild() {
  let scope = Scope(state: /Choice.counter, action: /ChoiceAction.counter, Counter.init)
  var state = Choice.counter(.init())
  _ = scope.reduce(into: &state, action: .counter(.increment))
  #expect(state == .counter(.init(count: 1)))
}

@Test func aTrailingClosureStillBuildsTheChild() {
  let scope = Scope(state: /Choice.counter, action: /ChoiceAction.counter) {
    Counter()
    Counter()
  }
  var state = Choice.counter(.init())
  _ = scope.reduce(into: &state, action: .counter(.increment))
  #expect(state == .counter(.init(count: 2)))
}

private struct Screen: Reducer {
  struct State: Equatable { var name: String }
  enum Action: Equatable { case tap }
  func reduce(into state: inout State, action: Action) -> Effect<Action> { .none }
}

private enum ScreenRoute: Routing, Equatable {
  case screen(Screen.State)
  enum Action: Equatable { case screen(Screen.Action) }
  var id: String {
    switch self {
    case .screen(let state): state.name
    }
  }
}

@Test func popWithParenthesesBuildsTheSameSteps() {
  #expect(ScreenRoute.NavigationAction.pop() == .pop)
  #expect(ScreenRoute.NavigationAction.pop(toRoot: false) == .pop)
  #expect(ScreenRoute.NavigationAction.pop(toRoot: true) == .popToRoot)
  #expect(ScreenRoute.NavigationAction.pop(toRoot: true) != .pop)
}

private struct Flow: RoutingReducerProtocol {
  typealias Route = ScreenRoute
  struct State: RoutingState, Equatable {
    var navigation: Route.NavigationState = .init()
    var root: Screen.State
    @BindingState var search = ""
  }
  enum Action: RoutingAction, BindableAction {
    case navigation(Route.NavigationAction)
    case route(Route.ID, Route.Action)
    case modalRoute(Route.Action)
    case binding(BindingAction<State>)
    case root(Screen.Action)
  }
  var rootBody: some RootReducer<Self> { Screen() }
  var routeBody: some RouteReducer<Self> {
    Scope(state: /Route.screen, action: /Route.Action.screen, Screen.init)
  }
  var body: some ReducerProtocol<State, Action> {
    BindingReducer()
    Reduce { state, action in
      if case .binding(\.$search) = action, !state.search.isEmpty {
        return .send(.navigation(.push(.screen(.init(name: state.search)))))
      }
      return .none
    }
    routing
  }
  func navigation(for action: Action) -> Route.NavigationAction? {
    switch action {
    case .route(_, .screen(.tap)): .pop()
    case .root(.tap): .pop(toRoot: true)
    default: nil
    }
  }
}

@MainActor
@Test func seedNamesOfAFlowAndAFlowWithItsOwnBindings() async {
  let rootState: Flow.State.RootState = Screen.State(name: "root")
  let store = Store(initialState: Flow.State(root: rootState)) { Flow() }
  await store.send(.binding(.set(\.$search, "a"))).finish()
  #expect(store.state.search == "a")
  #expect(store.state.navigation.stack.ids == ["a"])
  await store.send(.set(\.$search, "b")).finish()
  #expect(store.state.navigation.stack.ids == ["a", "b"])
  store.send(.route("b", .screen(.tap)))  // .pop()
  #expect(store.state.navigation.stack.ids == ["a"])
  await store.send(.set(\.$search, "c")).finish()
  store.send(.root(.tap))  // .pop(toRoot: true)
  #expect(store.state.navigation.stack.isEmpty)
}

@Test func routedStateIsHashableAndIdentifiable() {
  func isRouted<T: Hashable & Identifiable>(_: T.Type) -> Bool { true }
  #expect(isRouted(Counter.State.self))
  #expect(Set([Counter.State(id: 1), Counter.State(id: 1)]).count == 1)
}
