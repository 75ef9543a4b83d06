import Foundation
import ReducerRouting
import Testing

// A refused or ignored action changes nothing: an alert or a dialog closes on the actions it
// handles, once, and stays on the ones it ignores or refuses. And a tree thousands of levels
// deep compares and hashes without recursion, as a renderer's connection does after every
// action.

@MainActor
@Suite struct RefusedActionTests {
  /// The top flow showing `route` as an alert.
  func showing(_ route: HostileFlow.Route) -> HostileFlow.State {
    var state = hostileTop
    state.navigation.present(route, style: .alert)
    return state
  }

  @Test func anAlertClosesOnceOnTheActionsItHandles() {
    let store = Store(initialState: showing(.screen(.init(id: "alert")))) { HostileFlow() }
    let tapped = diagnostics { store.send(.modalRoute(.screen(.tap))) }
    #expect(store.state.navigation.modal == nil)
    #expect(kinds(tapped) == [])
    // A button that closes the alert itself: closed once, not reported as a second dismiss.
    store.send(.navigation(.present(.screen(.init(id: "alert")), style: .alert)))
    let closed = diagnostics { store.send(.modalRoute(.screen(.close))) }
    #expect(store.state.navigation.modal == nil)
    #expect(kinds(closed) == [], "\(closed.map(\.message))")
  }

  @Test func anAlertStaysOnTheActionsItIgnoresOrRefuses() {
    var folder = HostileFlow.State(root: .init(id: "inner"))
    folder.navigation.push(.screen(.init(id: "a")))
    let shown = showing(.folder(folder))
    let store = Store(initialState: shown) { HostileFlow() }
    let refused: [(HostileFlow.Action, String)] = [
      (.modalRoute(.folder(.navigation(.popTo("nope")))), "navigation.unknownID"),
      (.modalRoute(.folder(.route("sgone", .screen(.tap)))), "flow.missingRoute"),
      (.modalRoute(.folder(.modalRoute(.screen(.tap)))), "flow.missingModal"),
      (.modalRoute(.folder(.navigation(.push(.screen(.init(id: "a")))))), "navigation.duplicateID"),
    ]
    for (action, kind) in refused {
      let issues = diagnostics { store.send(action) }
      #expect(store.state == shown, "\(kind) changed the state")
      #expect(kinds(issues).first == kind, "\(issues.map(\.message))")
    }
    // Popping the folder's last route is handled: the alert closes with it.
    store.send(.modalRoute(.folder(.navigation(.pop))))
    #expect(store.state.navigation.modal == nil)
    // A pop on an empty stack, refused, leaves a new alert shown.
    store.send(.navigation(.present(.folder(.init(root: .init(id: "empty"))), style: .alert)))
    let popped = diagnostics { store.send(.modalRoute(.folder(.navigation(.pop)))) }
    #expect(kinds(popped) == ["navigation.popEmpty"])
    #expect(store.state.navigation.modal?.id == "fempty")
  }

  @Test func aTreeThousandsOfLevelsDeepComparesAndHashesWithoutRecursion() async {
    let levels = 3_000
    let box = LockedValue([
      deepTree(levels: levels, bottom: "sa"), deepTree(levels: levels, bottom: "sa"),
      deepTree(levels: levels, bottom: "sb"),
    ])
    let failures = await failuresOnASmallStack("deep-tree") { failures in
      let found = box.withLock { trees in
        var found: [String] = []
        if trees[0] != trees[1] { found.append("equal trees compare unequal") }
        if trees[0].hashValue != trees[1].hashValue { found.append("equal trees hash apart") }
        if trees[0] == trees[2] { found.append("a change at the bottom is not seen") }
        if trees[0].nodes.first != trees[1].nodes.first { found.append("equal nodes differ") }
        return found
      }
      failures += found
    }
    #expect(failures == [])
    var trees = box.withLock { trees in
      defer { trees = [] }
      return trees
    }
    while var tree = trees.popLast() { release(&tree) }
  }
}

/// A tree of `levels` flows nested in each other, each the route on its parent's stack, the
/// innermost showing the route `bottom`; built innermost first, in a loop.
private func deepTree(levels: Int, bottom: String) -> NavigationTree {
  var nodes: [NavigationTree.Node] = [
    .flow(
      NavigationTree.Flow(
        address: [], rootName: "Inner",
        stack: [NavigationTree.Route(id: .init(bottom), caseName: "screen")]))
  ]
  for level in stride(from: levels, to: 0, by: -1) {
    let route = NavigationTree.Route(id: .init("f\(level)"), caseName: "folder", nodes: nodes)
    nodes = [.flow(NavigationTree.Flow(address: [], rootName: "Folder", stack: [route]))]
  }
  return NavigationTree(nodes: nodes)
}

/// Releases a deep tree one level at a time (see `release(_:)` for states).
private func release(_ tree: inout NavigationTree) {
  var nodes = tree.nodes
  tree = NavigationTree()
  while case let .flow(flow)? = nodes.first, let route = flow.stack.last {
    nodes = route.nodes
  }
}
