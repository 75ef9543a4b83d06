import ReducerRouting

// Three flows nested in each other, TopFlow > MidFlow > LeafFlow, each with a timer screen
// and a root screen that can start a timer and close its flow. Every effect logs when it
// starts and when it is cancelled, so tests see which effects stopped and in what order.

/// The body of a long-running effect: logs `start <name>`, then ticks every 5 ms until it is
/// cancelled, and logs `cancel <name>` once, the moment it is cancelled.
///
/// The line is also written when the loop sees the cancellation, in case the handler was not
/// called: Swift 6.3.1's runtime on Linux sometimes skips the cancellation handler of a task
/// cancelled while it sleeps or yields in a loop. A detached task looping on
/// `while !Task.isCancelled { try? await Task.sleep(for: .microseconds(50)) }` inside
/// `withTaskCancellationHandler`, cancelled after one `Task.yield()` of its creator, ended
/// with its handler never called in 1 of 30,000 runs (18 to 89 in 100,000 with
/// `Task.yield()` in the loop); a task suspended on a continuation, as `Task.never()` and
/// `TestClock.sleep` are, lost none in 200,000. It once failed the soak test in CI: every
/// effect had ended, not every `cancel` line was there.
func tickingEffect<Action>(
  _ name: String,
  log: EventLog<String>?,
  tick: Action
) -> Effect<Action> where Action: Sendable {
  .run { send in
    log?.append("start \(name)")
    let logged = LockedValue(false)
    let logCancel: @Sendable () -> Void = {
      let first = logged.withLock { logged in
        defer { logged = true }
        return !logged
      }
      if first { log?.append("cancel \(name)") }
    }
    await withTaskCancellationHandler {
      while !Task.isCancelled {
        try? await Task.sleep(for: .milliseconds(5))
        await send(tick)
      }
    } onCancel: {
      logCancel()
    }
    // The loop ends only when the task is cancelled.
    logCancel()
  }
}

/// A screen with a timer that it can stop by its cancellation id.
struct Ticker: Reducer {
  struct TimerID: Hashable, Sendable {}

  struct State: Hashable, Codable, Sendable {
    var name: String
    var ticks = 0
  }
  enum Action: Equatable, Sendable { case start, stop, tick, closeSelf, echo }

  var log: EventLog<String>?

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .start:
      return tickingEffect(state.name, log: log, tick: .tick).cancellable(id: TimerID())
    case .stop:
      return .cancel(id: TimerID())
    case .tick:
      state.ticks += 1
      return .none
    case .closeSelf:
      return .dismissSelf()
    case .echo:
      return .send(.tick)
    }
  }
}

/// The root screen of a nested flow; its name is the id of the route that shows the flow.
struct Home: Reducer {
  struct State: Hashable, Codable, Sendable {
    var name: String
    var taps: [String] = []
    var ticks = 0
  }
  enum Action: Equatable, Sendable { case tap(String), start, tick, closeSelf }

  var log: EventLog<String>?

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case let .tap(value):
      state.taps.append(value)
      return .none
    case .start:
      return tickingEffect(state.name, log: log, tick: .tick)
    case .tick:
      state.ticks += 1
      return .none
    case .closeSelf:
      return .dismissSelf()
    }
  }
}

struct LeafFlow: RoutingReducer {
  enum Route: Routing, Hashable, Codable, Sendable {
    case ticker(Ticker.State)
    enum Action: Equatable, Sendable { case ticker(Ticker.Action) }
    var id: String {
      switch self {
      case let .ticker(state): state.name
      }
    }
  }
  struct State: RoutingState, Hashable, Codable, Sendable {
    var navigation: Route.NavigationState = .init()
    var root: Home.State
  }
  enum Action: RoutingAction, Equatable, Sendable {
    case navigation(Route.NavigationAction)
    case route(Route.ID, Route.Action)
    case modalRoute(Route.Action)
    case root(Home.Action)
  }

  var log: EventLog<String>?

  var rootBody: some RootReducer<Self> { Home(log: log) }
  var routeBody: some RouteReducer<Self> {
    Scope(state: /Route.ticker, action: /Route.Action.ticker) { Ticker(log: log) }
  }
}

struct MidFlow: RoutingReducer {
  enum Route: Routing, Hashable, Codable, Sendable {
    case ticker(Ticker.State)
    case leaf(LeafFlow.State)
    enum Action: Equatable, Sendable {
      case ticker(Ticker.Action)
      case leaf(LeafFlow.Action)
    }
    var id: String {
      switch self {
      case let .ticker(state): state.name
      case let .leaf(state): state.root.name
      }
    }
  }
  struct State: RoutingState, Hashable, Codable, Sendable {
    var navigation: Route.NavigationState = .init()
    var root: Home.State
  }
  enum Action: RoutingAction, Equatable, Sendable {
    case navigation(Route.NavigationAction)
    case route(Route.ID, Route.Action)
    case modalRoute(Route.Action)
    case root(Home.Action)
  }

  var log: EventLog<String>?

  var rootBody: some RootReducer<Self> { Home(log: log) }
  var routeBody: some RouteReducer<Self> {
    Scope(state: /Route.ticker, action: /Route.Action.ticker) { Ticker(log: log) }
    Scope(state: /Route.leaf, action: /Route.Action.leaf) { LeafFlow(log: log) }
  }
}

struct TopFlow: RoutingReducer {
  enum Route: Routing, Hashable, Codable, Sendable {
    case ticker(Ticker.State)
    case mid(MidFlow.State)
    enum Action: Equatable, Sendable {
      case ticker(Ticker.Action)
      case mid(MidFlow.Action)
    }
    var id: String {
      switch self {
      case let .ticker(state): state.name
      case let .mid(state): state.root.name
      }
    }
  }
  struct State: RoutingState, Hashable, Codable, Sendable {
    var navigation: Route.NavigationState = .init()
    var root: Home.State = .init(name: "top")
  }
  enum Action: RoutingAction, Equatable, Sendable {
    case navigation(Route.NavigationAction)
    case route(Route.ID, Route.Action)
    case modalRoute(Route.Action)
    case root(Home.Action)
  }

  var log: EventLog<String>?

  var rootBody: some RootReducer<Self> { Home(log: log) }
  var routeBody: some RouteReducer<Self> {
    Scope(state: /Route.ticker, action: /Route.Action.ticker) { Ticker(log: log) }
    Scope(state: /Route.mid, action: /Route.Action.mid) { MidFlow(log: log) }
  }
}

// MARK: - Addressing nested screens

extension TopFlow.Action {
  /// An action for the mid flow pushed on the top stack with this id.
  static func mid(_ id: String, _ action: MidFlow.Action) -> Self { .route(id, .mid(action)) }
  /// An action for the mid flow presented as the top modal.
  static func modalMid(_ action: MidFlow.Action) -> Self { .modalRoute(.mid(action)) }
}

extension MidFlow.Action {
  /// An action for the leaf flow pushed on the mid stack with this id.
  static func leaf(_ id: String, _ action: LeafFlow.Action) -> Self { .route(id, .leaf(action)) }
}

extension TopFlow.State {
  /// The mid flow pushed with this id, if any.
  func mid(_ id: String) -> MidFlow.State? {
    guard case let .mid(state)? = navigation.stack[id: id] else { return nil }
    return state
  }

  /// The ticks of the timer screen pushed with this id on the top stack.
  func tickerTicks(_ id: String) -> Int? {
    guard case let .ticker(state)? = navigation.stack[id: id] else { return nil }
    return state.ticks
  }
}

extension MidFlow.State {
  /// The leaf flow pushed with this id, if any.
  func leaf(_ id: String) -> LeafFlow.State? {
    guard case let .leaf(state)? = navigation.stack[id: id] else { return nil }
    return state
  }
}

extension LeafFlow.State {
  /// The ticks of the timer screen pushed with this id.
  func tickerTicks(_ id: String) -> Int? {
    guard case let .ticker(state)? = navigation.stack[id: id] else { return nil }
    return state.ticks
  }
}

/// A top flow showing `t1`, then the mid flow `m` (showing `x`, then the leaf flow `l` showing
/// `y`), and the stores of the two nested flows as their views scope them (ScreenPathTests,
/// ErasedScreenPathTests).
@MainActor
func nestedStores() -> (
  Store<TopFlow.State, TopFlow.Action>, Store<MidFlow.State, MidFlow.Action>,
  Store<LeafFlow.State, LeafFlow.Action>
) {
  let store = Store(initialState: TopFlow.State()) { TopFlow() }
  store.send(.navigation(.push(.ticker(.init(name: "t1")))))
  store.send(.navigation(.push(.mid(.init(root: .init(name: "m"))))))
  store.send(.mid("m", .navigation(.push(.ticker(.init(name: "x"))))))
  store.send(.mid("m", .navigation(.push(.leaf(.init(root: .init(name: "l")))))))
  store.send(.mid("m", .leaf("l", .navigation(.push(.ticker(.init(name: "y")))))))
  let mid = store.routeStore(id: "m")!.scope(
    state: /TopFlow.Route.mid, action: /TopFlow.Route.Action.mid)!
  let leaf = mid.routeStore(id: "l")!.scope(
    state: /MidFlow.Route.leaf, action: /MidFlow.Route.Action.leaf)!
  return (store, mid, leaf)
}
