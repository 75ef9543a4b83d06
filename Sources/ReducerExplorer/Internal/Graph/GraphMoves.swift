import ReducerCore
import ReducerRouting

/// The screen a state shows on top, in a graph's terms: the node, the path of routes to it
/// (two states on the same node with different paths show different screens), and the modal
/// style it is presented with.
struct ShownScreen: Equatable {
  /// The node's id, or `nil` when the graph has no node for it (a type it could not read).
  var node: String?
  /// The routes and children from the top of the state down to the screen.
  var path: [String]
  /// The modal style, when the screen is a modal route.
  var style: ModalStyle?
}

/// How the explorer's moves become a graph's edges: the screen shown before and after a step,
/// and the edge's label.
enum GraphMoves {
  /// The screen on top in `state`: the modal when one is shown, else the top of the stack,
  /// else the root screen, entering each route that holds a flow; a root screen whose state
  /// holds a flow that shows a route shows that flow's screen; a container shows its selected
  /// child (the first when none is).
  ///
  /// - Complexity: O(*d*) in the depth of nested flows, to `NavigationLimits().maxDepth`.
  static func shown(in state: Any, index: GraphIndex) -> ShownScreen {
    var current = state
    var path: [String] = []
    for _ in 0..<NavigationLimits().maxDepth {
      if let flow = current as? any RoutingState {
        switch step(flow, index: index) {
        case let .screen(node, style, pathStep):
          return ShownScreen(node: node, path: path + (pathStep.map { [$0] } ?? []), style: style)
        case let .enter(next, pathStep):
          path.append(pathStep)
          current = next
        }
      } else if let container = current as? any NavigationContainer {
        let children = container.containedFlows.filter { $0.state != nil }
        guard let child = children.first(where: \.isSelected) ?? children.first,
          let next = child.state
        else { return ShownScreen(node: nil, path: path, style: nil) }
        path.append("{\(child.name)}")
        current = next
      } else {
        break
      }
    }
    return ShownScreen(node: nil, path: path, style: nil)
  }

  private enum FlowStep {
    /// The screen on top, and the route it is, if any, as a step of the path.
    case screen(String?, ModalStyle?, String?)
    case enter(Any, String)
  }

  private static func step<State: RoutingState>(_ state: State, index: GraphIndex) -> FlowStep {
    guard let group = index.flowGroups[ObjectIdentifier(State.self)] else {
      return .screen(nil, nil, nil)
    }
    let navigation = state.navigation
    let route = navigation.modal ?? navigation.stack.last
    guard let route else {
      // A flow held by the root screen's state that shows a route is what is on top.
      for field in Mirror(reflecting: state.root).children {
        if let nested = field.value as? any RoutingState, !isAtRoot(nested) {
          return .enter(nested, ".\(field.label ?? "flow")")
        }
      }
      return .screen(index.rootNodes[group], nil, nil)
    }
    let pathStep =
      navigation.modal != nil ? "[modal \(describe(route.id))]" : "[\(describe(route.id))]"
    guard caseNameOfUnreflectablePayload(route) == nil, let caseName = enumCaseName(of: route)
    else { return .screen(nil, nil, pathStep) }
    if let payload = Mirror(reflecting: route).children.first?.value,
      payload is any RoutingState || payload is any NavigationContainer
    {
      return .enter(payload, pathStep)
    }
    return .screen(
      index.node(group: group, caseName: caseName),
      navigation.modal != nil ? navigation.modalStyle : nil, pathStep)
  }

  private static func isAtRoot<State: RoutingState>(_ state: State) -> Bool {
    state.navigation.isAtRoot
  }

  /// The edge's label and kind for a move that changed the screen: the action's innermost case
  /// name (`colorTapped` for `.route("red", .color(.root(.colorTapped("blue"))))`), then what
  /// the navigation did; a dropped route is a swipe back or a pulled-down sheet.
  ///
  /// - Parameters:
  ///   - action: The action sent, or `nil` for a step that let time pass.
  ///   - changes: The tree's ordered changes from before the step to after it.
  ///   - before: The screen shown before the step.
  static func label(
    action: Any?, changes: [NavigationChange], before: ShownScreen, names: TypeNames
  ) -> (label: String, kind: RouteGraph.Edge.Kind) {
    let what = changes.map(changeName).reduce(into: [String]()) { names, name in
      if names.last != name { names.append(name) }
    }.joined(separator: " + ")
    let done = what.isEmpty ? "" : " → \(what)"
    guard let action else { return ("time passes" + done, .action) }
    let names = caseNames(of: action, names: names)
    if names.suffix(2) == ["navigation", "drop"] {
      switch before.style {
      case .alert?, .confirmationDialog?: return ("button" + done, .action)
      case _?: return ("pull down", .pullDown)
      case nil: return ("swipe back", .swipeBack)
      }
    }
    return ((names.last ?? "action") + done, .action)
  }

  /// What one change did, in a word or two: `push`, `pop`, `present sheet`, `dismiss`.
  private static func changeName(_ change: NavigationChange) -> String {
    switch change {
    case .pop: "pop"
    case .push: "push"
    case .setStack: "set stack"
    case let .present(_, route): "present \(route.style ?? .sheet)"
    case .dismiss: "dismiss"
    case .replace, .replaceFlow, .replaceContainer, .replaceTree: "replace"
    case .select: "select tab"
    }
  }

  /// The case names of an action, outermost first, through the payloads that are actions (an
  /// enum whose type's name says `Action`, or any payload of a `Route.Action` case, which is its
  /// screen's action; the last element of a tuple payload such as `route(id, action)`); a tab
  /// selected ends with `tab <name>`.
  static func caseNames(of action: Any, names typeNames: TypeNames) -> [String] {
    var names: [String] = []
    var current = action
    for _ in 0..<32 {
      guard caseNameOfUnreflectablePayload(current) == nil, let name = caseName(of: current)
      else { break }
      names.append(name)
      let mirror = Mirror(reflecting: current)
      guard var payload = mirror.children.first?.value else { break }
      let payloadMirror = Mirror(reflecting: payload)
      if payloadMirror.displayStyle == .tuple,
        let last = payloadMirror.children.reversed().first?.value
      {
        payload = last
      }
      let typeName = typeNames.name(of: type(of: current))
      // A tab selected: named by its tab (`tab news`).
      if typeName.hasPrefix("TabAction<"), name == "select", let tab = caseName(of: payload) {
        names.append("tab \(tab)")
        break
      }
      // A route's action holds its screen's, whatever the screen's action type is named.
      guard
        typeNames.name(of: type(of: payload)).contains("Action")
          || typeName.hasSuffix("Route.Action")
      else { break }
      current = payload
    }
    return names
  }

  private static func caseName(of value: Any) -> String? {
    func open<Value>(_ value: Value) -> String? { enumCaseName(of: value) }
    return _openExistential(value, do: open)
  }
}

/// What the runs of an exploration saw, for its graph: the distinct moves that changed the
/// screen, the nodes shown, and the modal styles each was presented with.
struct GraphSightings {
  var edges: Set<RouteGraph.Edge> = []
  var reached: Set<String> = []
  var styles: [String: Set<String>] = [:]

  /// Notes the screen shown.
  mutating func saw(_ screen: ShownScreen) {
    guard let node = screen.node else { return }
    reached.insert(node)
    if let style = screen.style { styles[node, default: []].insert(style.description) }
  }

  /// Notes a move from `before` to `after`, when both are nodes of the graph.
  ///
  /// - Parameter label: The edge's label and kind (``GraphMoves/label(action:changes:before:names:)``),
  ///   asked only when both screens are nodes.
  mutating func moved(
    from before: ShownScreen, to after: ShownScreen,
    label: () -> (label: String, kind: RouteGraph.Edge.Kind)
  ) {
    saw(after)
    guard let from = before.node, let to = after.node else { return }
    let (label, kind) = label()
    edges.insert(RouteGraph.Edge(from: from, to: to, label: label, kind: kind))
  }

  /// Adds what the runs of `other` saw.
  mutating func formUnion(_ other: GraphSightings) {
    edges.formUnion(other.edges)
    reached.formUnion(other.reached)
    styles.merge(other.styles) { $0.union($1) }
  }

  /// `graph` with the edges seen, the styles seen in its labels, and what was not reached:
  /// `unreached` (the explorer's coverage) and the nodes and groups no run showed.
  func applied(to graph: RouteGraph, unreached: [String]) -> RouteGraph {
    var graph = graph
    let missed = Set(unreached)
    for position in graph.nodes.indices {
      var node = graph.nodes[position]
      let styles = (styles[node.id] ?? []).sorted()
      node.modalStyles = styles
      let shownStyles = styles.filter { style in
        switch node.kind {
        case .alert: style != "alert"
        case .dialog: style != "confirmationDialog"
        case .root, .screen: true
        }
      }
      if !shownStyles.isEmpty { node.label += " " + shownStyles.joined(separator: "/") }
      node.isReached =
        reached.contains(node.id) || (node.routeCase.map { !missed.contains($0) } ?? false)
      graph.nodes[position] = node
    }
    let reachedGroups = Set(graph.nodes.filter(\.isReached).map(\.group))
    for position in graph.groups.indices {
      let group = graph.groups[position]
      graph.groups[position].isReached =
        reachedGroups.contains(group.id) || group.routeCases.contains { !missed.contains($0) }
    }
    graph.edges = edges.sorted()
    graph.unreached = unreached
    return graph
  }
}

/// Type names as ``Dump/typeName(of:)`` writes them, learnt once per type for one exploration:
/// writing a name costs more than the rest of an edge's label, and an exploration labels the
/// same few action types thousands of times. Used by one exploration, on the main actor.
final class TypeNames {
  private var names: [ObjectIdentifier: String] = [:]

  /// The name of `type`.
  func name(of type: Any.Type) -> String {
    let key = ObjectIdentifier(type)
    if let known = names[key] { return known }
    let name = Dump.typeName(of: type)
    names[key] = name
    return name
  }
}
