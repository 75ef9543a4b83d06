#if canImport(Darwin)
  import Darwin
  import os
#else
  import Synchronization
  #if canImport(Glibc)
    import Glibc
  #elseif canImport(Musl)
    import Musl
  #endif
#endif

/// A value guarded by a lock: `OSAllocatedUnfairLock` on Apple platforms (macOS 13, iOS 16), a
/// pthread mutex elsewhere (which the thread sanitizer understands, unlike a futex `Mutex`).
package final class LockedValue<Value: Sendable>: @unchecked Sendable {
  #if canImport(Darwin)
    private let lock: OSAllocatedUnfairLock<Value>
  #else
    private var value: Value
    private let mutex: UnsafeMutablePointer<pthread_mutex_t>
  #endif

  /// Creates a lock around `value`.
  package init(_ value: Value) {
    #if canImport(Darwin)
      lock = OSAllocatedUnfairLock(initialState: value)
    #else
      self.value = value
      mutex = .allocate(capacity: 1)
      pthread_mutex_init(mutex, nil)
    #endif
  }

  #if !canImport(Darwin)
    deinit {
      pthread_mutex_destroy(mutex)
      mutex.deallocate()
    }
  #endif

  /// Takes the lock; pair with ``release()``. For values the lock does not hold itself.
  func acquire() {
    #if canImport(Darwin)
      lock.lock()
    #else
      pthread_mutex_lock(mutex)
    #endif
  }

  /// Releases the lock taken by ``acquire()``.
  func release() {
    #if canImport(Darwin)
      lock.unlock()
    #else
      pthread_mutex_unlock(mutex)
    #endif
  }

  /// Runs `body` with exclusive access to the value.
  package func withLock<Result: Sendable>(_ body: @Sendable (inout Value) -> Result) -> Result {
    #if canImport(Darwin)
      return lock.withLock(body)
    #else
      pthread_mutex_lock(mutex)
      defer { pthread_mutex_unlock(mutex) }
      return body(&value)
    #endif
  }
}

/// A 64-bit word read and written atomically; a case path keeps what it learned in two of them.
@usableFromInline
final class AtomicWord: Sendable {
  #if canImport(Darwin)
    @usableFromInline let lock: OSAllocatedUnfairLock<UInt64>
  #else
    @usableFromInline let atomic: Atomic<UInt64>
  #endif

  @usableFromInline
  init(_ value: UInt64) {
    #if canImport(Darwin)
      lock = OSAllocatedUnfairLock(initialState: value)
    #else
      atomic = Atomic(value)
    #endif
  }

  /// Inlined: a case path reads its learned case on every extraction.
  @inlinable
  func load() -> UInt64 {
    #if canImport(Darwin)
      return lock.withLock { $0 }
    #else
      return atomic.load(ordering: .acquiring)
    #endif
  }

  @usableFromInline
  func store(_ value: UInt64) {
    #if canImport(Darwin)
      lock.withLock { $0 = value }
    #else
      atomic.store(value, ordering: .releasing)
    #endif
  }

  /// Sets `bits` and returns the value from before.
  @usableFromInline
  @discardableResult
  func formUnion(_ bits: UInt64) -> UInt64 {
    #if canImport(Darwin)
      return lock.withLock { value in
        let old = value
        value |= bits
        return old
      }
    #else
      return atomic.bitwiseOr(bits, ordering: .acquiringAndReleasing).oldValue
    #endif
  }
}

extension AtomicWord {
  /// Adds one and returns the new value.
  @usableFromInline
  func increment() -> UInt64 {
    #if canImport(Darwin)
      return lock.withLock { value in
        value &+= 1
        return value
      }
    #else
      return atomic.wrappingAdd(1, ordering: .relaxed).newValue
    #endif
  }

  /// Subtracts one.
  @usableFromInline
  func decrement() {
    #if canImport(Darwin)
      lock.withLock { $0 &-= 1 }
    #else
      atomic.wrappingSubtract(1, ordering: .relaxed)
    #endif
  }
}

/// A lock the thread that holds it may take again: a shared value's `withLock` body may read
/// the same value. A pthread recursive mutex on every platform (the thread sanitizer
/// understands it).
package final class RecursiveLock: @unchecked Sendable {
  private let mutex: UnsafeMutablePointer<pthread_mutex_t>

  package init() {
    mutex = .allocate(capacity: 1)
    var attributes = pthread_mutexattr_t()
    pthread_mutexattr_init(&attributes)
    pthread_mutexattr_settype(&attributes, Int32(PTHREAD_MUTEX_RECURSIVE))
    pthread_mutex_init(mutex, &attributes)
    pthread_mutexattr_destroy(&attributes)
  }

  deinit {
    pthread_mutex_destroy(mutex)
    mutex.deallocate()
  }

  /// Runs `body` holding the lock.
  package func withLock<Result>(_ body: () throws -> Result) rethrows -> Result {
    pthread_mutex_lock(mutex)
    defer { pthread_mutex_unlock(mutex) }
    return try body()
  }
}
