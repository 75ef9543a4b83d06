import ReducerRouting

/// Navigation-tree cases: the changes for one push on a 10,000-route stack, the changes
/// between two unrelated 10,000-route trees.
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
  ]
}

/// The tree of a bench flow whose stack holds a screen for each id, built from the state as
/// an app would.
func benchTree(ids: Range<Int>) -> NavigationTree {
  var state = BenchFlow.State()
  state.navigation.setStack(ids.map { .screen(.init(id: $0)) })
  return NavigationTree(of: state)
}
