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
    withKnownIssue("Skipped assertion (exhaustivity is off)", sourceLocation: location.swiftTesting) {
      Issue.record(Comment(rawValue: message), sourceLocation: location.swiftTesting)
    }
  case .xcTest:
    print("\(location.fileID):\(location.line): Skipped assertion (exhaustivity is off): \(message)")
  }
}

/// Lets other tasks run, so effects that were just started can reach their first suspension.
func yieldToEffects() async {
  for _ in 0..<20 { await Task.yield() }
}

/// Polls `condition` on the main actor until it holds or `timeout` passes, letting effects run
/// in between. Gives up early when `canChange` says nothing can make the condition hold any
/// more (no effect is running).
///
/// - Returns: Whether the condition held.
@MainActor
func poll(timeout: Duration, canChange: () -> Bool, until condition: () -> Bool) async -> Bool {
  let clock = ContinuousClock()
  let deadline = clock.now.advanced(by: timeout)
  while true {
    if condition() { return true }
    if !canChange() { return condition() }
    if clock.now >= deadline { return false }
    for _ in 0..<10 {
      await Task.yield()
      if condition() { return true }
    }
    try? await Task.sleep(for: .milliseconds(1))
  }
}
