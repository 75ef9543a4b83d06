extension NavigationState: CustomStringConvertible {
  /// The navigation as an indented tree: the stack bottom first, then the modal with its style,
  /// and the navigation of every nested flow under its route.
  ///
  /// ```
  /// stack:
  ///   [0] .list (id: list)
  ///       stack:
  ///         [0] .detail (id: detail-1)
  /// modal (sheet): .info (id: info)
  /// ```
  public var description: String {
    var lines: [String] = []
    appendTree(indent: "", to: &lines)
    return lines.joined(separator: "\n")
  }
}

/// A navigation state seen without its route type, to walk trees of nested flows.
protocol NavigationTreeNode {
  func appendTree(indent: String, to lines: inout [String])
  func appendTeardown(prefix: [any Hashable & Sendable], to entries: inout [TeardownEntry])
}

/// One route to tear down: the chain of route scopes from the flow doing the teardown down to
/// it.
@usableFromInline
struct TeardownEntry {
  @usableFromInline let path: [any Hashable & Sendable]
}

/// The cancellation namespace of a route's effects: its id, on the stack or as the modal.
///
/// It names the navigation state the route belongs to (its owner), so that a flow cleans up
/// only its own routes, never those of another flow of the same type beside it.
@usableFromInline
struct RouteScopeID<ID: Hashable & Sendable>: Hashable, Sendable {
  @usableFromInline let isModal: Bool
  @usableFromInline let id: ID
  @usableFromInline let owner: UInt64

  @inlinable
  init(isModal: Bool, id: ID, owner: UInt64) {
    self.isModal = isModal
    self.id = id
    self.owner = owner
  }

  /// The scope of a route that leaves.
  @inlinable
  init<Route: Routing>(_ removal: NavigationState<Route>.Removal, owner: UInt64)
  where Route.ID == ID {
    self.init(isModal: removal.wasModal, id: removal.route.id, owner: owner)
  }
}

extension NavigationState: NavigationTreeNode {
  func appendTree(indent: String, to lines: inout [String]) {
    if stack.isEmpty && modal == nil {
      lines.append("\(indent)(root only)")
      return
    }
    if !stack.isEmpty {
      lines.append("\(indent)stack:")
      for (index, route) in stack.enumerated() {
        lines.append("\(indent)  [\(index)] \(Self.name(of: route))")
        Self.nested(in: route)?.appendTree(indent: indent + "      ", to: &lines)
      }
    }
    if let modal {
      lines.append("\(indent)modal (\(modalStyle ?? .sheet)): \(Self.name(of: modal))")
      Self.nested(in: modal)?.appendTree(indent: indent + "    ", to: &lines)
    }
  }

  func appendTeardown(prefix: [any Hashable & Sendable], to entries: inout [TeardownEntry]) {
    if let modal {
      Self.appendTeardown(
        of: modal, isModal: true, owner: _owner, prefix: prefix, to: &entries)
    }
    for route in stack.reversed() {
      Self.appendTeardown(of: route, isModal: false, owner: _owner, prefix: prefix, to: &entries)
    }
  }

  /// Adds the routes of the flows nested in `route`, deepest first, then `route` itself.
  static func appendTeardown(
    of route: Route,
    isModal: Bool,
    owner: UInt64,
    prefix: [any Hashable & Sendable],
    to entries: inout [TeardownEntry]
  ) {
    let path = prefix + [RouteScopeID(isModal: isModal, id: route.id, owner: owner)]
    nested(in: route)?.appendTeardown(prefix: path, to: &entries)
    entries.append(TeardownEntry(path: path))
  }

  /// The routes `removals` took away and the routes of their nested flows, deepest first.
  @usableFromInline
  static func teardown(of removals: [Removal], owner: UInt64) -> [TeardownEntry] {
    var entries: [TeardownEntry] = []
    for removal in removals {
      appendTeardown(
        of: removal.route, isModal: removal.wasModal, owner: owner, prefix: [], to: &entries)
    }
    return entries
  }

  /// The navigation of the flow whose state is the payload of `route`, if it is one.
  static func nested(in route: Route) -> (any NavigationTreeNode)? {
    // Most routes hold a screen, not a flow: tell from the payload's type (cached) before
    // reading the payload itself.
    guard let payloadType = enumPayloadType(of: route), isFlowState(payloadType) else {
      return nil
    }
    guard let payload = Mirror(reflecting: route).children.first?.value else { return nil }
    return (payload as? any RoutingState)?.navigationNode
  }

  static func name(of route: Route) -> String {
    "\(describeCase(route)) (id: \(describe(route.id, limit: 80)))"
  }
}

/// Whether values of `type` are flow states, cached per type.
private func isFlowState(_ type: Any.Type) -> Bool {
  let key = ObjectIdentifier(type)
  if let known = flowStateTypes.withLock({ $0[key] }) { return known }
  let isFlow = type is any RoutingState.Type
  flowStateTypes.withLock { $0[key] = isFlow }
  return isFlow
}

private let flowStateTypes = LockedValue<[ObjectIdentifier: Bool]>([:])

extension RoutingState {
  var navigationNode: any NavigationTreeNode { navigation }
}

extension NavigationState {
  /// Whether a case of `Route` may hold a flow's state, whose routes would leave with the
  /// route: `true` when a payload type is a flow state or cannot be named.
  @usableFromInline
  static var routesMayHoldFlows: Bool {
    guard let payloads = enumPayloadTypes(of: Route.self) else { return true }
    return payloads.contains { $0.map(isFlowState) ?? true }
  }
}
