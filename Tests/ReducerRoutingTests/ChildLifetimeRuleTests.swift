import ReducerRouting
import ReducerTesting
import Testing

// The lifetime rule with no operator's own cancellation behind it: `ifLet`, `ifCaseLet` and
// `forEach` cancel nothing themselves, and a flow cancels nothing when it navigates. These are
// the places where only the chain of locators from the store's state (a flow's root screen, a
// screen inside a route) tells the store that a child left.

/// A screen with an optional child it clears itself.
struct ClearingScreen: Reducer {
  struct State: Equatable {
    var child: ForeverScreen.State? = .init(id: "kept")
  }
  enum Action: Equatable {
    case child(ForeverScreen.Action)
    case clear
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      if action == .clear { state.child = nil }
      return .none
    }
    .ifLet(\.child, action: /Action.child) { ForeverScreen() }
  }
}

/// A flow whose root screen and routes are clearing screens.
struct ClearingFlow: RoutingReducer {
  enum Route: Routing, Equatable {
    case clearing(ClearingScreen.State)
    enum Action: Equatable {
      case clearing(ClearingScreen.Action)
    }
    var id: String { "clearing" }
  }
  struct State: RoutingState, Equatable {
    var navigation: Route.NavigationState = .init()
    var root = ClearingScreen.State()
  }
  enum Action: RoutingAction, Equatable {
    case navigation(Route.NavigationAction)
    case route(Route.ID, Route.Action)
    case modalRoute(Route.Action)
    case root(ClearingScreen.Action)
  }

  var rootBody: some RootReducer<Self> { ClearingScreen() }
  var routeBody: some RouteReducer<Self> {
    Scope(state: /Route.clearing, action: /Route.Action.clearing) { ClearingScreen() }
  }
}

/// An app that holds a clearing flow and clears its root screen's child from outside.
struct ClearingApp: Reducer {
  struct State: Equatable {
    var flow = ClearingFlow.State()
  }
  enum Action: Equatable {
    case flow(ClearingFlow.Action)
    case clearRootChild
  }

  var body: some ReducerOf<Self> {
    Scope(state: \.flow, action: /Action.flow) { ClearingFlow() }
    Reduce { state, action in
      if action == .clearRootChild { state.flow.root.child = nil }
      return .none
    }
  }
}

@MainActor
@Suite struct ChildLifetimeRuleTests {
  @Test func aRootScreenThatClearsItsOwnChildStopsItsEffectInThatAction() async {
    let store = TestStore(initialState: ClearingApp.State()) { ClearingApp() }
    await store.send(.flow(.root(.child(.start))))
    await store.send(.flow(.root(.clear))) { $0.flow.root.child = nil }
    await store.finish()
  }

  @Test func aRootScreensChildClearedByTheAppStopsInThatAction() async {
    let store = TestStore(initialState: ClearingApp.State()) { ClearingApp() }
    await store.send(.flow(.root(.child(.start))))
    await store.send(.clearRootChild) { $0.flow.root.child = nil }
    await store.finish()
  }

  @Test func aRouteThatClearsItsOwnChildStopsItsEffectAndKeepsTheRootScreens() async {
    var state = ClearingApp.State()
    state.flow.navigation = .init(stack: [.clearing(.init())])
    let store = TestStore(initialState: state) { ClearingApp() }
    let rootTimer = await store.send(.flow(.root(.child(.start))))
    let routeTimer = await store.send(.flow(.route("clearing", .clearing(.child(.start)))))
    await store.send(.flow(.route("clearing", .clearing(.clear)))) {
      $0.flow.navigation.modifyRoute("clearing", as: /ClearingFlow.Route.clearing) {
        $0.child = nil
      }
    }
    await routeTimer.finish()
    // The root screen's child is still there: its effect runs until it leaves too.
    #expect(rootTimer.isRunning)
    await store.send(.flow(.root(.clear))) { $0.flow.root.child = nil }
    await store.finish()
  }

  @Test func aFlowWithoutAScopeAroundItEndsAClearedRootChildsEffect() async {
    let store = TestStore(initialState: ClearingFlow.State()) { ClearingFlow() }
    await store.send(.root(.child(.start)))
    await store.send(.root(.clear)) { $0.root.child = nil }
    await store.finish()
  }
}
