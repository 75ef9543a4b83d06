/// The case of the enum value in `value`, as a number the same for every value of that case;
/// `nil` when the type is not an enum (or `Optional`). Reads the tag where the value lies,
/// through the type's value witnesses, without copying the value (assumptions 1 and 2 in
/// `EnumReflection.swift`; `EnumLayout.init` checks the metadata kind first and returns `nil`
/// for any other kind, the safe answer).
///
/// - Complexity: O(1): two loads and one witness call.
@inlinable
@inline(__always)
package func enumCase<T>(in value: inout T) -> UInt32? {
  guard let layout = EnumLayout(T.self) else { return nil }
  return withUnsafeMutablePointer(to: &value) { layout.tag(at: UnsafeRawPointer($0)) }
}

/// The case of the enum value `value`; see ``enumCase(in:)``, which reads it in place.
@inlinable
package func enumCase<T>(of value: T) -> UInt32? {
  guard let layout = EnumLayout(T.self) else { return nil }
  return layout.tag(of: value)
}
