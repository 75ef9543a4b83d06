extension NavigationState: CustomStringConvertible {
  /// The navigation as an indented tree: the stack bottom first, then the modal with its style,
  /// and under each route the flows in its state, wherever they sit in it (the field of one
  /// that is not the route's whole state comes first), and the children of containers.
  ///
  /// ```
  /// stack:
  ///   [0] .list (id: list)
  ///       stack:
  ///         [0] .detail (id: detail-1)
  ///   [1] .profile (id: me)
  ///       .inner:
  ///         (root only)
  /// modal (sheet): .info (id: info)
  /// ```
  public var description: String {
    var printer = TreePrinter()
    if stack.isEmpty && modal == nil { printer.lines.append("(root only)") }
    StateWalk.walkRoutes(
      of: self, routesMayHoldFlows: Self.routesMayHoldFlows, flowAddress: [], into: &printer)
    return printer.lines.joined(separator: "\n")
  }
}

extension NavigationState {
  /// Whether a case of `Route` may hold a flow's state, at any depth, whose routes would leave
  /// with the route: `true` when a payload type can hold one or cannot be named.
  @usableFromInline
  static var routesMayHoldFlows: Bool { StateWalk.canContainFlow(Route.self) }

  /// A route as the description prints it: its case and its id.
  static func name(of route: Route) -> String {
    "\(describeCase(route)) (id: \(describe(route.id, limit: 80)))"
  }
}

/// Prints a navigation state and the flows nested in it as an indented tree (see
/// ``NavigationState/description``).
struct TreePrinter: StateVisitor {
  /// The lines so far.
  var lines: [String] = []
  /// The indent of what is printed next.
  private var indent = ""
  /// The indents to go back to, the innermost last.
  private var saved: [String] = []

  /// Addresses are not read: the indent and the fields say where flows are.
  static var readsAddresses: Bool { false }

  /// Prints the flow's field when it sits in one, then what it shows when it shows only its
  /// root screen; its routes follow.
  mutating func enterFlow<State: RoutingState>(_ flow: State, at spot: WalkSpot) -> Bool {
    saved.append(indent)
    if !spot.path.isEmpty {
      lines.append("\(indent).\(spot.path):")
      indent += "  "
    }
    if flow.navigation.stack.isEmpty && flow.navigation.modal == nil {
      lines.append("\(indent)(root only)")
    }
    return true
  }

  /// Goes back to the indent of what holds the flow.
  mutating func leaveFlow<State: RoutingState>(_ flow: State, at spot: WalkSpot) {
    indent = saved.removeLast()
  }

  /// Prints the route, after the stack's heading for the first one; what it holds is indented
  /// under it.
  mutating func enterRoute<Route: Routing>(_ route: Route, at spot: RouteSpot) -> Bool {
    let name = NavigationState<Route>.name(of: route)
    saved.append(indent)
    if let index = spot.index {
      if index == 0 { lines.append("\(indent)stack:") }
      lines.append("\(indent)  [\(index)] \(name)")
      indent += "      "
    } else {
      lines.append("\(indent)modal (\(spot.style ?? .sheet)): \(name)")
      indent += "    "
    }
    return true
  }

  /// Goes back to the indent of the route's flow.
  mutating func leaveRoute<Route: Routing>(_ route: Route, at spot: RouteSpot) {
    indent = saved.removeLast()
  }

  /// Prints the container's type, with its field when it sits in one.
  mutating func enterContainer(_ container: any NavigationContainer, at spot: WalkSpot) {
    let field = spot.path.isEmpty ? "" : " (.\(spot.path))"
    lines.append("\(indent)\(Dump.typeName(of: type(of: container)))\(field)")
  }

  /// Prints the child's name; its flows are indented under it.
  mutating func enterChild(_ child: ContainedFlow, at spot: WalkSpot) {
    lines.append("\(indent)  \(child.name)\(child.isSelected ? " (selected)" : "")")
    saved.append(indent)
    indent += "    "
  }

  /// Goes back to the container's indent.
  mutating func leaveChild(_ child: ContainedFlow, at spot: WalkSpot) {
    indent = saved.removeLast()
  }
}
