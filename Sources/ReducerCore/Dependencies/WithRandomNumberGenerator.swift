import Foundation

extension DependencyValues {
  /// The random number generator a feature draws from, as TCA 1.x spells it, so that tests can
  /// seed it.
  ///
  /// ```swift
  /// @Dependency(\.withRandomNumberGenerator) var withRandomNumberGenerator
  /// state.roll = withRandomNumberGenerator { Int.random(in: 1...6, using: &$0) }
  /// ```
  ///
  /// Live: the system's generator. A test that reads it without setting it gets a
  /// `dependency.unimplemented` diagnostic: set a seeded generator of your own,
  /// `$0.withRandomNumberGenerator = WithRandomNumberGenerator(MyGenerator(seed: 0))`.
  public var withRandomNumberGenerator: WithRandomNumberGenerator {
    get { self[WithRandomNumberGeneratorKey.self] }
    set { self[WithRandomNumberGeneratorKey.self] = newValue }
  }
}

private enum WithRandomNumberGeneratorKey: DependencyKey {
  static var liveValue: WithRandomNumberGenerator {
    WithRandomNumberGenerator(SystemRandomNumberGenerator())
  }
}

/// Lends a random number generator to a closure, one caller at a time: the system's in the
/// app, a seeded one in tests.
///
/// ```swift
/// let generator = WithRandomNumberGenerator(SystemRandomNumberGenerator())
/// let roll = generator { Int.random(in: 1...6, using: &$0) }
/// ```
///
/// The generator keeps its state between calls, and a lock lets one caller use it at a time,
/// so that concurrent effects never draw the same numbers from a seeded generator.
public final class WithRandomNumberGenerator: @unchecked Sendable {
  // `@unchecked`: the generator is read and changed only while `lock` is held.
  private var generator: any RandomNumberGenerator
  private let lock = NSRecursiveLock()

  /// Lends `generator` to each caller, one at a time.
  ///
  /// - Parameter generator: The generator to draw from; it keeps its state between calls.
  public init(_ generator: some RandomNumberGenerator & Sendable) {
    self.generator = generator
  }

  /// Runs `work` with the generator.
  ///
  /// ```swift
  /// @Dependency(\.withRandomNumberGenerator) var withRandomNumberGenerator
  /// let shuffled = withRandomNumberGenerator { items.shuffled(using: &$0) }
  /// ```
  ///
  /// A reducer wrapped with ``Reducer/recording(into:)`` records each number the generator
  /// gives while it reduces, so that a replay draws the same ones.
  ///
  /// - Parameter work: Draws what it needs from the generator.
  /// - Returns: What `work` returns.
  /// - Throws: What `work` throws.
  public func callAsFunction<Result>(
    _ work: (inout any RandomNumberGenerator) throws -> Result
  ) rethrows -> Result {
    lock.lock()
    defer { lock.unlock() }
    guard RecordingThread.isRecording else { return try work(&generator) }
    var recording: any RandomNumberGenerator = RecordedNumbers(base: generator)
    defer { generator = (recording as? RecordedNumbers)?.base ?? generator }
    return try work(&recording)
  }
}

/// A generator that records each number its base gives (``RecordedDependency/randomNumber(_:)``),
/// for a recording reducer running on this thread.
private struct RecordedNumbers: RandomNumberGenerator {
  var base: any RandomNumberGenerator

  mutating func next() -> UInt64 {
    let number = base.next()
    RecordingThread.record(.randomNumber(number))
    return number
  }
}
