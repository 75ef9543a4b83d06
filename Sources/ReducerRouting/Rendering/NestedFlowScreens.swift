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
    TreeWalk.canContainFlow(State.Route.self)
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
