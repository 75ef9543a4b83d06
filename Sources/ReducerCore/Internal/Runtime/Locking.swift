import Foundation
import Synchronization

// Locks and atomic words: one implementation on every platform.
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
/// - Where the OS has `Atomic` (always on Linux), the word is an `Atomic<UInt64>` in memory the
///   word allocates (8 bytes, aligned to 8), initialized as that type and only ever accessed as
///   it. A stored property cannot have a type newer than the package's minimums, hence the
///   separate memory. Guard: the `Atomic` strategy is chosen in `init` only when the OS has it
///   and `MemoryLayout<Atomic<UInt64>>` is 8 bytes aligned to at most 8; every atomic operation
///   is behind the same availability check, so it never runs where `init` could not choose it.
/// - Elsewhere (an OS older than iOS 18, macOS 15, tvOS 18, watchOS 11, visionOS 2), the memory
///   holds a `UInt64` read and written only under `mutex` (the `locked…` operations).
/// - Each operation picks its strategy by the availability check alone, which the compiler
///   folds away on Linux and which is cached on Apple platforms: the hot path has no other
///   branch. The tests run the lock-based operations too, on a word made with
///   `init(_:lockBased:)`, which they only use through the `locked…` operations.
@usableFromInline
package final class AtomicWord: @unchecked Sendable {
  /// The word's 8 bytes: an `Atomic<UInt64>`, or a `UInt64` guarded by `mutex`.
  @usableFromInline let storage: UnsafeMutableRawPointer
  /// Whether `storage` holds an `Atomic<UInt64>`.
  package let isAtomic: Bool
  @usableFromInline let mutex = PlatformMutex()

  /// A word holding `value`, atomic where the OS has `Atomic`.
  @usableFromInline
  package convenience init(_ value: UInt64) {
    self.init(value, lockBased: false)
  }

  /// A word holding `value`; `lockBased` keeps a plain word under the mutex even where `Atomic`
  /// exists (for the tests, which then use only the `locked…` operations).
  package init(_ value: UInt64, lockBased: Bool) {
    storage = .allocate(byteCount: 8, alignment: 8)
    if !lockBased, #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) {
      // Inside the availability check: `Atomic` is named only where it exists.
      if MemoryLayout<Atomic<UInt64>>.size == 8, MemoryLayout<Atomic<UInt64>>.alignment <= 8 {
        storage.bindMemory(to: Atomic<UInt64>.self, capacity: 1).initialize(to: Atomic(value))
        isAtomic = true
        return
      }
    }
    storage.initializeMemory(as: UInt64.self, repeating: value, count: 1)
    isAtomic = false
  }

  deinit {
    if isAtomic, #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) {
      storage.assumingMemoryBound(to: Atomic<UInt64>.self).deinitialize(count: 1)
    }
    storage.deallocate()
    mutex.deallocate()
  }

  /// Inlined: a case path reads its learned case on every extraction.
  @inlinable
  @inline(__always)
  package func load() -> UInt64 {
    if #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) {
      return storage.assumingMemoryBound(to: Atomic<UInt64>.self).pointee.load(
        ordering: .acquiring)
    }
    return lockedLoad()
  }

  @usableFromInline
  func store(_ value: UInt64) {
    if #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) {
      storage.assumingMemoryBound(to: Atomic<UInt64>.self).pointee.store(
        value, ordering: .releasing)
      return
    }
    lockedStore(value)
  }

  /// Sets `bits` and returns the value from before.
  @usableFromInline
  @discardableResult
  func formUnion(_ bits: UInt64) -> UInt64 {
    if #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) {
      return storage.assumingMemoryBound(to: Atomic<UInt64>.self).pointee.bitwiseOr(
        bits, ordering: .acquiringAndReleasing
      ).oldValue
    }
    return lockedFormUnion(bits)
  }

  /// Adds one and returns the new value.
  @usableFromInline
  package func increment() -> UInt64 {
    if #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) {
      return storage.assumingMemoryBound(to: Atomic<UInt64>.self).pointee.wrappingAdd(
        1, ordering: .relaxed
      ).newValue
    }
    return lockedAdd(1)
  }

  /// Subtracts one.
  @usableFromInline
  func decrement() {
    if #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) {
      storage.assumingMemoryBound(to: Atomic<UInt64>.self).pointee.wrappingSubtract(
        1, ordering: .relaxed)
      return
    }
    _ = lockedAdd(UInt64.max)
  }

  // MARK: The lock-based strategy (OSes without `Atomic`)

  /// The plain word of the lock-based strategy.
  private var word: UnsafeMutablePointer<UInt64> { storage.assumingMemoryBound(to: UInt64.self) }

  /// ``load()`` under the mutex; out of line, so that the inlined load stays one atomic read.
  @usableFromInline
  @inline(never)
  func lockedLoad() -> UInt64 {
    mutex.lock()
    defer { mutex.unlock() }
    return word.pointee
  }

  /// ``store(_:)`` under the mutex.
  func lockedStore(_ value: UInt64) {
    mutex.lock()
    defer { mutex.unlock() }
    word.pointee = value
  }

  /// ``formUnion(_:)`` under the mutex.
  func lockedFormUnion(_ bits: UInt64) -> UInt64 {
    mutex.lock()
    defer { mutex.unlock() }
    let old = word.pointee
    word.pointee = old | bits
    return old
  }

  /// Adds `amount` (wrapping) under the mutex and returns the new value.
  func lockedAdd(_ amount: UInt64) -> UInt64 {
    mutex.lock()
    defer { mutex.unlock() }
    word.pointee &+= amount
    return word.pointee
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
