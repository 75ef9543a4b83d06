import ReducerExplorer
import Testing

// A small app to explore: a list of colors that pushes a color's detail and presents an info
// sheet; a detail that presents a settings sheet. `AppFlow(defect:)` plants one defect each:
// - `.pushesSettings`: settings are pushed on the stack, and the settings screen can push a
//   color, so four steps show two settings screens (the invariant "at most one settings
//   screen" breaks);
// - `.infoPops`: the info sheet's done button pops the stack instead of dismissing the sheet,
//   which the library reports (`navigation.popEmpty`, the stack is empty under that sheet).

struct ColorList: Reducer {
  struct State: Equatable { var refreshes = 0 }
  enum Action: Equatable { case colorTapped(String), infoTapped, refresh }
  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    if action == .refresh { state.refreshes += 1 }
    return .none
  }
}

struct ColorDetail: Reducer {
  struct State: Equatable { var name: String }
  enum Action: Equatable { case settingsTapped, closeTapped }
  func reduce(into state: inout State, action: Action) -> Effect<Action> { .none }
}

struct Settings: Reducer {
  struct State: Equatable { var color: String }
  enum Action: Equatable { case showColor, doneTapped }
  func reduce(into state: inout State, action: Action) -> Effect<Action> { .none }
}

/// A screen with a `CaseIterable` action: the explorer taps its cases without registration.
struct Info: Reducer {
  struct State: Equatable {}
  enum Action: Equatable, CaseIterable { case doneTapped }
  func reduce(into state: inout State, action: Action) -> Effect<Action> { .none }
}

struct AppFlow: RoutingReducer {
  enum Defect: Equatable, Sendable { case pushesSettings, infoPops }
  var defect: Defect?

  enum Route: Routing, Equatable {
    case color(ColorDetail.State)
    case settings(Settings.State)
    case info(Info.State)
    enum Action: Equatable {
      case color(ColorDetail.Action), settings(Settings.Action), info(Info.Action)
    }
    var id: String {
      switch self {
      case let .color(state): "color-\(state.name)"
      case let .settings(state): "settings-\(state.color)"
      case .info: "info"
      }
    }
  }
  struct State: RoutingState, Equatable {
    var navigation: Route.NavigationState = .init()
    var root = ColorList.State()
    /// The settings screens shown, on the stack and as the modal.
    var settingsCount: Int {
      let routes = Array(navigation.stack) + (navigation.modal.map { [$0] } ?? [])
      return routes.filter { if case .settings = $0 { true } else { false } }.count
    }
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
    Scope(state: /Route.settings, action: /Route.Action.settings) { Settings() }
    Scope(state: /Route.info, action: /Route.Action.info) { Info() }
  }
  func navigation(for action: Action) -> Route.NavigationAction? {
    switch action {
    case let .root(.colorTapped(name)): return .push(.color(.init(name: name)))
    case .root(.infoTapped): return .present(.info(.init()))
    case let .route(id, .color(.settingsTapped)):
      let settings = Route.settings(.init(color: id.replacingOccurrences(of: "color-", with: "")))
      return defect == .pushesSettings ? .push(settings) : .present(settings)
    case .route(_, .color(.closeTapped)): return .pop
    case .route(_, .settings(.showColor)): return .push(.color(.init(name: "blue")))
    case .route(_, .settings(.doneTapped)): return .pop
    case .modalRoute(.settings(.showColor)), .modalRoute(.settings(.doneTapped)): return .dismiss
    case .modalRoute(.info(.doneTapped)): return defect == .infoPops ? .pop : .dismiss
    default: return nil
    }
  }
}

/// A flow whose two routes run the same screen type, with `CaseIterable` actions throughout:
/// the explorer needs no registration.
struct Swatch: Reducer {
  struct State: Equatable {
    var name: String
    /// Whether a link built this screen (`SwatchFlow.State.route(for:in:)` sets it).
    var openedByLink = false
  }
  enum Action: Equatable, CaseIterable { case close }
  func reduce(into state: inout State, action: Action) -> Effect<Action> { .none }
}

struct SwatchFlow: RoutingReducer {
  enum Route: Routing, Equatable {
    case color(Swatch.State)
    case info(Swatch.State)
    enum Action: Equatable { case color(Swatch.Action), info(Swatch.Action) }
    var id: String {
      switch self {
      case let .color(state), let .info(state): state.name
      }
    }
  }
  struct State: RoutingState, Equatable {
    var navigation: Route.NavigationState = .init()
    var root = Palette.State()
  }
  enum Action: RoutingAction, Equatable {
    case navigation(Route.NavigationAction)
    case route(Route.ID, Route.Action)
    case modalRoute(Route.Action)
    case root(Palette.Action)
  }
  struct Palette: Reducer {
    struct State: Equatable {}
    enum Action: Equatable, CaseIterable { case colorTapped, infoTapped }
    func reduce(into state: inout State, action: Action) -> Effect<Action> { .none }
  }
  var rootBody: some RootReducer<Self> { Palette() }
  var routeBody: some RouteReducer<Self> {
    Scope(state: /Route.color, action: /Route.Action.color) { Swatch() }
    Scope(state: /Route.info, action: /Route.Action.info) { Swatch() }
  }
  func navigation(for action: Action) -> Route.NavigationAction? {
    switch action {
    case .root(.colorTapped): .push(.color(.init(name: "red")))
    case .root(.infoTapped): .present(.info(.init(name: "info")), style: .fullScreen)
    case .route(_, .color(.close)): .pop
    case .modalRoute(.info(.close)): .dismiss
    // A tap embedded into the wrong case pops an empty stack, which the library reports.
    case .modalRoute(.color): .pop
    default: nil
    }
  }
}

/// The links of `SwatchFlow`, made right: `red` and `info` open the routes with those ids.
extension SwatchFlow.State: DeepLinkableFlow {
  static func route(for segment: String, in link: inout DeepLinkReader) throws(DeepLinkError)
    -> SwatchFlow.Route
  {
    segment == "info"
      ? .info(.init(name: "info", openedByLink: true))
      : .color(.init(name: segment, openedByLink: true))
  }
  static func segments(for route: SwatchFlow.Route) -> [String] { [route.id] }
}

/// A flow whose links are made wrong: the link of the color `blue` opens a color `Blue`.
struct MislinkedFlow: RoutingReducer {
  enum Route: Routing, Equatable {
    case color(Swatch.State)
    enum Action: Equatable { case color(Swatch.Action) }
    var id: String {
      switch self {
      case let .color(state): state.name
      }
    }
  }
  struct State: RoutingState, Equatable, DeepLinkableFlow {
    var navigation: Route.NavigationState = .init()
    var root = SwatchFlow.Palette.State()
    static func route(for segment: String, in link: inout DeepLinkReader) throws(DeepLinkError)
      -> Route
    {
      .color(.init(name: segment == "blue" ? "Blue" : segment))
    }
    static func segments(for route: Route) -> [String] { [route.id] }
  }
  enum Action: RoutingAction, Equatable {
    case navigation(Route.NavigationAction)
    case route(Route.ID, Route.Action)
    case modalRoute(Route.Action)
    case root(SwatchFlow.Palette.Action)
  }
  var rootBody: some RootReducer<Self> { SwatchFlow.Palette() }
  var routeBody: some RouteReducer<Self> {
    Scope(state: /Route.color, action: /Route.Action.color) { Swatch() }
  }
  func navigation(for action: Action) -> Route.NavigationAction? {
    switch action {
    case .root(.colorTapped): .push(.color(.init(name: "red")))
    case .root(.infoTapped): .push(.color(.init(name: "blue")))
    case .route(_, .color(.close)): .pop
    default: nil
    }
  }
}

/// A flow whose routes are saved: with `defect`, the info sheet is saved without its case, so
/// a relaunch shows it as a color.
struct SavedFlow: RoutingReducer {
  var defect = false

  struct Saved: Equatable, Codable {
    var name: String
    var forgetsCase = false
  }
  enum Route: Routing, Equatable, Codable {
    case color(Saved)
    case info(Saved)
    enum Action: Equatable { case color(Swatch.Action), info(Swatch.Action) }
    var id: String {
      switch self {
      case let .color(state), let .info(state): state.name
      }
    }
    private enum CodingKeys: CodingKey { case kind, state }
    init(from decoder: any Decoder) throws {
      let container = try decoder.container(keyedBy: CodingKeys.self)
      let state = try container.decode(Saved.self, forKey: .state)
      let kind = try container.decodeIfPresent(String.self, forKey: .kind)
      self = kind == "info" ? .info(state) : .color(state)
    }
    func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: CodingKeys.self)
      switch self {
      case let .color(state):
        try container.encode(state, forKey: .state)
        try container.encode("color", forKey: .kind)
      case let .info(state):
        try container.encode(state, forKey: .state)
        if !state.forgetsCase { try container.encode("info", forKey: .kind) }
      }
    }
  }
  struct State: RoutingState, Equatable {
    var navigation: Route.NavigationState = .init()
    var root = SwatchFlow.Palette.State()
    /// The colors tapped since the app launched; not saved with the navigation.
    var colorsTapped = 0
  }
  enum Action: RoutingAction, Equatable {
    case navigation(Route.NavigationAction)
    case route(Route.ID, Route.Action)
    case modalRoute(Route.Action)
    case root(SwatchFlow.Palette.Action)
  }
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      if case .root(.colorTapped) = action { state.colorsTapped += 1 }
      return .none
    }
    routing
  }
  struct Screen: Reducer {
    func reduce(into state: inout Saved, action: Swatch.Action) -> Effect<Swatch.Action> {
      .none
    }
  }
  var rootBody: some RootReducer<Self> { SwatchFlow.Palette() }
  var routeBody: some RouteReducer<Self> {
    Scope(state: /Route.color, action: /Route.Action.color) { Screen() }
    Scope(state: /Route.info, action: /Route.Action.info) { Screen() }
  }
  func navigation(for action: Action) -> Route.NavigationAction? {
    switch action {
    case .root(.colorTapped): .push(.color(.init(name: "red")))
    case .root(.infoTapped): .present(.info(.init(name: "info", forgetsCase: defect)))
    case .route(_, .color(.close)): .pop
    case .modalRoute(.info(.close)): .dismiss
    default: nil
    }
  }
}

/// A flow that pushes `SwatchFlow` as a route: the explorer taps the nested flow's screens
/// through `.route("swatches", .swatches(…))`.
struct OuterFlow: RoutingReducer {
  struct Home: Reducer {
    struct State: Equatable {}
    enum Action: Equatable, CaseIterable { case openTapped }
    func reduce(into state: inout State, action: Action) -> Effect<Action> { .none }
  }
  enum Route: Routing, Equatable {
    case swatches(SwatchFlow.State)
    enum Action: Equatable { case swatches(SwatchFlow.Action) }
    var id: String { "swatches" }
  }
  struct State: RoutingState, Equatable {
    var navigation: Route.NavigationState = .init()
    var root = Home.State()
    /// Whether the nested flow presents its info screen.
    var showsNestedInfo: Bool {
      guard case let .swatches(swatches)? = navigation.stack.last else { return false }
      if case .info? = swatches.navigation.modal { return true }
      return false
    }
  }
  enum Action: RoutingAction, Equatable {
    case navigation(Route.NavigationAction)
    case route(Route.ID, Route.Action)
    case modalRoute(Route.Action)
    case root(Home.Action)
  }
  var rootBody: some RootReducer<Self> { Home() }
  var routeBody: some RouteReducer<Self> {
    Scope(state: /Route.swatches, action: /Route.Action.swatches) { SwatchFlow() }
  }
  func navigation(for action: Action) -> Route.NavigationAction? {
    if case .root(.openTapped) = action { return .push(.swatches(.init())) }
    return nil
  }
}

/// A flow whose links leave out its nested flow: each route comes back from its own link,
/// but the link of the whole navigation stops at `swatches`, so a color pushed in the nested
/// flow is not opened by it (no `nestedLinks`).
struct ShallowLinkFlow: RoutingReducer {
  enum Route: Routing, Equatable {
    case swatches(SwatchFlow.State)
    enum Action: Equatable { case swatches(SwatchFlow.Action) }
    var id: String { "swatches" }
  }
  struct State: RoutingState, Equatable, DeepLinkableFlow {
    var navigation: Route.NavigationState = .init()
    var root = OuterFlow.Home.State()
    static func route(for segment: String, in link: inout DeepLinkReader) throws(DeepLinkError)
      -> Route
    { .swatches(.init()) }
    static func segments(for route: Route) -> [String] { ["swatches"] }
  }
  enum Action: RoutingAction, Equatable {
    case navigation(Route.NavigationAction)
    case route(Route.ID, Route.Action)
    case modalRoute(Route.Action)
    case root(OuterFlow.Home.Action)
  }
  var rootBody: some RootReducer<Self> { OuterFlow.Home() }
  var routeBody: some RouteReducer<Self> {
    Scope(state: /Route.swatches, action: /Route.Action.swatches) { SwatchFlow() }
  }
  func navigation(for action: Action) -> Route.NavigationAction? {
    if case .root(.openTapped) = action { return .push(.swatches(.init())) }
    return nil
  }
}

/// A flow whose root screen asks in an alert of its own state (not a route) before it deletes.
struct ConfirmFlow: RoutingReducer {
  struct Home: Reducer {
    struct State: Equatable {
      var alert: AlertState<Action.Alert>?
      var deleted = 0
      /// Whether Delete was tapped under the alert, which covers it.
      var tappedUnderTheAlert = false
    }
    enum Action: Equatable {
      case deleteTapped
      case alert(Alert)
      enum Alert: Equatable { case confirm, cancel }
    }
    var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case .deleteTapped:
          if state.alert != nil { state.tappedUnderTheAlert = true }
          state.alert = AlertState {
            TextState("Delete?")
          } actions: {
            ButtonState(role: .destructive, action: .confirm) { TextState("Delete") }
            ButtonState(role: .cancel, action: .cancel) { TextState("Cancel") }
          }
        case .alert(.confirm): state.deleted += 1
        case .alert(.cancel): break
        }
        return .none
      }
      .ifLet(\.alert, action: /Action.alert)
    }
  }
  enum Route: Routing, Equatable {
    case about(Swatch.State)
    enum Action: Equatable { case about(Swatch.Action) }
    var id: String { "about" }
  }
  struct State: RoutingState, Equatable {
    var navigation: Route.NavigationState = .init()
    var root = Home.State()
  }
  enum Action: RoutingAction, Equatable {
    case navigation(Route.NavigationAction)
    case route(Route.ID, Route.Action)
    case modalRoute(Route.Action)
    case root(Home.Action)
  }
  var rootBody: some RootReducer<Self> { Home() }
  var routeBody: some RouteReducer<Self> {
    Scope(state: /Route.about, action: /Route.Action.about) { Swatch() }
  }
  func navigation(for action: Action) -> Route.NavigationAction? { nil }
}

/// A flow that pushes a ticker, whose timer ticks on the app's clock once started. With
/// `leaksTimer`, the flow also starts a timer of its own for the ticker, around `routing`,
/// which the ticker's leaving does not end.
struct TickerFlow: RoutingReducer {
  var leaksTimer = false
  @Dependency(\.continuousClock) var clock

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      guard leaksTimer, case let .route(id, .ticker(.startTapped)) = action else { return .none }
      return .run { [clock] send in
        while true {
          try await clock.sleep(for: .seconds(10))
          await send(.route(id, .ticker(.tick)))
        }
      }
    }
    routing
  }

  struct Home: Reducer {
    struct State: Equatable {}
    enum Action: Equatable, CaseIterable { case openTapped }
    func reduce(into state: inout State, action: Action) -> Effect<Action> { .none }
  }
  struct Ticker: Reducer {
    struct State: Equatable {
      var ticks = 0
      var isRunning = false
    }
    enum Action: Equatable { case startTapped, tick }
    @Dependency(\.continuousClock) var clock
    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      switch action {
      case .startTapped:
        guard !state.isRunning else { return .none }
        state.isRunning = true
        return .run { [clock] send in
          while true {
            try await clock.sleep(for: .seconds(1))
            await send(.tick)
          }
        }
      case .tick:
        state.ticks += 1
        return .none
      }
    }
  }
  enum Route: Routing, Equatable {
    case ticker(Ticker.State)
    enum Action: Equatable { case ticker(Ticker.Action) }
    var id: String { "ticker" }
  }
  struct State: RoutingState, Equatable {
    var navigation: Route.NavigationState = .init()
    var root = Home.State()
    var ticks: Int {
      guard case let .ticker(ticker)? = navigation.stack.last else { return 0 }
      return ticker.ticks
    }
  }
  enum Action: RoutingAction, Equatable {
    case navigation(Route.NavigationAction)
    case route(Route.ID, Route.Action)
    case modalRoute(Route.Action)
    case root(Home.Action)
  }
  var rootBody: some RootReducer<Self> { Home() }
  var routeBody: some RouteReducer<Self> {
    Scope(state: /Route.ticker, action: /Route.Action.ticker) { Ticker() }
  }
  func navigation(for action: Action) -> Route.NavigationAction? {
    if case .root(.openTapped) = action { return .push(.ticker(.init())) }
    return nil
  }
}

/// Two tabs, each a flow: the explorer taps the selected tab's screens through
/// `.swatches(…)` / `.outer(…)`, and switches tabs itself (the tabs are `CaseIterable`).
struct AppTabs: Reducer {
  enum Tab: String, CaseIterable, Sendable { case swatches, outer }
  struct State: Equatable, NavigationContainer {
    var selection = Tab.swatches
    var swatches = SwatchFlow.State()
    var outer = OuterFlow.State()
    var containedFlows: [ContainedFlow] {
      [
        ContainedFlow("swatches", swatches, isSelected: selection == .swatches),
        ContainedFlow("outer", outer, isSelected: selection == .outer),
      ]
    }
  }
  enum Action: Equatable {
    case tab(TabAction<Tab>)
    case swatches(SwatchFlow.Action)
    case outer(OuterFlow.Action)
  }
  var body: some ReducerOf<Self> {
    CombineReducers {
      Scope(state: \.swatches, action: /Action.swatches) { SwatchFlow() }
      Scope(state: \.outer, action: /Action.outer) { OuterFlow() }
    }
    .tabs(selection: \.selection, action: /Action.tab, popToRoot: { _ in nil })
  }
}

/// A flow that asks before deleting, in an alert: its Delete button sends `.confirm`, its
/// Cancel button sends nothing. With `scopesAlert`, its `routeBody` scopes the alert's actions
/// (as TCA code does), which is how the explorer embeds them.
struct AlertFlow: RoutingReducer {
  var scopesAlert = true

  enum DeleteAlert: Equatable { case confirm }
  struct Home: Reducer {
    struct State: Equatable { var deleted = 0 }
    enum Action: Equatable, CaseIterable { case deleteTapped }
    func reduce(into state: inout State, action: Action) -> Effect<Action> { .none }
  }
  enum Route: Routing, Equatable {
    case deleteAlert(AlertState<DeleteAlert>)
    enum Action: Equatable { case deleteAlert(DeleteAlert) }
    var id: String { "deleteAlert" }
  }
  struct State: RoutingState, Equatable {
    var navigation: Route.NavigationState = .init()
    var root = Home.State()
  }
  enum Action: RoutingAction, Equatable {
    case navigation(Route.NavigationAction)
    case route(Route.ID, Route.Action)
    case modalRoute(Route.Action)
    case root(Home.Action)
  }
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      if case .modalRoute(.deleteAlert(.confirm)) = action { state.root.deleted += 1 }
      return .none
    }
    routing
  }
  var rootBody: some RootReducer<Self> { Home() }
  var routeBody: some RouteReducer<Self> {
    if scopesAlert {
      Scope(state: /Route.deleteAlert, action: /Route.Action.deleteAlert) { EmptyReducer() }
    }
  }
  func navigation(for action: Action) -> Route.NavigationAction? {
    guard case .root(.deleteTapped) = action else { return nil }
    let alert = AlertState<DeleteAlert> {
      TextState("Delete?")
    } actions: {
      ButtonState(role: .destructive, action: .confirm) { TextState("Delete") }
      ButtonState(role: .cancel) { TextState("Cancel") }
    }
    return .present(.deleteAlert(alert), style: .alert)
  }
}

/// A flow that asks how to share in a confirmation dialog: its Delete button sends `.delete`,
/// its Copy button `.copy`, its Cancel button nothing; the dialog's actions are scoped, as
/// TCA code does.
struct DialogFlow: RoutingReducer {
  enum ShareDialog: Equatable { case copy, delete }
  struct Home: Reducer {
    struct State: Equatable {
      var copied = 0
      var deleted = 0
    }
    enum Action: Equatable, CaseIterable { case shareTapped }
    func reduce(into state: inout State, action: Action) -> Effect<Action> { .none }
  }
  enum Route: Routing, Equatable {
    case share(ConfirmationDialogState<ShareDialog>)
    enum Action: Equatable { case share(ShareDialog) }
    var id: String { "share" }
  }
  struct State: RoutingState, Equatable {
    var navigation: Route.NavigationState = .init()
    var root = Home.State()
  }
  enum Action: RoutingAction, Equatable {
    case navigation(Route.NavigationAction)
    case route(Route.ID, Route.Action)
    case modalRoute(Route.Action)
    case root(Home.Action)
  }
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .modalRoute(.share(.copy)): state.root.copied += 1
      case .modalRoute(.share(.delete)): state.root.deleted += 1
      default: break
      }
      return .none
    }
    routing
  }
  var rootBody: some RootReducer<Self> { Home() }
  var routeBody: some RouteReducer<Self> {
    Scope(state: /Route.share, action: /Route.Action.share) { EmptyReducer() }
  }
  func navigation(for action: Action) -> Route.NavigationAction? {
    guard case .root(.shareTapped) = action else { return nil }
    let dialog = ConfirmationDialogState<ShareDialog> {
      TextState("Share")
    } actions: {
      ButtonState(action: .copy) { TextState("Copy") }
      ButtonState(role: .destructive, action: .delete) { TextState("Delete") }
      ButtonState(role: .cancel) { TextState("Cancel") }
    }
    return .present(.share(dialog), style: .confirmationDialog)
  }
}

/// A flow whose root screen holds a flow of its own, `SwatchFlow`, shown with it and sent as
/// `.root(.list(…))`.
struct HomeFlow: RoutingReducer {
  struct Home: Reducer {
    struct State: Equatable { var list = SwatchFlow.State() }
    enum Action: Equatable {
      case aboutTapped
      case list(SwatchFlow.Action)
    }
    var body: some ReducerOf<Self> {
      Scope(state: \.list, action: /Action.list) { SwatchFlow() }
    }
  }
  enum Route: Routing, Equatable {
    case about(Swatch.State)
    enum Action: Equatable { case about(Swatch.Action) }
    var id: String { "about" }
  }
  struct State: RoutingState, Equatable {
    var navigation: Route.NavigationState = .init()
    var root = Home.State()
  }
  enum Action: RoutingAction, Equatable {
    case navigation(Route.NavigationAction)
    case route(Route.ID, Route.Action)
    case modalRoute(Route.Action)
    case root(Home.Action)
  }
  var rootBody: some RootReducer<Self> { Home() }
  var routeBody: some RouteReducer<Self> {
    Scope(state: /Route.about, action: /Route.Action.about) { Swatch() }
  }
  func navigation(for action: Action) -> Route.NavigationAction? {
    switch action {
    case .root(.aboutTapped): .push(.about(.init(name: "about")))
    case .route(_, .about(.close)): .pop
    default: nil
    }
  }
}

/// A flow whose root screen edits a note in a child it runs with `ifLet`.
struct NotesFlow: RoutingReducer {
  struct Editor: Reducer {
    struct State: Equatable { var text = "" }
    enum Action: Equatable { case saveTapped }
    func reduce(into state: inout State, action: Action) -> Effect<Action> { .none }
  }
  struct Notes: Reducer {
    struct State: Equatable {
      var editor: Editor.State?
      var saved = 0
    }
    enum Action: Equatable {
      case editTapped
      case editor(Editor.Action)
    }
    var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case .editTapped: state.editor = Editor.State()
        case .editor(.saveTapped):
          state.saved += 1
          state.editor = nil
        }
        return .none
      }
      .ifLet(\.editor, action: /Action.editor) { Editor() }
    }
  }
  enum Route: Routing, Equatable {
    case about(Swatch.State)
    enum Action: Equatable { case about(Swatch.Action) }
    var id: String { "about" }
  }
  struct State: RoutingState, Equatable {
    var navigation: Route.NavigationState = .init()
    var root = Notes.State()
  }
  enum Action: RoutingAction, Equatable {
    case navigation(Route.NavigationAction)
    case route(Route.ID, Route.Action)
    case modalRoute(Route.Action)
    case root(Notes.Action)
  }
  var rootBody: some RootReducer<Self> { Notes() }
  var routeBody: some RouteReducer<Self> {
    Scope(state: /Route.about, action: /Route.Action.about) { Swatch() }
  }
}

/// The explorer of the app with `defect` planted, set up as the issue's example is.
func makeExplorer(_ defect: AppFlow.Defect? = nil) -> NavigationExplorer<AppFlow> {
  var explorer = NavigationExplorer(initialState: AppFlow.State()) { AppFlow(defect: defect) }
  explorer.actions(for: ColorList.self) { _ in
    [.colorTapped("red"), .colorTapped("blue"), .infoTapped]
  }
  explorer.actions(for: ColorDetail.self) { _ in [.settingsTapped, .closeTapped] }
  explorer.actions(for: Settings.self) { _ in [.showColor, .doneTapped] }
  explorer.actions { _ in [.root(.refresh)] }
  explorer.invariant("at most one settings screen") { state in state.settingsCount <= 1 }
  return explorer
}

@Suite struct NavigationExplorerTests {
  @Test func correctAppReportsNothingAndReachesEveryRoute() async {
    let report = await makeExplorer().check(runs: 60, steps: 20, seed: 1)
    #expect(report.failures.isEmpty)
    #expect(report.coverage.unreached.isEmpty)
    // In the order of the route's cases.
    #expect(
      report.coverage.reached == [
        "AppFlow.Route.color", "AppFlow.Route.settings", "AppFlow.Route.info",
        "AppFlow.Route.info as sheet", "AppFlow.Route.settings as sheet",
      ])
    // The modal styles are named as they were shown; no tab container is shown.
    #expect(
      report.coverage.modalStyles == [
        "AppFlow.Route.info as sheet", "AppFlow.Route.settings as sheet",
      ])
    #expect(report.coverage.tabs.isEmpty)
    #expect(report.runs == 60)
    #expect(report.stepsTaken == 60 * 20)
  }

  @Test func brokenInvariantIsFoundAndShrunkToItsFourSteps() async {
    let report = await makeExplorer(.pushesSettings).explore(runs: 200, steps: 20, seed: 1)
    // Two distinct failures: the planted one, and the duplicate id the same defect allows
    // (the settings of blue push blue again).
    #expect(
      Set(report.failures.map(\.check)) == [
        "invariant \"at most one settings screen\"", "diagnostic navigation.duplicateID",
      ])
    let invariant = report.failures.first { $0.check.hasPrefix("invariant") }
    #expect(
      invariant?.steps == [
        ".root(.colorTapped(\"red\"))",
        ".route(\"color-red\", .color(.settingsTapped))",
        ".route(\"settings-red\", .settings(.showColor))",
        ".route(\"color-blue\", .color(.settingsTapped))",
      ])
    #expect(invariant?.step == 3)
    #expect(invariant?.screen == "route \"color-blue\" (color)")
    #expect(invariant?.seed == 1)
    // The store is made as the explorer was, from its source.
    #expect(
      invariant?.testSource.contains(
        "TestStore(initialState: AppFlow.State()) { AppFlow(defect: defect) }") == true)
    #expect(
      invariant?.testSource.contains(
        "await store.send(.route(\"color-blue\", .color(.settingsTapped)))") == true)
    let duplicate = report.failures.first { $0.check == "diagnostic navigation.duplicateID" }
    #expect(
      duplicate?.steps == [
        ".root(.colorTapped(\"blue\"))",
        ".route(\"color-blue\", .color(.settingsTapped))",
        ".route(\"settings-blue\", .settings(.showColor))",
      ])
  }

  @Test func aFailureIsShrunkToAtMostOneStepMoreThanItsShortestSequence() async {
    // Two settings screens take four steps at least: a color, its settings (pushed, with the
    // defect), the color they show, and its settings. Whatever the seed, the shrunk sequence
    // is at most one step longer.
    for seed: UInt64 in 2...5 {
      let report = await makeExplorer(.pushesSettings).explore(runs: 100, steps: 30, seed: seed)
      let failure = report.failures.first { $0.check.hasPrefix("invariant") }
      #expect(failure != nil, "seed \(seed) found no broken invariant")
      #expect((failure?.steps.count ?? .max) <= 5, "seed \(seed): \(failure?.steps ?? [])")
    }
  }

  @Test func libraryDiagnosticIsFoundAndShrunkToItsTwoSteps() async {
    let report = await makeExplorer(.infoPops).explore(runs: 100, steps: 20, seed: 3)
    #expect(report.failures.map(\.check) == ["diagnostic navigation.popEmpty"])
    let failure = report.failures.first
    // The info sheet's action is `CaseIterable` and was not registered.
    #expect(failure?.steps == [".root(.infoTapped)", ".modalRoute(.info(.doneTapped))"])
    #expect(failure?.screen == "modal \"info\" (info)")
    #expect(failure?.detail.contains("navigation.popEmpty") == true)
  }

  @Test func eachStepIsSimplifiedToTheFirstActionThatStillFails() async {
    // Any color breaks this rule; whichever color a run tapped, the shrunk step is the first
    // one the list offers.
    var explorer = makeExplorer()
    explorer.invariant("never a color") { $0.navigation.stack.isEmpty }
    for seed: UInt64 in 1...8 {
      let report = await explorer.explore(runs: 5, steps: 10, seed: seed)
      #expect(report.failures.map(\.steps) == [[".root(.colorTapped(\"red\"))"]])
    }
  }

  @Test func timePassesForTheEffectsRunning() async {
    var explorer = NavigationExplorer(initialState: TickerFlow.State()) { TickerFlow() }
    explorer.actions(for: TickerFlow.Ticker.self) { _ in [.startTapped] }
    explorer.invariant("a ticker ticks at most twice") { $0.ticks <= 2 }
    let report = await explorer.explore(runs: 40, steps: 12, seed: 2)
    #expect(report.failures.map(\.check) == ["invariant \"a ticker ticks at most twice\""])
    let failure = report.failures.first
    #expect(
      failure?.steps == [
        ".root(.openTapped)", ".route(\"ticker\", .ticker(.startTapped))",
        "clock.advance(by: .seconds(1))", "clock.advance(by: .seconds(1))",
        "clock.advance(by: .seconds(1))",
      ])
    #expect(failure?.testSource.contains("let clock = TestClock()") == true)
    #expect(failure?.testSource.contains("  await clock.advance(by: .seconds(1))") == true)
  }

  @Test func anEffectThatOutlivesItsScreenIsFound() async {
    var correct = NavigationExplorer(initialState: TickerFlow.State()) { TickerFlow() }
    correct.actions(for: TickerFlow.Ticker.self) { _ in [.startTapped] }
    let fine = await correct.explore(runs: 30, steps: 10, seed: 3)
    #expect(fine.failures.isEmpty)
    var leaking = NavigationExplorer(initialState: TickerFlow.State()) {
      TickerFlow(leaksTimer: true)
    }
    leaking.actions(for: TickerFlow.Ticker.self) { _ in [.startTapped] }
    let report = await leaking.explore(runs: 30, steps: 10, seed: 3)
    #expect(report.failures.map(\.check) == ["effect of a gone screen"])
    #expect(
      report.failures.first?.steps == [
        ".root(.openTapped)", ".route(\"ticker\", .ticker(.startTapped))",
        ".navigation(.drop(\"ticker\"))",
      ])
    #expect(report.failures.first?.detail.contains("route \"ticker\" is no longer shown") == true)
  }

  @Test func theSelectedTabIsExploredAndTabsAreSwitched() async {
    let report = await NavigationExplorer(initialState: AppTabs.State()) { AppTabs() }
      .explore(runs: 30, steps: 12, seed: 4)
    #expect(report.failures.isEmpty)
    #expect(report.stepsTaken == 30 * 12)
    // The outer tab's route is reached only after a switch to it.
    #expect(
      report.coverage.reached == [
        "SwatchFlow.Route.color", "SwatchFlow.Route.info", "OuterFlow.Route.swatches",
        "SwatchFlow.Route.info as fullScreen", "AppTabs.State tab swatches",
        "AppTabs.State tab outer",
      ])
    #expect(report.coverage.tabs == ["AppTabs.State tab swatches", "AppTabs.State tab outer"])
    // Without a step, the first tab is reached as launched, and the other named unreached.
    let unswitched = await NavigationExplorer(initialState: AppTabs.State()) { AppTabs() }
      .explore(runs: 1, steps: 0, seed: 4)
    #expect(unswitched.coverage.tabs == ["AppTabs.State tab swatches"])
    #expect(unswitched.coverage.unreached.contains("AppTabs.State tab outer"))
    var explorer = NavigationExplorer(initialState: AppTabs.State()) { AppTabs() }
    explorer.invariant("the outer tab stays at its root") { $0.outer.navigation.isAtRoot }
    let broken = await explorer.explore(runs: 30, steps: 12, seed: 4)
    #expect(
      broken.failures.first?.steps == [".tab(.select(.outer))", ".outer(.root(.openTapped))"])
    #expect(broken.failures.first?.screen == "outer › root OuterFlow.Home")
  }

  @Test func theSameSeedGivesTheSameReport() async {
    let first = await makeExplorer(.pushesSettings).explore(runs: 40, steps: 15, seed: 9)
    let second = await makeExplorer(.pushesSettings).explore(runs: 40, steps: 15, seed: 9)
    #expect(first == second)
    #expect(!first.failures.isEmpty)
  }

  @Test func onlyTheShownScreenIsTappedAndSwipingBackLeavesIt() async {
    // Only the list is registered: a pushed detail offers nothing but its swipe back, and the
    // list is not tapped while the detail covers it, so the stack never holds two colors.
    var explorer = NavigationExplorer(initialState: AppFlow.State()) { AppFlow() }
    explorer.actions(for: ColorList.self) { _ in [.colorTapped("red"), .colorTapped("blue")] }
    explorer.invariant("never deeper than one color") { $0.navigation.stack.count <= 1 }
    let report = await explorer.explore(runs: 30, steps: 10, seed: 5)
    #expect(report.failures.isEmpty)
    // No run was stuck on a detail: each took all its steps.
    #expect(report.stepsTaken == 30 * 10)
    #expect(report.coverage.unreached == ["AppFlow.Route.settings", "AppFlow.Route.info"])
  }

  @Test func aSheetWithNothingToTapIsPulledDown() async {
    // The settings sheet's screen is not registered: pulling it down is its only way out.
    var explorer = NavigationExplorer(initialState: AppFlow.State()) { AppFlow() }
    explorer.actions(for: ColorList.self) { _ in [.colorTapped("red")] }
    explorer.actions(for: ColorDetail.self) { _ in [.settingsTapped] }
    let report = await explorer.explore(runs: 20, steps: 12, seed: 2)
    #expect(report.failures.isEmpty)
    #expect(report.stepsTaken == 20 * 12)
    #expect(report.coverage.unreached == ["AppFlow.Route.info"])
  }

  @Test func aScreenWithTheSameActionTypeAsAnotherIsTappedThroughItsOwnCase() async {
    // Two route cases share `Swatch.Action`: the info screen's tap must reach `.info`.
    let explorer = NavigationExplorer(initialState: SwatchFlow.State()) { SwatchFlow() }
    let report = await explorer.explore(runs: 10, steps: 8, seed: 4)
    #expect(report.failures.isEmpty)
    #expect(report.stepsTaken == 10 * 8)
    #expect(report.coverage.unreached.isEmpty)
  }

  @Test func savedNavigationIsRestoredAsItWas() async {
    let correct = await NavigationExplorer(initialState: SavedFlow.State()) { SavedFlow() }
      .explore(runs: 20, steps: 10, seed: 6)
    #expect(correct.failures.isEmpty)
    #expect(correct.stepsTaken == 20 * 10)
    let broken = await NavigationExplorer(initialState: SavedFlow.State()) {
      SavedFlow(defect: true)
    }.explore(runs: 20, steps: 10, seed: 6)
    #expect(broken.failures.map(\.check) == ["snapshot round trip"])
    #expect(broken.failures.first?.steps == [".root(.infoTapped)"])
    #expect(broken.failures.first?.detail.contains("once restored it shows") == true)
  }

  @Test func theScreensOfANestedFlowAreExploredThroughItsRoute() async {
    let report = await NavigationExplorer(initialState: OuterFlow.State()) { OuterFlow() }
      .explore(runs: 30, steps: 12, seed: 8)
    #expect(report.failures.isEmpty)
    #expect(report.stepsTaken == 30 * 12)
    #expect(
      report.coverage.reached == [
        "OuterFlow.Route.swatches", "SwatchFlow.Route.color", "SwatchFlow.Route.info",
        "SwatchFlow.Route.info as fullScreen",
      ])
    #expect(report.coverage.unreached.isEmpty)
  }

  @Test func aFailureInANestedFlowIsShrunkToItsSteps() async {
    var explorer = NavigationExplorer(initialState: OuterFlow.State()) { OuterFlow() }
    explorer.invariant("no info over the swatches") { !$0.showsNestedInfo }
    let report = await explorer.explore(runs: 30, steps: 12, seed: 8)
    #expect(report.failures.map(\.check) == ["invariant \"no info over the swatches\""])
    #expect(
      report.failures.first?.steps == [
        ".root(.openTapped)", ".route(\"swatches\", .swatches(.root(.infoTapped)))",
      ])
    #expect(
      report.failures.first?.screen == "route \"swatches\" (swatches) › root SwatchFlow.Palette")
  }

  @Test func theAppIsRelaunchedFromItsSavedNavigation() async {
    // A relaunch restores the navigation, not what the app counted since it launched.
    var explorer = NavigationExplorer(initialState: SavedFlow.State()) { SavedFlow() }
    explorer.invariant("every color shown was tapped since launch") {
      $0.navigation.stack.count <= $0.colorsTapped
    }
    let report = await explorer.explore(runs: 30, steps: 10, seed: 7)
    #expect(
      report.failures.map(\.check) == ["invariant \"every color shown was tapped since launch\""])
    let failure = report.failures.first
    #expect(
      failure?.steps == [
        ".root(.colorTapped)", "relaunch from NavigationSnapshot(of: store.state)",
      ])
    #expect(failure?.screen == "the app")
    #expect(
      failure?.testSource.contains("  var store = TestStore(initialState: SavedFlow.State())")
        == true)
    #expect(
      failure?.testSource.contains(
        "    relaunched.navigation = try store.state.navigation.savedAndRestored()")
        == true)
    #expect(
      failure?.testSource.contains(
        "    store = TestStore(initialState: relaunched) { SavedFlow() }")
        == true)
  }

  @Test func aScreenWhoseLinkOpensAnotherIsFound() async {
    let report = await NavigationExplorer(initialState: MislinkedFlow.State()) {
      MislinkedFlow()
    }.explore(runs: 20, steps: 8, seed: 5)
    #expect(report.failures.map(\.check) == ["deep link"])
    #expect(report.failures.first?.steps == [".root(.infoTapped)"])
    #expect(
      report.failures.first?.detail.contains(
        "builds from them a route with the id \"Blue\"") == true)
  }

  @Test func aLinkOfTheWholeNavigationThatOpensAnotherIsFound() async {
    let report = await NavigationExplorer(initialState: ShallowLinkFlow.State()) {
      ShallowLinkFlow()
    }.explore(runs: 20, steps: 8, seed: 2)
    #expect(report.failures.map(\.check) == ["deep link"])
    let failure = report.failures.first
    #expect(
      failure?.steps == [
        ".root(.openTapped)", ".route(\"swatches\", .swatches(.root(.colorTapped)))",
      ])
    // The detail names the link, what it opens and what it was made of.
    #expect(
      failure?.detail.contains("The link of the navigation shown, \"swatches\", opens") == true)
    #expect(failure?.detail.contains("but it was made of") == true)
    #expect(failure?.testSource.contains(".opening(.init(for: store.state))") == true)
    #expect(failure?.testSource.contains("opened.navigation.description ==") == true)
  }

  @Test func aVisitedScreenIsOpenedFromItsLinkOnAColdStart() async {
    var explorer = NavigationExplorer(initialState: SwatchFlow.State()) { SwatchFlow() }
    explorer.invariant("no screen opened by a link") { state in
      !state.navigation.stack.contains { route in
        if case let .color(swatch) = route { swatch.openedByLink } else { false }
      }
    }
    let report = await explorer.explore(runs: 20, steps: 8, seed: 6)
    #expect(report.failures.map(\.check) == ["invariant \"no screen opened by a link\""])
    let failure = report.failures.first
    #expect(failure?.steps == [".root(.colorTapped)", "cold start from DeepLink(\"red\")"])
    #expect(failure?.screen == "a link outside the app")
    #expect(failure?.testSource.contains("() async throws {") == true)
    #expect(
      failure?.testSource.contains("    try relaunched.open(try .init(\"red\"))") == true)
  }

  @Test func theButtonsOfAnAlertAreTapped() async {
    var explorer = NavigationExplorer(initialState: AlertFlow.State()) { AlertFlow() }
    explorer.invariant("nothing is deleted") { $0.root.deleted == 0 }
    let report = await explorer.explore(runs: 20, steps: 8, seed: 3)
    #expect(
      report.failures.first?.steps == [
        ".root(.deleteTapped)", ".modalRoute(.deleteAlert(.confirm))",
      ])
    #expect(report.failures.first?.screen == "modal \"deleteAlert\" (deleteAlert)")
    // Without a scope the Delete button cannot be sent; Cancel still dismisses the alert.
    var unscoped = NavigationExplorer(initialState: AlertFlow.State()) {
      AlertFlow(scopesAlert: false)
    }
    unscoped.invariant("nothing is deleted") { $0.root.deleted == 0 }
    let cancelled = await unscoped.explore(runs: 20, steps: 8, seed: 3)
    #expect(cancelled.failures.isEmpty)
    #expect(cancelled.stepsTaken == 20 * 8)
  }

  @Test func theButtonsOfAConfirmationDialogAreTapped() async {
    var explorer = NavigationExplorer(initialState: DialogFlow.State()) { DialogFlow() }
    explorer.invariant("nothing is deleted") { $0.root.deleted == 0 }
    let report = await explorer.explore(runs: 20, steps: 8, seed: 3)
    #expect(report.failures.map(\.check) == ["invariant \"nothing is deleted\""])
    #expect(
      report.failures.first?.steps == [".root(.shareTapped)", ".modalRoute(.share(.delete))"])
    // Every button is tapped: Copy too, and Cancel dismisses the dialog.
    var copying = NavigationExplorer(initialState: DialogFlow.State()) { DialogFlow() }
    copying.invariant("nothing is copied") { $0.root.copied == 0 }
    let copied = await copying.explore(runs: 20, steps: 8, seed: 3)
    #expect(copied.failures.first?.steps == [".root(.shareTapped)", ".modalRoute(.share(.copy))"])
    let fine = NavigationExplorer(initialState: DialogFlow.State()) { DialogFlow() }
    let passed = await fine.explore(runs: 20, steps: 8, seed: 3)
    #expect(passed.failures.isEmpty)
    #expect(passed.coverage.unreached.isEmpty)
    #expect(passed.coverage.modalStyles.contains { $0.contains("confirmationDialog") })
  }

  @Test func theButtonsOfAnAlertAScreenHoldsAreTappedAndNothingElse() async {
    var explorer = NavigationExplorer(initialState: ConfirmFlow.State()) { ConfirmFlow() }
    explorer.actions(for: ConfirmFlow.Home.self) { _ in [.deleteTapped] }
    explorer.invariant("nothing is deleted") { $0.root.deleted == 0 }
    let report = await explorer.explore(runs: 20, steps: 6, seed: 1)
    #expect(report.failures.map(\.check) == ["invariant \"nothing is deleted\""])
    #expect(report.failures.first?.steps == [".root(.deleteTapped)", ".root(.alert(.confirm))"])
    // While the alert shows, the screen under it is not tapped: no second alert over it.
    var covered = NavigationExplorer(initialState: ConfirmFlow.State()) { ConfirmFlow() }
    covered.actions(for: ConfirmFlow.Home.self) { _ in [.deleteTapped] }
    covered.invariant("the screen under the alert is not tapped") { !$0.root.tappedUnderTheAlert }
    let fine = await covered.explore(runs: 20, steps: 6, seed: 1)
    #expect(fine.failures.isEmpty)
    #expect(fine.stepsTaken == 20 * 6)
  }

  @Test func aFlowInTheRootScreenIsExploredWithIt() async {
    var explorer = NavigationExplorer(initialState: HomeFlow.State()) { HomeFlow() }
    explorer.actions(for: HomeFlow.Home.self) { _ in [.aboutTapped] }
    explorer.invariant("the list shows no info") { $0.root.list.navigation.modal == nil }
    let report = await explorer.explore(runs: 20, steps: 8, seed: 2)
    #expect(report.failures.map(\.check) == ["invariant \"the list shows no info\""])
    #expect(report.failures.first?.steps == [".root(.list(.root(.infoTapped)))"])
    #expect(
      report.failures.first?.screen == "root HomeFlow.Home › list › root SwatchFlow.Palette")
    // The coverage counts the routes of the flow in the root screen too.
    #expect(
      Set(report.coverage.reached + report.coverage.unreached) == [
        "HomeFlow.Route.about", "SwatchFlow.Route.color", "SwatchFlow.Route.info",
        "SwatchFlow.Route.info as fullScreen",
      ])
    #expect(report.coverage.reached.contains("SwatchFlow.Route.color"))
  }

  @Test func aChildUnderIfLetIsTappedWhileItIsShown() async {
    var explorer = NavigationExplorer(initialState: NotesFlow.State()) { NotesFlow() }
    explorer.actions(for: NotesFlow.Notes.self) { _ in [.editTapped] }
    explorer.actions(for: NotesFlow.Editor.self) { _ in [.saveTapped] }
    explorer.invariant("nothing is saved") { $0.root.saved == 0 }
    let report = await explorer.explore(runs: 20, steps: 6, seed: 1)
    #expect(report.failures.map(\.check) == ["invariant \"nothing is saved\""])
    #expect(report.failures.first?.steps == [".root(.editTapped)", ".root(.editor(.saveTapped))"])
    // Without the editor shown, only its parent's action is offered: no run saves before it
    // edits (a save sent to no editor would be a diagnostic of the library).
    #expect(!report.failures.contains { $0.check.hasPrefix("diagnostic") })
  }

  @Test func checkRecordsOneFailurePerDistinctFailure() async {
    await withKnownIssue {
      let report = await makeExplorer(.infoPops).check(runs: 50, steps: 10, seed: 3)
      #expect(report.failures.count == 1)
    } matching: { issue in
      issue.comments.contains { $0.rawValue.contains("check diagnostic navigation.popEmpty") }
    }
  }
}
