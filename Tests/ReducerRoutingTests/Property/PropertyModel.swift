import ReducerRouting

// The plain reference model of what `PApp` shows: value types with no library code, the
// rules of each step written out again by hand (see `AppModelStep.apply(to:)`). After every
// step of the property test, the store's state, read into this model, must equal it.

/// One step from a container child down to a flow: the tab, the detail column, or a route
/// (on the stack, or the modal) that holds a nested flow.
enum Hop: Hashable, CustomStringConvertible {
  case tab(PApp.Tab)
  case detail
  case route(String)
  case modal(String)

  var description: String {
    switch self {
    case let .tab(tab): "{\(tab.rawValue)}"
    case .detail: "{detail}"
    case let .route(id): "[\(id)]"
    case let .modal(id): "[modal \(id)]"
    }
  }

  /// The step of a ``NavigationTree/Address`` that names the same place.
  var treeStep: NavigationTree.Step {
    switch self {
    case let .tab(tab): .child(tab.rawValue)
    case .detail: .child("detail")
    case let .route(id): .route(.init(id))
    case let .modal(id): .modal(.init(id))
    }
  }
}

/// Where a flow sits: a container child, then the routes that hold the flows down to it.
typealias FlowPath = [Hop]

func pathText(_ path: FlowPath) -> String { path.map(\.description).joined() }

/// A screen: its id and instance tag, and its children's tags.
struct MScreen: Equatable {
  var id: String
  var tag: String
  var detail: String?
  var items: [String] = []
  var mode: String?

  init(id: String, tag: String) {
    self.id = id
    self.tag = tag
  }

  init(_ state: PScreen.State) {
    id = state.id
    tag = state.tag
    detail = state.detail?.tag
    items = state.items.map(\.tag)
    if case let .child(child) = state.mode { mode = child.tag }
  }

  var tags: [String] { [tag] + [detail, mode].compactMap { $0 } + items }
}

/// A route: a screen, or a flow nested in the route.
indirect enum MRoute: Equatable {
  case screen(MScreen)
  case nested(MFlow)

  init(_ route: PFlow.Route) {
    switch route {
    case let .screen(screen): self = .screen(MScreen(screen))
    case let .nested(flow): self = .nested(MFlow(flow))
    }
  }

  /// A route that has never been shown: a screen, or a flow at its root (by the id's kind).
  init(fresh id: String, tag: String) {
    let screen = MScreen(id: id, tag: tag)
    self = id.hasPrefix("n") ? .nested(MFlow(root: screen)) : .screen(screen)
  }

  var id: String {
    switch self {
    case let .screen(screen): screen.id
    case let .nested(flow): flow.root.id
    }
  }

  var tags: [String] {
    switch self {
    case let .screen(screen): screen.tags
    case let .nested(flow): flow.tags
    }
  }

  /// The library's state of a route that has never been shown.
  static func freshState(id: String, tag: String) -> PFlow.Route {
    let screen = PScreen.State(id: id, tag: tag)
    return id.hasPrefix("n") ? .nested(PFlow.State(root: screen)) : .screen(screen)
  }
}

/// A flow: its root screen, stack and modal.
struct MFlow: Equatable {
  var root: MScreen
  var stack: [MRoute] = []
  var modal: MRoute?
  var style: ModalStyle?

  init(root: MScreen) { self.root = root }

  init(_ state: PFlow.State) {
    root = MScreen(state.root)
    stack = state.navigation.stack.map(MRoute.init)
    modal = state.navigation.modal.map(MRoute.init)
    style = state.navigation.modalStyle
  }

  var tags: [String] {
    root.tags + stack.flatMap(\.tags) + (modal?.tags ?? [])
  }

  /// The flows nested in this one's routes, with their paths below `path`.
  func nestedPaths(below path: FlowPath) -> [FlowPath] {
    var paths: [FlowPath] = []
    for route in stack {
      if case let .nested(flow) = route {
        let nested = path + [.route(route.id)]
        paths += [nested] + flow.nestedPaths(below: nested)
      }
    }
    if case let .nested(flow)? = modal {
      let nested = path + [.modal(flow.root.id)]
      paths += [nested] + flow.nestedPaths(below: nested)
    }
    return paths
  }

  /// The flow `hops` below this one.
  func flow(at hops: ArraySlice<Hop>) -> MFlow? {
    guard let hop = hops.first else { return self }
    switch hop {
    case let .route(id):
      guard case let .nested(flow)? = stack.first(where: { $0.id == id }) else { return nil }
      return flow.flow(at: hops.dropFirst())
    case let .modal(id):
      guard case let .nested(flow)? = modal, flow.root.id == id else { return nil }
      return flow.flow(at: hops.dropFirst())
    case .tab, .detail:
      return nil
    }
  }

  /// Changes the flow `hops` below this one; `nil` when there is none.
  mutating func withFlow<T>(at hops: ArraySlice<Hop>, _ body: (inout MFlow) -> T) -> T? {
    guard let hop = hops.first else { return body(&self) }
    switch hop {
    case let .route(id):
      guard let index = stack.firstIndex(where: { $0.id == id }),
        case var .nested(flow) = stack[index]
      else { return nil }
      let result = flow.withFlow(at: hops.dropFirst(), body)
      stack[index] = .nested(flow)
      return result
    case let .modal(id):
      guard case var .nested(flow)? = modal, flow.root.id == id else { return nil }
      let result = flow.withFlow(at: hops.dropFirst(), body)
      modal = .nested(flow)
      return result
    case .tab, .detail:
      return nil
    }
  }
}

/// The whole app: the selected tab, the two tabs' flows and the detail column.
struct MApp: Equatable {
  var selected = PApp.Tab.a
  var a = MFlow(root: MScreen(id: "rootA", tag: "rootA"))
  var b = MFlow(root: MScreen(id: "rootB", tag: "rootB"))
  var detail: MFlow?

  init() {}

  init(_ state: PApp.State) {
    selected = state.selected
    a = MFlow(state.a)
    b = MFlow(state.b)
    detail = state.detail.map(MFlow.init)
  }

  /// Every flow, outermost first.
  var allFlowPaths: [FlowPath] {
    var paths: [FlowPath] = []
    for (hop, flow) in [(Hop.tab(.a), a), (.tab(.b), b)] + (detail.map { [(.detail, $0)] } ?? []) {
      paths += [[hop]] + flow.nestedPaths(below: [hop])
    }
    return paths
  }

  /// The tags of every screen and child shown: the only ones whose effects may run.
  var liveTags: Set<String> {
    Set(a.tags + b.tags + (detail?.tags ?? []))
  }

  func flow(at path: FlowPath) -> MFlow? {
    guard let first = path.first else { return nil }
    switch first {
    case .tab(.a): return a.flow(at: path.dropFirst())
    case .tab(.b): return b.flow(at: path.dropFirst())
    case .detail: return detail?.flow(at: path.dropFirst())
    case .route, .modal: return nil
    }
  }

  mutating func withFlow<T>(at path: FlowPath, _ body: (inout MFlow) -> T) -> T? {
    guard let first = path.first else { return nil }
    switch first {
    case .tab(.a): return a.withFlow(at: path.dropFirst(), body)
    case .tab(.b): return b.withFlow(at: path.dropFirst(), body)
    case .detail: return detail?.withFlow(at: path.dropFirst(), body)
    case .route, .modal: return nil
    }
  }
}

// MARK: - The state side

extension PApp.State {
  /// The flow at `path` in the library's state.
  func flow(at path: FlowPath) -> PFlow.State? {
    guard let first = path.first else { return nil }
    var flow: PFlow.State?
    switch first {
    case .tab(.a): flow = a
    case .tab(.b): flow = b
    case .detail: flow = detail
    case .route, .modal: return nil
    }
    for hop in path.dropFirst() {
      switch hop {
      case let .route(id):
        guard case let .nested(nested)? = flow?.navigation.stack[id: id] else { return nil }
        flow = nested
      case let .modal(id):
        guard case let .nested(nested)? = flow?.navigation.modal, nested.root.id == id else {
          return nil
        }
        flow = nested
      case .tab, .detail:
        return nil
      }
    }
    return flow
  }
}

/// A flow's action, addressed from the app through the routes of `path`.
func appAction(_ action: PFlow.Action, at path: FlowPath) -> PApp.Action {
  var action = action
  for hop in path.dropFirst().reversed() {
    switch hop {
    case let .route(id): action = .route(id, .nested(action))
    case .modal: action = .modalRoute(.nested(action))
    case .tab, .detail: break
    }
  }
  switch path.first {
  case .tab(.b)?: return .b(action)
  case .detail?: return .detail(action)
  default: return .a(action)
  }
}

/// The path of the flow at a tree address, and the route or modal after it; `nil` for an
/// address that is not a route's.
func modelPath(of address: NavigationTree.Address) -> (path: FlowPath, route: Hop)? {
  var hops: FlowPath = []
  for step in address.steps {
    switch step {
    case let .child(name):
      if name == "detail" {
        hops.append(.detail)
      } else if let tab = PApp.Tab(rawValue: name) {
        hops.append(.tab(tab))
      } else {
        return nil
      }
    case let .route(id): hops.append(.route(id.description))
    case let .modal(id): hops.append(.modal(id.description))
    case .field: return nil
    }
  }
  guard let last = hops.popLast(), !hops.isEmpty else { return nil }
  switch last {
  case .route, .modal: return (hops, last)
  case .tab, .detail: return nil
  }
}

/// Why the tree of the state does not show what the model says; `nil` when it does.
func treeMismatch(_ tree: NavigationTree, model: MApp) -> String? {
  guard tree.nodes.count == 1, case let .container(container) = tree.nodes[0] else {
    return "the tree's top is not one container: \(tree)"
  }
  if container.children.map(\.name) != ["a", "b", "detail"] {
    return "the container's children are \(container.children.map(\.name))"
  }
  if container.selected != [model.selected.rawValue] {
    return "the tree selects \(container.selected), the model \(model.selected)"
  }
  let paths = model.allFlowPaths
  if tree.allFlows.count != paths.count {
    return "the tree has \(tree.allFlows.count) flows, the model \(paths.count)"
  }
  for path in paths {
    guard let flow = model.flow(at: path) else { return "the model lost \(pathText(path))" }
    guard let shown = tree.flow(at: NavigationTree.Address(path.map(\.treeStep))) else {
      return "the tree has no flow at \(pathText(path))"
    }
    if shown.stack.map(\.id.description) != flow.stack.map(\.id)
      || shown.modal?.id.description != flow.modal?.id || shown.modal?.style != flow.style
    {
      return "the tree's flow at \(pathText(path)) is \(shown), the model's \(flow)"
    }
  }
  return nil
}
