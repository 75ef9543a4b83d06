/// The case of an enum value, as a number the same for every value of that case; `nil` when
/// the type is not an enum (or `Optional`). Reads the tag through the type's value witnesses
/// (assumptions 1 and 2 in `EnumReflection.swift`; `EnumLayout.init` checks the metadata
/// kind first and returns `nil` for any other kind, the safe answer).
///
/// - Complexity: O(1): two loads and one witness call.
@inlinable
package func enumCase<T>(of value: T) -> UInt32? {
  EnumLayout(T.self)?.tag(of: value)
}
