import ReducerRouting
import Testing

// The navigation tree and its changes at the sizes of `DepthTests`: a stack of 100,000 routes
// and 64 levels of nested flows. The changes are what they should be (one push is one change),
// applying them gives the target tree, a SwiftUI stack's path over the 64 levels is the plan's,
// and building the tree, diffing, applying and reading the path do not recurse dangerously: on
// a thread with a small stack, the stack they use is measured. Heavy,
// like the rest of the depth tests: `REDUCER_HEAVY_TESTS=1 swift test --filter DepthTests`.

// MARK: - Fixtures

/// A route id that notes, each time it is compared or hashed, how deep in its thread's stack
/// that happened (see ``StackProbe``): the diff and the application of changes compare ids at
/// every level they go through, and call no other code of the app.
struct ProbedID: Hashable, Sendable, CustomStringConvertible {
  let base: NavigationTree.ID

  static func == (lhs: Self, rhs: Self) -> Bool {
    StackProbe.record()
    return lhs.base == rhs.base
  }

  func hash(into hasher: inout Hasher) {
    StackProbe.record()
    hasher.combine(base)
  }

  var description: String { base.description }
}

extension NavigationTree {
  /// The same tree with every id, in routes and addresses, wrapped in a ``ProbedID``.
  var probed: NavigationTree { NavigationTree(nodes: nodes.map(\.probed)) }
}

extension NavigationTree.Node {
  fileprivate var probed: Self {
    switch self {
    case let .flow(flow):
      .flow(
        NavigationTree.Flow(
          address: flow.address.probed, rootName: flow.rootName,
          rootNodes: flow.rootNodes.map(\.probed), stack: flow.stack.map(\.probed),
          modal: flow.modal?.probed))
    case let .container(container):
      .container(
        NavigationTree.Container(
          address: container.address.probed, name: container.name,
          children: container.children.map {
            NavigationTree.Container.Child(
              name: $0.name, isSelected: $0.isSelected, nodes: $0.nodes.map(\.probed))
          }))
    }
  }
}

extension NavigationTree.Route {
  fileprivate var probed: Self {
    NavigationTree.Route(
      id: NavigationTree.ID(ProbedID(base: id)), caseName: caseName, style: style,
      nodes: nodes.map(\.probed))
  }
}

extension NavigationTree.Address {
  fileprivate var probed: Self {
    NavigationTree.Address(
      steps.map { step in
        switch step {
        case let .route(id): .route(NavigationTree.ID(ProbedID(base: id)))
        case let .modal(id): .modal(NavigationTree.ID(ProbedID(base: id)))
        case .field, .child: step
        }
      })
  }
}

/// The address of the flow at `level` of ``nestedState(levels:leaf:leafTaps:)`` (1 is the
/// outermost, at the top of the state).
func nestedAddress(level: Int) -> NavigationTree.Address {
  NavigationTree.Address(
    level < 2 ? [] : (2...level).map { .route(NavigationTree.ID("nested-" + levelID($0))) })
}

/// A screen route of the tree.
private func screenRoute(_ id: String) -> NavigationTree.Route {
  NavigationTree.Route(id: NavigationTree.ID(id), caseName: "screen")
}

// MARK: - A stack of 100,000 routes

/// A flow whose stack holds a screen for each id.
private func bigStackState(_ ids: some Sequence<String>) -> DepthFlow.State {
  var state = DepthFlow.State(root: .init(id: "root"))
  state.navigation.setStack(ids.map { .screen(.init(id: $0)) })
  return state
}

@Test(.enabled(if: heavyTestsEnabled, "set REDUCER_HEAVY_TESTS=1 and run it on its own"))
func theTreeAndChangesOfAStackOf100000Routes() {
  let count = 100_000
  let ids = (0..<count).map { "a\($0)" }
  let old = NavigationTree(of: bigStackState(ids))
  guard case let .flow(flow)? = old.nodes.first, old.nodes.count == 1 else {
    Issue.record("The tree of a flow is one flow node, not \(old.nodes)")
    return
  }
  #expect(flow.address == [])
  #expect(flow.rootName == "DepthScreen")
  #expect(flow.stack.count == count)
  #expect(flow.stack.first == screenRoute("a0"))
  #expect(flow.stack.last == screenRoute("a\(count - 1)"))
  #expect(old.allFlows.count == 1)

  // (a) To the root: one pop of every route, and back: one push of them all.
  let root = NavigationTree(of: DepthFlow.State(root: .init(id: "root")))
  let toRoot = old.changes(to: root)
  #expect(toRoot == [.pop(flow: [], count: count)])
  #expect(old.applying(toRoot) == root)
  let fromRoot = root.changes(to: old)
  #expect(fromRoot == [.push(flow: [], routes: flow.stack)])
  #expect(root.applying(fromRoot) == old)

  // (b) One more push is one change, with the one route; its pop is one change too.
  let pushed = NavigationTree(of: bigStackState(ids + ["top"]))
  let push = old.changes(to: pushed)
  #expect(push == [.push(flow: [], routes: [screenRoute("top")])])
  #expect(old.applying(push) == pushed)
  #expect(pushed.changes(to: old) == [.pop(flow: [], count: 1)])
  #expect(pushed.applying(pushed.changes(to: old)) == old)

  // (c) No id in common: one `setStack` with the whole new stack.
  let unrelated = NavigationTree(of: bigStackState((0..<count).map { "b\($0)" }))
  let replace = old.changes(to: unrelated)
  guard case let .flow(unrelatedFlow)? = unrelated.nodes.first else {
    Issue.record("The tree of a flow is one flow node, not \(unrelated.nodes)")
    return
  }
  #expect(replace == [.setStack(flow: [], routes: unrelatedFlow.stack)])
  #expect(old.applying(replace) == unrelated)

  // The same tree gives no change.
  #expect(old.changes(to: NavigationTree(of: bigStackState(ids))).isEmpty)
}

// MARK: - 64 levels of nested flows

/// The checks of the 64-level tree, its changes and their application; returns what failed.
private func nestedTreeFailures() -> [String] {
  var failures: [String] = []
  func check(_ condition: Bool, _ message: @autoclosure () -> String) {
    if !condition { failures.append(message()) }
  }
  let tree = NavigationTree(of: nestedState(levels: nestingLevels))
  let flows = tree.allFlows
  // One flow a level, each at the address of the route that holds it, outermost first.
  check(flows.count == nestingLevels, "\(flows.count) flows, not \(nestingLevels)")
  check(
    flows.map(\.address) == (1...nestingLevels).map { nestedAddress(level: $0) },
    "the addresses are \(flows.map(\.address.description))")
  check(flows.allSatisfy { $0.rootName == "DepthScreen" }, "a root is not DepthScreen")
  let innermost = tree.flow(at: nestedAddress(level: nestingLevels))
  check(innermost?.stack == [screenRoute("leaf")], "the innermost stack is \(innermost as Any)")
  check(
    innermost?.address.steps.count == nestingLevels - 1,
    "the innermost flow is \(innermost?.address.steps.count ?? -1) steps deep")
  let breadcrumb =
    (["DepthScreen"] + (2...nestingLevels).map { "nested(nested-\(levelID($0)))" }
    + ["screen(leaf)"]).joined(separator: " › ")
  check(tree.breadcrumb == breadcrumb, "the breadcrumb is \(tree.breadcrumb)")

  // The leaf popped: one pop in the innermost flow.
  let popped = NavigationTree(of: nestedState(levels: nestingLevels, leaf: nil))
  let pop = tree.changes(to: popped)
  check(
    pop == [.pop(flow: nestedAddress(level: nestingLevels), count: 1)], "the leaf's pop is \(pop)")
  check(tree.applying(pop) == popped, "applying the leaf's pop gives another tree")
  let push = popped.changes(to: tree)
  check(
    push == [.push(flow: nestedAddress(level: nestingLevels), routes: [screenRoute("leaf")])],
    "the leaf's push is \(push)")
  check(popped.applying(push) == tree, "applying the leaf's push gives another tree")

  // Another leaf: its pop and a push, at the bottom of the 64 levels.
  let other = NavigationTree(of: nestedState(levels: nestingLevels, leaf: "other"))
  let swap = tree.changes(to: other)
  check(
    swap == [
      .pop(flow: nestedAddress(level: nestingLevels), count: 1),
      .push(flow: nestedAddress(level: nestingLevels), routes: [screenRoute("other")]),
    ], "the leaf's replacement is \(swap)")
  check(tree.applying(swap) == other, "applying the leaf's replacement gives another tree")

  // To the root: one pop of the outermost stack, which takes the 63 flows in it.
  let root = NavigationTree(of: DepthFlow.State(root: .init(id: levelID(1))))
  let toRoot = tree.changes(to: root)
  check(toRoot == [.pop(flow: [], count: 1)], "the way to the root is \(toRoot)")
  check(tree.applying(toRoot) == root, "applying the way to the root gives another tree")
  let fromRoot = root.changes(to: tree)
  check(fromRoot.count == 1, "the way from the root is \(fromRoot.count) changes")
  check(root.applying(fromRoot) == tree, "applying the way from the root gives another tree")

  // A SwiftUI stack over the 64 levels: a screen a route, the path read from the navigation
  // (the walk of the state alone) as the plan of the tree shows it.
  let nested = nestedState(levels: nestingLevels)
  let mismatch = screenPathMismatch(in: nested)
  check(mismatch == nil, "the stack's path: \(mismatch ?? "")")
  let path = planScreenPath(of: nested)
  check(path.count == nestingLevels, "the stack's path has \(path.count) screens")

  // The same changes between the trees with probed ids, which compare through the fallback
  // (their stacks carry no typed keys).
  let (probedTree, probedPopped) = (tree.probed, popped.probed)
  let probedPop = probedTree.changes(to: probedPopped)
  check(probedPop.count == 1, "the probed leaf's pop is \(probedPop)")
  check(probedTree.applying(probedPop) == probedPopped, "applying the probed pop differs")
  return failures
}

@Test(.enabled(if: heavyTestsEnabled, "set REDUCER_HEAVY_TESTS=1 and run it on its own"))
func theTreeAndChangesOf64NestedFlows() {
  #expect(nestedTreeFailures() == [])
}

@Test(.enabled(if: heavyTestsEnabled, "set REDUCER_HEAVY_TESTS=1 and run it on its own"))
func theTreeAndChangesOf64NestedFlowsOnASmallThreadStack() async {
  #if DEBUG
    // Measured in debug: about 7 KB a level to build the tree (445 KB for 64 levels), 7.6 KB
    // to diff it (four frames a level: flow, route, nodes, node, each with a slot for every
    // local) and 4.2 KB to apply the changes: more than a 512 KB secondary thread leaves once
    // its caller's frames are counted, so debug gets 1 MB, as in the test above. The budget
    // keeps that from growing.
    let (stackSize, budget) = (1024 * 1024, 10 * 1024 * nestingLevels)
  #else
    // Measured in release: building 166 KB, diffing 188 KB (2.9 KB a level), applying 117 KB;
    // this test's own frame, with all of it inlined, brings the whole to about 290 KB.
    let (stackSize, budget) = (512 * 1024, 384 * 1024)
  #endif
  let failures = LockedValue<[String]>([])
  let used = await runOnThread(named: "depth-tree", stackSize: stackSize) {
    let found = nestedTreeFailures()
    failures.withLock { $0 = found }
  }
  #expect(failures.withLock { $0 } == [])
  let bytes = used ?? .max
  #expect(
    bytes < budget,
    """
    Building, diffing and applying the tree of \(nestingLevels) nested flows used \(bytes) \
    bytes of stack (\(bytes / UInt(nestingLevels)) per level); the budget is \(budget).
    """)
}
