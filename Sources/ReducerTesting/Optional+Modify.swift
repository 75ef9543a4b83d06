extension Optional {
  /// Changes the payload of a case of this optional enum in a test's assertion closure, and
  /// fails the test (instead of stopping it) when the value is `nil` or in another case: what
  /// TCA 1.x spells `$0.destination?.modify(\.edit) { ... }`.
  ///
  /// ```swift
  /// await store.send(.destination(.presented(.edit(.titleChanged("Standup"))))) {
  ///   $0.destination.modify(/Destination.State.edit) { $0.title = "Standup" }
  /// }
  /// ```
  ///
  /// The path is a `/` case path of the wrapped enum; compose nested cases with `..`. When the
  /// value is not in the case, nothing changes, and the failure says which case (or `nil`) it
  /// was in: the state comparison that follows shows the rest.
  ///
  /// - Parameters:
  ///   - casePath: The case whose payload to change.
  ///   - fileID: The file of the call; leave the default.
  ///   - filePath: The full path of that file; leave the default.
  ///   - line: The line of the call; leave the default.
  ///   - column: The column of the call; leave the default.
  ///   - body: Changes the payload.
  public mutating func modify<Value>(
    _ casePath: CasePath<Wrapped, Value>,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column,
    _ body: (inout Value) throws -> Void
  ) rethrows {
    let location = SourceLocationInfo(
      fileID: fileID, filePath: filePath, line: line, column: column)
    guard var wrapped = self else {
      recordFailure(
        """
        Could not modify a case of a '\(Dump.typeName(of: Wrapped.self))?': it is nil. The \
        state the assertion starts from has no value there, so there is no payload to change. \
        Set the whole value instead ('$0.x = .someCase(...)'), or check that the previous \
        action presented it.
        """, at: location)
      return
    }
    guard try casePath.modify(&wrapped, body) != nil else {
      recordFailure(
        """
        Could not modify a case of a '\(Dump.typeName(of: Wrapped.self))': it is in another \
        case, \(Dump.inline(wrapped, limit: 200)). Nothing was changed. Set the whole value \
        instead ('$0.x = .someCase(...)'), or use the path of the case it is in.
        """, at: location)
      return
    }
    self = wrapped
  }
}
