import ReducerRouting
import Testing

// How a flow routes actions to its screens, applies navigation in the same send, and maps the
// effects of its screens back to the route that started them.

private func color(_ name: String, ticks: Int = 0) -> ColorFlow.Route {
  .color(.init(name: name, ticks: ticks))
}

/// The ticks of the color screen with this name, on the stack or as the modal.
private func ticks(of name: String, in state: ColorFlow.State, modal: Bool = false) -> Int? {
  let route = modal ? state.navigation.modal : state.navigation.stack[id: "color-\(name)"]
  guard case let .color(detail)? = route else { return nil }
  return detail.ticks
}

/// ColorFlow with a reducer in front that logs every action the store runs, to count actions.
@MainActor
private func loggingColorStore(
  _ state: ColorFlow.State = .init(root: .init()),
  log: EventLog<ColorFlow.Action>
) -> StoreOf<ColorFlow> {
  Store(initialState: state) {
    Reduce { _, action in
      log.append(action)
      return .none
    }
    ColorFlow()
  }
}

private func isNavigation(_ action: ColorFlow.Action) -> Bool {
  if case .navigation = action { true } else { false }
}

// MARK: - Routing actions to screens

@MainActor
@Test func rootActionsRunTheRootScreen() {
  let store = Store(initialState: TopFlow.State()) { TopFlow() }
  store.send(.root(.tap("a")))
  store.send(.root(.tap("b")))
  #expect(store.state.root.taps == ["a", "b"])
  #expect(store.state.navigation.isAtRoot)
}

@MainActor
@Test func routeActionsRunOnlyTheRouteWithThatID() {
  let state = ColorFlow.State(
    navigation: .init(stack: [color("red"), color("blue"), color("green")]), root: .init())
  let store = Store(initialState: state) { ColorFlow() }
  store.send(.route("color-blue", .color(.tick)))
  store.send(.route("color-blue", .color(.tick)))
  store.send(.route("color-red", .color(.tick)))
  #expect(ticks(of: "red", in: store.state) == 1)
  #expect(ticks(of: "blue", in: store.state) == 2)
  #expect(ticks(of: "green", in: store.state) == 0)
  #expect(store.state.navigation.stack.ids == ["color-red", "color-blue", "color-green"])
}

@MainActor
@Test func modalActionsRunOnlyTheModal() {
  // The modal and a stack route share an id: they are still two screens.
  var navigation = ColorFlow.Route.NavigationState(stack: [color("red")])
  navigation.present(color("red"), style: .fullScreen)
  let store = Store(initialState: ColorFlow.State(navigation: navigation, root: .init())) {
    ColorFlow()
  }
  store.send(.modalRoute(.color(.tick)))
  #expect(ticks(of: "red", in: store.state, modal: true) == 1)
  #expect(ticks(of: "red", in: store.state) == 0)
  store.send(.route("color-red", .color(.tick)))
  store.send(.route("color-red", .color(.tick)))
  #expect(ticks(of: "red", in: store.state, modal: true) == 1)
  #expect(ticks(of: "red", in: store.state) == 2)
}

@MainActor
@Test func aRouteActionOfTheWrongCaseIsReportedByTheScope() async {
  let state = ColorFlow.State(navigation: .init(stack: [color("red")]), root: .init())
  let store = Store(initialState: state) { ColorFlow() }
  let issues = await withDiagnostics {
    store.send(.route("color-red", .info(.closeTapped)))
  }
  #expect(store.state == state)
  #expect(kinds(issues) == ["scope.wrongCase"])
}

// MARK: - Navigation in the same send

@MainActor
@Test func navigationForAnActionIsAppliedInTheSameSend() {
  let log = EventLog<ColorFlow.Action>()
  let store = loggingColorStore(log: log)
  let push = store.send(.root(.colorTapped("red")))
  #expect(store.state.navigation.stack.ids == ["color-red"])
  #expect(!push.isRunning)
  store.send(.root(.infoTapped))
  #expect(store.state.navigation.modal == .info(.init()))
  #expect(store.state.navigation.modalStyle == .sheet)
  store.send(.modalRoute(.info(.closeTapped)))
  #expect(store.state.navigation.modal == nil)
  store.send(.route("color-red", .color(.closeTapped)))
  #expect(store.state.navigation.isAtRoot)
  // Each send ran one action: the navigation was not re-sent as a second action.
  #expect(log.values.count == 4)
  #expect(!log.values.contains(where: isNavigation))
  #expect(store.runningEffectOrigins?.isEmpty == true)
}

@MainActor
@Test func anObserverSeesTheNavigatedStateOnce() {
  let store = Store(initialState: ColorFlow.State(root: .init())) { ColorFlow() }
  var seen: [[String]] = []
  let token = store.observe { seen.append($0.navigation.stack.ids) }
  store.send(.root(.colorTapped("red")))
  store.send(.root(.colorTapped("blue")))
  #expect(seen == [["color-red"], ["color-red", "color-blue"]])
  token.cancel()
}

@MainActor
@Test func navigationActionsApplyDirectly() {
  let store = Store(initialState: ColorFlow.State(root: .init())) { ColorFlow() }
  store.send(.navigation(.setStack([color("red"), color("green"), color("blue")])))
  #expect(store.state.navigation.stack.ids == ["color-red", "color-green", "color-blue"])
  store.send(.navigation(.popTo("color-green")))
  #expect(store.state.navigation.stack.ids == ["color-red", "color-green"])
  store.send(.navigation(.pop))
  #expect(store.state.navigation.stack.ids == ["color-red"])
  store.send(.navigation(.push(color("blue"))))
  #expect(store.state.navigation.stack.ids == ["color-red", "color-blue"])
  store.send(.navigation(.present(.info(.init()), style: .popover)))
  #expect(store.state.navigation.modalStyle == .popover)
  store.send(.navigation(.present(color("pink"), style: "drawer")))
  #expect(store.state.navigation.modal == color("pink"))
  #expect(store.state.navigation.modalStyle == .custom("drawer"))
  store.send(.navigation(.dismiss))
  #expect(store.state.navigation.modal == nil)
  store.send(.navigation(.drop("color-red")))
  #expect(store.state.navigation.isAtRoot)
  store.send(.navigation(.push(color("red"))))
  store.send(.navigation(.popToRoot))
  #expect(store.state.navigation.isAtRoot)
}

@MainActor
@Test func aNavigationForAnActionThatCannotApplyIsReported() async {
  let store = Store(initialState: ColorFlow.State(root: .init())) { ColorFlow() }
  store.send(.root(.colorTapped("red")))
  store.send(.route("color-red", .color(.tick)))
  let before = store.state
  let issues = await withDiagnostics {
    store.send(.root(.colorTapped("red")))
  }
  #expect(kinds(issues) == ["navigation.duplicateID"])
  #expect(store.state == before, "the red screen keeps its state: it was not pushed again")
}

// MARK: - Effects of screens

@MainActor
@Test func routeEffectsComeBackAsActionsOfThatRoute() async {
  let log = EventLog<ColorFlow.Action>()
  let state = ColorFlow.State(
    navigation: .init(stack: [color("red"), color("blue")]), root: .init())
  let store = loggingColorStore(state, log: log)
  let timer = store.send(.route("color-red", .color(.startTimer)))
  #expect(await eventually { (ticks(of: "red", in: store.state) ?? 0) >= 2 })
  #expect(ticks(of: "blue", in: store.state) == 0)
  // Every action after the first is a tick the timer sent back, addressed to the red route.
  let sent = log.values.dropFirst()
  #expect(!sent.isEmpty)
  #expect(
    sent.allSatisfy {
      if case .route("color-red", .color(.tick)) = $0 { true } else { false }
    })
  timer.cancel()
  #expect(await finishes(timer))
}

@MainActor
@Test func modalEffectsComeBackAsModalActions() async {
  let log = EventLog<ColorFlow.Action>()
  var navigation = ColorFlow.Route.NavigationState(stack: [color("red")])
  navigation.present(color("red"))
  let store = loggingColorStore(.init(navigation: navigation, root: .init()), log: log)
  let timer = store.send(.modalRoute(.color(.startTimer)))
  #expect(await eventually { (ticks(of: "red", in: store.state, modal: true) ?? 0) >= 2 })
  #expect(ticks(of: "red", in: store.state) == 0)
  let sent = log.values.dropFirst()
  #expect(!sent.isEmpty)
  #expect(
    sent.allSatisfy {
      if case .modalRoute(.color(.tick)) = $0 { true } else { false }
    })
  timer.cancel()
  #expect(await finishes(timer))
}

@MainActor
@Test func synchronousRouteEffectsRunBeforeSendReturns() {
  let state = TopFlow.State(navigation: .init(stack: [.ticker(.init(name: "a"))]))
  let store = Store(initialState: state) { TopFlow() }
  store.send(.route("a", .ticker(.echo)))
  #expect(store.state.tickerTicks("a") == 1)
}

@MainActor
@Test func eachRouteHasItsOwnCancellationIDs() async {
  // Three timer screens use the same cancellation id: on the stack, as the modal, and in a
  // nested flow. Stopping one stops only that one.
  var state = TopFlow.State()
  state.navigation.push(.ticker(.init(name: "a")))
  state.navigation.push(.mid(.init(root: .init(name: "mid"))))
  state.navigation.present(.ticker(.init(name: "a")))
  let store = Store(initialState: state) { TopFlow() }
  let onStack = store.send(.route("a", .ticker(.start)))
  let asModal = store.send(.modalRoute(.ticker(.start)))
  store.send(.mid("mid", .navigation(.push(.ticker(.init(name: "a"))))))
  let nested = store.send(.mid("mid", .route("a", .ticker(.start))))
  #expect(await eventually { store.state.tickerTicks("a") ?? 0 > 0 })

  store.send(.modalRoute(.ticker(.stop)))
  #expect(await finishes(asModal))
  #expect(onStack.isRunning && nested.isRunning)
  store.send(.mid("mid", .route("a", .ticker(.stop))))
  #expect(await finishes(nested))
  #expect(onStack.isRunning)
  store.send(.route("a", .ticker(.stop)))
  #expect(await finishes(onStack))
  #expect(await store.settles())
}

@Test func theSeedNameOfTheProtocolStillWorks() {
  func flowName<Flow: RoutingReducerProtocol>(_: Flow.Type) -> String { "\(Flow.Route.self)" }
  #expect(flowName(ColorFlow.self) == "Route")
}

// MARK: - Logic around the flow

/// A flow with its own logic in front of `routing`.
struct CountingFlow: RoutingReducer {
  typealias Route = ColorFlow.Route
  struct State: RoutingState, Equatable {
    var navigation: Route.NavigationState = .init()
    var root: ColorList.State = .init()
    var routeActions = 0
  }
  enum Action: RoutingAction {
    case navigation(Route.NavigationAction)
    case route(Route.ID, Route.Action)
    case modalRoute(Route.Action)
    case root(ColorList.Action)
  }

  var rootBody: some RootReducer<Self> { ColorList() }
  var routeBody: some RouteReducer<Self> {
    Scope(state: /Route.color, action: /Route.Action.color) { ColorDetail() }
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      if case .route = action { state.routeActions += 1 }
      return .none
    }
    routing
  }

  func navigation(for action: Action) -> Route.NavigationAction? {
    if case let .root(.colorTapped(name)) = action { return .push(.color(.init(name: name))) }
    return nil
  }
}

@MainActor
@Test func aFlowWithABodyRunsItsOwnLogicAndTheRouting() async {
  let store = Store(initialState: CountingFlow.State()) { CountingFlow() }
  store.send(.root(.colorTapped("red")))
  store.send(.route("color-red", .color(.tick)))
  #expect(store.state.routeActions == 1)
  #expect(store.state.navigation.stack.first == color("red", ticks: 1))
  let issues = await withDiagnostics { store.send(.route("color-red", .color(.closeSelf))) }
  #expect(issues.isEmpty)
  #expect(store.state.navigation.isAtRoot)
  #expect(store.state.routeActions == 2)
}
