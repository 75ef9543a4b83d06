// What a stack-based UI (UIKit's navigation controllers, a SwiftUI navigation stack) shows for a
// navigation tree, and the steps that take it from one tree to the next. The UIKit adapter only
// connects these values to view controllers; every decision is made and tested here.

/// One screen that a stack-based UI shows for a ``NavigationTree``: a flow's root screen, a
/// pushed route, a modal, or the placeholder of an empty tab or column.
///
/// A UI adapter makes a view controller (or a view) for each screen, from its address and name:
///
/// ```swift
/// func viewController(for screen: NavigationScreen) -> UIViewController {
///   switch (screen.kind, screen.name) {
///   case (.root, _): ColorListViewController(store: store.rootStore())
///   case (.pushed, "color"): ColorViewController(id: screen.id)
///   default: PlaceholderViewController()
///   }
/// }
/// ```
///
/// A route whose state is a flow is one screen: the flow's root screen. Its own routes follow it
/// on the same stack, so one navigation controller shows nested flows.
public struct NavigationScreen: Hashable, Sendable, CustomStringConvertible {
  /// What a screen is to its flow.
  ///
  /// ```swift
  /// switch screen.kind {
  /// case .root: ListViewController()
  /// case .pushed: DetailViewController()
  /// case .modal(.fullScreen): PlayerViewController()
  /// case .modal: InfoViewController()
  /// case .empty: PlaceholderViewController()
  /// }
  /// ```
  public enum Kind: Hashable, Sendable {
    /// The root screen of a flow that is not a route's state: the state's own flow, a tab's, a
    /// column's.
    case root
    /// A route on a flow's stack.
    case pushed
    /// A flow's modal, presented in this style.
    case modal(ModalStyle)
    /// An empty tab or column of a container: what the UI shows while it holds no flow.
    case empty
  }

  /// Where the screen sits: the route's address, or for a root screen or an empty child, the
  /// address of its flow or child.
  ///
  /// ```swift
  /// screen.address  // [red][settings]: the route "settings" of the flow pushed as "red"
  /// ```
  public let address: NavigationTree.Address
  /// The route's case name (`color`), the root screen's name (`ColorList`), or the empty child's
  /// name (`secondary`).
  ///
  /// ```swift
  /// if screen.name == "color" { return ColorViewController() }
  /// ```
  public let name: String
  /// What the screen is to its flow.
  ///
  /// ```swift
  /// if case .modal(.popover) = screen.kind { controller.preferredContentSize = size }
  /// ```
  public let kind: Kind

  /// Creates a screen.
  ///
  /// ```swift
  /// NavigationScreen(address: [.route(.init("red"))], name: "color", kind: .pushed)
  /// ```
  ///
  /// - Parameters:
  ///   - address: Where the screen sits.
  ///   - name: The route's case name, the root screen's name, or the empty child's name.
  ///   - kind: What the screen is to its flow.
  public init(address: NavigationTree.Address, name: String, kind: Kind) {
    self.address = address
    self.name = name
    self.kind = kind
  }

  /// The route's id, for a pushed or a modal screen; `nil` for a root screen or an empty child.
  ///
  /// ```swift
  /// screen.id?.base as? AppFlow.Route.ID  // "red"
  /// ```
  public var id: NavigationTree.ID? {
    switch (kind, address.steps.last) {
    case let (.pushed, .route(id)?), let (.modal, .modal(id)?): id
    default: nil
    }
  }

  /// The screen on one line, such as `pushed color at [red]`.
  ///
  /// ```swift
  /// print(screen)  // modal sheet info at [modal info]
  /// ```
  public var description: String {
    switch kind {
    case .root: "root \(name) at \(address)"
    case .pushed: "pushed \(name) at \(address)"
    case let .modal(style): "modal \(style) \(name) at \(address)"
    case .empty: "empty \(name) at \(address)"
    }
  }
}

/// What a stack-based UI shows for a navigation tree: the screens of each stack, a container's
/// children, and the modals presented one above the other; and the steps from one plan to the
/// next.
///
/// ```swift
/// let shown = NavigationStackPlan(oldTree, layout: .tabs)
/// for step in shown.steps(to: NavigationStackPlan(newTree, layout: .tabs)) { apply(step) }
/// ```
///
/// A UI that nests stacks by pushing (UIKit's navigation controllers, a SwiftUI navigation stack)
/// cannot put a stack inside a stack, nor present two modals side by side. So the plan:
///
/// - flattens nested flows into the stack that shows them: a route whose state is a flow is
///   followed by that flow's routes, before the routes above it in the outer flow (what the user
///   meets going back);
/// - presents modals one above the other, in one chain: walking from the outermost flow into
///   the flow of the top route (the flows the user sees), the innermost flow's modal first and
///   the outermost's last; a modal whose state is a flow has a stack of its own, and its flows'
///   modals come above it. A modal of a flow the user does not see (under a route pushed above
///   it) is presented once that flow is shown again;
/// - shows the first node of the tree: a flow, or a container whose children each hold a flow
///   (or nothing: an empty child). Flows in a screen's stored properties, and containers inside
///   a container or a route, are not in the plan: show them with a renderer of their own,
///   connected to a scoped store.
package struct NavigationStackPlan: Hashable, Sendable {
  /// How a container shows its children, which decides whose modals are presented.
  package enum ContainerLayout: Hashable, Sendable {
    /// Tabs: one child is shown, the selected one; only its modals are presented.
    case tabs
    /// Columns: every child is shown side by side; all their modals are presented.
    case columns
  }

  /// A stack of the UI: the top flow's, a container child's, or a modal's.
  package enum Host: Hashable, Sendable, CustomStringConvertible {
    /// The stack of the flow at the top of the tree.
    case top
    /// The stack of the container child with this name.
    case child(String)
    /// The stack of the modal at this position in ``NavigationStackPlan/modals``.
    case modal(Int)

    /// The host on one line: `top`, `child news`, `modal 0`.
    package var description: String {
      switch self {
      case .top: "top"
      case let .child(name): "child \(name)"
      case let .modal(index): "modal \(index)"
      }
    }
  }

  /// The screens of one stack, bottom first.
  package struct Stack: Hashable, Sendable {
    /// The screens, bottom first: the root screen (or the modal, or the empty child's
    /// placeholder), then the pushed routes with the routes of the flows nested in them.
    package var screens: [NavigationScreen]

    /// Creates a stack.
    ///
    /// - Parameter screens: The screens, bottom first.
    package init(screens: [NavigationScreen]) {
      self.screens = screens
    }

    /// The routes to report removed when the user keeps only the first `count` screens (a swipe
    /// back, the back button held down): for each flow that lost routes, the lowest route it
    /// lost, unless a removed route of an outer flow already takes it.
    ///
    /// ```swift
    /// // [root, red, settings (in red), list-red]: back to "red".
    /// stack.removals(keeping: 2)  // [[red][settings], [list-red]]
    /// ```
    ///
    /// - Parameter count: How many screens, from the bottom, the UI still shows.
    /// - Returns: The addresses to report with `NavigationConnection.userDidRemove`, bottom first.
    /// - Complexity: O(*r* · *d*) in the removed screens and the depth of their addresses.
    package func removals(keeping count: Int) -> [NavigationTree.Address] {
      var reported: [NavigationTree.Address] = []
      for screen in screens.dropFirst(max(count, 0)) where screen.kind == .pushed {
        let flow = Array(screen.address.steps.dropLast())
        let isTaken = reported.contains { report in
          screen.address.steps.starts(with: report.steps)
            || Array(report.steps.dropLast()) == flow
        }
        if !isTaken { reported.append(screen.address) }
      }
      return reported
    }
  }

  /// A modal of the chain: its screen and, when its state is a flow, the stack it shows.
  package struct Modal: Hashable, Sendable {
    /// The modal's screen: its address ends with `.modal(id)`, its kind carries the style.
    package var screen: NavigationScreen
    /// The modal's own stack when its state is a flow: the modal's screen first, then the
    /// flow's routes. `nil` for a modal that is one screen (an alert, a sheet without a flow).
    package var stack: Stack?

    /// Creates a modal of the chain.
    ///
    /// - Parameters:
    ///   - screen: The modal's screen.
    ///   - stack: The modal's own stack, when its state is a flow.
    package init(screen: NavigationScreen, stack: Stack? = nil) {
      self.screen = screen
      self.stack = stack
    }

    /// Whether the UI can keep showing this modal for `other`: the same screen, with a stack of
    /// its own or not in both.
    func isSame(as other: Modal) -> Bool {
      screen == other.screen && (stack == nil) == (other.stack == nil)
    }
  }

  /// A container at the top of the tree: its children's stacks and the selected child.
  package struct Container: Hashable, Sendable {
    /// Where the container sits.
    package var address: NavigationTree.Address
    /// The container's type, for display.
    package var name: String
    /// The children, in display order.
    package var children: [Child]
    /// The position of the selected child (the selected tab, the focused column), if any.
    package var selected: Int?

    /// One child of the container and the stack it shows.
    package struct Child: Hashable, Sendable {
      /// The child's name.
      package var name: String
      /// The child's stack: its flow's screens, or one `.empty` screen.
      package var stack: Stack
    }
  }

  /// What the top of the UI shows.
  package enum Top: Hashable, Sendable {
    /// Nothing: the tree is empty.
    case none
    /// The stack of the flow at the top of the tree.
    case stack(Stack)
    /// The container at the top of the tree.
    case container(Container)
  }

  /// One step that takes the UI from one plan to the next.
  package enum Step: Hashable, Sendable, CustomStringConvertible {
    /// Shows this top anew: the top changed kind (a flow became a container, a container's
    /// children changed).
    case setTop(Top)
    /// Pushes one screen on the host's stack.
    case push(NavigationScreen, on: Host)
    /// Pops the host's stack to its first `keeping` screens.
    case pop(Host, keeping: Int)
    /// Replaces the host's whole stack in one transition.
    case setStack(Host, [NavigationScreen])
    /// Selects the container's child at this position: the tab, or the column to show.
    case select(child: Int)
    /// Dismisses the modals from this position up: the presenter of that modal dismisses it
    /// and every modal above.
    case dismiss(from: Int)
    /// Presents a modal above the last one shown.
    case present(Modal)

    /// The step on one line, such as `push pushed color at [red] on top`.
    package var description: String {
      switch self {
      case let .setTop(top): "set top \(top)"
      case let .push(screen, host): "push \(screen) on \(host)"
      case let .pop(host, count): "pop \(host) to \(count)"
      case let .setStack(host, screens): "set \(host) to \(screens.map(\.name))"
      case let .select(child): "select child \(child)"
      case let .dismiss(index): "dismiss from \(index)"
      case let .present(modal): "present \(modal.screen)"
      }
    }
  }

  /// How a container at the top shows its children.
  package var layout: ContainerLayout
  /// What the top of the UI shows.
  package var top: Top
  /// The modals, presented one above the other, the lowest first.
  package var modals: [Modal]

  /// The plan of what a stack-based UI shows for `tree`.
  ///
  /// ```swift
  /// let plan = NavigationStackPlan(NavigationTree(of: store.state))
  /// ```
  ///
  /// - Parameters:
  ///   - tree: The tree to show.
  ///   - layout: How a container at the top shows its children.
  /// - Complexity: O(*n*) in the routes of the flows it shows.
  package init(_ tree: NavigationTree, layout: ContainerLayout = .tabs) {
    self.layout = layout
    var modals: [Modal] = []
    switch tree.nodes.first {
    case nil:
      top = .none
    case let .flow(flow)?:
      var spine: [NavigationTree.Flow] = []
      top = .stack(Self.stack(of: flow, spine: &spine))
      Self.appendModals(of: spine, to: &modals)
    case let .container(node)?:
      var children: [Container.Child] = []
      var spines: [[NavigationTree.Flow]] = []
      for child in node.children {
        var spine: [NavigationTree.Flow] = []
        let stack: Stack
        if case let .flow(flow)? = child.nodes.first {
          stack = Self.stack(of: flow, spine: &spine)
        } else {
          let address = node.address.appending(.child(child.name))
          stack = Stack(screens: [
            NavigationScreen(address: address, name: child.name, kind: .empty)
          ])
        }
        children.append(Container.Child(name: child.name, stack: stack))
        spines.append(spine)
      }
      let selected = node.children.firstIndex(where: \.isSelected)
      top = .container(
        Container(address: node.address, name: node.name, children: children, selected: selected))
      switch layout {
      case .tabs:
        // The tab shown: the selected one, or the first, as a tab bar shows with none selected.
        if let shown = selected ?? (spines.isEmpty ? nil : 0) {
          Self.appendModals(of: spines[shown], to: &modals)
        }
      case .columns:
        for spine in spines { Self.appendModals(of: spine, to: &modals) }
      }
    }
    self.modals = modals
  }

  /// The stack of a flow that is not a route's state: its root screen, then its routes.
  private static func stack(
    of flow: NavigationTree.Flow,
    spine: inout [NavigationTree.Flow]
  ) -> Stack {
    var screens = [NavigationScreen(address: flow.address, name: flow.rootName, kind: .root)]
    appendRoutes(of: flow, to: &screens, spine: &spine)
    return Stack(screens: screens)
  }

  /// Appends the flow's routes, each followed by the routes of the flow that is its state, and
  /// adds to `spine` the flows the user sees: this one, then the flow of its top route.
  private static func appendRoutes(
    of flow: NavigationTree.Flow,
    to screens: inout [NavigationScreen],
    spine: inout [NavigationTree.Flow]
  ) {
    spine.append(flow)
    for (index, route) in flow.stack.enumerated() {
      let address = flow.address.appending(.route(route.id))
      screens.append(NavigationScreen(address: address, name: route.caseName, kind: .pushed))
      guard let nested = flowShown(by: route, at: address) else { continue }
      if index == flow.stack.count - 1 {
        appendRoutes(of: nested, to: &screens, spine: &spine)
      } else {
        // Under a route pushed above it: on the stack, but its modal waits.
        var hidden: [NavigationTree.Flow] = []
        appendRoutes(of: nested, to: &screens, spine: &hidden)
      }
    }
  }

  /// Appends the modals of the flows the user sees, innermost first, each followed by the
  /// modals of the flows in it.
  private static func appendModals(of spine: [NavigationTree.Flow], to modals: inout [Modal]) {
    for flow in spine.reversed() {
      guard let route = flow.modal else { continue }
      let address = flow.address.appending(.modal(route.id))
      let screen = NavigationScreen(
        address: address, name: route.caseName, kind: .modal(route.style ?? .sheet))
      guard let nested = flowShown(by: route, at: address) else {
        modals.append(Modal(screen: screen))
        continue
      }
      var screens = [screen]
      var inner: [NavigationTree.Flow] = []
      appendRoutes(of: nested, to: &screens, spine: &inner)
      modals.append(Modal(screen: screen, stack: Stack(screens: screens)))
      appendModals(of: inner, to: &modals)
    }
  }

  /// The flow that is the route's state (at the route's own address), if any.
  private static func flowShown(
    by route: NavigationTree.Route,
    at address: NavigationTree.Address
  ) -> NavigationTree.Flow? {
    for case let .flow(flow) in route.nodes where flow.address == address { return flow }
    return nil
  }

  // MARK: - Steps

  /// The steps that take a UI showing this plan to showing `new`, in the order to start them:
  /// the dismissals, the changes of the stacks and the selection, then the presentations, each
  /// after the one before it.
  ///
  /// ```swift
  /// old.steps(to: new)  // [.dismiss(from: 0), .push(color, on: .top)]
  /// ```
  ///
  /// Each stack changes in one step: a push of one screen, a pop to a screen it shows, or one
  /// `setStack` for anything else (several screens pushed, screens replaced), so that the UI
  /// animates one transition per stack. A modal stays while the same screen stays at its place
  /// in the chain; from the first that differs, the old ones are dismissed and the new ones
  /// presented.
  ///
  /// - Parameter new: The plan to show.
  /// - Returns: The steps, in order.
  /// - Complexity: O(*n*) in the screens of both plans.
  package func steps(to new: NavigationStackPlan) -> [Step] {
    var steps: [Step] = []
    var kept = 0
    while kept < modals.count, kept < new.modals.count, modals[kept].isSame(as: new.modals[kept]) {
      kept += 1
    }
    if kept < modals.count { steps.append(.dismiss(from: kept)) }
    switch (top, new.top) {
    case let (.stack(old), .stack(next)):
      steps += Self.steps(on: .top, from: old.screens, to: next.screens)
    case let (.container(old), .container(next))
    where old.address == next.address && old.name == next.name
      && old.children.map(\.name) == next.children.map(\.name):
      for (oldChild, nextChild) in zip(old.children, next.children) {
        steps += Self.steps(
          on: .child(nextChild.name), from: oldChild.stack.screens, to: nextChild.stack.screens)
      }
      if let selected = selection(from: old, to: next) { steps.append(.select(child: selected)) }
    default:
      if top != new.top { steps.append(.setTop(new.top)) }
    }
    for index in 0..<kept {
      guard let old = modals[index].stack, let next = new.modals[index].stack else { continue }
      steps += Self.steps(on: .modal(index), from: old.screens, to: next.screens)
    }
    for modal in new.modals[kept...] { steps.append(.present(modal)) }
    return steps
  }

  /// The child to select: the new selection; for columns, also the selected column when it
  /// shows another flow, so that a collapsed split view shows it again.
  private func selection(from old: Container, to next: Container) -> Int? {
    guard let selected = next.selected else { return nil }
    if old.selected != selected { return selected }
    guard layout == .columns, old.children.indices.contains(selected) else { return nil }
    let before = old.children[selected].stack.screens.first
    return before == next.children[selected].stack.screens.first ? nil : selected
  }

  /// The one step, if any, that turns a stack showing `old` into one showing `new`.
  private static func steps(
    on host: Host,
    from old: [NavigationScreen],
    to new: [NavigationScreen]
  ) -> [Step] {
    if old == new { return [] }
    if new.count == old.count + 1, new.starts(with: old), let last = new.last {
      return [.push(last, on: host)]
    }
    if !new.isEmpty, new.count < old.count, old.starts(with: new) {
      return [.pop(host, keeping: new.count)]
    }
    return [.setStack(host, new)]
  }

  // MARK: - What the user changes

  /// The stack of a host, if the plan has it.
  ///
  /// - Parameter host: The host.
  /// - Returns: Its stack, or `nil` when the plan has no such host.
  package func stack(of host: Host) -> Stack? {
    switch (host, top) {
    case let (.top, .stack(stack)):
      return stack
    case let (.child(name), .container(container)):
      return container.children.first { $0.name == name }?.stack
    case let (.modal(index), _):
      return modals.indices.contains(index) ? modals[index].stack : nil
    default:
      return nil
    }
  }

  /// Records that the user popped a host's stack to its first `count` screens (a swipe back),
  /// and returns the routes to report.
  ///
  /// ```swift
  /// let reports = plan.userPopped(.top, keeping: 1)  // [[red]]
  /// ```
  ///
  /// - Parameters:
  ///   - host: The stack the user popped.
  ///   - count: How many screens, from the bottom, it still shows.
  /// - Returns: The addresses to report, bottom first (see ``Stack/removals(keeping:)``); empty
  ///   when the stack already shows no more than `count` screens.
  package mutating func userPopped(_ host: Host, keeping count: Int) -> [NavigationTree.Address] {
    guard count >= 1, let stack = stack(of: host), count < stack.screens.count else { return [] }
    let reports = stack.removals(keeping: count)
    let kept = Array(stack.screens.prefix(count))
    switch (host, top) {
    case (.top, .stack):
      top = .stack(Stack(screens: kept))
    case (let .child(name), .container(var container)):
      if let index = container.children.firstIndex(where: { $0.name == name }) {
        container.children[index].stack.screens = kept
        top = .container(container)
      }
    case let (.modal(index), _):
      modals[index].stack?.screens = kept
    default:
      break
    }
    return reports
  }

  /// Records that the user dismissed the modal at `index` (a sheet pulled down, an alert
  /// button tapped), with every modal above it, and returns the modal's address to report.
  ///
  /// ```swift
  /// plan.userDismissed(modalAt: 0)  // [modal info]
  /// ```
  ///
  /// - Parameter index: The modal's position in the chain.
  /// - Returns: The modal's address, or `nil` when the chain has no modal there.
  package mutating func userDismissed(modalAt index: Int) -> NavigationTree.Address? {
    guard modals.indices.contains(index) else { return nil }
    let address = modals[index].screen.address
    modals.removeSubrange(index...)
    return address
  }

  // MARK: - Split columns

  /// What a column of a split view is to the UI.
  package enum ColumnRole: Hashable, Sendable {
    /// The leading column: a list, a sidebar.
    case primary
    /// The middle column of three.
    case supplementary
    /// The trailing column: the detail.
    case secondary
  }

  /// The role of each child of a container shown as split columns, in order: two children are
  /// the primary and secondary columns, three the primary, supplementary and secondary.
  ///
  /// ```swift
  /// NavigationStackPlan.columnRoles(count: 2)  // [.primary, .secondary]
  /// ```
  ///
  /// - Parameter count: The number of children.
  /// - Returns: The roles, or `nil` for a count a split view cannot show.
  package static func columnRoles(count: Int) -> [ColumnRole]? {
    switch count {
    case 1: [.primary]
    case 2: [.primary, .secondary]
    case 3: [.primary, .supplementary, .secondary]
    default: nil
    }
  }
}

// MARK: - Removals

extension NavigationTree {
  /// The change that removes the route at `address` from this tree, as the user removed it: a
  /// pop of it and every route above it, or the dismissal of the modal; `nil` when the tree does
  /// not show that route.
  ///
  /// ```swift
  /// tree.change(removing: [.route(.init("red"))])  // .pop(flow: [], count: 2)
  /// ```
  ///
  /// - Parameter address: The route's address.
  /// - Returns: The change, or `nil`.
  package func change(removing address: Address) -> NavigationChange? {
    removal(of: address)?.change
  }

  /// The change that removes the route at `address` from this tree, and the ids it removes
  /// with the one left on top; `nil` when the tree does not show that route. What renderers
  /// and the connection both decide a user's removal with.
  package func removal(
    of address: Address
  ) -> (change: NavigationChange, removed: [NavigationTree.ID?])? {
    guard let last = address.steps.last else { return nil }
    let flowAddress = Address(Array(address.steps.dropLast()))
    guard let flow = flow(at: flowAddress) else { return nil }
    switch last {
    case let .route(id):
      guard let index = flow.stack.lastIndex(where: { $0.id == id }) else { return nil }
      let below = index > 0 ? flow.stack[index - 1].id : nil
      let removed = [below] + flow.stack[index...].map(\.id)
      return (.pop(flow: flowAddress, count: flow.stack.count - index), removed)
    case let .modal(id):
      guard flow.modal?.id == id else { return nil }
      return (.dismiss(flow: flowAddress), [id])
    case .field, .child:
      return nil
    }
  }
}

extension RoutingAction {
  /// The action that removes the route at `address` from the flow at `flow`, when the route is
  /// one of that flow's own: `.navigation(.drop(id))`, the action a renderer reports with
  /// `NavigationConnection.userDidRemove(_:action:fileID:line:)`.
  ///
  /// ```swift
  /// AppFlow.Action.removal(of: [.route(.init("red"))])  // .navigation(.drop("red"))
  /// // A flow in the tab "colors":
  /// ColorFlow.Action.removal(of: address, inFlowAt: [.child("colors")]).map(AppTabs.Action.colors)
  /// ```
  ///
  /// `.drop(id)` names the route, so that the flow ignores it, with a diagnostic, once the route
  /// is gone. Give a flow's modals ids that its stack routes do not use: a `.drop` of an id that
  /// both have is ambiguous.
  ///
  /// - Parameters:
  ///   - address: The address of the route the user removed.
  ///   - flow: The address of this flow in the tree the renderer shows; the top by default.
  /// - Returns: The action, or `nil` when the route is not one of this flow's own (a nested
  ///   flow's: map that flow's action into this one) or its id is not of this flow's type.
  public static func removal(
    of address: NavigationTree.Address,
    inFlowAt flow: NavigationTree.Address = []
  ) -> Self? {
    guard address.steps.count == flow.steps.count + 1, address.steps.starts(with: flow.steps)
    else { return nil }
    switch address.steps.last {
    case let .route(id)?, let .modal(id)?:
      guard let id = id.base as? Route.ID else { return nil }
      return .navigation(.drop(id))
    case .field?, .child?, nil:
      return nil
    }
  }
}
