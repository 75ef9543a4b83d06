/// What the library knows about the dependency being read, for the diagnostics of the default
/// test values: the property's name, the `@Dependency` declaration's site, and whether the
/// read is part of an override (`$0.apiClient.fetch = ...`), which reports nothing.
///
/// Bound only on the test and preview paths of a read, never on the live one.
struct DependencyAccess: Sendable {
  /// The `DependencyValues` property read, such as `apiClient`.
  var name: String?
  /// The file of the `@Dependency` declaration that reads it.
  var fileID: String?
  /// The line of that declaration.
  var line: UInt = 0
  /// Whether the read happens while overriding dependencies, before the operation runs.
  var isUpdating = false
  /// Whether the read is the one a key path makes before replacing the dependency whole.
  var isReplacing = false

  @TaskLocal static var current = DependencyAccess()

  /// The name of the property as the user writes it after `@Dependency(`.
  func spelling(key: Any.Type) -> String {
    if let name { return "@Dependency(\\.\(name))" }
    return "@Dependency(\(key).self)"
  }
}

/// Reports that `key`, which has no test value, was read in a test that did not override it:
/// to be used, or (`access.isUpdating`) to override a part of it, which leaves its other parts
/// live.
func reportUnimplemented(key: Any.Type, value: Any.Type, access: DependencyAccess) {
  let spelling = access.spelling(key: key)
  let valueDescription = key == value ? "" : " (key '\(key)', value '\(value)')"
  let override = access.name.map { "$0.\($0) = ..." } ?? "$0[\(key).self] = ..."
  // A key of this library is not the user's to change: only the override helps.
  let isOwnKey = String(reflecting: key).hasPrefix("ReducerCore.")
  let message: String
  if access.isUpdating {
    message = """
      \(spelling)\(valueDescription) was read in a test to override a part of it, but \
      '\(key)' does not implement 'testValue': the parts the test did not override stay live, \
      and may reach the network, the disk or the real clock. Implement 'testValue' in \
      '\(key)' with endpoints that fail the test when called ('unimplemented("Client.endpoint")' \
      for each), so that a test overrides only what it uses, or override the whole dependency \
      ('\(override)').
      """
  } else {
    let source =
      isOwnKey
      ? "the test did not override it"
      : """
      '\(key)' does not implement 'testValue' and the test did not override the dependency
      """
    let orImplement =
      isOwnKey ? "" : ", or implement 'testValue' in '\(key)' to give every test a default"
    message = """
      \(spelling)\(valueDescription) was read in a test, but it has no test value: \(source). \
      The live value is used instead, and it may reach the network, the disk or the real clock. \
      Override it in the test, with 'TestStore(initialState:reducer:withDependencies: { \
      \(override) })' or 'withDependencies { \(override) } operation: { ... }'\(orImplement).
      """
  }
  if let fileID = access.fileID {
    IssueReporting.report(
      kind: "dependency.unimplemented", message, site: fileID, line: access.line)
  } else {
    IssueReporting.report(kind: "dependency.unimplemented", message, site: "\(key)", line: 0)
  }
}

/// Reports that `key`, which has no live value, was read in the live context.
func reportMissingLiveValue(key: Any.Type, access: DependencyAccess) {
  let spelling = access.spelling(key: key)
  let message = """
    \(spelling) was read in the live context, but '\(key)' conforms only to \
    'TestDependencyKey': it has no live value, so its test value is used instead. Conform \
    '\(key)' to 'DependencyKey' with a 'liveValue' in the module that has the live \
    implementation, and link that module into the app.
    """
  if let fileID = access.fileID {
    Diagnostics.report(
      kind: "dependency.missingLiveValue", message, site: fileID, line: access.line)
  } else {
    Diagnostics.report(kind: "dependency.missingLiveValue", message, site: "\(key)", line: 0)
  }
}
