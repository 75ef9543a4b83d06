import ReducerRouting
import Testing

// MARK: - Fixtures: flows nested in a route, a root screen and a screen struct

/// A screen whose state holds a flow in a field.
struct ProfileScreen: Hashable, Codable, Sendable {
  var title: String
  var inner: LeafFlow.State
}

/// A root screen that holds an optional flow and a list of flows.
struct DashboardRoot: Hashable, Codable, Sendable {
  var name = "dashboard"
  var side: LeafFlow.State?
  var panels: [LeafFlow.State] = []
}

/// A route enum with a flow in a payload, a flow in a screen struct, and a plain screen.
enum DashboardRoute: Routing, Hashable, Codable, Sendable {
  case ticker(Ticker.State)
  case mid(MidFlow.State)
  case profile(ProfileScreen)
  enum Action: Equatable, Sendable { case ticker(Ticker.Action) }
  var id: String {
    switch self {
    case let .ticker(state): state.name
    case let .mid(state): state.root.name
    case let .profile(screen): screen.title
    }
  }
}

struct DashboardState: RoutingState, Hashable, Codable, Sendable {
  var navigation: DashboardRoute.NavigationState = .init()
  var root = DashboardRoot()
}

/// A route whose payload is a thin metatype, which `Mirror` cannot read.
enum MetaRoute: Routing {
  case kind(Int.Type)
  case plain
  enum Action {}
  var id: String {
    switch self {
    case .kind: "kind"
    case .plain: "plain"
    }
  }
}

struct MetaState: RoutingState {
  var navigation: MetaRoute.NavigationState = .init()
  var root: Int = 0
}

/// A big state with no flow in it, for the cache of types that cannot hold one.
struct PlainState {
  var numbers = Array(0..<10_000)
  var names = ["a": "b"]
  var nested: (Int, String) = (1, "x")
}

func leaf(_ name: String, stack: [String] = []) -> LeafFlow.State {
  LeafFlow.State(
    navigation: .init(stack: stack.map { .ticker(.init(name: $0)) }),
    root: .init(name: name))
}

// MARK: - Building

@Test func treeOfAFlowWithNothingNested() {
  let state = LeafFlow.State(
    navigation: .init(
      stack: [.ticker(.init(name: "a")), .ticker(.init(name: "b"))],
      modal: .ticker(.init(name: "m")), modalStyle: .fullScreen),
    root: .init(name: "leaf"))
  let tree = NavigationTree(of: state)
  let flow = NavigationTree.Flow(
    address: [], rootName: "Home",
    stack: [
      .init(id: .init("a"), caseName: "ticker"),
      .init(id: .init("b"), caseName: "ticker"),
    ],
    modal: .init(id: .init("m"), caseName: "ticker", style: .fullScreen))
  #expect(tree == NavigationTree(nodes: [.flow(flow)]))
  #expect(tree.breadcrumb == "Home › ticker(a) › ticker(b) › fullScreen ticker(m)")
}

@Test func treeFindsFlowsInRoutesRootScreensAndScreenStructs() {
  var state = DashboardState()
  state.root.side = leaf("side", stack: ["s1"])
  state.root.panels = [leaf("p0"), leaf("p1", stack: ["q"])]
  state.navigation.push(.ticker(.init(name: "t")))
  state.navigation.push(
    .mid(
      MidFlow.State(
        navigation: .init(stack: [.leaf(leaf("deep", stack: ["d1"]))]),
        root: .init(name: "mid"))))
  state.navigation.present(.profile(ProfileScreen(title: "me", inner: leaf("inner", stack: ["i"]))))

  let tree = NavigationTree(of: state)
  let addresses = tree.allFlows.map(\.address.description)
  #expect(
    addresses == [
      "(top)",
      ".root.side",
      ".root.panels[0]",
      ".root.panels[1]",
      "[mid]",
      "[mid][deep]",
      "[modal me].inner",
    ])
  let deep = tree.flow(at: [.route(.init("mid")), .route(.init("deep"))])
  #expect(deep?.stack.map(\.id) == [.init("d1")])
  #expect(tree.flow(at: [.modal(.init("me")), .field("inner")])?.stack.first?.caseName == "ticker")
  #expect(tree.flow(at: [.route(.init("t"))]) == nil)
  #expect(tree.breadcrumb == "DashboardRoot › ticker(t) › mid › sheet profile(me) › ticker(i)")
  #expect(
    tree.description == """
      DashboardRoot
        Home (.root.side)
          [0] ticker (id: s1)
        Home (.root.panels[0])
          (root only)
        Home (.root.panels[1])
          [0] ticker (id: q)
        [0] ticker (id: t)
        [1] mid (id: mid)
            Home
              [0] leaf (id: deep)
                  Home
                    [0] ticker (id: d1)
        modal (sheet): profile (id: me)
            Home (.inner)
              [0] ticker (id: i)
      """)
}

@Test func treeSkipsThinMetatypePayloads() {
  var state = MetaState()
  state.navigation.push(.kind(Int.self))
  state.navigation.push(.plain)
  let tree = NavigationTree(of: state)
  #expect(tree.allFlows.first?.stack.map(\.caseName) == ["kind", "plain"])
}

@Test func treeOfAStateWithoutFlowsIsEmptyAndCheap() {
  let state = PlainState()
  #expect(NavigationTree(of: state).nodes.isEmpty)
  #expect(NavigationTree(of: state).description == "(no flows)")
  // The type is known not to hold a flow: building again does not read its ten thousand
  // numbers. Measured in this thread's processor time, which a busy machine does not inflate
  // (reading the numbers a thousand times takes seconds).
  let elapsed = processorTime {
    for _ in 0..<1_000 { _ = NavigationTree(of: state) }
  }
  #expect(elapsed < .milliseconds(200), "1,000 trees took \(elapsed) of processor time.")
}

@Test func treesOfEqualNavigationAreEqual() {
  var a = DashboardState()
  a.navigation.push(.ticker(.init(name: "t")))
  var b = a
  b.root.name = "renamed"
  #expect(NavigationTree(of: a) == NavigationTree(of: b))
  b.navigation.push(.ticker(.init(name: "u")))
  #expect(NavigationTree(of: a) != NavigationTree(of: b))
}

// MARK: - Case names read through the runtime, against a switch

enum GenericRoute<Payload: Hashable & Sendable>: Routing {
  case value(Payload)
  indirect case wrapped(GenericRoute)
  case empty
  enum Action {}
  var id: String {
    switch self {
    case .value: "value"
    case .wrapped: "wrapped"
    case .empty: "empty"
    }
  }
  /// The case name, from a `switch`: the reference.
  var expectedName: String { id }
}

struct GenericState<Payload: Hashable & Sendable>: RoutingState {
  var navigation: GenericRoute<Payload>.NavigationState = .init()
  var root = 0
}

@Test func caseNamesMatchASwitchAndDescribeCase() {
  var state = GenericState<Int>()
  state.navigation.setStack([.value(1), .wrapped(.empty), .empty])
  let names = NavigationTree(of: state).allFlows.first?.stack.map(\.caseName)
  #expect(names == state.navigation.stack.map(\.expectedName))
  #expect(names == state.navigation.stack.map { String(describeCase($0).dropFirst()) })

  var meta = MetaState()
  meta.navigation.setStack([.kind(Int.self), .plain])
  #expect(NavigationTree(of: meta).allFlows.first?.stack.map(\.caseName) == ["kind", "plain"])

  var dashboard = DashboardState()
  dashboard.navigation.setStack([
    .ticker(.init(name: "t")), .mid(.init(root: .init(name: "m"))),
    .profile(.init(title: "p", inner: leaf("i"))),
  ])
  #expect(
    NavigationTree(of: dashboard).allFlows.first?.stack.map(\.caseName)
      == ["ticker", "mid", "profile"])
}
