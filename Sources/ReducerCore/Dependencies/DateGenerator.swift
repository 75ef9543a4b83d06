import Foundation

extension DependencyValues {
  /// The source of the current date, so that tests can fix it.
  ///
  /// ```swift
  /// @Dependency(\.date.now) var now
  /// state.createdAt = now
  /// ```
  ///
  /// Live: `Date()`. A test that reads it without setting it gets a
  /// `dependency.unimplemented` diagnostic: set ``DateGenerator/constant(_:)``.
  public var date: DateGenerator {
    get { self[DateGeneratorKey.self] }
    set { self[DateGeneratorKey.self] = newValue }
  }
}

private enum DateGeneratorKey: DependencyKey {
  static let liveValue = DateGenerator { Date() }
}

/// Returns the current date: the real one in the app, a fixed one in tests.
///
/// ```swift
/// let date = DateGenerator.constant(Date(timeIntervalSince1970: 0))
/// date.now  // 1970-01-01 00:00:00 +0000
/// ```
public struct DateGenerator: Sendable {
  private var generate: @Sendable () -> Date

  /// Creates a generator that calls `generate` for each date.
  ///
  /// ```swift
  /// let live = DateGenerator { Date() }
  /// ```
  ///
  /// - Parameter generate: Returns the current date; it may be called from any thread.
  public init(_ generate: @escaping @Sendable () -> Date) {
    self.generate = generate
  }

  /// The current date; setting it fixes the date the generator returns from then on, as TCA's
  /// dependencies do.
  ///
  /// ```swift
  /// @Dependency(\.date) var date
  /// let createdAt = date.now
  ///
  /// // In a test:
  /// let store = TestStore(initialState: Feature.State()) {
  ///   Feature()
  /// } withDependencies: {
  ///   $0.date.now = Date(timeIntervalSince1970: 1_234_567_890)
  /// }
  /// ```
  ///
  /// A reducer wrapped with ``Reducer/recording(into:)`` records each date it reads, so that a
  /// replay gives the same ones back.
  public var now: Date {
    get { callAsFunction() }
    set { generate = { newValue } }
  }

  /// Returns the current date.
  ///
  /// ```swift
  /// @Dependency(\.date) var date
  /// let createdAt = date()
  /// ```
  ///
  /// - Returns: The current date.
  public func callAsFunction() -> Date {
    let date = generate()
    RecordingThread.record(.date(date))
    return date
  }

  /// A generator that always returns the same date.
  ///
  /// ```swift
  /// $0.date = .constant(Date(timeIntervalSince1970: 1_234_567_890))
  /// ```
  ///
  /// - Parameter now: The date to return.
  /// - Returns: The generator.
  public static func constant(_ now: Date) -> Self { Self { now } }
}
