/// Reports a problem: in a test, the test fails with `message`; in the app, the library's
/// diagnostic is reported, as TCA's (IssueReporting's) `reportIssue` does.
///
/// ```swift
/// extension APIClient: TestDependencyKey {
///   static let testValue = APIClient(
///     fetch: { _ in
///       reportIssue("APIClient.fetch has no test value in this test.")
///       return ""
///     }
///   )
/// }
/// ```
///
/// App code calls it with only ReducerCore imported. When a test is running (a Swift Testing
/// test, or an XCTest test, in a process that links ReducerTesting), the test fails at the
/// caller's line; under a store whose diagnostics are taken (a `TestStore` sending an action,
/// or a handler of the library's own), it goes where the store's diagnostics go. Otherwise it
/// is an `issue.reported` ``Diagnostic``: printed to standard error once per site, or sent to
/// the handler of ``Diagnostic/setHandler(_:)``. It never stops the program.
///
/// - Parameters:
///   - message: What went wrong; read once.
///   - fileID: The file of the call; leave the default.
///   - filePath: The full path of that file; leave the default.
///   - line: The line of the call; leave the default.
///   - column: The column of the call; leave the default.
public func reportIssue(
  _ message: @autoclosure () -> String = "",
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) {
  let text = message()
  IssueReporting.report(
    kind: "issue.reported", text.isEmpty ? "An issue was reported." : text,
    site: "\(fileID)", line: line, filePath: "\(filePath)", column: column)
}

/// The one path of issues that must fail a test: ``reportIssue(_:fileID:filePath:line:column:)``,
/// the unimplemented endpoints and the dependencies read in a test without a test value.
package enum IssueReporting {
  /// Reports an issue: to the installed diagnostics handler (a `TestStore`'s), to the running
  /// test, or as a diagnostic.
  ///
  /// - Parameters:
  ///   - kind: The diagnostic's kind, when it is one.
  ///   - message: What happened, why, and how to fix it.
  ///   - site: The file the issue points at, or the name of the type at fault.
  ///   - line: The line in `site`, or 0 when `site` is not a file.
  ///   - filePath: The full path of the file, when known.
  ///   - column: The column, when known.
  package static func report(
    kind: String, _ message: String, site: String, line: UInt, filePath: String? = nil,
    column: UInt = 1
  ) {
    if Diagnostics.handler == nil, let hooks = TestHooks.running {
      let text = line > 0 ? message : "\(message) (Reported in \(site), kind '\(kind)'.)"
      hooks.recordIssue(
        text, fileID: site, filePath: filePath ?? site, line: line, column: column)
      return
    }
    Diagnostics.report(kind: kind, message, site: site, line: line)
  }
}
