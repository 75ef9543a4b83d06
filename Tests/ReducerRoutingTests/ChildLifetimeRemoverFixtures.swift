import Foundation
import ReducerRouting
import ReducerTesting

// Fixtures of ChildLifetimeRemoverMatrixTests: an app written as a TCA user would write it,
// whose screens start work that never ends on its own, and whose children can be removed by
// every reducer the lifetime rule names (the flow, a parent before or after the `Scope`, a
// sibling, an ancestor two levels up, a deep link, a restored snapshot, a tab container).

// MARK: - Screens

/// The three ways a ported TCA feature keeps working until it is cancelled.
enum Endless: String, CaseIterable, Codable, Sendable {
  /// `while true { try await Task.sleep(for: .seconds(3600)); ... }`
  case sleepLoop
  /// `for await _ in clock.timer(interval: .seconds(1))` on the `continuousClock` dependency.
  case clockTimer
  /// `for await` over a stream that never finishes (a subscription to a client).
  case stream
}

/// The effect of `kind`: it never ends unless its task is cancelled.
func endlessEffect<Action: Sendable>(
  _ kind: Endless, clock: any Clock<Duration>, tick: Action
) -> Effect<Action> {
  switch kind {
  case .sleepLoop:
    return .run { send in
      while true {
        try await Task.sleep(for: .seconds(3600))
        await send(tick)
      }
    }
  case .clockTimer:
    return .run { send in
      for await _ in clock.timer(interval: .seconds(1)) {
        await send(tick)
      }
    }
  case .stream:
    return .run { send in
      let (events, continuation) = AsyncStream.makeStream(of: Int.self)
      for await _ in events {
        await send(tick)
      }
      // Kept alive by the loop above: the stream never finishes on its own.
      continuation.finish()
    }
  }
}

/// A leaf feature: an `ifLet` child or a `forEach` element of a screen.
struct PerpetualLeaf: Reducer {
  struct State: Equatable, Identifiable, Codable, Sendable {
    var id: String
    var ticks = 0
  }
  enum Action: Equatable, Sendable {
    case start(Endless)
    case tick
    case closeTapped
  }

  @Dependency(\.continuousClock) var clock

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case let .start(kind):
      return endlessEffect(kind, clock: clock, tick: .tick)
    case .tick:
      state.ticks += 1
      return .none
    case .closeTapped:
      return .dismissSelf()
    }
  }
}

/// A screen of the flow: it runs its own endless effect, a presented child (`ifLet` with TCA's
/// `PresentationAction`) and rows (`forEach`).
struct PerpetualScreen: Reducer {
  struct State: Equatable, Identifiable, Codable, Sendable {
    var id: String
    var ticks = 0
    var detail: PerpetualLeaf.State?
    var rows: IdentifiedArrayOf<PerpetualLeaf.State> = []
  }
  enum Action: Equatable, Sendable {
    case start(Endless)
    case tick
    case closeTapped
    case backTapped
    /// Starts the effect and closes the screen in the same action (`.merge(run, .dismissSelf())`).
    case startAndClose(Endless)
    /// Starts the effect; the flow's `navigation(for:)` closes the screen in the same action.
    case startAndGoBack(Endless)
    /// Starts the effect; the app's `Reduce` removes the screen in the same action.
    case startAndLeave(Endless)
    /// Closes the screen a second later, from inside an effect (`await send.dismissSelf()`).
    case closeLater
    case detail(PresentationAction<PerpetualLeaf.Action>)
    case rows(IdentifiedActionOf<PerpetualLeaf>)
  }

  @Dependency(\.continuousClock) var clock

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case let .start(kind):
        return endlessEffect(kind, clock: clock, tick: .tick)
      case .tick:
        state.ticks += 1
        return .none
      case .closeTapped:
        return .dismissSelf()
      case let .startAndClose(kind):
        return .merge(endlessEffect(kind, clock: clock, tick: .tick), .dismissSelf())
      case let .startAndGoBack(kind), let .startAndLeave(kind):
        return endlessEffect(kind, clock: clock, tick: .tick)
      case .closeLater:
        return .run { send in
          try await clock.sleep(for: .seconds(1))
          await send.dismissSelf()
        }
      case .backTapped, .detail, .rows:
        return .none
      }
    }
    .ifLet(\.detail, action: /Action.detail) { PerpetualLeaf() }
    .forEach(\.rows, action: /Action.rows) { PerpetualLeaf() }
  }
}

// MARK: - The flow

/// What a reducer next to the flow is asked to do.
enum HostStep: Equatable, Sendable {
  /// Removes the child of this kind, in place.
  case remove(ChildKind)
}

/// A flow of perpetual screens, whose routes can hold flows of the same kind.
struct PerpetualFlow: RoutingReducer {
  enum Route: Routing, Equatable, Codable, Sendable {
    case screen(PerpetualScreen.State)
    indirect case nested(PerpetualFlow.State)
    enum Action: Equatable, Sendable {
      case screen(PerpetualScreen.Action)
      indirect case nested(PerpetualFlow.Action)
    }
    var id: String {
      switch self {
      case let .screen(screen): screen.id
      case let .nested(flow): "nested-" + flow.root.id
      }
    }
  }
  struct State: RoutingState, Equatable, Codable, Sendable {
    var navigation: Route.NavigationState = .init()
    var root = PerpetualScreen.State(id: "root")
  }
  enum Action: RoutingAction, Equatable, Sendable {
    case navigation(Route.NavigationAction)
    case route(Route.ID, Route.Action)
    case modalRoute(Route.Action)
    case root(PerpetualScreen.Action)
    case openLink(DeepLink)
    case host(HostStep)
  }

  var rootBody: some RootReducer<Self> { PerpetualScreen() }
  var routeBody: some RouteReducer<Self> {
    Scope(state: /Route.screen, action: /Route.Action.screen) { PerpetualScreen() }
    Scope(state: /Route.nested, action: /Route.Action.nested) {
      PerpetualFlow()
      PerpetualSibling()
    }
  }
  var body: some ReducerOf<Self> {
    routing.deepLinks(action: /Action.openLink)
  }

  func navigation(for action: Action) -> Route.NavigationAction? {
    switch action {
    case .route(_, .screen(.backTapped)): .pop
    case .modalRoute(.screen(.backTapped)): .dismiss
    case let .route(id, .screen(.startAndGoBack)): .drop(id)
    case .modalRoute(.screen(.startAndGoBack)): .dismiss
    default: nil
    }
  }
}

/// A reducer the app puts next to a flow in the same builder; it removes children in place.
struct PerpetualSibling: Reducer {
  func reduce(
    into state: inout PerpetualFlow.State, action: PerpetualFlow.Action
  ) -> Effect<PerpetualFlow.Action> {
    if case let .host(.remove(kind)) = action { kind.removeInPlace(from: &state) }
    return .none
  }
}

/// Links name screens by id; `n-<id>` names a nested flow whose root screen has that id.
extension PerpetualFlow.State: DeepLinkableFlow {
  static func route(for segment: String, in link: inout DeepLinkReader) throws(DeepLinkError)
    -> Route
  {
    if segment.hasPrefix("n-") {
      return .nested(PerpetualFlow.State(root: .init(id: String(segment.dropFirst(2)))))
    }
    return .screen(.init(id: segment))
  }

  static func segments(for route: Route) -> [String] {
    switch route {
    case let .screen(screen): [screen.id]
    case let .nested(flow): ["n-" + flow.root.id]
    }
  }

  static let nestedLinks = [NestedLink(/Route.nested)]
}

// MARK: - Child kinds

/// Where the screen that starts the endless effect sits in its flow.
enum ChildKind: String, CaseIterable, Equatable, Sendable {
  /// The route "a" on the stack.
  case stacked
  /// The modal "m".
  case modal
  /// The route "deep" of the flow nested in the route "nested-inner": two levels down.
  case nestedFlow
  /// The presented child "d" (`ifLet`) of the route "a".
  case ifLetChild
  /// The row "r1" (`forEach`) of the route "a", next to the row "r2".
  case forEachRow

  /// The flow, showing the child.
  var initialFlow: PerpetualFlow.State {
    switch self {
    case .stacked: perpetualFlow(stack: [perpetualRoute("a")])
    case .modal: perpetualFlow(modal: perpetualRoute("m"))
    case .nestedFlow: perpetualFlow(stack: [.nested(innerFlow(stack: [perpetualRoute("deep")]))])
    case .ifLetChild: perpetualFlow(stack: [.screen(.init(id: "a", detail: .init(id: "d")))])
    case .forEachRow:
      perpetualFlow(stack: [.screen(.init(id: "a", rows: [.init(id: "r1"), .init(id: "r2")]))])
    }
  }

  /// The flow action that starts the endless effect in the child.
  func start(_ endless: Endless) -> PerpetualFlow.Action {
    switch self {
    case .stacked: .route("a", .screen(.start(endless)))
    case .modal: .modalRoute(.screen(.start(endless)))
    case .nestedFlow: .route("nested-inner", .nested(.route("deep", .screen(.start(endless)))))
    case .ifLetChild: .route("a", .screen(.detail(.presented(.start(endless)))))
    case .forEachRow: .route("a", .screen(.rows(.element(id: "r1", action: .start(endless)))))
    }
  }

  /// Removes the child from the flow's state in place, as a parent or a sibling does by hand.
  func removeInPlace(from flow: inout PerpetualFlow.State) {
    switch self {
    case .stacked:
      flow.navigation.pop()
    case .modal:
      flow.navigation.dismiss()
    case .nestedFlow:
      flow.navigation.modifyRoute("nested-inner", as: /PerpetualFlow.Route.nested) {
        $0.navigation.pop()
      }
    case .ifLetChild:
      flow.navigation.modifyRoute("a", as: /PerpetualFlow.Route.screen) { $0.detail = nil }
    case .forEachRow:
      flow.navigation.modifyRoute("a", as: /PerpetualFlow.Route.screen) {
        $0.rows.remove(id: "r1")
      }
    }
  }

  /// The flow once the child was removed in place (by a parent, a sibling, or itself).
  var flowRemovedInPlace: PerpetualFlow.State {
    switch self {
    case .stacked, .modal: perpetualFlow()
    case .nestedFlow: perpetualFlow(stack: [.nested(innerFlow())])
    case .ifLetChild: perpetualFlow(stack: [perpetualRoute("a")])
    case .forEachRow: perpetualFlow(stack: [.screen(.init(id: "a", rows: [.init(id: "r2")]))])
    }
  }

  /// The flow's own navigation step that removes the child (or the route holding it).
  var navigationRemoval: PerpetualFlow.Action {
    switch self {
    case .stacked: .navigation(.pop)
    case .modal: .modalRoute(.screen(.backTapped))  // `navigation(for:)` answers `.dismiss`
    case .nestedFlow: .route("nested-inner", .nested(.navigation(.pop)))
    case .ifLetChild: .navigation(.drop("a"))
    case .forEachRow: .route("a", .screen(.backTapped))  // `navigation(for:)` answers `.pop`
    }
  }

  /// The flow once its own navigation removed the child.
  var flowAfterNavigation: PerpetualFlow.State {
    switch self {
    case .stacked, .modal, .ifLetChild, .forEachRow: perpetualFlow()
    case .nestedFlow: perpetualFlow(stack: [.nested(innerFlow())])
    }
  }

  /// The action by which the screen closes itself with `.dismissSelf()`: the child itself, or,
  /// for a row, the screen that shows the rows.
  var closeItself: PerpetualFlow.Action {
    switch self {
    case .stacked: .route("a", .screen(.closeTapped))
    case .modal: .modalRoute(.screen(.closeTapped))
    case .nestedFlow: .route("nested-inner", .nested(.route("deep", .screen(.closeTapped))))
    case .ifLetChild: .route("a", .screen(.detail(.presented(.closeTapped))))
    case .forEachRow: .route("a", .screen(.closeTapped))
    }
  }

  /// What a screen that closes itself sends back, when its closing is an action: a presented
  /// child sends `.dismiss` to its parent, as TCA's `dismiss` dependency does, and a test
  /// receives it.
  var sentWhenClosingItself: PerpetualFlow.Action? {
    self == .ifLetChild ? .route("a", .screen(.detail(.dismiss))) : nil
  }

  /// The flow once the screen closed itself.
  var flowAfterClosingItself: PerpetualFlow.State {
    switch self {
    case .stacked, .modal, .forEachRow: perpetualFlow()
    case .nestedFlow: perpetualFlow(stack: [.nested(innerFlow())])
    case .ifLetChild: perpetualFlow(stack: [perpetualRoute("a")])
    }
  }

  /// The segments of a link (or the navigation of a snapshot) that no longer shows the child.
  var replacingSegments: [String] {
    switch self {
    case .stacked, .modal, .ifLetChild, .forEachRow: ["b"]
    case .nestedFlow: ["n-inner"]
    }
  }

  /// The flow once a link or a snapshot replaced its navigation.
  var flowReplaced: PerpetualFlow.State {
    switch self {
    case .stacked, .modal, .ifLetChild, .forEachRow: perpetualFlow(stack: [perpetualRoute("b")])
    case .nestedFlow: perpetualFlow(stack: [.nested(innerFlow())])
    }
  }
}

/// A plain screen route.
func perpetualRoute(_ id: String) -> PerpetualFlow.Route { .screen(.init(id: id)) }

/// A flow showing these routes.
func perpetualFlow(
  stack: [PerpetualFlow.Route] = [], modal: PerpetualFlow.Route? = nil
) -> PerpetualFlow.State {
  PerpetualFlow.State(navigation: .init(stack: stack, modal: modal))
}

/// The flow nested in the route "nested-inner".
func innerFlow(stack: [PerpetualFlow.Route] = []) -> PerpetualFlow.State {
  PerpetualFlow.State(navigation: .init(stack: stack), root: .init(id: "inner"))
}

/// The JSON a parent restores: the snapshot of a flow's navigation.
func savedNavigation(of flow: PerpetualFlow.State) -> Data {
  // Encoding these plain values cannot fail.
  (try? JSONEncoder().encode(NavigationSnapshot(of: flow))) ?? Data()
}

// MARK: - An app around the flow

/// How the app runs the flow whose child is removed.
enum Composition: String, CaseIterable, Sendable {
  /// `Scope(state: \.flow, action: /Action.flow) { PerpetualFlow(); PerpetualSibling() }`.
  case scope
  /// The same `Scope`, and the parent's `Reduce`, inside `CombineReducers`.
  case combined
  /// An optional flow under `ifLet`.
  case ifLet
  /// The flow is the route "nested-host" of an outer flow.
  case nestedRoute
  /// The flow is a field of a shell feature, which the app scopes to: the app is two levels up.
  case shell
}

/// Where the parent's `Reduce` runs, relative to the operator that runs the flow.
enum Placement: String, CaseIterable, Sendable {
  case before, after
}

/// A feature between the app and the flow.
struct PerpetualShell: Reducer {
  struct State: Equatable, DeepLinkable {
    var flow = PerpetualFlow.State()

    mutating func navigate(along link: inout DeepLinkReader) throws(DeepLinkError) {
      try link.open(&flow)
    }
    func appendLink(to link: inout DeepLink) { flow.appendLink(to: &link) }
  }
  enum Action: Equatable {
    case flow(PerpetualFlow.Action)
  }

  var body: some ReducerOf<Self> {
    Scope(state: \.flow, action: /Action.flow) {
      PerpetualFlow()
      PerpetualSibling()
    }
  }
}

/// What the app's own reducer is asked to do.
enum ParentStep: Equatable, Sendable {
  /// Removes the child of this kind in place.
  case remove(ChildKind)
  /// Decodes a saved `NavigationSnapshot` and restores it into the flow.
  case restore(Data)
}

/// The app: a flow composed as `composition` says, with the app's `Reduce` at `placement`.
struct PerpetualApp: Reducer {
  let composition: Composition
  let placement: Placement

  struct State: Equatable, DeepLinkable {
    /// How the app holds the flow; links go there.
    let composition: Composition
    var flow = PerpetualFlow.State()
    var optionalFlow: PerpetualFlow.State?
    var shell = PerpetualShell.State()

    /// The app's state holding `target` where `composition` runs it.
    init(composition: Composition, target: PerpetualFlow.State) {
      self.composition = composition
      placeTarget(target)
    }

    /// Replaces the flow whose child is removed.
    mutating func placeTarget(_ target: PerpetualFlow.State) {
      switch composition {
      case .scope, .combined: flow = target
      case .ifLet: optionalFlow = target
      case .nestedRoute:
        var target = target
        target.root.id = "host"
        flow = PerpetualFlow.State(navigation: .init(stack: [.nested(target)]))
      case .shell: shell.flow = target
      }
    }

    /// Changes the flow whose child is removed.
    mutating func modifyTarget(_ body: (inout PerpetualFlow.State) -> Void) {
      switch composition {
      case .scope, .combined: body(&flow)
      case .ifLet:
        guard var target = optionalFlow else { return }
        body(&target)
        optionalFlow = target
      case .nestedRoute:
        flow.navigation.modifyRoute("nested-host", as: /PerpetualFlow.Route.nested, body)
      case .shell: body(&shell.flow)
      }
    }

    mutating func navigate(along link: inout DeepLinkReader) throws(DeepLinkError) {
      switch composition {
      case .scope, .combined, .nestedRoute: try link.open(&flow)
      case .ifLet:
        guard var target = optionalFlow else { return }
        try link.open(&target)
        optionalFlow = target
      case .shell: try link.open(&shell)
      }
    }

    func appendLink(to link: inout DeepLink) {
      switch composition {
      case .scope, .combined, .nestedRoute: flow.appendLink(to: &link)
      case .ifLet: optionalFlow?.appendLink(to: &link)
      case .shell: shell.appendLink(to: &link)
      }
    }
  }
  enum Action: Equatable {
    case flow(PerpetualFlow.Action)
    case optionalFlow(PerpetualFlow.Action)
    case shell(PerpetualShell.Action)
    case parent(ParentStep)
    case openLink(DeepLink)
  }

  /// The app action that carries an action of the flow whose child is removed.
  static func embed(_ action: PerpetualFlow.Action, in composition: Composition) -> Action {
    switch composition {
    case .scope, .combined: .flow(action)
    case .ifLet: .optionalFlow(action)
    case .nestedRoute: .flow(.route("nested-host", .nested(action)))
    case .shell: .shell(.flow(action))
    }
  }

  /// The segments of a link to `segments` in the flow whose child is removed.
  static func link(to segments: [String], in composition: Composition) -> DeepLink {
    DeepLink(segments: composition == .nestedRoute ? ["n-host"] + segments : segments)
  }

  var body: some ReducerOf<Self> {
    CombineReducers { hosting }
      .deepLinks(action: /Action.openLink)
  }

  @ReducerBuilder<State, Action>
  var hosting: some ReducerOf<Self> {
    if composition == .combined {
      CombineReducers {
        if placement == .before { parent }
        Scope(state: \.flow, action: /Action.flow) {
          PerpetualFlow()
          PerpetualSibling()
        }
        if placement == .after { parent }
      }
    } else if composition == .ifLet {
      if placement == .before {
        parent
        EmptyReducer()
          .ifLet(\.optionalFlow, action: /Action.optionalFlow) {
            PerpetualFlow()
            PerpetualSibling()
          }
      } else {
        // An `ifLet` runs the child first, then the reducer it is applied to.
        parent
          .ifLet(\.optionalFlow, action: /Action.optionalFlow) {
            PerpetualFlow()
            PerpetualSibling()
          }
      }
    } else if composition == .shell {
      if placement == .before { parent }
      Scope(state: \.shell, action: /Action.shell) { PerpetualShell() }
      if placement == .after { parent }
    } else {
      if placement == .before { parent }
      Scope(state: \.flow, action: /Action.flow) {
        PerpetualFlow()
        PerpetualSibling()
      }
      if placement == .after { parent }
    }
  }

  var parent: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case let .flow(.route(id, .screen(.startAndLeave))):
        state.flow.navigation.drop(id)
      case .flow(.modalRoute(.screen(.startAndLeave))):
        state.flow.navigation.dismiss()
      case let .parent(.remove(kind)):
        state.modifyTarget { kind.removeInPlace(from: &$0) }
      case let .parent(.restore(data)):
        guard
          let snapshot = try? JSONDecoder().decode(
            NavigationSnapshot<PerpetualFlow.Route>.self, from: data)
        else { return .none }
        state.modifyTarget { snapshot.restore(into: &$0) }
      default:
        break
      }
      return .none
    }
  }
}

// MARK: - Tabs

/// A tab container of two flows.
struct PerpetualTabs: Reducer {
  enum Tab: String, CaseIterable, Hashable, Sendable {
    case left, right
  }
  struct State: Equatable, NavigationContainer {
    var selectedTab = Tab.left
    var left = PerpetualFlow.State()
    var right = PerpetualFlow.State()

    var containedFlows: [ContainedFlow] {
      [
        ContainedFlow("left", left, isSelected: selectedTab == .left),
        ContainedFlow("right", right, isSelected: selectedTab == .right),
      ]
    }
  }
  enum Action: Equatable {
    case tab(TabAction<Tab>)
    case left(PerpetualFlow.Action)
    case right(PerpetualFlow.Action)
    case clearTab(Tab)
  }

  var body: some ReducerOf<Self> {
    CombineReducers {
      Scope(state: \.left, action: /Action.left) { PerpetualFlow() }
      Scope(state: \.right, action: /Action.right) { PerpetualFlow() }
      Reduce { state, action in
        switch action {
        case .clearTab(.left): state.left.navigation = .init()
        case .clearTab(.right): state.right.navigation = .init()
        default: break
        }
        return .none
      }
    }
    .tabs(selection: \.selectedTab, action: /Action.tab) { tab in
      switch tab {
      case .left: .left(.navigation(.reset))
      case .right: .right(.navigation(.reset))
      }
    }
  }
}
