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
  /// ``NavigationLimits/maxDepth``. The walk is a loop, not a recursion.
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
    try SnapshotCheck.validate(navigation, of: State.self, limits: limits ?? State.navigationLimits)
    return self
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
    try SnapshotCheck.validate(
      state.navigation, of: State.self, limits: limits ?? State.navigationLimits)
    return self
  }
}

/// The checks of ``NavigationSnapshot/validated(for:limits:)``, one flow at a time.
enum SnapshotCheck {
  /// Checks a flow's navigation and every flow nested in its routes, in a loop.
  static func validate<Flow: DeepLinkableFlow>(
    _ navigation: NavigationState<Flow.Route>,
    of flow: Flow.Type,
    limits: NavigationLimits
  ) throws(DeepLinkError) {
    var pending: [(level: any DeepLinkable, depth: Int)] = []
    try check(navigation, of: Flow.self, depth: 1, limits: limits, into: &pending)
    while let (level, depth) = pending.popLast() {
      guard let nested = level as? any DeepLinkableFlow else { continue }
      try check(nested, depth: depth, limits: limits, into: &pending)
    }
  }

  static func check<Flow: DeepLinkableFlow>(
    _ flow: Flow,
    depth: Int,
    limits: NavigationLimits,
    into pending: inout [(level: any DeepLinkable, depth: Int)]
  ) throws(DeepLinkError) {
    try check(flow.navigation, of: Flow.self, depth: depth, limits: limits, into: &pending)
  }

  static func check<Flow: DeepLinkableFlow>(
    _ navigation: NavigationState<Flow.Route>,
    of flow: Flow.Type,
    depth: Int,
    limits: NavigationLimits,
    into pending: inout [(level: any DeepLinkable, depth: Int)]
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
      guard Flow.linkModalStyles.contains(style) else {
        throw DeepLinkError(
          .unknownStyle(style.description), segment: describe(modal.id), flow: name)
      }
      placed.append((modal, .modal(style)))
    }
    for (index, (route, placement)) in placed.enumerated() {
      guard Flow.acceptsLink(to: route, as: placement) else {
        throw DeepLinkError(
          .refusedPlacement(placement),
          segmentIndex: index < navigation.stack.count ? index : nil,
          segment: describe(route.id), flow: name)
      }
      for nested in nestedLinks {
        if let child = nested.extract(route) { pending.append((child, depth + 1)) }
      }
    }
  }
}
