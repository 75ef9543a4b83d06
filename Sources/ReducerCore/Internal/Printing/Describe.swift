/// A one-line description of a value for a diagnostic, cut to a readable length.
///
/// Enums print as `.child(.increment)`, structs as `Name(field: value)`, without module names.
package func describe(_ value: Any, limit: Int = 200) -> String {
  Dump.inline(value, limit: limit)
}

/// The case name of an enum value, such as `.loggedOut`, or its type when it is not an enum.
package func describeCase(_ value: Any) -> String {
  if let caseName = caseNameOfUnreflectablePayload(value) { return ".\(caseName)" }
  let mirror = Mirror(reflecting: value)
  guard mirror.displayStyle == .enum else { return "a '\(type(of: value))'" }
  if let label = mirror.children.first?.label { return ".\(label)" }
  return ".\(value)"
}
