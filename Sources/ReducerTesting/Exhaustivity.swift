/// How strictly a ``TestStore`` checks a test: everything (the default), or only what the test
/// asserts.
///
/// ```swift
/// store.exhaustivity = .off(showSkippedAssertions: true)
/// ```
public enum Exhaustivity: Equatable, Sendable {
  /// Every state change, every action effects send and every effect still running at the end
  /// must be asserted; anything else is a test failure.
  case on
  /// Only what the test asserts is checked: an assertion closure may set just the fields the
  /// test cares about, received actions may be skipped, and effects still running at the end
  /// are cancelled.
  ///
  /// - Parameter showSkippedAssertions: Whether to show what was skipped, as known issues under
  ///   Swift Testing and printed lines under XCTest, without failing the test.
  case off(showSkippedAssertions: Bool)

  /// Non-exhaustive testing that shows nothing of what it skips.
  public static let off = Self.off(showSkippedAssertions: false)
}
