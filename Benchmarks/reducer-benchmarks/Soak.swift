import ReducerRouting

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

// The soak (`reducer-benchmarks --soak`): many cycles of push → start a long-running effect in
// the pushed route → pop, for each scenario in `soakScenarios` (in a flow, through a nested
// flow, and in the tabs of a tab container). Afterwards no effect may run, no route may be
// left, and the resident memory must be within 10 % of what it was after the first 1,000
// cycles.

/// One way to run the cycle: a store, the cycle, and what to check afterwards.
///
/// A scenario is one more entry in ``soakScenarios``: build a store whose route starts a
/// long-running effect through ``SoakEffects/longRunning()``, and say how to push it, start
/// the effect and pop it.
struct SoakScenario {
  /// The running scenario's operations.
  struct Run {
    /// Pushes route number `index`, starts its effect, lets it start, and pops it.
    let cycle: @MainActor (_ index: Int) async -> Void
    /// The routes the store still shows, at every level; 0 after each cycle.
    let shownRoutes: @MainActor () -> Int
    /// The effects the store still runs.
    let runningEffects: @MainActor () -> Int
  }

  let name: String
  /// Makes a new store for the scenario, counting its effects in `effects`.
  let start: @MainActor (_ effects: SoakEffects) -> Run
}

/// The scenarios `--soak` runs, in order.
@MainActor
var soakScenarios: [SoakScenario] {
  [
    SoakScenario(name: "flow") { effects in
      let store = Store(initialState: SoakFlow.State()) { SoakFlow(effects: effects) }
      return SoakScenario.Run(
        cycle: { index in
          store.send(.navigation(.push(.worker(.init(id: index)))))
          store.send(.route(index, .worker(.start)))
          // Let the effect start before the route leaves.
          await Task.yield()
          store.send(.navigation(.pop))
        },
        shownRoutes: { store.state.navigation.stack.count },
        runningEffects: { store.runningEffectOrigins?.count ?? 0 }
      )
    },
    SoakScenario(name: "nested-flow") { effects in
      let store = Store(initialState: SoakOuterFlow.State()) { SoakOuterFlow(effects: effects) }
      return SoakScenario.Run(
        cycle: { index in
          // The outer flow pushes a nested flow, which pushes the route that starts the effect;
          // popping the outer route tears down the nested flow with its route.
          store.send(.navigation(.push(.inner(.init(root: .init(id: index))))))
          store.send(.route(index, .inner(.navigation(.push(.worker(.init(id: index)))))))
          store.send(.route(index, .inner(.route(index, .worker(.start)))))
          await Task.yield()
          store.send(.navigation(.pop))
        },
        shownRoutes: {
          store.state.navigation.stack.reduce(store.state.navigation.stack.count) { count, route in
            guard case let .inner(inner) = route else { return count }
            return count + inner.navigation.stack.count
          }
        },
        runningEffects: { store.runningEffectOrigins?.count ?? 0 }
      )
    },
    SoakScenario(name: "tab") { effects in
      let store = Store(initialState: SoakTabs.State()) { SoakTabs(effects: effects) }
      return SoakScenario.Run(
        cycle: { index in await tabCycle(store, index) },
        shownRoutes: {
          store.state.first.navigation.stack.count + store.state.second.navigation.stack.count
        },
        runningEffects: { store.runningEffectOrigins?.count ?? 0 }
      )
    },
  ]
}

/// One cycle of the `tab` scenario: the cycles alternate between the tabs (selecting the other
/// tab leaves the stacks as they are); two cycles in four pop the route directly, the other
/// two select the tab already selected, which pops it to its root through the container.
@MainActor
private func tabCycle(_ store: StoreOf<SoakTabs>, _ index: Int) async {
  let tab: SoakTabs.Tab = index.isMultiple(of: 2) ? .first : .second
  store.send(.tab(.select(tab)))
  store.send(.flow(tab, .navigation(.push(.worker(.init(id: index))))))
  store.send(.flow(tab, .route(index, .worker(.start))))
  await Task.yield()
  if (index / 2).isMultiple(of: 2) {
    store.send(.flow(tab, .navigation(.pop)))
  } else {
    store.send(.tab(.select(tab)))
  }
}

/// Counts the long-running effects of a soak: started, and ended (each ends only when it is
/// cancelled).
final class SoakEffects: Sendable {
  private let counts = LockedValue<(started: Int, ended: Int)>((0, 0))

  /// How many effects started.
  var started: Int { counts.withLock { $0.started } }
  /// How many effects ended.
  var ended: Int { counts.withLock { $0.ended } }

  /// An effect that runs until it is cancelled, counted here.
  func longRunning<Action>() -> Effect<Action> {
    .run { [self] _ in
      counts.withLock { $0.started += 1 }
      // Waits on a stream nothing feeds: the effect ends only by cancellation.
      let (stream, continuation) = AsyncStream<Void>.makeStream()
      for await _ in stream {}
      continuation.finish()
      counts.withLock { $0.ended += 1 }
    }
  }
}

/// What one scenario of the soak measured.
struct SoakResult {
  let name: String
  let cycles: Int
  let startedEffects: Int
  let endedEffects: Int
  let runningEffects: Int
  let shownRoutes: Int
  /// Resident bytes after the first ``baselineCycles`` cycles, or `nil` where unreadable.
  let baselineBytes: Double?
  /// Resident bytes after all the cycles.
  let finalBytes: Double?
  let seconds: Double

  /// The growth of the resident memory from the baseline, in percent.
  var growthPercent: Double? {
    guard let baselineBytes, let finalBytes, baselineBytes > 0 else { return nil }
    return (finalBytes - baselineBytes) / baselineBytes * 100
  }

  /// Why the scenario failed, or an empty list.
  var failures: [String] {
    var failures: [String] = []
    if runningEffects != 0 { failures.append("\(runningEffects) effects still run") }
    if startedEffects != endedEffects {
      failures.append("\(startedEffects) effects started but \(endedEffects) ended")
    }
    if startedEffects != cycles {
      failures.append("\(startedEffects) effects started for \(cycles) cycles")
    }
    if shownRoutes != 0 { failures.append("\(shownRoutes) routes are still shown") }
    if let growthPercent, growthPercent > soakMemoryTolerancePercent {
      failures.append(
        "resident memory grew \(format(growthPercent, decimals: 1)) % after the first "
          + "\(baselineCycles) cycles (the limit is \(format(soakMemoryTolerancePercent)) %)")
    }
    return failures
  }
}

/// The cycles after which the baseline memory is read.
let baselineCycles = 1_000
/// How much the resident memory may grow after the baseline.
let soakMemoryTolerancePercent = 10.0

/// Runs `cycles` cycles of a scenario; reads the memory after the first ``baselineCycles`` and
/// at the end, each time once every effect has ended.
@MainActor
func soak(_ scenario: SoakScenario, cycles: Int) async -> SoakResult {
  let effects = SoakEffects()
  let run = scenario.start(effects)
  let clock = ContinuousClock()
  let began = clock.now
  var baseline: Double?
  for index in 0..<cycles {
    await run.cycle(index)
    if index + 1 == min(baselineCycles, cycles) {
      await settle(run, effects)
      baseline = residentBytes()
    }
  }
  await settle(run, effects)
  let final = residentBytes()
  let elapsed = clock.now - began
  return SoakResult(
    name: scenario.name,
    cycles: cycles,
    startedEffects: effects.started,
    endedEffects: effects.ended,
    runningEffects: run.runningEffects(),
    shownRoutes: run.shownRoutes(),
    baselineBytes: baseline,
    finalBytes: final,
    seconds: Double(elapsed.components.seconds)
      + Double(elapsed.components.attoseconds) / 1e18
  )
}

/// Waits, up to 10 seconds, until the cancelled effects have wound down.
@MainActor
private func settle(_ run: SoakScenario.Run, _ effects: SoakEffects) async {
  let clock = ContinuousClock()
  let deadline = clock.now + .seconds(10)
  while run.runningEffects() != 0 || effects.started != effects.ended, clock.now < deadline {
    await Task.yield()
    try? await Task.sleep(for: .milliseconds(1))
  }
}

/// Runs every scenario, prints the figures, and returns whether all passed.
@MainActor
func runSoak(cycles: Int) async -> Bool {
  printLine(
    "soak: \(cycles) cycles of push → long-running effect → pop per scenario; "
      + "memory is the resident set after \(min(baselineCycles, cycles)) cycles and at the end")
  printLine(
    Table.pad("scenario", 14) + Table.pad("cycles", 9, right: true)
      + Table.pad("effects", 9, right: true)
      + Table.pad("RSS@\(min(baselineCycles, cycles))", 14, right: true)
      + Table.pad("RSS@end", 12, right: true) + Table.pad("growth", 9, right: true)
      + Table.pad("time", 10, right: true))
  var passed = true
  for scenario in soakScenarios {
    let result = await soak(scenario, cycles: cycles)
    printLine(
      Table.pad(result.name, 14) + Table.pad(String(result.cycles), 9, right: true)
        + Table.pad(String(result.startedEffects), 9, right: true)
        + Table.pad(mebibytes(result.baselineBytes), 14, right: true)
        + Table.pad(mebibytes(result.finalBytes), 12, right: true)
        + Table.pad(
          result.growthPercent.map { format($0, decimals: 1) + " %" } ?? "-", 9, right: true)
        + Table.pad(format(result.seconds, decimals: 2) + " s", 10, right: true))
    for failure in result.failures {
      printError("reducer-benchmarks: soak '\(result.name)' failed: \(failure).")
      passed = false
    }
  }
  return passed
}

/// Bytes as MiB with one decimal, or `-`.
private func mebibytes(_ bytes: Double?) -> String {
  bytes.map { format($0 / 1_048_576, decimals: 1) + " MiB" } ?? "-"
}

// MARK: - The flows

/// A screen that starts an effect that runs until it is cancelled.
struct SoakWorker: Reducer {
  struct State: Equatable {
    var id: Int
    var starts = 0
  }
  enum Action: Equatable { case start }

  let effects: SoakEffects

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    state.starts += 1
    return effects.longRunning()
  }
}

/// A flow whose routes are workers.
struct SoakFlow: RoutingReducer {
  enum Route: Routing, Equatable {
    case worker(SoakWorker.State)
    enum Action: Equatable { case worker(SoakWorker.Action) }
    var id: Int {
      switch self {
      case let .worker(state): state.id
      }
    }
  }
  struct State: RoutingState, Equatable {
    var navigation: Route.NavigationState = .init()
    var root = SoakWorker.State(id: -1)
  }
  enum Action: RoutingAction, Equatable {
    case navigation(Route.NavigationAction)
    case route(Route.ID, Route.Action)
    case modalRoute(Route.Action)
    case root(SoakWorker.Action)
  }

  let effects: SoakEffects

  var rootBody: some RootReducer<Self> { SoakWorker(effects: effects) }
  var routeBody: some RouteReducer<Self> {
    Scope(state: /Route.worker, action: /Route.Action.worker) { SoakWorker(effects: effects) }
  }
}

/// A flow whose routes are ``SoakFlow``s, shown by the id of their root screen.
struct SoakOuterFlow: RoutingReducer {
  enum Route: Routing, Equatable {
    case inner(SoakFlow.State)
    enum Action: Equatable { case inner(SoakFlow.Action) }
    var id: Int {
      switch self {
      case let .inner(state): state.root.id
      }
    }
  }
  struct State: RoutingState, Equatable {
    var navigation: Route.NavigationState = .init()
    var root = SoakWorker.State(id: -1)
  }
  enum Action: RoutingAction, Equatable {
    case navigation(Route.NavigationAction)
    case route(Route.ID, Route.Action)
    case modalRoute(Route.Action)
    case root(SoakWorker.Action)
  }

  let effects: SoakEffects

  var rootBody: some RootReducer<Self> { SoakWorker(effects: effects) }
  var routeBody: some RouteReducer<Self> {
    Scope(state: /Route.inner, action: /Route.Action.inner) { SoakFlow(effects: effects) }
  }
}

/// Two tabs, each a ``SoakFlow`` with its own stack.
struct SoakTabs: Reducer {
  enum Tab: Hashable, Sendable { case first, second }
  struct State: Equatable {
    var selectedTab = Tab.first
    var first = SoakFlow.State()
    var second = SoakFlow.State()
  }
  enum Action: Equatable {
    case tab(TabAction<Tab>)
    case first(SoakFlow.Action)
    case second(SoakFlow.Action)

    /// An action for the flow of `tab`.
    static func flow(_ tab: Tab, _ action: SoakFlow.Action) -> Self {
      switch tab {
      case .first: .first(action)
      case .second: .second(action)
      }
    }
  }

  let effects: SoakEffects

  var body: some ReducerOf<Self> {
    CombineReducers {
      Scope(state: \.first, action: /Action.first) { SoakFlow(effects: effects) }
      Scope(state: \.second, action: /Action.second) { SoakFlow(effects: effects) }
    }
    // Selecting the tab already selected pops its flow to its root.
    .tabs(selection: \.selectedTab, action: /Action.tab) { tab in
      switch tab {
      case .first: .first(.navigation(.reset))
      case .second: .second(.navigation(.reset))
      }
    }
  }
}

extension SoakTabs.State: NavigationContainer {
  var containedFlows: [ContainedFlow] {
    [
      ContainedFlow("first", first, isSelected: selectedTab == .first),
      ContainedFlow("second", second, isSelected: selectedTab == .second),
    ]
  }
}
