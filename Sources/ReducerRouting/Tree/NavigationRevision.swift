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
