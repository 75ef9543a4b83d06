import Foundation

/// How many enum payloads case paths have moved out of a state on this thread, while a child
/// reduces.
///
/// A `Scope` (or `ifCaseLet`) into an enum case whose payload cannot be changed where it lies
/// (an `indirect` case, a case whose tag lives in the payload's spare bits, a
/// `CasePath(embed:extract:)`) moves the payload out while the child reduces, so that the
/// payload's arrays and other buffers change without a copy. Meanwhile the state it came from
/// holds no value. The only code that could read it then is a reducer reading `store.state` of
/// the store that runs it (an overlapping access Swift forbids, which the store reports). That
/// read happens on the thread that runs the reducers, inside their call, so the store asks this
/// thread's count and stops rather than read a state that may be incomplete (see
/// `store.reentrantStateRead`).
///
/// A count per thread, not per store: the reducers of a `Scope` do not know the store that runs
/// them. So a reentrant read of one store while a store it runs inside has a payload out stops
/// too, the conservative answer to a read that is already a bug; reducers on other threads
/// never count here.
///
/// Assumptions, each with its guard:
/// - The count is changed only by ``whileMovedOut(_:)``, which adds one before `body` and takes
///   it back after, on every path (`defer`), on the same thread.
/// - A thread's value is a small integer kept in the pointer-sized slot of a thread-specific
///   key (`pthread_setspecific`, on every platform through Foundation); a new thread reads `nil`,
///   which is 0. The key is made once (a `static let`, initialized once by Swift) and never
///   deleted.
@usableFromInline
package enum PayloadMoves {
  /// The thread-specific key of the count.
  private static let key: pthread_key_t = {
    var key = pthread_key_t()
    let status = pthread_key_create(&key, nil)
    precondition(status == 0, "pthread_key_create failed (\(status))")
    return key
  }()

  /// The count on this thread.
  static var onThisThread: Int { Int(bitPattern: pthread_getspecific(key)) }

  /// Whether a payload is out on this thread now.
  static var areOut: Bool { onThisThread > 0 }

  /// Counts a payload moved out on this thread while `body` runs.
  @usableFromInline
  static func whileMovedOut<Result>(_ body: () -> Result) -> Result {
    let count = onThisThread
    pthread_setspecific(key, UnsafeRawPointer(bitPattern: count + 1))
    defer { pthread_setspecific(key, UnsafeRawPointer(bitPattern: count)) }
    return body()
  }
}
