// The navigation tree as a visitor of the one walk of the state (`StateWalk`): the walk finds
// the flows, routes and containers, and `TreeBuilder` makes a node of each.

extension NavigationTree {
  /// Builds the tree of everything `state` shows: the flows in it and, within each, the root
  /// screen, the stack, the modal and the flows nested in them.
  ///
  /// ```swift
  /// let tree = NavigationTree(of: store.state)
  /// ```
  ///
  /// The walk reads the state through reflection, but only the parts whose types can hold a
  /// flow (decided once per type), so a large state without flows costs little. It finds a
  /// flow wherever one can sit: in a field of any depth of the state, of a root screen's state
  /// or of a route's state, in optionals, arrays and dictionaries, and in the children of a
  /// ``NavigationContainer``.
  ///
  /// - Parameter state: Any state: a flow's state, or a value with flows in it.
  /// - Complexity: O(*n*) in the routes of the flows, plus the values whose types can hold
  ///   a flow.
  public init(of state: Any) {
    var builder = TreeBuilder()
    StateWalk.walk(state, into: &builder)
    self.init(nodes: builder.nodes)
  }
}

/// Makes the nodes of the tree as the walk of the state finds flows, routes and containers.
struct TreeBuilder: StateVisitor {
  /// A flow whose routes are being walked: what is known of its node so far.
  private struct FlowFrame {
    /// The routes of the stack walked so far, bottom first.
    var stack: [NavigationTree.Route] = []
    /// Per stack route: its case's code, shifted left by one, with the low bit set when flows
    /// are nested in it (see ``StackKeys``).
    var codes: [UInt64] = []
    /// The modal, once walked.
    var modal: NavigationTree.Route?
  }

  /// The nodes being collected, one array per open holder (a flow's root screen, a route, a
  /// container's child), the innermost last; the first holds the tree's own nodes.
  private var levels: [[NavigationTree.Node]] = [[]]
  /// The flows being walked, the innermost last.
  private var flows: [FlowFrame] = []
  /// The containers being walked, the innermost last.
  private var containers: [NavigationTree.Container] = []

  /// The nodes found at the top of the walked value.
  var nodes: [NavigationTree.Node] { levels[0] }

  /// Opens the flow's frame, and a level for the flows of its root screen.
  mutating func enterFlow<State: RoutingState>(_ flow: State, at spot: WalkSpot) -> Bool {
    var frame = FlowFrame()
    let count = flow.navigation.stack.count
    frame.stack.reserveCapacity(count)
    frame.codes.reserveCapacity(count)
    flows.append(frame)
    levels.append([])
    return true
  }

  /// Makes the flow's node from its frame and its root screen's flows.
  mutating func leaveFlow<State: RoutingState>(_ flow: State, at spot: WalkSpot) {
    let frame = flows.removeLast()
    let rootNodes = levels.removeLast()
    var node = NavigationTree.Flow(
      address: spot.address,
      rootName: NavigationTree.screenName(of: State.Root.self),
      rootNodes: rootNodes,
      stack: frame.stack,
      modal: frame.modal)
    node.stackKeys = TypedStackKeys(ids: flow.navigation.stack.ids, codes: frame.codes)
    levels[levels.count - 1].append(.flow(node))
  }

  /// Opens a level for the flows in the route's state.
  mutating func enterRoute<Route: Routing>(_ route: Route, at spot: RouteSpot) -> Bool {
    levels.append([])
    return true
  }

  /// Makes the route's node, on the stack or as the modal of its flow's frame.
  mutating func leaveRoute<Route: Routing>(_ route: Route, at spot: RouteSpot) {
    let nodes = levels.removeLast()
    let (name, code) = routeCaseName(of: route)
    let node = NavigationTree.Route(
      id: NavigationTree.ID(route.id), caseName: name, style: spot.style, nodes: nodes)
    let last = flows.count - 1
    if spot.isModal {
      flows[last].modal = node
    } else {
      flows[last].stack.append(node)
      flows[last].codes.append(code << 1 | (nodes.isEmpty ? 0 : 1))
    }
  }

  /// Opens the container's node.
  mutating func enterContainer(_ container: any NavigationContainer, at spot: WalkSpot) {
    containers.append(
      NavigationTree.Container(
        address: spot.address, name: Dump.typeName(of: type(of: container)), children: []))
  }

  /// Opens a level for the flows of the child.
  mutating func enterChild(_ child: ContainedFlow, at spot: WalkSpot) {
    levels.append([])
  }

  /// Adds the child, with its flows, to its container's node.
  mutating func leaveChild(_ child: ContainedFlow, at spot: WalkSpot) {
    let nodes = levels.removeLast()
    containers[containers.count - 1].children.append(
      NavigationTree.Container.Child(name: child.name, isSelected: child.isSelected, nodes: nodes))
  }

  /// Adds the container's node to the level that holds it.
  mutating func leaveContainer(_ container: any NavigationContainer, at spot: WalkSpot) {
    let node = containers.removeLast()
    levels[levels.count - 1].append(.container(node))
  }
}

extension NavigationTree {
  /// The name of a screen's state type, without its module, the types it is nested in and a
  /// trailing `.State`.
  ///
  /// Cached per type: reading a type's name is string work that every tree build would
  /// otherwise repeat for every flow.
  static func screenName(of type: Any.Type) -> String {
    let key = ObjectIdentifier(type)
    if let name = screenNames.withLock({ $0[key] }) { return name }
    let name = uncachedScreenName(of: type)
    screenNames.withLock { $0[key] = name }
    return name
  }

  /// The screen names found so far, by type.
  private static let screenNames = LockedValue<[ObjectIdentifier: String]>([:])

  private static func uncachedScreenName(of type: Any.Type) -> String {
    var name = Dump.typeName(of: type)
    if name.hasSuffix(".State") { name.removeLast(6) }
    // The innermost name: `Palette` for `Article.Palette`, unless generic arguments hold dots.
    guard !name.contains("<"), let dot = name.lastIndex(of: ".") else { return name }
    return String(name[name.index(after: dot)...])
  }
}

/// The case name of a route, without the leading dot, and its number.
func routeCaseName(of route: some Routing) -> (name: String, code: UInt64) {
  if let known = runtimeCaseName(of: route) { return known }
  var name = describeCase(route)
  if name.hasPrefix(".") { name.removeFirst() }
  return (name, caseCode(of: name))
}
