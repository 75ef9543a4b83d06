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

  @MainActor
  func testAnIssueAppCodeReportsFailsTheXCTest() {
    captured.withLock { $0 = [] }
    reportIssue("The cache is inconsistent.")
    let failures = captured.withLock { failures in
      defer { failures = nil }
      return failures ?? []
    }
    XCTAssertEqual(failures.count, 1)
    XCTAssertTrue(failures.first?.contains("The cache is inconsistent.") == true, "\(failures)")
  }

  @MainActor
  func testASharedValueOfTheTestsBodyIsTheStoresInXCTest() async {
    @Shared(.inMemory("count")) var count = 5
    let store = TestStore(initialState: SharedCounter.State()) { SharedCounter() }
    XCTAssertEqual(store.state.count, 5)
    await store.send(.incrementQuietly) { $0.count = 6 }
    XCTAssertEqual(count, 6)
  }

  // The two tests below each find the key at its default and change it: whichever runs second
  // fails if the XCTest tests of a process shared one storage.

  @MainActor
  func testEachXCTestHasItsOwnStorageFirst() {
    @Shared(.inMemory("xctest-isolation")) var value = 0
    XCTAssertEqual(value, 0)
    value = 1
  }

  @MainActor
  func testEachXCTestHasItsOwnStorageSecond() {
    @Shared(.inMemory("xctest-isolation")) var value = 0
    XCTAssertEqual(value, 0)
    value = 2
  }
}
