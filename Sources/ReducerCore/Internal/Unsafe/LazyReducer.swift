import ReducerCRuntime

// The body cache: a reducer built on first use into memory its cache owns, published through
// one atomic word and then read without a lock, and run where it lies.
//
// MARK: Assumptions, the check that guards each, and the safe path
//
// 1. The word `built` is 0 or the address of an initialized `R` that the cache allocated, and
//    a reader that sees the address sees the reducer written there.
//    Check: only `buildReducer()` stores it, under the lock, once it found the word 0 under the
//    same lock, after initializing the memory, with release ordering; readers load it with
//    acquire ordering. Safe path: a reader that finds 0 takes the lock (`buildReducer()`).
// 2. The reducer at that address lives as long as the cache, and is never written again.
//    Check: only `deinit` frees it; `reduce` runs inside a method of the cache, which keeps the
//    cache alive; `reduceInPlace` takes the reducer `mutating` only to borrow it without a copy
//    and calls the non-mutating `reduce`, so concurrent callers only read it. Safe path: none
//    needed; reading `pointee` would copy the reducer on every action.
// 3. The cache handed to `reduceBody(_:as:into:action:)` is a `LazyReducer<Body>` of the `Body`
//    it is called with.
//    Check: the callers (`_CachedBodyReducer`) make it in
//    their only initializer from `Base.Body` and keep it in a `let`; `unsafeDowncast` traps on
//    another type in a debug build. Safe path: `as!`, a dynamic cast on every action.
// 4. The body's state and action are the caller's own types.
//    Check: a `SameType` proof for each (see `InPlaceAccess.swift`); the caller's initializer
//    requires it, so the check compiles to nothing once specialized, and the branch where the
//    types differ, which cannot be reached, stops rather than reinterpret a value.

/// A reducer built when it is first needed, then kept; safe to share between threads.
///
/// The reducer is built once, under a lock, into memory this object owns. After that, each
/// action reads it without the lock: an atomic word, set after the reducer is stored, holds
/// its address. The fast path is inlined, so it is specialized for the concrete reducer and
/// calls it right where it lies, with no copy and no retain (the memory outlives the call,
/// since this object does).
@usableFromInline
package final class LazyReducer<R: Reducer>: @unchecked Sendable {
  /// The address of the built reducer, or 0 until it is built; set with release ordering, once.
  @usableFromInline let built = AtomicWord(0)
  /// The memory of ``built``, read on every action without going through the word's object:
  /// valid as long as this cache, which holds the word.
  @usableFromInline let builtWord: UnsafeMutablePointer<UInt64>
  private let build: () -> R
  private let lock = LockedValue(())

  /// An object that builds a reducer with `build` on first use.
  @usableFromInline
  package init(build: @escaping () -> R) {
    self.build = build
    builtWord = built.storage
  }

  deinit {
    if let reducer = builtReducer {
      reducer.deinitialize(count: 1)
      reducer.deallocate()
    }
  }

  /// The built reducer, or `nil` before it is built (assumption 1).
  @inlinable
  @inline(__always)
  var builtReducer: UnsafeMutablePointer<R>? {
    UnsafeMutablePointer<R>(bitPattern: UInt(reducer_atomic_load(builtWord)))
  }

  /// Runs the reducer, building it on the first call.
  @inlinable
  package func reduce(
    into state: inout R.State, action: R.Action
  ) -> Effect<R.Action> {
    let reducer = builtReducer ?? buildReducer()
    // Through a mutating access, which hands over the reducer's address; a plain read of
    // `pointee` would copy the reducer first. Nothing changes it: it is never written again.
    return reducer.pointee.reduceInPlace(into: &state, action: action)
  }

  /// Builds the reducer the first time: the slow path of ``reduce(into:action:)``.
  @usableFromInline
  @inline(never)
  func buildReducer() -> UnsafeMutablePointer<R> {
    if let reducer = withLock({ builtReducer }) {
      return reducer
    }
    // Built outside the lock: building may make other lazy reducers, never this one.
    let value = build()
    return withLock {
      if let reducer = builtReducer {
        return reducer
      }
      let reducer = UnsafeMutablePointer<R>.allocate(capacity: 1)
      reducer.initialize(to: value)
      built.store(UInt64(UInt(bitPattern: reducer)))
      return reducer
    }
  }

  /// The reducer, built now if it was not yet.
  package var value: R { (builtReducer ?? buildReducer()).pointee }

  private func withLock<Result>(_ body: () -> Result) -> Result {
    lock.acquire()
    defer { lock.release() }
    return body()
  }
}

extension Reducer {
  /// Runs the reducer where it lies; see ``LazyReducer/reduce(into:action:)``.
  @inlinable
  mutating func reduceInPlace(
    into state: inout State, action: Action
  ) -> Effect<Action> {
    reduce(into: &state, action: action)
  }
}

/// Runs a cached body on the state and action of the reducer it is the body of: the one way a
/// body cache runs its body (`_CachedBodyReducer`).
///
/// The caller's type cannot state that its body's state and action are its own (a feature that
/// contains itself would make the runtime check that requirement forever), so the types are
/// checked here; once specialized, the check compiles to nothing.
///
/// - Parameters:
///   - cache: A `LazyReducer<Body>` (assumption 3 above).
///   - body: The type of the body.
///   - state: The state, changed in place.
///   - action: The action.
/// - Returns: The body's effect.
@inlinable
@inline(__always)
package func reduceBody<Body: Reducer, State, Action>(
  _ cache: AnyObject,
  as body: Body.Type,
  into state: inout State,
  action: Action
) -> Effect<Action> {
  let reducer = unsafeDowncast(cache, to: LazyReducer<Body>.self)
  guard let sameState = SameType(State.self, Body.State.self),
    let sameAction = SameType(Action.self, Body.Action.self)
  else {
    // Unreachable: `_CachedBodyReducer`'s only initializer requires the types to be the same.
    preconditionFailure(
      "A cached body of type \(Body.self) was run with the state or action of another reducer.")
  }
  return sameAction.castEffectBack(
    sameState.withCast(&state) {
      reducer.reduce(into: &$0, action: sameAction.cast(action))
    })
}

// MARK: - The cache of a reducer's body

/// A reducer whose body is built on its first action and kept; built by ``ReducerBuilder``.
///
/// The type states no requirement on the body (the initializer does): the runtime checks a
/// type's requirements when it makes the type, and for a feature that contains itself, whose
/// body's type contains this reducer, that check would never end. For the same reason it keeps
/// its ``LazyReducer`` as an untyped reference.
public struct _CachedBodyReducer<Base: Reducer>: Reducer {
  /// The base reducer's state.
  public typealias State = Base.State
  /// The base reducer's actions.
  public typealias Action = Base.Action

  /// A ``LazyReducer`` of `Base.Body`.
  @usableFromInline let cache: AnyObject

  @inlinable
  init(base: Base) where Base.Body.State == State, Base.Body.Action == Action {
    cache = LazyReducer { base.body }
  }

  /// Runs the base reducer's body, built once,.
  ///
  /// - Parameters:
  ///   - state: The current state, changed in place.
  ///   - action: The action to handle.
  /// - Returns: The body's effect.
  @inlinable
  public func reduce(
    into state: inout State, action: Action
  ) -> Effect<Action> {
    // The initializer made sure the body's state and action are the reducer's own.
    reduceBody(cache, as: Base.Body.self, into: &state, action: action)
  }
}

/// A reducer that runs another one's body, built once: what reads a reducer value (the
/// navigation explorer finding the flows and scopes of an app) reads through it.
package protocol BodyCachingReducer {
  /// The body it runs, built now if it was not yet.
  var cachedBody: Any { get }
}

extension _CachedBodyReducer: BodyCachingReducer {
  /// The base reducer's body, built now if it was not yet.
  package var cachedBody: Any {
    // The initializer made the cache a `LazyReducer` of `Base.Body`.
    unsafeDowncast(cache, to: LazyReducer<Base.Body>.self).value
  }
}
