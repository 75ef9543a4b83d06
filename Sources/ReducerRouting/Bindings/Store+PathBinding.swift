extension Store where State: RoutingState, Action: RoutingAction, Action.Route == State.Route {
  /// The flow's stack as the path of a navigation stack: one element per route, bottom first.
  ///
  /// ```swift
  /// let path = store.pathBinding()
  /// path.value.map(\.id)                      // the ids of the stack, bottom first
  /// path.value.removeLast(2)                  // sends .navigation(.drop(id)) for the lower one
  /// path.value.append(.init(.info(.init())))  // sends .navigation(.push(.info(...)))
  /// ```
  ///
  /// Writing a path compares it with the stack, by id, and sends what makes the stack show it:
  ///
  /// - a path that is the stack: nothing;
  /// - a shorter path whose elements are the bottom of the stack (a swipe back, a back button
  ///   held down): `.navigation(.drop(id))` of the lowest route the path leaves out, which takes
  ///   it and every route above it (or `.popTo` the route below, when the modal has that id);
  /// - the whole stack followed by new elements, made with ``NavigationPathElement/init(_:)``
  ///   (a link): a `.navigation(.push(route))` per new element, in order;
  /// - anything else is stale: an element no longer matches the stack at its position, or an
  ///   element read from an older state names a route the stack no longer shows. The write is
  ///   ignored and reported as `binding.stalePath`. A path that pushes an id the stack already
  ///   shows, or pushes an id twice (a link tapped twice before the screen updated), is ignored
  ///   and reported as `binding.duplicateID`.
  ///
  /// A shorter path pops to the screen it ends on even when the state pushed routes since the UI
  /// read it: the user went back to that screen. A path the stack already shows (a swipe back the
  /// state has already made) sends nothing, and the actions sent name the routes they close, so
  /// that the flow ignores them if they arrive once the routes are gone. The route values of
  /// elements the stack already shows are not written back: the state keeps the screens' states.
  ///
  /// When the state does not end up showing the path written (an ignored write, or a reducer
  /// that decided otherwise), ``NavigationWrite/needsRefresh`` is `true`: read the path again.
  ///
  /// - Parameters:
  ///   - fileID: The file where the binding is made, for diagnostics.
  ///   - line: The line where the binding is made, for diagnostics.
  /// - Returns: The path, bound to this store.
  /// - Complexity: Reading and writing are O(*n*) in the length of the stack and the path.
  public func pathBinding(
    fileID: StaticString = #fileID,
    line: UInt = #line
  ) -> NavigationBinding<[NavigationPathElement<State.Route>]> {
    NavigationBinding(
      read: {
        // Observes the ids alone: a change inside a route is not a change of the path.
        _ = self[dynamicMember: \.navigation.stack.ids]
        return self.currentState.navigation.stack.map { NavigationPathElement($0, isShown: true) }
      },
      write: { path in
        let navigation = self.currentState.navigation
        var tasks: [StoreTask] = []
        switch PathWrite.plan(path, over: navigation) {
        case .none:
          break
        case let .pop(step):
          tasks.append(self.send(.navigation(step)))
        case let .push(routes):
          for route in routes { tasks.append(self.send(.navigation(.push(route)))) }
        case let .rejected(kind, message):
          Diagnostics.report(kind: kind, message, fileID: fileID, line: line)
        }
        let shown = self.currentState.navigation.stack
        let matches = shown.count == path.count && zip(shown, path).allSatisfy { $0.id == $1.id }
        return NavigationWrite(tasks: tasks, needsRefresh: !matches)
      }
    )
  }
}

/// What writing a path to a stack does: the decision of ``Store/pathBinding(fileID:line:)``,
/// apart from the store so that it reads top to bottom.
enum PathWrite<Route: Routing> {
  /// The path is the stack.
  case none
  /// The path is the bottom of the stack: this step pops the rest.
  case pop(NavigationAction<Route>)
  /// The path is the stack and new routes: push them, in order.
  case push([Route])
  /// The write is ignored, and reported with this kind and message.
  case rejected(kind: String, message: String)

  /// The plan for writing `path` over `navigation`.
  ///
  /// - Complexity: O(*n* + *m*) in the lengths of the stack and the path.
  static func plan(
    _ path: [NavigationPathElement<Route>],
    over navigation: NavigationState<Route>
  ) -> Self {
    let stack = navigation.stack
    var matched = 0
    while matched < path.count, matched < stack.count, path[matched].id == stack[matched].id {
      matched += 1
    }
    if matched == path.count {
      guard matched < stack.count else { return .none }
      let lowest = stack[matched].id
      if navigation.modal?.id != lowest { return .pop(.drop(lowest)) }
      // `.drop` of this id would dismiss the modal: name the route that stays instead.
      return .pop(matched == 0 ? .popToRoot : .popTo(stack[matched - 1].id))
    }
    guard matched == stack.count else {
      return stale(
        path, stack,
        reason: """
          at position \(matched), the path has \(describe(path[matched].id)) where the stack \
          has \(describe(stack[matched].id))
          """)
    }
    let pushed = path[matched...]
    if let old = pushed.first(where: \.isShown) {
      return stale(
        path, stack,
        reason: """
          the path names \(describe(old.id)), which was read from an older state and is no \
          longer on the stack; a route the stack no longer shows is not pushed back
          """)
    }
    var ids = Set(stack.ids)
    if let repeated = pushed.first(where: { !ids.insert($0.id).inserted }) {
      let clash =
        stack.contains(id: repeated.id)
        ? """
        the stack of '\(Dump.typeName(of: Route.self))' already shows it (it holds \
        \(describe(stack.ids)))
        """
        : "the path pushes that id twice"
      return .rejected(
        kind: "binding.duplicateID",
        message: """
          A navigation stack wrote a path that pushes the route with the id \
          \(describe(repeated.id)), but \(clash). \
          The write was ignored and no action was sent; the screen is shown the stack again. \
          This usually means a link tapped twice before the screen updated. Give each route \
          an id that tells its screens apart, or nothing needs fixing.
          """)
    }
    return .push(pushed.map(\.route))
  }

  private static func stale(
    _ path: [NavigationPathElement<Route>],
    _ stack: IdentifiedArray<Route.ID, Route>,
    reason: String
  ) -> Self {
    .rejected(
      kind: "binding.stalePath",
      message: """
        A navigation stack wrote the path \(describe(path.map(\.id))) to the stack of \
        '\(Dump.typeName(of: Route.self))', which holds \(describe(stack.ids)): \(reason). \
        The write was ignored and no action was sent; the screen is shown the stack again. \
        This happens when the state navigated while the user did, so that the path was made \
        from an older read of the stack; nothing needs fixing unless it happens for every \
        write. A navigation stack pops routes and appends new elements made with \
        'NavigationPathElement(route)'; to change the stack in other ways, send a navigation \
        action.
        """)
  }
}
