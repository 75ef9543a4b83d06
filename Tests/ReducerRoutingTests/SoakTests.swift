import Foundation
import ReducerRouting
import Testing

// The short version of `reducer-benchmarks --soak`: cycles of push → start a long-running
// effect in the pushed route → pop, directly and through two nested flows. Afterwards no
// effect runs, every effect that started was cancelled, and no route is left.

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
    #expect(events.count { $0.hasPrefix("cancel ") } == soakCycles)
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
    #expect(events.count { $0.hasPrefix("cancel ticker-") } == soakCycles)
    #expect(store.state == TopFlow.State())
  }
}
