/// A state that deep links can open: a flow, a container of flows, or a screen that takes
/// part of a link.
///
/// Each level takes its part of the link from a ``DeepLinkReader`` (segments that name its
/// routes, a tab, …) and hands the rest to the level that owns it with
/// ``DeepLinkReader/open(_:)``, level by level. Flows conform through ``DeepLinkableFlow``,
/// which implements both requirements from a few lines per flow. A container writes them
/// itself:
///
/// ```swift
/// extension AppTabs.State: DeepLinkable {
///   mutating func navigate(along link: inout DeepLinkReader) throws(DeepLinkError) {
///     guard let name = link.next(), let tab = Tab(rawValue: name) else {
///       throw link.unknownSegment(expected: Tab.allCases.map(\.rawValue))
///     }
///     selectedTab = tab
///     switch tab {
///     case .colors: try link.open(&colors)
///     case .news: try link.open(&news)
///     }
///   }
///   func appendLink(to link: inout DeepLink) {
///     link.segments.append(selectedTab.rawValue)
///     switch selectedTab {
///     case .colors: colors.appendLink(to: &link)
///     case .news: news.appendLink(to: &link)
///     }
///   }
/// }
/// ```
///
/// Open a link with ``open(_:)`` (atomic: on failure the state is left as it was), check it
/// first with ``opening(_:)``, send it as one action with ``ReducerCore/Reducer/deepLinks(action:fileID:line:)``, and
/// make the link of what a state shows with ``DeepLink/init(for:)``.
public protocol DeepLinkable {
  /// Changes this state to show its part of the link, and hands the rest to the nested level
  /// that owns it.
  ///
  /// Called on a copy: a throw leaves the original state as it was, whatever the copy became.
  ///
  /// - Parameter link: The link, positioned at this level's first segment.
  /// - Throws: ``DeepLinkError``, built with the reader's helpers
  ///   (``DeepLinkReader/unknownSegment(expected:)``, …) so that it names this level.
  mutating func navigate(along link: inout DeepLinkReader) throws(DeepLinkError)

  /// Appends the segments (and query items) of what this state shows, then those of the
  /// nested level shown, so that opening the link shows the same navigation.
  ///
  /// - Parameter link: The link built so far by the levels above.
  func appendLink(to link: inout DeepLink)

  /// The bounds of the links opened on this state with ``open(_:)`` and ``opening(_:)``:
  /// ``NavigationLimits/default`` unless the type says otherwise.
  ///
  /// ```swift
  /// extension AppState {
  ///   static var navigationLimits: NavigationLimits { NavigationLimits(maxDepth: 16) }
  /// }
  /// ```
  static var navigationLimits: NavigationLimits { get }
}

extension DeepLinkable {
  /// Opens a link in one step: every level takes its part, or, if any level rejects it, the
  /// state is left exactly as it was and the error says why.
  ///
  /// ```swift
  /// try state.open(DeepLink("colors/red/settings?modal=info"))
  /// ```
  ///
  /// This changes the state only. In a store, send the link as one action with
  /// ``ReducerCore/Reducer/deepLinks(action:fileID:line:)``, which also cancels the effects of the routes that leave.
  ///
  /// - Parameter link: The link to open, within this type's ``navigationLimits``.
  /// - Throws: ``DeepLinkError``.
  /// - Complexity: O(*n*) in the link's segments, nested levels and routes kept.
  @inlinable
  public mutating func open(_ link: DeepLink) throws(DeepLinkError) {
    self = try opening(link, limits: Self.navigationLimits)
  }

  /// Opens a link in one step, within the limits given rather than this type's
  /// ``navigationLimits``.
  ///
  /// - Parameters:
  ///   - link: The link to open.
  ///   - limits: The bounds the link must keep.
  /// - Throws: ``DeepLinkError``.
  @inlinable
  public mutating func open(_ link: DeepLink, limits: NavigationLimits) throws(DeepLinkError) {
    self = try opening(link, limits: limits)
  }

  /// The state a link would give, without changing this one: a dry run, to check a link
  /// before opening it.
  ///
  /// ```swift
  /// let opened = try state.opening(link)
  /// print(opened.navigation)
  /// ```
  ///
  /// - Parameter link: The link to try, within this type's ``navigationLimits``.
  /// - Returns: A copy of this state with the link opened.
  /// - Throws: ``DeepLinkError`` when a level rejects the link, or when it is over a limit
  ///   (``DeepLinkError/Reason/limitExceeded(_:limit:)``), checked before any level reads it.
  @inlinable
  public func opening(_ link: DeepLink) throws(DeepLinkError) -> Self {
    try opening(link, limits: Self.navigationLimits)
  }

  /// The state a link would give within the limits given, without changing this one.
  ///
  /// - Parameters:
  ///   - link: The link to try.
  ///   - limits: The bounds the link must keep.
  /// - Returns: A copy of this state with the link opened.
  /// - Throws: ``DeepLinkError``.
  /// - Complexity: O(*n*) in the link's segments, nested levels and routes kept.
  @inlinable
  public func opening(_ link: DeepLink, limits: NavigationLimits) throws(DeepLinkError) -> Self {
    try limits.check(link)
    var copy = self
    var reader = DeepLinkReader(link, limits: limits)
    try reader.open(&copy)
    try reader.finish()
    return copy
  }

  /// The bounds of the links this state opens: ``NavigationLimits/default`` unless the type
  /// says otherwise. Only the type a link is opened on (the app's root state) is asked.
  public static var navigationLimits: NavigationLimits { .default }
}

extension DeepLink {
  /// The link of what a state shows, the way back: opening it shows the same navigation.
  ///
  /// ```swift
  /// let link = DeepLink(for: store.state)
  /// share(link.description)  // "colors/red/settings?modal=info"
  /// ```
  ///
  /// - Parameter state: The state.
  @inlinable
  public init(for state: some DeepLinkable) {
    self.init(segments: [])
    state.appendLink(to: &self)
  }
}

/// A deep link being read, level by level: the next segment to take, and who is reading.
///
/// A level reads its segments with ``next()`` and ``parameter(_:)``, builds its errors with
/// ``unknownSegment(expected:)`` and the other helpers (they name the segment and the level),
/// and hands the rest to a nested level with ``open(_:)``.
public struct DeepLinkReader {
  /// Where the segments come from: the link's path, or a query item's value.
  @usableFromInline
  enum Source {
    case path
    case query(name: String, value: String)
  }

  /// The link.
  public let link: DeepLink
  /// The segments read, from the path or from a query item.
  @usableFromInline let segments: [String]
  @usableFromInline let source: Source
  /// Stored under another name, so that inlinable code can advance it while users read it.
  @usableFromInline var _index: Int
  /// The index of the next segment to read.
  @inlinable public var index: Int { _index }
  /// The type of the level reading; a type rather than its name, which costs a lookup that
  /// only an error needs.
  @usableFromInline var levelType: Any.Type?
  /// The query items taken by a level.
  @usableFromInline var takenQueryItems: Set<String> = []
  /// The routes the level reading has opened before the segment it reads now, bottom first:
  /// an array of the flow's routes, shared, not copied.
  @usableFromInline var _opened: Any?
  /// The bounds the link must keep.
  @usableFromInline let limits: NavigationLimits
  /// How many levels are open around the one reading, itself included.
  @usableFromInline var _depth = 0
  /// The level whose turn it is to read its own part, set by ``open(_:)`` just before it calls
  /// the level's `navigate(along:)`.
  @usableFromInline var _turn: ObjectIdentifier?
  /// The nested level the level reading handed the rest of the link to, opened once it returns.
  @usableFromInline var _pending: PendingLevel?

  /// A reader at the first segment of a link's path, within ``NavigationLimits/default``'s
  /// depth.
  ///
  /// - Parameter link: The link.
  @inlinable
  public init(_ link: DeepLink) {
    self.init(link, limits: .default)
  }

  /// A reader at the first segment of a link's path, whose levels keep `limits`.
  @usableFromInline
  init(_ link: DeepLink, limits: NavigationLimits) {
    self.link = link
    self.limits = limits
    _index = 0
    segments = link.segments
    source = .path
  }

  /// A reader of the segments of a query item's value (such as `modal=color/red`), whose
  /// errors name the item.
  @usableFromInline
  init(
    queryItem name: String, value: String, of link: DeepLink, level: Any.Type?,
    limits: NavigationLimits
  ) {
    _index = 0
    self.limits = limits
    // Without the query: a nested flow of the route must not take the item again.
    self.link = DeepLink(segments: link.segments)
    segments = value.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
    source = .query(name: name, value: value)
    levelType = level
  }

  /// The routes the flow reading has opened from this link before the segment it reads now,
  /// bottom first: its stack so far, and, for its `modal` item, its whole stack. A route may
  /// depend on them, such as a `modal=sizes` item showing the sizes of the product underneath.
  ///
  /// ```swift
  /// static func route(for segment: String, in link: inout DeepLinkReader)
  ///   throws(DeepLinkError) -> Route
  /// {
  ///   switch segment {
  ///   case "sizes":
  ///     guard case let .product(product)? = link.opened(as: Route.self).last else {
  ///       throw link.unknownSegment(expected: [])
  ///     }
  ///     return .sizes(Sizes.State(product: product.name))
  ///   ...
  /// ```
  ///
  /// - Parameter type: The flow's route type.
  /// - Returns: The routes, bottom first; empty at the first segment.
  public func opened<Route>(as type: Route.Type) -> [Route] {
    _opened as? [Route] ?? []
  }

  /// The name of the type of the level reading, such as `ColorFlow.State`.
  public var level: String? { levelType.map { Dump.typeName(of: $0) } }

  /// The link's query items.
  @inlinable public var query: [String: String] { link.query }

  /// Whether every segment has been read.
  @inlinable public var isAtEnd: Bool { index >= segments.count }

  /// The next segment, without taking it.
  @inlinable public var peek: String? { isAtEnd ? nil : segments[index] }

  /// Takes the next segment, or returns `nil` at the end of the link.
  ///
  /// - Returns: The segment.
  @inlinable
  public mutating func next() -> String? {
    guard !isAtEnd else { return nil }
    defer { _index += 1 }
    return segments[index]
  }

  /// Takes the next segment as a parameter of the route just read.
  ///
  /// ```swift
  /// case "story": return .story(.init(id: try link.parameter("id")))
  /// ```
  ///
  /// - Parameter name: The parameter's name, for the error.
  /// - Returns: The segment.
  /// - Throws: ``DeepLinkError/Reason/missingParameter(_:)`` at the end of the link.
  @inlinable
  public mutating func parameter(_ name: String) throws(DeepLinkError) -> String {
    guard let value = next() else {
      throw error(.missingParameter(name), at: index - 1)
    }
    return value
  }

  /// Takes the next segment as a parameter read as `T`, such as an `Int`.
  ///
  /// - Parameters:
  ///   - name: The parameter's name, for the error.
  ///   - type: The parameter's type.
  /// - Returns: The value.
  /// - Throws: ``DeepLinkError/Reason/missingParameter(_:)`` at the end of the link,
  ///   ``DeepLinkError/Reason/badParameterValue(name:value:)`` when `T` cannot read it.
  public mutating func parameter<T: LosslessStringConvertible>(
    _ name: String,
    as type: T.Type
  ) throws(DeepLinkError) -> T {
    let text = try parameter(name)
    guard let value = T(text) else {
      throw error(.badParameterValue(name: name, value: text), at: index - 1)
    }
    return value
  }

  /// The error for the segment just read, which names nothing this level shows.
  ///
  /// - Parameter expected: What the level accepts there, for the message.
  /// - Returns: The error, to throw.
  public func unknownSegment(expected: [String]) -> DeepLinkError {
    error(.unknownSegment(expected: expected), at: index - 1)
  }

  /// The error for the segment just read (or the parameter before it) whose value this level
  /// cannot use.
  ///
  /// - Parameters:
  ///   - name: The parameter's name.
  ///   - value: The value given.
  /// - Returns: The error, to throw.
  public func badParameterValue(_ name: String, value: String) -> DeepLinkError {
    error(.badParameterValue(name: name, value: value), at: index - 1)
  }

  /// Hands the rest of the link to a nested level: a flow shown by a route, a tab's flow.
  ///
  /// Flows nested in flows are opened one after the other, in a loop, not inside each other:
  /// however deep a link goes, the call stack does not. Each level counts against
  /// ``NavigationLimits/maxDepth``.
  ///
  /// - Parameter child: The nested level's state, changed in place.
  /// - Throws: What the nested level throws, or
  ///   ``DeepLinkError/Reason/limitExceeded(_:limit:)`` past the depth limit.
  @inlinable
  public mutating func open<Child: DeepLinkable>(_ child: inout Child) throws(DeepLinkError) {
    let outer = levelType
    let outerDepth = _depth
    let outerPending = _pending
    // Also on a throw: a level that catches a nested level's error reads on from where it was.
    defer {
      levelType = outer
      _depth = outerDepth
      _pending = outerPending
      _turn = nil
    }
    _pending = nil
    try enterLevel(Child.self)
    _turn = ObjectIdentifier(Child.self)
    try child.navigate(along: &self)
    _turn = nil
    if let pending = _pending {
      _pending = nil
      try openNestedLevels(below: &child, first: pending)
    }
    // The deepest level returns first: extra segments are reported against it.
    if lastLevelType == nil { lastLevelType = levelType }
  }

  /// A level handed the rest of the link to: its state, and how to put it back in the level
  /// that handed it over once it is opened.
  @usableFromInline
  struct PendingLevel {
    @usableFromInline let child: any DeepLinkable
    @usableFromInline let embed:
      (inout any DeepLinkable, any DeepLinkable) throws(DeepLinkError) -> Void

    @inlinable
    init(
      child: any DeepLinkable,
      embed: @escaping (inout any DeepLinkable, any DeepLinkable) throws(DeepLinkError) -> Void
    ) {
      self.child = child
      self.embed = embed
    }
  }

  /// Whether it is `level`'s turn to read its part (it was called by ``open(_:)``); takes it.
  @inlinable
  mutating func _takeTurn(_ level: Any.Type) -> Bool {
    guard _turn == ObjectIdentifier(level) else { return false }
    _turn = nil
    return true
  }

  /// Hands the rest of the link to `child`, which the reader opens once the level reading
  /// returns, then puts back with `embed`.
  @inlinable
  mutating func _handOver(
    _ child: any DeepLinkable,
    embed: @escaping (inout any DeepLinkable, any DeepLinkable) throws(DeepLinkError) -> Void
  ) {
    _pending = PendingLevel(child: child, embed: embed)
  }

  /// Counts one more level open, refusing one past the depth limit before it reads anything.
  @usableFromInline
  mutating func enterLevel(_ level: Any.Type) throws(DeepLinkError) {
    guard _depth < limits.maxDepth else {
      throw error(.limitExceeded(.depth, limit: limits.maxDepth), at: Swift.max(index - 1, 0))
    }
    _depth += 1
    levelType = level
  }

  /// Opens the levels handed over below `top`, one after the other, then puts each back in
  /// the one above, deepest first.
  @usableFromInline
  mutating func openNestedLevels<Top: DeepLinkable>(
    below top: inout Top,
    first: PendingLevel
  ) throws(DeepLinkError) {
    var parents: [(any DeepLinkable, PendingLevel)] = []
    var current = first.child
    while true {
      try enterLevel(type(of: current))
      _turn = ObjectIdentifier(type(of: current))
      try current.navigate(along: &self)
      _turn = nil
      guard let next = _pending else { break }
      _pending = nil
      parents.append((current, next))
      current = next.child
    }
    if lastLevelType == nil { lastLevelType = levelType }
    var opened = current
    while let (parent, pending) = parents.popLast() {
      var parent = parent
      try pending.embed(&parent, opened)
      opened = parent
    }
    var erasedTop: any DeepLinkable = top
    try first.embed(&erasedTop, opened)
    if let typed = erasedTop as? Top { top = typed }
  }

  /// The deepest level that took part of the link, for the report of extra segments.
  @usableFromInline var lastLevelType: Any.Type?

  /// Takes a query item for this level; `nil` when the link has none by that name.
  ///
  /// - Parameter name: The item's name, such as `modal`.
  /// - Returns: The item's value.
  @inlinable
  public mutating func take(queryItem name: String) -> String? {
    guard let value = link.query[name] else { return nil }
    takenQueryItems.insert(name)
    return value
  }

  /// A reader of the segments of the query item's value, for a route named in the query.
  @usableFromInline
  func reader(ofQueryItem name: String, value: String) -> DeepLinkReader {
    DeepLinkReader(queryItem: name, value: value, of: link, level: levelType, limits: limits)
  }

  /// Checks that the link was read to its end and that its `modal` and `style` items were
  /// taken; the other query items are the app's, and are not checked.
  @usableFromInline
  mutating func finish() throws(DeepLinkError) {
    levelType = lastLevelType ?? levelType
    if !isAtEnd {
      throw error(.extraSegments, at: index)
    }
    for name in ["modal", "style"] where link.query[name] != nil && !takenQueryItems.contains(name)
    {
      throw DeepLinkError(
        .unusedQueryItem(name), segment: "\(name)=\(link.query[name] ?? "")", flow: level)
    }
  }

  /// An error at the segment `index`, naming the level reading.
  @usableFromInline
  func error(_ reason: DeepLinkError.Reason, at index: Int) -> DeepLinkError {
    switch source {
    case .path:
      let position = Swift.max(0, Swift.min(index, segments.count - 1))
      let segment = segments.isEmpty ? nil : segments[position]
      return DeepLinkError(
        reason, segmentIndex: segments.isEmpty ? nil : position, segment: segment, flow: level)
    case let .query(name, value):
      return DeepLinkError(reason, segment: "\(name)=\(value)", flow: level)
    }
  }
}
