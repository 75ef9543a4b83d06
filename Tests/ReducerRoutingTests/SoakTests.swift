import Foundation
import ReducerRouting
import Testing

// The short version of `reducer-benchmarks --soak`: cycles of push → start a long-running
// effect in the pushed route → pop, directly, through two nested flows, and in the tabs of a
// tab container. Afterwards no effect runs, every effect that started was cancelled, and no
// route is left.

/// The cycles each soak test runs.
private let soakCycles = 2_000

/// Whether the tests that keep the main actor busy for seconds run: with
/// `REDUCER_HEAVY_TESTS=1`, on their own (`swift test --filter "DepthTests|SoakTests"`),
/// so that they do not starve the tests beside them that wait on timers with short timeouts.
let heavyTestsEnabled = ProcessInfo.processInfo.environment["REDUCER_HEAVY_TESTS"] == "1"

@MainActor
@Suite(.enabled(if: heavyTestsEnabled, "set REDUCER_HEAVY_TESTS=1 and run it on its own"))
struct SoakTests {
  @Test func pushStartPopLeavesNoEffectAndNoRoute() async {
    let log = EventLog<String>()
    let store = Store(initialState: TopFlow.State()) { TopFlow(log: log) }
    let issues = await withDiagnostics {
      for index in 0..<soakCycles {
        let id = "ticker-\(index)"
        store.send(.navigation(.push(.ticker(.init(name: id)))))
        store.send(.route(id, .ticker(.start)))
        // Let the effect start before its route leaves.
        await Task.yield()
        store.send(.navigation(.pop))
        #expect(store.state.navigation.stack.isEmpty)
      }
    }
    #expect(kinds(issues).isEmpty)
    #expect(await store.settles(within: .seconds(10)), "an effect still runs after the soak")
    let events = log.values
    #expect(events.count { $0.hasPrefix("start ") } == soakCycles)
    // An effect's cancellation handler runs on its own task: the last one may log after the
    // store has already let the effect go.
    #expect(await everyStartedEffectIsCancelledOnce(in: log, prefix: ""))
    #expect(store.state == TopFlow.State())
  }

  @Test func pushStartPopThroughNestedFlowsLeavesNoEffectAndNoRoute() async {
    let log = EventLog<String>()
    let store = Store(initialState: TopFlow.State()) { TopFlow(log: log) }
    let issues = await withDiagnostics {
      for index in 0..<soakCycles {
        let (mid, leaf, ticker) = ("mid-\(index)", "leaf-\(index)", "ticker-\(index)")
        store.send(.navigation(.push(.mid(.init(root: .init(name: mid))))))
        store.send(.mid(mid, .navigation(.push(.leaf(.init(root: .init(name: leaf)))))))
        store.send(.mid(mid, .leaf(leaf, .navigation(.push(.ticker(.init(name: ticker)))))))
        store.send(.mid(mid, .leaf(leaf, .route(ticker, .ticker(.start)))))
        #expect(store.state.mid(mid)?.leaf(leaf)?.navigation.stack.ids == [ticker])
        await Task.yield()
        // Popping the top route tears down the two flows nested in it, with the timer.
        store.send(.navigation(.pop))
        #expect(store.state.navigation.stack.isEmpty)
      }
    }
    #expect(kinds(issues).isEmpty)
    #expect(await store.settles(within: .seconds(10)), "an effect still runs after the soak")
    let events = log.values
    #expect(events.count { $0.hasPrefix("start ticker-") } == soakCycles)
    // An effect's cancellation handler runs on its own task: the last one may log after the
    // store has already let the effect go.
    #expect(await everyStartedEffectIsCancelledOnce(in: log, prefix: "ticker-"))
    #expect(store.state == TopFlow.State())
  }

  @Test func pushStartPopInTabsLeavesNoEffectAndNoRoute() async {
    let log = EventLog<String>()
    let store = Store(initialState: SoakTabs.State()) { SoakTabs(log: log) }
    let issues = await withDiagnostics {
      for index in 0..<soakCycles {
        // Alternate the tabs; two cycles in four pop directly, the other two select the tab
        // already selected, which pops its flow to its root.
        let tab: SoakTabs.Tab = index.isMultiple(of: 2) ? .first : .second
        let id = "ticker-\(index)"
        store.send(.tab(.select(tab)))
        #expect(store.state.selectedTab == tab)
        store.send(.flow(tab, .navigation(.push(.ticker(.init(name: id))))))
        store.send(.flow(tab, .route(id, .ticker(.start))))
        #expect(store.state[tab].navigation.stack.ids == [id])
        await Task.yield()
        if (index / 2).isMultiple(of: 2) {
          store.send(.flow(tab, .navigation(.pop)))
        } else {
          store.send(.tab(.select(tab)))
        }
        #expect(store.state.selectedTab == tab)
        #expect(store.state.first.navigation.stack.isEmpty)
        #expect(store.state.second.navigation.stack.isEmpty)
      }
    }
    #expect(kinds(issues).isEmpty)
    #expect(await store.settles(within: .seconds(10)), "an effect still runs after the soak")
    let events = log.values
    #expect(events.count { $0.hasPrefix("start ") } == soakCycles)
    // An effect's cancellation handler runs on its own task: the last one may log after the
    // store has already let the effect go.
    #expect(await everyStartedEffectIsCancelledOnce(in: log, prefix: ""))
    #expect(store.state == SoakTabs.State(selectedTab: .second))
  }
}

/// Whether, within a minute, every effect whose name starts with `prefix` that logged `start`
/// has logged `cancel` once and none other has; records what differs when not.
@MainActor
private func everyStartedEffectIsCancelledOnce(
  in log: EventLog<String>, prefix: String
) async -> Bool {
  func names(_ verb: String) -> [String] {
    log.values.filter { $0.hasPrefix("\(verb) \(prefix)") }
      .map { String($0.dropFirst(verb.count + 1)) }
  }
  if await eventually({ names("cancel").sorted() == names("start").sorted() }) { return true }
  let (started, cancelled) = (names("start"), names("cancel"))
  let neverCancelled = Set(started).subtracting(cancelled).sorted().prefix(5)
  let twice = Dictionary(grouping: cancelled, by: { $0 }).filter { $0.value.count > 1 }.keys
  Issue.record(
    """
    \(started.count) effects started, \(cancelled.count) cancellations logged; never \
    cancelled: \(Array(neverCancelled)); cancelled more than once: \(twice.sorted().prefix(5))
    """)
  return false
}

/// Two tabs, each a ``TopFlow`` with its own stack.
private struct SoakTabs: Reducer {
  enum Tab: Hashable, Sendable { case first, second }
  struct State: Equatable {
    var selectedTab = Tab.first
    var first = TopFlow.State()
    var second = TopFlow.State()

    /// The flow of a tab.
    subscript(tab: Tab) -> TopFlow.State {
      switch tab {
      case .first: first
      case .second: second
      }
    }
  }
  enum Action: Equatable {
    case tab(TabAction<Tab>)
    case first(TopFlow.Action)
    case second(TopFlow.Action)

    /// An action for the flow of `tab`.
    static func flow(_ tab: Tab, _ action: TopFlow.Action) -> Self {
      switch tab {
      case .first: .first(action)
      case .second: .second(action)
      }
    }
  }

  let log: EventLog<String>

  var body: some ReducerOf<Self> {
    CombineReducers {
      Scope(state: \.first, action: /Action.first) { TopFlow(log: log) }
      Scope(state: \.second, action: /Action.second) { TopFlow(log: log) }
    }
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
