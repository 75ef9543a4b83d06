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
