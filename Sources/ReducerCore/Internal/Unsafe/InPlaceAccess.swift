// Reaching a value where it lies, without the checks or the copies of the safe spelling: the
// hot paths of `Store.send`, `Scope.reduce` and case-path extraction.
//
// MARK: Assumptions, the check that guards each, and the safe path
//
// 1. A byte offset names a stored property of the root that lies inline, bound to its type,
//    inside the root's bytes, and that has no observers to run.
//    Check: the offset comes only from `storedPropertyOffset(of:)`, which takes it from
//    `MemoryLayout.offset(of:)` (nil for a computed or observed property, a class root, a
//    property wrapper) and, once, checks that it is aligned for the property and that the
//    property ends inside the root. Safe path: when it returns nil, the caller goes through
//    the key path.
// 2. An optional read through `Optional.knownNonNil` is not nil.
//    Check: the caller tests it (`!= nil`) right before, or an initializer sets it on the only
//    path that reads it (`Store`: one initializer sets `root`, the other `scoped`; `Scope`:
//    one of `offset ≥ 0`, `casePath`, `keyPath`); a debug build traps on `nil`. Safe path:
//    `if let` (which copies, and for a reference retains, the value on every action).

/// The byte offset of the stored property `keyPath` names in `Root`, when the property can be
/// changed in place at that offset; `nil` when it must be reached through the key path.
///
/// Called once, where a scope is made, never per action.
@inlinable
func storedPropertyOffset<Root, Value>(of keyPath: WritableKeyPath<Root, Value>) -> Int? {
  guard let offset = MemoryLayout<Root>.offset(of: keyPath) else { return nil }
  return isStoredPropertyPlacement(
    offset: offset, size: MemoryLayout<Value>.size, alignment: MemoryLayout<Value>.alignment,
    rootSize: MemoryLayout<Root>.size)
    ? offset : nil
}

/// The byte offset of the stored property `keyPath` names in `Root`, for reading it where it
/// lies (assumption 1 above, for a read: a `let` property qualifies too); `nil` when it must be
/// read through the key path. For the observation of a field read through a store, which reads
/// the field after every action while a view waits for it to change; called once per field.
@usableFromInline
func storedPropertyOffset<Root, Value>(reading keyPath: KeyPath<Root, Value>) -> Int? {
  guard let offset = MemoryLayout<Root>.offset(of: keyPath) else { return nil }
  return isStoredPropertyPlacement(
    offset: offset, size: MemoryLayout<Value>.size, alignment: MemoryLayout<Value>.alignment,
    rootSize: MemoryLayout<Root>.size)
    ? offset : nil
}

/// A copy of the property that lies at `offset` in the root at `root`.
///
/// - Precondition: `root` points to an initialized `Root`, and `offset` came from
///   ``storedPropertyOffset(reading:)`` for a key path from `Root` to `Value` (assumption 1
///   above).
@inlinable
@inline(__always)
func readStoredProperty<Value>(
  at root: UnsafeRawPointer, byteOffset offset: Int, as _: Value.Type
) -> Value {
  root.advanced(by: offset).assumingMemoryBound(to: Value.self).pointee
}

/// Whether a value of `size` and `alignment` bytes at `offset` lies inside a root of
/// `rootSize` bytes, aligned: the check behind ``storedPropertyOffset(of:)``, apart so that
/// it can be tested with placements `MemoryLayout` never reports.
@usableFromInline
func isStoredPropertyPlacement(offset: Int, size: Int, alignment: Int, rootSize: Int) -> Bool {
  offset >= 0 && alignment > 0 && offset % alignment == 0 && offset <= rootSize - size
}

/// Runs `body` on the property of `root` that lies at `offset`, in place.
///
/// - Precondition: `offset` came from ``storedPropertyOffset(of:)`` for a key path from `Root`
///   to `Value` (assumption 1 above).
@inlinable
@inline(__always)
func withStoredProperty<Root, Value, Result>(
  of root: inout Root,
  atByteOffset offset: Int,
  as _: Value.Type,
  _ body: (inout Value) -> Result
) -> Result {
  withUnsafeMutablePointer(to: &root) { root in
    let property = (UnsafeMutableRawPointer(root) + offset).assumingMemoryBound(to: Value.self)
    return body(&property.pointee)
  }
}

extension Optional {
  /// The value of an optional that the caller knows is not `nil` (assumption 2 above), read
  /// without the check.
  ///
  /// A property, read like `unsafelyUnwrapped`, so that it borrows the optional where it lies;
  /// a function taking the optional would copy it, and retain it, on every call.
  @inlinable
  var knownNonNil: Wrapped {
    @inline(__always) get { unsafelyUnwrapped }
  }
}

// MARK: - The same type under two names

// Treating a value of one generic type as another when the two are the same type, which the
// compiler cannot see where the types are named differently (a body's `State` and its base's,
// a generic id and `String`).
//
// MARK: Assumptions, the check that guards each, and the safe path
//
// 1. A value of type `A` is a value of type `B` bit for bit, with the same ownership, when
//    `A` and `B` are the same type (and so are `[A]` and `[B]`, `Effect<A>` and `Effect<B>`).
//    Check: a `SameType<A, B>` exists only once `A.self == B.self` held; every reinterpreting
//    cast is a method of it. Once specialized, the comparison is of two constants and compiles
//    to nothing; unspecialized, it is two metadata reads, made once per proof. Safe path: when
//    the types differ there is no proof, and the caller converts with `as?` (see
//    `reduceBody(_:as:into:action:)`) or keeps the value in its own type (a tree id compared
//    through `AnyHashable`).

/// Proof that `A` and `B` are the same type, checked when it is made; the only way to
/// reinterpret one as the other.
///
/// ```swift
/// if let same = SameType(Base.self, String.self) { useString(same.cast(base)) }
/// ```
@usableFromInline
package struct SameType<A, B> {
  /// Checks that `A` and `B` are the same type; `nil` when they differ.
  @inlinable
  @inline(__always)
  package init?(_: A.Type, _: B.Type) {
    guard A.self == B.self else { return nil }
  }

  /// `value`, as a `B`.
  @inlinable
  @inline(__always)
  package func cast(_ value: A) -> B { unsafeBitCast(value, to: B.self) }

  /// `value`, as an `A`.
  @inlinable
  @inline(__always)
  package func castBack(_ value: B) -> A { unsafeBitCast(value, to: A.self) }

  /// `array`, as an array of `B`, sharing its buffer.
  @inlinable
  @inline(__always)
  package func castElements(_ array: [A]) -> [B] { unsafeBitCast(array, to: [B].self) }

  /// `effect`, as an effect that sends `A`.
  @inlinable
  @inline(__always)
  package func castEffectBack(_ effect: Effect<B>) -> Effect<A> {
    unsafeBitCast(effect, to: Effect<A>.self)
  }

  /// Runs `body` on `value` seen as a `B`, in place.
  @inlinable
  @inline(__always)
  package func withCast<Result>(_ value: inout A, _ body: (inout B) -> Result) -> Result {
    withUnsafeMutablePointer(to: &value) { value in
      value.withMemoryRebound(to: B.self, capacity: 1) { body(&$0.pointee) }
    }
  }
}
