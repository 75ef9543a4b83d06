/// One step a UI layer applies to what it shows, so that it shows a new ``NavigationTree``.
///
/// ``NavigationTree/changes(to:)`` lists them in the order a renderer applies them: first
/// everything that leaves, deepest flow first (a flow's modal is dismissed before its stack is
/// popped), then everything that comes, outermost flow first (a flow's routes are pushed
/// before its modal is presented).
///
/// A flow is named by its ``NavigationTree/Address``; containers (tabs, split columns) will add
/// cases of their own.
public enum NavigationChange: Hashable, Sendable {
  /// Pops the top `count` routes of the flow's stack.
  case pop(flow: NavigationTree.Address, count: Int)
  /// Pushes routes on top of the flow's stack, bottom first.
  case push(flow: NavigationTree.Address, routes: [NavigationTree.Route])
  /// Replaces the flow's whole stack in one step, so that a renderer can animate it as one
  /// transition: sent when routes leave and others come at once, beyond one pop and one push.
  case setStack(flow: NavigationTree.Address, routes: [NavigationTree.Route])
  /// Presents a route as the flow's modal, in the route's ``NavigationTree/Route/style``.
  case present(flow: NavigationTree.Address, route: NavigationTree.Route)
  /// Dismisses the flow's modal.
  case dismiss(flow: NavigationTree.Address)
  /// Replaces the route at this address with a route of the same id: its case, its modal
  /// style or the flows nested in it changed shape.
  case replace(route: NavigationTree.Address, with: NavigationTree.Route)
  /// Replaces the whole flow at its address: the flows nested in its root screen changed
  /// shape.
  case replaceFlow(NavigationTree.Flow)
  /// Selects the child with this name in the container at `container` (a tab switch).
  case select(container: NavigationTree.Address, child: String)
  /// Replaces the container at its address with this one: its children changed (a column
  /// appeared or emptied, a tab was added).
  case replaceContainer(NavigationTree.Container)
  /// Replaces the whole tree: the flows at the top of the state changed shape.
  case replaceTree(NavigationTree)
}

extension NavigationChange: CustomStringConvertible {
  /// The change on one line, such as `push [color(red)] on (top)`.
  public var description: String {
    func names(_ routes: [NavigationTree.Route]) -> String {
      "[" + routes.map(\.displayName).joined(separator: ", ") + "]"
    }
    switch self {
    case let .pop(flow, count): return "pop \(count) from \(flow)"
    case let .push(flow, routes): return "push \(names(routes)) on \(flow)"
    case let .setStack(flow, routes): return "setStack \(names(routes)) on \(flow)"
    case let .present(flow, route):
      return "present \(route.style ?? .sheet) \(route.displayName) on \(flow)"
    case let .dismiss(flow): return "dismiss on \(flow)"
    case let .replace(route, with): return "replace \(route) with \(with.displayName)"
    case let .replaceFlow(flow): return "replace flow \(flow.address)"
    case let .select(container, child): return "select \(child) in \(container)"
    case let .replaceContainer(container): return "replace container \(container.address)"
    case .replaceTree: return "replace tree"
    }
  }
}

// MARK: - Computing changes

extension NavigationChange {
  /// The ordered changes a renderer is told when the state goes from `old` to `new`: what a
  /// test asserts to check a renderer's contract without a renderer.
  ///
  /// ```swift
  /// let before = store.state
  /// await store.send(.root(.colorTapped("red"))) { $0.navigation.push(.color(.init(name: "red"))) }
  /// #expect(
  ///   NavigationChange.changes(from: before, to: store.state).map(\.description)
  ///     == ["push color(red) on (top)"])
  /// ```
  ///
  /// - Parameters:
  ///   - old: The state before, such as a `TestStore`'s `state` before a `send`.
  ///   - new: The state after, of the same type (two states of different types do not
  ///     compile).
  /// - Returns: The changes, in the order a renderer applies them; see
  ///   ``NavigationTree/changes(to:)``.
  public static func changes<State>(from old: State, to new: State) -> [NavigationChange] {
    NavigationTree(of: old).changes(to: NavigationTree(of: new))
  }
}

extension NavigationTree {
  /// The ordered changes that turn this tree into `new`: pops deepest-first, then pushes;
  /// modals dismissed and presented with their style; a replace where an id stays but its
  /// case changes; a `setStack` where many routes change at once.
  ///
  /// ```swift
  /// for change in shown.changes(to: NavigationTree(of: store.state)) {
  ///   apply(change)
  /// }
  /// ```
  ///
  /// The contract: `old.applying(old.changes(to: new)) == new`, and equal trees give no
  /// changes.
  ///
  /// - Parameter new: The tree to reach.
  /// - Returns: The changes, in the order to apply them.
  /// - Complexity: O(*p* + *c*): the common bottom of each stack is compared by id (a few
  ///   nanoseconds a route), and only what changed is built.
  public func changes(to new: NavigationTree) -> [NavigationChange] {
    var diff = Diff()
    if !Self.sameShape(nodes, new.nodes) {
      return [.replaceTree(new)]
    }
    for (old, new) in zip(nodes, new.nodes) { diff.node(old, new) }
    return diff.removals + diff.additions
  }

  /// Whether two lists of nodes hold the same kinds of nodes at the same addresses.
  static func sameShape(_ old: [Node], _ new: [Node]) -> Bool {
    old.count == new.count && zip(old, new).allSatisfy { $0.address == $1.address }
  }

  /// The changes of a diff, in two lists: what leaves (deepest first) and what comes
  /// (outermost first).
  struct Diff {
    var removals: [NavigationChange] = []
    var additions: [NavigationChange] = []

    mutating func node(_ old: Node, _ new: Node) {
      switch (old, new) {
      case let (.flow(old), .flow(new)): flow(old, new)
      case let (.container(old), .container(new)): container(old, new)
      case let (_, .flow(new)): additions.append(.replaceFlow(new))
      case let (_, .container(new)): additions.append(.replaceContainer(new))
      }
    }

    /// A container: its children's changes, and a switch of the selected child between the
    /// removals and the additions (pops in the tab left, the switch, pushes in the tab shown).
    mutating func container(_ old: Container, _ new: Container) {
      guard old.name == new.name, old.children.count == new.children.count,
        zip(old.children, new.children).allSatisfy({
          $0.name == $1.name && sameShape($0.nodes, $1.nodes)
        })
      else {
        additions.append(.replaceContainer(new))
        return
      }
      var nested = Diff()
      for (oldChild, newChild) in zip(old.children, new.children) {
        nested.nodes(oldChild.nodes, newChild.nodes)
      }
      removals += nested.removals
      if old.selected != new.selected {
        let selected = new.selected
        if selected.count == 1 {
          additions.append(.select(container: new.address, child: selected[0]))
        } else {
          additions.append(.replaceContainer(new))
          return
        }
      }
      additions += nested.additions
    }

    mutating func nodes(_ old: [Node], _ new: [Node]) {
      for (old, new) in zip(old, new) { node(old, new) }
    }

    mutating func flow(_ old: Flow, _ new: Flow) {
      guard old.rootName == new.rootName, sameShape(old.rootNodes, new.rootNodes) else {
        additions.append(.replaceFlow(new))
        return
      }
      let address = new.address
      // What nested flows change: their removals go first (deepest first), their additions
      // after this flow's own.
      var nested = Diff()
      nested.nodes(old.rootNodes, new.rootNodes)
      // The stack: the common bottom by id, then what is above it.
      let oldStack = old.stack
      let newStack = new.stack
      let keys = old.stackKeys.flatMap { old in new.stackKeys.map { (old, $0) } }
      let prefix: Int
      if let keys, let typed = keys.0.commonPrefix(with: keys.1) {
        prefix = typed
      } else {
        let shared = Swift.min(oldStack.count, newStack.count)
        var index = 0
        while index < shared, oldStack[index].id == newStack[index].id { index += 1 }
        prefix = index
      }
      let removed = oldStack.count - prefix
      let added = newStack.count - prefix
      let setsStack = removed > 0 && added > 0 && removed + added > 2
      var replaces: [NavigationChange] = []
      if !setsStack {
        let candidates: [Int]
        if let keys {
          // Same case and no nested flows in both: nothing to compare further.
          candidates = positionsToCompare(keys.0.codes, keys.1.codes, below: prefix)
        } else {
          candidates = Array(0..<prefix)
        }
        for index in candidates {
          let oldRoute = oldStack[index]
          let newRoute = newStack[index]
          if oldRoute.caseName == newRoute.caseName, oldRoute.style == newRoute.style,
            oldRoute.nodes.isEmpty, newRoute.nodes.isEmpty
          {
            continue
          }
          nested.route(
            oldRoute, newRoute, at: address.appending(.route(newRoute.id)), replaces: &replaces)
        }
      }
      // The modal.
      var dismisses = false
      var presents: NavigationChange?
      switch (old.modal, new.modal) {
      case (nil, nil): break
      case (_?, nil): dismisses = true
      case let (nil, modal?): presents = .present(flow: address, route: modal)
      case let (oldModal?, newModal?):
        if oldModal.id != newModal.id {
          dismisses = true
          presents = .present(flow: address, route: newModal)
        } else {
          nested.route(
            oldModal, newModal, at: address.appending(.modal(newModal.id)), replaces: &replaces)
        }
      }
      removals += nested.removals
      if dismisses { removals.append(.dismiss(flow: address)) }
      if setsStack {
        additions.append(.setStack(flow: address, routes: newStack))
        additions += replaces
      } else {
        if removed > 0 { removals.append(.pop(flow: address, count: removed)) }
        additions += replaces
        if added > 0 {
          additions.append(.push(flow: address, routes: Array(newStack[prefix...])))
        }
      }
      if let presents { additions.append(presents) }
      additions += nested.additions
    }

    /// The changes of a route whose id stays: a replace (added to `replaces`), or the changes
    /// of its nested flows.
    mutating func route(
      _ old: Route,
      _ new: Route,
      at address: Address,
      replaces: inout [NavigationChange]
    ) {
      guard old.caseName == new.caseName, old.style == new.style,
        sameShape(old.nodes, new.nodes)
      else {
        replaces.append(.replace(route: address, with: new))
        return
      }
      nodes(old.nodes, new.nodes)
    }
  }
}

// MARK: - Applying changes

extension NavigationTree {
  /// This tree with `changes` applied in order: what a renderer shows once it applied them.
  ///
  /// A change that does not fit the tree (a flow that is not in it, a pop of more routes than
  /// the stack holds) applies as far as it can: missing flows are skipped, pops stop at the
  /// root.
  ///
  /// - Parameter changes: The changes, usually from ``changes(to:)``.
  /// - Returns: The changed tree.
  /// - Complexity: O(*c* · *d*) in the changes and the depth of their addresses.
  public func applying(_ changes: [NavigationChange]) -> NavigationTree {
    var tree = self
    for change in changes { tree.apply(change) }
    return tree
  }

  /// Applies one change in place; see ``applying(_:)``.
  ///
  /// - Parameter change: The change to apply.
  /// - Returns: Whether the change fit the tree.
  @discardableResult
  public mutating func apply(_ change: NavigationChange) -> Bool {
    switch change {
    case let .pop(address, count):
      return Self.modifyFlow(at: address, in: &nodes) {
        $0.stack.removeLast(Swift.min(Swift.max(count, 0), $0.stack.count))
      }
    case let .push(address, routes):
      return Self.modifyFlow(at: address, in: &nodes) { $0.stack += routes }
    case let .setStack(address, routes):
      return Self.modifyFlow(at: address, in: &nodes) { $0.stack = routes }
    case let .present(address, route):
      return Self.modifyFlow(at: address, in: &nodes) { $0.modal = route }
    case let .dismiss(address):
      return Self.modifyFlow(at: address, in: &nodes) { $0.modal = nil }
    case let .replace(routeAddress, route):
      guard let last = routeAddress.steps.last else { return false }
      let flowAddress = Address(Array(routeAddress.steps.dropLast()))
      var replaced = false
      let found = Self.modifyFlow(at: flowAddress, in: &nodes) { flow in
        switch last {
        case let .route(id):
          if let index = flow.stack.lastIndex(where: { $0.id == id }) {
            flow.stack[index] = route
            replaced = true
          }
        case let .modal(id):
          if flow.modal?.id == id {
            flow.modal = route
            replaced = true
          }
        case .field, .child: break
        }
      }
      return found && replaced
    case let .replaceFlow(flow):
      return Self.modifyFlow(at: flow.address, in: &nodes) { $0 = flow }
    case let .select(address, child):
      var found = false
      let exists = Self.modifyContainer(at: address, in: &nodes) { container in
        guard container.children.contains(where: { $0.name == child }) else { return }
        found = true
        for index in container.children.indices {
          container.children[index].isSelected = container.children[index].name == child
        }
      }
      return exists && found
    case let .replaceContainer(container):
      if container.address.steps.isEmpty, nodes.count == 1, case .container = nodes[0] {
        nodes[0] = .container(container)
        return true
      }
      return Self.modifyContainer(at: container.address, in: &nodes) { $0 = container }
    case let .replaceTree(tree):
      self = tree
      return true
    }
  }
}
