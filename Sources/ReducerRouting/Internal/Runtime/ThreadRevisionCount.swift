#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// How many navigation revisions the current thread has handed out, so that a flow can tell
/// whether a change of a route in place changed a navigation state nested in it (see
/// `RouteChange`), whatever other threads do meanwhile. It is not store bookkeeping: a count of
/// changes made by the code running on this thread, read before and after one synchronous
/// call on the same thread.
///
/// Assumptions, each with its guard and the safe path:
/// - A `pthread_key_t` holds, per thread, a pointer to one `UInt64` this file allocated; the
///   key's destructor frees it when the thread ends. Guard: `pthread_key_create` succeeded;
///   without a key (a process that ran out of them), `count` is `nil` and callers take the
///   process-wide counter instead, which is never wrong, only coarser (another thread's change
///   then counts as navigation, and a renderer is told of an action it could have skipped).
/// - The pointer is read and written only by its own thread: no other thread can reach it.
enum ThreadRevisionCount {
  private static let key: pthread_key_t? = {
    var key = pthread_key_t()
    let status = pthread_key_create(&key) { stored in
      #if canImport(Darwin)
        stored.assumingMemoryBound(to: UInt64.self).deallocate()
      #else
        stored?.assumingMemoryBound(to: UInt64.self).deallocate()
      #endif
    }
    return status == 0 ? key : nil
  }()

  /// This thread's counter, made on first use; `nil` without a thread key.
  private static var counter: UnsafeMutablePointer<UInt64>? {
    guard let key else { return nil }
    if let stored = pthread_getspecific(key) {
      return stored.assumingMemoryBound(to: UInt64.self)
    }
    let made = UnsafeMutablePointer<UInt64>.allocate(capacity: 1)
    made.initialize(to: 0)
    guard pthread_setspecific(key, made) == 0 else {
      made.deallocate()
      return nil
    }
    return made
  }

  /// Counts one revision handed out on this thread.
  static func increment() {
    counter?.pointee &+= 1
  }

  /// The number of revisions handed out on this thread so far; `nil` without a thread key.
  static var count: UInt64? {
    counter?.pointee
  }
}
