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

  /// The last revision handed out: it moves whenever any navigation state changes.
  @usableFromInline
  package static var last: UInt64 {
    #if canImport(Darwin)
      counter.withLock { $0 }
    #else
      counter.load(ordering: .relaxed)
    #endif
  }

  /// A revision never handed out before.
  @usableFromInline
  package static func next() -> UInt64 {
    #if canImport(Darwin)
      counter.withLock { value in
        value &+= 1
        return value
      }
    #else
      counter.wrappingAdd(1, ordering: .relaxed).newValue
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
/// or a navigation state nested in it (each change of one takes a revision, so the counter
/// moves). A change that does not keeps the flow's revision, and a renderer skips it in O(1).
@usableFromInline
struct RouteChange {
  @usableFromInline let caseBefore: UInt32?
  @usableFromInline let mark: UInt64

  /// Notes the route before the change.
  @inlinable
  @inline(__always)
  init<Route>(before route: inout Route) {
    caseBefore = enumCase(in: &route)
    mark = NavigationRevision.last
  }

  /// Whether the change that left `route` navigated.
  @inlinable
  @inline(__always)
  func navigated<Route>(after route: inout Route) -> Bool {
    NavigationRevision.last != mark || enumCase(in: &route) != caseBefore
  }
}
