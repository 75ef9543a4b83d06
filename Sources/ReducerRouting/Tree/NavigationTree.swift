/// A value snapshot of everything a state shows: each flow's root screen, its stack, its modal
/// with its style, and the flows nested in any of them, wherever they sit in the state.
///
/// ```swift
/// let tree = NavigationTree(of: store.state)
/// print(tree.breadcrumb) // ColorList › color(red) › sheet info
/// ```
///
/// Every node has a stable ``Address``: the path of route ids from the top of the state down
/// to it. Compare two trees with `==`, and turn one into the other with
/// ``changes(to:)`` and ``applying(_:)``.
public struct NavigationTree: Hashable, Sendable {
  /// The nodes found at the top of the state, outside any route: usually one flow, the state
  /// itself.
  public var nodes: [Node]

  /// Creates a tree from its top nodes.
  ///
  /// - Parameter nodes: The nodes at the top of the state.
  public init(nodes: [Node] = []) {
    self.nodes = nodes
  }

  /// A node of the tree: a flow, or a container of flows (tabs, split columns).
  public enum Node: Hashable, Sendable {
    /// A flow: a root screen, a stack and an optional modal.
    case flow(Flow)
    /// A container of flows (tabs, split columns: any ``NavigationContainer``), with its
    /// children and which of them is selected.
    case container(Container)

    /// The node's address.
    public var address: Address {
      switch self {
      case let .flow(flow): flow.address
      case let .container(container): container.address
      }
    }
  }

  /// A container of flows: tabs, the columns of a split view, or a user's own
  /// ``NavigationContainer``.
  public struct Container: Hashable, Sendable {
    /// Where the container sits.
    public var address: Address
    /// The container's type, for display.
    public var name: String
    /// The children (tabs, columns), in order.
    public var children: [Child]

    /// Creates a container node.
    ///
    /// - Parameters:
    ///   - address: Where the container sits.
    ///   - name: The container's type, for display.
    ///   - children: The children, in order.
    public init(address: Address, name: String, children: [Child]) {
      self.address = address
      self.name = name
      self.children = children
    }

    /// The names of the selected children (the selected tab; none for a split view).
    public var selected: [String] { children.filter(\.isSelected).map(\.name) }

    /// One child of a container: a tab or a column.
    public struct Child: Hashable, Sendable {
      /// The child's name, unique in its container.
      public var name: String
      /// Whether the child is the selected one (the selected tab).
      public var isSelected: Bool
      /// The flows in the child; empty for an empty column.
      public var nodes: [Node]

      /// Creates a child node.
      ///
      /// - Parameters:
      ///   - name: The child's name, unique in its container.
      ///   - isSelected: Whether it is the selected child.
      ///   - nodes: The flows in the child.
      public init(name: String, isSelected: Bool = false, nodes: [Node] = []) {
        self.name = name
        self.isSelected = isSelected
        self.nodes = nodes
      }
    }
  }

  /// A flow in the tree: its root screen, its stack and its modal.
  public struct Flow: Hashable, Sendable {
    /// Where the flow sits in the state.
    public var address: Address
    /// The name of the root screen's state type, such as `ColorList` for `ColorList.State`.
    public var rootName: String
    /// The flows nested in the state of the root screen.
    public var rootNodes: [Node]
    /// The pushed routes, bottom first.
    public var stack: [Route] {
      get { _stack }
      set {
        _stack = newValue
        stackKeys = nil
      }
    }
    /// The route presented modally, if any; its ``Route/style`` says how.
    public var modal: Route?

    var _stack: [Route]
    /// The stack's ids in their own type, for a fast comparison of two stacks; `nil` once the
    /// stack is changed through ``stack``.
    var stackKeys: StackKeys?

    /// Creates a flow node.
    ///
    /// - Parameters:
    ///   - address: Where the flow sits in the state.
    ///   - rootName: The name of the root screen.
    ///   - rootNodes: The flows nested in the root screen's state.
    ///   - stack: The pushed routes, bottom first.
    ///   - modal: The modal route, if any.
    public init(
      address: Address,
      rootName: String,
      rootNodes: [Node] = [],
      stack: [Route] = [],
      modal: Route? = nil
    ) {
      self.address = address
      self.rootName = rootName
      self.rootNodes = rootNodes
      _stack = stack
      stackKeys = nil
      self.modal = modal
    }
  }

  /// A route shown by a flow, on its stack or as its modal.
  public struct Route: Hashable, Sendable {
    /// The route's id.
    public var id: ID
    /// The name of the route's case, such as `color` for `Route.color(_:)`.
    public var caseName: String
    /// How the route is presented when it is the modal; `nil` on the stack.
    public var style: ModalStyle?
    /// The flows nested in the route's state.
    public var nodes: [Node]

    /// Creates a route node.
    ///
    /// - Parameters:
    ///   - id: The route's id.
    ///   - caseName: The name of the route's case.
    ///   - style: How the route is presented, for a modal.
    ///   - nodes: The flows nested in the route's state.
    public init(id: ID, caseName: String, style: ModalStyle? = nil, nodes: [Node] = []) {
      self.id = id
      self.caseName = caseName
      self.style = style
      self.nodes = nodes
    }

    /// The route as the breadcrumb shows it: the case name, with the id when it says more.
    public var displayName: String {
      let id = id.description
      return id == caseName ? caseName : "\(caseName)(\(id))"
    }
  }

  // Unchecked: `key` wraps `base`, which is `Sendable`; `AnyHashable` is only not declared so.
  /// A route's id, whatever its type.
  public struct ID: Hashable, @unchecked Sendable, CustomStringConvertible {
    /// The id itself.
    public let base: any Hashable & Sendable
    /// The id, ready to compare.
    let key: AnyHashable
    /// The id when it is a `String` or an `Int`, the usual id types, which compare directly:
    /// comparing through `AnyHashable` unboxes with a dynamic cast (a generic-metadata lookup
    /// each time), the most of what a diff of nested flows cost, since it compares every step
    /// of their addresses.
    let typed: Typed

    enum Typed {
      case string(String)
      case int(Int)
      case other
    }

    /// Wraps an id.
    ///
    /// - Parameter base: The id.
    public init<Base: Hashable & Sendable>(_ base: Base) {
      self.base = base
      key = AnyHashable(base)
      // A comparison of metadata, cheap where this is not specialized; any other type,
      // however it converts, compares through `AnyHashable`.
      if let same = SameType(Base.self, String.self) {
        typed = .string(same.cast(base))
      } else if let same = SameType(Base.self, Int.self) {
        typed = .int(same.cast(base))
      } else {
        typed = .other
      }
    }

    /// Whether both wrap equal ids of the same type.
    public static func == (lhs: Self, rhs: Self) -> Bool {
      switch (lhs.typed, rhs.typed) {
      case let (.string(lhs), .string(rhs)): lhs == rhs
      case let (.int(lhs), .int(rhs)): lhs == rhs
      default: lhs.key == rhs.key
      }
    }

    /// Hashes the id.
    public func hash(into hasher: inout Hasher) {
      hasher.combine(key)
    }

    /// The id, printed without quotes.
    public var description: String {
      if let string = base as? String { return string }
      return describe(base, limit: 80)
    }
  }

  /// One step of an ``Address``.
  public enum Step: Hashable, Sendable, CustomStringConvertible {
    /// A flow found in a stored property of the value above it, by its path (`root.profile`).
    case field(String)
    /// A route on a flow's stack, by its id.
    case route(ID)
    /// A flow's modal, by its id.
    case modal(ID)
    /// A child of a container (a tab, a column), by its name.
    case child(String)

    /// The step, printed as `.profile`, `[id]`, `[modal id]` or `{tab}`.
    public var description: String {
      switch self {
      case let .field(path): ".\(path)"
      case let .route(id): "[\(id)]"
      case let .modal(id): "[modal \(id)]"
      case let .child(name): "{\(name)}"
      }
    }
  }

  /// Where a node sits: the steps from the top of the state down to it.
  ///
  /// The flow that is the state itself has the empty address; a route's address is its flow's
  /// address followed by the route's id; a flow that is a route's state has the route's
  /// address, and a flow in a stored property adds the property's path.
  public struct Address: Hashable, Sendable, CustomStringConvertible,
    ExpressibleByArrayLiteral
  {
    /// The steps, outermost first.
    public var steps: [Step]

    /// Creates an address from its steps.
    ///
    /// - Parameter steps: The steps, outermost first.
    public init(_ steps: [Step] = []) {
      self.steps = steps
    }

    /// Creates an address from its steps.
    ///
    /// - Parameter elements: The steps, outermost first.
    public init(arrayLiteral elements: Step...) {
      self.steps = elements
    }

    /// This address followed by `step`.
    ///
    /// - Parameter step: The step to add.
    /// - Returns: The longer address.
    public func appending(_ step: Step) -> Address {
      Address(steps + [step])
    }

    /// The address, printed as its steps: `[color-red].settings[modal info]`, or `(top)`.
    public var description: String {
      steps.isEmpty ? "(top)" : steps.map(\.description).joined()
    }
  }
}

// MARK: - Reading the tree

extension NavigationTree {
  /// The flows of the tree, outermost first, each before the flows nested in it.
  ///
  /// - Complexity: O(*n*) in the number of nodes.
  public var allFlows: [Flow] {
    var flows: [Flow] = []
    func visit(_ nodes: [Node]) {
      for node in nodes {
        switch node {
        case let .flow(flow):
          flows.append(flow)
          visit(flow.rootNodes)
          for route in flow.stack { visit(route.nodes) }
          if let modal = flow.modal { visit(modal.nodes) }
        case let .container(container):
          for child in container.children { visit(child.nodes) }
        }
      }
    }
    visit(nodes)
    return flows
  }

  /// The flow at this address, if the tree has one.
  ///
  /// - Parameter address: The flow's address.
  /// - Returns: The flow, or `nil`.
  /// - Complexity: O(*d* · *w*) in the depth of the address and the width of the levels.
  public func flow(at address: Address) -> Flow? {
    Self.findFlow(at: address, in: nodes)
  }

  private static func findFlow(at address: Address, in nodes: [Node]) -> Flow? {
    for node in nodes {
      if case let .container(container) = node {
        guard let child = container.child(on: address) else { continue }
        if let found = findFlow(at: address, in: child.nodes) { return found }
        continue
      }
      guard case let .flow(flow) = node, address.steps.starts(with: flow.address.steps) else {
        continue
      }
      let depth = flow.address.steps.count
      if depth == address.steps.count { return flow }
      let found: Flow?
      switch address.steps[depth] {
      case .field:
        found = findFlow(at: address, in: flow.rootNodes)
      case let .route(id):
        found = flow.stack.last(where: { $0.id == id }).flatMap {
          findFlow(at: address, in: $0.nodes)
        }
      case let .modal(id):
        found = flow.modal.flatMap { $0.id == id ? findFlow(at: address, in: $0.nodes) : nil }
      case .child:
        found = nil
      }
      if let found { return found }
    }
    return nil
  }

  /// Changes the flow at `address` in place; `false` when there is none.
  static func modifyFlow(
    at address: Address,
    in nodes: inout [Node],
    _ body: (inout Flow) -> Void
  ) -> Bool {
    for index in nodes.indices {
      if case var .container(container) = nodes[index] {
        guard let position = container.childIndex(on: address) else { continue }
        nodes[index] = .flow(Flow(address: [], rootName: ""))  // drop the reference while changing
        let found = modifyFlow(at: address, in: &container.children[position].nodes, body)
        nodes[index] = .container(container)
        if found { return true }
        continue
      }
      guard case var .flow(flow) = nodes[index] else { continue }
      let steps = flow.address.steps
      guard address.steps.starts(with: steps) else { continue }
      if steps.count == address.steps.count {
        nodes[index] = .flow(Flow(address: [], rootName: ""))  // drop the reference while changing
        body(&flow)
        nodes[index] = .flow(flow)
        return true
      }
      let found = modifyNestedFlow(at: address, in: &flow, body)
      if found {
        nodes[index] = .flow(flow)
        return true
      }
    }
    return false
  }

  /// Looks for the flow at `address` below `flow`: in its root screen, its routes or modal.
  private static func modifyNestedFlow(
    at address: Address,
    in flow: inout Flow,
    _ body: (inout Flow) -> Void
  ) -> Bool {
    let depth = flow.address.steps.count
    let next = address.steps[depth]
    switch next {
    case .field:
      return modifyFlow(at: address, in: &flow.rootNodes, body)
    case let .route(id):
      guard let position = flow.stack.lastIndex(where: { $0.id == id }) else { return false }
      return modifyFlow(at: address, in: &flow.stack[position].nodes, body)
    case let .modal(id):
      guard flow.modal?.id == id, var modal = flow.modal else { return false }
      flow.modal = nil
      let found = modifyFlow(at: address, in: &modal.nodes, body)
      flow.modal = modal
      return found
    case .child:
      return false
    }
  }

  /// Changes the container at `address` in place; `false` when there is none.
  static func modifyContainer(
    at address: Address,
    in nodes: inout [Node],
    _ body: (inout Container) -> Void
  ) -> Bool {
    for index in nodes.indices {
      switch nodes[index] {
      case var .container(container):
        if container.address == address {
          body(&container)
          nodes[index] = .container(container)
          return true
        }
        guard let position = container.childIndex(on: address) else { continue }
        if modifyContainer(at: address, in: &container.children[position].nodes, body) {
          nodes[index] = .container(container)
          return true
        }
      case var .flow(flow):
        guard address.steps.count > flow.address.steps.count,
          address.steps.starts(with: flow.address.steps)
        else { continue }
        var found = modifyContainer(at: address, in: &flow.rootNodes, body)
        for position in flow.stack.indices where !found {
          found = modifyContainer(at: address, in: &flow.stack[position].nodes, body)
        }
        if !found, var modal = flow.modal {
          found = modifyContainer(at: address, in: &modal.nodes, body)
          if found { flow.modal = modal }
        }
        if found {
          nodes[index] = .flow(flow)
          return true
        }
      }
    }
    return false
  }

  /// The visible path on one line, outermost first: the root screen of the outermost flow,
  /// its stack, its modal with its style, and the same for the flow nested in what is on top.
  ///
  /// ```
  /// ColorList › color(red) › settings › sheet info
  /// ```
  public var breadcrumb: String {
    var parts: [String] = []
    // The flow shown at the top of `nodes`, through containers: the selected child, or the
    // last one with a flow (a split view's detail column).
    func visible(_ nodes: [Node], namingRoot: inout Bool) -> Flow? {
      switch nodes.first {
      case let .flow(flow)?:
        return flow
      case let .container(container)?:
        guard
          let child = container.children.first(where: \.isSelected)
            ?? container.children.last(where: { !$0.nodes.isEmpty })
        else { return nil }
        parts.append(container.selected.isEmpty ? child.name : "tab \(child.name)")
        namingRoot = true
        return visible(child.nodes, namingRoot: &namingRoot)
      case nil:
        return nil
      }
    }
    var namesRoot = true
    var next = visible(nodes, namingRoot: &namesRoot)
    while let flow = next {
      if namesRoot { parts.append(flow.rootName) }
      namesRoot = false
      parts += flow.stack.map(\.displayName)
      if let modal = flow.modal {
        parts.append("\(modal.style ?? .sheet) \(modal.displayName)")
      }
      let onTop = flow.modal?.nodes ?? flow.stack.last?.nodes ?? flow.rootNodes
      // A flow in the root screen is shown by its own root screen's name.
      if onTop == flow.rootNodes { namesRoot = true }
      next = visible(onTop, namingRoot: &namesRoot)
    }
    return parts.joined(separator: " › ")
  }
}

extension NavigationTree: CustomStringConvertible {
  /// The tree over several lines: each flow with its root screen, its stack bottom first and
  /// its modal with its style, nested flows indented under what holds them.
  ///
  /// ```
  /// ColorList
  ///   [0] color (id: red)
  ///       Settings
  ///         (root only)
  ///   modal (sheet): info (id: info)
  /// ```
  public var description: String {
    var lines: [String] = []
    Self.append(nodes, indent: "", to: &lines)
    return lines.isEmpty ? "(no flows)" : lines.joined(separator: "\n")
  }

  private static func append(_ nodes: [Node], indent: String, to lines: inout [String]) {
    for node in nodes {
      switch node {
      case let .container(container):
        lines.append("\(indent)\(container.name)")
        for child in container.children {
          let mark = child.isSelected ? " (selected)" : ""
          lines.append("\(indent)  \(child.name)\(mark)")
          if child.nodes.isEmpty { lines.append("\(indent)    (empty)") }
          append(child.nodes, indent: indent + "    ", to: &lines)
        }
      case let .flow(flow):
        let field = flow.address.steps.last.flatMap { step -> String? in
          if case let .field(path) = step { return " (.\(path))" }
          return nil
        }
        lines.append("\(indent)\(flow.rootName)\(field ?? "")")
        append(flow.rootNodes, indent: indent + "  ", to: &lines)
        if flow.stack.isEmpty && flow.modal == nil {
          lines.append("\(indent)  (root only)")
        }
        for (index, route) in flow.stack.enumerated() {
          lines.append("\(indent)  [\(index)] \(route.caseName) (id: \(route.id))")
          append(route.nodes, indent: indent + "      ", to: &lines)
        }
        if let modal = flow.modal {
          lines.append(
            "\(indent)  modal (\(modal.style ?? .sheet)): \(modal.caseName) (id: \(modal.id))")
          append(modal.nodes, indent: indent + "      ", to: &lines)
        }
      }
    }
  }
}

extension NavigationTree.Container {
  /// The child the address goes through, when the address is below this container.
  func child(on address: NavigationTree.Address) -> Child? {
    childIndex(on: address).map { children[$0] }
  }

  /// The index of the child the address goes through, when the address is below this
  /// container.
  func childIndex(on address: NavigationTree.Address) -> Int? {
    let depth = self.address.steps.count
    guard address.steps.count > depth, address.steps.starts(with: self.address.steps),
      case let .child(name) = address.steps[depth]
    else { return nil }
    return children.firstIndex { $0.name == name }
  }
}
