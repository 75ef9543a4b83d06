import ReducerRouting

/// Navigation-tree cases: the changes for one push on a 10,000-route stack, the changes
/// between two unrelated 10,000-route trees, and an action that does not navigate through a
/// store connected to a renderer (its floor: the same action through a store without one).
@MainActor
var treeBenchmarks: [Benchmark] {
  [
    Benchmark("tree.changes.push10000") {
      let old = opaque(benchTree(ids: 0..<10_000))
      let new = opaque(benchTree(ids: 0..<10_001))
      return { n in
        var count = 0
        for _ in 0..<n { count &+= old.changes(to: new).count }
        blackHole(count)
      }
    },
    Benchmark("tree.changes.unrelated10000") {
      let old = opaque(benchTree(ids: 0..<10_000))
      let new = opaque(benchTree(ids: 10_000..<20_000))
      return { n in
        var count = 0
        for _ in 0..<n { count &+= old.changes(to: new).count }
        blackHole(count)
      }
    },
    // Context: building the tree of a 10,000-route stack from its state, which a connected
    // store does after each action that navigates.
    Benchmark("tree.build.10000") {
      var state = BenchFlow.State()
      state.navigation.setStack((0..<10_000).map { .screen(.init(id: $0)) })
      let built = opaque(state)
      return { n in
        var count = 0
        for _ in 0..<n { count &+= NavigationTree(of: built).nodes.count }
        blackHole(count)
      }
    },
    // The floor is the same store with an observer that does nothing: what the store costs
    // once anything observes it. The ratio is what the connection adds.
    Benchmark("render.idle", floor: { idleSend(connected: false) }) {
      idleSend(connected: true)
    },
  ]
}

/// A renderer that confirms at once and shows nothing.
@MainActor
final class NullRenderer: NavigationRenderer {
  var batches = 0
  func render(_ changes: [NavigationChange], confirmation: NavigationConfirmation) {
    batches += 1
    confirmation.confirm()
  }
}

/// Sends a root-screen action, which does not navigate, to a flow with ten routes on its
/// stack, observed by a renderer's connection or by an observer that does nothing.
@MainActor
func idleSend(connected: Bool) -> Benchmark.Workload {
  var state = BenchFlow.State()
  state.navigation.setStack((0..<10).map { .screen(.init(id: $0)) })
  let store = Store(initialState: state) { BenchFlow() }
  let renderer = NullRenderer()
  let connection = connected ? store.render(to: renderer) : nil
  let token = connected ? nil : store.observe { _ in }
  let action = opaque(BenchFlow.Action.root(.increment))
  return { n in
    for _ in 0..<n { store.send(action) }
    blackHole(store.state.root.count)
    blackHole(connection?.isConnected)
    blackHole(token)
    blackHole(renderer.batches)
  }
}

/// The tree of a bench flow whose stack holds a screen for each id, built from the state as
/// an app would.
func benchTree(ids: Range<Int>) -> NavigationTree {
  var state = BenchFlow.State()
  state.navigation.setStack(ids.map { .screen(.init(id: $0)) })
  return NavigationTree(of: state)
}
