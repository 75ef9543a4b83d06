import Testing

@testable import ReducerRouting

// The one walk of the state: it finds a flow in every place one can sit, and the navigation
// tree and the description see the same flows, because they are both visitors of it; a flow
// in a screen struct ends its effects with its route.

/// Two tabs, each a flow.
private struct PairOfTabs: Hashable, Sendable, NavigationContainer {
  var left: LeafFlow.State
  var right: LeafFlow.State

  var containedFlows: [ContainedFlow] {
    [ContainedFlow("left", left, isSelected: true), ContainedFlow("right", right)]
  }
}

/// A screen that holds flows in every kind of field; its reducer runs the one in `inner`.
private struct Shelf: Reducer {
  struct State: Hashable, Sendable {
    var title: String
    var inner: LeafFlow.State
    var maybe: LeafFlow.State?
    var list: [LeafFlow.State] = []
    var byName: [String: LeafFlow.State] = [:]
    var tabs: PairOfTabs?
  }
  enum Action: Equatable, Sendable { case inner(LeafFlow.Action) }

  let log: EventLog<String>?

  var body: some ReducerOf<Self> {
    Scope(state: \.inner, action: /Action.inner) { LeafFlow(log: log) }
  }
}

/// A root screen with an optional flow.
private struct Corner: Reducer {
  struct State: Hashable, Sendable {
    var side: LeafFlow.State?
  }
  enum Action: Equatable, Sendable { case noop }
  func reduce(into state: inout State, action: Action) -> Effect<Action> { .none }
}

/// A flow whose routes are a timer screen, a flow, and a screen struct that holds flows.
private struct Bookcase: RoutingReducer {
  enum Route: Routing, Hashable, Sendable {
    case ticker(Ticker.State)
    case leaf(LeafFlow.State)
    case shelf(Shelf.State)
    enum Action: Equatable, Sendable {
      case ticker(Ticker.Action)
      case leaf(LeafFlow.Action)
      case shelf(Shelf.Action)
    }
    var id: String {
      switch self {
      case let .ticker(state): state.name
      case let .leaf(state): state.root.name
      case let .shelf(state): state.title
      }
    }
  }
  struct State: RoutingState, Hashable, Sendable {
    var navigation: Route.NavigationState = .init()
    var root = Corner.State()
  }
  enum Action: RoutingAction, Equatable, Sendable {
    case navigation(Route.NavigationAction)
    case route(Route.ID, Route.Action)
    case modalRoute(Route.Action)
    case root(Corner.Action)
  }

  let log: EventLog<String>?

  var rootBody: some RootReducer<Self> { Corner() }
  var routeBody: some RouteReducer<Self> {
    Scope(state: /Route.ticker, action: /Route.Action.ticker) { Ticker(log: log) }
    Scope(state: /Route.leaf, action: /Route.Action.leaf) { LeafFlow(log: log) }
    Scope(state: /Route.shelf, action: /Route.Action.shelf) { Shelf(log: log) }
  }
}

/// A leaf flow whose root screen is named `name`, with a ticker pushed for each of `stack`.
private func flowNamed(_ name: String, stack: [String] = [], modal: String? = nil)
  -> LeafFlow.State
{
  LeafFlow.State(
    navigation: .init(
      stack: stack.map { .ticker(.init(name: $0)) }, modal: modal.map { .ticker(.init(name: $0)) }),
    root: .init(name: name))
}

/// A bookcase with a flow in every place: the root screen, a route's whole state, and each
/// field of a shelf (struct field, optional, array, dictionary, container).
private func everyPlace() -> Bookcase.State {
  var state = Bookcase.State()
  state.root.side = flowNamed("side", stack: ["s1"])
  state.navigation.push(.ticker(.init(name: "t")))
  state.navigation.push(.leaf(flowNamed("whole", stack: ["w1"], modal: "wm")))
  var shelf = Shelf.State(title: "shelf", inner: flowNamed("inner", stack: ["i1", "i2"]))
  shelf.maybe = flowNamed("maybe", stack: ["o1"])
  shelf.list = [flowNamed("l0"), flowNamed("l1", stack: ["a1"])]
  shelf.byName = ["k": flowNamed("k", stack: ["k1"])]
  shelf.tabs = PairOfTabs(left: flowNamed("left", stack: ["x1"]), right: flowNamed("right"))
  state.navigation.present(.shelf(shelf))
  return state
}

/// Routes whose case may hold a thin metatype beside a flow, which `Mirror` cannot read.
private enum OddRoute: Routing {
  case pair(Int.Type, LeafFlow.State)
  case flow(LeafFlow.State)
  enum Action {}
  var id: String {
    switch self {
    case .pair: "pair"
    case let .flow(state): state.root.name
    }
  }
}

/// Records each flow the walk finds: what holds it and its address.
private struct FlowRecorder: StateVisitor {
  var found: [String] = []

  mutating func enterFlow<State: RoutingState>(_ flow: State, at spot: WalkSpot) -> Bool {
    found.append("\(spot.holder) \(spot.address)")
    return true
  }
}

/// The cancellations logged so far, in order, without the `cancel ` prefix.
private func cancelled(_ log: EventLog<String>) -> [String] {
  log.values.filter { $0.hasPrefix("cancel ") }.map { String($0.dropFirst(7)) }
}

@Suite struct StateWalkTests {
  @Test func theWalkFindsAFlowInEveryPlace() {
    var recorder = FlowRecorder()
    StateWalk.walk(everyPlace(), into: &recorder)
    #expect(
      recorder.found == [
        "start (top)",
        "rootScreen .root.side",
        "route(isModal: false) [whole]",
        "route(isModal: true) [modal shelf].inner",
        "route(isModal: true) [modal shelf].maybe",
        "route(isModal: true) [modal shelf].list[0]",
        "route(isModal: true) [modal shelf].list[1]",
        "route(isModal: true) [modal shelf].byName[\"k\"]",
        "containerChild(name: \"left\") [modal shelf].tabs{left}",
        "containerChild(name: \"right\") [modal shelf].tabs{right}",
      ])
  }

  @Test func theDescriptionPrintsFlowsInScreenStructs() {
    var navigation = NavigationState<Bookcase.Route>()
    var shelf = Shelf.State(title: "shelf", inner: flowNamed("inner", stack: ["i1"]))
    shelf.list = [flowNamed("l0")]
    shelf.tabs = PairOfTabs(left: flowNamed("left", stack: ["x1"]), right: flowNamed("right"))
    navigation.push(.shelf(shelf))
    #expect(
      navigation.description == """
        stack:
          [0] .shelf (id: "shelf")
              .inner:
                stack:
                  [0] .ticker (id: "i1")
              .list[0]:
                (root only)
              PairOfTabs (.tabs)
                left (selected)
                  stack:
                    [0] .ticker (id: "x1")
                right
                  (root only)
        """)
  }

  @Test func aCaseWithAThinMetatypeIsSkippedNotRead() {
    let navigation = NavigationState<OddRoute>(stack: [
      .pair(Int.self, flowNamed("hidden", stack: ["h1"])), .flow(flowNamed("seen", stack: ["s1"])),
    ])
    // A bare navigation state is read as a value: the flow in `.flow` is found, not the other.
    #expect(
      NavigationTree(of: navigation).allFlows.map(\.address.description) == [".stack[1].flow"])
    #expect(navigation.description.contains(".ticker (id: \"s1\")"))
    #expect(!navigation.description.contains("h1"))
  }

  @Test func theTypeCacheWorksOutEachTypeOnce() {
    /// A screen state of a type no other test walks.
    struct Probe: Hashable, Sendable {
      var flow: LeafFlow.State?
      var plain: [Plain] = (0..<50).map { Plain(number: $0) }
    }
    /// A value of a type no other test walks, that holds no flow.
    struct Plain: Hashable, Sendable { var number: Int }

    #expect(StateWalk.computations(of: Probe.self) == 0)
    let probes = (0..<20).map { Probe(flow: $0.isMultiple(of: 2) ? flowNamed("p\($0)") : nil) }
    for _ in 0..<3 {
      #expect(NavigationTree(of: probes).allFlows.count == 10)
    }
    #expect(StateWalk.computations(of: Probe.self) == 1)
    #expect(StateWalk.computations(of: [Probe].self) == 1)
    #expect(StateWalk.computations(of: [Plain].self) == 1)
    #expect(StateWalk.computations(of: Plain.self) == 1)
    #expect(StateWalk.canContainFlow(Probe.self))
    #expect(!StateWalk.canContainFlow(Plain.self))
  }

  @MainActor
  @Test func aFlowInAScreenStructIsTornDownWithItsRoute() async {
    let log = EventLog<String>()
    var start = Bookcase.State()
    let shelf = Shelf.State(
      title: "shelf", inner: flowNamed("inner", stack: ["d1", "d2", "d3"], modal: "dm"))
    start.navigation.push(.shelf(shelf))
    start.navigation.push(.ticker(.init(name: "t")))
    let store = Store(initialState: start) { Bookcase(log: log) }
    func inner(_ action: LeafFlow.Action) -> StoreTask {
      store.send(.route("shelf", .shelf(.inner(action))))
    }
    let timers = [
      store.send(.route("t", .ticker(.start))),
      inner(.root(.start)),
      inner(.route("d1", .ticker(.start))),
      inner(.route("d2", .ticker(.start))),
      inner(.route("d3", .ticker(.start))),
      inner(.modalRoute(.ticker(.start))),
    ]
    #expect(await eventually { log.values.filter { $0.hasPrefix("start ") }.count == 6 })

    store.send(.navigation(.popToRoot))
    #expect(Set(cancelled(log)) == ["t", "dm", "d3", "d2", "d1", "inner"])
    // Deepest first, each once: the nested flow's routes (beneath the shelf route and the
    // `Scope` on `\.inner`), the newest first; then its root screen, in the `Scope`'s
    // namespace; then the two routes of the outer flow, the newest first.
    #expect(cancelled(log) == ["dm", "d3", "d2", "d1", "inner", "t"])
    for timer in timers { #expect(await finishes(timer)) }
    #expect(await store.settles())
  }
}

private protocol WalkCarrier<Item> {
  associatedtype Item
}

/// A generic struct with a constrained existential of its own generic parameter: the shape the
/// standard library's field reflection crashed on, now described from the metadata.
private struct WalkBoxed<T> {
  var item: any WalkCarrier<T>
  var count: Int
}

private struct WalkHolder {
  var boxed: WalkBoxed<Int>
  var flow: NavigationState<WalkRoute>
}

private enum WalkRoute: Routing {
  case one
  enum Action {}
  var id: String { "one" }
}

@Suite struct StateWalkPortableReflectionTests {
  @Test func aConstrainedExistentialOfAGenericParameterMayHoldAFlow() {
    #expect(StateWalk.canContainFlow(WalkBoxed<Int>.self))
    #expect(StateWalk.canContainFlow(WalkHolder.self))
  }

  @Test func classesFunctionsAndPlainValuesHoldNoFlow() {
    final class Reference {}
    struct Fields {
      var object: Reference?
      var objects: [Reference]
      var function: () -> Void
      var count: Int
      var names: [String]
    }
    #expect(!StateWalk.canContainFlow(Fields.self))
  }
}
