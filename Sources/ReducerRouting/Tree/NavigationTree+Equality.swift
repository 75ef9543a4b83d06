// Equality and hashing of trees, without recursion: a tree is as deep as the flows nested in
// a state, which a deep link or a restored snapshot decides, and a comparison that recursed
// once per level would overflow the stack of a deep enough tree. Each node is compared on its
// own fields, and the lists of nodes below it are put on a list of pairs left to compare.

extension NavigationTree {
  /// Whether two lists of nodes hold equal nodes, at every depth.
  ///
  /// - Complexity: O(*n*) in the nodes, routes and address steps; lists that share their
  ///   storage are equal without being read.
  static func nodesEqual(_ lhs: [Node], _ rhs: [Node]) -> Bool {
    var pending: [([Node], [Node])] = [(lhs, rhs)]
    while let (left, right) = pending.popLast() {
      guard left.count == right.count else { return false }
      if arraysShareStorage(left, right) { continue }
      for (a, b) in zip(left, right) {
        switch (a, b) {
        case let (.flow(a), .flow(b)):
          guard a.address == b.address, a.rootName == b.rootName,
            a._stack.count == b._stack.count, (a.modal == nil) == (b.modal == nil)
          else { return false }
          pending.append((a.rootNodes, b.rootNodes))
          for (p, q) in zip(a._stack, b._stack) {
            guard routeFieldsEqual(p, q) else { return false }
            pending.append((p.nodes, q.nodes))
          }
          if let p = a.modal, let q = b.modal {
            guard routeFieldsEqual(p, q) else { return false }
            pending.append((p.nodes, q.nodes))
          }
        case let (.container(a), .container(b)):
          guard a.address == b.address, a.name == b.name, a.children.count == b.children.count
          else { return false }
          for (p, q) in zip(a.children, b.children) {
            guard p.name == q.name, p.isSelected == q.isSelected else { return false }
            pending.append((p.nodes, q.nodes))
          }
        case (.flow, .container), (.container, .flow):
          return false
        }
      }
    }
    return true
  }

  /// Whether two routes have the same id, case and style; their nodes are compared apart.
  private static func routeFieldsEqual(_ lhs: Route, _ rhs: Route) -> Bool {
    lhs.id == rhs.id && lhs.caseName == rhs.caseName && lhs.style == rhs.style
  }

  /// Hashes a list of nodes, at every depth, consistently with ``nodesEqual(_:_:)``.
  static func hashNodes(_ nodes: [Node], into hasher: inout Hasher) {
    var pending: [[Node]] = [nodes]
    while let list = pending.popLast() {
      hasher.combine(list.count)
      for node in list {
        switch node {
        case let .flow(flow):
          hasher.combine(0)
          hasher.combine(flow.address)
          hasher.combine(flow.rootName)
          hasher.combine(flow._stack.count)
          hasher.combine(flow.modal == nil)
          pending.append(flow.rootNodes)
          for route in flow._stack + (flow.modal.map { [$0] } ?? []) {
            hasher.combine(route.id)
            hasher.combine(route.caseName)
            hasher.combine(route.style)
            pending.append(route.nodes)
          }
        case let .container(container):
          hasher.combine(1)
          hasher.combine(container.address)
          hasher.combine(container.name)
          hasher.combine(container.children.count)
          for child in container.children {
            hasher.combine(child.name)
            hasher.combine(child.isSelected)
            pending.append(child.nodes)
          }
        }
      }
    }
  }

  /// Whether both trees hold equal nodes, at every depth; compared without recursion.
  public static func == (lhs: Self, rhs: Self) -> Bool { nodesEqual(lhs.nodes, rhs.nodes) }

  /// Hashes the nodes, at every depth, without recursion.
  public func hash(into hasher: inout Hasher) { Self.hashNodes(nodes, into: &hasher) }
}

extension NavigationTree.Node {
  /// Whether both nodes are equal, at every depth; compared without recursion.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    NavigationTree.nodesEqual([lhs], [rhs])
  }

  /// Hashes the node, at every depth, without recursion.
  public func hash(into hasher: inout Hasher) { NavigationTree.hashNodes([self], into: &hasher) }
}

extension NavigationTree.Flow {
  /// Whether both flows sit at the same address and show the same root, stack and modal, at
  /// every depth; compared without recursion.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    NavigationTree.nodesEqual([.flow(lhs)], [.flow(rhs)])
  }

  /// Hashes the address, the root, the stack and the modal, without recursion.
  public func hash(into hasher: inout Hasher) {
    NavigationTree.hashNodes([.flow(self)], into: &hasher)
  }
}

extension NavigationTree.Container {
  /// Whether both containers are equal, children included; compared without recursion.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    NavigationTree.nodesEqual([.container(lhs)], [.container(rhs)])
  }

  /// Hashes the container, children included, without recursion.
  public func hash(into hasher: inout Hasher) {
    NavigationTree.hashNodes([.container(self)], into: &hasher)
  }
}

extension NavigationTree.Container.Child {
  /// Whether both children have the same name, selection and flows; compared without
  /// recursion.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.name == rhs.name && lhs.isSelected == rhs.isSelected
      && NavigationTree.nodesEqual(lhs.nodes, rhs.nodes)
  }

  /// Hashes the child, its flows included, without recursion.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(name)
    hasher.combine(isSelected)
    NavigationTree.hashNodes(nodes, into: &hasher)
  }
}

extension NavigationTree.Route {
  /// Whether both routes have the same id, case, style and nested flows; compared without
  /// recursion.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.id == rhs.id && lhs.caseName == rhs.caseName && lhs.style == rhs.style
      && NavigationTree.nodesEqual(lhs.nodes, rhs.nodes)
  }

  /// Hashes the route, its nested flows included, without recursion.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(id)
    hasher.combine(caseName)
    hasher.combine(style)
    NavigationTree.hashNodes(nodes, into: &hasher)
  }
}
