@testable import ReducerRouting
import Testing

// The path of one navigation stack over nested flows (`Store.screenPath()`, what the SwiftUI
// adapter's RoutedNavigationStack binds to) is read from the flow's own navigation by the walk
// of the state, with no tree and no plan. It must be what the top stack of the flow's
// `NavigationStackPlan` shows (what UIKit shows): its pushed screens, each an element of the
// route of the flow's own stack that its address starts with. Compared here over hand-made
// navigations with a flow in every place one can sit, and after every step of the property
// tests' sequences (ScreenPathPropertyTests, AppPropertyTests).

/// The path as the plan of the flow's tree has it: what `screenPath()` computed before it read
/// the flow's own navigation (the whole tree, then its plan, on every read).
func planScreenPath<State: RoutingState>(of state: State) -> [NavigationPathElement<State.Route>] {
  let stack = state.navigation.stack
  guard StateWalk.canContainFlow(State.Route.self),
    case let .stack(shown) = NavigationStackPlan(NavigationTree(of: state)).top
  else {
    return stack.map { NavigationPathElement($0, isShown: true) }
  }
  var path: [NavigationPathElement<State.Route>] = []
  for screen in shown.screens where screen.kind == .pushed {
    let steps = screen.address.steps
    guard case let .route(top)? = steps.first, let id = top.base as? State.Route.ID,
      let route = stack[id: id]
    else { continue }
    path.append(
      NavigationPathElement(route, isShown: true, nested: steps.count == 1 ? nil : screen.address))
  }
  return path
}

/// Whether the route `id` is a flow, as the flow's tree has it: what `routeHoldsFlow(id:)`
/// answered before it read the route alone.
func treeRouteHoldsFlow<State: RoutingState>(_ id: State.Route.ID, in state: State) -> Bool {
  guard StateWalk.canContainFlow(State.Route.self) else { return false }
  return NavigationTree(of: state).flow(at: [.route(NavigationTree.ID(id))]) != nil
}

/// How the path read from the flow's navigation differs from the plan's, or `nil` when they are
/// the same: the same elements (ids and nested screens), each read from the state, each holding
/// the route of the flow's stack with its id.
func screenPathMismatch<State: RoutingState>(in state: State) -> String? {
  let read = state.stackScreenPath()
  let planned = planScreenPath(of: state)
  let same =
    read == planned
    && zip(read, planned).allSatisfy { $0.isShown && $1.isShown && $0.route.id == $1.route.id }
  if !same { return "the path read is \(read), the plan's \(planned)" }
  for id in state.navigation.stack.ids
  where state.stackRouteHoldsFlow(id: id) != treeRouteHoldsFlow(id, in: state) {
    return "the route \(id) holds a flow: \(state.stackRouteHoldsFlow(id: id)), in the tree: "
      + "\(treeRouteHoldsFlow(id, in: state))"
  }
  return nil
}

// MARK: - Fixtures

/// A root screen, with a flow of its own (which no stack shows).
private struct Corner: Hashable, Sendable {
  var name: String
  var side: LeafFlow.State?
}

/// A screen that holds a flow in a field (which no stack shows).
private struct Shelf: Sendable {
  var title: String
  var inner: LeafFlow.State
}

/// Two tabs, each a flow (which no stack shows).
private struct PairOfTabs: Sendable, NavigationContainer {
  var name: String
  var left: LeafFlow.State
  var right: LeafFlow.State

  var containedFlows: [ContainedFlow] {
    [ContainedFlow("left", left, isSelected: true), ContainedFlow("right", right)]
  }
}

/// A route in every place a flow can sit: a screen, a flow (one that holds flows too, and one of
/// the same route type), an optional flow, an existential, a flow in a field, a flow beside
/// another value, a container, and a flow that is also a container.
private enum GalleryRoute: Routing, Sendable {
  case ticker(Ticker.State)
  case leaf(LeafFlow.State)
  case mid(MidFlow.State)
  case maybe(LeafFlow.State?)
  case erased(any Sendable)
  case shelf(Shelf)
  case pair(LeafFlow.State, Int)
  case tabs(PairOfTabs)
  indirect case gallery(GalleryState)
  indirect case flowTabs(FlowTabs)
  enum Action {}

  var id: String {
    switch self {
    case let .ticker(state): state.name
    case let .leaf(state): state.root.name
    case let .mid(state): state.root.name
    case let .maybe(state): "maybe-\(state?.root.name ?? "none")"
    case let .erased(value): "erased-\(Self.name(of: value))"
    case let .shelf(shelf): shelf.title
    case let .pair(state, _): state.root.name
    case let .tabs(tabs): tabs.name
    case let .gallery(state): state.root.name
    case let .flowTabs(state): state.root.name
    }
  }

  /// The name of an existential payload's screen or flow.
  private static func name(of value: Any) -> String {
    if let flow = value as? LeafFlow.State { return flow.root.name }
    if let flow = value as? GalleryState { return flow.root.name }
    return (value as? Ticker.State)?.name ?? "?"
  }
}

/// A flow over the gallery's routes.
private struct GalleryState: RoutingState, Sendable {
  var navigation: NavigationState<GalleryRoute>
  var root: Corner
}

/// A flow that is also a container: the walk, the tree and the plan see a container.
private struct FlowTabs: RoutingState, NavigationContainer, Sendable {
  var navigation: NavigationState<GalleryRoute>
  var root: Corner

  var containedFlows: [ContainedFlow] { [ContainedFlow("side", root.side, isSelected: true)] }
}

private func leaf(_ name: String, _ stack: [String] = [], modal: String? = nil) -> LeafFlow.State {
  LeafFlow.State(
    navigation: .init(
      stack: stack.map { .ticker(.init(name: $0)) }, modal: modal.map { .ticker(.init(name: $0)) }),
    root: .init(name: name))
}

private func mid(_ name: String, _ stack: [MidFlow.Route], modal: MidFlow.Route? = nil)
  -> MidFlow.State
{
  MidFlow.State(navigation: .init(stack: stack, modal: modal), root: .init(name: name))
}

private func ticker(_ name: String) -> Ticker.State { Ticker.State(name: name) }

private func gallery(
  _ name: String, _ stack: [GalleryRoute], modal: GalleryRoute? = nil,
  side: LeafFlow.State? = nil
) -> GalleryState {
  GalleryState(
    navigation: .init(stack: stack, modal: modal, modalStyle: .fullScreen),
    root: Corner(name: name, side: side))
}

/// Navigations with flows in every place, nested up to four levels, hidden under later routes,
/// with modals and root screens that hold flows at each level.
private let galleries: [GalleryState] = [
  gallery("empty", []),
  gallery("screens", [.ticker(ticker("t1")), .ticker(ticker("t2"))]),
  gallery("a root flow", [], side: leaf("side", ["s1"])),
  gallery(
    "flows",
    [
      .ticker(ticker("t1")),
      .leaf(leaf("l1", ["l1a", "l1b"], modal: "l1m")),
      .mid(
        mid(
          "m1",
          [.ticker(ticker("m1a")), .leaf(leaf("m1l", ["m1la"])), .ticker(ticker("m1b"))],
          modal: .leaf(leaf("m1m", ["m1ma"])))),
      .leaf(leaf("l2")),
      .ticker(ticker("t2")),
    ],
    modal: .leaf(leaf("modal", ["ma"])), side: leaf("side", ["s1"])),
  gallery(
    "wrapped",
    [
      .maybe(leaf("o1", ["o1a"])),
      .maybe(nil),
      .erased(leaf("e1", ["e1a", "e1b"])),
      .erased(ticker("e2")),
      .erased(Optional(leaf("e3", ["e3a"]))),
    ]),
  gallery(
    "not on the stack",
    [
      .shelf(Shelf(title: "shelf", inner: leaf("inner", ["i1"]))),
      .pair(leaf("pair", ["p1"]), 1),
      .tabs(PairOfTabs(name: "tabs", left: leaf("left", ["x1"]), right: leaf("right"))),
      .flowTabs(
        FlowTabs(
          navigation: .init(stack: [.leaf(leaf("ft-l", ["ft-la"]))]),
          root: Corner(name: "flowTabs", side: leaf("ft-side", ["ft-s"])))),
    ]),
  gallery(
    "galleries",
    [
      .gallery(
        gallery(
          "g1",
          [
            .ticker(ticker("g1a")),
            .gallery(
              gallery(
                "g2",
                [
                  .mid(mid("g2m", [.leaf(leaf("g2ml", ["g2mla", "g2mlb"]))])),
                  .erased(gallery("g2e", [.leaf(leaf("g2el", ["g2ela"]))])),
                ],
                modal: .gallery(gallery("g2modal", [.ticker(ticker("g2ma"))])),
                side: leaf("g2side", ["g2s"]))),
            .leaf(leaf("g1l", [], modal: "g1lm")),
          ],
          modal: .leaf(leaf("g1m", ["g1ma"])))),
      .ticker(ticker("top")),
    ]),
]

// MARK: - Tests

@Suite struct ScreenPathAgreementTests {
  @Test(arguments: galleries.indices)
  func thePathReadFromTheNavigationIsThePlans(_ index: Int) {
    let state = galleries[index]
    #expect(screenPathMismatch(in: state) == nil, "\(state.root.name)")
  }

  @Test func thePathHoldsTheScreensOfTheFlowsThatAreRoutesStates() {
    let state = galleries[3]
    #expect(
      state.stackScreenPath().map { $0.nested.map { "\($0)" } ?? $0.id } == [
        "t1", "l1", "[l1][l1a]", "[l1][l1b]", "m1", "[m1][m1a]", "[m1][m1l]", "[m1][m1l][m1la]",
        "[m1][m1b]", "l2", "t2",
      ])
    let wrapped = galleries[4]
    #expect(
      wrapped.stackScreenPath().map { $0.nested.map { "\($0)" } ?? $0.id } == [
        "maybe-o1", "[maybe-o1][o1a]", "maybe-none", "erased-e1", "[erased-e1][e1a]",
        "[erased-e1][e1b]", "erased-e2", "erased-e3", "[erased-e3][e3a]",
      ])
    #expect(wrapped.stackRouteHoldsFlow(id: "maybe-o1"))
    #expect(!wrapped.stackRouteHoldsFlow(id: "maybe-none"))
    #expect(wrapped.stackRouteHoldsFlow(id: "erased-e3"))
    #expect(!wrapped.stackRouteHoldsFlow(id: "erased-e2"))
    #expect(!wrapped.stackRouteHoldsFlow(id: "missing"))
    #expect(galleries[5].stackScreenPath().allSatisfy { $0.nested == nil })
  }

  @Test func aFlowThatIsAlsoAContainerShowsItsOwnRoutes() {
    let state = FlowTabs(
      navigation: .init(stack: [.leaf(leaf("l", ["la"])), .ticker(ticker("t"))]),
      root: Corner(name: "top", side: leaf("side", ["s"])))
    #expect(screenPathMismatch(in: state) == nil)
    #expect(state.stackScreenPath().map(\.id) == ["l", "t"])
    #expect(!state.stackRouteHoldsFlow(id: "l"))
  }

  @MainActor
  @Test func theStoresPathIsItsStatesPath() {
    let (store, mid, leaf) = nestedStores()
    #expect(store.screenPath() == planScreenPath(of: store.state))
    #expect(mid.screenPath() == planScreenPath(of: mid.state))
    #expect(leaf.screenPath() == planScreenPath(of: leaf.state))
    for id in store.state.navigation.stack.ids {
      #expect(store.routeHoldsFlow(id: id) == treeRouteHoldsFlow(id, in: store.state))
    }
  }
}
