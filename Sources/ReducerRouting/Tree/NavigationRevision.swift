#if canImport(Darwin)
  import os
#else
  import Synchronization
#endif

/// The revisions of navigation states: a process-wide counter, so that two navigation states
/// with the same revision are copies of one value, unchanged since. A connection to a renderer
/// compares revisions to skip, in O(1), an action that did not navigate.
@usableFromInline
package enum NavigationRevision {
  #if canImport(Darwin)
    private static let counter = OSAllocatedUnfairLock<UInt64>(initialState: 0)
  #else
    private static let counter = Atomic<UInt64>(0)
  #endif

  /// A mark that moves whenever a navigation state is made or changed on this thread (or, in
  /// a process out of thread keys, on any thread): compare two marks taken around a call.
  @usableFromInline
  package static var mark: UInt64 {
    if let count = ThreadRevisionCount.count { return count }
    #if canImport(Darwin)
      return counter.withLock { $0 }
    #else
      return counter.load(ordering: .relaxed)
    #endif
  }

  /// A revision never handed out before.
  @usableFromInline
  package static func next() -> UInt64 {
    ThreadRevisionCount.increment()
    #if canImport(Darwin)
      return counter.withLock { value in
        value &+= 1
        return value
      }
    #else
      return counter.wrappingAdd(1, ordering: .relaxed).newValue
    #endif
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
