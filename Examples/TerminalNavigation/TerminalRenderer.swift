import ReducerRouting

/// A renderer for the terminal: it applies each navigation change to the tree it shows,
/// prints the change as a short line (`push red`, `present sheet info`, `select tab 2 news`),
/// and prints the tree it shows the way a person reads it.
///
/// ```swift
/// let renderer = TerminalRenderer()
/// renderer.show(NavigationTree(of: store.state))
/// print(renderer.treeText)
/// ```
///
/// The examples call ``show(_:container:)`` after every action; it computes the changes from
/// what the renderer shows (not from the previous state) with
/// ``NavigationTree/changes(to:)`` and applies them with ``render(_:)``.
@MainActor
public final class TerminalRenderer {
  /// The tree the renderer shows: every change it applied, and nothing else.
  public private(set) var shown: NavigationTree
  /// The container at the top of the state, if any: its kind and its children.
  public private(set) var container: Container?
  /// The change lines printed, in order, since the renderer was created.
  public private(set) var appliedLines: [String] = []
  private let write: @MainActor (String) -> Void

  /// A container of flows side by side at the top of the state: tabs or split columns.
  public struct Container: Equatable, Sendable {
    /// How the container lays out its children.
    public enum Kind: String, Equatable, Sendable {
      /// Tabs: one child is selected and shown.
      case tabs = "tab"
      /// Split columns: every child is shown side by side.
      case columns = "column"
    }
    /// How the container lays out its children.
    public var kind: Kind
    /// The children's names, in display order; each is the stored property that holds it.
    public var names: [String]
    /// The index of the selected child in ``names``, if any.
    public var selected: Int?
    /// What each child shows, when its tree does not say it (such as `story 2` in a column
    /// whose root screen shows one story or another); empty when the trees say it all.
    public var titles: [String?]

    /// Creates a container description.
    ///
    /// - Parameters:
    ///   - kind: Tabs or columns.
    ///   - names: The children's names, which are the stored properties that hold them.
    ///   - selected: The index of the selected child.
    ///   - titles: What each child shows, when its tree does not say it.
    public init(kind: Kind, names: [String], selected: Int?, titles: [String?] = []) {
      self.kind = kind
      self.names = names
      self.selected = selected
      self.titles = titles
    }

    /// The title of the child at `index`, if it has one.
    func title(at index: Int) -> String? {
      titles.indices.contains(index) ? titles[index] : nil
    }

    /// The title of the child named `name`, if it has one.
    func title(of name: String) -> String? {
      names.firstIndex(of: name).flatMap(title(at:))
    }
  }

  /// Creates a renderer that shows nothing yet.
  ///
  /// - Parameter write: Where the change lines go; standard output by default.
  public init(write: @escaping @MainActor (String) -> Void = { print($0) }) {
    shown = NavigationTree()
    self.write = write
  }

  /// Shows a tree at once, without printing changes: the first screen of a program.
  ///
  /// - Parameters:
  ///   - tree: The tree to show.
  ///   - container: The container at the top of the state, if any.
  public func start(with tree: NavigationTree, container: Container? = nil) {
    shown = tree
    self.container = container
  }

  /// Brings the screen to `tree`: prints and applies the changes from what is shown, and a
  /// `select` line when the container's selection changed.
  ///
  /// - Parameters:
  ///   - tree: The tree of the current state.
  ///   - newContainer: The container at the top of the state, if any.
  /// - Returns: Whether anything changed.
  @discardableResult
  public func show(_ tree: NavigationTree, container newContainer: Container? = nil) -> Bool {
    var changed = false
    if let new = newContainer, let old = container, new.selected != old.selected,
      let index = new.selected, new.names.indices.contains(index)
    {
      emit("select \(new.kind.rawValue) \(index + 1) \(new.names[index])")
      changed = true
    }
    let old = container
    container = newContainer
    // A column that stays but shows another item, which its tree may not say: said after what
    // leaves the column and before what comes.
    var titleLines: [String] = []
    if let new = newContainer, let old {
      for (index, name) in new.names.enumerated() {
        let address: NavigationTree.Address = [.field(name)]
        guard shown.nodes.contains(where: { $0.address == address }),
          tree.nodes.contains(where: { $0.address == address }),
          let title = new.title(at: index), title != old.title(at: index)
        else { continue }
        titleLines.append("show \(title) in \(name)")
      }
    }
    let changes = shown.changes(to: tree)
    let removals = changes.prefix { change in
      switch change {
      case .pop, .dismiss: true
      default: false
      }
    }
    render(Array(removals))
    for line in titleLines { emit(line) }
    render(Array(changes.dropFirst(removals.count)))
    if !changes.isEmpty || !titleLines.isEmpty { changed = true }
    return changed
  }

  /// Applies changes in order, printing a line for each, then confirms them: afterwards
  /// ``shown`` is what they lead to.
  ///
  /// - Parameter changes: The changes, from what this renderer shows.
  public func render(_ changes: [NavigationChange]) {
    for change in changes {
      for line in describe(change) { emit(line) }
      shown.apply(change)
    }
  }

  private func emit(_ line: String) {
    appliedLines.append(line)
    write("  " + line)
  }

  // MARK: - Describing changes

  /// The lines that say what a change does, read against what is shown before it applies.
  func describe(_ change: NavigationChange) -> [String] {
    switch change {
    case let .pop(address, count):
      let stack = shown.flow(at: address)?.stack ?? []
      let popped = stack.suffix(count).reversed().map(Self.label)
      let names = popped.isEmpty ? "\(count) screens" : popped.joined(separator: ", ")
      return ["pop \(names)\(place(address))"]
    case let .push(address, routes):
      return routes.map { "push \(Self.label($0))\(place(address))" }
    case let .setStack(address, routes):
      let names = routes.map(Self.label).joined(separator: ", ")
      return ["set stack [\(names)]\(place(address))"]
    case let .present(address, route):
      return ["present \(route.style ?? .sheet) \(Self.label(route))\(place(address))"]
    case let .dismiss(address):
      let name = shown.flow(at: address)?.modal.map(Self.label) ?? "modal"
      return ["dismiss \(name)\(place(address))"]
    case let .replace(address, route):
      return ["replace \(Self.label(route))\(place(parent(of: address)))"]
    case let .replaceFlow(flow):
      return ["replace \(flow.rootName)\(place(flow.address))"]
    case let .replaceTree(tree):
      return describeReplacement(by: tree)
    }
  }

  /// A whole-tree replacement, read column by column: a column that appears is shown, one
  /// that leaves is closed, and the changes of a column that stays are listed one by one.
  private func describeReplacement(by tree: NavigationTree) -> [String] {
    let old = Dictionary(shown.nodes.map { ($0.address, $0) }, uniquingKeysWith: { a, _ in a })
    let new = Set(tree.nodes.map(\.address))
    var lines: [String] = []
    for node in shown.nodes where !new.contains(node.address) {
      lines.append("close \(fieldName(node.address) ?? "flow")")
    }
    for node in tree.nodes {
      guard let before = old[node.address] else {
        if case let .flow(flow) = node {
          let field = fieldName(node.address)
          let title = field.flatMap { container?.title(of: $0) } ?? flow.rootName
          lines.append("show \(title) in \(field ?? "the window")")
          // Then what the new column shows above its root screen, change by change.
          let bare = NavigationTree.Flow(
            address: flow.address, rootName: flow.rootName, rootNodes: flow.rootNodes)
          let saved = shown
          shown = NavigationTree(nodes: [.flow(bare)])
          for change in shown.changes(to: NavigationTree(nodes: [node])) {
            lines += describe(change)
            shown.apply(change)
          }
          shown = saved
        }
        continue
      }
      let saved = shown
      shown = NavigationTree(nodes: [before])
      for change in shown.changes(to: NavigationTree(nodes: [node])) {
        lines += describe(change)
        shown.apply(change)
      }
      shown = saved
    }
    return lines.isEmpty ? ["replace everything"] : lines
  }

  /// ` in red` for a flow nested under the route `red`; nothing for the outermost flow.
  private func place(_ address: NavigationTree.Address) -> String {
    guard let last = address.steps.last else { return "" }
    switch last {
    case let .route(id), let .modal(id): return " in \(Self.label(id))"
    case let .field(name):
      if address.steps.count == 1 { return " in \(name)" }
      let outer = NavigationTree.Address(Array(address.steps.dropLast()))
      return place(outer).isEmpty ? " in \(name)" : place(outer)
    }
  }

  private func parent(of address: NavigationTree.Address) -> NavigationTree.Address {
    NavigationTree.Address(Array(address.steps.dropLast()))
  }

  private func fieldName(_ address: NavigationTree.Address) -> String? {
    guard case let .field(name)? = address.steps.first else { return nil }
    return name
  }

  /// The route as a person names it: its id when the id is text (`red`), else its case and id.
  public static func label(_ route: NavigationTree.Route) -> String {
    if route.id.base is String { return route.id.description }
    return route.displayName
  }

  static func label(_ id: NavigationTree.ID) -> String { id.description }
}
