import ReducerRouting

/// The property tests' helpers on the package's seeded generator (`SplitMix64`, ReducerCore),
/// so that a failing property run can be replayed from the seed it prints.
extension SplitMix64 {
  /// A number in `0..<bound`.
  mutating func below(_ bound: Int) -> Int { Int.random(in: 0..<bound, using: &self) }

  /// `true` with probability `1 / n`.
  mutating func oneIn(_ n: Int) -> Bool { below(n) == 0 }
}

/// Random trees for the property tests: small id and case pools, so that random pairs share
/// ids often and every kind of change happens.
struct TreeGenerator {
  var random: SplitMix64

  static let cases = ["color", "settings", "info"]
  static let styles: [ModalStyle] = [.sheet, .fullScreen, "drawer"]

  mutating func tree() -> NavigationTree {
    if random.oneIn(12) {
      // Two flows side by side in fields of the state.
      return NavigationTree(nodes: [
        .flow(flow(at: [.field("left")], depth: 0)),
        .flow(flow(at: [.field("right")], depth: 0)),
      ])
    }
    return NavigationTree(nodes: [.flow(flow(at: [], depth: 0))])
  }

  mutating func flow(at address: NavigationTree.Address, depth: Int) -> NavigationTree.Flow {
    var ids = Array(0..<8).shuffled(using: &random)
    let count = random.below(depth == 0 ? 7 : 4)
    let stack = (0..<count).map { _ in
      route(id: ids.removeLast(), in: address, isModal: false, depth: depth)
    }
    let modal =
      random.oneIn(3) ? route(id: random.below(8), in: address, isModal: true, depth: depth) : nil
    var rootNodes: [NavigationTree.Node] = []
    if depth < 2, random.oneIn(6) {
      rootNodes.append(.flow(flow(at: address.appending(.field("root.side")), depth: depth + 1)))
    }
    return NavigationTree.Flow(
      address: address, rootName: random.oneIn(20) ? "Other" : "Home", rootNodes: rootNodes,
      stack: stack, modal: modal)
  }

  mutating func route(
    id: Int,
    in address: NavigationTree.Address,
    isModal: Bool,
    depth: Int
  ) -> NavigationTree.Route {
    let treeID = NavigationTree.ID("r\(id)")
    let routeAddress = address.appending(isModal ? .modal(treeID) : .route(treeID))
    var nodes: [NavigationTree.Node] = []
    if depth < 2, random.oneIn(4) {
      let nested = random.oneIn(2) ? routeAddress : routeAddress.appending(.field("inner"))
      nodes.append(.flow(flow(at: nested, depth: depth + 1)))
    }
    return NavigationTree.Route(
      id: treeID,
      caseName: Self.cases[random.below(Self.cases.count)],
      style: isModal ? Self.styles[random.below(Self.styles.count)] : nil,
      nodes: nodes)
  }

  /// A tree a few steps away from `tree`: pushes, pops, a changed case, a new modal, a nested
  /// change, as an app makes them.
  mutating func mutation(of tree: NavigationTree) -> NavigationTree {
    var nodes = tree.nodes
    for index in nodes.indices where random.oneIn(2) {
      guard case let .flow(flow) = nodes[index] else { continue }
      nodes[index] = .flow(mutation(of: flow, depth: 0))
    }
    return NavigationTree(nodes: nodes)
  }

  mutating func mutation(of flow: NavigationTree.Flow, depth: Int) -> NavigationTree.Flow {
    var flow = flow
    let steps = 1 + random.below(3)
    for _ in 0..<steps {
      switch random.below(7) {
      case 0:
        let used = Set(flow.stack.map(\.id))
        if let free = (0..<8).first(where: { !used.contains(NavigationTree.ID("r\($0)")) }) {
          flow.stack.append(route(id: free, in: flow.address, isModal: false, depth: depth))
        }
      case 1:
        if !flow.stack.isEmpty { flow.stack.removeLast(1 + random.below(flow.stack.count)) }
      case 2:
        if !flow.stack.isEmpty {
          let index = random.below(flow.stack.count)
          flow.stack[index].caseName = Self.cases[random.below(Self.cases.count)]
        }
      case 3:
        flow.modal =
          random.oneIn(2)
          ? nil : route(id: random.below(8), in: flow.address, isModal: true, depth: depth + 1)
      case 4:
        if let index = flow.stack.indices.randomElement(using: &random),
          case let .flow(nested)? = flow.stack[index].nodes.first
        {
          flow.stack[index].nodes[0] = .flow(mutation(of: nested, depth: depth + 1))
        }
      case 5:
        if case let .flow(nested)? = flow.modal?.nodes.first {
          flow.modal?.nodes[0] = .flow(mutation(of: nested, depth: depth + 1))
        }
      default:
        if case let .flow(nested)? = flow.rootNodes.first {
          flow.rootNodes[0] = .flow(mutation(of: nested, depth: depth + 1))
        }
      }
    }
    return flow
  }
}
