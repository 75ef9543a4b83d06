/// The navigation of a flow: a stack of routes over the root screen, and an optional modal.
///
/// Read it freely; change it through navigation actions, or, when you build a state directly
/// (initial states, expected states in tests), through the methods named like the actions:
///
/// ```swift
/// await store.send(.root(.colorTapped("red"))) {
///   $0.navigation.push(.color(.init(name: "red")))
/// }
/// ```
///
/// The methods follow the same rules as the actions: a step that cannot apply is reported as a
/// diagnostic and leaves the state exactly as it was.
public struct NavigationState<Route: Routing> {
  // Stored under other names, so that the library's inlinable code can change them while
  // users read them only.
  // Every change through `_stack` and `_modal` takes a new revision; a route changed in place
  // through the storage takes one only when the change navigates (see `updateRoute`).
  @usableFromInline var _stackStorage: IdentifiedArray<Route.ID, Route>
  @usableFromInline var _modalStorage: Route?
  @inlinable var _stack: IdentifiedArray<Route.ID, Route> {
    get { _stackStorage }
    _modify {
      yield &_stackStorage
      revise()
    }
  }
  @inlinable var _modal: Route? {
    get { _modalStorage }
    _modify {
      yield &_modalStorage
      revise()
    }
  }
  @usableFromInline var _modalStyle: ModalStyle?  // changes only with `_modal`
  /// Tells this flow's navigation from another flow's, so that a flow cleans up only its own
  /// routes; not part of the value (equality, hashing and coding ignore it).
  @usableFromInline var _owner: UInt64
  /// A number no other navigation state had: it changes with every change (see `Tree/`).
  @usableFromInline package var revision = NavigationRevision.next()

  /// The pushed routes, bottom first; the root screen is not part of it.
  @inlinable public var stack: IdentifiedArray<Route.ID, Route> { _stack }
  /// The route presented modally, if any.
  @inlinable public var modal: Route? { _modal }
  /// How ``modal`` is presented, or `nil` when there is no modal.
  @inlinable public var modalStyle: ModalStyle? { _modalStyle }

  /// Creates a navigation state.
  ///
  /// - Parameters:
  ///   - stack: The pushed routes, bottom first. A route whose id is already in the stack is
  ///     left out and reported as a diagnostic.
  ///   - modal: The route presented modally, if any.
  ///   - modalStyle: How the modal is presented.
  ///   - fileID: The file of this call, for diagnostics.
  ///   - line: The line of this call, for diagnostics.
  public init(
    stack: [Route] = [],
    modal: Route? = nil,
    modalStyle: ModalStyle = .sheet,
    fileID: StaticString = #fileID,
    line: UInt = #line
  ) {
    _stackStorage = IdentifiedArray(uncheckedUniqueElements: stack)
    _modalStorage = modal
    _modalStyle = modal == nil ? nil : modalStyle
    _owner = uniqueNumber()
    if _stack.count != stack.count {
      reportDuplicates(in: stack, step: "NavigationState(stack:)") { kind, message in
        Diagnostics.report(kind: kind, message, fileID: fileID, line: line)
      }
    }
  }

  /// The route on top of the stack, if any.
  public var top: Route? { stack.last }

  /// Whether the flow shows nothing but its root screen.
  public var isAtRoot: Bool { stack.isEmpty && modal == nil }

  // MARK: - Steps

  /// Pushes a route on top of the stack, unless its id is already on the stack.
  ///
  /// - Parameters:
  ///   - route: The route to push.
  ///   - fileID: The file of this call, for diagnostics.
  ///   - line: The line of this call, for diagnostics.
  public mutating func push(_ route: Route, fileID: StaticString = #fileID, line: UInt = #line) {
    apply(.push(route), fileID: fileID, line: line)
  }

  /// Pops the top route, unless the stack is empty.
  ///
  /// - Parameters:
  ///   - fileID: The file of this call, for diagnostics.
  ///   - line: The line of this call, for diagnostics.
  public mutating func pop(fileID: StaticString = #fileID, line: UInt = #line) {
    apply(.pop, fileID: fileID, line: line)
  }

  /// Pops the routes above the route with this id, unless no route has it.
  ///
  /// - Parameters:
  ///   - id: The id of the route to show on top.
  ///   - fileID: The file of this call, for diagnostics.
  ///   - line: The line of this call, for diagnostics.
  /// - Complexity: O(*k*) in the number of popped routes.
  public mutating func popTo(_ id: Route.ID, fileID: StaticString = #fileID, line: UInt = #line) {
    apply(.popTo(id), fileID: fileID, line: line)
  }

  /// Pops every route, back to the root screen.
  ///
  /// - Complexity: O(*n*).
  public mutating func popToRoot() {
    apply(.popToRoot, fileID: #fileID, line: #line)
  }

  /// Replaces the whole stack, unless the new stack repeats an id.
  ///
  /// - Parameters:
  ///   - routes: The new stack, bottom first.
  ///   - fileID: The file of this call, for diagnostics.
  ///   - line: The line of this call, for diagnostics.
  /// - Complexity: O(*n* + *m*).
  public mutating func setStack(
    _ routes: [Route],
    fileID: StaticString = #fileID,
    line: UInt = #line
  ) {
    apply(.setStack(routes), fileID: fileID, line: line)
  }

  /// Presents a route modally, replacing the modal already presented; a route with the
  /// modal's id takes its place and keeps its effects.
  ///
  /// - Parameters:
  ///   - route: The route to present.
  ///   - style: How to present it.
  public mutating func present(_ route: Route, style: ModalStyle = .sheet) {
    apply(.present(route, style: style), fileID: #fileID, line: #line)
  }

  /// Dismisses the modal, unless there is none.
  ///
  /// - Parameters:
  ///   - fileID: The file of this call, for diagnostics.
  ///   - line: The line of this call, for diagnostics.
  public mutating func dismiss(fileID: StaticString = #fileID, line: UInt = #line) {
    apply(.dismiss, fileID: fileID, line: line)
  }

  /// Tears down the branch of the route with this id: the modal, or that route and every
  /// route above it on the stack.
  ///
  /// - Parameters:
  ///   - id: The id of the route to remove.
  ///   - fileID: The file of this call, for diagnostics.
  ///   - line: The line of this call, for diagnostics.
  public mutating func drop(_ id: Route.ID, fileID: StaticString = #fileID, line: UInt = #line) {
    apply(.drop(id), fileID: fileID, line: line)
  }

  /// Removes the stack route with this id from the middle of the stack, with the flows nested
  /// in it; the routes above it stay. Unless no route on the stack has it.
  ///
  /// - Parameters:
  ///   - id: The id of the route to remove.
  ///   - fileID: The file of this call, for diagnostics.
  ///   - line: The line of this call, for diagnostics.
  /// - Complexity: O(*n*).
  public mutating func remove(_ id: Route.ID, fileID: StaticString = #fileID, line: UInt = #line) {
    apply(.remove(id), fileID: fileID, line: line)
  }

  // MARK: - Applying actions

  /// A route that a step took away.
  @usableFromInline
  package struct Removal {
    /// The route, with its last state.
    @usableFromInline package let route: Route
    /// Whether it was the modal.
    @usableFromInline package let wasModal: Bool

    @inlinable
    init(route: Route, wasModal: Bool) {
      self.route = route
      self.wasModal = wasModal
    }
  }

  /// Applies a step; returns the routes it removed, top first, or `nil` when it was rejected
  /// (after reporting why at the call site).
  @discardableResult
  package mutating func apply(
    _ action: NavigationAction<Route>,
    fileID: StaticString,
    line: UInt
  ) -> [Removal]? {
    apply(action) { kind, message in
      Diagnostics.report(kind: kind, message, fileID: fileID, line: line)
    }
  }

  /// Applies a step; returns the routes it removed, top first, or `nil` when it was rejected
  /// (after reporting why through `report`, called with the kind and the message).
  ///
  /// A closure that is not kept: building the report costs nothing unless a step fails.
  @inlinable
  package mutating func apply(
    _ action: NavigationAction<Route>,
    reporting report: (_ kind: String, _ message: String) -> Void
  ) -> [Removal]? {
    switch action {
    case let .push(route):
      guard _stack.append(route).inserted else {
        rejectPush(of: route, report: report)
        return nil
      }
      return []
    case .pop:
      guard let route = _stack.popLast() else {
        rejectPop(report: report)
        return nil
      }
      return [Removal(route: route, wasModal: false)]
    case let .popTo(id):
      guard let index = _stack.index(id: id) else {
        rejectUnknownID(id, step: "Popping to", report: report)
        return nil
      }
      return Self.stackRemovals(_stack.removeSuffix(from: index + 1))
    case .popToRoot:
      return Self.stackRemovals(_stack.removeSuffix(from: 0))
    case let .setStack(routes):
      return setStack(to: routes, report: report)
    case let .present(route, style):
      let old = _modal
      _modal = route
      _modalStyle = style
      // The same id: the modal takes the new state and keeps its effects, like `setStack`.
      guard let old, old.id != route.id else { return [] }
      return [Removal(route: old, wasModal: true)]
    case .dismiss:
      guard let old = _modal else {
        rejectDismiss(report: report)
        return nil
      }
      _modal = nil
      _modalStyle = nil
      return [Removal(route: old, wasModal: true)]
    case let .drop(id):
      if let old = _modal, old.id == id {
        _modal = nil
        _modalStyle = nil
        return [Removal(route: old, wasModal: true)]
      }
      guard let index = _stack.index(id: id) else {
        rejectUnknownID(id, step: "Dropping", report: report)
        return nil
      }
      return Self.stackRemovals(_stack.removeSuffix(from: index))
    case let .remove(id):
      guard let route = _stack.remove(id: id) else {
        rejectUnknownID(id, step: "Removing", report: report)
        return nil
      }
      return [Removal(route: route, wasModal: false)]
    case let .restore(navigation):
      // The new stack's ids are unique (it is a navigation state): this cannot fail.
      let removedFromStack = setStack(to: Array(navigation._stack), report: report) ?? []
      var removals: [Removal] = []
      if let old = _modal, old.id != navigation._modal?.id {
        removals.append(Removal(route: old, wasModal: true))
      }
      _modal = navigation._modal
      _modalStyle = navigation._modal == nil ? nil : navigation._modalStyle
      return removals + removedFromStack
    }
  }

  /// The removals of stack routes taken off together, top first.
  @inlinable
  static func stackRemovals(_ routes: [Route]) -> [Removal] {
    routes.reversed().map { Removal(route: $0, wasModal: false) }
  }

  /// Replaces the stack; the routes whose ids are not in `routes` are removed.
  @usableFromInline
  mutating func setStack(to routes: [Route], report: (_ kind: String, _ message: String) -> Void)
    -> [Removal]?
  {
    let newStack = IdentifiedArray<Route.ID, Route>(uncheckedUniqueElements: routes)
    guard newStack.count == routes.count else {
      reportDuplicates(in: routes, step: "Setting the stack", report: report)
      return nil
    }
    let removed = _stack.reversed().filter { !newStack.contains(id: $0.id) }
    _stack = newStack
    return removed.map { Removal(route: $0, wasModal: false) }
  }

  @usableFromInline
  func rejectPush(of route: Route, report: (_ kind: String, _ message: String) -> Void) {
    report(
      "navigation.duplicateID",
      """
      Pushing a route with the id \(describe(route.id)) failed: a route with that id is \
      already on the stack at position \(_stack.index(id: route.id) ?? 0). The id decides \
      whether a screen can be shown twice, and the stack was left as it was. Pop back to it \
      with '.popTo(\(describe(route.id)))', or give the route an id that tells the two \
      screens apart.
      """)
  }

  @usableFromInline
  func rejectPop(report: (_ kind: String, _ message: String) -> Void) {
    report(
      "navigation.popEmpty",
      """
      Popping failed: the stack of '\(Dump.typeName(of: Route.self))' is empty, so only the root screen is \
      shown. The state was left as it was. Check 'navigation.stack.isEmpty' before popping, \
      or dismiss the modal with '.dismiss' if that is what should close.
      """)
  }

  @usableFromInline
  func rejectDismiss(report: (_ kind: String, _ message: String) -> Void) {
    report(
      "navigation.dismissNone",
      """
      Dismissing failed: '\(Dump.typeName(of: Route.self))' has no modal presented. The state was left as it \
      was. Check 'navigation.modal' before dismissing, or pop with '.pop' if a pushed \
      screen should close.
      """)
  }

  /// Reports a `.popTo` or `.drop` of an id that is not shown.
  @usableFromInline
  func rejectUnknownID(
    _ id: Route.ID, step: String, report: (_ kind: String, _ message: String) -> Void
  ) {
    let shown = describe(_stack.ids)
    let detail: String
    if step == "Removing" {
      detail = """
        no route on the stack has that id (the stack holds \(shown)). The state was left as it \
        was. The route may have been removed already; remove only routes that are on the stack.
        """
    } else if step == "Dropping" {
      detail = """
        it is neither on the stack (which holds \(shown)) nor the modal. The state was left as \
        it was. The route may have been removed already; drop only routes that are shown.
        """
    } else {
      detail = """
        no route on the stack has that id (the stack holds \(shown)). The state was left as it \
        was. Pop to an id that is on the stack, or use '.popToRoot'.
        """
    }
    report(
      "navigation.unknownID",
      "\(step) the route with the id \(describe(id)) failed: \(detail)")
  }

  /// Changes the stack route with this id in place; `nil` when no route has it. The state
  /// keeps its revision unless the change navigates (see `RouteChange`).
  ///
  /// - Parameters:
  ///   - id: The route's id; the top route's is compared first (most actions are for it).
  ///   - routesMayHoldFlows: Whether a route can hold a flow (`routesMayHoldFlows`), whose
  ///     navigation the change may move; when `false`, only the route's case is compared.
  ///   - body: Changes the route.
  @inlinable
  package mutating func updateRoute<Result>(
    id: Route.ID,
    routesMayHoldFlows: Bool = true,
    _ body: (inout Route) -> Result
  ) -> Result? {
    var navigated = false
    let result = _stackStorage.modifyCheckingLastFirst(id: id) { route in
      let change = RouteChange(before: &route, tracksNested: routesMayHoldFlows)
      let result = body(&route)
      navigated = change.navigated(after: &route)
      return result
    }
    if navigated { revise() }
    return result
  }

  /// Changes the modal in place; `nil` when there is none. A change of its id is reported; in
  /// debug builds it is undone, in release builds the modal keeps it (the route is not copied
  /// first, so a change costs O(1) whatever the size of its state).
  @inlinable
  package mutating func updateModal<Result>(
    fileID: StaticString = #fileID,
    line: UInt = #line,
    routesMayHoldFlows: Bool = true,
    _ body: (inout Route) -> Result
  ) -> Result? {
    var navigated = false
    let result = changeModal(fileID: fileID, line: line) { route in
      let change = RouteChange(before: &route, tracksNested: routesMayHoldFlows)
      let id = route.id
      let result = body(&route)
      navigated = change.navigated(after: &route) || route.id != id
      return result
    }
    if navigated { revise() }
    return result
  }

  /// Changes the modal in place; `nil` when there is none. See ``updateModal(fileID:line:_:)``.
  @inlinable
  mutating func changeModal<Result>(
    fileID: StaticString,
    line: UInt,
    _ body: (inout Route) -> Result
  ) -> Result? {
    guard var route = _modal else { return nil }
    #if DEBUG
      let original = route
    #endif
    let originalID = route.id
    _modalStorage = nil
    let result = body(&route)
    if route.id != originalID {
      rejectChangedModalID(from: originalID, to: route.id, fileID: fileID, line: line)
      #if DEBUG
        route = original
      #endif
    }
    _modalStorage = route
    return result
  }

  @usableFromInline
  func rejectChangedModalID(from old: Route.ID, to new: Route.ID, fileID: StaticString, line: UInt)
  {
    reject(
      "navigation.idChanged",
      """
      A change to the modal \(describe(old)) gave it the id \(describe(new)). \
      A route keeps its id (its actions and effects are addressed by it): debug builds undo \
      the change, release builds keep the new id and cancel the effects the modal started \
      under the old one. To show another route, present it.
      """, fileID: fileID, line: line)
  }

  // MARK: - Changing route states

  /// Changes the state of the stack route with this id: for expected states in tests and for
  /// states you build directly.
  ///
  /// ```swift
  /// await store.receive(.route("color-red", .color(.tick))) {
  ///   $0.navigation.modifyRoute("color-red", as: /Route.color) { $0.ticks = 1 }
  /// }
  /// ```
  ///
  /// A change of the route's id is undone and reported, like an id that is not on the stack.
  ///
  /// - Parameters:
  ///   - id: The id of the route on the stack.
  ///   - fileID: The file of this call, for diagnostics.
  ///   - line: The line of this call, for diagnostics.
  ///   - body: Changes the route.
  public mutating func modifyRoute(
    _ id: Route.ID,
    fileID: StaticString = #fileID,
    line: UInt = #line,
    _ body: (inout Route) -> Void
  ) {
    guard _stack.modify(id: id, fileID: fileID, line: line, body) != nil else {
      rejectUnknownRoute(id, fileID: fileID, line: line)
      return
    }
  }

  /// Changes the payload of the stack route with this id, read through a case path.
  ///
  /// - Parameters:
  ///   - id: The id of the route on the stack.
  ///   - casePath: The route's case, such as `/Route.color`.
  ///   - fileID: The file of this call, for diagnostics.
  ///   - line: The line of this call, for diagnostics.
  ///   - body: Changes the payload.
  public mutating func modifyRoute<Value>(
    _ id: Route.ID,
    as casePath: CasePath<Route, Value>,
    fileID: StaticString = #fileID,
    line: UInt = #line,
    _ body: (inout Value) -> Void
  ) {
    modifyRoute(id, fileID: fileID, line: line) { route in
      guard casePath.modify(&route, body) != nil else {
        Self.rejectWrongCase(route, fileID: fileID, line: line)
        return
      }
    }
  }

  /// Changes the state of the modal: for expected states in tests and for states you build
  /// directly. Without a modal, it reports a diagnostic and changes nothing.
  ///
  /// - Parameters:
  ///   - fileID: The file of this call, for diagnostics.
  ///   - line: The line of this call, for diagnostics.
  ///   - body: Changes the modal route.
  public mutating func modifyModal(
    fileID: StaticString = #fileID,
    line: UInt = #line,
    _ body: (inout Route) -> Void
  ) {
    guard updateModal(fileID: fileID, line: line, body) != nil else {
      reject(
        "navigation.dismissNone",
        """
        Changing the modal failed: '\(Dump.typeName(of: Route.self))' has no modal presented. \
        Nothing was changed. Present the modal first, or change a stack route with \
        'modifyRoute(_:)'.
        """, fileID: fileID, line: line)
      return
    }
  }

  /// Changes the payload of the modal, read through a case path.
  ///
  /// - Parameters:
  ///   - casePath: The modal's case, such as `/Route.info`.
  ///   - fileID: The file of this call, for diagnostics.
  ///   - line: The line of this call, for diagnostics.
  ///   - body: Changes the payload.
  public mutating func modifyModal<Value>(
    as casePath: CasePath<Route, Value>,
    fileID: StaticString = #fileID,
    line: UInt = #line,
    _ body: (inout Value) -> Void
  ) {
    modifyModal(fileID: fileID, line: line) { route in
      guard casePath.modify(&route, body) != nil else {
        Self.rejectWrongCase(route, fileID: fileID, line: line)
        return
      }
    }
  }

  private func rejectUnknownRoute(_ id: Route.ID, fileID: StaticString, line: UInt) {
    reject(
      "navigation.unknownID",
      """
      Changing the route with the id \(describe(id)) failed: no route on the stack has that id \
      (the stack holds \(describe(stack.ids))). Nothing was changed. Change a route that is on \
      the stack, or the modal with 'modifyModal'.
      """, fileID: fileID, line: line)
  }

  private static func rejectWrongCase(_ route: Route, fileID: StaticString, line: UInt) {
    Diagnostics.report(
      kind: "navigation.wrongCase",
      """
      Changing the route \(describe(route.id)) failed: it is \(describeCase(route)), not the \
      case the case path names. Nothing was changed. Use the case path of the route's case.
      """,
      fileID: fileID,
      line: line)
  }

  @usableFromInline
  func reject(_ kind: String, _ message: String, fileID: StaticString, line: UInt) {
    Diagnostics.report(kind: kind, message, fileID: fileID, line: line)
  }

  @usableFromInline
  func reportDuplicates(
    in routes: [Route],
    step: String,
    report: (_ kind: String, _ message: String) -> Void
  ) {
    var seen = Set<Route.ID>()
    let duplicates = routes.map(\.id).filter { !seen.insert($0).inserted }
    report(
      "navigation.duplicateID",
      """
      \(step) failed: the routes repeat the id(s) \(describe(duplicates)), and a stack holds \
      each id once. The state was left as it was. Give each route an id that tells it apart.
      """)
  }
}

extension NavigationState: Equatable where Route: Equatable {
  /// Whether both hold equal stacks and modals with the same style.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.stack == rhs.stack && lhs.modal == rhs.modal && lhs.modalStyle == rhs.modalStyle
  }
}

extension NavigationState: Hashable where Route: Hashable {
  /// Hashes the stack, the modal and its style.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(stack)
    hasher.combine(modal)
    hasher.combine(modalStyle)
  }
}

extension NavigationState: Sendable where Route: Sendable {}

extension NavigationState: Codable where Route: Codable {
  private enum CodingKeys: String, CodingKey { case stack, modal, modalStyle }

  /// Encodes the stack, the modal and its style.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(stack, forKey: .stack)
    try container.encodeIfPresent(modal, forKey: .modal)
    try container.encodeIfPresent(modalStyle, forKey: .modalStyle)
  }

  /// Decodes a navigation state; a stack that repeats an id is a decoding error.
  ///
  /// Within the ``NavigationLimits`` of the decoder's `userInfo`
  /// (``NavigationLimits/userInfoKey``), ``NavigationLimits/default`` when it has none: a
  /// navigation nested deeper than ``NavigationLimits/maxDepth`` in other navigations, or a
  /// stack longer than ``NavigationLimits/maxRoutes``, is refused before its routes are
  /// decoded, with a `DecodingError` that names the limit.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let limits = NavigationLimits.in(decoder.userInfo)
    // Each navigation around this one put one of its keys on the coding path.
    var depth = 1
    for key in decoder.codingPath
    where key.stringValue == CodingKeys.stack.stringValue
      || key.stringValue == CodingKeys.modal.stringValue
    {
      depth += 1
    }
    guard depth <= limits.maxDepth else {
      throw DecodingError.dataCorruptedError(
        forKey: .stack, in: container,
        debugDescription: """
          The navigation is nested in more than the \(limits.maxDepth) levels the app accepts \
          (NavigationLimits.maxDepth). Saved state this deep was not written by the app; \
          discard it and start from the initial state.
          """)
    }
    var routes = try container.nestedUnkeyedContainer(forKey: .stack)
    if let count = routes.count, count > limits.maxRoutes {
      throw DecodingError.dataCorruptedError(
        forKey: .stack, in: container,
        debugDescription: """
          The stack holds \(count) routes, more than the \(limits.maxRoutes) the app accepts \
          (NavigationLimits.maxRoutes); none was decoded. Discard the saved state, or raise the \
          limit in the decoder's userInfo.
          """)
    }
    var stack = IdentifiedArray<Route.ID, Route>()
    while !routes.isAtEnd {
      let route = try routes.decode(Route.self)
      guard stack.append(route).inserted else {
        throw DecodingError.dataCorruptedError(
          forKey: .stack, in: container,
          debugDescription: """
            The stack holds the id \(quotedOutsideText(describe(route.id))) twice. Ids in a \
            stack must be unique; remove or rename the duplicates.
            """)
      }
      guard stack.count <= limits.maxRoutes else {
        throw DecodingError.dataCorruptedError(
          forKey: .stack, in: container,
          debugDescription: """
            The stack holds more than the \(limits.maxRoutes) routes the app accepts \
            (NavigationLimits.maxRoutes).
            """)
      }
    }
    _stackStorage = stack
    _modalStorage = try container.decodeIfPresent(Route.self, forKey: .modal)
    let style = try container.decodeIfPresent(ModalStyle.self, forKey: .modalStyle)
    _modalStyle = _modalStorage == nil ? nil : (style ?? .sheet)
    _owner = uniqueNumber()
  }
}

extension NavigationState: CustomReflectable {
  /// Reflects the stack, the modal and its style.
  public var customMirror: Mirror {
    Mirror(
      self,
      children: ["stack": stack, "modal": modal as Any, "modalStyle": modalStyle as Any],
      displayStyle: .struct
    )
  }
}

// MARK: - Revisions

/// The revisions of navigation states: a process-wide counter, so that two navigation states
/// with the same revision are copies of one value, unchanged since. A connection to a renderer
/// compares revisions to skip, in O(1), an action that did not navigate.
///
/// The counter only hands out unique, increasing numbers; nothing decides behaviour from how
/// far it moved. A flow that asks whether a change of a route navigated (see `RouteChange`)
/// reads the revisions in the route itself.
@usableFromInline
package enum NavigationRevision {
  private static let counter = AtomicWord(0)

  /// The last revision handed out, on any thread: every revision handed out later is larger.
  @usableFromInline
  package static var mark: UInt64 { counter.load() }

  /// A revision never handed out before, larger than every earlier one.
  @usableFromInline
  package static func next() -> UInt64 {
    counter.increment()
  }
}

extension NavigationState {
  /// Gives the state a new revision, after a change.
  @usableFromInline
  mutating func revise() {
    revision = NavigationRevision.next()
  }
}

/// Tells whether a change of a route in place navigates: whether it changes the route's case,
/// or a navigation state nested in it. Each change of a navigation state takes a revision
/// larger than any before, so a nested state the change made or changed has a revision larger
/// than the counter's mark taken before it; an untouched one cannot. When the counter did not
/// move at all (the usual case: no navigation anywhere), nothing nested changed, and the route
/// is not read; when it moved (here, or on another thread), the route's nested flows are
/// compared with the mark (`StateWalk`), which answers the same whatever other threads did. A
/// change that does not navigate keeps the flow's revision, and a renderer skips it in O(1). A
/// route that cannot hold a flow (the state walk's `canContainFlow`, worked out once per route
/// type) has no nested navigation to move: only its case is compared, and the mark is not read.
@usableFromInline
struct RouteChange {
  @usableFromInline let caseBefore: UInt32?
  /// The mark before the change; `nil` when nested navigation is not tracked.
  @usableFromInline let mark: UInt64?

  /// Notes the route before the change.
  @inlinable
  @inline(__always)
  init<Route>(before route: inout Route, tracksNested: Bool = true) {
    caseBefore = enumCase(in: &route)
    mark = tracksNested ? NavigationRevision.mark : nil
  }

  /// Whether the change that left `route` navigated.
  @inlinable
  @inline(__always)
  func navigated<Route>(after route: inout Route) -> Bool {
    if enumCase(in: &route) != caseBefore { return true }
    guard let mark, NavigationRevision.mark != mark else { return false }
    return holdsNavigation(in: route, revisedAfter: mark)
  }
}

/// Whether `value` holds, at any depth, a flow whose navigation took a revision after `mark`.
///
/// - Complexity: O(*n*) in the flows and routes of `value` it reads; it stops going into
///   anything more once it found one.
@usableFromInline
@inline(never)
func holdsNavigation<Value>(in value: Value, revisedAfter mark: UInt64) -> Bool {
  var finder = RevisedNavigationFinder(mark: mark)
  StateWalk.walk(value, into: &finder)
  return finder.found
}

/// Looks for a flow whose navigation took a revision after a mark, and stops going into
/// anything once it found one.
private struct RevisedNavigationFinder: StateVisitor {
  static var readsAddresses: Bool { false }

  let mark: UInt64
  var found = false

  mutating func enterFlow<State: RoutingState>(_ flow: State, at spot: WalkSpot) -> Bool {
    if flow.navigation.revision > mark { found = true }
    return !found
  }

  mutating func enterRoute<Route: Routing>(_ route: Route, at spot: RouteSpot) -> Bool {
    !found
  }
}
