/// The revisions of navigation states: a process-wide counter, so that two navigation states
/// with the same revision are copies of one value, unchanged since. A connection to a renderer
/// compares revisions to skip, in O(1), an action that did not navigate.
@usableFromInline
package enum NavigationRevision {
  private static let counter = AtomicWord(0)

  /// How many revisions the current thread has handed out, so that a flow can tell whether a
  /// change of a route in place changed a navigation state nested in it (see `RouteChange`),
  /// whatever other threads do meanwhile. It is not store bookkeeping: a count of changes made
  /// by the code running on this thread, read before and after one synchronous call on the same
  /// thread. Without a thread key, the process-wide counter stands in: never wrong, only
  /// coarser (another thread's change then counts as navigation, and a renderer is told of an
  /// action it could have skipped).
  private static let perThread = ThreadLocalWord()

  /// A mark that moves whenever a navigation state is made or changed on this thread (or, in
  /// a process out of thread keys, on any thread): compare two marks taken around a call.
  @usableFromInline
  package static var mark: UInt64 {
    if let count = perThread.current { return UInt64(bitPattern: Int64(count.pointee)) }
    return counter.load()
  }

  /// A revision never handed out before.
  @usableFromInline
  package static func next() -> UInt64 {
    if let count = perThread.current { count.pointee &+= 1 }
    return counter.increment()
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
/// or a navigation state nested in it (each change of one takes a revision, which moves this
/// thread's mark: another thread's changes do not). A change that does not keeps the flow's
/// revision, and a renderer skips it in O(1). A route that cannot hold a flow (the state walk's
/// `canContainFlow`, worked out once per route type) has no nested navigation to move: only
/// its case is compared, and the mark is not read.
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
    if let mark, NavigationRevision.mark != mark { return true }
    return enumCase(in: &route) != caseBefore
  }
}
