import Foundation

/// Which default values the dependencies that are not overridden take: live, preview or test.
///
/// ```swift
/// withDependencies {
///   $0.context = .preview
/// } operation: {
///   // Dependencies read here that are not overridden take their preview values.
/// }
/// ```
///
/// Where nothing sets it, the context is ``default``: ``test`` in a test process, ``preview`` in
/// an Xcode preview, ``live`` in the app. A `TestStore` runs its feature in ``test``.
public enum DependencyContext: Sendable, Hashable {
  /// The app runs for real: each dependency takes its ``DependencyKey/liveValue``.
  case live
  /// A preview: each dependency takes its ``TestDependencyKey/previewValue``.
  case preview
  /// A test: each dependency takes its ``TestDependencyKey/testValue``, and one that has none
  /// is reported.
  case test
}

extension DependencyContext {
  /// The context of dependency values where none was set: ``test`` in a test process,
  /// ``preview`` in an Xcode preview, ``live`` in any other program.
  ///
  /// ```swift
  /// @Test func addsATodo() {
  ///   DependencyContext.default  // .test
  ///   @Dependency(\.uuid) var uuid
  ///   _ = uuid()  // fails the test: '@Dependency(\.uuid)' has no test value here
  /// }
  /// ```
  ///
  /// A test process is one that runs Swift Testing or XCTest tests (`swift test`, Xcode's test
  /// action), told by its arguments and, when it links ReducerTesting, by the environment
  /// Xcode gives a test host. As in The Composable Architecture, every dependency read in such
  /// a process takes its test value unless something overrides it, in a test's body as in a
  /// store: a dependency with no test value (`\.uuid`, `\.date`, `\.continuousClock`, or a
  /// key that does not implement `testValue`) fails the test when it is read, naming the
  /// dependency and how to override it. A program a test starts runs in ``live``: its own
  /// arguments decide. An Xcode preview is told by the environment variable
  /// `XCODE_RUNNING_FOR_PREVIEWS`.
  public static var `default`: DependencyContext {
    if DefaultContext.isTestProcess {
      return TestHooks.isDisabled ? .live : .test
    }
    if TestHooks.installed?.isTesting == true, !TestHooks.isDisabled { return .test }
    return DefaultContext.isPreview ? .preview : .live
  }
}

/// What decides ``DependencyContext/default``, read once per process.
package enum DefaultContext {
  /// Whether the process runs tests: its arguments, or the hooks of a linked ReducerTesting.
  static let isTestProcess =
    TestProcess.isRunningTests || (TestHooks.installed?.isTestProcess ?? false)

  /// Whether the process renders an Xcode preview.
  static let isPreview = isPreview(ProcessInfo.processInfo.environment)

  /// Whether a process with this environment renders an Xcode preview.
  package static func isPreview(_ environment: [String: String]) -> Bool {
    environment["XCODE_RUNNING_FOR_PREVIEWS"] == "1"
  }
}
