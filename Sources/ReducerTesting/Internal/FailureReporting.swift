import Testing
import XCTest

/// Where an assertion was made: the caller's file, line and column.
package struct SourceLocationInfo: Sendable {
  let fileID: StaticString
  let filePath: StaticString
  let line: UInt
  let column: UInt

  /// A location from the caller's `#fileID`, `#filePath`, `#line` and `#column`.
  package init(fileID: StaticString, filePath: StaticString, line: UInt, column: UInt) {
    self.fileID = fileID
    self.filePath = filePath
    self.line = line
    self.column = column
  }

  var swiftTesting: SourceLocation {
    SourceLocation(
      fileID: "\(fileID)", filePath: "\(filePath)", line: Int(line), column: Int(column)
    )
  }
}

/// The test framework that records a failure raised now.
enum TestFramework: Equatable {
  case swiftTesting
  case xcTest

  /// Swift Testing while one of its tests runs on this task, XCTest otherwise.
  static var current: TestFramework { Test.current != nil ? .swiftTesting : .xcTest }
}

/// A failure or a skipped assertion that a test store, a test clock or a test store task raised,
/// as a ``FailureReporter`` receives it.
package struct ReportedFailure: Sendable, Equatable, CustomStringConvertible {
  /// Whether the report fails the test or only shows an assertion a non-exhaustive store skipped.
  package enum Kind: Sendable, Equatable {
    /// A test failure.
    case failure
    /// An assertion a store with `exhaustivity = .off(showSkippedAssertions: true)` skipped.
    case skippedAssertion
  }

  /// Whether this fails the test.
  package let kind: Kind
  /// The full message, as the test framework would show it.
  package let message: String
  /// The file the report points at, as `#fileID` gives it.
  package let fileID: String
  /// The line the report points at.
  package let line: UInt

  /// The report as `File.swift:12: message`.
  package var description: String { "\(fileID):\(line): \(message)" }
}

/// Receives the failures raised while it is installed with `FailureReporting.$reporter.withValue`,
/// instead of the test framework.
package struct FailureReporter: Sendable {
  /// Called with each failure and skipped assertion.
  package let report: @Sendable (ReportedFailure) -> Void

  /// Creates a reporter that calls `report` with each failure and skipped assertion.
  package init(_ report: @escaping @Sendable (ReportedFailure) -> Void) { self.report = report }
}

/// Where the testing module's failures go: a task-local reporter when one is installed, the test
/// framework running the test otherwise.
///
/// The library's own tests check its failure messages by installing a reporter, so that a
/// passing run prints no failure text (`withKnownIssue` would print each one as a known issue).
package enum FailureReporting {
  /// The reporter for failures raised in this task and the tasks it starts.
  ///
  /// A struct rather than an optional closure, like `Diagnostics.handler`: Swift 6.3's optimizer
  /// miscompiles `withValue` on a task-local whose type is an optional function.
  @TaskLocal package static var reporter: FailureReporter?

  /// Runs `body` with a reporter installed and returns what it received, in order; nothing
  /// reaches the test framework.
  ///
  /// - Parameter body: The code whose failures to capture.
  /// - Returns: The failures and skipped assertions `body` raised.
  @MainActor
  package static func capture(_ body: @MainActor () async -> Void) async -> [ReportedFailure] {
    let reports = LockedValue<[ReportedFailure]>([])
    let capturing = FailureReporter { report in reports.withLock { $0.append(report) } }
    await $reporter.withValue(capturing) { await body() }
    return reports.withLock { $0 }
  }

  /// Sends `message` to the installed reporter; returns `false` when there is none.
  fileprivate static func send(
    _ kind: ReportedFailure.Kind, _ message: String, at location: SourceLocationInfo
  ) -> Bool {
    guard let reporter else { return false }
    reporter.report(
      ReportedFailure(
        kind: kind, message: message, fileID: "\(location.fileID)", line: location.line)
    )
    return true
  }
}

/// Records a test failure at `location` in the framework running the test, or sends it to the
/// installed ``FailureReporter``.
package func recordFailure(_ message: String, at location: SourceLocationInfo) {
  if FailureReporting.send(.failure, message, at: location) { return }
  switch TestFramework.current {
  case .swiftTesting:
    Issue.record(Comment(rawValue: message), sourceLocation: location.swiftTesting)
  case .xcTest:
    XCTFail(message, file: location.filePath, line: location.line)
  }
}

/// Shows an assertion a non-exhaustive test store skipped, without failing the test: a known
/// issue under Swift Testing, a line on standard output under XCTest, or a report to the installed
/// ``FailureReporter``.
func recordSkippedAssertion(_ message: String, at location: SourceLocationInfo) {
  if FailureReporting.send(.skippedAssertion, message, at: location) { return }
  switch TestFramework.current {
  case .swiftTesting:
    withKnownIssue("Skipped assertion (exhaustivity is off)", sourceLocation: location.swiftTesting)
    {
      Issue.record(Comment(rawValue: message), sourceLocation: location.swiftTesting)
    }
  case .xcTest:
    print(
      "\(location.fileID):\(location.line): Skipped assertion (exhaustivity is off): \(message)")
  }
}
