import ReducerRouting
import Testing

// The platform-neutral plan the UIKit adapter (ReducerUIKit) follows: which screens each
// navigation controller shows, which modals are presented in which order, and which steps
// take the screen from one tree to the next. The adapter only meets each step with its UIKit
// method, so these tests are where its decisions are checked.

// MARK: - Building trees

/// A route of a tree to build: its id and case name, and when its state is a flow, that flow's
/// stack and modal.
private struct RouteSpec {
  var id: String
  var name: String = "screen"
  var style: ModalStyle? = nil
  /// The stack of the flow that is the route's state; `nil` for a route that is one screen.
  var stack: [RouteSpec]? = nil
  /// The modal of that flow: none or one.
  var modal: [RouteSpec] = []
}

private func makeFlow(
  at address: NavigationTree.Address = [],
  root: String = "Root",
  stack: [RouteSpec] = [],
  modal: RouteSpec? = nil
) -> NavigationTree.Flow {
  NavigationTree.Flow(
    address: address,
    rootName: root,
    stack: stack.map { makeRoute($0, at: address.appending(.route(.init($0.id)))) },
    modal: modal.map {
      makeRoute($0, at: address.appending(.modal(.init($0.id))), style: $0.style ?? .sheet)
    })
}

private func makeRoute(
  _ spec: RouteSpec,
  at address: NavigationTree.Address,
  style: ModalStyle? = nil
) -> NavigationTree.Route {
  let nodes: [NavigationTree.Node] =
    spec.stack.map { stack in
      [.flow(makeFlow(at: address, root: spec.name, stack: stack, modal: spec.modal.first))]
    } ?? []
  return NavigationTree.Route(id: .init(spec.id), caseName: spec.name, style: style, nodes: nodes)
}

private func tree(_ flow: NavigationTree.Flow) -> NavigationTree {
  NavigationTree(nodes: [.flow(flow)])
}

private func route(_ id: String) -> NavigationTree.Step { .route(.init(id)) }
private func modal(_ id: String) -> NavigationTree.Step { .modal(.init(id)) }

private func addresses(_ screens: [NavigationScreen]) -> [NavigationTree.Address] {
  screens.map(\.address)
}

extension NavigationStackPlan {
  /// The screens of the top stack, for a plan whose top is a flow.
  fileprivate var topScreens: [NavigationScreen] {
    guard case let .stack(stack) = top else { return [] }
    return stack.screens
  }

  /// What a UI shows after applying `steps` literally, as the UIKit renderer does: each step
  /// meets one UIKit call.
  fileprivate func simulating(_ steps: [Step]) -> NavigationStackPlan {
    var ui = self
    for step in steps {
      switch step {
      case let .setTop(top): ui.top = top
      case let .push(screen, host): ui.modifyStack(host) { $0.append(screen) }
      case let .pop(host, count): ui.modifyStack(host) { $0 = Array($0.prefix(count)) }
      case let .setStack(host, screens): ui.modifyStack(host) { $0 = screens }
      case let .select(child):
        if case var .container(container) = ui.top {
          container.selected = child
          ui.top = .container(container)
        }
      case let .dismiss(index): ui.modals.removeSubrange(index...)
      case let .present(modal): ui.modals.append(modal)
      }
    }
    return ui
  }

  private mutating func modifyStack(_ host: Host, _ body: (inout [NavigationScreen]) -> Void) {
    switch (host, top) {
    case (.top, .stack(var stack)):
      body(&stack.screens)
      top = .stack(stack)
    case (let .child(name), .container(var container)):
      guard let index = container.children.firstIndex(where: { $0.name == name }) else { return }
      body(&container.children[index].stack.screens)
      top = .container(container)
    case let (.modal(index), _):
      guard modals.indices.contains(index), var stack = modals[index].stack else { return }
      body(&stack.screens)
      modals[index].stack = stack
    default:
      return
    }
  }
}

// MARK: - What a tree shows

@Suite struct UIKitPlanTests {
  @Test func aFlowsRoutesAndTheRoutesOfItsNestedFlowsShareOneStack() {
    // [a, m (a flow: [x, y]), b]: going back from b meets y, then x, then m.
    let flow = makeFlow(stack: [
      RouteSpec(id: "a"),
      RouteSpec(id: "m", name: "mid", stack: [RouteSpec(id: "x"), RouteSpec(id: "y")]),
      RouteSpec(id: "b"),
    ])
    let plan = NavigationStackPlan(tree(flow))
    #expect(
      addresses(plan.topScreens) == [
        [], [route("a")], [route("m")], [route("m"), route("x")], [route("m"), route("y")],
        [route("b")],
      ])
    #expect(plan.topScreens.map(\.kind) == [.root] + Array(repeating: .pushed, count: 5))
    #expect(plan.topScreens[2].name == "mid")
    #expect(plan.topScreens[1].id == NavigationTree.ID("a"))
    #expect(plan.topScreens[0].id == nil)
  }

  @Test func modalsArePresentedInnermostFirstAndOnlyForTheFlowsTheUserSees() {
    // The top route's flow has a modal, the outer flow too: the inner one is presented first,
    // the outer one above it. A flow under a route pushed above it keeps its modal for later.
    let flow = makeFlow(
      stack: [
        RouteSpec(id: "hidden", stack: [], modal: [RouteSpec(id: "waits")]),
        RouteSpec(id: "m", stack: [], modal: [RouteSpec(id: "inner", style: .popover)]),
      ],
      modal: RouteSpec(id: "outer", style: .fullScreen))
    let plan = NavigationStackPlan(tree(flow))
    #expect(
      plan.modals.map(\.screen.address) == [[route("m"), modal("inner")], [modal("outer")]])
    #expect(plan.modals.map(\.screen.kind) == [.modal(.popover), .modal(.fullScreen)])

    // Once the route above it is popped, the hidden flow's modal is presented: the steps from
    // what the user sees after a swipe back say so.
    var shown = plan
    let reports = shown.userPopped(.top, keeping: 2)
    #expect(reports == [[route("m")]])
    let popped = tree(flow).applying([.pop(flow: [], count: 1)])
    let steps = shown.steps(to: NavigationStackPlan(popped))
    #expect(
      steps == [
        .dismiss(from: 0),
        .present(
          .init(
            screen: .init(
              address: [route("hidden"), modal("waits")], name: "screen", kind: .modal(.sheet)))),
        .present(
          .init(screen: .init(address: [modal("outer")], name: "screen", kind: .modal(.fullScreen)))
        ),
      ])
  }

  @Test func aModalThatIsAFlowHasAStackOfItsOwnAndItsModalsComeAboveIt() {
    let flow = makeFlow(
      modal: RouteSpec(
        id: "settings", name: "settings", stack: [RouteSpec(id: "about")],
        modal: [RouteSpec(id: "confirm", style: .alert)]))
    let plan = NavigationStackPlan(tree(flow))
    #expect(plan.modals.count == 2)
    #expect(
      plan.modals[0].stack.map { addresses($0.screens) } == [
        [modal("settings")], [modal("settings"), route("about")],
      ])
    #expect(plan.modals[1].screen.address == [modal("settings"), modal("confirm")])
    #expect(plan.modals[1].screen.kind == .modal(.alert))
    #expect(plan.modals[1].stack == nil)
  }

  @Test func tabsPresentTheSelectedTabsModalsAndColumnsAllOfThem() {
    let container = NavigationTree.Container(
      address: [], name: "AppTabs",
      children: [
        .init(
          name: "colors", isSelected: false,
          nodes: [.flow(makeFlow(at: [.child("colors")], modal: RouteSpec(id: "c")))]),
        .init(
          name: "news", isSelected: true,
          nodes: [.flow(makeFlow(at: [.child("news")], modal: RouteSpec(id: "n")))]),
        .init(name: "empty"),
      ])
    let shownTree = NavigationTree(nodes: [.container(container)])

    let tabs = NavigationStackPlan(shownTree, layout: .tabs)
    #expect(tabs.modals.map(\.screen.address) == [[.child("news"), modal("n")]])
    guard case let .container(plan) = tabs.top else {
      Issue.record("the top is not a container: \(tabs.top)")
      return
    }
    #expect(plan.selected == 1)
    #expect(plan.children.map(\.name) == ["colors", "news", "empty"])
    #expect(
      plan.children[2].stack.screens == [
        .init(address: [.child("empty")], name: "empty", kind: .empty)
      ])

    let columns = NavigationStackPlan(shownTree, layout: .columns)
    #expect(
      columns.modals.map(\.screen.address) == [
        [.child("colors"), modal("c")], [.child("news"), modal("n")],
      ])
    #expect(NavigationStackPlan.columnRoles(count: 2) == [.primary, .secondary])
    #expect(NavigationStackPlan.columnRoles(count: 3) == [.primary, .supplementary, .secondary])
    #expect(NavigationStackPlan.columnRoles(count: 4) == nil)
  }

  @Test func aRealStateFlattensAsTheTreeOfItsFlowsSays() {
    // top › m1 (a mid flow: [l1 (a leaf flow: [x]), t2], with a sheet) and a full-screen cover.
    var leaf = LeafFlow.State(root: .init(name: "l1"))
    leaf.navigation.push(.ticker(.init(name: "x")))
    var mid = MidFlow.State(root: .init(name: "m1"))
    mid.navigation.push(.leaf(leaf))
    mid.navigation.push(.ticker(.init(name: "t2")))
    mid.navigation.present(.ticker(.init(name: "sheet")))
    var state = TopFlow.State()
    state.navigation.push(.ticker(.init(name: "a")))
    state.navigation.push(.mid(mid))
    state.navigation.present(.ticker(.init(name: "cover")), style: .fullScreen)

    let plan = NavigationStackPlan(NavigationTree(of: state))
    #expect(
      addresses(plan.topScreens) == [
        [], [route("a")], [route("m1")], [route("m1"), route("l1")],
        [route("m1"), route("l1"), route("x")], [route("m1"), route("t2")],
      ])
    #expect(plan.topScreens.map(\.name) == ["Home", "ticker", "mid", "leaf", "ticker", "ticker"])
    #expect(
      plan.modals.map(\.screen.address) == [[route("m1"), modal("sheet")], [modal("cover")]])

    // Back to m1: one report for the mid flow, whose drop takes the leaf flow with it.
    let removals = NavigationStackPlan.Stack(screens: plan.topScreens).removals(keeping: 3)
    #expect(removals == [[route("m1"), route("l1")]])
    #expect(
      MidFlow.Action.removal(of: removals[0], inFlowAt: [route("m1")]) == .navigation(.drop("l1")))
    #expect(TopFlow.Action.removal(of: removals[0]) == nil)
    #expect(TopFlow.Action.removal(of: [modal("cover")]) == .navigation(.drop("cover")))
    #expect(TopFlow.Action.removal(of: [.child("tab"), route("a")]) == nil)
  }

  // MARK: - Removals

  @Test func removalsReportTheLowestRouteOfEachFlowNotTakenByAnOuterOne() {
    let screens: [NavigationScreen] = [
      .init(address: [], name: "Root", kind: .root),
      .init(address: [route("red")], name: "color", kind: .pushed),
      .init(address: [route("red"), route("settings")], name: "settings", kind: .pushed),
      .init(
        address: [route("red"), route("settings"), route("about")], name: "about", kind: .pushed),
      .init(address: [route("red"), route("info")], name: "info", kind: .pushed),
      .init(address: [route("list")], name: "list", kind: .pushed),
    ]
    let stack = NavigationStackPlan.Stack(screens: screens)
    // Back to "settings": its own flow loses "about", the red flow "info", the outer flow
    // "list": one report per flow.
    #expect(
      stack.removals(keeping: 3) == [
        [route("red"), route("settings"), route("about")], [route("red"), route("info")],
        [route("list")],
      ])
    // Back to "red": "settings" goes (and "about" with it), then "list".
    #expect(stack.removals(keeping: 2) == [[route("red"), route("settings")], [route("list")]])
    // Back to the root: "red" takes everything.
    #expect(stack.removals(keeping: 1) == [[route("red")]])
    #expect(stack.removals(keeping: 6) == [])
  }

  @Test func theChangeThatRemovesARouteIsAPopOfItAndWhatIsAboveOrTheModalsDismissal() {
    let shown = tree(
      makeFlow(
        stack: [
          RouteSpec(id: "a"), RouteSpec(id: "m", stack: [RouteSpec(id: "x")]), RouteSpec(id: "b"),
        ],
        modal: RouteSpec(id: "info")))
    #expect(shown.change(removing: [route("m")]) == .pop(flow: [], count: 2))
    #expect(shown.change(removing: [route("m"), route("x")]) == .pop(flow: [route("m")], count: 1))
    #expect(shown.change(removing: [modal("info")]) == .dismiss(flow: []))
    #expect(shown.change(removing: [modal("other")]) == nil)
    #expect(shown.change(removing: [route("gone")]) == nil)
    #expect(shown.change(removing: []) == nil)
  }

  @Test func aDismissedModalTakesTheModalsAboveIt() {
    let flow = makeFlow(
      stack: [RouteSpec(id: "m", stack: [], modal: [RouteSpec(id: "inner")])],
      modal: RouteSpec(id: "outer"))
    var plan = NavigationStackPlan(tree(flow))
    #expect(plan.userDismissed(modalAt: 0) == [route("m"), modal("inner")])
    #expect(plan.modals.isEmpty)
    #expect(plan.userDismissed(modalAt: 0) == nil)
  }

  // MARK: - Steps

  @Test func eachStackChangesInOneStep() {
    let base = makeFlow(stack: [RouteSpec(id: "a"), RouteSpec(id: "b")])
    let old = NavigationStackPlan(tree(base))
    func steps(_ stack: [RouteSpec]) -> [NavigationStackPlan.Step] {
      old.steps(to: NavigationStackPlan(tree(makeFlow(stack: stack))))
    }
    let c = NavigationScreen(address: [route("c")], name: "screen", kind: .pushed)
    #expect(steps([RouteSpec(id: "a"), RouteSpec(id: "b")]) == [])
    #expect(
      steps([RouteSpec(id: "a"), RouteSpec(id: "b"), RouteSpec(id: "c")]) == [.push(c, on: .top)])
    #expect(steps([RouteSpec(id: "a")]) == [.pop(.top, keeping: 2)])
    #expect(steps([]) == [.pop(.top, keeping: 1)])
    // Two pushed at once, a replacement, a case that changed: one setViewControllers each.
    let twoPushed = steps([
      RouteSpec(id: "a"), RouteSpec(id: "b"), RouteSpec(id: "c"), RouteSpec(id: "d"),
    ])
    #expect(twoPushed.count == 1)
    guard case let .setStack(.top, screens)? = twoPushed.first else {
      Issue.record("expected one setStack, got \(twoPushed)")
      return
    }
    #expect(screens.count == 5)
    #expect(steps([RouteSpec(id: "a"), RouteSpec(id: "c")]).count == 1)
    let renamed = steps([RouteSpec(id: "a"), RouteSpec(id: "b", name: "other")])
    #expect(renamed.count == 1)
    if case .setStack = renamed.first {
    } else {
      Issue.record("expected a setStack, got \(renamed)")
    }
  }

  @Test func aModalStaysWhileItsScreenStaysAndItsStackChangesInPlace() {
    let before = tree(
      makeFlow(
        modal: RouteSpec(id: "settings", stack: [], modal: [RouteSpec(id: "alert", style: .alert)]))
    )
    let after = tree(
      makeFlow(modal: RouteSpec(id: "settings", stack: [RouteSpec(id: "about")])))
    let steps = NavigationStackPlan(before).steps(to: NavigationStackPlan(after))
    let about = NavigationScreen(
      address: [modal("settings"), route("about")], name: "screen", kind: .pushed)
    #expect(steps == [.dismiss(from: 1), .push(about, on: .modal(0))])

    // Another style for the same id: dismissed and presented again.
    let restyled = tree(makeFlow(modal: RouteSpec(id: "settings", style: .fullScreen, stack: [])))
    let restyle = NavigationStackPlan(after).steps(to: NavigationStackPlan(restyled))
    #expect(restyle.first == .dismiss(from: 0))
    #expect(restyle.count == 2)
  }

  @Test func containersSelectTheirChildAndRebuildWhenTheirChildrenChange() {
    func tabs(selected: String, secondary: Bool = true) -> NavigationTree {
      var children: [NavigationTree.Container.Child] = [
        .init(
          name: "list", isSelected: selected == "list",
          nodes: [.flow(makeFlow(at: [.child("list")]))])
      ]
      children.append(
        .init(
          name: "detail", isSelected: selected == "detail",
          nodes: secondary ? [.flow(makeFlow(at: [.child("detail")], root: "Story"))] : []))
      return NavigationTree(nodes: [
        .container(.init(address: [], name: "Split", children: children))
      ])
    }
    let old = NavigationStackPlan(tabs(selected: "list"), layout: .tabs)
    #expect(
      old.steps(to: NavigationStackPlan(tabs(selected: "detail"), layout: .tabs)) == [
        .select(child: 1)
      ])

    // A column that empties shows its placeholder; the selection follows.
    let emptied = NavigationStackPlan(tabs(selected: "list", secondary: false), layout: .columns)
    let columns = NavigationStackPlan(tabs(selected: "detail"), layout: .columns)
    let reopened = emptied.steps(to: columns)
    #expect(reopened.count == 2)
    #expect(reopened.last == .select(child: 1))

    // Columns: the selected column shows another flow, so it is shown again (a collapsed split
    // view the user went back from).
    let otherStory = NavigationTree(nodes: [
      .container(
        .init(
          address: [], name: "Split",
          children: [
            .init(name: "list", nodes: [.flow(makeFlow(at: [.child("list")]))]),
            .init(
              name: "detail", isSelected: true,
              nodes: [.flow(makeFlow(at: [.child("detail")], root: "Other"))]),
          ]))
    ])
    let shown = columns.steps(to: NavigationStackPlan(otherStory, layout: .columns))
    #expect(shown.last == .select(child: 1))

    // Other children: the container is shown anew.
    let renamed = NavigationTree(nodes: [
      .container(
        .init(address: [], name: "Split", children: [.init(name: "only", isSelected: true)]))
    ])
    let rebuilt = old.steps(to: NavigationStackPlan(renamed, layout: .tabs))
    guard case .setTop(.container)? = rebuilt.first else {
      Issue.record("expected the container shown anew, got \(rebuilt)")
      return
    }
  }

  @Test func aUserPopAndItsReportLeaveNothingToDoOnceTheStateFollows() {
    let shownTree = tree(makeFlow(stack: [RouteSpec(id: "a"), RouteSpec(id: "b")]))
    var plan = NavigationStackPlan(shownTree)
    #expect(plan.userPopped(.top, keeping: 2) == [[route("b")]])
    #expect(plan.userPopped(.top, keeping: 5) == [])
    #expect(plan.userPopped(.modal(3), keeping: 1) == [])
    guard let change = shownTree.change(removing: [route("b")]) else {
      Issue.record("the tree does not show b")
      return
    }
    #expect(plan.steps(to: NavigationStackPlan(shownTree.applying([change]))) == [])
  }

  // MARK: - Through a connection

  @MainActor
  @Test func aSwipeBackOverANestedFlowIsReportedAndTheStateAndTheScreenAgree() {
    var leaf = LeafFlow.State(root: .init(name: "l1"))
    leaf.navigation.push(.ticker(.init(name: "x")))
    var mid = MidFlow.State(root: .init(name: "m1"))
    mid.navigation.push(.leaf(leaf))
    mid.navigation.push(.ticker(.init(name: "t2")))
    var state = TopFlow.State()
    state.navigation.push(.ticker(.init(name: "a")))
    state.navigation.push(.mid(mid))
    let store = Store(initialState: state) { TopFlow() }
    let renderer = PlanRenderer()
    let connection = store.render(to: renderer)
    #expect(renderer.plan == NavigationStackPlan(NavigationTree(of: store.state)))
    #expect(renderer.plan.topScreens.count == 6)

    // The user goes back to m1's root screen: l1 (with x) and t2 leave the mid flow.
    renderer.userPopped(keeping: 3, to: connection, removalAction: Self.removalAction)
    #expect(store.state.mid("m1")?.navigation.stack.isEmpty == true)
    #expect(store.state.navigation.stack.ids == ["a", "m1"])
    #expect(renderer.plan == NavigationStackPlan(NavigationTree(of: store.state)))
    #expect(connection.rendered == NavigationTree(of: store.state))
    #expect(renderer.shown == connection.rendered)

    // Back to the root: one report, for "a", which takes m1 and its flow with it.
    renderer.userPopped(keeping: 1, to: connection, removalAction: Self.removalAction)
    #expect(store.state.navigation.stack.isEmpty)
    #expect(renderer.plan == NavigationStackPlan(NavigationTree(of: store.state)))
  }

  /// The removal actions of the top flow's routes and of the mid flows pushed on it.
  static func removalAction(_ address: NavigationTree.Address) -> TopFlow.Action? {
    if let action = TopFlow.Action.removal(of: address) { return action }
    guard case let .route(id)? = address.steps.first, let name = id.base as? String,
      let action = MidFlow.Action.removal(of: address, inFlowAt: [.route(id)])
    else { return nil }
    return .route(name, .mid(action))
  }

  // MARK: - Random trees

  @Test(arguments: [NavigationStackPlan.ContainerLayout.tabs, .columns])
  func applyingTheStepsLiterallyShowsTheNewPlan(layout: NavigationStackPlan.ContainerLayout) {
    var random = SplitMix64(seed: layout == .tabs ? 21 : 42)
    var kinds: Set<String> = []
    for _ in 0..<1_000 {
      let before = randomTreeSpec(&random)
      var after = before
      // Mostly a few edits of the same tree (what an action does), sometimes another tree.
      if random.below(5) == 0 {
        after = randomTreeSpec(&random)
      } else {
        for _ in 0...random.below(3) { mutate(&after, &random) }
      }
      let old = NavigationStackPlan(before.tree, layout: layout)
      let new = NavigationStackPlan(after.tree, layout: layout)
      let steps = old.steps(to: new)
      #expect(old.simulating(steps) == new, "from \(old) to \(new): \(steps)")
      // One transition per stack, dismissals first, presentations last.
      var changed: [NavigationStackPlan.Host] = []
      for step in steps {
        switch step {
        case let .push(_, host), let .pop(host, _), let .setStack(host, _):
          changed.append(host)
          if case .modal = host { kinds.insert("stack in a kept modal") }
        case .dismiss: kinds.insert("dismiss")
        case .present: kinds.insert("present")
        case .select: kinds.insert("select")
        case .setTop: kinds.insert("set top")
        }
      }
      #expect(Set(changed).count == changed.count, "a stack changes twice: \(steps)")
      let presents = steps.drop { if case .present = $0 { false } else { true } }
      #expect(presents.allSatisfy { if case .present = $0 { true } else { false } })
      if let dismissal = steps.firstIndex(where: { if case .dismiss = $0 { true } else { false } })
      {
        #expect(dismissal == 0)
      }
      #expect(old.steps(to: old) == [])
    }
    // The runs reach every kind of step, so that a wrong one would show.
    #expect(kinds == ["stack in a kept modal", "dismiss", "present", "select", "set top"])
  }
}

// MARK: - Random trees

// `SplitMix64` (Tree/TreeTestSupport.swift): seeded, so that a failure reproduces.

private func randomSpecs(_ random: inout SplitMix64, depth: Int) -> [RouteSpec] {
  let ids = ["a", "b", "c", "d"]
  var used: Set<String> = []
  var specs: [RouteSpec] = []
  for _ in 0..<random.below(4) {
    let id = ids[random.below(ids.count)]
    guard used.insert(id).inserted else { continue }
    specs.append(randomSpec(id, &random, depth: depth))
  }
  return specs
}

private func randomSpec(_ id: String, _ random: inout SplitMix64, depth: Int) -> RouteSpec {
  let styles: [ModalStyle] = [.sheet, .fullScreen, .popover, .alert, .confirmationDialog, "drawer"]
  var spec = RouteSpec(
    id: id, name: ["one", "two"][random.below(2)], style: styles[random.below(styles.count)])
  if depth > 0, random.below(3) == 0 {
    spec.stack = randomSpecs(&random, depth: depth - 1)
    if random.below(2) == 0 { spec.modal = [randomSpec("m", &random, depth: depth - 1)] }
  }
  return spec
}

/// A flow to build: its root screen's name, its stack and its modal.
private struct FlowSpec {
  var root: String
  var stack: [RouteSpec]
  var modal: RouteSpec?

  func flow(at address: NavigationTree.Address) -> NavigationTree.Flow {
    makeFlow(at: address, root: root, stack: stack, modal: modal)
  }
}

/// A tree to build: nothing, a flow, or a container of flows (`nil` for an empty child).
private enum TreeSpec {
  case empty
  case flow(FlowSpec)
  case container(names: [String], children: [FlowSpec?], selected: Int)

  var tree: NavigationTree {
    switch self {
    case .empty:
      return NavigationTree()
    case let .flow(flow):
      return NavigationTree(nodes: [.flow(flow.flow(at: []))])
    case let .container(names, children, selected):
      let nodes = zip(names, children).enumerated().map { index, child in
        NavigationTree.Container.Child(
          name: child.0, isSelected: index == selected,
          nodes: child.1.map { [.flow($0.flow(at: [.child(child.0)]))] } ?? [])
      }
      return NavigationTree(nodes: [.container(.init(address: [], name: "Tabs", children: nodes))])
    }
  }
}

private func randomFlowSpec(_ random: inout SplitMix64) -> FlowSpec {
  FlowSpec(
    root: ["Root", "Other"][random.below(2)],
    stack: randomSpecs(&random, depth: 2),
    modal: random.below(2) == 0 ? randomSpec("m", &random, depth: 2) : nil)
}

private func randomTreeSpec(_ random: inout SplitMix64) -> TreeSpec {
  switch random.below(5) {
  case 0:
    return .empty
  case 1, 2:
    return .flow(randomFlowSpec(&random))
  default:
    let names = random.below(4) == 0 ? ["x", "y", "z"] : ["x", "y"]
    let children = names.map { _ in random.below(4) == 0 ? nil : randomFlowSpec(&random) }
    return .container(names: names, children: children, selected: random.below(names.count))
  }
}

/// One random edit, as an action makes: a push, a pop, a modal presented, dismissed or
/// restyled, a nested flow or a modal's flow changed, a tab selected, a column emptied.
private func mutate(_ spec: inout TreeSpec, _ random: inout SplitMix64) {
  switch spec {
  case .empty:
    spec = randomTreeSpec(&random)
  case var .flow(flow):
    mutate(&flow, &random, depth: 2)
    spec = .flow(flow)
  case .container(let names, var children, var selected):
    let index = random.below(names.count)
    switch random.below(4) {
    case 0: selected = index
    case 1: children[index] = children[index] == nil ? randomFlowSpec(&random) : nil
    default:
      if var flow = children[index] {
        mutate(&flow, &random, depth: 2)
        children[index] = flow
      }
    }
    spec = .container(names: names, children: children, selected: selected)
  }
}

private func mutate(_ flow: inout FlowSpec, _ random: inout SplitMix64, depth: Int) {
  switch random.below(3) {
  case 0: mutateModal(&flow.modal, &random, depth: depth)
  default: mutate(&flow.stack, &random, depth: depth)
  }
}

private func mutate(_ stack: inout [RouteSpec], _ random: inout SplitMix64, depth: Int) {
  switch random.below(5) {
  case 0:
    if !stack.isEmpty { stack.removeLast() }
  case 1:
    let free = ["a", "b", "c", "d"].filter { id in !stack.contains { $0.id == id } }
    if let id = free.first { stack.append(randomSpec(id, &random, depth: depth)) }
  case 2:
    if !stack.isEmpty {
      stack[random.below(stack.count)].name = ["one", "two", "three"][random.below(3)]
    }
  default:
    // Inside a route's flow: its stack or its modal.
    guard !stack.isEmpty else { return }
    let index = random.below(stack.count)
    guard var nested = stack[index].stack else { return }
    if random.below(2) == 0 {
      mutate(&nested, &random, depth: depth)
      stack[index].stack = nested
    } else {
      var modal = stack[index].modal.first
      mutateModal(&modal, &random, depth: depth)
      stack[index].modal = modal.map { [$0] } ?? []
    }
  }
}

private func mutateModal(_ modal: inout RouteSpec?, _ random: inout SplitMix64, depth: Int) {
  guard var spec = modal else {
    modal = randomSpec("m", &random, depth: depth)
    return
  }
  switch random.below(4) {
  case 0:
    modal = nil
  case 1:
    spec.style = [.sheet, .fullScreen, .alert][random.below(3)]
    modal = spec
  default:
    guard var stack = spec.stack else {
      modal = nil
      return
    }
    if random.below(2) == 0 {
      mutate(&stack, &random, depth: depth)
      spec.stack = stack
    } else {
      var inner = spec.modal.first
      mutateModal(&inner, &random, depth: depth)
      spec.modal = inner.map { [$0] } ?? []
    }
    modal = spec
  }
}

// MARK: - A renderer without UIKit

/// What the UIKit renderer does, without UIKit: it applies each batch's steps to its plan as
/// UIKit would, records a swipe back in the plan, and reports it with the removal action.
@MainActor
private final class PlanRenderer: NavigationRenderer {
  private(set) var plan = NavigationStackPlan(NavigationTree())
  private(set) var shown = NavigationTree()

  func render(_ changes: [NavigationChange], confirmation: NavigationConfirmation) {
    shown = shown.applying(changes)
    let target = NavigationStackPlan(shown)
    plan = plan.simulating(plan.steps(to: target))
    confirmation.confirm()
  }

  /// The user went back on the top stack to its first `count` screens.
  func userPopped<State>(
    keeping count: Int,
    to connection: NavigationConnection<State, TopFlow.Action>,
    removalAction: (NavigationTree.Address) -> TopFlow.Action?
  ) {
    for address in plan.userPopped(.top, keeping: count) {
      guard let action = removalAction(address), let change = shown.change(removing: address)
      else {
        Issue.record("no removal action or change for \(address)")
        continue
      }
      shown.apply(change)
      connection.userDidRemove(address, action: action)
    }
    // What the state kept comes back, as the UIKit renderer's catching up does.
    plan = plan.simulating(plan.steps(to: NavigationStackPlan(shown)))
  }
}
