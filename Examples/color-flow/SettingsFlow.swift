import ReducerRouting

/// The settings, a flow nested in the app's stack: its own root screen, its own stack (the
/// profile is pushed in it) and its own modal (About, presented full screen).
struct SettingsFlow: RoutingReducer {
  enum Route: Routing, Equatable {
    case profile(Profile.State)
    case about(About.State)

    enum Action: Equatable {
      case profile(Profile.Action)
      case about(About.Action)
    }

    var id: String {
      switch self {
      case .profile: "profile"
      case .about: "about"
      }
    }
  }

  struct State: RoutingState, Equatable {
    var navigation: Route.NavigationState = .init()
    var root = SettingsHome.State()
  }

  enum Action: RoutingAction, Equatable {
    case navigation(Route.NavigationAction)
    case route(Route.ID, Route.Action)
    case modalRoute(Route.Action)
    case root(SettingsHome.Action)
  }

  var rootBody: some RootReducer<Self> { SettingsHome() }

  var routeBody: some RouteReducer<Self> {
    Scope(state: /Route.profile, action: /Route.Action.profile) { Profile() }
    Scope(state: /Route.about, action: /Route.Action.about) { About() }
  }

  func navigation(for action: Action) -> Route.NavigationAction? {
    switch action {
    case .root(.profileTapped): .push(.profile(Profile.State()))
    case .root(.aboutTapped): .present(.about(About.State()), style: .fullScreen)
    default: nil
    }
  }
}

/// The settings' root screen. Closing it closes the whole settings flow in the app.
struct SettingsHome: Reducer {
  struct State: Equatable {}

  enum Action: Equatable {
    case profileTapped
    case aboutTapped
    case closeTapped
  }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .profileTapped, .aboutTapped: .none
    // Returned by a nested flow's root screen, it closes the nested flow in its parent.
    case .closeTapped: .dismissSelf()
    }
  }
}

/// The profile, pushed inside the settings flow; it syncs on a timer.
struct Profile: Reducer {
  struct State: Equatable {
    var ticks = 0
    var isTimerRunning = false
  }

  enum Action: Equatable {
    case timerTapped
    case tick
    case closeTapped
  }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .timerTapped:
      guard !state.isTimerRunning else { return .none }
      state.isTimerRunning = true
      return .ticking(.tick)
    case .tick:
      state.ticks += 1
      return .none
    case .closeTapped:
      return .dismissSelf()
    }
  }
}

/// A modal of the settings flow.
struct About: Reducer {
  struct State: Equatable {}
  enum Action: Equatable { case closeTapped }

  func reduce(into state: inout State, action: Action) -> Effect<Action> { .dismissSelf() }
}
