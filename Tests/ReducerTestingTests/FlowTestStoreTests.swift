import ReducerRouting
import ReducerTesting
import Testing

// The TestStore driving a real flow, as the testing issue shows it: push, a timer that ticks
// into the pushed route, close, and nothing left running.

private struct ColorList: Reducer {
  struct State: Equatable {}
  enum Action: Equatable { case colorTapped(String), infoTapped }
  func reduce(into state: inout State, action: Action) -> Effect<Action> { .none }
}

private struct ColorDetail: Reducer {
  struct State: Equatable {
    var name: String
    var ticks = 0
  }
  enum Action: Equatable { case startTimer, tick, closeTapped }
  let clock: any Clock<Duration>

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .startTimer:
      return .run { [clock] send in
        while true {
          try await clock.sleep(for: .seconds(1))
          await send(.tick)
        }
      }
    case .tick:
      state.ticks += 1
      return .none
    case .closeTapped:
      return .none
    }
  }
}

private struct Info: Reducer {
  struct State: Equatable { var text = "About colors" }
  enum Action: Equatable { case closeTapped }
  func reduce(into state: inout State, action: Action) -> Effect<Action> { .none }
}

private struct ColorFlow: RoutingReducer {
  enum Route: Routing, Equatable {
    case color(ColorDetail.State)
    case info(Info.State)
    enum Action: Equatable { case color(ColorDetail.Action), info(Info.Action) }
    var id: String {
      switch self {
      case let .color(state): "color-\(state.name)"
      case .info: "info"
      }
    }
  }
  struct State: RoutingState, Equatable {
    var navigation: Route.NavigationState = .init()
    var root: ColorList.State
  }
  enum Action: RoutingAction, Equatable {
    case navigation(Route.NavigationAction)
    case route(Route.ID, Route.Action)
    case modalRoute(Route.Action)
    case root(ColorList.Action)
  }
  let clock: any Clock<Duration>

  var rootBody: some RootReducer<Self> { ColorList() }
  var routeBody: some RouteReducer<Self> {
    Scope(state: /Route.color, action: /Route.Action.color) { ColorDetail(clock: clock) }
    Scope(state: /Route.info, action: /Route.Action.info) { Info() }
  }
  func navigation(for action: Action) -> Route.NavigationAction? {
    switch action {
    case let .root(.colorTapped(name)): .push(.color(.init(name: name)))
    case .root(.infoTapped): .present(.info(.init()), style: .sheet)
    case .route(_, .color(.closeTapped)): .pop
    case .modalRoute(.info(.closeTapped)): .dismiss
    default: nil
    }
  }
}

@Test @MainActor func colorFlowWithATimer() async {
  let clock = TestClock()
  let store = TestStore(initialState: ColorFlow.State(root: .init())) { ColorFlow(clock: clock) }
  await store.send(.root(.colorTapped("red"))) {
    $0.navigation.push(.color(.init(name: "red")))
  }
  await store.send(.route("color-red", .color(.startTimer)))
  await clock.advance(by: .seconds(1))
  await store.receive(.route("color-red", .color(.tick))) {
    $0.navigation.modifyRoute("color-red", as: /ColorFlow.Route.color) { $0.ticks = 1 }
  }
  await store.send(.route("color-red", .color(.closeTapped))) { $0.navigation.pop() }
  // The pop cancelled the timer: advancing the clock sends nothing more.
  await clock.advance(by: .seconds(5))
  await store.finish()
}

@Test @MainActor func modalInAFlow() async {
  let store = TestStore(initialState: ColorFlow.State(root: .init())) {
    ColorFlow(clock: ImmediateClock())
  }
  await store.send(.root(.infoTapped)) {
    $0.navigation.present(.info(.init()), style: .sheet)
  }
  await store.send(.modalRoute(.info(.closeTapped))) { $0.navigation.dismiss() }
}

@Test @MainActor func wrongNavigationInTheExpectationFails() async {
  let store = TestStore(initialState: ColorFlow.State(root: .init())) {
    ColorFlow(clock: ImmediateClock())
  }
  let failures = await recordedFailures {
    await store.send(.root(.colorTapped("red"))) {
      $0.navigation.push(.color(.init(name: "blue")))
    }
  }
  #expect(failures.count == 1)
  #expect(failures.first?.contains("blue") == true)
  #expect(failures.first?.contains("red") == true)
}

@Test @MainActor func badNavigationDuringATestIsAFailure() async {
  let store = TestStore(initialState: ColorFlow.State(root: .init())) {
    ColorFlow(clock: ImmediateClock())
  }
  let failures = await recordedFailures {
    await store.send(.navigation(.pop))
  }
  #expect(failures.count == 1)
  #expect(failures.first?.contains("Popping failed") == true)
}

@Test func tcasNestedCaseKeyPathIsSpelledWithDotDot() {
  // TCA 1.x: `await store.receive(\.path.popFrom)`; here the case paths of each level, joined.
  let dropAny = /ColorFlow.Action.navigation .. /NavigationAction<ColorFlow.Route>.drop
  #expect(dropAny.extract(from: .navigation(.drop("color-red"))) == "color-red")
  #expect(dropAny.extract(from: .navigation(.drop("info"))) == "info")
  #expect(dropAny.extract(from: .navigation(.pop)) == nil)
  #expect(dropAny.extract(from: .root(.infoTapped)) == nil)
  let pop = /ColorFlow.Action.navigation .. /NavigationAction<ColorFlow.Route>.pop
  #expect(pop.extract(from: .navigation(.pop)) != nil)
  #expect(pop.extract(from: .navigation(.dismiss)) == nil)
}
