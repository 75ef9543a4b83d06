// The one walk of the state: it finds every flow in a value and tells a visitor about each
// flow, each route of a flow and each container on the way. Everything that finds flows or
// routes in a state is a visitor of this walk, so they all agree on which flows a state holds:
// - the navigation tree, `NavigationTree(of:)` (`TreeBuilder`, NavigationTree+Walk.swift), and
//   through it the renderers' connection, the changes and the stack plans;
// - the description of a navigation state (`TreePrinter`, NavigationState+Tree.swift);
// - whether a route's change in place navigated (`RevisedNavigationFinder`,
//   NavigationState.swift), which keeps a flow's revision when it did not;
// - the path of a navigation stack over nested flows and whether a route is a flow
//   (`ScreenPathCollector`, `RouteFlowFinder`, NestedFlowScreens.swift): they start at a
//   flow's own routes, enter only the flows that are stack routes' states, and read no root
//   screen, so a SwiftUI read of the path builds no tree.
// Two jobs that look like walks are not this one: the end of a removed child's effects is the
// store's lifetime rule (ReducerCore's `Internal/Runtime/ChildLifetime.swift`), which follows
// the chain of locators down to each child with running effects, not a walk of the state; and
// deep links and restored snapshots go from flow to flow through each flow's declared
// `nestedLinks` (DeepLinks/, Persistence/), in loops: they follow only the routes a link may
// name, and opening a link or keeping what a snapshot may restore rebuilds the state level by
// level.
//
// The walk recurses once per level of the state's nesting (a flow in a route's state in a
// flow...): outside input reaches the state only within `NavigationLimits.maxDepth` levels,
// and the heavy depth tests (DepthTests, TreeDepthTests) measure the stack that 64 levels take
// on a thread with a small stack.
//
// The rule for where a flow can sit: anywhere in a value the walk reads, at any depth. The walk
// reads the value it starts from, a flow's root screen and a route's state; in them, the fields
// of structs and tuples, the wrapped value of an optional, the elements of arrays and sets, the
// values of dictionaries, the payloads of enum cases, the values of existentials, and the
// children of containers (`NavigationContainer.containedFlows`). It never reads a class
// instance. A flow it finds is not read as a value: the walk goes on into its root screen and
// its routes.
//
// Assumptions, each with what guards it and the safe path:
// - Which types can hold a flow is decided once per type from declared types (see
//   `FlowTypeCache.swift`); a value whose type cannot hold one is not read at all.
// - `Mirror` crashes on an enum whose payload is a thin metatype: every enum is checked with
//   `caseNameOfUnreflectablePayload(_:)` before it is reflected, and such a payload is skipped
//   (a metatype holds no flow). The check resolves the case's payload type by its mangled name,
//   which costs more than the rest of a route's walk, so its answer is kept per enum type
//   and case (`isReflectable(_:)`): it depends on nothing else.
// - A route's state is the payload of its enum case, read with `Mirror` once
//   `enumPayloadType(of:)` said that its type can hold a flow. A route type that is not an enum
//   holds no state of its own to read.

/// The walk of the state that finds every flow in it, wherever it sits (see the rule at the
/// top of `StateWalk.swift`), and tells a ``StateVisitor`` about it.
enum StateWalk {}

/// What holds a value the walk reads.
enum WalkHolder: Hashable {
  /// Nothing: the value the walk started from.
  case start
  /// The root screen of a flow.
  case rootScreen
  /// A route of a flow, on its stack or as its modal, whose state the value is (or is in).
  case route(isModal: Bool)
  /// A child of a container, such as a tab or a column.
  case containerChild(name: String)
}

/// Where the walk found a value: what holds it, that holder's address, and the property path
/// from the holder to the value.
struct WalkSpot {
  /// What holds the value.
  var holder: WalkHolder
  /// The address of the node that holds the value: the start's (empty), the flow whose root
  /// screen it is in, the route whose state it is in, or the container's child.
  var holderAddress: NavigationTree.Address
  /// The property path from the holder to the value, such as `root.side` or `inner`; empty
  /// for the holder's own value (a route's whole state, a container's child).
  var path: String

  /// The spot of the value the walk starts from.
  static let start = WalkSpot(holder: .start, holderAddress: [], path: "")

  /// The address of the value in the tree: the holder's, then its path as a field.
  var address: NavigationTree.Address {
    path.isEmpty ? holderAddress : holderAddress.appending(.field(path))
  }

  /// Whether the value is the whole state of a route on a flow's stack (or the value of an
  /// optional or an existential that is): a flow here has the route's own address, and a
  /// stack-based UI shows its routes on the stack above the route (`NavigationStackPlan`).
  var isStateOfStackRoute: Bool {
    holder == .route(isModal: false) && path.isEmpty
  }

  /// The spot of a part of this value, `label` further down its path.
  func appending(_ label: String) -> WalkSpot {
    WalkSpot(
      holder: holder, holderAddress: holderAddress, path: path.isEmpty ? label : "\(path).\(label)")
  }

  /// The spot of an element of this value (of a collection or a dictionary), by its key.
  func subscripted(_ key: String) -> WalkSpot {
    WalkSpot(holder: holder, holderAddress: holderAddress, path: "\(path)[\(key)]")
  }
}

/// A route the walk visits, and where it is shown.
struct RouteSpot {
  /// Whether the route is the modal.
  let isModal: Bool
  /// How the modal is presented; `nil` on the stack.
  let style: ModalStyle?
  /// The route's position on the stack, bottom first; `nil` for the modal.
  let index: Int?
  /// The address of the flow that shows the route.
  let flowAddress: NavigationTree.Address
}

/// What the walk of the state tells as it goes: each flow, each route of a flow and each
/// container, entered before what is in it and left after.
///
/// Every requirement has a default that does nothing (and enters everything), so a visitor
/// implements only what it needs.
protocol StateVisitor {
  /// Whether the visitor reads addresses (``WalkSpot/address``, ``WalkSpot/holderAddress``,
  /// ``RouteSpot/flowAddress``); when it does not, they are left empty, and the walk spends
  /// nothing on them.
  static var readsAddresses: Bool { get }
  /// Whether the visitor is told about the flows in a flow's root screen; when it is not, the
  /// walk does not read root screens at all (it still reads the flow's routes).
  static var readsRootScreens: Bool { get }

  /// A flow found at `spot`; returns whether to walk into its root screen and its routes.
  mutating func enterFlow<State: RoutingState>(_ flow: State, at spot: WalkSpot) -> Bool
  /// The flow at `spot`, after everything in it (when it was entered).
  mutating func leaveFlow<State: RoutingState>(_ flow: State, at spot: WalkSpot)
  /// A route of a flow; returns whether to walk into its state.
  mutating func enterRoute<Route: Routing>(_ route: Route, at spot: RouteSpot) -> Bool
  /// The route, after the flows in its state.
  mutating func leaveRoute<Route: Routing>(_ route: Route, at spot: RouteSpot)
  /// A container found at `spot`, before its children.
  mutating func enterContainer(_ container: any NavigationContainer, at spot: WalkSpot)
  /// A child of the container being walked, before the flows in it; `spot` is the child's.
  mutating func enterChild(_ child: ContainedFlow, at spot: WalkSpot)
  /// The child, after the flows in it.
  mutating func leaveChild(_ child: ContainedFlow, at spot: WalkSpot)
  /// The container found at `spot`, after its children.
  mutating func leaveContainer(_ container: any NavigationContainer, at spot: WalkSpot)
}

extension StateVisitor {
  /// Addresses are read.
  static var readsAddresses: Bool { true }
  /// Root screens are read.
  static var readsRootScreens: Bool { true }
  /// Walks into every flow.
  mutating func enterFlow<State: RoutingState>(_ flow: State, at spot: WalkSpot) -> Bool { true }
  /// Does nothing.
  mutating func leaveFlow<State: RoutingState>(_ flow: State, at spot: WalkSpot) {}
  /// Walks into every route.
  mutating func enterRoute<Route: Routing>(_ route: Route, at spot: RouteSpot) -> Bool { true }
  /// Does nothing.
  mutating func leaveRoute<Route: Routing>(_ route: Route, at spot: RouteSpot) {}
  /// Does nothing.
  mutating func enterContainer(_ container: any NavigationContainer, at spot: WalkSpot) {}
  /// Does nothing.
  mutating func enterChild(_ child: ContainedFlow, at spot: WalkSpot) {}
  /// Does nothing.
  mutating func leaveChild(_ child: ContainedFlow, at spot: WalkSpot) {}
  /// Does nothing.
  mutating func leaveContainer(_ container: any NavigationContainer, at spot: WalkSpot) {}
}

extension StateWalk {
  /// Walks `value` and everything in it that can hold a flow, telling `visitor` about each
  /// flow, route and container found.
  ///
  /// - Parameters:
  ///   - value: Any value: a state, a root screen's state, a route's state.
  ///   - spot: Where the value sits.
  ///   - visitor: The visitor.
  /// - Complexity: O(*n*) in the routes of the flows found, plus the values whose types can
  ///   hold a flow.
  static func walk<Visitor: StateVisitor>(
    _ value: Any, at spot: WalkSpot = .start, into visitor: inout Visitor
  ) {
    walk(value, shape: shape(of: Swift.type(of: value)), at: spot, into: &visitor)
  }

  /// Walks `value`, whose ``FlowShape`` is known.
  static func walk<Visitor: StateVisitor>(
    _ value: Any, shape: FlowShape, at spot: WalkSpot, into visitor: inout Visitor
  ) {
    switch shape {
    case .noFlows:
      return
    case .container:
      if let container = value as? any NavigationContainer {
        walkContainer(container, at: spot, into: &visitor)
      }
      return
    case let .flow(rootMayHoldFlows, routesMayHoldFlows):
      if let flow = value as? any RoutingState {
        walkFlow(
          flow, rootMayHoldFlows: rootMayHoldFlows, routesMayHoldFlows: routesMayHoldFlows,
          at: spot, into: &visitor)
      }
      return
    case .other:
      break
    }
    guard isReflectable(any: value) else { return }
    let mirror = Mirror(reflecting: value)
    switch mirror.displayStyle {
    case .class?:
      return
    case .optional?:
      if let some = mirror.children.first { walk(some.value, at: spot, into: &visitor) }
    case .dictionary?:
      for pair in mirror.children {
        let parts = Array(Mirror(reflecting: pair.value).children)
        guard parts.count == 2 else { continue }
        let key = describe(parts[0].value, limit: 60)
        walk(parts[1].value, at: spot.subscripted(key), into: &visitor)
      }
    case .collection?, .set?:
      for (index, child) in mirror.children.enumerated() {
        walk(child.value, at: spot.subscripted("\(index)"), into: &visitor)
      }
    case .enum?:
      // The case's payload: a flow in it belongs to the enum value, not to a property.
      if let payload = mirror.children.first {
        walk(payload.value, at: spot.appending(payload.label ?? "payload"), into: &visitor)
      }
    default:
      for (index, child) in mirror.children.enumerated() {
        walk(child.value, at: spot.appending(child.label ?? "\(index)"), into: &visitor)
      }
    }
  }

  /// Walks a flow found at `spot`: its root screen's state, then its routes.
  ///
  /// - Parameters:
  ///   - flow: The flow's state.
  ///   - rootMayHoldFlows: Whether its root screen's state can hold a flow.
  ///   - routesMayHoldFlows: Whether its routes can hold a flow.
  ///   - spot: Where the flow sits.
  ///   - visitor: The visitor.
  static func walkFlow<State: RoutingState, Visitor: StateVisitor>(
    _ flow: State,
    rootMayHoldFlows: Bool,
    routesMayHoldFlows: Bool,
    at spot: WalkSpot,
    into visitor: inout Visitor
  ) {
    guard visitor.enterFlow(flow, at: spot) else { return }
    let address = Visitor.readsAddresses ? spot.address : []
    if rootMayHoldFlows, Visitor.readsRootScreens {
      walk(
        flow.root, at: WalkSpot(holder: .rootScreen, holderAddress: address, path: "root"),
        into: &visitor)
    }
    walkRoutes(
      of: flow.navigation, routesMayHoldFlows: routesMayHoldFlows, flowAddress: address,
      into: &visitor)
    visitor.leaveFlow(flow, at: spot)
  }

  /// Walks the routes of a navigation state, in the order the visitor asks for, and the flows
  /// in them.
  ///
  /// - Parameters:
  ///   - navigation: The navigation state.
  ///   - routesMayHoldFlows: Whether a route of this type can hold a flow
  ///     (`canContainFlow(Route.self)`).
  ///   - flowAddress: The address of the flow it belongs to.
  ///   - visitor: The visitor.
  static func walkRoutes<Route: Routing, Visitor: StateVisitor>(
    of navigation: NavigationState<Route>,
    routesMayHoldFlows walksInto: Bool,
    flowAddress: NavigationTree.Address,
    into visitor: inout Visitor
  ) {
    let stack = navigation.stack
    func visitModal() {
      guard let modal = navigation.modal else { return }
      let spot = RouteSpot(
        isModal: true, style: navigation.modalStyle ?? .sheet, index: nil, flowAddress: flowAddress)
      walkRoute(modal, at: spot, walksInto: walksInto, into: &visitor)
    }
    func visitStack(_ index: Int) {
      let spot = RouteSpot(
        isModal: false, style: nil, index: index, flowAddress: flowAddress)
      walkRoute(stack[index], at: spot, walksInto: walksInto, into: &visitor)
    }
    // Plain loops over the positions: the generic `indices` would ask the runtime for the
    // metadata of its types on every call.
    let count = stack.count
    var index = 0
    while index < count {
      visitStack(index)
      index += 1
    }
    visitModal()
  }

  /// Walks one route and the flows in its state.
  ///
  /// - Parameters:
  ///   - route: The route.
  ///   - spot: Where the route is shown.
  ///   - walksInto: Whether a route of this type can hold a flow at all
  ///     (`canContainFlow(Route.self)`), asked once per flow rather than once per route.
  ///   - visitor: The visitor.
  static func walkRoute<Route: Routing, Visitor: StateVisitor>(
    _ route: Route, at spot: RouteSpot, walksInto: Bool, into visitor: inout Visitor
  ) {
    if visitor.enterRoute(route, at: spot), walksInto, let payload = state(of: route) {
      var address = spot.flowAddress
      if Visitor.readsAddresses {
        let id = NavigationTree.ID(route.id)
        address.steps.append(spot.isModal ? .modal(id) : .route(id))
      }
      let stateSpot = WalkSpot(
        holder: .route(isModal: spot.isModal), holderAddress: address, path: "")
      // The payload's declared type is its type, unless it is an existential: then its shape
      // is `.other`, and the value's own type decides.
      if payload.shape == .other {
        walk(payload.value, at: stateSpot, into: &visitor)
      } else {
        walk(payload.value, shape: payload.shape, at: stateSpot, into: &visitor)
      }
    }
    visitor.leaveRoute(route, at: spot)
  }

  /// The state of `route` (its case's payload) and the shape of its declared type, when that
  /// type can hold a flow; `nil` otherwise.
  static func state<Route>(of route: Route) -> RouteState? {
    // Most routes hold a screen, not a flow: tell from the payload's type (cached) before
    // reading the payload itself.
    guard let payloadType = enumPayloadType(of: route) else { return nil }
    let payloadShape = shape(of: payloadType)
    guard payloadShape != .noFlows, isReflectable(route),
      let value = Mirror(reflecting: route).children.first?.value
    else { return nil }
    return RouteState(value: value, shape: payloadShape)
  }

  /// Whether `Mirror` can read `value`, opened to its own type (see ``isReflectable(_:)``).
  static func isReflectable(any value: Any) -> Bool {
    func opened<Value>(_ value: Value) -> Bool { isReflectable(value) }
    return _openExistential(value, do: opened)
  }

  /// Whether `Mirror` can read `value`: `false` for an enum whose case holds a thin metatype
  /// (see `caseNameOfUnreflectablePayload(_:)`); worked out once per enum type and case.
  static func isReflectable<Value>(_ value: Value) -> Bool {
    guard let tag = enumCase(of: value) else { return true }
    let key = EnumCaseKey(type: ObjectIdentifier(Value.self), tag: tag)
    if let known = reflectableCases.withLock({ $0[key] }) { return known }
    let reflectable = caseNameOfUnreflectablePayload(value) == nil
    reflectableCases.withLock { $0[key] = reflectable }
    return reflectable
  }

  /// Walks a container found at `spot`: each of its children, and the flows in them.
  static func walkContainer<Visitor: StateVisitor>(
    _ container: any NavigationContainer, at spot: WalkSpot, into visitor: inout Visitor
  ) {
    visitor.enterContainer(container, at: spot)
    let address = Visitor.readsAddresses ? spot.address : []
    for child in container.containedFlows {
      let childSpot = WalkSpot(
        holder: .containerChild(name: child.name),
        holderAddress: Visitor.readsAddresses ? address.appending(.child(child.name)) : [],
        path: "")
      visitor.enterChild(child, at: childSpot)
      if let state = child.state { walk(state, at: childSpot, into: &visitor) }
      visitor.leaveChild(child, at: childSpot)
    }
    visitor.leaveContainer(container, at: spot)
  }
}

/// The state of a route, and the shape of its declared type.
struct RouteState {
  /// The state: the payload of the route's case.
  let value: Any
  /// The shape of the payload's declared type.
  let shape: FlowShape
}

/// An enum type and one of its cases.
private struct EnumCaseKey: Hashable {
  /// The enum type.
  let type: ObjectIdentifier
  /// The case's tag.
  let tag: UInt32
}

/// The answers of ``StateWalk/isReflectable(_:)``, by enum type and case.
private let reflectableCases = LockedValue<[EnumCaseKey: Bool]>([:])
