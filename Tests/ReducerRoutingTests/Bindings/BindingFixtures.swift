import ReducerRouting

// The app the binding tests drive:
//
// BindingApp ─ tabs a, b: BindingFlow ─ routes .screen / .info: BindingScreen
//            └ split column `detail`: BindingFlow?, shown by `.showDetail(name)`
//
// Every flow records the actions it receives, so that a test sees what a binding sent.

/// A screen with a count and a field a text field edits.
struct BindingScreen: Reducer {
  struct State: Equatable, Sendable {
    var name: String
    var count = 0
    @BindingState var text = ""
  }
  enum Action: BindableAction, Equatable, Sendable {
    case binding(BindingAction<State>)
    case bump
  }

  var body: some ReducerOf<Self> {
    BindingReducer()
    Reduce { state, action in
      if case .bump = action { state.count += 1 }
      return .none
    }
  }
}

/// A flow whose routes are screens, that logs its actions, refuses to keep the screen named
/// "refused" on top of its stack, and presents the sheet "locked" again when it is dropped.
struct BindingFlow: RoutingReducer {
  enum Route: Routing, Equatable, Sendable {
    case screen(BindingScreen.State)
    case info(BindingScreen.State)
    enum Action: Equatable, Sendable {
      case screen(BindingScreen.Action)
      case info(BindingScreen.Action)
    }
    var id: String {
      switch self {
      case let .screen(screen): screen.name
      case let .info(info): "info-\(info.name)"
      }
    }
  }
  struct State: RoutingState, Equatable, Identifiable, Sendable {
    var navigation: Route.NavigationState = .init()
    var root = BindingScreen.State(name: "root")
    var id: String { root.name }
  }
  enum Action: RoutingAction, Equatable, Sendable {
    case navigation(Route.NavigationAction)
    case route(Route.ID, Route.Action)
    case modalRoute(Route.Action)
    case root(BindingScreen.Action)
  }

  var log: EventLog<Action>?

  var body: some ReducerOf<Self> {
    Reduce { _, action in
      log?.append(action)
      return .none
    }
    routing
    Reduce { state, action in
      if state.navigation.top?.id == "refused" { state.navigation.pop() }
      if case .navigation(.drop("locked")) = action, state.navigation.modal == nil {
        state.navigation.present(bindingScreen("locked"), style: .sheet)
      }
      return .none
    }
  }
  var rootBody: some RootReducer<Self> { BindingScreen() }
  var routeBody: some RouteReducer<Self> {
    Scope(state: /Route.screen, action: /Route.Action.screen) { BindingScreen() }
    Scope(state: /Route.info, action: /Route.Action.info) { BindingScreen() }
  }
}

/// A screen route named `name`.
func bindingScreen(_ name: String, count: Int = 0) -> BindingFlow.Route {
  .screen(BindingScreen.State(name: name, count: count))
}

/// A flow showing screens with these names on its stack, and a modal when `modal` is set.
func bindingFlow(
  _ names: [String],
  modal: BindingFlow.Route? = nil,
  style: ModalStyle = .sheet
) -> BindingFlow.State {
  BindingFlow.State(
    navigation: .init(stack: names.map { bindingScreen($0) }, modal: modal, modalStyle: style))
}

/// Two tabs of flows and a split column that shows a flow.
struct BindingApp: Reducer {
  enum Tab: String, Hashable, Sendable { case a, b }
  struct State: Equatable, Sendable {
    var selected = Tab.a
    var a = BindingFlow.State(root: .init(name: "rootA"))
    var b = BindingFlow.State(root: .init(name: "rootB"))
    var detail: BindingFlow.State?
  }
  enum Action: Equatable, Sendable {
    case tab(TabAction<Tab>)
    case a(BindingFlow.Action)
    case b(BindingFlow.Action)
    case detail(BindingFlow.Action)
    case showDetail(String)
    case closeDetail(String)
  }

  var log: EventLog<Action>?

  var body: some ReducerOf<Self> {
    Reduce { _, action in
      log?.append(action)
      return .none
    }
    CombineReducers {
      Reduce { state, action in
        if case let .closeDetail(name) = action, state.detail?.id == name { state.detail = nil }
        return .none
      }
      Scope(state: \.a, action: /Action.a) { BindingFlow() }
      Scope(state: \.b, action: /Action.b) { BindingFlow() }
    }
    .splitColumn(\.detail, action: /Action.detail, shownBy: Self.detail) { BindingFlow() }
    .tabs(selection: \.selected, action: /Action.tab) { tab in
      switch tab {
      case .a: .a(.navigation(.popToRoot))
      case .b: .b(.navigation(.popToRoot))
      }
    }
  }

  static func detail(for action: Action, in state: State) -> BindingFlow.State? {
    guard case let .showDetail(name) = action else { return nil }
    return BindingFlow.State(root: .init(name: name))
  }
}

extension BindingApp.State: NavigationContainer {
  var containedFlows: [ContainedFlow] {
    [
      ContainedFlow("a", a, isSelected: selected == .a),
      ContainedFlow("b", b, isSelected: selected == .b),
      ContainedFlow("detail", detail),
    ]
  }
}
