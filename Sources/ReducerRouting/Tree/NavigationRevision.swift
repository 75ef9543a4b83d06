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
