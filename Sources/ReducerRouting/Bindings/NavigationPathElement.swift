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
  // A route's element holds its id and route; a probe (see ``PathElementProbe``) holds neither,
  // only what it captures.
  private let storedID: Route.ID?
  private let storedRoute: Route?
  /// An element that equals any element of this type it is compared with, and keeps it: how an
  /// adapter reads the element a UI appended to a path it holds type-erased (SwiftUI's
  /// `NavigationPath`, which can be compared but not read). A probe lives only inside
  /// ``PathElementProbe/read(_:)``, which compares it and drops it.
  private let probe: PathElementProbe<Route>?

  /// The id of the route.
  public var id: Route.ID {
    guard let storedID else { PathElementProbe<Route>.neverRead() }
    return storedID
  }

  /// The route, as it was when the element was made.
  public var route: Route {
    guard let storedRoute else { PathElementProbe<Route>.neverRead() }
    return storedRoute
  }

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
    storedID = route.id
    storedRoute = route
    self.isShown = isShown
    self.nested = nested
    probe = nil
  }

  fileprivate init(probe: PathElementProbe<Route>) {
    storedID = nil
    storedRoute = nil
    isShown = false
    nested = nil
    self.probe = probe
  }
}

extension NavigationPathElement: Hashable {
  /// Whether both elements stand for the route with the same id (and, for screens of nested
  /// flows, the same screen).
  public static func == (lhs: Self, rhs: Self) -> Bool {
    switch (lhs.probe, rhs.probe) {
    case (nil, nil):
      return lhs.id == rhs.id && lhs.nested == rhs.nested
    case let (probe?, nil):
      probe.capture(rhs)
      return true
    case let (nil, probe?):
      probe.capture(lhs)
      return true
    case (_?, _?):
      return false
    }
  }

  /// Hashes the route's id (and a nested flow's screen's address).
  public func hash(into hasher: inout Hasher) {
    guard probe == nil else { return }
    hasher.combine(id)
    hasher.combine(nested)
  }
}

extension NavigationPathElement: Sendable where Route: Sendable {}

extension NavigationPathElement: CustomStringConvertible {
  /// The route's id, as paths are shown in diagnostics (with a nested flow's screen's address).
  public var description: String {
    guard probe == nil else { return "probe" }
    return nested.map { "\($0)" } ?? describe(id)
  }
}

extension Routing {
  /// An element of the path a navigation stack reads and writes for a flow over these routes.
  public typealias PathElement = NavigationPathElement<Self>
}

/// Reads the element of one route type that a UI appended to a path it keeps type-erased: a
/// probe element equals whatever element of its type it is compared with, and keeps it.
///
/// SwiftUI's `NavigationPath` (the path of a stack whose screens belong to several flows, each
/// with its own route type) can be compared, not read. Comparing the path the UI wrote with the
/// known path followed by a probe tells whether the appended value is an element of this route
/// type, and which one.
package final class PathElementProbe<Route: Routing>: @unchecked Sendable {
  // Made, compared and read by one synchronous call of `read(_:)`, on one thread, and never
  // shared: that is what makes the unchecked conformance sound (an element holding a probe is
  // `Sendable` when its route is, and a probe never crosses to another thread).
  private var captured: NavigationPathElement<Route>?

  private init() {}

  /// The element of this route type that `matches` accepts, as the value that the path compared
  /// with a probe held at the probe's place; `nil` when the comparison fails.
  ///
  /// - Parameter matches: Compares the path the UI wrote with the known path followed by the
  ///   probe given, and returns whether they are equal.
  /// - Returns: The element the UI appended, when it is of this route type.
  package static func read(
    _ matches: (NavigationPathElement<Route>) -> Bool
  ) -> NavigationPathElement<Route>? {
    let probe = PathElementProbe()
    guard matches(NavigationPathElement(probe: probe)) else { return nil }
    return probe.captured
  }

  fileprivate func capture(_ element: NavigationPathElement<Route>) {
    if captured == nil { captured = element }
  }

  /// What a probe's id or route would be: never read, as a probe never leaves ``read(_:)``,
  /// which only compares it.
  fileprivate static func neverRead() -> Never {
    preconditionFailure(
      "RoutingReducer: a path element probe was read; it exists only to be compared.")
  }
}
