import ReducerRouting
import Testing

private func ticker(_ name: String) -> LeafFlow.Route { .ticker(.init(name: name)) }

private func tree(_ build: (inout LeafFlow.State) -> Void) -> NavigationTree {
  var state = LeafFlow.State(root: .init(name: "leaf"))
  build(&state)
  return NavigationTree(of: state)
}

private func route(_ id: String, _ caseName: String = "ticker", style: ModalStyle? = nil)
  -> NavigationTree.Route
{
  NavigationTree.Route(id: .init(id), caseName: caseName, style: style)
}

/// Checks the contract for one pair and returns the changes.
private func checkedChanges(
  _ old: NavigationTree,
  _ new: NavigationTree,
  sourceLocation: SourceLocation = #_sourceLocation
) -> [NavigationChange] {
  let changes = old.changes(to: new)
  #expect(old.applying(changes) == new, sourceLocation: sourceLocation)
  #expect(new.changes(to: new).isEmpty, sourceLocation: sourceLocation)
  return changes
}

@Test func changesOfPushPopAndPopTo() {
  let a = tree { $0.navigation.setStack([ticker("a")]) }
  let ab = tree { $0.navigation.setStack([ticker("a"), ticker("b")]) }
  let abcd = tree { $0.navigation.setStack([ticker("a"), ticker("b"), ticker("c"), ticker("d")]) }
  #expect(checkedChanges(a, ab) == [.push(flow: [], routes: [route("b")])])
  #expect(checkedChanges(ab, a) == [.pop(flow: [], count: 1)])
  #expect(checkedChanges(abcd, a) == [.pop(flow: [], count: 3)])
  #expect(
    checkedChanges(a, abcd) == [.push(flow: [], routes: [route("b"), route("c"), route("d")])])
}

@Test func changesOfOnePopAndOnePushAndOfASetStack() {
  let ab = tree { $0.navigation.setStack([ticker("a"), ticker("b")]) }
  let ac = tree { $0.navigation.setStack([ticker("a"), ticker("c")]) }
  let xyz = tree { $0.navigation.setStack([ticker("x"), ticker("y"), ticker("z")]) }
  #expect(
    checkedChanges(ab, ac) == [.pop(flow: [], count: 1), .push(flow: [], routes: [route("c")])])
  #expect(
    checkedChanges(ab, xyz) == [.setStack(flow: [], routes: [route("x"), route("y"), route("z")])])
}

@Test func changesOfPresentDismissAndPresentOverPresent() {
  let root = tree { _ in }
  let sheet = tree { $0.navigation.present(ticker("info")) }
  let cover = tree { $0.navigation.present(ticker("other"), style: .fullScreen) }
  let restyled = tree { $0.navigation.present(ticker("info"), style: .popover) }
  #expect(
    checkedChanges(root, sheet) == [.present(flow: [], route: route("info", style: .sheet))])
  #expect(checkedChanges(sheet, root) == [.dismiss(flow: [])])
  #expect(
    checkedChanges(sheet, cover) == [
      .dismiss(flow: []), .present(flow: [], route: route("other", style: .fullScreen)),
    ])
  #expect(
    checkedChanges(sheet, restyled) == [
      .replace(route: [.modal(.init("info"))], with: route("info", style: .popover))
    ])
}

@Test func changesOrderPopsDeepestFirstThenPushes() {
  // The top flow pops its ticker and dismisses; the mid flow nested in the kept route pops.
  var old = TopFlow.State()
  old.navigation.push(
    .mid(.init(navigation: .init(stack: [.ticker(.init(name: "m1"))]), root: .init(name: "mid"))))
  old.navigation.push(.ticker(.init(name: "t")))
  old.navigation.present(.ticker(.init(name: "sheet")))
  var new = TopFlow.State()
  new.navigation.push(.mid(.init(root: .init(name: "mid"))))
  new.navigation.push(.ticker(.init(name: "u")))
  let changes = checkedChanges(NavigationTree(of: old), NavigationTree(of: new))
  #expect(
    changes == [
      .pop(flow: [.route(.init("mid"))], count: 1),
      .dismiss(flow: []),
      .pop(flow: [], count: 1),
      .push(flow: [], routes: [route("u")]),
    ])
}

@Test func changesOfAReplaceWhereTheIdStays() {
  let old = NavigationTree(nodes: [
    .flow(.init(address: [], rootName: "Home", stack: [route("a", "color"), route("b", "color")]))
  ])
  var new = old
  if case var .flow(flow) = new.nodes[0] {
    flow.stack[0].caseName = "settings"
    flow.stack.append(route("c"))
    new.nodes[0] = .flow(flow)
  }
  #expect(
    checkedChanges(old, new) == [
      .replace(route: [.route(.init("a"))], with: route("a", "settings")),
      .push(flow: [], routes: [route("c")]),
    ])
}

@Test func changesOfNestedFlowsAndOfTheTreeShape() {
  var old = DashboardState()
  old.navigation.push(.ticker(.init(name: "t")))
  var new = old
  new.root.side = leaf("side")
  // A flow appears in the root screen: the flow is replaced as a whole.
  let appeared = checkedChanges(NavigationTree(of: old), NavigationTree(of: new))
  guard case let .replaceFlow(flow)? = appeared.first else {
    Issue.record("expected a replaced flow, got \(appeared)")
    return
  }
  #expect(appeared.count == 1)
  #expect(flow.rootNodes.count == 1)
  // A change inside it is addressed to it.
  var deeper = new
  deeper.root.side?.navigation.push(.ticker(.init(name: "s")))
  #expect(
    checkedChanges(NavigationTree(of: new), NavigationTree(of: deeper)) == [
      .push(flow: [.field("root.side")], routes: [route("s")])
    ])
  // A state without the flow at all: the tree is replaced.
  #expect(
    checkedChanges(NavigationTree(of: new), NavigationTree(of: PlainState())) == [
      .replaceTree(NavigationTree())
    ])
}

@Test func applyingSkipsChangesThatDoNotFit() {
  var tree = tree { $0.navigation.setStack([ticker("a")]) }
  let before = tree
  let pushed = tree.apply(.push(flow: [.field("nowhere")], routes: [route("b")]))
  let replaced = tree.apply(.replace(route: [.route(.init("zz"))], with: route("zz")))
  #expect(!pushed && !replaced)
  #expect(tree == before)
  let popped = tree.apply(.pop(flow: [], count: 5))
  #expect(popped)
  #expect(tree.allFlows.first?.stack.isEmpty == true)
}

// MARK: - The contract, as a property

@Test func applyingTheChangesReachesTheNewTree() {
  let runs = 4_000
  var seed: UInt64 = 0x5EED_0012
  for run in 0..<runs {
    seed = seed &+ 0x9E37_79B9
    var generator = TreeGenerator(random: SplitMix64(seed: seed))
    let old = generator.tree()
    let new = run.isMultiple(of: 2) ? generator.mutation(of: old) : generator.tree()
    let changes = old.changes(to: new)
    let reached = old.applying(changes)
    #expect(
      reached == new,
      """
      Run \(run) with seed \(seed) broke the contract.
      old:
      \(old)
      new:
      \(new)
      changes: \(changes)
      """)
    // Everything that leaves comes before everything that comes.
    let firstAddition = changes.firstIndex { change in
      switch change {
      case .pop, .dismiss: false
      default: true
      }
    }
    let lastRemoval = changes.lastIndex { change in
      switch change {
      case .pop, .dismiss: true
      default: false
      }
    }
    if let firstAddition, let lastRemoval {
      #expect(lastRemoval < firstAddition, "Run \(run), seed \(seed): \(changes)")
    }
    #expect(old.changes(to: old).isEmpty, "Run \(run), seed \(seed): equal trees gave changes.")
    if reached != new { return }
  }
}
