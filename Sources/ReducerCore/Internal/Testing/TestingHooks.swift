import Foundation

/// What ReducerCore needs from the test frameworks, which it cannot link: whether a test is
/// running, which one, and how to fail it. ReducerTesting (the only module that links XCTest
/// and Swift Testing) implements it, in its type `TestFrameworkBridge`.
package protocol TestingHooks: SendableMetatype {
  /// An identity of the test running on this task, the same for the whole test; `nil` when no
  /// test runs or the test cannot be told apart from the others.
  static var currentTest: String? { get }

  /// Whether a test is running: a Swift Testing test on this task, or an XCTest process.
  static var isTesting: Bool { get }

  /// Whether the process runs tests: its arguments, or the environment Xcode gives a test
  /// host. Read once, to decide the dependencies' default context.
  static var isTestProcess: Bool { get }

  /// Records a failure of the running test at a location.
  static func recordIssue(
    _ message: String, fileID: String, filePath: String, line: UInt, column: UInt)
}

/// Finds the test frameworks' hooks at run time.
///
/// Run-time assumption, listed once: `_typeByName` finds a type of a module linked into the
/// process from its mangled name. The name is written here by hand; the test
/// `StrictDependencyTests.theMangledNameNamesTheBridge` checks that it names ReducerTesting's
/// `TestFrameworkBridge`. The safe path beside it: when the type is not found (an app, which
/// does not link ReducerTesting), there are no hooks, and the library behaves as in the app:
/// issues are diagnostics, storage is live, except in a process that looks like a test
/// (``TestProcess/isRunningTests``), whose storage stays in memory and is reported.
package enum TestHooks {
  /// The mangled name of `ReducerTesting.TestFrameworkBridge` (an enum).
  static let bridgeName = "14ReducerTesting19TestFrameworkBridgeO"

  /// The hooks, when ReducerTesting is linked into the process.
  package static let installed: (any TestingHooks.Type)? =
    _typeByName(bridgeName) as? any TestingHooks.Type

  /// Turns the hooks off for the operation, as in an app: the library's tests of the app
  /// path use it.
  @TaskLocal package static var isDisabled = false

  /// The hooks when a test is running now; `nil` otherwise.
  package static var running: (any TestingHooks.Type)? {
    guard !isDisabled, let installed, installed.isTesting else { return nil }
    return installed
  }
}

/// Whether the process runs tests, from its arguments, much as TCA's `isTesting` decides: for a
/// test process that does not link ReducerTesting.
package enum TestProcess {
  /// Whether the process looks like a test runner: `xctest`, a `.xctest` bundle, or Swift
  /// Testing's `--testing-library` argument. The environment is not read: a program a test
  /// starts inherits it, and must run as the app does.
  package static let isRunningTests = looksLikeTestRunner(ProcessInfo.processInfo.arguments)

  /// Whether a process with these arguments is a test runner.
  package static func looksLikeTestRunner(_ arguments: [String]) -> Bool {
    arguments.contains { argument in
      let name = argument.split(separator: "/").last.map(String.init) ?? argument
      return argument == "--testing-library" || name == "xctest" || name.hasSuffix(".xctest")
        || name == "swiftpm-testing-helper"
    }
  }

  /// Whether the library is in a test now: a test the hooks see, or a test process.
  package static var isTesting: Bool {
    if TestHooks.isDisabled { return false }
    return TestHooks.running != nil || (TestHooks.installed == nil && isRunningTests)
  }
}
