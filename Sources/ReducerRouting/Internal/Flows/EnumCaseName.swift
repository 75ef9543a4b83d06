// Reading a route's case name through the Swift runtime, without `Mirror`.
//
// Assumptions, each with what guards it:
// - `swift_EnumCaseName` is the runtime entry point behind `String(describing:)` for enums
//   (exported by every Swift runtime since 5.0, declared `@_silgen_name` in the standard
//   library's `ReflectionMirror.swift`). It reads the value's tag through its type's value
//   witnesses and the case's name from the type's field records; it never reads the payload,
//   so a thin metatype payload (which `Mirror` cannot read) is safe.
// - It returns `nil` when the type is not an enum: the safe path, `describeCase(_:)`, is used
//   then. For an enum whose field records were stripped (`-disable-reflection-metadata`) it
//   names the case as `String(describing:)` does, no worse than `describeCase(_:)`; that case
//   is not covered by these tests (the fixtures built that way link to the core's tests).
// - The returned C string lives as long as the type's metadata, which is never unloaded while
//   a value of the type exists: it is copied into a `String` at once, and cached by its
//   address (the address names one case of one type for the life of the process).
//
// The tests compare it with `describeCase(_:)` (which reads `Mirror`'s label, and a `switch`
// in the fixtures) for enums with and without payloads, generic enums and thin metatypes.

@_silgen_name("swift_EnumCaseName")
private func _runtimeEnumCaseName<T>(_ value: T) -> UnsafePointer<CChar>?

/// The name of the case of `value` and a number for it, the same for the same name in the
/// whole process; `nil` when the runtime cannot tell.
func runtimeCaseName<T>(of value: T) -> (name: String, code: UInt64)? {
  guard let pointer = _runtimeEnumCaseName(value) else { return nil }
  let key = UInt(bitPattern: pointer)
  if let known = caseNames.withLock({ $0[key] }) { return known }
  let name = String(cString: pointer)
  let entry = (name: name, code: caseCode(of: name))
  caseNames.withLock { $0[key] = entry }
  return entry
}

private let caseNames = LockedValue<[UInt: (name: String, code: UInt64)]>([:])
