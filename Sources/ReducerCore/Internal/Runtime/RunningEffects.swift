/// Whether the store whose reducer runs right now has effects running, so that a reducer can
/// skip looking for the effects of children that are gone while there are none.
///
/// The store decides it from its own registry: a ``StoreRuntime`` publishes its own running
/// task count around each reduce (and puts back what was there, for a store sent to from inside
/// another's reducer). A reducer run outside any store sees `false`: no store's effects are
/// its own. So one store's effects never cost another store anything.
///
/// Assumption: a store runs its reducer synchronously on the main actor, inside `send`, and
/// nothing else writes the word. The word is atomic, so a reducer run by hand on another
/// thread reads a consistent value; at worst it looks for gone children in vain, or skips the
/// look (then there is no effect of its own to stop).
@usableFromInline
package enum RunningEffects {
  @usableFromInline static let word = AtomicWord(0)

  /// Whether the store running the current reducer has effects running; one atomic load.
  @inlinable
  package static var any: Bool { word.load() != 0 }

  /// Publishes whether the store about to reduce has effects running; returns what was
  /// published before, for ``restore(_:)``. Writes only on a change.
  @inlinable
  static func publish(_ running: Bool) -> UInt64 {
    let previous = word.load()
    let value: UInt64 = running ? 1 : 0
    if previous != value { word.store(value) }
    return previous
  }

  /// Puts back what ``publish(_:)`` found.
  @inlinable
  static func restore(_ previous: UInt64) {
    if word.load() != previous { word.store(previous) }
  }
}
