import Testing
import XCTest

/// Where an assertion was made: the caller's file, line and column.
struct SourceLocationInfo: Sendable {
  let fileID: StaticString
  let filePath: StaticString
  let line: UInt
  let column: UInt

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

/// Records a test failure at `location` in the framework running the test.
func recordFailure(_ message: String, at location: SourceLocationInfo) {
  switch TestFramework.current {
  case .swiftTesting:
    Issue.record(Comment(rawValue: message), sourceLocation: location.swiftTesting)
  case .xcTest:
    XCTFail(message, file: location.filePath, line: location.line)
  }
}

/// Shows an assertion a non-exhaustive test store skipped, without failing the test: a known
/// issue under Swift Testing, a line on standard output under XCTest.
func recordSkippedAssertion(_ message: String, at location: SourceLocationInfo) {
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
