/// One route of a flow's stack, as an element of the path a navigation stack reads and writes.
///
/// The path read from ``ReducerCore/Store/pathBinding(fileID:line:)`` holds an element per route the stack
/// shows. To push a route, the UI appends an element made from it, such as the value of a link:
///
/// ```swift
/// NavigationLink("Red", value: ColorFlow.Route.PathElement(.color(.init(name: "red"))))
/// ```
///
/// Two elements are equal when their routes have the same id, whatever the routes' states:
/// an element stands for a screen, and a screen keeps its identity while its state changes.
/// Read a screen's current state from the store by ``id``; ``route`` is the route as it was when
/// the element was made.
///
/// An element read from the state names a route the stack showed; an element made with
/// ``init(_:)`` is a new route. When a path is written, only new elements are pushed: an element
/// read from an older state whose route has left the stack makes the write stale, so a late write
/// never brings a closed screen back.
public struct NavigationPathElement<Route: Routing>: Identifiable {
  /// The id of the route.
  public let id: Route.ID
  /// The route, as it was when the element was made.
  public let route: Route
  /// Whether the element was read from the state (`true`) or made by the UI to push (`false`).
  let isShown: Bool
  /// For a screen of a flow nested in one of this flow's routes, shown on the same navigation
  /// stack, the screen's address (its first step is ``id``'s route); `nil` for this flow's own
  /// routes.
  package let nested: NavigationTree.Address?

  /// An element that pushes `route` when the UI appends it to the path.
  ///
  /// - Parameter route: The route to push.
  public init(_ route: Route) {
    self.init(route, isShown: false)
  }

  init(_ route: Route, isShown: Bool, nested: NavigationTree.Address? = nil) {
    id = route.id
    self.route = route
    self.isShown = isShown
    self.nested = nested
  }
}

extension NavigationPathElement: Hashable {
  /// Whether both elements stand for the route with the same id (and, for screens of nested
  /// flows, the same screen).
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.id == rhs.id && lhs.nested == rhs.nested
  }

  /// Hashes the route's id (and a nested flow's screen's address).
  public func hash(into hasher: inout Hasher) {
    hasher.combine(id)
    hasher.combine(nested)
  }
}

extension NavigationPathElement: Sendable where Route: Sendable {}

extension NavigationPathElement: CustomStringConvertible {
  /// The route's id, as paths are shown in diagnostics (with a nested flow's screen's address).
  public var description: String { nested.map { "\($0)" } ?? describe(id) }
}

extension Routing {
  /// An element of the path a navigation stack reads and writes for a flow over these routes.
  public typealias PathElement = NavigationPathElement<Self>
}
