import ReducerRouting
import ReducerTesting
import Testing

// The effects of a route live exactly as long as the route: whoever removes it, however it
// closes; and what a route sends as it closes reaches the flow, not a dead or new screen.

/// A screen that ticks, closes itself in several ways, and tells its flow it saved.
struct LifeScreen: Reducer {
  struct State: Equatable {
    var id: String
    var ticks = 0
    var saves = 0
  }

  enum Action: Equatable {
    case start
    case tick
    case close
    case closeAfterWork
    case closeFromEffect
    case saveAndClose
    case saved
  }

  struct TimerID: Hashable, Sendable {}

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .start:
      return .run { send in
        while true {
          try await Task.sleep(for: .milliseconds(1))
          await send(.tick)
        }
      }
      .cancellable(id: TimerID())
    case .tick:
      state.ticks += 1
      return .none
    case .close:
      return .none
    case .closeAfterWork:
      return .concatenate(
        .run { send in
          try await Task.sleep(for: .milliseconds(20))
          await send(.saved)
        },
        .dismissSelf()
      )
    case .closeFromEffect:
      return .run { send in
        try await Task.sleep(for: .milliseconds(5))
        await send.dismissSelf()
      }
    case .saveAndClose:
      return .merge(.send(.saved), .dismissSelf())
    case .saved:
      state.saves += 1
      return .none
    }
  }
}

/// A flow whose body changes its navigation by hand around `routing`.
struct LifeFlow: RoutingReducer {
  enum Route: Routing, Equatable {
    case screen(LifeScreen.State)
    enum Action: Equatable { case screen(LifeScreen.Action) }
    var id: String {
      switch self {
      case let .screen(screen): screen.id
      }
    }
  }
  struct State: RoutingState, Equatable {
    var navigation: Route.NavigationState = .init()
    var root = LifeScreen.State(id: "root")
  }
  enum Action: RoutingAction, Equatable {
    case navigation(Route.NavigationAction)
    case route(Route.ID, Route.Action)
    case modalRoute(Route.Action)
    case root(LifeScreen.Action)
    case popAllAfterRouting
    case popAllBeforeRouting
    case replaceNavigation
    case stopAllTimers
  }

  var rootBody: some RootReducer<Self> { LifeScreen() }
  var routeBody: some RouteReducer<Self> {
    Scope(state: /Route.screen, action: /Route.Action.screen) { LifeScreen() }
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      if case .popAllBeforeRouting = action { state.navigation.popToRoot() }
      return .none
    }
    routing
    Reduce { state, action in
      if case .popAllAfterRouting = action { state.navigation.popToRoot() }
      if case .replaceNavigation = action { state.navigation = .init() }
      if case .stopAllTimers = action { return .cancel(id: LifeScreen.TimerID()) }
      return .none
    }
  }

  func navigation(for action: Action) -> Route.NavigationAction? {
    switch action {
    case .route(_, .screen(.close)): .pop
    case .root(.close): .pop
    case let .route(id, .screen(.saved)): .push(.screen(.init(id: "after-\(id)")))
    default: nil
    }
  }

  func navigation(for action: Action, in state: State) -> Route.NavigationAction? {
    // Pop to the root only when more than one screen is shown.
    if case .root(.saved) = action {
      return state.navigation.stack.count > 1 ? .popToRoot : nil
    }
    return navigation(for: action)
  }
}

/// An app that holds a flow and changes the flow's navigation directly.
struct LifeApp: Reducer {
  struct State: Equatable { var flow = LifeFlow.State() }
  enum Action: Equatable {
    case flow(LifeFlow.Action)
    case resetFlow
    case replaceFlow
  }

  var body: some ReducerOf<Self> {
    Scope(state: \.flow, action: /Action.flow) { LifeFlow() }
    Reduce { state, action in
      if case .resetFlow = action { state.flow.navigation.popToRoot() }
      if case .replaceFlow = action { state.flow = LifeFlow.State() }
      return .none
    }
  }
}

private func screen(_ id: String) -> LifeFlow.Route { .screen(.init(id: id)) }

private func flowState(stack: [String], modal: String? = nil) -> LifeFlow.State {
  LifeFlow.State(navigation: .init(stack: stack.map(screen), modal: modal.map(screen)))
}

@MainActor
@Suite struct RouteLifetimeTests {
  @Test(arguments: [LifeFlow.Action.popAllAfterRouting, .popAllBeforeRouting, .replaceNavigation])
  func aBodyThatPopsByHandStopsThePoppedRoutesInTheSameAction(_ pop: LifeFlow.Action) async {
    let store = Store(initialState: flowState(stack: ["a", "b"])) { LifeFlow() }
    let diagnostics = await withDiagnostics {
      let a = store.send(.route("a", .screen(.start)))
      let b = store.send(.route("b", .screen(.start)))
      store.send(pop)
      #expect(store.state.navigation.stack.isEmpty)
      // No other action: the pop itself cancelled both timers.
      #expect(await finishes(a))
      #expect(await finishes(b))
    }
    #expect(diagnostics.isEmpty)
  }

  @Test func aParentThatPopsANestedFlowByHandStopsItsRoutesInTheSameAction() async {
    let store = Store(initialState: LifeApp.State(flow: flowState(stack: ["a"]))) { LifeApp() }
    let diagnostics = await withDiagnostics {
      let timer = store.send(.flow(.route("a", .screen(.start))))
      store.send(.resetFlow)
      #expect(store.state.flow.navigation.stack.isEmpty)
      // The store saw the route leave in that action and cancelled its timer then: no tick
      // reaches the flow afterwards.
      #expect(await finishes(timer))
    }
    #expect(diagnostics.isEmpty, "\(diagnostics)")
  }

  @Test func aParentThatReplacesANestedFlowStopsItsRoutesInTheSameAction() async {
    let store = Store(initialState: LifeApp.State(flow: flowState(stack: ["a"]))) { LifeApp() }
    let diagnostics = await withDiagnostics {
      let timer = store.send(.flow(.route("a", .screen(.start))))
      store.send(.replaceFlow)
      #expect(await finishes(timer))
    }
    #expect(diagnostics.isEmpty, "\(diagnostics)")
  }

  @Test func aFlowCancelsItsRoutesTimersByID() async {
    let store = Store(initialState: flowState(stack: ["a"], modal: "m")) { LifeFlow() }
    let a = store.send(.route("a", .screen(.start)))
    let m = store.send(.modalRoute(.screen(.start)))
    let root = store.send(.root(.start))
    store.send(.stopAllTimers)
    #expect(await finishes(a))
    #expect(await finishes(m))
    #expect(await finishes(root))
    #expect(store.state.navigation.stack.ids == ["a"], "cancelling stops effects, not routes")
  }

  @Test func removeTakesOneRouteFromTheMiddleAndStopsOnlyItsEffects() async {
    let store = Store(initialState: flowState(stack: ["a", "b", "c"])) { LifeFlow() }
    let b = store.send(.route("b", .screen(.start)))
    let c = store.send(.route("c", .screen(.start)))
    store.send(.navigation(.remove("b")))
    #expect(store.state.navigation.stack.ids == ["a", "c"])
    #expect(await finishes(b))
    #expect(c.isRunning)
    store.send(.navigation(.popToRoot))
    #expect(await finishes(c))
  }

  @Test func concatenatedDismissSelfClosesAfterTheWorkBeforeIt() async {
    let store = TestStore(initialState: flowState(stack: ["a"])) { LifeFlow() }
    // Nothing closes yet: the signal comes after the run.
    await store.send(.route("a", .screen(.closeAfterWork)))
    await store.receive(.route("a", .screen(.saved))) {
      $0.navigation.modifyRoute("a", as: /LifeFlow.Route.screen) { $0.saves = 1 }
      $0.navigation.push(screen("after-a"))
    }
    // Then the signal, reached, closes the route as a navigation action.
    await store.receive(.navigation(.drop("a"))) {
      $0.navigation.popToRoot()
    }
  }

  @Test func sendDismissSelfClosesTheRouteFromInsideAnEffect() async {
    let store = Store(initialState: flowState(stack: ["a"], modal: "m")) { LifeFlow() }
    let diagnostics = await withDiagnostics {
      await store.send(.route("a", .screen(.closeFromEffect))).finish()
      #expect(store.state.navigation.stack.isEmpty)
      #expect(store.state.navigation.modal == screen("m"))
      await store.send(.modalRoute(.screen(.closeFromEffect))).finish()
      #expect(store.state.navigation.modal == nil)
    }
    #expect(diagnostics.isEmpty)
  }

  @Test func whatARouteSendsAsItClosesIsHandledWhileItIsStillShown() async {
    let store = TestStore(initialState: flowState(stack: ["a"])) { LifeFlow() }
    // `.merge(.send(.saved), .dismissSelf())`: nothing closes yet.
    await store.send(.route("a", .screen(.saveAndClose)))
    // `.saved` reaches route "a" while it is shown, then `navigation(for:)`, which pushes.
    await store.receive(.route("a", .screen(.saved))) {
      $0.navigation.modifyRoute("a", as: /LifeFlow.Route.screen) { $0.saves = 1 }
      $0.navigation.push(screen("after-a"))
    }
    // Right after it, in the same send, the route closes (with the routes above it).
    await store.receive(.navigation(.drop("a"))) {
      $0.navigation.popToRoot()
    }
  }

  @Test func aDoubleTappedPopIsOneDiagnostic() async {
    let store = Store(initialState: flowState(stack: ["a"])) { LifeFlow() }
    let diagnostics = await withDiagnostics {
      store.send(.route("a", .screen(.close)))
      store.send(.route("a", .screen(.close)))
    }
    #expect(diagnostics.map(\.kind) == ["flow.missingRoute"])
    #expect(store.state.navigation.stack.isEmpty)
  }

  @Test func aBadStepFromNavigationForNamesTheFlowTheActionAndTheStep() async throws {
    let store = Store(initialState: LifeFlow.State()) { LifeFlow() }
    let diagnostics = await withDiagnostics { store.send(.root(.close)) }
    let diagnostic = try #require(diagnostics.first)
    #expect(diagnostics.count == 1)
    #expect(diagnostic.kind == "navigation.popEmpty")
    #expect(diagnostic.fileID == "LifeFlow.navigation(for:)")
    #expect(diagnostic.message.contains("'LifeFlow.navigation(for:)' returned .pop"))
    #expect(diagnostic.message.contains(".root(.close)"))
  }

  @Test func navigationForInStateDecidesFromTheState() async {
    let store = Store(initialState: flowState(stack: ["a"])) { LifeFlow() }
    store.send(.root(.saved))
    #expect(store.state.navigation.stack.ids == ["a"])
    store.send(.navigation(.push(screen("b"))))
    store.send(.root(.saved))
    #expect(store.state.navigation.stack.isEmpty)
  }

  @Test func twoFlowsOfTheSameTypeSideBySideKeepEachOthersEffects() async {
    struct Tabs: Reducer {
      struct State: Equatable {
        var left = LifeFlow.State(navigation: .init(stack: [.screen(.init(id: "a"))]))
        var right = LifeFlow.State(navigation: .init(stack: [.screen(.init(id: "b"))]))
      }
      enum Action: Equatable {
        case left(LifeFlow.Action)
        case right(LifeFlow.Action)
      }
      var body: some ReducerOf<Self> {
        Scope(state: \.left, action: /Action.left) { LifeFlow() }
        Scope(state: \.right, action: /Action.right) { LifeFlow() }
      }
    }
    let store = Store(initialState: Tabs.State()) { Tabs() }
    let right = store.send(.right(.route("b", .screen(.start))))
    // The left flow does not show "b", but "b" is not its route: its timer keeps running.
    store.send(.left(.root(.tick)))
    store.send(.left(.navigation(.popToRoot)))
    try? await Task.sleep(for: .milliseconds(10))
    #expect(right.isRunning)
    store.send(.right(.navigation(.popToRoot)))
    #expect(await finishes(right))
  }
}
