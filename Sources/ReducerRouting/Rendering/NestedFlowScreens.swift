// What one navigation stack shows for a flow whose routes hold flows of their own: the flow's
// routes, each followed by the routes of the flow that is its state (NavigationStackPlan's
// flattening), as one path; and what a nested flow's view shows for each screen of that path.
// The SwiftUI adapter binds one `NavigationStack` to it; every decision is made here. The path
// is read from the flow's own navigation by the walk of the state (`StateWalk`), with no tree
// and no plan built per read.

/// The flows nested in a stack's routes, by address: how to change each one's stack when the
/// user pops screens of it. A nested flow's view registers its flow when it is shown, so a pop
/// the user makes later reaches the flow's own store.
@MainActor
package final class NestedFlowLinks {
  /// Keeps the first `count` routes of a nested flow's stack, and sends what removes the rest.
  package typealias Keep =
    @MainActor (_ count: Int, _ fileID: StaticString, _ line: UInt) ->
    NavigationWrite

  /// Reads an element the UI appended to the stack's path as a new route of a nested flow: given
  /// a comparison of the path the UI wrote with the known path followed by a value, the push of
  /// the element that compares equal, if one of the flow's route type does.
  package typealias Recognize = @MainActor (_ matches: (any Hashable) -> Bool) -> RecognizedPush?

  private var flows: [NavigationTree.Address: (keep: Keep, recognize: Recognize?)] = [:]

  /// No flow registered yet.
  package init() {}

  /// Registers how to pop the routes of the flow at `address`, and how to recognize a route
  /// pushed on it, replacing what was there.
  ///
  /// - Parameters:
  ///   - address: The flow's address in the tree of the stack's flow.
  ///   - keep: Keeps the first `count` routes of the flow's stack.
  ///   - recognize: Recognizes an element of the flow's routes that the UI appended.
  package func register(
    at address: NavigationTree.Address, keep: @escaping Keep, recognize: Recognize? = nil
  ) {
    flows[address] = (keep, recognize)
  }

  /// How to pop the routes of the flow at `address`, if its view registered it.
  package func keep(at address: NavigationTree.Address) -> Keep? {
    flows[address]?.keep
  }

  /// How to recognize a route pushed on the flow at `address`, if its view registered it.
  package func recognize(at address: NavigationTree.Address) -> Recognize? {
    flows[address]?.recognize
  }
}

/// A route the UI appended to a stack's path, recognized as an element of one flow's routes.
@MainActor
package struct RecognizedPush {
  /// The element the UI appended, as it appended it.
  package let element: any Hashable
  /// Pushes the route on its flow.
  package let push: @MainActor (_ fileID: StaticString, _ line: UInt) -> NavigationWrite
}

/// What the view of a nested flow shows, at one screen of the stack its outer flow shows.
package enum NestedFlowScreen<ID: Hashable>: Equatable {
  /// The flow's root screen; `presentsModal` when the flow's stack is empty, so that its modal is
  /// presented from the screen the user sees.
  case root(presentsModal: Bool)
  /// The route `id` of the flow's stack, with what the route's own view shows (`rest`: the steps
  /// to a screen of a flow nested in it, empty for the route's own screen); `presentsModal` when
  /// it is the top of the flow's stack and its own screen.
  case route(ID, rest: [NavigationTree.Step], presentsModal: Bool)
  /// A screen the flow no longer shows (the stack moved on while the view was built).
  case gone

  /// Whether the flow's modal is presented from this screen.
  package var presentsModal: Bool {
    switch self {
    case let .root(presents), let .route(_, _, presents): presents
    case .gone: false
    }
  }
}

extension Store where State: RoutingState, Action: RoutingAction, Action.Route == State.Route {
  /// Whether the route `id` is a flow (its state is a `RoutingState`): its screen is the flow's
  /// root, and the flow's routes follow it on the stack.
  package func routeHoldsFlow(id: State.Route.ID) -> Bool {
    currentState.stackRouteHoldsFlow(id: id)
  }

  /// The path of one navigation stack showing this flow: an element per route, each route that
  /// is a flow followed by that flow's routes (at any depth), bottom first.
  ///
  /// Reading it in a view's body observes every navigation of the flow and of the flows in it.
  ///
  /// - Complexity: O(*n*) in the routes on the path, plus the parts of their states whose
  ///   types can hold a flow (see `RoutingState.stackScreenPath()`).
  package func screenPath() -> [NavigationPathElement<State.Route>] {
    _ = self[dynamicMember: \.navigation.revision]
    return currentState.stackScreenPath()
  }

  /// The path of one navigation stack showing this flow and the flows nested in its routes
  /// (``screenPath()``), bound to the store: a pop of screens of a nested flow is sent to that
  /// flow's store (registered in `links` by its view), anything else is the flow's own
  /// ``pathBinding(fileID:line:)``.
  ///
  /// - Parameters:
  ///   - links: The nested flows' stores, as their views registered them.
  ///   - fileID: The file to report a refused write at.
  ///   - line: The line to report a refused write at.
  /// - Returns: The binding.
  package func screenPathBinding(
    links: NestedFlowLinks,
    fileID: StaticString = #fileID,
    line: UInt = #line
  ) -> NavigationBinding<[NavigationPathElement<State.Route>]> {
    NavigationBinding(
      read: { self.screenPath() },
      write: { path in
        var tasks: [StoreTask] = []
        // A pop keeps exactly the path written, as a flow's own path binding does: the lowest
        // screen it leaves out goes, with every screen above it, in its flow and in the flows
        // around it (a route pushed on an outer flow after the UI last read the path). Each
        // round removes screens in one flow; rounds stop when the state shows the path, or
        // when one changes nothing (a refusal, reported once).
        var current = self.screenPath()
        for round in 0...path.count {
          if current == path { break }
          switch ScreenPathWrite.plan(path, over: current) {
          case .ownRoutes:
            let own = path.filter { $0.nested == nil }
            tasks += self.pathBinding(fileID: fileID, line: line).set(own).tasks
          case let .popNested(flow, keeping):
            guard let keep = links.keep(at: flow) else {
              Diagnostics.report(
                kind: "binding.unknownNestedFlow",
                """
                A navigation stack popped screens of the flow at \(flow), but no view of that \
                flow registered with the stack, so the pop was not sent. The screen is shown \
                the state again. Show a nested flow with 'FlowStack' or \
                'RoutedNavigationStack' in the view of its route, so that the outer stack shows \
                its screens and sends the user's pops to it.
                """, fileID: fileID, line: line)
              return NavigationWrite(tasks: tasks, needsRefresh: true)
            }
            tasks += keep(keeping, fileID, line).tasks
          case let .stale(reason):
            guard round == 0 else { break }
            Diagnostics.report(
              kind: "binding.stalePath",
              """
              A navigation stack wrote the path \(quotedOutsideText("\(path)")) over \
              \(quotedOutsideText("\(current)")): \(reason). The write was ignored and no \
              action was sent; the screen is shown the state again. This happens when the \
              state navigated while the user did; nothing needs fixing unless it happens for \
              every write. In a nested flow, push by sending '.navigation(.push(route))' to its \
              store: the stack's path holds the outer flow's elements.
              """, fileID: fileID, line: line)
            return NavigationWrite(tasks: tasks, needsRefresh: true)
          }
          let next = self.screenPath()
          if next == current { break }
          current = next
        }
        return NavigationWrite(tasks: tasks, needsRefresh: current != path)
      }
    )
  }

  /// What the view of this flow shows when it is nested in a route of an outer flow's stack,
  /// at the screen `target` leads to from this flow (empty: the flow's root screen).
  ///
  /// - Parameter target: The steps from this flow to the screen, as the outer stack's element
  ///   gives them.
  /// - Returns: The root screen, a route, or ``NestedFlowScreen/gone``.
  package func nestedScreen(showing target: [NavigationTree.Step]) -> NestedFlowScreen<
    State.Route.ID
  > {
    let ids = self[dynamicMember: \.navigation.stack.ids]
    guard let first = target.first else { return .root(presentsModal: ids.isEmpty) }
    guard case let .route(step) = first, let id = step.base as? State.Route.ID, ids.contains(id)
    else { return .gone }
    let rest = Array(target.dropFirst())
    return .route(id, rest: rest, presentsModal: rest.isEmpty && ids.last == id)
  }

  /// Whether the route `id` is the top of the flow's stack: a flow nested in it is seen, and
  /// presents its modal, only then. Reading it in a view's body observes the flow's stack.
  package func isTopRoute(id: State.Route.ID) -> Bool {
    self[dynamicMember: \.navigation.stack.ids].last == id
  }

  /// How an outer stack learns that the UI appended a route of this flow to its path (a
  /// `NavigationLink(value: Route.PathElement(route))` on one of this flow's screens): the
  /// element of this flow's route type that `matches` accepts, with its push.
  ///
  /// - Parameter matches: Whether the path the UI wrote is the known path followed by a value.
  /// - Returns: The push of the element appended, when it is one of this flow's routes.
  package func recognizePush(_ matches: (any Hashable) -> Bool) -> RecognizedPush? {
    guard let element = PathElementProbe<State.Route>.read({ matches($0) }), !element.isShown
    else { return nil }
    return RecognizedPush(element: element) { fileID, line in
      let binding = self.pathBinding(fileID: fileID, line: line)
      return binding.set(binding.value + [element])
    }
  }

  /// Whether this flow's stack may show screens of nested flows, so that a navigation stack
  /// over it holds elements of several route types (see ``writeScreenPath(count:equals:links:fileID:line:)``).
  package var stackMayHoldNestedFlows: Bool {
    StateWalk.canContainFlow(State.Route.self)
  }

  /// Writes a path the UI keeps type-erased (SwiftUI's `NavigationPath`, whose elements cannot
  /// be read but can be compared), over the stack's ``screenPath()``: a shorter path that is its
  /// bottom pops, as ``screenPathBinding(links:fileID:line:)`` does; new elements after it push,
  /// each on the flow whose route type it has, the flow of the top screen first, then the flows
  /// around it out to this one (a link in a nested flow pushes that flow's route).
  ///
  /// - Parameters:
  ///   - count: The number of elements of the path written.
  ///   - equals: Whether the first `known.count + appended.count` elements of the path written
  ///     are `known`, then `appended`; `false` when it has fewer.
  ///   - links: The nested flows' stores, as their views registered them.
  ///   - fileID: The file to report a refused write at.
  ///   - line: The line to report a refused write at.
  /// - Returns: The tasks of the actions sent, and whether the UI must read the path again.
  /// - Complexity: O(*n* · *k*) comparisons of paths for *n* new elements and *k* flows around
  ///   the top screen.
  package func writeScreenPath(
    count: Int,
    equals: (_ known: [NavigationPathElement<State.Route>], _ appended: [any Hashable]) -> Bool,
    links: NestedFlowLinks,
    fileID: StaticString = #fileID,
    line: UInt = #line
  ) -> NavigationWrite {
    let current = screenPath()
    let binding = screenPathBinding(links: links, fileID: fileID, line: line)
    let known = Array(current.prefix(count))
    guard equals(known, []) else {
      Diagnostics.report(
        kind: "binding.stalePath",
        """
        A navigation stack wrote a path of \(count) screens whose bottom is not the \
        \(known.count) screens it shows (\(quotedOutsideText("\(known)"))). The write was \
        ignored and no action was sent; the screen is shown the state again. This happens \
        when the state navigated while the user did; nothing needs fixing unless it happens \
        for every write.
        """, fileID: fileID, line: line)
      return NavigationWrite(tasks: [], needsRefresh: true)
    }
    guard count > current.count else { return binding.set(known) }
    let candidates = pushRecognizers(above: current.last, links: links)
    var appended: [any Hashable] = []
    var pushes: [RecognizedPush] = []
    for position in current.count..<count {
      let prior = appended
      var recognized: RecognizedPush?
      for recognize in candidates where recognized == nil {
        recognized = recognize { value in equals(current, prior + [value]) }
      }
      guard let push = recognized else {
        Diagnostics.report(
          kind: "binding.unknownPathElement",
          """
          A navigation stack appended, at position \(position) of its path, a value that is \
          not a new route of '\(Dump.typeName(of: State.Route.self))' nor of a flow nested \
          in it around the top screen, so nothing was pushed for it. The screen is shown the \
          state again. A NavigationLink on a flow's screen pushes with \
          'NavigationLink(value: Route.PathElement(route))', where Route is the route type of \
          that flow or of a flow around it; a value of another type needs a \
          'navigationDestination(for:)' and a navigation stack of its own.
          """, fileID: fileID, line: line)
        return NavigationWrite(tasks: [], needsRefresh: true)
      }
      appended.append(push.element)
      pushes.append(push)
    }
    var tasks: [StoreTask] = []
    for push in pushes { tasks += push.push(fileID, line).tasks }
    let shown = screenPath()
    return NavigationWrite(tasks: tasks, needsRefresh: shown.count != count || !equals(shown, []))
  }

  /// The flows that may take a route appended above `top`, innermost first: the flow whose
  /// screen `top` is (or whose root it shows), each flow around it, then this flow.
  private func pushRecognizers(
    above top: NavigationPathElement<State.Route>?, links: NestedFlowLinks
  ) -> [NestedFlowLinks.Recognize] {
    var found: [NestedFlowLinks.Recognize] = []
    if let top {
      let steps = top.nested?.steps ?? [.route(NavigationTree.ID(top.id))]
      for length in stride(from: steps.count, through: 1, by: -1) {
        if let recognize = links.recognize(at: NavigationTree.Address(Array(steps.prefix(length))))
        {
          found.append(recognize)
        }
      }
    }
    found.append { matches in self.recognizePush(matches) }
    return found
  }

  /// How an outer stack pops this flow's routes: keeps the first `count` of them.
  package func keepRoutes(
    _ count: Int, fileID: StaticString, line: UInt
  ) -> NavigationWrite {
    let binding = pathBinding(fileID: fileID, line: line)
    return binding.set(Array(binding.value.prefix(max(count, 0))))
  }
}

extension RoutingState {
  /// The path of one navigation stack showing this flow: an element per route of its stack,
  /// each route whose state is a flow followed by that flow's routes (at any depth), bottom
  /// first. It is what the top stack of `NavigationStackPlan` shows for this flow's
  /// `NavigationTree` (its pushed screens, each named by the route of this flow's stack that
  /// holds it), read from the flow's own navigation by the walk of the state, with no tree and
  /// no plan built (``ScreenPathCollector``).
  ///
  /// - Complexity: O(*n*) in the routes on the path, plus the parts of their states whose
  ///   types can hold a flow.
  func stackScreenPath() -> [NavigationPathElement<Route>] {
    let navigation = self.navigation
    guard Self.stackShowsNestedFlows else {
      return navigation.stack.map { NavigationPathElement($0, isShown: true) }
    }
    var collector = ScreenPathCollector(stack: navigation.stack)
    StateWalk.walkRoutes(
      of: navigation, routesMayHoldFlows: true, flowAddress: [], into: &collector)
    return collector.path
  }

  /// Whether the route `id` of this flow's stack is a flow that the stack shows the routes of
  /// above it: its state, read alone, is a flow (``RouteFlowFinder``).
  func stackRouteHoldsFlow(id: Route.ID) -> Bool {
    let stack = navigation.stack
    guard Self.stackShowsNestedFlows, let index = stack.index(id: id) else { return false }
    var finder = RouteFlowFinder()
    StateWalk.walkRoute(
      stack[index], at: RouteSpot(isModal: false, style: nil, index: index, flowAddress: []),
      walksInto: true, into: &finder)
    return finder.found
  }

  /// Whether this flow's stack can show the screens of flows nested in its routes: its routes
  /// can hold a flow, and the state is shown as a flow. (A state that is also a
  /// ``NavigationContainer`` is a container to the walk, to its `NavigationTree` and to the
  /// plan, so its stack shows its own routes only.)
  static var stackShowsNestedFlows: Bool {
    guard StateWalk.canContainFlow(Route.self) else { return false }
    if case .flow = StateWalk.shape(of: Self.self) { return true }
    return false
  }
}

/// The path of one navigation stack showing a flow, as a visitor of the walk of the state
/// (`StateWalk`): the flow's own routes, each followed by the routes of the flow that is its
/// state, at any depth, bottom first.
///
/// It is the top stack of `NavigationStackPlan` for the flow's `NavigationTree`, without the
/// tree or the plan: the walk starts at the flow's own routes (`StateWalk.walkRoutes`), enters
/// only the flow that is a stack route's state (the flow at the route's own address, which the
/// plan flattens into the stack), and reads no root screen and no modal (the plan puts neither
/// on the stack). `ScreenPathAgreementTests` compares the two.
struct ScreenPathCollector<Route: Routing>: StateVisitor {
  /// The flow's own stack.
  private let stack: IdentifiedArray<Route.ID, Route>
  /// The path so far.
  private(set) var path: [NavigationPathElement<Route>] = []
  /// The route of the flow's own stack whose state is being walked: each screen of a flow
  /// nested in it is an element of that route, with the screen's address.
  private var outer: Route?
  /// The address of the last stack route entered: the flow that is its state, if any, is the
  /// next flow the walk finds (it reads the route's state right after entering the route).
  private var lastRoute = NavigationTree.Address()
  /// The addresses of the nested flows being walked (each its route's), the innermost last;
  /// empty while the walk is on the flow's own routes.
  private var flows: [NavigationTree.Address] = []

  /// The walk's own addresses are not read: the collector makes only those of the screens, one
  /// per route, from the addresses of the routes and flows it is in.
  static var readsAddresses: Bool { false }
  /// A root screen's flows are not on the stack.
  static var readsRootScreens: Bool { false }

  /// Collects the path of the flow whose own stack is `stack`.
  init(stack: IdentifiedArray<Route.ID, Route>) {
    self.stack = stack
    path.reserveCapacity(stack.count)
  }

  /// Enters only the flow that is a stack route's state: its routes follow the route.
  mutating func enterFlow<State: RoutingState>(_ flow: State, at spot: WalkSpot) -> Bool {
    guard spot.isStateOfStackRoute else { return false }
    flows.append(lastRoute)
    return true
  }

  /// Leaves the nested flow.
  mutating func leaveFlow<State: RoutingState>(_ flow: State, at spot: WalkSpot) {
    flows.removeLast()
  }

  /// Appends a stack route: one of the flow's own, or a nested flow's, as a screen of the own
  /// route that holds it; a modal is not on the stack.
  mutating func enterRoute<Visited: Routing>(_ route: Visited, at spot: RouteSpot) -> Bool {
    guard let index = spot.index else { return false }
    guard var address = flows.last else {
      let own = stack[index]
      outer = own
      path.append(NavigationPathElement(own, isShown: true))
      lastRoute = [.route(NavigationTree.ID(own.id))]
      return true
    }
    address.steps.append(.route(NavigationTree.ID(route.id)))
    if let outer { path.append(NavigationPathElement(outer, isShown: true, nested: address)) }
    lastRoute = address
    return true
  }
}

/// Finds whether a route's state is a flow, as the walk of the state finds it: the flow at the
/// route's own address, the one a stack flattens into itself.
struct RouteFlowFinder: StateVisitor {
  /// Whether the route's state is a flow.
  private(set) var found = false

  /// Addresses are not read: the spot's holder and path tell where a flow is.
  static var readsAddresses: Bool { false }

  /// Notes a flow that is the route's state; walks into no flow.
  mutating func enterFlow<State: RoutingState>(_ flow: State, at spot: WalkSpot) -> Bool {
    if spot.isStateOfStackRoute { found = true }
    return false
  }
}

/// What writing a path to a stack that shows nested flows does.
enum ScreenPathWrite: Equatable {
  /// The flow's own routes change (a pop of one of them, a push, or a write its own path
  /// binding decides on): the write goes to ``Store/pathBinding(fileID:line:)``.
  case ownRoutes
  /// The user popped screens of the nested flow at `flow`, keeping its first `keeping` routes.
  case popNested(flow: NavigationTree.Address, keeping: Int)
  /// A write made from an older path.
  case stale(String)

  static func plan<Route: Routing>(
    _ path: [NavigationPathElement<Route>],
    over current: [NavigationPathElement<Route>]
  ) -> Self {
    var matched = 0
    while matched < path.count, matched < current.count, path[matched] == current[matched] {
      matched += 1
    }
    if matched == path.count {
      guard matched < current.count, let lowest = current[matched].nested else {
        return .ownRoutes
      }
      let flow = NavigationTree.Address(Array(lowest.steps.dropLast()))
      let kept = current[..<matched].count { element in
        element.nested.map { $0.steps.dropLast().elementsEqual(flow.steps) } ?? false
      }
      return .popNested(flow: flow, keeping: kept)
    }
    if let old = path[matched...].first(where: { $0.nested != nil }) {
      return .stale(
        "it names \(old), a screen of a nested flow that the stack no longer shows there")
    }
    if current[matched...].contains(where: { $0.nested != nil }) {
      return .stale(
        """
        at position \(matched) it has \(path[matched]) where the stack shows \
        \(current[matched])
        """)
    }
    return .ownRoutes
  }
}

extension NavigationBinding {
  /// A binding that always reads `value` and ignores writes: what a view shows where the state
  /// has nothing for it (a nested flow's modal, presented by another of its screens).
  package static func inert(_ value: Value) -> Self {
    NavigationBinding(
      read: { value }, write: { _ in NavigationWrite(tasks: [], needsRefresh: false) })
  }
}
