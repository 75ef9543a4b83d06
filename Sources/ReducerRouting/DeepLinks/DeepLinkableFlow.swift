/// A flow's state that deep links can open: the flow names its routes with segments, and the
/// library does the rest.
///
/// ```swift
/// extension ColorFlow.State: DeepLinkableFlow {
///   static func route(for segment: String, in link: inout DeepLinkReader)
///     throws(DeepLinkError) -> Route
///   {
///     switch segment {
///     case "settings": return .settings(SettingsFlow.State())
///     case "info": return .info(Info.State())
///     case "red", "green", "blue": return .color(ColorDetailFlow.State(name: segment))
///     default: throw link.unknownSegment(expected: ["red", "green", "blue", "settings", "info"])
///     }
///   }
///   static func segments(for route: Route) -> [String] {
///     switch route {
///     case .settings: ["settings"]
///     case .info: ["info"]
///     case let .color(detail): [detail.root.name]
///     }
///   }
///   static let nestedLinks = [NestedLink(/Route.color)]
/// }
/// ```
///
/// The link `red/settings?modal=info` then reads:
/// - the path segments, one route each (a route may read parameter segments after its name
///   with ``DeepLinkReader/parameter(_:)``), pushed in order;
/// - a route listed in ``nestedLinks`` holds a nested flow: the rest of the link is handed to
///   it, and this flow's part ends there;
/// - at the deepest flow, the `modal` query item (`modal=info`, or `modal=color/red` for a
///   route with parameters) is presented with the `style` item's style (`sheet` when absent:
///   `sheet`, `fullScreen`, `popover`, or another style listed in ``linkModalStyles``).
///
/// Other query items (`utm_source=mail`) are left to the app: the flow ignores them, and one
/// that no level takes never makes a link fail; a `modal` or `style` item that no flow took
/// does.
///
/// Opening replaces the flow's stack the way `setStack` does: a route whose id is already on
/// the stack (or the modal with the id of the modal presented) is kept as it is, with its
/// state and its effects, and the rest of the link continues in its nested flow; the others
/// are built from the link. The deepest flow presents the link's modal or dismisses its own;
/// the flows above it dismiss theirs.
///
/// The way back, ``DeepLink/init(for:)``, writes each route of the stack, up to the first one
/// that holds a nested flow, which continues the link; the modal of the deepest flow becomes
/// the `modal` item. Navigation a link cannot express (routes above a nested flow, a modal
/// above a nested flow) is left out of it.
public protocol DeepLinkableFlow: RoutingState, DeepLinkable {
  /// The route a segment names, reading the parameter segments that follow it from `link`.
  ///
  /// The segment is empty for a `modal` item without a value (`?modal`): the link is rejected
  /// whatever this returns, and the error it throws (usually
  /// ``DeepLinkReader/unknownSegment(expected:)``) says what the flow accepts.
  ///
  /// - Parameters:
  ///   - segment: The segment that names the route.
  ///   - link: The rest of the link, for parameters and errors.
  /// - Returns: The route, with the state to show when it is not on the stack yet.
  /// - Throws: ``DeepLinkReader/unknownSegment(expected:)`` for a segment that names no route,
  ///   and the errors of ``DeepLinkReader/parameter(_:)``.
  static func route(for segment: String, in link: inout DeepLinkReader) throws(DeepLinkError)
    -> Route

  /// The segments that name a route in a link: its name, then its parameters. Opening them
  /// with ``route(for:in:)`` must give a route with the same id.
  ///
  /// - Parameter route: The route.
  /// - Returns: The segments.
  static func segments(for route: Route) -> [String]

  /// The routes whose payloads are nested flows that a link continues into; none by default.
  static var nestedLinks: [NestedLink<Route>] { get }

  /// The modal styles a link's `style` item may name for this flow's modal: `sheet`,
  /// `fullScreen` and `popover` by default. A name that is not the ``ModalStyle/description``
  /// of one of them is refused with ``DeepLinkError/Reason/unknownStyle(_:)``.
  ///
  /// An alert or a confirmation dialog is shown by the app, about something it knows: one
  /// opened from outside would put the app's buttons under someone else's words. List
  /// `.alert` or `.confirmationDialog` here only for a route built to be opened so.
  static var linkModalStyles: [ModalStyle] { get }

  /// Whether a route may be opened from outside (a link, a restored snapshot checked with
  /// ``NavigationSnapshot/validated(for:limits:)`` or
  /// ``NavigationSnapshot/restorable(for:limits:)``) in a placement: pushed on the stack, or
  /// presented as the modal in a style.
  ///
  /// By default every route may be pushed, and presented in the styles of
  /// ``linkModalStyles``. A flow refuses more by answering `false`:
  ///
  /// ```swift
  /// static func acceptsLink(to route: Route, as placement: LinkPlacement) -> Bool {
  ///   switch (route, placement) {
  ///   case (.checkout, _): false  // only the app opens the checkout
  ///   case (.info, .stack): false  // info is a sheet
  ///   default: true
  ///   }
  /// }
  /// ```
  ///
  /// A refused route fails the link with ``DeepLinkError/Reason/refusedPlacement(_:)``.
  ///
  /// - Parameters:
  ///   - route: The route the link names.
  ///   - placement: Where the link would show it.
  /// - Returns: Whether to show it there.
  static func acceptsLink(to route: Route, as placement: LinkPlacement) -> Bool
}

/// Where a link (or a restored snapshot) would show a route: pushed, or presented in a style.
public enum LinkPlacement: Hashable, Sendable, CustomStringConvertible {
  /// Pushed on the flow's stack, by a path segment.
  case stack
  /// Presented as the flow's modal in a style, by the `modal` item.
  case modal(ModalStyle)

  /// `stack`, or `modal (sheet)`.
  public var description: String {
    switch self {
    case .stack: "stack"
    case let .modal(style): "modal (\(style))"
    }
  }
}

extension DeepLinkableFlow {
  /// No route holds a nested flow.
  public static var nestedLinks: [NestedLink<Route>] { [] }

  /// `sheet`, `fullScreen` and `popover`.
  public static var linkModalStyles: [ModalStyle] { [.sheet, .fullScreen, .popover] }

  /// Every route may be pushed, and presented in the styles of ``linkModalStyles``.
  ///
  /// - Parameters:
  ///   - route: The route the link names.
  ///   - placement: Where the link would show it.
  /// - Returns: Whether to show it there.
  public static func acceptsLink(to route: Route, as placement: LinkPlacement) -> Bool {
    switch placement {
    case .stack: true
    case let .modal(style): linkModalStyles.contains(style)
    }
  }

  /// Reads this flow's routes from the link and hands the rest to the nested flow of the last
  /// one, if it holds one; see ``DeepLinkableFlow``.
  ///
  /// The nested flow is opened by the reader after this one returns, not inside it: levels
  /// nested in each other are opened one after the other, in a loop, so that a link's depth
  /// never becomes the depth of the call stack.
  ///
  /// - Parameter link: The link, positioned at this flow's first segment.
  /// - Throws: ``DeepLinkError``.
  /// - Complexity: O(*n*) in the segments this flow reads.
  @inlinable
  public mutating func navigate(along link: inout DeepLinkReader) throws(DeepLinkError) {
    // Called directly rather than by the reader: go through it, which calls back.
    guard link._takeTurn(Self.self) else {
      try link.open(&self)
      return
    }
    let nestedLinks = Self.nestedLinks
    let current = navigation
    var stack = IdentifiedArray<Route.ID, Route>()
    // The routes opened so far, for `DeepLinkReader.opened(as:)`: shared with the reader while
    // a route is read (no copy), released before the next append (which then copies nothing).
    var opened: [Route] = []
    while let segment = link.next() {
      let start = link.index - 1
      link._opened = opened
      var route = try Self.route(for: segment, in: &link)
      link._opened = nil
      if let kept = current.stack[id: route.id] { route = kept }
      guard Self.acceptsLink(to: route, as: .stack) else {
        throw link.error(.refusedPlacement(.stack), at: start)
      }
      guard !stack.contains(id: route.id) else {
        throw link.error(.duplicateRoute(Self.describeID(route.id)), at: start)
      }
      for nested in nestedLinks {
        guard let child = nested.extract(route) else { continue }
        // The nested flow takes the rest of the link, after this level returns; the route
        // holding it is appended to this stack then.
        navigation._stack = stack
        navigation._modal = nil
        navigation._modalStyle = nil
        link._handOver(child) { parent, child throws(DeepLinkError) in
          try Self.embed(child, in: &parent, through: nested, segment: start)
        }
        return
      }
      stack.append(route)
      opened.append(route)
    }
    var modal: Route?
    var style = ModalStyle.sheet
    if let value = link.take(queryItem: "modal") {
      var reader = link.reader(ofQueryItem: "modal", value: value)
      // An empty value (`?modal`, `?modal=`) names no route: the flow is asked anyway, so that
      // its error lists what it accepts, worded as for any other name it does not know.
      let segment = reader.next() ?? ""
      reader._opened = opened
      var route = try Self.route(for: segment, in: &reader)
      reader._opened = nil
      guard !segment.isEmpty else {
        throw reader.error(.unknownSegment(expected: []), at: 0)
      }
      // The modal's own segments only: a link cannot go on below a modal, since the way back
      // (`DeepLink(for:)`) could not write it.
      guard reader.isAtEnd else { throw reader.error(.extraSegments, at: reader.index) }
      if let name = link.take(queryItem: "style") {
        guard let named = Self.linkModalStyles.first(where: { $0.description == name }) else {
          throw DeepLinkError(
            .unknownStyle(name), segment: "style=\(name)", flow: link.level)
        }
        style = named
      }
      guard Self.acceptsLink(to: route, as: .modal(style)) else {
        throw reader.error(.refusedPlacement(.modal(style)), at: 0)
      }
      if let kept = current.modal, kept.id == route.id { route = kept }
      // A flow the modal holds shows its root, as the way back writes it.
      for nested in nestedLinks {
        guard var child = nested.extract(route) else { continue }
        reader._depth = link._depth
        try reader.open(&child)
        if let embedded = nested.embed(child) { route = embedded }
        break
      }
      modal = route
    }
    // What `setStack` and `present` or `dismiss` do, in place and specialized: no step can
    // fail (the ids were checked above), and the effects of the routes that leave are
    // cancelled by the caller, which sees the whole state before and after.
    navigation._stack = stack
    navigation._modal = modal
    navigation._modalStyle = modal == nil ? nil : style
  }

  /// Appends the route holding the opened nested level to `parent`'s stack.
  @inlinable
  static func embed(
    _ child: any DeepLinkable,
    in parent: inout any DeepLinkable,
    through nested: NestedLink<Route>,
    segment: Int
  ) throws(DeepLinkError) {
    guard var flow = parent as? Self, let route = nested.embed(child) else { return }
    // The only copy of the flow: its stack grows in place.
    parent = EmptyLevel()
    guard flow.navigation._stack.append(route).inserted else {
      throw duplicateError(route.id, segment: segment)
    }
    parent = flow
  }

  /// Appends the segments of this flow's stack, then the link of the nested flow of the
  /// first route that holds one, or the `modal` item of this flow's modal.
  ///
  /// Flows nested in flows write their parts one after the other, in a loop, not inside each
  /// other: however deep the state, the call stack does not grow with it.
  ///
  /// - Parameter link: The link built so far.
  /// - Complexity: O(*n*) in the routes written.
  @inlinable
  public func appendLink(to link: inout DeepLink) {
    var next = appendOwnPart(to: &link)
    while let level = next {
      next = appendPart(of: level, to: &link)
    }
  }

  /// Appends this flow's own part of its link: its stack up to the first route that holds a
  /// nested level, which it returns, or its whole stack and its modal.
  @inlinable
  func appendOwnPart(to link: inout DeepLink) -> (any DeepLinkable)? {
    let nestedLinks = Self.nestedLinks
    for route in navigation.stack {
      link.segments += Self.segments(for: route)
      for nested in nestedLinks {
        if let child = nested.extract(route) { return child }
      }
    }
    if let modal = navigation.modal {
      link.query["modal"] = Self.segments(for: modal).joined(separator: "/")
      if let style = navigation.modalStyle, style != .sheet {
        link.query["style"] = style.description
      }
    }
    return nil
  }

  /// The error for a route that a nested level's opening made a duplicate of another.
  @usableFromInline
  static func duplicateError(_ id: Route.ID, segment: Int) -> DeepLinkError {
    DeepLinkError(
      .duplicateRoute(describeID(id)), segmentIndex: segment, segment: nil,
      flow: Dump.typeName(of: Self.self))
  }

  /// The description of a route's id, for an error.
  @usableFromInline
  static func describeID(_ id: Route.ID) -> String { describe(id) }
}

/// A case of a flow's routes whose payload is a nested flow (or container) that deep links
/// continue into.
///
/// ```swift
/// static let nestedLinks = [NestedLink(/Route.color)]
/// ```
public struct NestedLink<Route>: Sendable {
  /// The nested level a route holds, if it is of this case.
  @usableFromInline let extract: @Sendable (Route) -> (any DeepLinkable)?
  /// The route of this case holding a nested level; `nil` when it is not of this case's type.
  @usableFromInline let embed: @Sendable (any DeepLinkable) -> Route?

  /// Names the case whose payload is a nested level.
  ///
  /// - Parameter casePath: The case path of the route's case, such as `/Route.color`.
  @inlinable
  public init<Nested: DeepLinkable & SendableMetatype>(_ casePath: CasePath<Route, Nested>) {
    extract = { route in casePath.extract(from: route) }
    embed = { nested in (nested as? Nested).map(casePath.embed) }
  }
}

/// A level that reads nothing: what a level handed over holds while its state is changed.
@usableFromInline
struct EmptyLevel: DeepLinkable {
  @inlinable init() {}
  @usableFromInline func navigate(along link: inout DeepLinkReader) throws(DeepLinkError) {}
  @usableFromInline func appendLink(to link: inout DeepLink) {}
}

/// Appends the part of a nested level: a flow's own part, returning the level nested in it; any
/// other level (a container) writes its whole part itself.
@usableFromInline
func appendPart(of level: any DeepLinkable, to link: inout DeepLink) -> (any DeepLinkable)? {
  if let flow = level as? any DeepLinkableFlow { return flow.appendOwnPart(to: &link) }
  level.appendLink(to: &link)
  return nil
}
