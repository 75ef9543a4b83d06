@_spi(Reflection) import Swift

// The walk that finds every flow in a state, wherever it sits: the state itself, a route's
// state, a field of a root screen's state or of a screen struct, an element of an optional, an
// array or a dictionary.
//
// Assumptions, each with what guards it:
// - The declared field types of a struct or tuple come from `_forEachField(of:)`, the
//   standard library's reflection entry point. It is only used to decide whether a type can
//   hold a flow at all (cached per type); values themselves are read with `Mirror`.
// - `Mirror` crashes on an enum whose payload is a thin metatype: every enum is checked with
//   `caseNameOfUnreflectablePayload(_:)` before it is reflected, and such a payload is skipped
//   (a metatype holds no flow).
// - Class instances are not walked into: a flow's state is a value, and references may form
//   cycles. An existential field (`Any`, `any P`) may hold anything, so it is walked.

extension NavigationTree {
  /// Builds the tree of everything `state` shows: the flows in it and, within each, the root
  /// screen, the stack, the modal and the flows nested in them.
  ///
  /// ```swift
  /// let tree = NavigationTree(of: store.state)
  /// ```
  ///
  /// The walk reads the state through reflection, but only the parts whose types can hold a
  /// flow (decided once per type), so a large state without flows costs little.
  ///
  /// - Parameter state: Any state: a flow's state, or a value with flows in it.
  /// - Complexity: O(*n*) in the routes of the flows, plus the values whose types can hold
  ///   a flow.
  public init(of state: Any) {
    var nodes: [Node] = []
    TreeWalk.collect(state, address: [], path: "", into: &nodes)
    self.init(nodes: nodes)
  }
}

/// The walk behind ``NavigationTree/init(of:)``.
enum TreeWalk {
  /// Adds the flows found in `value` to `nodes`. `address` is the address of the node holding
  /// `value`, and `path` the property path from that node to `value`.
  static func collect(
    _ value: Any, address: NavigationTree.Address, path: String,
    into nodes: inout [NavigationTree.Node]
  ) {
    let type = Swift.type(of: value)
    guard canContainFlow(type) else { return }
    if let container = value as? any NavigationContainer {
      let containerAddress = path.isEmpty ? address : address.appending(.field(path))
      let children = container.containedFlows.map { contained in
        var childNodes: [NavigationTree.Node] = []
        if let state = contained.state {
          collect(
            state, address: containerAddress.appending(.child(contained.name)), path: "",
            into: &childNodes)
        }
        return NavigationTree.Container.Child(
          name: contained.name, isSelected: contained.isSelected, nodes: childNodes)
      }
      nodes.append(
        .container(
          NavigationTree.Container(
            address: containerAddress, name: Dump.typeName(of: type), children: children)))
      return
    }
    if let flow = value as? any RoutingState {
      let flowAddress = path.isEmpty ? address : address.appending(.field(path))
      nodes.append(.flow(flow.treeFlow(at: flowAddress)))
      return
    }
    if caseNameOfUnreflectablePayload(value) != nil { return }
    let mirror = Mirror(reflecting: value)
    switch mirror.displayStyle {
    case .class?:
      return
    case .optional?:
      if let some = mirror.children.first {
        collect(some.value, address: address, path: path, into: &nodes)
      }
    case .dictionary?:
      for pair in mirror.children {
        let parts = Array(Mirror(reflecting: pair.value).children)
        guard parts.count == 2 else { continue }
        let key = describe(parts[0].value, limit: 60)
        collect(parts[1].value, address: address, path: path + "[\(key)]", into: &nodes)
      }
    case .collection?, .set?:
      for (index, child) in mirror.children.enumerated() {
        collect(child.value, address: address, path: path + "[\(index)]", into: &nodes)
      }
    case .enum?:
      // The case's payload: a flow in it belongs to the enum value, not to a property.
      if let payload = mirror.children.first {
        let label = payload.label ?? "payload"
        collect(payload.value, address: address, path: join(path, label), into: &nodes)
      }
    default:
      for (index, child) in mirror.children.enumerated() {
        collect(
          child.value, address: address, path: join(path, child.label ?? "\(index)"), into: &nodes)
      }
    }
  }

  private static func join(_ path: String, _ label: String) -> String {
    path.isEmpty ? label : "\(path).\(label)"
  }

  // MARK: - Which types can hold a flow

  /// Whether a value of `type` can hold a flow's state, cached per type.
  static func canContainFlow(_ type: Any.Type) -> Bool {
    let key = ObjectIdentifier(type)
    if let known = flowHolders.withLock({ $0[key] }) { return known }
    var assumed = false
    var visiting: Set<ObjectIdentifier> = []
    let result = compute(type, visiting: &visiting, assumed: &assumed)
    // A `false` found while a type in a cycle was assumed empty may be wrong for the types in
    // between, but never for the type asked about: cache that one only.
    flowHolders.withLock { $0[key] = result }
    return result
  }

  private static func compute(
    _ type: Any.Type,
    visiting: inout Set<ObjectIdentifier>,
    assumed: inout Bool
  ) -> Bool {
    let key = ObjectIdentifier(type)
    if let known = flowHolders.withLock({ $0[key] }) { return known }
    if type is any RoutingState.Type { return true }
    guard visiting.insert(key).inserted else {
      assumed = true
      return false
    }
    defer { visiting.remove(key) }
    var wasAssumed = false
    let result = computeUncached(type, visiting: &visiting, assumed: &wasAssumed)
    if result || !wasAssumed {
      flowHolders.withLock { $0[key] = result }
    }
    if wasAssumed { assumed = true }
    return result
  }

  private static func computeUncached(
    _ type: Any.Type,
    visiting: inout Set<ObjectIdentifier>,
    assumed: inout Bool
  ) -> Bool {
    if let container = type as? any TreeContainer.Type {
      return container.elementTypes.contains { compute($0, visiting: &visiting, assumed: &assumed) }
    }
    if let payloads = enumPayloadTypes(of: type) {
      return payloads.contains { payload in
        guard let payload else { return true }
        return compute(payload, visiting: &visiting, assumed: &assumed)
      }
    }
    if type is AnyObject.Type { return false }
    var fields: [(Any.Type, _MetadataKind)] = []
    let isAggregate = _forEachField(of: type, options: []) { _, _, field, kind in
      fields.append((field, kind))
      return true
    }
    guard isAggregate else {
      // An enum without described cases (reflection metadata stripped), or an existential:
      // it may hold anything.
      return isExistential(type)
    }
    return fields.contains { field, kind in
      switch kind {
      case .existential: return true
      case .class, .function, .metatype, .existentialMetatype, .opaque, .foreignClass,
        .objcClassWrapper:
        return false
      default: return compute(field, visiting: &visiting, assumed: &assumed)
      }
    }
  }

  private static func isExistential(_ type: Any.Type) -> Bool {
    String(reflecting: type).hasPrefix("any ") || type == Any.self
  }
}

private let flowHolders = LockedValue<[ObjectIdentifier: Bool]>([:])

/// A standard container, with the types of what it holds.
protocol TreeContainer {
  static var elementTypes: [Any.Type] { get }
}

extension Optional: TreeContainer {
  static var elementTypes: [Any.Type] { [Wrapped.self] }
}

extension Array: TreeContainer {
  static var elementTypes: [Any.Type] { [Element.self] }
}

extension ContiguousArray: TreeContainer {
  static var elementTypes: [Any.Type] { [Element.self] }
}

extension Set: TreeContainer {
  static var elementTypes: [Any.Type] { [Element.self] }
}

extension Dictionary: TreeContainer {
  static var elementTypes: [Any.Type] { [Value.self] }
}

extension IdentifiedArray: TreeContainer {
  static var elementTypes: [Any.Type] { [Element.self] }
}

// MARK: - Flows

extension RoutingState {
  /// This flow as a node of the tree, at `address`.
  func treeFlow(at address: NavigationTree.Address) -> NavigationTree.Flow {
    var rootNodes: [NavigationTree.Node] = []
    if TreeWalk.canContainFlow(Root.self) {
      TreeWalk.collect(root, address: address, path: "root", into: &rootNodes)
    }
    let routesMayHoldFlows = TreeWalk.canContainFlow(Route.self)
    var codes: [UInt64] = []
    codes.reserveCapacity(navigation.stack.count)
    let stack = navigation.stack.map { route in
      var code: UInt64 = 0
      let node = NavigationTree.Route(
        route, address: address, isModal: false, style: nil, walk: routesMayHoldFlows,
        code: &code)
      codes.append(code << 1 | (node.nodes.isEmpty ? 0 : 1))
      return node
    }
    var modalCode: UInt64 = 0
    let modal = navigation.modal.map {
      NavigationTree.Route(
        $0, address: address, isModal: true, style: navigation.modalStyle ?? .sheet,
        walk: routesMayHoldFlows, code: &modalCode)
    }
    var flow = NavigationTree.Flow(
      address: address,
      rootName: NavigationTree.screenName(of: Root.self),
      rootNodes: rootNodes,
      stack: stack,
      modal: modal)
    flow.stackKeys = TypedStackKeys(ids: navigation.stack.ids, codes: codes)
    return flow
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

extension NavigationTree.Route {
  /// The node of `route`, shown by the flow at `address`.
  init<R: Routing>(
    _ route: R,
    address: NavigationTree.Address,
    isModal: Bool,
    style: ModalStyle?,
    walk: Bool,
    code: inout UInt64
  ) {
    let id = NavigationTree.ID(route.id)
    var nodes: [NavigationTree.Node] = []
    if walk, caseNameOfUnreflectablePayload(route) == nil,
      let payloadType = enumPayloadType(of: route), TreeWalk.canContainFlow(payloadType),
      let payload = Mirror(reflecting: route).children.first?.value
    {
      let routeAddress = address.appending(isModal ? .modal(id) : .route(id))
      TreeWalk.collect(payload, address: routeAddress, path: "", into: &nodes)
    }
    let (name, caseCode) = routeCaseName(of: route)
    code = caseCode
    self.init(id: id, caseName: name, style: style, nodes: nodes)
  }
}

/// The case name of a route, without the leading dot, and its number.
func routeCaseName(of route: some Routing) -> (name: String, code: UInt64) {
  if let known = runtimeCaseName(of: route) { return known }
  var name = describeCase(route)
  if name.hasPrefix(".") { name.removeFirst() }
  return (name, caseCode(of: name))
}
