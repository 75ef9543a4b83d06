import Foundation

extension RouteGraph {
  /// The graph as a Mermaid flowchart: a `graph LR` block, each nested flow a `subgraph`.
  ///
  /// ```swift
  /// print(RouteGraph(of: AppFlow.self).mermaid)
  /// // graph LR
  /// //   AppFlow_root["ColorList: root"]
  /// //   …
  /// ```
  ///
  /// A modal route is a rounded node (`([…])`); a swipe back and a pulled-down sheet are dashed
  /// edges (`-.->`); a node or group no exploration reached has the `unreached` class, drawn
  /// with a dashed border.
  ///
  /// - Complexity: O(*n* log *n*) in the nodes, groups and edges.
  public var mermaid: String {
    var lines = ["graph LR"]
    walkGroups { group, depth, entering in
      let indent = String(repeating: "  ", count: depth + 1)
      guard let group else { return }
      if entering {
        lines.append("\(indent)subgraph \(group.id)[\"\(Self.mermaidText(group.label))\"]")
      } else {
        lines.append("\(indent)end")
      }
    } node: { node, depth in
      let indent = String(repeating: "  ", count: depth + 1)
      let text = "\"\(Self.mermaidText(node.label))\""
      let shape = node.modalStyles.isEmpty ? "[\(text)]" : "([\(text)])"
      lines.append("\(indent)\(node.id)\(shape)")
    }
    for edge in edges {
      let arrow = edge.kind == .action ? "-->" : "-.->"
      lines.append("  \(edge.from) \(arrow)|\"\(Self.mermaidText(edge.label))\"| \(edge.to)")
    }
    let missedNodes = nodes.filter { !$0.isReached }.map(\.id)
    let missedGroups = groups.filter { !$0.isReached && $0.parent != nil }.map(\.id)
    if !missedNodes.isEmpty || !missedGroups.isEmpty {
      lines.append("  classDef unreached stroke-dasharray: 5 5")
      if !missedNodes.isEmpty {
        lines.append("  class \(missedNodes.joined(separator: ",")) unreached")
      }
      for group in missedGroups { lines.append("  style \(group) stroke-dasharray: 5 5") }
    }
    return lines.joined(separator: "\n")
  }

  /// The graph in Graphviz's DOT language: a `digraph`, each nested flow a `cluster`.
  ///
  /// ```swift
  /// try explored.dot.write(toFile: "navigation.dot", atomically: true, encoding: .utf8)
  /// // dot -Tsvg navigation.dot > navigation.svg
  /// ```
  ///
  /// - Complexity: O(*n* log *n*) in the nodes, groups and edges.
  public var dot: String {
    var lines = ["digraph RouteGraph {", "  rankdir=LR;", "  node [shape=box];"]
    walkGroups { group, depth, entering in
      let indent = String(repeating: "  ", count: depth + 1)
      guard let group else { return }
      if entering {
        lines.append("\(indent)subgraph \"cluster_\(group.id)\" {")
        lines.append("\(indent)  label=\"\(Self.dotText(group.label))\";")
        if !group.isReached { lines.append("\(indent)  style=dashed;") }
      } else {
        lines.append("\(indent)}")
      }
    } node: { node, depth in
      let indent = String(repeating: "  ", count: depth + 1)
      var attributes = ["label=\"\(Self.dotText(node.label))\""]
      var styles: [String] = []
      if !node.modalStyles.isEmpty { styles.append("rounded") }
      if !node.isReached { styles.append("dashed") }
      if !styles.isEmpty { attributes.append("style=\"\(styles.joined(separator: ","))\"") }
      lines.append("\(indent)\"\(node.id)\" [\(attributes.joined(separator: ", "))];")
    }
    for edge in edges {
      let style = edge.kind == .action ? "" : ", style=dashed"
      lines.append(
        "  \"\(edge.from)\" -> \"\(edge.to)\" [label=\"\(Self.dotText(edge.label))\"\(style)];")
    }
    lines.append("}")
    return lines.joined(separator: "\n")
  }

  /// The graph as JSON, for tools: `version` (1), `nodes`, `groups`, `edges` and `unreached`,
  /// keys sorted, so that the same graph gives the same text.
  ///
  /// - Complexity: O(*n*) in the nodes, groups and edges.
  public var json: String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    let document = Document(
      version: 1, nodes: nodes, groups: groups, edges: edges, unreached: unreached)
    // Encoding strings, numbers and arrays of them does not fail.
    guard let data = try? encoder.encode(document) else { return "{}" }
    return String(decoding: data, as: UTF8.self)
  }

  private struct Document: Encodable {
    let version: Int
    let nodes: [Node]
    let groups: [Group]
    let edges: [Edge]
    let unreached: [String]
  }

  /// Visits the groups depth first, each group's subgroups and nodes sorted by id, the nodes
  /// of no group (none in a graph this type builds) and the top groups at depth 0; a group at
  /// the top that is a flow (the app's own) is not drawn as a group, its nodes at the top.
  ///
  /// Iterative: the nesting of groups is the app's, and it is read without recursion.
  private func walkGroups(
    _ visitGroup: (Group?, Int, Bool) -> Void, node visitNode: (Node, Int) -> Void
  ) {
    let children = Dictionary(grouping: groups, by: { $0.parent ?? "" })
    let members = Dictionary(grouping: nodes, by: \.group)
    enum Item {
      case enter(Group, Int, drawn: Bool)
      case leave(Group, Int)
    }
    var pending: [Item] = (children[""] ?? []).sorted { $0.id > $1.id }.map {
      .enter($0, 0, drawn: !($0.kind == .flow && groups.count(where: { $0.parent == nil }) == 1))
    }
    while let item = pending.popLast() {
      switch item {
      case let .enter(group, depth, drawn):
        if drawn { visitGroup(group, depth, true) }
        let inner = drawn ? depth + 1 : depth
        // Root screens first, then the others by id.
        let own = (members[group.id] ?? []).sorted {
          ($0.kind == .root ? 0 : 1, $0.id) < ($1.kind == .root ? 0 : 1, $1.id)
        }
        for node in own { visitNode(node, inner) }
        if drawn { pending.append(.leave(group, depth)) }
        for child in (children[group.id] ?? []).sorted(by: { $0.id > $1.id }) {
          pending.append(.enter(child, inner, drawn: true))
        }
      case let .leave(group, depth):
        visitGroup(group, depth, false)
      }
    }
  }

  /// Text inside a Mermaid label's quotes: quotes, `#` and angle brackets as entities (Mermaid
  /// renders a label as HTML, so a generic type's `<Int>` would be read as a tag), lines
  /// joined.
  static func mermaidText(_ text: String) -> String {
    text.replacingOccurrences(of: "#", with: "#35;")
      .replacingOccurrences(of: "\"", with: "#quot;")
      .replacingOccurrences(of: "<", with: "#lt;")
      .replacingOccurrences(of: ">", with: "#gt;")
      .split(whereSeparator: \.isNewline).joined(separator: " ")
  }

  /// Text inside a DOT string: backslashes and quotes escaped, lines joined.
  static func dotText(_ text: String) -> String {
    text.replacingOccurrences(of: "\\", with: "\\\\")
      .replacingOccurrences(of: "\"", with: "\\\"")
      .split(whereSeparator: \.isNewline).joined(separator: " ")
  }
}
