import Foundation

/// A count kept per thread: what the reducers running on this thread, inside the current call,
/// tell the code that called them without a parameter to carry it. Two counts use it:
///
/// - ``payloadsOut``: how many enum payloads case paths have moved out of a state while a child
///   reduces. A `Scope` (or `ifCaseLet`) into an enum case whose payload cannot be changed where
///   it lies (an `indirect` case, a case whose tag lives in the payload's spare bits, a
///   `CasePath(embed:extract:)`) moves the payload out while the child reduces, so that its
///   arrays and other buffers change without a copy; meanwhile the state it came from holds no
///   value. The only code that could read it then is a reducer reading `store.state` of the
///   store that runs it (an overlapping access Swift forbids, which the store reports); that
///   read happens on this thread, inside the reducers' call, so the store asks this count and
///   stops rather than read a state that may be incomplete (`store.reentrantStateRead`).
/// - ``ignoredActions``: how many actions reducers have ignored (and reported why: a route that
///   is gone, a state in another case). A flow reads it before and after running a screen: a
///   screen that ignored its action does not make the flow navigate, so that a late action
///   cannot navigate, and the flows above see the same change.
///
/// Per thread, not per store: the reducers of a `Scope` do not know the store that runs them.
/// So a reentrant read of one store while a store it runs inside has a payload out stops too,
/// the conservative answer to a read that is already a bug; reducers on other threads never
/// count here.
///
/// Assumptions, each with its guard:
/// - A thread's count is a small integer kept in the pointer-sized slot of a thread-specific
///   key (`pthread_setspecific`, on every platform through Foundation); a new thread reads
///   `nil`, which is 0. Each key is made once (a `static let`, initialized once by Swift) and
///   never deleted.
/// - ``payloadsOut`` changes only in ``payloadMovedOut()`` and ``payloadMovedBack()``, which
///   `CasePath.modifyInPlace` calls around the child's reduce, on the same thread (the reduce
///   neither throws nor returns early: the two always pair).
@usableFromInline
package struct ThreadCounter: Sendable {
  @usableFromInline let key: pthread_key_t

  private init() {
    var key = pthread_key_t()
    let status = pthread_key_create(&key, nil)
    precondition(status == 0, "pthread_key_create failed (\(status))")
    self.key = key
  }

  /// Enum payloads moved out of a state on this thread, while a child reduces.
  @usableFromInline package static let payloadsOut = ThreadCounter()
  /// Actions reducers have ignored on this thread.
  @usableFromInline package static let ignoredActions = ThreadCounter()

  /// The count on this thread.
  @inlinable package var value: Int { Int(bitPattern: pthread_getspecific(key)) }

  /// Adds `amount` to this thread's count.
  @usableFromInline
  package func add(_ amount: Int) {
    pthread_setspecific(key, UnsafeRawPointer(bitPattern: value &+ amount))
  }

  /// Counts a payload moved out on this thread (``payloadsOut``). Out of line, and taking no
  /// closure, so that the case path that calls it, and the child's reduce it runs between this
  /// and ``payloadMovedBack()``, still inline into the `Scope` (a closure-taking call there
  /// made `scope.3` 507 → 716 instructions).
  @usableFromInline
  @inline(never)
  static func payloadMovedOut() { payloadsOut.add(1) }

  /// Counts the payload moved out by ``payloadMovedOut()`` as back.
  @usableFromInline
  @inline(never)
  static func payloadMovedBack() { payloadsOut.add(-1) }
}
