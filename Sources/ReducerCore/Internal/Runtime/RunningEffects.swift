/// Whether the store whose reducer runs right now has effects running, so that a reducer can
/// skip looking for the effects of children that are gone while there are none.
///
/// The store decides it from its own registry: a `StoreRuntime` that runs effects sets the flag
/// around each reduce and puts back what was there. Outside the reduce of a store that runs
/// effects, the flag is `false`: a store without effects, or a reducer run by hand, never
/// looks, and one store's effects never cost another store anything. A store without effects
/// does not touch the flag at all (reading a global of another module costs a call, on every
/// send): sent to from inside the reducer of a store that runs effects, which only a reducer
/// that sends to another store does, its reducers look in vain, at no other cost, since the
/// looking cancels only what its own registry holds.
///
/// Assumption, and its guard: the flag is written only by a `StoreRuntime`, which is
/// `@MainActor`, around a reduce it runs synchronously on the main actor; the reducers a store
/// runs read it on that same thread. A reducer run by hand on another thread while a store
/// reduces reads a `Bool` the main thread may be writing: no memory is at stake (the value is
/// one byte), and at worst it looks for gone children in vain or skips the look, having no
/// store's effects of its own.
@usableFromInline
package enum RunningEffects {
  @usableFromInline nonisolated(unsafe) static var isRunning = false

  /// Whether the store running the current reducer has effects running; one load.
  @inlinable
  package static var any: Bool { isRunning }

  /// Says that the store about to reduce runs effects; returns what was there before, to hand
  /// back to ``restore(_:)``.
  @inlinable
  static func publishRunning() -> Bool {
    let outer = isRunning
    isRunning = true
    return outer
  }

  /// Puts back what ``publishRunning()`` found.
  @inlinable
  static func restore(_ outer: Bool) {
    isRunning = outer
  }
}
