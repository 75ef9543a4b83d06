// Observation that reads the state where the store keeps it, without a copy.
//
// Assumptions (what makes the pointer sound):
// - The pointer is valid only for the duration of the callback: the callback reads through it
//   and keeps neither the pointer nor a reference into the pointee.
// - Nothing writes the state while the callback runs: observers are called on the main actor
//   after the reducer has finished, and any action an observer sends is queued by the store
//   and reduced after every observer has returned (StoreRuntime.notifyObservers).
// - A child store has no storage of its own: its state is derived into a local, and the pointer
//   is to that local (`withUnsafePointer(to:)`), valid for the same duration.

/// Observation in place, for `StoreObservation`: one place that hands out pointers to a store's
/// state.
extension Store {
  /// ``observeChanges(_:)`` for an observer that reads the state and keeps no copy of it: a
  /// root store gives it the state where it keeps it; a child store, its state as derived.
  package func observeChangesInPlace(
    _ observer: @escaping @MainActor (UnsafePointer<State>) -> Void
  ) -> ObservationToken {
    if let root { return root.observeInPlace(observer) }
    return scoped.knownNonNil.observeChanges { state in withUnsafePointer(to: state, observer) }
  }
}
