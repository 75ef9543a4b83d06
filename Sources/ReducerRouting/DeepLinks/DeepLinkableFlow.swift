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
///   `sheet`, `fullScreen`, `popover` or a custom name).
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
}

extension DeepLinkableFlow {
  /// No route holds a nested flow.
  public static var nestedLinks: [NestedLink<Route>] { [] }

  /// Reads this flow's routes from the link and hands the rest to the nested flow of the last
  /// one, if it holds one; see ``DeepLinkableFlow``.
  ///
  /// - Parameter link: The link, positioned at this flow's first segment.
  /// - Throws: ``DeepLinkError``.
  @inlinable
  public mutating func navigate(along link: inout DeepLinkReader) throws(DeepLinkError) {
    let nestedLinks = Self.nestedLinks
    let current = navigation
    var stack = IdentifiedArray<Route.ID, Route>()
    var handedOver = false
    while let segment = link.next() {
      let start = link.index - 1
      link._opened = Array(stack)
      var route = try Self.route(for: segment, in: &link)
      if let kept = current.stack[id: route.id] { route = kept }
      let holdsFlow = try Self.openNested(in: &route, along: &link, links: nestedLinks)
      guard stack.append(route).inserted else {
        throw link.error(.duplicateRoute(Self.describeID(route.id)), at: start)
      }
      if holdsFlow {
        handedOver = true
        break
      }
    }
    var modal: Route?
    var style = ModalStyle.sheet
    if !handedOver {
      if let value = link.take(queryItem: "modal") {
        var reader = link.reader(ofQueryItem: "modal", value: value)
        // An empty value (`?modal`, `?modal=`) names no route: the flow is asked anyway, so that
        // its error lists what it accepts, worded as for any other name it does not know.
        let segment = reader.next() ?? ""
        reader._opened = Array(stack)
        var route = try Self.route(for: segment, in: &reader)
        guard !segment.isEmpty else {
          throw reader.error(.unknownSegment(expected: []), at: 0)
        }
        if let kept = current.modal, kept.id == route.id { route = kept }
        _ = try Self.openNested(in: &route, along: &reader, links: nestedLinks)
        guard reader.isAtEnd else { throw reader.error(.extraSegments, at: reader.index) }
        modal = route
        if let name = link.take(queryItem: "style") {
          style = Self.modalStyle(named: name)
        }
      }
    }
    // What `setStack` and `present` or `dismiss` do, in place and specialized: no step can
    // fail (the ids were checked above), and the effects of the routes that leave are
    // cancelled by the caller, which sees the whole state before and after.
    navigation._stack = stack
    navigation._modal = modal
    navigation._modalStyle = modal == nil ? nil : style
  }

  /// Appends the segments of this flow's stack, then the link of the nested flow of the
  /// first route that holds one, or the `modal` item of this flow's modal.
  ///
  /// - Parameter link: The link built so far.
  @inlinable
  public func appendLink(to link: inout DeepLink) {
    let nestedLinks = Self.nestedLinks
    for route in navigation.stack {
      link.segments += Self.segments(for: route)
      for nested in nestedLinks where nested.appendLink(route, &link) { return }
    }
    if let modal = navigation.modal {
      link.query["modal"] = Self.segments(for: modal).joined(separator: "/")
      if let style = navigation.modalStyle, style != .sheet {
        link.query["style"] = style.description
      }
    }
  }

  /// Hands the rest of the link to the nested flow of `route`; `false` when it holds none.
  @inlinable
  static func openNested(
    in route: inout Route,
    along link: inout DeepLinkReader,
    links: [NestedLink<Route>]
  ) throws(DeepLinkError) -> Bool {
    for nested in links where try nested.openLevel(&route, &link) { return true }
    return false
  }

  /// The description of a route's id, for an error.
  @usableFromInline
  static func describeID(_ id: Route.ID) -> String { describe(id) }

  @usableFromInline
  static func modalStyle(named name: String) -> ModalStyle {
    ModalStyle(named: name)
  }
}

/// A case of a flow's routes whose payload is a nested flow (or container) that deep links
/// continue into.
///
/// ```swift
/// static let nestedLinks = [NestedLink(/Route.color)]
/// ```
public struct NestedLink<Route>: Sendable {
  @usableFromInline let openLevel:
    @Sendable (inout Route, inout DeepLinkReader) throws(DeepLinkError) -> Bool
  @usableFromInline let appendLink: @Sendable (Route, inout DeepLink) -> Bool

  /// Names the case whose payload is a nested level.
  ///
  /// - Parameter casePath: The case path of the route's case, such as `/Route.color`.
  @inlinable
  public init<Nested: DeepLinkable & SendableMetatype>(_ casePath: CasePath<Route, Nested>) {
    openLevel = { route, link throws(DeepLinkError) in
      guard var nested = casePath.extract(from: route) else { return false }
      try link.open(&nested)
      route = casePath.embed(nested)
      return true
    }
    appendLink = { route, link in
      guard let nested = casePath.extract(from: route) else { return false }
      nested.appendLink(to: &link)
      return true
    }
  }
}
