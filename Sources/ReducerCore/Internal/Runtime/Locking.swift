import Foundation

// Locks, atomic words and per-thread words: one implementation on every platform.
//
// Everything here is built on the POSIX threads API, which Foundation re-exports on every
// platform the package supports (Glibc on Linux, Darwin on Apple platforms), with the same
// signatures: so the code an app compiles for iOS is the code the Linux build runs and the
// tests exercise. There is no platform fork:
// - `OSAllocatedUnfairLock` is Apple-only (and its `lock()` exists only when it guards no
//   value), and the standard library's `Synchronization` (`Mutex`, `Atomic`) needs iOS 18,
//   macOS 15, tvOS 18, watchOS 11 and visionOS 2, above the package's minimums (iOS 17,
//   macOS 14, tvOS 17, watchOS 10, visionOS 1). A pthread mutex exists everywhere, and the
//   thread sanitizer understands it.
// - An "atomic" word is a word guarded by a mutex: an uncontended lock and unlock, which the
//   benchmarks measure (BENCHMARKS.md, "Locks").
// - A per-thread word lives in memory allocated with `malloc` and freed with `free` by the
//   thread key's destructor. The destructor is written as `{ free($0) }` on purpose: Darwin
//   declares its parameter `UnsafeMutableRawPointer` and Glibc `UnsafeMutableRawPointer?`, and
//   `free` takes either, so the one closure compiles against both declarations.

/// A pthread mutex in memory of its own (a mutex must not move once initialized), which the
/// owner frees with ``deallocate()``.
@usableFromInline
struct PlatformMutex {
  @usableFromInline let mutex: UnsafeMutablePointer<pthread_mutex_t>

  /// Makes a mutex; a recursive one may be taken again by the thread that holds it.
  init(recursive: Bool = false) {
    mutex = .allocate(capacity: 1)
    mutex.initialize(to: pthread_mutex_t())
    var attributes = pthread_mutexattr_t()
    pthread_mutexattr_init(&attributes)
    if recursive {
      pthread_mutexattr_settype(&attributes, Int32(PTHREAD_MUTEX_RECURSIVE))
    }
    pthread_mutex_init(mutex, &attributes)
    pthread_mutexattr_destroy(&attributes)
  }

  /// Takes the mutex.
  @inlinable
  func lock() { pthread_mutex_lock(mutex) }

  /// Releases the mutex.
  @inlinable
  func unlock() { pthread_mutex_unlock(mutex) }

  /// Destroys and frees the mutex; called once, by the owner's `deinit`.
  func deallocate() {
    pthread_mutex_destroy(mutex)
    mutex.deinitialize(count: 1)
    mutex.deallocate()
  }
}

/// A value guarded by a lock (a pthread mutex on every platform).
package final class LockedValue<Value: Sendable>: @unchecked Sendable {
  private let value: UnsafeMutablePointer<Value>
  private let mutex = PlatformMutex()

  /// Creates a lock around `value`.
  package init(_ value: Value) {
    self.value = .allocate(capacity: 1)
    self.value.initialize(to: value)
  }

  deinit {
    value.deinitialize(count: 1)
    value.deallocate()
    mutex.deallocate()
  }

  /// Takes the lock; pair with ``release()``. For values the lock does not hold itself.
  func acquire() {
    mutex.lock()
  }

  /// Releases the lock taken by ``acquire()``.
  func release() {
    mutex.unlock()
  }

  /// Runs `body` with exclusive access to the value.
  package func withLock<Result: Sendable>(_ body: @Sendable (inout Value) -> Result) -> Result {
    mutex.lock()
    defer { mutex.unlock() }
    return body(&value.pointee)
  }
}

/// A 64-bit word read and written atomically (under a mutex); a case path keeps what it learned
/// in one, a lazy reducer its address, and counters their count.
@usableFromInline
package final class AtomicWord: @unchecked Sendable {
  @usableFromInline let mutex = PlatformMutex()
  @usableFromInline let word: UnsafeMutablePointer<UInt64>

  @usableFromInline
  package init(_ value: UInt64) {
    word = .allocate(capacity: 1)
    word.initialize(to: value)
  }

  deinit {
    word.deallocate()
    mutex.deallocate()
  }

  /// Inlined: a case path reads its learned case on every extraction.
  @inlinable
  package func load() -> UInt64 {
    mutex.lock()
    let value = word.pointee
    mutex.unlock()
    return value
  }

  @usableFromInline
  func store(_ value: UInt64) {
    mutex.lock()
    word.pointee = value
    mutex.unlock()
  }

  /// Sets `bits` and returns the value from before.
  @usableFromInline
  @discardableResult
  func formUnion(_ bits: UInt64) -> UInt64 {
    mutex.lock()
    defer { mutex.unlock() }
    let old = word.pointee
    word.pointee = old | bits
    return old
  }

  /// Adds one and returns the new value.
  @usableFromInline
  package func increment() -> UInt64 {
    mutex.lock()
    defer { mutex.unlock() }
    word.pointee &+= 1
    return word.pointee
  }

  /// Subtracts one.
  @usableFromInline
  func decrement() {
    mutex.lock()
    word.pointee &-= 1
    mutex.unlock()
  }
}

/// A lock the thread that holds it may take again: a shared value's `withLock` body may read
/// the same value. A pthread recursive mutex on every platform (the thread sanitizer
/// understands it).
package final class RecursiveLock: @unchecked Sendable {
  private let mutex = PlatformMutex(recursive: true)

  package init() {}

  deinit {
    mutex.deallocate()
  }

  /// Runs `body` holding the lock.
  package func withLock<Result>(_ body: () throws -> Result) rethrows -> Result {
    mutex.lock()
    defer { mutex.unlock() }
    return try body()
  }
}

/// One machine word per thread, zero on each thread's first read: a count that the code
/// running on a thread keeps for itself (it is never store bookkeeping; see its users).
///
/// Assumptions, each with its guard and the safe path:
/// - A `pthread_key_t` holds, per thread, a pointer to one `Int` allocated here with `malloc`;
///   the key's destructor frees it with `free` when the thread ends. Guard:
///   `pthread_key_create` succeeded; without a key (a process that ran out of them, which
///   takes over a thousand), ``current`` is `nil` and each user takes its process-wide safe
///   path instead.
/// - The pointer is read and written only by its own thread: no other thread can reach it.
package final class ThreadLocalWord: Sendable {
  private let key: pthread_key_t?

  /// Makes a thread key for the word.
  package init() {
    var key = pthread_key_t()
    let status = pthread_key_create(&key) { stored in free(stored) }
    self.key = status == 0 ? key : nil
  }

  /// This thread's word, made on first use; `nil` without a thread key (or out of memory).
  @usableFromInline
  package var current: UnsafeMutablePointer<Int>? {
    guard let key else { return nil }
    if let stored = pthread_getspecific(key) {
      return stored.assumingMemoryBound(to: Int.self)
    }
    guard let memory = malloc(MemoryLayout<Int>.size) else { return nil }
    let made = memory.bindMemory(to: Int.self, capacity: 1)
    made.initialize(to: 0)
    guard pthread_setspecific(key, memory) == 0 else {
      free(memory)
      return nil
    }
    return made
  }
}
