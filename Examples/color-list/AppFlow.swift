import ReducerRouting

/// The colors of the list.
let allColors = ["red", "orange", "yellow", "green", "blue", "indigo", "violet"]

/// The app: the color list at the root. A color's detail is pushed as a nested flow, the
/// settings are a nested flow pushed from the list, Info is a sheet, and a list pushed again
/// from a color's detail is handled here, at the root.
struct AppFlow: RoutingReducer {
  enum Route: Routing, Equatable, Sendable, Codable {
    case color(ColorDetailFlow.State)
    case list(ColorList.State)
    case settings(SettingsFlow.State)
    case info(Info.State)

    enum Action: Equatable, Sendable {
      case color(ColorDetailFlow.Action)
      case list(ColorList.Action)
      case settings(SettingsFlow.Action)
      case info(Info.Action)
    }

    /// A color shows once on the stack; a list pushed again is named by the color below it.
    var id: String {
      switch self {
      case let .color(detail): detail.root.name
      case let .list(list): "list-\(list.after ?? "root")"
      case .settings: "settings"
      case .info: "info"
      }
    }
  }

  struct State: RoutingState, Equatable {
    var navigation: Route.NavigationState = .init()
    var root = ColorList.State()
  }

  enum Action: RoutingAction, Equatable, Sendable {
    case navigation(Route.NavigationAction)
    case route(Route.ID, Route.Action)
    case modalRoute(Route.Action)
    case root(ColorList.Action)
    /// Opens a deep link in one step (the link without its `colors` segment).
    case openLink(DeepLink)
    /// Restores the navigation saved by `--save`.
    case restoreNavigation(Route.NavigationState)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      if case let .restoreNavigation(navigation) = action {
        NavigationSnapshot(navigation).restore(into: &state)
      }
      return .none
    }
    routing.deepLinks(action: /Action.openLink)
  }

  var rootBody: some RootReducer<Self> { ColorList() }

  var routeBody: some RouteReducer<Self> {
    Scope(state: /Route.color, action: /Route.Action.color) { ColorDetailFlow() }
    Scope(state: /Route.list, action: /Route.Action.list) { ColorList() }
    Scope(state: /Route.settings, action: /Route.Action.settings) { SettingsFlow() }
    Scope(state: /Route.info, action: /Route.Action.info) { Info() }
  }

  func navigation(for action: Action) -> Route.NavigationAction? {
    switch action {
    // The root list and every list pushed again: one place pushes colors.
    case let .root(.colorTapped(name)), let .route(_, .list(.colorTapped(name))):
      .push(.color(ColorDetailFlow.State(name: name)))
    // The settings are handed over to a flow of their own.
    case .root(.settingsTapped), .route(_, .list(.settingsTapped)):
      .push(.settings(SettingsFlow.State()))
    case .root(.infoTapped), .route(_, .list(.infoTapped)):
      .present(.info(Info.State()), style: .sheet)
    default:
      nil
    }
  }
}

/// The list of colors: the root screen, and a screen pushed again from a color's detail.
struct ColorList: Reducer {
  struct State: Equatable, Sendable, Codable {
    /// The color whose detail pushed this list again; `nil` for the root list.
    var after: String?
  }

  enum Action: Equatable, Sendable {
    case colorTapped(String)
    case settingsTapped
    case infoTapped
    case rootTapped
  }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .colorTapped, .settingsTapped, .infoTapped: .none
    case .rootTapped: .forward(AppFlow.Route.NavigationAction.popToRoot)
    }
  }
}

/// A color's detail: a flow of its own, with the color's settings pushed in it and Info
/// presented over it.
struct ColorDetailFlow: RoutingReducer {
  enum Route: Routing, Equatable, Sendable, Codable {
    case settings(SettingsFlow.State)
    case info(Info.State)

    enum Action: Equatable, Sendable {
      case settings(SettingsFlow.Action)
      case info(Info.Action)
    }

    var id: String {
      switch self {
      case .settings: "settings"
      case .info: "info"
      }
    }
  }

  struct State: RoutingState, Equatable, Sendable, Codable {
    var navigation: Route.NavigationState = .init()
    var root: ColorDetail.State

    init(name: String) {
      root = ColorDetail.State(name: name)
    }
  }

  enum Action: RoutingAction, Equatable, Sendable {
    case navigation(Route.NavigationAction)
    case route(Route.ID, Route.Action)
    case modalRoute(Route.Action)
    case root(ColorDetail.Action)
  }

  var rootBody: some RootReducer<Self> { ColorDetail() }

  var routeBody: some RouteReducer<Self> {
    Scope(state: /Route.settings, action: /Route.Action.settings) { SettingsFlow() }
    Scope(state: /Route.info, action: /Route.Action.info) { Info() }
  }

  func navigation(for action: Action) -> Route.NavigationAction? {
    switch action {
    case .root(.settingsTapped): .push(.settings(SettingsFlow.State()))
    case .root(.infoTapped): .present(.info(Info.State()), style: .sheet)
    default: nil
    }
  }
}

/// The root screen of a color's detail.
struct ColorDetail: Reducer {
  struct State: Equatable, Sendable, Codable {
    var name: String
  }

  enum Action: Equatable, Sendable {
    case settingsTapped
    case infoTapped
    case listTapped
    case rootTapped
  }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .settingsTapped, .infoTapped:
      return .none
    case .listTapped:
      // The list again, pushed by the app flow at the root: this flow has no list.
      return .forward(
        AppFlow.Route.NavigationAction.push(.list(ColorList.State(after: state.name))))
    case .rootTapped:
      return .forward(AppFlow.Route.NavigationAction.popToRoot)
    }
  }
}

/// The settings: a flow with its own stack (About is pushed in it) and its own modal.
struct SettingsFlow: RoutingReducer {
  enum Route: Routing, Equatable, Sendable, Codable {
    case about(About.State)
    case info(Info.State)

    enum Action: Equatable, Sendable {
      case about(About.Action)
      case info(Info.Action)
    }

    var id: String {
      switch self {
      case .about: "about"
      case .info: "info"
      }
    }
  }

  struct State: RoutingState, Equatable, Sendable, Codable {
    var navigation: Route.NavigationState = .init()
    var root = SettingsHome.State()
  }

  enum Action: RoutingAction, Equatable, Sendable {
    case navigation(Route.NavigationAction)
    case route(Route.ID, Route.Action)
    case modalRoute(Route.Action)
    case root(SettingsHome.Action)
  }

  var rootBody: some RootReducer<Self> { SettingsHome() }

  var routeBody: some RouteReducer<Self> {
    Scope(state: /Route.about, action: /Route.Action.about) { About() }
    Scope(state: /Route.info, action: /Route.Action.info) { Info() }
  }

  func navigation(for action: Action) -> Route.NavigationAction? {
    switch action {
    case .root(.aboutTapped): .push(.about(About.State()))
    case .root(.infoTapped): .present(.info(Info.State()), style: .sheet)
    default: nil
    }
  }
}

/// The settings' root screen.
struct SettingsHome: Reducer {
  struct State: Equatable, Sendable, Codable {}

  enum Action: Equatable, Sendable {
    case aboutTapped
    case infoTapped
    case rootTapped
  }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .aboutTapped, .infoTapped: .none
    case .rootTapped: .forward(AppFlow.Route.NavigationAction.popToRoot)
    }
  }
}

/// A screen pushed in the settings.
struct About: Reducer {
  struct State: Equatable, Sendable, Codable {}
  enum Action: Equatable, Sendable { case rootTapped }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    .forward(AppFlow.Route.NavigationAction.popToRoot)
  }
}

/// A sheet, presented from any flow; it closes itself.
struct Info: Reducer {
  struct State: Equatable, Sendable, Codable {}

  enum Action: Equatable, Sendable {
    case closeTapped
    case rootTapped
  }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .closeTapped: .dismissSelf()
    // Back to the root from a sheet of a nested flow: the app pops its stack, and the nested
    // flow leaves with its sheet.
    case .rootTapped: .forward(AppFlow.Route.NavigationAction.popToRoot)
    }
  }
}
