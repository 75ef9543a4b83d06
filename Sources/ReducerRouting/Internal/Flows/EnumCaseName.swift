// Reading a route's case name through its enum's field records, without `Mirror`.
//
// The case is the value's tag, read through the enum's value witnesses, and its name comes from
// the enum's field records: both are ReducerCore's `EnumLayout` (`EnumReflection.swift` lists
// the assumptions and their guards). Neither reads the payload, so a thin metatype payload
// (which `Mirror` cannot read) is safe. When the type is not an enum, or its binary does not
// describe its cases (`-disable-reflection-metadata`), the answer is `nil` and callers take
// the safe path, `describeCase(_:)`.
//
// The tests compare it with `describeCase(_:)` (which reads `Mirror`'s label, and a `switch`
// in the fixtures) for enums with and without payloads, generic enums and thin metatypes.

/// The name of the case of `value` and a number for it, the same for the same name in the
/// whole process; `nil` when the runtime cannot tell.
func runtimeCaseName<T>(of value: T) -> (name: String, code: UInt64)? {
  guard let tag = enumCaseTag(of: value) else { return nil }
  let key = CaseKey(type: ObjectIdentifier(T.self), tag: tag)
  if let known = caseNames.withLock({ $0[key] }) { return known }
  guard let name = enumCaseName(of: value) else { return nil }
  let entry = (name: name, code: caseCode(of: name))
  caseNames.withLock { $0[key] = entry }
  return entry
}

/// A case of an enum type.
private struct CaseKey: Hashable, Sendable {
  let type: ObjectIdentifier
  let tag: UInt32
}

private let caseNames = LockedValue<[CaseKey: (name: String, code: UInt64)]>([:])
