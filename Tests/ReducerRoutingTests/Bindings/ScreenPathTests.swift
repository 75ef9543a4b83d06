@testable import ReducerRouting
import Testing

// One navigation stack showing a flow and the flows nested in its routes (what the SwiftUI
// adapter's RoutedNavigationStack binds to): the flattened path, where each pop goes, and what a
// nested flow's view shows at each screen. Fixtures: NestedFlowFixtures (Top > Mid > Leaf).

private typealias MidStore = Store<MidFlow.State, MidFlow.Action>
private typealias LeafStore = Store<LeafFlow.State, LeafFlow.Action>

/// The links the nested flows' views register when they are shown.
@MainActor
private func links(mid: MidStore, leaf: LeafStore) -> NestedFlowLinks {
  let links = NestedFlowLinks()
  links.register(at: [.route(.init("m"))]) { mid.keepRoutes($0, fileID: $1, line: $2) }
  links.register(at: [.route(.init("m")), .route(.init("l"))]) {
    leaf.keepRoutes($0, fileID: $1, line: $2)
  }
  return links
}

/// The path as `id` or `id@address` for the screens of nested flows.
private func names(_ path: [TopFlow.Route.PathElement]) -> [String] {
  path.map { element in element.nested.map { "\($0)" } ?? element.id }
}

@MainActor
@Suite struct ScreenPathTests {
  // MARK: - Reading

  @Test func aRouteThatIsAFlowIsFollowedByItsRoutesAtAnyDepth() {
    let (store, _, _) = nestedStores()
    store.send(.navigation(.push(.ticker(.init(name: "t2")))))
    let path = store.screenPath()
    #expect(path.map(\.id) == ["t1", "m", "m", "m", "m", "t2"])
    #expect(names(path) == ["t1", "m", "[m][x]", "[m][l]", "[m][l][y]", "t2"])
    #expect(store.screenPathBinding(links: NestedFlowLinks()).value == path)
  }

  @Test func withoutNestedFlowsThePathIsTheFlowsOwnPath() {
    let store = Store(initialState: TopFlow.State()) { TopFlow() }
    store.send(.navigation(.push(.ticker(.init(name: "t1")))))
    store.send(.navigation(.push(.mid(.init(root: .init(name: "m"))))))
    #expect(store.screenPath() == store.pathBinding().value)
    #expect(store.screenPath().allSatisfy { $0.nested == nil })
  }

  @Test func aNestedScreenIsNotEqualToTheRouteThatHoldsIt() {
    let (store, _, _) = nestedStores()
    let path = store.screenPath()
    #expect(path[1] != path[2])
    #expect(Set(path).count == path.count)
    #expect(path[1] == TopFlow.Route.PathElement(.mid(.init(root: .init(name: "m")))))
  }

  @Test func aRouteHoldsAFlowWhenItsStateIsOne() {
    let (store, mid, _) = nestedStores()
    #expect(store.routeHoldsFlow(id: "m"))
    #expect(!store.routeHoldsFlow(id: "t1"))
    #expect(mid.routeHoldsFlow(id: "l"))
    #expect(!mid.routeHoldsFlow(id: "x"))
  }

  // MARK: - Pops

  @Test func aSwipeBackFromANestedFlowsScreenPopsItInThatFlow() async {
    let (store, mid, leaf) = nestedStores()
    let path = store.screenPathBinding(links: links(mid: mid, leaf: leaf))
    let issues = await withDiagnostics {
      let write = path.set(Array(path.value.dropLast()))
      #expect(write.tasks.count == 1)
      #expect(!write.needsRefresh)
    }
    #expect(issues.isEmpty)
    #expect(store.state.mid("m")?.leaf("l")?.navigation.stack.isEmpty == true)
    #expect(names(path.value) == ["t1", "m", "[m][x]", "[m][l]"])
  }

  @Test func poppingToANestedFlowsRootDropsItsRoutesAndTheFlowsInThem() async {
    let (store, mid, leaf) = nestedStores()
    let path = store.screenPathBinding(links: links(mid: mid, leaf: leaf))
    let issues = await withDiagnostics {
      #expect(!path.set(Array(path.value.prefix(2))).needsRefresh)
    }
    #expect(issues.isEmpty)
    #expect(store.state.mid("m")?.navigation.stack.isEmpty == true)
    #expect(names(path.value) == ["t1", "m"])
  }

  @Test func poppingTheRouteThatHoldsAFlowDropsItInTheOuterFlow() async {
    let (store, mid, leaf) = nestedStores()
    let path = store.screenPathBinding(links: links(mid: mid, leaf: leaf))
    let issues = await withDiagnostics {
      #expect(!path.set(Array(path.value.prefix(1))).needsRefresh)
    }
    #expect(issues.isEmpty)
    #expect(store.state.navigation.stack.ids == ["t1"])
  }

  @Test func aPopOfTheOuterFlowsTopRouteAboveANestedFlowStaysInTheOuterFlow() async {
    let (store, mid, leaf) = nestedStores()
    store.send(.navigation(.push(.ticker(.init(name: "t2")))))
    let path = store.screenPathBinding(links: links(mid: mid, leaf: leaf))
    let issues = await withDiagnostics {
      #expect(!path.set(Array(path.value.dropLast())).needsRefresh)
    }
    #expect(issues.isEmpty)
    #expect(store.state.navigation.stack.ids == ["t1", "m"])
    #expect(store.state.mid("m")?.navigation.stack.ids == ["x", "l"])
  }

  @Test func aPopKeepsExactlyThePathWrittenAcrossTheFlows() async {
    let (store, mid, leaf) = nestedStores()
    let path = store.screenPathBinding(links: links(mid: mid, leaf: leaf))
    let read = path.value
    // The outer flow pushes "t2" while the UI still shows "y" on top; the user swipes back.
    store.send(.navigation(.push(.ticker(.init(name: "t2")))))
    let issues = await withDiagnostics {
      let write = path.set(Array(read.dropLast()))
      #expect(write.tasks.count == 2)
      #expect(!write.needsRefresh)
    }
    #expect(issues.isEmpty)
    #expect(names(path.value) == ["t1", "m", "[m][x]", "[m][l]"])
  }

  @Test func aPopInAFlowNoViewRegisteredIsRefusedAndChangesNothing() async {
    let (store, _, _) = nestedStores()
    let before = store.state
    let path = store.screenPathBinding(links: NestedFlowLinks())
    let issues = await withDiagnostics {
      let write = path.set(Array(path.value.dropLast()))
      #expect(write.tasks.isEmpty)
      #expect(write.needsRefresh)
    }
    #expect(issues.map(\.kind) == ["binding.unknownNestedFlow"])
    #expect(store.state == before)
  }

  // MARK: - Pushes and stale writes

  @Test func aLinkAppendedOverANestedFlowPushesOnTheOuterFlow() async {
    let (store, mid, leaf) = nestedStores()
    let path = store.screenPathBinding(links: links(mid: mid, leaf: leaf))
    let issues = await withDiagnostics {
      let pushed = path.value + [TopFlow.Route.PathElement(.ticker(.init(name: "t2")))]
      #expect(!path.set(pushed).needsRefresh)
    }
    #expect(issues.isEmpty)
    #expect(store.state.navigation.stack.ids == ["t1", "m", "t2"])
    #expect(names(path.value).last == "t2")
  }

  @Test func aWriteFromAnOlderPathOfANestedFlowIsRefusedAndChangesNothing() async {
    let (store, mid, leaf) = nestedStores()
    let path = store.screenPathBinding(links: links(mid: mid, leaf: leaf))
    let old = path.value
    store.send(.mid("m", .navigation(.drop("x"))))
    store.send(.mid("m", .navigation(.push(.ticker(.init(name: "z"))))))
    let before = store.state
    let issues = await withDiagnostics {
      let write = path.set(Array(old.dropLast()))
      #expect(write.tasks.isEmpty)
      #expect(write.needsRefresh)
    }
    #expect(issues.map(\.kind) == ["binding.stalePath"])
    #expect(store.state == before)
    #expect(names(path.value) == ["t1", "m", "[m][z]"])
  }

  // MARK: - What a nested flow's view shows

  @Test func aNestedFlowsViewShowsTheScreenItsTargetNames() {
    let (_, mid, leaf) = nestedStores()
    #expect(mid.nestedScreen(showing: []) == .root(presentsModal: false))
    #expect(mid.nestedScreen(showing: [.route(.init("x"))]) == .route("x", rest: [], presentsModal: false))
    #expect(mid.nestedScreen(showing: [.route(.init("l"))]) == .route("l", rest: [], presentsModal: true))
    #expect(
      mid.nestedScreen(showing: [.route(.init("l")), .route(.init("y"))])
        == .route("l", rest: [.route(.init("y"))], presentsModal: false))
    #expect(mid.nestedScreen(showing: [.route(.init("gone"))]) == .gone)
    #expect(mid.nestedScreen(showing: [.modal(.init("l"))]) == .gone)
    #expect(leaf.nestedScreen(showing: [.route(.init("y"))]) == .route("y", rest: [], presentsModal: true))
    leaf.send(.navigation(.drop("y")))
    #expect(leaf.nestedScreen(showing: []) == .root(presentsModal: true))
    #expect(!NestedFlowScreen<String>.gone.presentsModal)
  }
}
