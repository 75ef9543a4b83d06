import ReducerRouting
import Testing

// Every effect a route started stops when the route leaves, whichever way it leaves, and never
// reaches a route shown later with the same id.

private func color(_ name: String) -> ColorFlow.Route { .color(.init(name: name)) }

/// The ticks of the color screen with this name, on the stack or as the modal.
private func ticks(of name: String, in state: ColorFlow.State, modal: Bool = false) -> Int? {
  let route = modal ? state.navigation.modal : state.navigation.stack[id: "color-\(name)"]
  guard case let .color(detail)? = route else { return nil }
  return detail.ticks
}

/// A way for the red color screen to leave, with the navigation it starts from.
enum Leave: String, CaseIterable, Sendable {
  case pop, popTo, popToRoot, setStack, dismiss, presentOver, drop, dropBelow
  case dismissSelf, dismissSelfModal, navigationForAction

  /// Whether the red screen is the modal rather than on the stack.
  var isModal: Bool {
    switch self {
    case .dismiss, .presentOver, .dismissSelfModal: true
    default: false
    }
  }

  var start: ColorFlow.State {
    var navigation = ColorFlow.Route.NavigationState()
    switch self {
    case .dismiss, .presentOver, .dismissSelfModal:
      navigation.push(color("green"))
      navigation.present(color("red"))
    case .popTo, .dropBelow:
      navigation.setStack([color("green"), color("red")])
    default:
      navigation.setStack([color("red")])
    }
    return ColorFlow.State(navigation: navigation, root: .init())
  }

  /// The action that takes the red screen away.
  var action: ColorFlow.Action {
    switch self {
    case .pop: .navigation(.pop)
    case .popTo: .navigation(.popTo("color-green"))
    case .popToRoot: .navigation(.popToRoot)
    case .setStack: .navigation(.setStack([color("green")]))
    case .dismiss: .navigation(.dismiss)
    case .presentOver: .navigation(.present(.info(.init()), style: .fullScreen))
    case .drop: .navigation(.drop("color-red"))
    case .dropBelow: .navigation(.drop("color-green"))
    case .dismissSelf: .route("color-red", .color(.closeSelf))
    case .dismissSelfModal: .modalRoute(.color(.closeSelf))
    case .navigationForAction: .route("color-red", .color(.closeTapped))
    }
  }

  /// The action that shows a new red screen, with the same id as the one that left.
  var showAgain: ColorFlow.Action {
    isModal
      ? .navigation(.present(color("red"))) : .navigation(.push(color("red")))
  }

  /// The action for the red screen.
  func red(_ action: ColorDetail.Action) -> ColorFlow.Action {
    isModal ? .modalRoute(.color(action)) : .route("color-red", .color(action))
  }
}

@MainActor
@Test(arguments: Leave.allCases)
func aTimerStopsWhenItsRouteLeaves(_ leave: Leave) async {
  let store = Store(initialState: leave.start) { ColorFlow() }
  defer { store.cancelAllEffects() }
  let issues = await withDiagnostics {
    let timer = store.send(leave.red(.startTimer))
    #expect(await eventually { (ticks(of: "red", in: store.state, modal: leave.isModal) ?? 0) > 0 })

    store.send(leave.action)
    #expect(ticks(of: "red", in: store.state, modal: leave.isModal) == nil, "the red screen left")
    #expect(await finishes(timer), "the timer of the red screen was not cancelled")
    #expect(await store.settles())

    // A new red screen, with the same id, must not receive the old timer's ticks.
    store.send(leave.showAgain)
    try? await Task.sleep(for: .milliseconds(30))
    #expect(ticks(of: "red", in: store.state, modal: leave.isModal) == 0)
  }
  #expect(kinds(issues).isEmpty, "a late tick of the old screen was reported")
  #expect(store.runningEffectOrigins?.isEmpty == true)
}

@MainActor
@Test func presentingOverAModalWithTheSameIDKeepsItsEffects() async {
  var navigation = ColorFlow.Route.NavigationState()
  navigation.present(color("red"))
  let store = Store(initialState: ColorFlow.State(navigation: navigation, root: .init())) {
    ColorFlow()
  }
  defer { store.cancelAllEffects() }
  let issues = await withDiagnostics {
    let timer = store.send(.modalRoute(.color(.startTimer)))
    #expect(await eventually { (ticks(of: "red", in: store.state, modal: true) ?? 0) > 0 })
    // Like `.setStack` for a route that stays: the new state and style, the same effects.
    store.send(.navigation(.present(color("red"), style: .popover)))
    #expect(ticks(of: "red", in: store.state, modal: true) == 0)
    #expect(store.state.navigation.modalStyle == .popover)
    #expect(timer.isRunning)
    #expect(await eventually { (ticks(of: "red", in: store.state, modal: true) ?? 0) > 0 })
    // Another id replaces it, and stops its timer.
    store.send(.navigation(.present(color("green"))))
    #expect(await finishes(timer))
  }
  #expect(issues.isEmpty)
  #expect(await store.settles())
}

@MainActor
@Test func routesThatStayKeepTheirEffects() async {
  let state = ColorFlow.State(
    navigation: .init(stack: [color("red"), color("green"), color("blue")]), root: .init())
  let store = Store(initialState: state) { ColorFlow() }
  let red = store.send(.route("color-red", .color(.startTimer)))
  let green = store.send(.route("color-green", .color(.startTimer)))
  let blue = store.send(.route("color-blue", .color(.startTimer)))
  #expect(await eventually { (ticks(of: "blue", in: store.state) ?? 0) > 0 })

  store.send(.navigation(.pop))
  #expect(await finishes(blue))
  #expect(green.isRunning && red.isRunning)

  // `setStack` keeps the effects of the routes whose ids stay.
  store.send(.navigation(.setStack([color("red"), color("pink")])))
  #expect(await finishes(green))
  #expect(red.isRunning)
  let redTicks = ticks(of: "red", in: store.state) ?? 0
  #expect(await eventually { (ticks(of: "red", in: store.state) ?? 0) > redTicks })

  store.send(.navigation(.popToRoot))
  #expect(await finishes(red))
  #expect(await store.settles())
}

@MainActor
@Test func cancellingOneRouteLeavesTheModalAndRootAlone() async {
  // The modal and a stack route share an id, but not their effects.
  var navigation = ColorFlow.Route.NavigationState(stack: [color("red")])
  navigation.present(color("red"))
  let store = Store(initialState: ColorFlow.State(navigation: navigation, root: .init())) {
    ColorFlow()
  }
  let onStack = store.send(.route("color-red", .color(.startTimer)))
  let asModal = store.send(.modalRoute(.color(.startTimer)))
  #expect(await eventually { (ticks(of: "red", in: store.state) ?? 0) > 0 })
  store.send(.navigation(.pop))
  #expect(await finishes(onStack))
  #expect(asModal.isRunning)
  let modalTicks = ticks(of: "red", in: store.state, modal: true) ?? 0
  #expect(await eventually { (ticks(of: "red", in: store.state, modal: true) ?? 0) > modalTicks })
  store.send(.navigation(.dismiss))
  #expect(await finishes(asModal))
  #expect(await store.settles())
}

// MARK: - Nested flows

/// Which way the mid flow leaves the top flow.
enum NestedLeave: String, CaseIterable, Sendable {
  case pop, dismiss, drop, popToRoot, setStack, presentOver, closeSelfFromTheNestedRoot

  var isModal: Bool { self == .dismiss || self == .presentOver }
}

@MainActor
@Test(arguments: NestedLeave.allCases)
func effectsOfNestedFlowsStopWhenTheOuterRouteLeaves(_ leave: NestedLeave) async {
  let log = EventLog<String>()
  var start = TopFlow.State()
  let mid = TopFlow.Route.mid(.init(root: .init(name: "mid")))
  if leave.isModal { start.navigation.present(mid) } else { start.navigation.push(mid) }
  let store = Store(initialState: start) { TopFlow(log: log) }
  defer { store.cancelAllEffects() }
  func send(_ action: MidFlow.Action) {
    store.send(leave.isModal ? .modalMid(action) : .mid("mid", action))
  }

  let issues = await withDiagnostics {
    send(.navigation(.push(.ticker(.init(name: "m1")))))
    send(.route("m1", .ticker(.start)))
    send(.root(.start))
    send(.navigation(.push(.leaf(.init(root: .init(name: "leaf"))))))
    send(.leaf("leaf", .root(.start)))
    send(.leaf("leaf", .navigation(.present(.ticker(.init(name: "lm"))))))
    send(.leaf("leaf", .modalRoute(.ticker(.start))))
    send(.leaf("leaf", .navigation(.push(.ticker(.init(name: "l1"))))))
    send(.leaf("leaf", .route("l1", .ticker(.start))))
    #expect(await eventually { log.values.filter { $0.hasPrefix("start") }.count == 5 })
    #expect(store.runningEffectOrigins?.count == 5)

    switch leave {
    case .pop: store.send(.navigation(.pop))
    case .dismiss: store.send(.navigation(.dismiss))
    case .drop: store.send(.navigation(.drop("mid")))
    case .popToRoot: store.send(.navigation(.popToRoot))
    case .setStack: store.send(.navigation(.setStack([.ticker(.init(name: "t1"))])))
    case .presentOver: store.send(.navigation(.present(.ticker(.init(name: "t2")))))
    case .closeSelfFromTheNestedRoot: send(.root(.closeSelf))
    }
    #expect(store.state.mid("mid") == nil)
    #expect(store.state.navigation.modal.map { $0.id != "mid" } ?? true)
    #expect(await store.settles(), "effects still running: \(store.runningEffectOrigins ?? [])")
  }
  #expect(kinds(issues).isEmpty)
  let cancelled = Set(log.values.filter { $0.hasPrefix("cancel") })
  #expect(cancelled == ["cancel m1", "cancel mid", "cancel leaf", "cancel lm", "cancel l1"])
}
