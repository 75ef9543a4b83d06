import ReducerTesting
import XCTest

/// Failures go to XCTest when no Swift Testing test is running. This case captures them by
/// overriding `recordFailure` (`record(_:)` on Apple platforms), so they can be checked instead
/// of failing the test.
final class XCTestRoutingTests: XCTestCase {
  /// The failures recorded while capturing, or `nil` when not capturing.
  private let captured = LockedValue<[String]?>(nil)

  #if canImport(Darwin)
    override func record(_ issue: XCTIssue) {
      let location = issue.sourceCodeContext.location
      let failure =
        "\(location?.fileURL.path ?? ""):\(location?.lineNumber ?? 0): \(issue.compactDescription)"
      if !capture(failure) { super.record(issue) }
    }
  #else
    override func recordFailure(
      withDescription description: String,
      inFile filePath: String,
      atLine lineNumber: Int,
      expected: Bool
    ) {
      if !capture("\(filePath):\(lineNumber): \(description)") {
        super.recordFailure(
          withDescription: description, inFile: filePath, atLine: lineNumber, expected: expected
        )
      }
    }
  #endif

  /// Keeps the failure when capturing; returns whether it did.
  private func capture(_ failure: String) -> Bool {
    captured.withLock { failures in
      guard failures != nil else { return false }
      failures?.append(failure)
      return true
    }
  }

  @MainActor
  func testAWrongStateFailsInXCTestAtTheCallersLine() async {
    captured.withLock { $0 = [] }
    let store = TestStore(initialState: Counter.State()) { Counter() }
    await store.send(.increment) { $0.count = 2 }
    let line = #line - 1
    let failures = captured.withLock { failures in
      defer { failures = nil }
      return failures ?? []
    }
    XCTAssertEqual(failures.count, 1)
    XCTAssertTrue(failures.first?.hasPrefix("\(#filePath):\(line): ") == true, "\(failures)")
    XCTAssertTrue(failures.first?.contains("−   count: 2,\n+   count: 1,") == true, "\(failures)")
  }

  @MainActor
  func testALeakedEffectFailsInXCTestAtTheLastAssertionsLine() async {
    captured.withLock { $0 = [] }
    var line = 0
    do {
      let store = TestStore(initialState: Counter.State()) { Counter(clock: TestClock()) }
      await store.send(.startTimer) { $0.isTimerRunning = true }
      line = #line - 1
    }
    let failures = captured.withLock { failures in
      defer { failures = nil }
      return failures ?? []
    }
    XCTAssertEqual(failures.count, 1)
    XCTAssertTrue(failures.first?.hasPrefix("\(#filePath):\(line): ") == true, "\(failures)")
    XCTAssertTrue(failures.first?.contains("started by:\n  .startTimer") == true, "\(failures)")
  }
}
