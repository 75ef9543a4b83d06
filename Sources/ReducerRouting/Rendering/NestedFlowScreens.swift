// What one navigation stack shows for a flow whose routes hold flows of their own: the flow's
// routes, each followed by the routes of the flow that is its state (NavigationStackPlan's
// flattening), as one path; and what a nested flow's view shows for each screen of that path.
// The SwiftUI adapter binds one `NavigationStack` to it; every decision is made here.

/// The flows nested in a stack's routes, by address: how to change each one's stack when the
/// user pops screens of it. A nested flow's view registers its flow when it is shown, so a pop
/// the user makes later reaches the flow's own store.
@MainActor
package final class NestedFlowLinks {
  /// Keeps the first `count` routes of a nested flow's stack, and sends what removes the rest.
  package typealias Keep =
    @MainActor (_ count: Int, _ fileID: StaticString, _ line: UInt) ->
    NavigationWrite

  private var flows: [NavigationTree.Address: Keep] = [:]

  /// No flow registered yet.
  package init() {}

  /// Registers how to pop the routes of the flow at `address`, replacing what was there.
  ///
  /// - Parameters:
  ///   - address: The flow's address in the tree of the stack's flow.
  ///   - keep: Keeps the first `count` routes of the flow's stack.
  package func register(at address: NavigationTree.Address, keep: @escaping Keep) {
    flows[address] = keep
  }

  /// How to pop the routes of the flow at `address`, if its view registered it.
  package func keep(at address: NavigationTree.Address) -> Keep? {
    flows[address]
  }
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
    guard TreeWalk.canContainFlow(State.Route.self) else { return false }
    let tree = NavigationTree(of: currentState)
    return tree.flow(at: [.route(NavigationTree.ID(id))]) != nil
  }

  /// The path of one navigation stack showing this flow: an element per route, each route that
  /// is a flow followed by that flow's routes (at any depth), bottom first.
  ///
  /// Reading it in a view's body observes every navigation of the flow and of the flows in it.
  package func screenPath() -> [NavigationPathElement<State.Route>] {
    _ = self[dynamicMember: \.navigation.revision]
    let state = currentState
    let stack = state.navigation.stack
    guard TreeWalk.canContainFlow(State.Route.self),
      case let .stack(shown) = NavigationStackPlan(NavigationTree(of: state)).top
    else {
      return stack.map { NavigationPathElement($0, isShown: true) }
    }
    var path: [NavigationPathElement<State.Route>] = []
    path.reserveCapacity(shown.screens.count)
    for screen in shown.screens where screen.kind == .pushed {
      let steps = screen.address.steps
      guard case let .route(top)? = steps.first, let id = top.base as? State.Route.ID,
        let route = stack[id: id]
      else { continue }
      path.append(
        NavigationPathElement(route, isShown: true, nested: steps.count == 1 ? nil : screen.address)
      )
    }
    return path
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

  /// How an outer stack pops this flow's routes: keeps the first `count` of them.
  package func keepRoutes(
    _ count: Int, fileID: StaticString, line: UInt
  ) -> NavigationWrite {
    let binding = pathBinding(fileID: fileID, line: line)
    return binding.set(Array(binding.value.prefix(max(count, 0))))
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
