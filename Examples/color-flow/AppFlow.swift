import ReducerRouting

/// The app: a list of colors at the root; a color's detail is pushed, the Info screen is
/// presented as a sheet, and the settings are a nested flow pushed on the same stack.
struct AppFlow: RoutingReducer {
  enum Route: Routing, Equatable {
    case color(ColorDetail.State)
    case info(Info.State)
    case settings(SettingsFlow.State)

    enum Action: Equatable {
      case color(ColorDetail.Action)
      case info(Info.Action)
      case settings(SettingsFlow.Action)
    }

    /// One screen per color: pushing a color already on the stack is refused.
    var id: String {
      switch self {
      case let .color(detail): "color-\(detail.name)"
      case .info: "info"
      case .settings: "settings"
      }
    }
  }

  struct State: RoutingState, Equatable {
    var navigation: Route.NavigationState = .init()
    var root = ColorList.State()
  }

  enum Action: RoutingAction, Equatable {
    case navigation(Route.NavigationAction)
    case route(Route.ID, Route.Action)
    case modalRoute(Route.Action)
    case root(ColorList.Action)
  }

  var rootBody: some RootReducer<Self> { ColorList() }

  var routeBody: some RouteReducer<Self> {
    Scope(state: /Route.color, action: /Route.Action.color) { ColorDetail() }
    Scope(state: /Route.info, action: /Route.Action.info) { Info() }
    // A route whose state is another flow's state: the settings run as a flow of their own.
    Scope(state: /Route.settings, action: /Route.Action.settings) { SettingsFlow() }
  }

  func navigation(for action: Action) -> Route.NavigationAction? {
    switch action {
    case let .root(.colorTapped(name)), let .route(_, .color(.colorTapped(name))):
      .push(.color(ColorDetail.State(name: name)))
    case .root(.infoTapped):
      .present(.info(Info.State()), style: .sheet)
    case .root(.settingsTapped):
      .push(.settings(SettingsFlow.State()))
    // The flow closes Info; the other screens close themselves with `.dismissSelf()`.
    case .modalRoute(.info(.closeTapped)):
      .dismiss
    default:
      nil
    }
  }
}

/// The root screen: the colors one can open.
struct ColorList: Reducer {
  struct State: Equatable {
    var colors = ["red", "orange", "yellow", "green", "blue", "indigo", "violet"]
  }

  enum Action: Equatable {
    case colorTapped(String)
    case infoTapped
    case settingsTapped
  }

  func reduce(into state: inout State, action: Action) -> Effect<Action> { .none }
}

/// A color's screen: it opens other colors, runs a timer, and can close itself.
struct ColorDetail: Reducer {
  struct State: Equatable {
    var name: String
    var ticks = 0
    var isTimerRunning = false
  }

  enum Action: Equatable {
    case colorTapped(String)
    case timerTapped
    case tick
    case closeTapped
  }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .colorTapped:
      return .none
    case .timerTapped:
      guard !state.isTimerRunning else { return .none }
      state.isTimerRunning = true
      // No cancellation id: the flow cancels this effect when the screen leaves.
      return .ticking(.tick)
    case .tick:
      state.ticks += 1
      return .none
    case .closeTapped:
      // The screen does not know whether it was pushed or presented; the flow does.
      return .dismissSelf()
    }
  }
}

/// A screen presented as a sheet; the flow dismisses it on `closeTapped`.
struct Info: Reducer {
  struct State: Equatable {}
  enum Action: Equatable { case closeTapped }

  func reduce(into state: inout State, action: Action) -> Effect<Action> { .none }
}

extension Effect where Action: Sendable {
  /// A timer that sends `tick` every 200 ms, for as long as it is not cancelled.
  static func ticking(_ tick: Action) -> Self {
    .run { send in
      while true {
        try await Task.sleep(for: .milliseconds(200))
        await send(tick)
      }
    }
  }
}
