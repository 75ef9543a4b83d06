import ReducerCore
import ReducerRouting

// The route graph from the app's types: its flows, breadth first from the app's state, each
// flow once (by its state's type), with its root screen and its route cases.
//
// What it reads, and the safe path when it cannot: a route enum's case names and payload types
// (`enumCaseNames(of:)`, `enumPayloadTypes(of:)`, ReducerCore's `EnumReflection.swift`, which
// answer `nil` for a binary without reflection metadata: the flow then shows its root screen
// only), and a struct's stored properties (`storedFields(of:)`, `StoredFields.swift`, `nil`
// likewise: no nested flow is found there).

/// Where a flow's screens are in a graph: the ids that the explorer's moves map to.
struct GraphIndex: Sendable {
  /// The group of each flow, by its state's type.
  var flowGroups: [ObjectIdentifier: String] = [:]
  /// The root node of each flow's group, by the group's id.
  var rootNodes: [String: String] = [:]
  /// The node of each route case that shows a screen, by `group|case`.
  var caseNodes: [String: String] = [:]
  /// The group each route case holding a flow shows, by `group|case`.
  var caseGroups: [String: String] = [:]

  /// The node of route case `caseName` of the flow in `group`.
  func node(group: String, caseName: String) -> String? {
    caseNodes[group + "|" + caseName]
  }
}

/// Builds a ``RouteGraph`` from the app's types.
enum GraphBuilder {
  /// A flow found and not yet read: its state's type and where it goes.
  private struct Pending {
    let state: any RoutingState.Type
    let group: String
  }

  /// The graph of the app whose state is `stateType`, and where its screens are; a container's
  /// children are groups of `childKind`.
  static func build(stateType: Any.Type, childKind: RouteGraph.Group.Kind) -> (
    graph: RouteGraph, index: GraphIndex
  ) {
    var builder = Builder()
    if let flow = stateType as? any RoutingState.Type {
      builder.enqueue(flow, label: flowName(of: flow), kind: .flow, parent: nil, routeCase: nil)
    } else {
      // A container: the stored properties of its state that hold a flow, as its children.
      for field in storedFields(of: stateType) ?? [] {
        guard let flow = field.type.flatMap(flowType(of:)) else { continue }
        let label = childKind == .tab ? "\(field.name): tab" : field.name
        builder.enqueue(flow, label: label, kind: childKind, parent: nil, routeCase: nil)
      }
    }
    builder.readAll()
    let graph = RouteGraph(
      nodes: builder.nodes.sorted { $0.id < $1.id },
      groups: builder.groups.sorted { $0.id < $1.id }, edges: [], unreached: [])
    return (graph, builder.index)
  }

  private struct Builder {
    var nodes: [RouteGraph.Node] = []
    var groups: [RouteGraph.Group] = []
    var index = GraphIndex()
    var usedIDs: Set<String> = []
    var queue: [Pending] = []
    var next = 0

    /// A new id made of `name`'s letters, digits and `_`, unique in the graph.
    mutating func uniqueID(_ name: String) -> String {
      let base = String(
        name.unicodeScalars.map { scalar in
          scalar.isASCII && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar))
            ? Character(scalar) : "_"
        })
      // Mermaid reads some words as its own (`end` closes a subgraph).
      let reserved: Set<String> = ["end", "graph", "subgraph", "flowchart", "style", "class"]
      var id =
        base.isEmpty || base.first?.isNumber == true || reserved.contains(base.lowercased())
        ? "n" + base : base
      var suffix = 2
      while !usedIDs.insert(id).inserted {
        id = "\(base)_\(suffix)"
        suffix += 1
      }
      return id
    }

    /// Adds the group of the flow whose state is `state`, to be read, unless it has one.
    @discardableResult
    mutating func enqueue(
      _ state: any RoutingState.Type, label: String, kind: RouteGraph.Group.Kind,
      parent: String?, routeCase: String?
    ) -> String? {
      if let group = index.flowGroups[ObjectIdentifier(state)] {
        if let routeCase, let position = groups.firstIndex(where: { $0.id == group }) {
          groups[position].routeCases.append(routeCase)
        }
        return group
      }
      guard groups.count < RouteGraph.maxGroups else { return nil }
      let id = uniqueID(flowName(of: state))
      index.flowGroups[ObjectIdentifier(state)] = id
      groups.append(
        RouteGraph.Group(
          id: id, label: label, kind: kind, parent: parent,
          routeCases: routeCase.map { [$0] } ?? [], isReached: true))
      queue.append(Pending(state: state, group: id))
      return id
    }

    /// Reads the flows queued, breadth first, adding those they show.
    mutating func readAll() {
      while next < queue.count {
        let pending = queue[next]
        next += 1
        read(pending.state, group: pending.group)
      }
    }

    private mutating func read<State: RoutingState>(_: State.Type, group: String) {
      let rootID = uniqueID(group + "_root")
      index.rootNodes[group] = rootID
      nodes.append(
        RouteGraph.Node(
          id: rootID, label: "\(screenName(of: State.Root.self)): root", kind: .root,
          group: group, routeCase: nil, modalStyles: [], isReached: true))
      // The flows the root screen's state holds, shown with it.
      for field in storedFields(of: State.Root.self) ?? [] {
        guard let flow = field.type.flatMap(flowType(of:)) else { continue }
        enqueue(
          flow, label: nestedLabel(of: flow), kind: .flow, parent: group, routeCase: nil)
      }
      let routeName = Dump.typeName(of: State.Route.self)
      let names = enumCaseNames(of: State.Route.self) ?? []
      // Payload types come for the cases that have one, which come first.
      let payloads = enumPayloadTypes(of: State.Route.self) ?? []
      var labels: [String: Int] = [:]
      var screens: [(caseName: String, label: String, kind: RouteGraph.Node.Kind)] = []
      for (position, caseName) in names.enumerated() {
        let routeCase = "\(routeName).\(caseName)"
        let payload = position < payloads.count ? payloads[position] : nil
        if let payload, let flow = payload as? any RoutingState.Type {
          if let shown = enqueue(
            flow, label: nestedLabel(of: flow), kind: .flow, parent: group, routeCase: routeCase)
          {
            index.caseGroups[group + "|" + caseName] = shown
          }
          continue
        }
        let (label, kind) = screenLabel(caseName: caseName, payload: payload)
        labels[label, default: 0] += 1
        screens.append((caseName, label, kind))
      }
      for screen in screens {
        // Two cases showing the same screen type are told apart by their case.
        let label =
          labels[screen.label, default: 0] > 1
          ? "\(screen.label) (\(screen.caseName))"
          : screen.label
        let id = uniqueID(group + "_" + screen.caseName)
        index.caseNodes[group + "|" + screen.caseName] = id
        nodes.append(
          RouteGraph.Node(
            id: id, label: label, kind: screen.kind, group: group,
            routeCase: "\(routeName).\(screen.caseName)", modalStyles: [], isReached: true))
      }
    }
  }

  /// A route's node text and kind from its case and its payload type.
  private static func screenLabel(caseName: String, payload: Any.Type?) -> (
    String, RouteGraph.Node.Kind
  ) {
    guard let payload else { return (caseName, .screen) }
    if payload is any ButtonStatePresentation.Type {
      let isAlert = Dump.typeName(of: payload).hasPrefix("AlertState")
      return ("\(caseName): \(isAlert ? "alert" : "dialog")", isAlert ? .alert : .dialog)
    }
    return (screenName(of: payload), .screen)
  }

  /// The name of a flow, from its state's type: `ColorDetailFlow` for `ColorDetailFlow.State`.
  static func flowName(of state: Any.Type) -> String {
    screenName(of: state)
  }

  /// A type's name without its module and a trailing `.State`, as the tree names a screen.
  static func screenName(of type: Any.Type) -> String {
    let name = Dump.typeName(of: type)
    return name.hasSuffix(".State") && name.count > 6 ? String(name.dropLast(6)) : name
  }

  /// A nested flow's group text: its name in words, without `Flow`, then `: nested flow`
  /// (`color detail: nested flow` for `ColorDetailFlow`).
  static func nestedLabel(of state: any RoutingState.Type) -> String {
    var name = flowName(of: state)
    if let dot = name.lastIndex(of: ".") { name = String(name[name.index(after: dot)...]) }
    if name.hasSuffix("Flow"), name.count > 4 { name = String(name.dropLast(4)) }
    return words(name) + ": nested flow"
  }

  /// `ColorDetail` as `color detail`, `URLList` as `url list`.
  static func words(_ name: String) -> String {
    var result = ""
    let characters = Array(name)
    for (position, character) in characters.enumerated() {
      if position > 0, character.isUppercase {
        let previous = characters[position - 1]
        let nextIsLower =
          position + 1 < characters.count && characters[position + 1].isLowercase
        if previous.isLowercase || previous.isNumber || (previous.isUppercase && nextIsLower) {
          result.append(" ")
        }
      }
      result.append(character)
    }
    return result.lowercased()
  }

  /// The flow state type `type` is, or wraps in an `Optional`.
  static func flowType(of type: Any.Type) -> (any RoutingState.Type)? {
    if let flow = type as? any RoutingState.Type { return flow }
    if let optional = type as? any OptionalWrapping.Type {
      return optional.wrappedType as? any RoutingState.Type
    }
    return nil
  }
}

/// `Optional`, whatever its wrapped type: for a container's column that may be empty.
protocol OptionalWrapping {
  static var wrappedType: Any.Type { get }
}

extension Optional: OptionalWrapping {
  static var wrappedType: Any.Type { Wrapped.self }
}

/// ``TabAction``, whatever its tab type: what makes a container's action select tabs.
protocol TabSelectingAction {}

extension TabAction: TabSelectingAction {}

extension GraphBuilder {
  /// What a container's children are, from its reducer's type alone: tabs when one of its
  /// action's cases carries a ``TabAction``.
  static func childKind<App: Reducer>(of _: App.Type) -> RouteGraph.Group.Kind {
    let payloads = enumPayloadTypes(of: App.Action.self) ?? []
    return payloads.contains { $0 is any TabSelectingAction.Type } ? .tab : .child
  }

  /// What a container's children are, from its reducer: tabs when its body switches tabs.
  static func childKind<App: Reducer>(of reducer: App) -> RouteGraph.Group.Kind {
    guard !(reducer is any RoutingReducer) else { return .flow }
    let body: Any = App.Body.self == Never.self ? reducer : reducer.body
    let tabs = ReducerValues.all(in: body) { $0 is any TabSwitching }
    return tabs.isEmpty ? .child : .tab
  }
}
