/// A one-line description of a value for a diagnostic, cut to a readable length.
package func describe(_ value: Any, limit: Int = 200) -> String {
  var text = ""
  debugPrint(value, terminator: "", to: &text)
  if text.count > limit { text = String(text.prefix(limit)) + "…" }
  return text
}

/// The case name of an enum value, such as `.loggedOut`, or its type when it is not an enum.
package func describeCase(_ value: Any) -> String {
  let mirror = Mirror(reflecting: value)
  guard mirror.displayStyle == .enum else { return "a '\(type(of: value))'" }
  if let label = mirror.children.first?.label { return ".\(label)" }
  return ".\(value)"
}
