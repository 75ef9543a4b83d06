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
