import Foundation
import ReducerCore
import Testing
import XCTest

/// The test frameworks as ReducerCore sees them (``TestingHooks``): ReducerCore finds this type
/// by its mangled name when a test process links ReducerTesting, so that app code calling
/// `reportIssue`, and `@Shared` values made in a test's body, reach the running test.
///
/// The name is fixed: `TestHooks.bridgeName` in ReducerCore spells it mangled, and a test
/// checks the two agree.
enum TestFrameworkBridge: TestingHooks {
  static var currentTest: String? {
    if let test = Test.current {
      // The cases of a parameterized test run at once, each in a task of its own.
      guard Test.Case.current?.isParameterized == true else { return "Swift Testing \(test.id)" }
      let task = withUnsafeCurrentTask { $0.map { "\($0.hashValue)" } } ?? "no task"
      return "Swift Testing \(test.id), case in task \(task)"
    }
    return XCTestRuns.current
  }

  static var isTesting: Bool { Test.current != nil || XCTestRuns.isXCTestProcess }

  static var isTestProcess: Bool { XCTestRuns.isXCTestProcess }

  static func recordIssue(
    _ message: String, fileID: String, filePath: String, line: UInt, column: UInt
  ) {
    if let reporter = FailureReporting.reporter {
      reporter.report(
        ReportedFailure(kind: .failure, message: message, fileID: fileID, line: line))
      return
    }
    switch TestFramework.current {
    case .swiftTesting:
      if line > 0 {
        Issue.record(
          Comment(rawValue: message),
          sourceLocation: SourceLocation(
            fileID: fileID, filePath: filePath, line: Int(line), column: Int(max(column, 1))))
      } else {
        Issue.record(Comment(rawValue: message))
      }
    case .xcTest:
      // XCTest takes a static file name: the message names the dynamic one.
      XCTFail(line > 0 ? "\(fileID):\(line): \(message)" : message)
    }
  }
}

/// The XCTest test running now, told apart from the others by a count of the tests that
/// finished, which an observer keeps once it is registered (on the main thread, where XCTest
/// runs its tests). XCTest runs one test at a time in a process.
enum XCTestRuns {
  /// The number of the running test, or `nil` when the observer cannot be registered yet (a
  /// first use off the main thread).
  /// Whether the process runs XCTest tests: its arguments, or the environment Xcode gives a
  /// test host (read here only: a process that links ReducerTesting is a test's, never a
  /// program a test started).
  static let isXCTestProcess: Bool = {
    let environment = ProcessInfo.processInfo.environment
    let keys = [
      "XCTestBundlePath", "XCTestConfigurationFilePath", "XCTestSessionIdentifier",
      "XCTestBundleInjectPath",
    ]
    return TestProcess.isRunningTests || keys.contains { environment[$0] != nil }
  }()

  static var current: String? {
    guard isXCTestProcess else { return nil }
    if !observer.isRegistered.withLock({ $0 }) {
      guard Thread.isMainThread else { return nil }
      MainActor.assumeIsolated { register() }
    }
    return "XCTest run \(observer.finished.withLock { $0 })"
  }

  static let observer = Observer()

  @MainActor
  private static func register() {
    let isFirst = observer.isRegistered.withLock { isRegistered in
      defer { isRegistered = true }
      return !isRegistered
    }
    guard isFirst else { return }
    XCTestObservationCenter.shared.addTestObserver(observer)
  }

  /// Counts the tests that finished.
  final class Observer: NSObject, XCTestObservation, Sendable {
    let finished = LockedValue(0)
    let isRegistered = LockedValue(false)

    func testCaseDidFinish(_ testCase: XCTestCase) {
      finished.withLock { $0 += 1 }
    }
  }
}
