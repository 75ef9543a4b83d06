extension NavigationSnapshot {
  /// The snapshot, once checked by the rules a flow sets for what comes from outside: a
  /// restored file is as hostile as a link.
  ///
  /// ```swift
  /// let snapshot = try JSONDecoder().decode(NavigationSnapshot<Route>.self, from: data)
  /// try snapshot.validated(for: ColorFlow.State.self).restore(into: &state)
  /// ```
  ///
  /// Every route, at every depth (the flows nested in routes, through each flow's
  /// ``DeepLinkableFlow/nestedLinks``), must be accepted by its flow's
  /// ``DeepLinkableFlow/acceptsLink(to:as:)`` where it sits: pushed, or presented in its style,
  /// which must be one of ``DeepLinkableFlow/linkModalStyles``; no stack may
  /// hold more than ``NavigationLimits/maxRoutes`` routes, and no flow sit deeper than
  /// ``NavigationLimits/maxDepth``. The walk is a loop, not a recursion. The first part that
  /// fails refuses the whole snapshot; to restore a saved scene keeping what can be restored
  /// (its stack under an alert that was showing), use ``restorable(for:limits:)``.
  ///
  /// - Parameters:
  ///   - flow: The state type of the flow the snapshot is restored into.
  ///   - limits: The bounds; the flow's ``DeepLinkable/navigationLimits`` when left out.
  /// - Returns: The snapshot, unchanged.
  /// - Throws: ``DeepLinkError`` with ``DeepLinkError/Reason/refusedPlacement(_:)``,
  ///   ``DeepLinkError/Reason/unknownStyle(_:)`` or
  ///   ``DeepLinkError/Reason/limitExceeded(_:limit:)``, naming the flow and the route.
  /// - Complexity: O(*n*) in the routes of every flow.
  public func validated<State: DeepLinkableFlow>(
    for flow: State.Type,
    limits: NavigationLimits? = nil
  ) throws(DeepLinkError) -> Self where State.Route == Route {
    _ = try SnapshotCheck.validate(
      navigation, of: State.self, limits: limits ?? State.navigationLimits)
    return self
  }

  /// The snapshot with what cannot be restored left out, once checked by the rules a flow sets
  /// for what comes from outside: the way to restore a saved scene, such as from
  /// `@SceneStorage`, where an alert showing at save time must not cost the whole navigation.
  ///
  /// ```swift
  /// let snapshot = try JSONDecoder().decode(NavigationSnapshot<Route>.self, from: data)
  /// try snapshot.restorable(for: ColorFlow.State.self).restore(into: &state)
  /// ```
  ///
  /// The checks are those of ``validated(for:limits:)``, in every flow nested in the routes,
  /// but what fails them is dropped instead of refusing the snapshot:
  /// - a modal whose style the flow does not list in ``DeepLinkableFlow/linkModalStyles`` (an
  ///   alert or a confirmation dialog, by default) or that
  ///   ``DeepLinkableFlow/acceptsLink(to:as:)`` refuses is dropped alone;
  /// - a stack route that ``DeepLinkableFlow/acceptsLink(to:as:)`` refuses is dropped with the
  ///   routes above it and the flow's modal (a stack has no holes: what was pushed above a
  ///   screen depends on it); the routes below it stay;
  /// - a nested flow's parts are dropped inside that flow, the route holding it stays.
  ///
  /// Each part dropped is reported as one `snapshot.droppedRoute` diagnostic, which names the
  /// flow, the route and why. A snapshot over the limits is still refused whole, changing
  /// nothing, as ``validated(for:limits:)`` refuses it.
  ///
  /// - Parameters:
  ///   - flow: The state type of the flow the snapshot is restored into.
  ///   - limits: The bounds; the flow's ``DeepLinkable/navigationLimits`` when left out.
  /// - Returns: The snapshot, without the parts that cannot be restored.
  /// - Throws: ``DeepLinkError`` with ``DeepLinkError/Reason/limitExceeded(_:limit:)``, naming
  ///   the flow.
  /// - Complexity: O(*n*) in the routes of every flow.
  public func restorable<State: DeepLinkableFlow>(
    for flow: State.Type,
    limits: NavigationLimits? = nil
  ) throws(DeepLinkError) -> Self where State.Route == Route {
    Self(
      try SnapshotCheck.validate(
        navigation, of: State.self, limits: limits ?? State.navigationLimits, dropping: true))
  }
}

extension StateSnapshot where State: DeepLinkableFlow {
  /// The snapshot, once checked by the rules its flow sets for what comes from outside; see
  /// ``NavigationSnapshot/validated(for:limits:)``.
  ///
  /// ```swift
  /// let restored = try JSONDecoder().decode(StateSnapshot<ColorFlow.State>.self, from: data)
  /// let store = Store(initialState: try restored.validated().state) { ColorFlow() }
  /// ```
  ///
  /// - Parameter limits: The bounds; the flow's ``DeepLinkable/navigationLimits`` when left
  ///   out.
  /// - Returns: The snapshot, unchanged.
  /// - Throws: ``DeepLinkError``, as ``NavigationSnapshot/validated(for:limits:)`` does.
  /// - Complexity: O(*n*) in the routes of every flow.
  public func validated(limits: NavigationLimits? = nil) throws(DeepLinkError) -> Self {
    _ = try SnapshotCheck.validate(
      state.navigation, of: State.self, limits: limits ?? State.navigationLimits)
    return self
  }
}

/// The checks of ``NavigationSnapshot/validated(for:limits:)`` and
/// ``NavigationSnapshot/restorable(for:limits:)``, one flow at a time.
enum SnapshotCheck {
  /// A flow nested in a route, found by the walk: where it sits, so that the kept part of it can
  /// be put back into its route.
  struct Nested {
    /// The nested level, as checked (and, when dropping, with its unrestorable parts removed).
    var level: any DeepLinkable
    /// How deep it sits: the flow the snapshot belongs to is at depth 1.
    let depth: Int
    /// The index of the nested level whose route holds it, or -1 for the snapshot's own flow.
    let parent: Int
    /// The position of the route in its flow's stack, or the stack's count for the modal.
    let position: Int
    /// The index of the route's case in its flow's ``DeepLinkableFlow/nestedLinks``.
    let link: Int
  }

  /// A part of a snapshot that was dropped: the flow it was in, and the diagnostic's message.
  struct Drop {
    let flow: String
    let message: String
  }

  /// Checks a flow's navigation and every flow nested in its routes, in a loop.
  ///
  /// When `dropping` is false, the first route that fails throws. When it is true, a modal that
  /// fails is dropped alone, and a stack route that fails is dropped with the routes above it,
  /// each reported as one `snapshot.droppedRoute` diagnostic once the whole walk succeeded; a
  /// limit exceeded still throws, and then nothing is reported.
  ///
  /// - Returns: The navigation, with what was dropped removed.
  static func validate<Flow: DeepLinkableFlow>(
    _ navigation: NavigationState<Flow.Route>,
    of flow: Flow.Type,
    limits: NavigationLimits,
    dropping: Bool = false
  ) throws(DeepLinkError) -> NavigationState<Flow.Route> {
    var root = navigation
    var nested: [Nested] = []
    var drops: [Drop] = []
    try check(
      &root, of: Flow.self, depth: 1, limits: limits, dropping: dropping, parent: -1,
      into: &nested, drops: &drops)
    // Breadth first, in a loop: the children of a level are appended after it, together.
    var index = 0
    while index < nested.count {
      if var level = nested[index].level as? any DeepLinkableFlow {
        try check(
          &level, depth: nested[index].depth, limits: limits, dropping: dropping, parent: index,
          into: &nested, drops: &drops)
        if dropping { nested[index].level = level }
      }
      index += 1
    }
    guard dropping else { return navigation }
    // The kept nested flows go back into their routes, children before their parents.
    for index in nested.indices.reversed() {
      let child = nested[index]
      if child.parent < 0 {
        embed(child, in: &root, through: Flow.nestedLinks)
      } else if var parent = nested[child.parent].level as? any DeepLinkableFlow {
        embed(child, in: &parent)
        nested[child.parent].level = parent
      }
    }
    for drop in drops {
      Diagnostics.report(kind: "snapshot.droppedRoute", drop.message, site: drop.flow, line: 0)
    }
    return root
  }

  static func check<Flow: DeepLinkableFlow>(
    _ flow: inout Flow,
    depth: Int,
    limits: NavigationLimits,
    dropping: Bool,
    parent: Int,
    into nested: inout [Nested],
    drops: inout [Drop]
  ) throws(DeepLinkError) {
    try check(
      &flow.navigation, of: Flow.self, depth: depth, limits: limits, dropping: dropping,
      parent: parent, into: &nested, drops: &drops)
  }

  static func embed<Flow: DeepLinkableFlow>(_ child: Nested, in flow: inout Flow) {
    embed(child, in: &flow.navigation, through: Flow.nestedLinks)
  }

  /// Puts a nested level back into the route that holds it.
  static func embed<Route>(
    _ child: Nested,
    in navigation: inout NavigationState<Route>,
    through nestedLinks: [NestedLink<Route>]
  ) {
    guard let route = nestedLinks[child.link].embed(child.level) else { return }
    if child.position < navigation.stack.count {
      navigation._stack[child.position] = route
    } else if navigation.modal != nil {
      navigation._modal = route
    }
  }

  static func check<Flow: DeepLinkableFlow>(
    _ navigation: inout NavigationState<Flow.Route>,
    of flow: Flow.Type,
    depth: Int,
    limits: NavigationLimits,
    dropping: Bool,
    parent: Int,
    into nested: inout [Nested],
    drops: inout [Drop]
  ) throws(DeepLinkError) {
    let name = Dump.typeName(of: Flow.self)
    guard depth <= limits.maxDepth else {
      throw DeepLinkError(.limitExceeded(.depth, limit: limits.maxDepth), flow: name)
    }
    guard navigation.stack.count <= limits.maxRoutes else {
      throw DeepLinkError(.limitExceeded(.routes, limit: limits.maxRoutes), flow: name)
    }
    let nestedLinks = Flow.nestedLinks
    var placed = navigation.stack.map { ($0, LinkPlacement.stack) }
    if let modal = navigation.modal {
      // A style a link may not name is refused whatever `acceptsLink` says, as for a link.
      let style = navigation.modalStyle ?? .sheet
      if Flow.linkModalStyles.contains(style) {
        placed.append((modal, .modal(style)))
      } else {
        guard dropping else {
          throw DeepLinkError(
            .unknownStyle(style.description), segment: describe(modal.id), flow: name)
        }
        drops.append(
          droppedModal(describe(modal.id), style: style, listed: Flow.linkModalStyles, flow: name))
        navigation._modal = nil
        navigation._modalStyle = nil
      }
    }
    for (index, (route, placement)) in placed.enumerated() {
      guard Flow.acceptsLink(to: route, as: placement) else {
        let onStack = index < navigation.stack.count
        guard dropping else {
          throw DeepLinkError(
            .refusedPlacement(placement), segmentIndex: onStack ? index : nil,
            segment: describe(route.id), flow: name)
        }
        guard case let .modal(style) = placement else {
          // A stack has no holes: what was pushed above a screen depends on it, and the modal
          // was shown above them all.
          drops.append(
            droppedRoutes(
              describe(route.id), at: index, of: navigation.stack.count,
              withModal: navigation.modal != nil, flow: name))
          _ = navigation._stack.removeSuffix(from: index)
          navigation._modal = nil
          navigation._modalStyle = nil
          break
        }
        drops.append(droppedModal(describe(route.id), style: style, listed: nil, flow: name))
        navigation._modal = nil
        navigation._modalStyle = nil
        continue
      }
      for (link, nestedLink) in nestedLinks.enumerated() {
        if let child = nestedLink.extract(route) {
          nested.append(
            Nested(level: child, depth: depth + 1, parent: parent, position: index, link: link))
        }
      }
    }
  }

  /// The report of a modal that ``NavigationSnapshot/restorable(for:limits:)`` left out: its
  /// style is not in `listed` (the flow's ``DeepLinkableFlow/linkModalStyles``), or, when
  /// `listed` is `nil`, the flow's ``DeepLinkableFlow/acceptsLink(to:as:)`` refused it.
  static func droppedModal(
    _ route: String, style: ModalStyle, listed: [ModalStyle]?, flow: String
  ) -> Drop {
    let why: String
    if let listed {
      let styles = listed.isEmpty ? "none" : listed.map { "'\($0)'" }.joined(separator: ", ")
      why =
        "'\(flow)' does not list the style '\(style)' in its 'linkModalStyles' (it lists \(styles))"
    } else {
      why =
        "the 'acceptsLink(to:as:)' of '\(flow)' refuses it there (\(LinkPlacement.modal(style)))"
    }
    return Drop(
      flow: flow,
      message: """
        The saved navigation of '\(flow)' was restored without its modal \(route), presented as \
        '\(style)': \(why), so neither a link nor a restored snapshot may show it. Its stack and \
        the flows nested in it were restored. An alert or a confirmation dialog is about \
        something that happened before the save, and is best left out; to restore this route \
        as it was, accept it in '\(flow)' (its style in 'linkModalStyles', the route in \
        'acceptsLink(to:as:)').
        """)
  }

  /// The report of the routes ``NavigationSnapshot/restorable(for:limits:)`` left out of a
  /// stack: the route at `position`, refused by the flow's
  /// ``DeepLinkableFlow/acceptsLink(to:as:)``, and every route above it, with the flow's modal.
  static func droppedRoutes(
    _ route: String, at position: Int, of count: Int, withModal: Bool, flow: String
  ) -> Drop {
    let above = count - position - 1
    var also: [String] = []
    if above > 0 { also.append(above == 1 ? "the route above it" : "the \(above) routes above it") }
    if withModal { also.append("its modal") }
    let dropped = also.isEmpty ? "" : ", with \(also.joined(separator: " and ")),"
    let kept =
      switch position {
      case 0: "The flow's root screen"
      case 1: "The route below it"
      default: "The \(position) routes below it"
      }
    return Drop(
      flow: flow,
      message: """
        The saved navigation of '\(flow)' was restored without the route \(route) at position \
        \(position) of its stack\(dropped) because the 'acceptsLink(to:as:)' of '\(flow)' \
        refuses that route on the stack, and what was pushed above a screen depends on it. \
        \(kept) and the other flows were restored. The route may be one this version of the app \
        no longer opens from outside; to restore it, accept it on the stack in \
        'acceptsLink(to:as:)'.
        """)
  }
}
