import Foundation
import Synchronization

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
// - An atomic word is the standard library's `Atomic<UInt64>` where the OS has it (always on
//   Linux; iOS 18, macOS 15, tvOS 18, watchOS 11, visionOS 2 and later), and a word guarded by a
//   mutex before that: an availability check, not a platform fork. Both strategies compile on
//   every platform, and the tests run both (`AtomicWord(_:lockBased:)`); the mutex costs about
//   twice the instructions of a case path's extraction (BENCHMARKS.md, "Atomic words"), so the
//   fast one is taken wherever it exists.
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

/// A 64-bit word read and written atomically; a case path keeps what it learned in one, a lazy
/// reducer its address, and counters their count.
///
/// Assumptions, each with its guard and the safe path:
/// - Where the OS has `Atomic` (always on Linux), the word is an `Atomic<UInt64>` in an
///   ``AtomicBox``, a class declared with that availability (a stored property cannot have a
///   type newer than the package's minimums). `box` is only ever set to an `AtomicBox`, so it
///   is read with `unsafeDowncast` (no dynamic cast on the hot path). Guard: `box` is a `let`
///   set once in `init`, to `AtomicBox(...)` or `nil`.
/// - Elsewhere (an OS older than iOS 18, macOS 15, tvOS 18, watchOS 11, visionOS 2), `box` is
///   `nil` and the word is a `UInt64` read and written only under `mutex`.
@usableFromInline
package final class AtomicWord: @unchecked Sendable {
  /// The atomic word, where the OS has `Atomic`; `nil` for the lock-based strategy.
  @usableFromInline let box: AtomicBoxBase?
  /// The word of the lock-based strategy, guarded by `mutex`.
  @usableFromInline let word: UnsafeMutablePointer<UInt64>
  @usableFromInline let mutex = PlatformMutex()

  /// A word holding `value`, atomic where the OS has `Atomic`.
  @usableFromInline
  package convenience init(_ value: UInt64) {
    self.init(value, lockBased: false)
  }

  /// A word holding `value`; `lockBased` takes the mutex even where `Atomic` exists (for the
  /// tests, which run both strategies).
  package init(_ value: UInt64, lockBased: Bool) {
    word = .allocate(capacity: 1)
    word.initialize(to: value)
    if !lockBased, #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) {
      box = AtomicBox(value)
    } else {
      box = nil
    }
  }

  deinit {
    word.deallocate()
    mutex.deallocate()
  }

  /// Whether the word is an `Atomic` (not the lock-based strategy).
  package var isAtomic: Bool { box != nil }

  /// Inlined: a case path reads its learned case on every extraction.
  @inlinable
  package func load() -> UInt64 {
    if let box, #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) {
      return unsafeDowncast(box, to: AtomicBox.self).value.load(ordering: .acquiring)
    }
    mutex.lock()
    defer { mutex.unlock() }
    return word.pointee
  }

  @usableFromInline
  func store(_ value: UInt64) {
    if let box, #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) {
      unsafeDowncast(box, to: AtomicBox.self).value.store(value, ordering: .releasing)
      return
    }
    mutex.lock()
    defer { mutex.unlock() }
    word.pointee = value
  }

  /// Sets `bits` and returns the value from before.
  @usableFromInline
  @discardableResult
  func formUnion(_ bits: UInt64) -> UInt64 {
    if let box, #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) {
      return unsafeDowncast(box, to: AtomicBox.self).value.bitwiseOr(
        bits, ordering: .acquiringAndReleasing
      ).oldValue
    }
    mutex.lock()
    defer { mutex.unlock() }
    let old = word.pointee
    word.pointee = old | bits
    return old
  }

  /// Adds one and returns the new value.
  @usableFromInline
  package func increment() -> UInt64 {
    if let box, #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) {
      return unsafeDowncast(box, to: AtomicBox.self).value.wrappingAdd(1, ordering: .relaxed)
        .newValue
    }
    mutex.lock()
    defer { mutex.unlock() }
    word.pointee &+= 1
    return word.pointee
  }

  /// Subtracts one.
  @usableFromInline
  func decrement() {
    if let box, #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) {
      unsafeDowncast(box, to: AtomicBox.self).value.wrappingSubtract(1, ordering: .relaxed)
      return
    }
    mutex.lock()
    defer { mutex.unlock() }
    word.pointee &-= 1
  }
}

/// What an ``AtomicWord`` holds its `Atomic` in: a class of every OS version, so that the
/// word's stored property has a type the package's minimums have.
@usableFromInline
class AtomicBoxBase: @unchecked Sendable {
  init() {}
}

/// The `Atomic<UInt64>` of an ``AtomicWord``, where the OS has `Atomic`.
@available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
@usableFromInline
final class AtomicBox: AtomicBoxBase, @unchecked Sendable {
  @usableFromInline let value: Atomic<UInt64>

  init(_ value: UInt64) {
    self.value = Atomic(value)
    super.init()
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
