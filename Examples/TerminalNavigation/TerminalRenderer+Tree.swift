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
    if let container, container.names.count == shown.nodes.count || container.kind == .columns {
      lines.append(container.kind == .tabs ? "Tabs" : "Split")
      for (index, name) in container.names.enumerated() {
        let isLast = index == container.names.count - 1
        let node = shown.nodes.first { topFieldName($0.address) == name }
        var title = "\(container.kind.rawValue) \(index + 1) \(name)"
        if container.kind == .tabs && index == container.selected { title += " (selected)" }
        if case let .flow(flow)? = node {
          let shows = container.title(at: index).map { " (\($0))" } ?? ""
          lines.append((isLast ? "└─ " : "├─ ") + title + ": " + flow.rootName + shows)
          appendChildren(of: flow, prefix: isLast ? "   " : "│  ", to: &lines)
        } else {
          lines.append((isLast ? "└─ " : "├─ ") + title + ": (empty)")
        }
      }
      return lines.joined(separator: "\n")
    }
    for node in shown.nodes {
      guard case let .flow(flow) = node else { continue }
      lines.append(flow.rootName)
      appendChildren(of: flow, prefix: "", to: &lines)
    }
    return lines.isEmpty ? "(nothing shown)" : lines.joined(separator: "\n")
  }

  /// The visible path on one line, outermost first: `ColorList › red › settings › sheet info`.
  ///
  /// Under tabs it follows the selected tab; columns are listed side by side, separated by `|`.
  public var breadcrumb: String {
    guard let container else {
      guard case let .flow(flow)? = shown.nodes.first else { return "" }
      return Self.path(from: flow).joined(separator: " › ")
    }
    var paths: [String] = []
    for (index, name) in container.names.enumerated() {
      if container.kind == .tabs && index != container.selected { continue }
      guard case let .flow(flow)? = shown.nodes.first(where: { topFieldName($0.address) == name })
      else { continue }
      paths.append(([name] + Self.path(from: flow)).joined(separator: " › "))
    }
    return paths.joined(separator: " | ")
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
    }
  }

  private func topFieldName(_ address: NavigationTree.Address) -> String? {
    guard address.steps.count == 1, case let .field(name)? = address.steps.first else {
      return nil
    }
    return name
  }
}
