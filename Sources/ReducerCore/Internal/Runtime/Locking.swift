import Foundation
import ReducerCRuntime

// Locks, atomic words and per-thread counts: one implementation on every platform.
//
// Everything here is built on the POSIX threads API, which Foundation re-exports on every
// platform the package supports (Glibc on Linux, Darwin on Apple platforms), with the same
// signatures: so the code an app compiles for iOS is the code the Linux build runs and the
// tests exercise. There is no platform fork:
// - `OSAllocatedUnfairLock` is Apple-only (and its `lock()` exists only when it guards no
//   value), and the standard library's `Synchronization` (`Mutex`, `Atomic`) needs iOS 18,
//   macOS 15, tvOS 18, watchOS 11 and visionOS 2, above the package's minimums (iOS 17,
//   macOS 14, tvOS 17, watchOS 10, visionOS 1): the package does not import it, so an app
//   deploying to the minimums links nothing those OS versions lack. A pthread mutex exists
//   everywhere, and the thread sanitizer understands it.
// - An atomic word is a C11 atomic of the package's C target (`ReducerCRuntime`), the same
//   instructions on every OS version (BENCHMARKS.md, "Atomic words").

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
/// Assumptions, each with its guard:
/// - The word is 8 bytes the word allocates, aligned to 8, and touched only through the C11
///   atomic builtins of the package's C target (`ReducerCRuntime.h`, assumption 5), which
///   compile to the processor's atomic instructions on every target and need nothing from the
///   OS: so an app deploying to iOS 17 (or macOS 14, tvOS 17, watchOS 10, visionOS 1) links no
///   library that only a newer OS has. Guard: `storage` is allocated with that alignment in
///   `init` and freed in `deinit`, and read elsewhere only by the two holders that keep its
///   address for their hot reads (`ReflectiveExtractor.stateWord`, `LazyReducer.builtWord`),
///   with the same C atomic load, while they hold the word; `Tests/Scripts/check-abi.py` fails
///   when the C target's atomics compile to a library call on any target.
@usableFromInline
package final class AtomicWord: @unchecked Sendable {
  /// The word's 8 bytes, aligned to 8.
  @usableFromInline let storage: UnsafeMutablePointer<UInt64>

  /// A word holding `value`.
  @usableFromInline
  package init(_ value: UInt64) {
    storage = .allocate(capacity: 1)
    storage.initialize(to: value)
  }

  deinit {
    storage.deallocate()
  }

  /// Inlined: a case path reads its learned case on every extraction.
  @inlinable
  @inline(__always)
  package func load() -> UInt64 {
    reducer_atomic_load(storage)
  }

  /// Writes `value`, with release ordering.
  @usableFromInline
  func store(_ value: UInt64) {
    reducer_atomic_store(storage, value)
  }

  /// Sets `bits` and returns the value from before.
  @usableFromInline
  @discardableResult
  func formUnion(_ bits: UInt64) -> UInt64 {
    reducer_atomic_fetch_or(storage, bits)
  }

  /// Adds one and returns the new value.
  @usableFromInline
  package func increment() -> UInt64 {
    reducer_atomic_add(storage, 1)
  }

  /// Subtracts one.
  @usableFromInline
  func decrement() {
    _ = reducer_atomic_add(storage, UInt64.max)
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

// MARK: - A count per thread

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
/// - A thread's count is an integer in the C target's thread-local storage
///   (`reducer_thread_count`, a C11 `_Thread_local` array of two, assumption 6 of
///   `ReducerCRuntime.h`: a few instructions, where `pthread_getspecific` and the key's lazy
///   initialization cost tens); a new thread reads 0. Guard: the counter's `index` is 0 or 1,
///   set only by ``payloadsOut`` and ``ignoredActions``, and the C functions mask it too.
/// - ``payloadsOut`` changes only in ``payloadMovedOut()`` and ``payloadMovedBack()``, which
///   `CasePath.modifyInPlace` calls around the child's reduce, on the same thread (the reduce
///   neither throws nor returns early: the two always pair).
@usableFromInline
package struct ThreadCounter: Sendable {
  /// Which of the thread's two counts.
  @usableFromInline let index: Int

  @inlinable
  init(index: Int) {
    self.index = index
  }

  /// Enum payloads moved out of a state on this thread, while a child reduces.
  @inlinable package static var payloadsOut: ThreadCounter { ThreadCounter(index: 0) }
  /// Actions reducers have ignored on this thread.
  @inlinable package static var ignoredActions: ThreadCounter { ThreadCounter(index: 1) }

  /// The count on this thread.
  @inlinable package var value: Int { reducer_thread_count(index) }

  /// Adds `amount` to this thread's count.
  @inlinable
  package func add(_ amount: Int) {
    reducer_thread_count_add(index, amount)
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

/// The flows whose routes are reducing on this thread, innermost first: how a flow tells,
/// when it embeds a screen's effect, whether a flow of the same route type runs it (the
/// `.forward` rule: a forwarded step goes to the outermost flow of its route type).
///
/// A flow runs each route's reducer inside ``insideRoutes(of:_:)``, which makes a node of the
/// flow's route type on the stack and makes it this thread's innermost for the call. A flow
/// inside that route, at any depth, reduces within the call, so it finds the node: the
/// nesting of the calls is the nesting of the flows in the app's reducers, read where it
/// happens rather than kept from when the reducers were built.
///
/// Assumptions, each with its guard:
/// - The thread's innermost node is `nil` or the address of a live node on this thread's
///   stack (the C target's thread-local word, `reducer_flow_nesting`, assumption 6 of
///   `ReducerCRuntime.h`; `nil` on a new thread). Guard: only ``insideRoutes(of:_:)`` sets
///   it, to the address of its own node for the duration of `body`, then back to the node's
///   `outer`, the value it found; `body` neither throws nor suspends, so the two always pair,
///   on the same thread, and a node is never read after its call returns.
/// - Reducers run synchronously on the thread that sends: a reducer that runs another
///   store's `send` inside its own would find this store's flows around it, which only
///   changes where a `.forward` from that other store goes (a reducer sending to a store
///   from inside a reduce is already a bug the store cannot see).
@usableFromInline
package struct FlowNesting {
  /// The route type of the flow whose route is reducing.
  @usableFromInline let routeType: ObjectIdentifier
  /// The node that was innermost before this one, or `nil`.
  @usableFromInline let outer: UnsafeRawPointer?

  @inlinable
  init(routeType: ObjectIdentifier, outer: UnsafeRawPointer?) {
    self.routeType = routeType
    self.outer = outer
  }

  /// Runs `body`, a route's reduce, as inside the routes of a flow of route type `routeType`.
  @inlinable
  @inline(__always)
  package static func insideRoutes<Result>(
    of routeType: ObjectIdentifier, _ body: () -> Result
  ) -> Result {
    var node = FlowNesting(routeType: routeType, outer: reducer_flow_nesting())
    return withUnsafeMutablePointer(to: &node) { pointer in
      reducer_set_flow_nesting(pointer)
      let result = body()
      reducer_set_flow_nesting(pointer.pointee.outer)
      return result
    }
  }

  /// Whether a route of a flow of route type `routeType` is reducing on this thread, at any
  /// depth: then a flow of that route type reducing now is not the outermost one.
  @usableFromInline
  package static func isInsideRoutes(of routeType: ObjectIdentifier) -> Bool {
    var next = reducer_flow_nesting()
    while let address = next {
      let node = address.assumingMemoryBound(to: FlowNesting.self).pointee
      if node.routeType == routeType { return true }
      next = node.outer
    }
    return false
  }
}
