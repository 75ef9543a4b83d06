/// Keeps a renderer showing a store's navigation: made by `store.render(to:)`.
///
/// After every action, the connection computes the changes from what the renderer has
/// confirmed it shows to the tree of the current state, and sends them, one batch at a time:
/// while a batch is not confirmed, newer states wait, and the next batch starts from what the
/// renderer confirmed. So the screen converges on the state whatever the timing.
///
/// ```swift
/// let connection = store.render(to: renderer)
/// // Keep `connection` as long as the renderer shows the store.
/// ```
///
/// Routes the UI removes by itself come back through ``userDidRemove(_:action:fileID:line:)``.
@MainActor
public final class NavigationConnection<State, Action>: ConfirmableConnection {
  /// What the renderer has confirmed it shows.
  public private(set) var rendered: NavigationTree
  /// What the renderer will show once it confirms the batch it is rendering; `nil` when it
  /// is not rendering.
  public private(set) var rendering: NavigationTree?

  private weak var renderer: (any NavigationRenderer)?
  private let store: Store<State, Action>
  private var token: ObservationToken?
  /// The tree of the newest state the connection has seen.
  private var latest: NavigationTree
  private var batch = 0
  /// Whether the reports made during a batch are being handled: no batch starts until all
  /// are, as the renderer applied them all before confirming.
  private var isHandlingReports = false
  /// The reports of routes the UI removed by itself while a batch was being rendered.
  private var reportsWhileRendering: [(NavigationTree.Address, Action, StaticString, UInt)] = []

  /// Makes a connection that observes nothing yet: see ``attach(_:)``.
  @usableFromInline
  init(store: Store<State, Action>, renderer: some NavigationRenderer) {
    self.store = store
    self.renderer = renderer
    rendered = NavigationTree()
    latest = NavigationTree(of: store.currentState)
  }

  /// Keeps the observation that calls ``stateDidChange(_:)``, and sends the first changes.
  @usableFromInline
  func attach(_ token: ObservationToken) {
    self.token = token
    sendIfNeeded()
  }

  /// Stops sending changes to the renderer.
  public func disconnect() {
    token?.cancel()
    token = nil
    renderer = nil
  }

  /// Whether the connection still sends changes to its renderer.
  public var isConnected: Bool { token != nil && renderer != nil }

  /// Sends the changes to a new state, unless a batch is being rendered.
  @usableFromInline
  func stateDidChange(_ state: State) {
    latest = NavigationTree(of: state)
    sendIfNeeded()
  }

  private func sendIfNeeded() {
    guard let renderer, rendering == nil, !isHandlingReports, latest != rendered else { return }
    let changes = rendered.changes(to: latest)
    rendering = latest
    batch += 1
    renderer.render(
      changes,
      confirmation: NavigationConfirmation(connection: WeakConnection(value: self), batch: batch))
  }

  func confirm(batch confirmed: Int, fileID: StaticString, line: UInt) {
    guard let rendering, confirmed == batch else {
      Diagnostics.report(
        kind: "render.staleConfirmation",
        """
        A renderer confirmed batch \(confirmed) of changes, but the connection waits for \
        \(rendering == nil ? "none" : "batch \(batch)"). The confirmation was ignored. \
        This usually means a confirmation called twice, or kept from an earlier batch: \
        confirm each batch once, with the confirmation that came with it.
        """, fileID: fileID, line: line)
      return
    }
    rendered = rendering
    self.rendering = nil
    let reports = reportsWhileRendering
    reportsWhileRendering = []
    isHandlingReports = true
    for (route, action, fileID, line) in reports {
      handleRemoval(of: route, action: action, fileID: fileID, line: line)
    }
    isHandlingReports = false
    sendIfNeeded()
  }

  // MARK: - Changes the UI makes by itself

  /// Reports a route the UI removed by itself (a swipe back, a sheet pulled down), and sends
  /// the navigation action that removes it from the state, unless the state has moved on.
  ///
  /// ```swift
  /// // The user swiped back from "color-red" on the outermost stack.
  /// connection.userDidRemove([.route(.init("color-red"))], action: .navigation(.drop("color-red")))
  /// // The user pulled down the sheet "info" of the flow pushed as "settings".
  /// connection.userDidRemove(
  ///   [.route(.init("settings")), .modal(.init("info"))],
  ///   action: .route("settings", .settings(.navigation(.drop("info")))))
  /// ```
  ///
  /// A renderer that is rendering a batch when the user removes a route applies the removal
  /// after the batch, by address: the connection handles the report once the batch is
  /// confirmed, against what the batch shows.
  ///
  /// The address names the route, so a report is about one route, however late it comes:
  /// a stack route goes with every route above it, a modal alone. The connection records
  /// that the renderer no longer shows them, and sends `action` only when the state still
  /// shows exactly them: the same route at the same position with the same routes above it,
  /// or the same modal. A late or duplicate report (the renderer no longer shows the route),
  /// or one that contradicts a newer state, is ignored with a diagnostic, and the renderer is
  /// sent what brings the screen back to the state.
  ///
  /// - Parameters:
  ///   - route: The address of the route the UI removed: the lowest of the stack routes it
  ///     popped, or its modal.
  ///   - action: The navigation action that does the same in the state. Prefer `.drop(id)`
  ///     or `.popTo(id)` to `.pop` and `.dismiss`: they name the route, so that the flow too
  ///     ignores them once the route is gone.
  ///   - fileID: The file of this call, for diagnostics.
  ///   - line: The line of this call, for diagnostics.
  /// - Returns: Whether the action was sent; `false` too for a report made while a batch is
  ///   being rendered, which is handled once the batch is confirmed.
  @discardableResult
  public func userDidRemove(
    _ route: NavigationTree.Address,
    action: Action,
    fileID: StaticString = #fileID,
    line: UInt = #line
  ) -> Bool {
    if rendering != nil {
      reportsWhileRendering.append((route, action, fileID, line))
      return false
    }
    let sent = handleRemoval(of: route, action: action, fileID: fileID, line: line)
    sendIfNeeded()
    return sent
  }

  @discardableResult
  private func handleRemoval(
    of route: NavigationTree.Address,
    action: Action,
    fileID: StaticString,
    line: UInt
  ) -> Bool {
    guard let (change, removed) = rendered.removal(of: route) else {
      Diagnostics.report(
        kind: "render.lateReport",
        """
        A renderer reported that the user removed the route at \(route), but the renderer does \
        not show it (it shows '\(rendered.breadcrumb)'). The report was ignored and no action \
        was sent. This usually means a report sent twice, or after the route was already \
        removed; report each removal once, when the UI makes it.
        """, fileID: fileID, line: line)
      return false
    }
    rendered.apply(change)
    let current = NavigationTree(of: store.currentState)
    let stillShown = current.removal(of: route).map(\.removed) == removed
    if stillShown {
      store.send(action)
    } else {
      Diagnostics.report(
        kind: "render.staleReport",
        """
        A renderer reported that the user removed the route at \(route), but the state no \
        longer shows what the UI removed; it shows '\(current.breadcrumb)'. The action was \
        not sent, and the screen is brought back to the state. This happens when the state \
        changed while the user navigated; nothing needs fixing unless it happens for every \
        report.
        """, fileID: fileID, line: line)
      latest = current
    }
    return stillShown
  }
}

extension Store {
  /// Connects this store to a renderer: the renderer is sent the changes that show the
  /// current navigation, then, after every action, the changes from what it confirmed to the
  /// new state.
  ///
  /// ```swift
  /// let connection = store.render(to: renderer)
  /// ```
  ///
  /// The connection builds the state's ``NavigationTree`` after each action. For a flow's
  /// state, the overload for ``RoutingState`` skips an action that does not navigate in O(1).
  ///
  /// - Parameter renderer: The renderer; the connection holds it weakly.
  /// - Returns: The connection; keep it as long as the renderer shows this store.
  public func render(to renderer: some NavigationRenderer) -> NavigationConnection<State, Action> {
    let connection = NavigationConnection(store: self, renderer: renderer)
    connection.attach(observe { [weak connection] state in connection?.stateDidChange(state) })
    return connection
  }
}

extension Store where State: RoutingState {
  /// Connects this store to a renderer; an action that does not navigate costs one
  /// comparison of two numbers.
  ///
  /// Every change of a navigation state, its own or a nested flow's through its routes, gives
  /// it a new revision, so the connection compares the flow's revision with the last one it
  /// saw. When the root screen's state can hold a flow, every action builds the tree, as
  /// the general ``Store/render(to:)-9rvle`` does.
  ///
  /// - Parameter renderer: The renderer; the connection holds it weakly.
  /// - Returns: The connection; keep it as long as the renderer shows this store.
  @inlinable
  public func render(to renderer: some NavigationRenderer) -> NavigationConnection<State, Action> {
    let connection = NavigationConnection(store: self, renderer: renderer)
    if rootMayHoldFlows(State.Root.self) {
      connection.attach(observe { [weak connection] state in connection?.stateDidChange(state) })
      return connection
    }
    var seen = state.navigation.revision
    connection.attach(
      observe { [weak connection] state in
        let revision = state.navigation.revision
        guard revision != seen else { return }
        seen = revision
        connection?.stateDidChange(state)
      })
    return connection
  }
}

/// Whether a root screen's state of this type can hold a flow.
@usableFromInline
func rootMayHoldFlows(_ type: Any.Type) -> Bool {
  StateWalk.canContainFlow(type)
}
