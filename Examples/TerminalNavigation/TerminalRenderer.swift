import ReducerRouting

/// A renderer for the terminal: it applies each navigation change to the tree it shows,
/// prints the change as a short line (`push red`, `present sheet info`, `select tab 2 news`),
/// confirms it, and prints the tree it shows the way a person reads it.
///
/// ```swift
/// let renderer = TerminalRenderer()
/// let connection = store.render(to: renderer)
/// store.send(.root(.colorTapped("red")))  // prints "  push red"
/// print(renderer.treeText)
/// ```
///
/// Connected to a store with `store.render(to:)`, it is sent the changes from what it
/// confirmed to the current state after every action; ``show(_:container:)`` does the same
/// without a store.
@MainActor
public final class TerminalRenderer: NavigationRenderer {
  /// The tree the renderer shows: every change it applied, and nothing else.
  public private(set) var shown: NavigationTree
  /// How to present the container at the top of the state, if any.
  public private(set) var container: Container?
  /// Where ``render(_:confirmation:)`` reads how to present the container of the new state.
  public var containerOfState: (@MainActor () -> Container?)?
  /// The change lines printed, in order, since the renderer was created.
  public private(set) var appliedLines: [String] = []
  /// Whether changes are applied without printing them: for the first screen of a program.
  public var isQuiet = false
  private let write: @MainActor (String) -> Void

  /// How to present a container of flows side by side at the top of the state: tabs or split
  /// columns, and what each column shows when its tree does not say it.
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
    /// The children's names, in display order.
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
    ///   - names: The children's names.
    ///   - selected: The index of the selected child.
    ///   - titles: What each child shows, when its tree does not say it.
    public init(kind: Kind, names: [String], selected: Int?, titles: [String?] = []) {
      self.kind = kind
      self.names = names
      self.selected = selected
      self.titles = titles
    }

    /// The title of the child named `name`, if it has one.
    func title(of name: String) -> String? {
      guard let index = names.firstIndex(of: name), titles.indices.contains(index) else {
        return nil
      }
      return titles[index]
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
  ///   - container: How to present the container at the top of the state, if any.
  public func start(with tree: NavigationTree, container: Container? = nil) {
    shown = tree
    self.container = container
  }

  /// Applies changes sent by a store's connection, printing a line for each, then confirms
  /// them at once.
  ///
  /// - Parameters:
  ///   - changes: The changes, from what this renderer confirmed to the state's tree.
  ///   - confirmation: Confirmed once the changes are applied.
  public func render(_ changes: [NavigationChange], confirmation: NavigationConfirmation) {
    apply(changes, container: containerOfState?() ?? container)
    confirmation.confirm()
  }

  /// Brings the screen to `tree` without a store: prints and applies the changes from what is
  /// shown.
  ///
  /// - Parameters:
  ///   - tree: The tree of the current state.
  ///   - newContainer: How to present the container of the current state, if any.
  /// - Returns: Whether anything changed.
  @discardableResult
  public func show(_ tree: NavigationTree, container newContainer: Container? = nil) -> Bool {
    let count = appliedLines.count
    apply(shown.changes(to: tree), container: newContainer)
    return appliedLines.count != count
  }

  /// Takes how to present the container of the current state, and says when a column shows
  /// another item that its tree does not tell (such as another story in the same screen).
  ///
  /// - Parameter newContainer: How to present the container of the current state.
  public func update(container newContainer: Container?) {
    for line in titleLines(from: container, to: newContainer, after: shown) { emit(line) }
    container = newContainer
  }

  /// Applies changes in order, printing a line for each: afterwards ``shown`` is what they
  /// lead to.
  ///
  /// - Parameter changes: The changes, from what this renderer shows.
  public func render(_ changes: [NavigationChange]) {
    for change in changes {
      for line in describe(change) { emit(line) }
      shown.apply(change)
    }
  }

  /// Applies a batch: what leaves first, then the columns that show another item, then what
  /// comes.
  private func apply(_ changes: [NavigationChange], container newContainer: Container?) {
    let titles = titleLines(from: container, to: newContainer, after: shown.applying(changes))
    container = newContainer
    let removals = changes.prefix { change in
      switch change {
      case .pop, .dismiss: true
      default: false
      }
    }
    render(Array(removals))
    for line in titles { emit(line) }
    render(Array(changes.dropFirst(removals.count)))
  }

  /// `show story 1 in secondary` for each column shown before and after whose title changed.
  private func titleLines(from old: Container?, to new: Container?, after tree: NavigationTree)
    -> [String]
  {
    guard let new else { return [] }
    return new.names.compactMap { name in
      guard let title = new.title(of: name), title != old?.title(of: name),
        !Self.child(name, in: shown).isEmpty, !Self.child(name, in: tree).isEmpty
      else { return nil }
      return "show \(title) in \(name)"
    }
  }

  private func emit(_ line: String) {
    guard !isQuiet else { return }
    appliedLines.append(line)
    write("  " + line)
  }

  // MARK: - Describing changes

  /// The lines that say what a change does, read against what is shown before it applies.
  ///
  /// A route that comes with flows nested in it (a deep link that pushes `red` with its
  /// settings and a sheet over them) is followed by the lines of what those flows show above
  /// their root screens, so that every screen that opens has its line.
  func describe(_ change: NavigationChange) -> [String] {
    switch change {
    case let .pop(address, count):
      let stack = shown.flow(at: address)?.stack ?? []
      let popped = stack.suffix(count).reversed().map(Self.label)
      let names = popped.isEmpty ? "\(count) screens" : popped.joined(separator: ", ")
      return ["pop \(names)\(place(address))"]
    case let .push(address, routes):
      return routes.flatMap { route in
        ["push \(Self.label(route))\(place(address))"] + describeContents(of: route.nodes)
      }
    case let .setStack(address, routes):
      let names = routes.map(Self.label).joined(separator: ", ")
      // A route that stays keeps what it showed: only what changed in it is said.
      let before = shown.flow(at: address)?.stack ?? []
      return ["set stack [\(names)]\(place(address))"]
        + routes.flatMap { route in
          guard let old = before.first(where: { $0.id == route.id }),
            old.nodes.map(\.address) == route.nodes.map(\.address)
          else { return describeContents(of: route.nodes) }
          return describeNested(from: old.nodes, to: route.nodes)
        }
    case let .present(address, route):
      return ["present \(route.style ?? .sheet) \(Self.label(route))\(place(address))"]
        + describeContents(of: route.nodes)
    case let .dismiss(address):
      let name = shown.flow(at: address)?.modal.map(Self.label) ?? "modal"
      return ["dismiss \(name)\(place(address))"]
    case let .replace(address, route):
      return ["replace \(Self.label(route))\(place(parent(of: address)))"]
        + describeContents(of: route.nodes)
    case let .replaceFlow(flow):
      return ["replace \(flow.rootName)\(place(flow.address))"]
        + describeContents(of: [.flow(flow)])
    case let .select(address, child):
      // Columns are all shown: which one has focus is nothing a terminal shows.
      if container?.kind == .columns { return [] }
      let children = Self.container(at: address, in: shown.nodes)?.children ?? []
      let number = (children.firstIndex { $0.name == child } ?? 0) + 1
      return ["select \(container?.kind.rawValue ?? "tab") \(number) \(child)"]
    case let .replaceContainer(new):
      return describeReplacement(of: new)
    case let .replaceTree(tree):
      if tree.nodes.count == 1, case let .container(new)? = tree.nodes.first,
        Self.container(at: new.address, in: shown.nodes) != nil
      {
        return describeReplacement(of: new)
      }
      return ["replace everything"]
    }
  }

  /// A container whose children changed, child by child: a column that appears is shown with
  /// what it holds, one that empties is closed, the changes of one that stays are listed.
  private func describeReplacement(of new: NavigationTree.Container) -> [String] {
    guard let old = Self.container(at: new.address, in: shown.nodes) else {
      return ["show \(new.name)"]
    }
    var lines: [String] = []
    if container?.kind != .columns, new.selected != old.selected,
      let selected = new.selected.first,
      let index = new.children.firstIndex(where: { $0.name == selected })
    {
      lines.append("select \(container?.kind.rawValue ?? "tab") \(index + 1) \(selected)")
    }
    for child in new.children {
      let before = old.children.first { $0.name == child.name }?.nodes ?? []
      switch (before.isEmpty, child.nodes.isEmpty) {
      case (true, true):
        continue
      case (false, true):
        lines.append("close \(child.name)")
      case (true, false):
        for case let .flow(flow) in child.nodes {
          let title = container?.title(of: child.name) ?? flow.rootName
          lines.append("show \(title) in \(child.name)")
          lines += describeContents(of: [.flow(flow)])
        }
      case (false, false):
        lines += describeNested(from: before, to: child.nodes)
      }
    }
    return lines
  }

  /// The lines of what nodes that come show above their root screens, change by change: the
  /// stacks and modals of their flows, at any depth. Nothing for flows at their root.
  private func describeContents(of nodes: [NavigationTree.Node]) -> [String] {
    nodes.isEmpty ? [] : describeNested(from: Self.rootScreens(of: nodes), to: nodes)
  }

  /// The nodes as they first show: each flow at its root screen (the flows nested in that
  /// screen at theirs too), each container with its children so.
  private static func rootScreens(of nodes: [NavigationTree.Node]) -> [NavigationTree.Node] {
    nodes.map { node in
      switch node {
      case let .flow(flow):
        return .flow(
          NavigationTree.Flow(
            address: flow.address, rootName: flow.rootName,
            rootNodes: rootScreens(of: flow.rootNodes)))
      case let .container(container):
        var bare = container
        for index in bare.children.indices {
          bare.children[index].nodes = rootScreens(of: container.children[index].nodes)
        }
        return .container(bare)
      }
    }
  }

  /// The lines of the changes between two lists of nodes, read as a tree of their own.
  private func describeNested(from old: [NavigationTree.Node], to new: [NavigationTree.Node])
    -> [String]
  {
    let saved = shown
    defer { shown = saved }
    shown = NavigationTree(nodes: old)
    var lines: [String] = []
    for change in shown.changes(to: NavigationTree(nodes: new)) {
      lines += describe(change)
      shown.apply(change)
    }
    return lines
  }

  /// ` in red` for a flow nested under the route `red`, ` in news` for a tab's flow; nothing
  /// for the outermost flow.
  private func place(_ address: NavigationTree.Address) -> String {
    guard let last = address.steps.last else { return "" }
    switch last {
    case let .route(id), let .modal(id): return " in \(Self.label(id))"
    case let .child(name): return " in \(name)"
    case let .field(name):
      let outer = parent(of: address)
      return place(outer).isEmpty ? " in \(name)" : place(outer)
    }
  }

  private func parent(of address: NavigationTree.Address) -> NavigationTree.Address {
    NavigationTree.Address(Array(address.steps.dropLast()))
  }

  /// The container at this address, wherever it sits.
  static func container(at address: NavigationTree.Address, in nodes: [NavigationTree.Node])
    -> NavigationTree.Container?
  {
    for node in nodes {
      switch node {
      case let .container(container):
        if container.address == address { return container }
        for child in container.children {
          if let found = self.container(at: address, in: child.nodes) { return found }
        }
      case let .flow(flow):
        let nested = flow.rootNodes + flow.stack.flatMap(\.nodes) + (flow.modal?.nodes ?? [])
        if let found = self.container(at: address, in: nested) { return found }
      }
    }
    return nil
  }

  /// The nodes of the child `name` of the container at the top of `tree`; empty when none.
  static func child(_ name: String, in tree: NavigationTree) -> [NavigationTree.Node] {
    guard case let .container(container)? = tree.nodes.first else { return [] }
    return container.children.first { $0.name == name }?.nodes ?? []
  }

  /// The route as a person names it: its id when the id is text (`red`), else its case and id.
  public static func label(_ route: NavigationTree.Route) -> String {
    if route.id.base is String { return route.id.description }
    return route.displayName
  }

  static func label(_ id: NavigationTree.ID) -> String { id.description }
}
