import Foundation
import ReducerRouting

// The app the whole-tree property test drives (see AppPropertyTests.swift):
//
// PApp ─ tabs a, b: PFlow ─ routes: .screen(PScreen) │ .nested(PFlow) (flows in flows)
//      └ split column `detail`: PFlow?, shown by a tab root's `openDetail`
//
// Every screen has an `ifLet` child, `forEach` items and an `ifCaseLet` mode, and each of
// them, like the screen, starts an effect that runs until it is cancelled, registered under
// the tag of the instance that started it.

// MARK: - Effects

/// Which effects run, by the tag of the screen or child instance that started them.
final class EffectRegistry: @unchecked Sendable {
  private let lock = NSLock()
  private var running: [Int: String] = [:]
  private var nextToken = 0
  private var dismissals = 0

  func start(_ tag: String) -> Int {
    lock.withLock {
      nextToken += 1
      running[nextToken] = tag
      return nextToken
    }
  }

  func stop(_ token: Int) { lock.withLock { _ = running.removeValue(forKey: token) } }

  /// The tags of the instances whose effects run.
  var runningTags: Set<String> { lock.withLock { Set(running.values) } }

  /// How many effects have sent `dismissSelf()`.
  var dismissalCount: Int { lock.withLock { dismissals } }

  func noteDismissal() { lock.withLock { dismissals += 1 } }

  /// An effect that runs until it is cancelled, registered under `tag` while it runs.
  func longRunning<Action>(_ tag: String) -> Effect<Action> {
    .run { [self] _ in
      // Registered only while not cancelled, under one lock with the cancellation, so that
      // the registry never shows an effect the store already cancelled.
      let entry = EffectEntry()
      await withTaskCancellationHandler {
        entry.register(tag, in: self)
        let (stream, continuation) = AsyncStream<Void>.makeStream()
        for await _ in stream {}
        continuation.finish()
      } onCancel: {
        entry.cancel(in: self)
      }
      entry.cancel(in: self)
    }
  }
}

/// One effect's registration, and whether it was cancelled.
final class EffectEntry: @unchecked Sendable {
  private let lock = NSLock()
  private var token: Int?
  private var isCancelled = false

  func register(_ tag: String, in registry: EffectRegistry) {
    lock.withLock {
      guard !isCancelled else { return }
      token = registry.start(tag)
    }
  }

  func cancel(in registry: EffectRegistry) {
    lock.withLock {
      isCancelled = true
      if let token { registry.stop(token) }
      token = nil
    }
  }
}

// MARK: - Screens and their children

/// A child of a screen (an `ifLet` detail, a `forEach` item, an `ifCaseLet` mode).
struct PChild: Reducer {
  struct State: Equatable, Identifiable, Sendable {
    var tag: String
    var id: String { tag }
  }
  enum Action: Equatable, Sendable { case start }

  let registry: EffectRegistry

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    registry.longRunning(state.tag)
  }
}

/// A screen's mode, whose child `ifCaseLet` runs.
struct PMode: Reducer {
  enum State: Equatable, Sendable {
    case idle
    case child(PChild.State)
  }
  enum Action: Equatable, Sendable {
    case set(State)
    case child(PChild.Action)
  }

  let registry: EffectRegistry

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      if case let .set(mode) = action { state = mode }
      return .none
    }
    .ifCaseLet(/State.child, action: /Action.child) { PChild(registry: registry) }
  }
}

/// A screen: an effect of its own, closing itself at once or from an effect, and children.
struct PScreen: Reducer {
  struct State: Equatable, Sendable {
    var id: String
    var tag: String
    var detail: PChild.State?
    var items: IdentifiedArrayOf<PChild.State> = []
    var mode = PMode.State.idle
  }
  enum Action: Equatable, Sendable {
    case start
    case close
    case closeLater
    /// Shows a detail column (for a tab's root screen; see `PApp.detail(for:in:)`).
    case openDetail(id: String, tag: String)
    case showDetail(tag: String)
    case hideDetail
    case addItem(tag: String)
    case removeItem(tag: String)
    case detail(PChild.Action)
    case item(String, PChild.Action)
    case mode(PMode.Action)
  }

  let registry: EffectRegistry

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .start:
        return registry.longRunning(state.tag)
      case .close:
        return .dismissSelf()
      case .closeLater:
        return .run { [registry] send in
          await send.dismissSelf()
          registry.noteDismissal()
        }
      case let .showDetail(tag):
        state.detail = PChild.State(tag: tag)
      case .hideDetail:
        state.detail = nil
      case let .addItem(tag):
        state.items.append(PChild.State(tag: tag))
      case let .removeItem(tag):
        state.items.remove(id: tag)
      case .openDetail, .detail, .item, .mode:
        break
      }
      return .none
    }
    .ifLet(\.detail, action: /Action.detail) { PChild(registry: registry) }
    .forEach(\.items, action: /Action.item) { PChild(registry: registry) }
    Scope(state: \.mode, action: /Action.mode) { PMode(registry: registry) }
  }
}

// MARK: - Flows

/// A flow whose routes are screens or flows of its own type, with logic around `routing`
/// that pops by hand.
struct PFlow: RoutingReducer {
  enum Route: Routing, Equatable, Sendable {
    case screen(PScreen.State)
    indirect case nested(PFlow.State)
    enum Action: Equatable, Sendable {
      case screen(PScreen.Action)
      indirect case nested(PFlow.Action)
    }
    var id: String {
      switch self {
      case let .screen(screen): screen.id
      case let .nested(flow): flow.root.id
      }
    }
  }
  struct State: RoutingState, Equatable, Identifiable, Sendable {
    var navigation: Route.NavigationState = .init()
    var root: PScreen.State
    var id: String { root.id }
  }
  enum Action: RoutingAction, Equatable, Sendable {
    case navigation(Route.NavigationAction)
    case route(Route.ID, Route.Action)
    case modalRoute(Route.Action)
    case root(PScreen.Action)
    case handPopToRoot
  }

  let registry: EffectRegistry

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      if case .handPopToRoot = action { state.navigation.popToRoot() }
      return .none
    }
    routing
  }
  var rootBody: some RootReducer<Self> { PScreen(registry: registry) }
  var routeBody: some RouteReducer<Self> {
    Scope(state: /Route.screen, action: /Route.Action.screen) { PScreen(registry: registry) }
    Scope(state: /Route.nested, action: /Route.Action.nested) { PFlow(registry: registry) }
  }
}

extension PFlow.State: DeepLinkableFlow {
  /// The built-in styles, and the custom `drawer` the tests present.
  static var linkModalStyles: [ModalStyle] { [.sheet, .fullScreen, .popover, "drawer"] }

  /// `s<n>/<tag>` is a screen, `n<n>/<tag>` a nested flow whose root screen has that id.
  static func route(for segment: String, in link: inout DeepLinkReader) throws(DeepLinkError)
    -> PFlow.Route
  {
    guard let kind = segment.first, "sn".contains(kind), Int(segment.dropFirst()) != nil else {
      throw link.unknownSegment(expected: ["s<number>", "n<number>"])
    }
    let screen = PScreen.State(id: segment, tag: try link.parameter("tag"))
    return kind == "s" ? .screen(screen) : .nested(PFlow.State(root: screen))
  }

  static func segments(for route: PFlow.Route) -> [String] {
    switch route {
    case let .screen(screen): [screen.id, screen.tag]
    case let .nested(flow): [flow.root.id, flow.root.tag]
    }
  }

  static let nestedLinks = [NestedLink(/PFlow.Route.nested)]
}

// MARK: - The app: tabs and a split column

struct PApp: Reducer {
  enum Tab: String, CaseIterable, Hashable, Sendable { case a, b }
  struct State: Equatable, Sendable {
    var selected = Tab.a
    var a = PFlow.State(root: PScreen.State(id: "rootA", tag: "rootA"))
    var b = PFlow.State(root: PScreen.State(id: "rootB", tag: "rootB"))
    var detail: PFlow.State?
  }
  enum Action: Sendable {
    case tab(TabAction<Tab>)
    case a(PFlow.Action)
    case b(PFlow.Action)
    case detail(PFlow.Action)
    case closeDetail
    case openLink(DeepLink)
  }

  let registry: EffectRegistry

  var body: some ReducerOf<Self> {
    CombineReducers {
      Reduce { state, action in
        if case .closeDetail = action { state.detail = nil }
        return .none
      }
      Scope(state: \.a, action: /Action.a) { PFlow(registry: registry) }
      Scope(state: \.b, action: /Action.b) { PFlow(registry: registry) }
    }
    .splitColumn(\.detail, action: /Action.detail, shownBy: Self.detail) {
      PFlow(registry: registry)
    }
    .tabs(selection: \.selected, action: /Action.tab) { tab in
      switch tab {
      case .a: .a(.navigation(.popToRoot))
      case .b: .b(.navigation(.popToRoot))
      }
    }
    .deepLinks(action: /Action.openLink)
  }

  /// The detail column a tab's root screen opens.
  static func detail(for action: Action, in state: State) -> PFlow.State? {
    switch action {
    case let .a(.root(.openDetail(id, tag))), let .b(.root(.openDetail(id, tag))):
      PFlow.State(root: PScreen.State(id: id, tag: tag))
    default:
      nil
    }
  }
}

extension PApp.State: NavigationContainer {
  var containedFlows: [ContainedFlow] {
    [
      ContainedFlow("a", a, isSelected: selected == .a),
      ContainedFlow("b", b, isSelected: selected == .b),
      ContainedFlow("detail", detail),
    ]
  }
}

extension PApp.State: DeepLinkable {
  mutating func navigate(along link: inout DeepLinkReader) throws(DeepLinkError) {
    guard let name = link.next(), let tab = PApp.Tab(rawValue: name) else {
      throw link.unknownSegment(expected: PApp.Tab.allCases.map(\.rawValue))
    }
    selected = tab
    switch tab {
    case .a: try link.open(&a)
    case .b: try link.open(&b)
    }
  }

  func appendLink(to link: inout DeepLink) {
    link.segments.append(selected.rawValue)
    switch selected {
    case .a: a.appendLink(to: &link)
    case .b: b.appendLink(to: &link)
    }
  }
}

// MARK: - Seeds

/// The seeds a property test runs: the one in `NAVIGATION_PROPERTY_SEED`, to replay a failure
/// with the seed it printed; otherwise as many seeds as `runs` says, from `first` on.
/// `NAVIGATION_PROPERTY_STATS=1` makes `AppPropertyTests` print how often each kind of step and
/// outcome happened.
func propertySeeds(from first: UInt64, runs: PropertyRuns = .navigation) -> [UInt64] {
  let environment = ProcessInfo.processInfo.environment
  if let seed = environment["NAVIGATION_PROPERTY_SEED"].flatMap(UInt64.init) { return [seed] }
  return (0..<UInt64(runs.count)).map { first + $0 }
}

/// How many sequences a property test runs, and the environment variable that sets it.
///
/// - `navigation`: the two random navigation tests (a flow, a whole app),
///   `NAVIGATION_PROPERTY_RUNS`, 300 by default; CI runs 2,000, the size asked of CI for them.
/// - `ui`: the tests of what a UI writes (paths, bindings) and of the adapters' convergence,
///   `UI_PROPERTY_RUNS`, with each test's own default; CI runs 500, so that they do not hold
///   the main actor for minutes (the SwiftUI one costs about 80 ms a sequence).
enum PropertyRuns {
  case navigation
  case ui(default: Int)

  /// The number of sequences: the environment variable's value, or the default.
  var count: Int {
    let environment = ProcessInfo.processInfo.environment
    switch self {
    case .navigation:
      return max(environment["NAVIGATION_PROPERTY_RUNS"].flatMap(Int.init) ?? 300, 0)
    case let .ui(fallback):
      return max(environment["UI_PROPERTY_RUNS"].flatMap(Int.init) ?? fallback, 0)
    }
  }
}
