import ReducerRouting

/// Depth cases: 64 flows nested in each other (``FolderFlow``: 63 folders in the outermost
/// flow, each pushed on the stack of the one above it, and an `info` screen on the innermost
/// stack). Building the tree of the nesting, diffing it against the same nesting without the
/// innermost screen, opening a 64-level link through a store, and an action for the innermost
/// screen.
@MainActor
var depthBenchmarks: [Benchmark] {
  [
    // What a connected store does after each action that navigates, for the 64 levels.
    Benchmark("tree.build.nested64") {
      let state = opaque(folderNesting(prefix: "a", leaf: true))
      return { n in
        var count = 0
        for _ in 0..<n { count &+= NavigationTree(of: state).nodes.count }
        blackHole(count)
      }
    },
    // What a SwiftUI navigation stack reads on each render of the 64 levels: the path of one
    // stack over the nested flows, read from the outermost flow's navigation (no tree, no plan).
    Benchmark("screenPath.nested64") {
      let store = Store(initialState: folderNesting(prefix: "a", leaf: true)) { FolderFlow() }
      return { n in
        var count = 0
        for _ in 0..<n { count &+= store.screenPath().count }
        blackHole(count)
      }
    },
    // Context: the same path from the plan of the tree, what UIKit's renderer works out after
    // each navigation, and what each read of the SwiftUI path built before.
    Benchmark("plan.build.nested64") {
      let state = opaque(folderNesting(prefix: "a", leaf: true))
      return { n in
        var count = 0
        for _ in 0..<n {
          if case let .stack(shown) = NavigationStackPlan(NavigationTree(of: state)).top {
            count &+= shown.screens.count
          }
        }
        blackHole(count)
      }
    },
    // The innermost screen popped: the diff goes down the 64 levels, comparing each stack.
    Benchmark("tree.changes.nested64") {
      let old = opaque(NavigationTree(of: folderNesting(prefix: "a", leaf: true)))
      let new = opaque(NavigationTree(of: folderNesting(prefix: "a", leaf: false)))
      return { n in
        var count = 0
        for _ in 0..<n { count &+= old.changes(to: new).count }
        blackHole(count)
      }
    },
    // Like deeplink.apply5: two links with no route in common, alternately, so that each
    // send parses a link and builds the 64 levels anew; no effect runs.
    Benchmark("deeplink.apply64") {
      let texts = opaque(["a", "b"].map { folderLink(prefix: $0, leaf: true).description })
      let store = Store(initialState: FolderFlow.State()) { FolderFlow() }
      return { n in
        for index in 0..<n {
          guard let link = try? DeepLink(texts[index & 1]) else { continue }
          store.send(.openLink(link))
        }
        blackHole(store.state.navigation.stack.count)
      }
    },
    // Its floor is route.depth10's workload: one level of routing.
    Benchmark("route.nested64", floor: { routeAction(depth: 10) }) {
      let store = Store(initialState: folderNesting(prefix: "a", leaf: true)) { FolderFlow() }
      var action = FolderFlow.Action.route("info", .info(.increment))
      for level in stride(from: nestedFolders, through: 1, by: -1) {
        action = .route("a\(level)", .folder(action))
      }
      let deep = opaque(action)
      return { n in
        for _ in 0..<n { store.send(deep) }
        blackHole(store.state.navigation.stack.count)
      }
    },
  ]
}

/// The folders nested in the outermost flow: with it, 64 flows.
let nestedFolders = 63

/// The link to the innermost folder of a nesting (`a1/a2/…/a63`), then to its `info` screen.
func folderLink(prefix: String, leaf: Bool) -> DeepLink {
  DeepLink(segments: (1...nestedFolders).map { "\(prefix)\($0)" } + (leaf ? ["info"] : []))
}

/// 64 nested flows, opened from their link on the outermost flow at its root.
func folderNesting(prefix: String, leaf: Bool) -> FolderFlow.State {
  do {
    return try FolderFlow.State().opening(folderLink(prefix: prefix, leaf: leaf))
  } catch {
    printError("reducer-benchmarks: the 64-level folder link was rejected: \(error)")
    return FolderFlow.State()
  }
}
