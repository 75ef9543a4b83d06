import ReducerRouting

extension TerminalRenderer {
  /// The tree the renderer shows, drawn with branches: each flow's root screen, its pushed
  /// screens in order, its modal with its style, and the flows nested in them; under a
  /// container, each tab or column, the selected tab marked.
  ///
  /// ```
  /// ColorList
  /// └─ red · ColorDetail
  ///    └─ settings · SettingsHome
  ///       └─ sheet info
  /// ```
  public var treeText: String {
    var lines: [String] = []
    for node in shown.nodes {
      switch node {
      case let .flow(flow):
        lines.append(flow.rootName)
        appendChildren(of: flow, prefix: "", to: &lines)
      case let .container(node):
        append(node, prefix: "", to: &lines)
      }
    }
    return lines.isEmpty ? "(nothing shown)" : lines.joined(separator: "\n")
  }

  /// The visible path on one line, outermost first: `ColorList › red › settings › sheet info`.
  ///
  /// Under tabs it follows the selected tab; columns are listed side by side, separated by `|`.
  public var breadcrumb: String {
    guard let node = shown.nodes.first else { return "" }
    switch node {
    case let .flow(flow):
      return Self.path(from: flow).joined(separator: " › ")
    case let .container(node):
      let isTabs = container?.kind != .columns
      var paths: [String] = []
      for child in node.children where !isTabs || child.isSelected {
        guard case let .flow(flow)? = child.nodes.first else { continue }
        paths.append(([child.name] + Self.path(from: flow)).joined(separator: " › "))
      }
      return paths.joined(separator: " | ")
    }
  }

  /// The visible path of a flow: its root screen, its stack, its modal, and the same for the
  /// flow nested in what is on top.
  private static func path(from outermost: NavigationTree.Flow) -> [String] {
    var parts = [outermost.rootName]
    var flow: NavigationTree.Flow? = outermost
    while let current = flow {
      flow = nil
      parts += current.stack.map(label)
      if let modal = current.modal {
        parts.append("\(modal.style ?? .sheet) \(label(modal))")
      }
      let onTop = current.modal?.nodes ?? current.stack.last?.nodes ?? []
      if case let .flow(nested)? = onTop.first { flow = nested }
    }
    return parts
  }

  private func append(
    _ node: NavigationTree.Container, prefix: String, to lines: inout [String]
  ) {
    let kind = container?.kind
    lines.append(prefix + (kind == .tabs ? "Tabs" : kind == .columns ? "Split" : node.name))
    for (index, child) in node.children.enumerated() {
      let isLast = index == node.children.count - 1
      var title = "\(kind?.rawValue ?? "child") \(index + 1) \(child.name)"
      if kind != .columns && child.isSelected { title += " (selected)" }
      let branch = prefix + (isLast ? "└─ " : "├─ ")
      let inner = prefix + (isLast ? "   " : "│  ")
      if case let .flow(flow)? = child.nodes.first {
        let shows = container?.title(of: child.name).map { " (\($0))" } ?? ""
        lines.append(branch + title + ": " + flow.rootName + shows)
        appendChildren(of: flow, prefix: inner, to: &lines)
      } else if case let .container(nested)? = child.nodes.first {
        lines.append(branch + title + ":")
        append(nested, prefix: inner, to: &lines)
      } else {
        lines.append(branch + title + ": (empty)")
      }
    }
  }

  private func appendChildren(
    of flow: NavigationTree.Flow, prefix: String, to lines: inout [String]
  ) {
    var children: [(title: String, nodes: [NavigationTree.Node])] = []
    for node in flow.rootNodes {
      children.append(("embedded", [node]))
    }
    for route in flow.stack {
      children.append((Self.label(route), route.nodes))
    }
    if let modal = flow.modal {
      children.append(("\(modal.style ?? .sheet) \(Self.label(modal))", modal.nodes))
    }
    for (index, child) in children.enumerated() {
      let isLast = index == children.count - 1
      var title = child.title
      let nested = child.nodes.compactMap { node -> NavigationTree.Flow? in
        if case let .flow(flow) = node { return flow }
        return nil
      }
      if nested.count == 1, let only = nested.first {
        title += " · \(only.rootName)"
      }
      lines.append(prefix + (isLast ? "└─ " : "├─ ") + title)
      let inner = prefix + (isLast ? "   " : "│  ")
      if nested.count == 1, let only = nested.first {
        appendChildren(of: only, prefix: inner, to: &lines)
      } else {
        for flow in nested {
          lines.append(inner + "• " + flow.rootName)
          appendChildren(of: flow, prefix: inner + "  ", to: &lines)
        }
      }
      for case let .container(node) in child.nodes {
        append(node, prefix: inner, to: &lines)
      }
    }
  }
}
