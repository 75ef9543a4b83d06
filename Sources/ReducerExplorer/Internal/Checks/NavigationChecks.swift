import Foundation
import ReducerCore
import ReducerRouting

/// The checks of a state's navigation the explorer makes after every step, besides the
/// library's diagnostics and the app's invariants: each returns what went wrong, in full
/// sentences, or `nil`.
enum NavigationChecks {
  /// Whether the ordered changes from the tree before a step lead to the tree after it, as a
  /// renderer applying them would see (`old.applying(old.changes(to: new)) == new`).
  static func treeChanges(from old: NavigationTree, to new: NavigationTree) -> String? {
    let changes = old.changes(to: new)
    let reached = old.applying(changes)
    guard reached != new else { return nil }
    return """
      The changes from the navigation before the step, \(describe(changes, limit: 600)), lead \
      to \(reached.breadcrumb), not to the navigation the state shows, \(new.breadcrumb). A \
      renderer applying them would show the wrong screens.
      """
  }

  /// Whether the navigation of the top flow survives a save and a relaunch: encoded as a
  /// `NavigationSnapshot` in JSON, decoded and restored into the state, it shows the same
  /// tree. `nil` also when the flow's routes are not `Codable` (nothing to save).
  static func snapshotRoundTrip(reducer: Any, state: Any) -> String? {
    guard let flow = reducer as? any RoutingReducer else { return nil }
    return snapshotRoundTrip(flow: flow, state: state)
  }

  /// Whether the navigation of the flow `reducer` runs can be saved: its routes are `Codable`.
  static func canSave(reducer: Any) -> Bool {
    guard let flow = reducer as? any RoutingReducer else { return false }
    return canSave(flow: flow)
  }

  private static func canSave<Flow: RoutingReducer>(flow _: Flow) -> Bool {
    Flow.Route.self is any (Routing & Codable).Type
  }

  /// The state a relaunch starts from: `initialState` with the navigation of `state` saved as
  /// a `NavigationSnapshot` in JSON and restored; `nil` when it cannot be saved or restored
  /// (the snapshot round trip check reports why).
  static func relaunchedState(reducer: Any, state: Any, initialState: Any) -> Any? {
    guard let flow = reducer as? any RoutingReducer else { return nil }
    return relaunchedState(flow: flow, state: state, initialState: initialState)
  }

  private static func relaunchedState<Flow: RoutingReducer>(
    flow _: Flow, state: Any, initialState: Any
  ) -> Any? {
    guard let state = state as? Flow.State, let initialState = initialState as? Flow.State,
      let codable = Flow.Route.self as? any (Routing & Codable).Type
    else { return nil }
    return restored(codable, from: state, into: initialState)
  }

  private static func restored<Route: Routing & Codable, State: RoutingState>(
    _: Route.Type, from state: State, into initialState: State
  ) -> State? {
    guard let navigation = state.navigation as? NavigationState<Route>,
      let restored = (try? navigation.savedAndRestored()) as? NavigationState<State.Route>
    else { return nil }
    var relaunched = initialState
    relaunched.navigation = restored
    return relaunched
  }

  private static func snapshotRoundTrip<Flow: RoutingReducer>(flow _: Flow, state: Any)
    -> String?
  {
    guard let state = state as? Flow.State,
      let codable = Flow.Route.self as? any (Routing & Codable).Type
    else { return nil }
    return roundTrip(codable, state: state)
  }

  private static func roundTrip<Route: Routing & Codable, State: RoutingState>(
    _: Route.Type, state: State
  ) -> String? {
    guard let navigation = state.navigation as? NavigationState<Route> else { return nil }
    let reported = LockIsolated<[Diagnostic]>([])
    let handler = DiagnosticHandler { diagnostic in reported.withValue { $0.append(diagnostic) } }
    let restored: Result<State, any Error> = Diagnostics.$handler.withValue(handler) {
      Result {
        var restored = state
        if let navigation = try navigation.savedAndRestored() as? NavigationState<State.Route> {
          restored.navigation = navigation
        }
        return restored
      }
    }
    let diagnostics = reported.withValue { $0 }
    switch restored {
    case let .failure(error):
      return """
        Saving the navigation as a NavigationSnapshot and restoring it failed: \
        \(describe(error, limit: 300)). The app would relaunch without it.
        """
    case let .success(restored):
      let saved = NavigationTree(of: state)
      let relaunched = NavigationTree(of: restored)
      if saved != relaunched {
        return """
          The navigation saved as a NavigationSnapshot shows \(saved.breadcrumb), but once \
          restored it shows \(relaunched.breadcrumb): a relaunch would show other screens. \
          Check the routes' Codable conformance.
          """
      }
      if let diagnostic = diagnostics.first {
        return """
          Restoring the saved NavigationSnapshot reported a problem: \(diagnostic.message)
          """
      }
      return nil
    }
  }
}

extension NavigationChecks {
  /// The description of the `DeepLink` of `state` when it is `DeepLinkable` and its link is
  /// not empty (the root screen alone).
  static func link(of state: Any) -> String? {
    guard let linkable = state as? any DeepLinkable else { return nil }
    let link = DeepLink(for: linkable)
    return link.segments.isEmpty && link.query.isEmpty ? nil : link.description
  }

  /// `initialState` opened with the link `text`, or `nil` when it is not `DeepLinkable` or the
  /// link does not open.
  static func coldStart(link text: String, initialState: Any) -> Any? {
    guard let linkable = initialState as? any DeepLinkable else { return nil }
    return opened(linkable, link: text)
  }

  private static func opened<State: DeepLinkable>(_ state: State, link text: String) -> State? {
    let reported = LockIsolated<[Diagnostic]>([])
    let handler = DiagnosticHandler { diagnostic in reported.withValue { $0.append(diagnostic) } }
    return Diagnostics.$handler.withValue(handler) {
      guard let link = try? DeepLink(text) else { return nil }
      return try? state.opening(link)
    }
  }

  /// Whether each route shown by a `DeepLinkableFlow` state (and by the deep-linkable flows its
  /// routes hold) comes back with its id from its own link: `route(for:in:)` reading
  /// `segments(for:)` gives a route with the same id, the contract `DeepLinkableFlow`
  /// documents, so that a link made of the shown screen opens that same screen. A route the
  /// flow refuses to open in its placement is not asked about.
  ///
  /// - Complexity: O(*r*) in the routes shown, to the default `NavigationLimits().maxDepth`
  ///   levels.
  static func linkRoundTrip(state: Any) -> String? {
    guard let flow = state as? any DeepLinkableFlow else { return nil }
    return linkRoundTrip(flow, depth: 0)
  }

  private static func linkRoundTrip<State: DeepLinkableFlow>(_ state: State, depth: Int)
    -> String?
  {
    guard depth < NavigationLimits().maxDepth else { return nil }
    var placed = state.navigation.stack.map { (route: $0, placement: LinkPlacement.stack) }
    if let modal = state.navigation.modal {
      placed.append((modal, .modal(state.navigation.modalStyle ?? .sheet)))
    }
    let flowName = Dump.typeName(of: State.self)
    for (route, placement) in placed where State.acceptsLink(to: route, as: placement) {
      let segments = State.segments(for: route)
      guard let first = segments.first else { continue }
      var reader = DeepLinkReader(DeepLink(segments: segments))
      _ = reader.next()
      do {
        let rebuilt = try State.route(for: first, in: &reader)
        guard rebuilt.id == route.id else {
          return """
            The route \(describe(route.id)) of '\(flowName)' has the link segments \
            \(describe(segments)), but '\(flowName).route(for:in:)' builds from them a route \
            with the id \(describe(rebuilt.id)): a link made of this screen opens another. \
            Make 'segments(for:)' and 'route(for:in:)' agree on the route's id.
            """
        }
      } catch {
        return """
          The route \(describe(route.id)) of '\(flowName)' has the link segments \
          \(describe(segments)), which '\(flowName).route(for:in:)' refuses: \
          \(describe(error, limit: 300)). A link made of this screen does not open.
          """
      }
      if caseNameOfUnreflectablePayload(route) == nil,
        let nested = Mirror(reflecting: route).children.first?.value as? any DeepLinkableFlow,
        let problem = linkRoundTrip(nested, depth: depth + 1)
      {
        return problem
      }
    }
    return nil
  }

  /// Whether the link of the whole navigation `state` shows opens that same navigation from
  /// `initialState`: `DeepLink(for: state)` opened on the initial state shows the same
  /// `NavigationTree`, so that a link made of the shown screen opens the same screens. `nil`
  /// when the state is not `DeepLinkable`, its link is empty (the root screen alone), or it
  /// shows a route its flow refuses to open by a link in that placement.
  ///
  /// - Complexity: O(*n*) in the routes shown.
  static func wholeLink(state: Any, initialState: Any) -> String? {
    guard let linkable = state as? any DeepLinkable else { return nil }
    return wholeLink(linkable, initialState: initialState)
  }

  private static func wholeLink<State: DeepLinkable>(_ state: State, initialState: Any)
    -> String?
  {
    guard let initialState = initialState as? State else { return nil }
    let link = DeepLink(for: state)
    guard !link.segments.isEmpty || !link.query.isEmpty else { return nil }
    let reported = LockIsolated<[Diagnostic]>([])
    let handler = DiagnosticHandler { diagnostic in reported.withValue { $0.append(diagnostic) } }
    let opened: Result<State, DeepLinkError> = Diagnostics.$handler.withValue(handler) {
      Result { () throws(DeepLinkError) in try initialState.opening(link) }
    }
    let shown = shownPart(of: NavigationTree(of: state))
    switch opened {
    case let .failure(error):
      if case .refusedPlacement = error.reason { return nil }
      return """
        The link of the navigation shown, \(describe(link.description)), does not open from \
        the initial state: \(describe(error, limit: 300)). A link made of this screen fails; \
        make 'segments(for:)' write what 'route(for:in:)' reads.
        """
    case let .success(opened):
      let tree = shownPart(of: NavigationTree(of: opened))
      guard tree != shown else { return nil }
      return """
        The link of the navigation shown, \(describe(link.description)), opens \
        \(tree.breadcrumb) from the initial state, but it was made of \(shown.breadcrumb): a \
        link made of this screen opens another. Make 'segments(for:)' and 'route(for:in:)' \
        agree on each route.
        """
    }
  }

  /// What a link can hold of `tree`: in a container with a selected child (a tab), that
  /// child's flows alone, since a link opens the tab it names and leaves the others as they
  /// are; every column of a container without one (a split view).
  static func shownPart(of tree: NavigationTree) -> NavigationTree {
    func shown(_ node: NavigationTree.Node) -> NavigationTree.Node {
      switch node {
      case var .flow(flow):
        flow.rootNodes = flow.rootNodes.map(shown)
        flow.stack = flow.stack.map { route in
          var route = route
          route.nodes = route.nodes.map(shown)
          return route
        }
        if var modal = flow.modal {
          modal.nodes = modal.nodes.map(shown)
          flow.modal = modal
        }
        return .flow(flow)
      case var .container(container):
        let selects = container.children.contains(where: \.isSelected)
        container.children = container.children.map { child in
          var child = child
          child.nodes = selects && !child.isSelected ? [] : child.nodes.map(shown)
          return child
        }
        return .container(container)
      }
    }
    return NavigationTree(nodes: tree.nodes.map(shown))
  }
}
