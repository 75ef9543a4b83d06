extension Clock where Duration: Hashable {
  /// An asynchronous sequence that ticks every `interval` of this clock, as TCA's (swift-clocks')
  /// `clock.timer(interval:)` does.
  ///
  /// ```swift
  /// @Dependency(\.continuousClock) var clock
  /// // ...
  /// case .onAppear:
  ///   return .run { send in
  ///     for await _ in clock.timer(interval: .seconds(1)) {
  ///       await send(.timerTicked)
  ///     }
  ///   }
  ///   .cancellable(id: CancelID.timer)
  /// ```
  ///
  /// The `n`-th tick comes when the clock reaches `n * interval` after the iteration started,
  /// so a slow consumer never makes the ticks drift: it gets the late ones at once. The sequence
  /// ends when the task iterating it is cancelled (its effect is cancelled or its feature goes
  /// away), and when a sleep on the clock throws, such as the unimplemented clock of a test
  /// that set none. In a test, a `TestClock` delivers one tick per `interval` it is advanced
  /// by, and an `ImmediateClock` delivers them without waiting.
  ///
  /// - Parameters:
  ///   - interval: The time between two ticks; a tick is never earlier than its deadline.
  ///   - tolerance: How late the clock may wake for a tick, passed to its sleeps.
  /// - Returns: The sequence of ticks.
  public func timer(interval: Duration, tolerance: Duration? = nil) -> ClockTimerSequence<Duration>
  {
    ClockTimerSequence(interval: interval) { [self] in
      let start = now
      return { tick in
        try await sleep(until: start.advanced(by: interval * tick), tolerance: tolerance)
      }
    }
  }
}

/// The ticks of a clock's `timer(interval:tolerance:)`: each element is the instant of
/// a tick, measured from the start of the iteration.
///
/// ```swift
/// for await tick in clock.timer(interval: .seconds(1)) {
///   print(tick.offset)  // 1 seconds, 2 seconds, ...
/// }
/// ```
public struct ClockTimerSequence<Duration: DurationProtocol & Hashable>: AsyncSequence, Sendable {
  /// The instant of a tick: the time since the iteration started.
  public struct Instant: InstantProtocol, Sendable, Hashable {
    /// The time since the iteration started.
    public var offset: Duration

    /// Creates the instant `offset` after the iteration started.
    ///
    /// - Parameter offset: The time since the iteration started.
    public init(offset: Duration) { self.offset = offset }

    /// The instant `duration` later.
    ///
    /// - Parameter duration: The time to add.
    /// - Returns: The later instant.
    public func advanced(by duration: Duration) -> Self { Self(offset: offset + duration) }

    /// The duration from this instant to `other`.
    ///
    /// - Parameter other: The other instant.
    /// - Returns: How long after this one `other` comes.
    public func duration(to other: Self) -> Duration { other.offset - offset }

    /// Whether `lhs` comes before `rhs`.
    ///
    /// - Parameters:
    ///   - lhs: An instant.
    ///   - rhs: Another instant.
    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.offset < rhs.offset }
  }

  /// The sequence's elements: the instants of the ticks.
  public typealias Element = Instant

  /// The time between two ticks.
  public let interval: Duration
  /// Starts an iteration: notes the clock's time and returns how to sleep until a tick.
  let start: @Sendable () -> @Sendable (_ tick: Int) async throws -> Void

  init(
    interval: Duration,
    start: @escaping @Sendable () -> @Sendable (_ tick: Int) async throws -> Void
  ) {
    self.interval = interval
    self.start = start
  }

  /// Starts an iteration: the clock's time is taken now, and the first tick comes one
  /// ``interval`` later.
  ///
  /// - Returns: The iterator.
  public func makeAsyncIterator() -> Iterator {
    Iterator(interval: interval, sleep: start())
  }

  /// Gives the ticks, one per ``ClockTimerSequence/interval``, until its task is cancelled.
  public struct Iterator: AsyncIteratorProtocol {
    let interval: Duration
    let sleep: @Sendable (_ tick: Int) async throws -> Void
    var tick = 0
    var isFinished = false

    /// Waits for the next tick; `nil` when the task is cancelled or the clock's sleep throws.
    ///
    /// - Returns: The tick's instant, or `nil` when the sequence ended.
    public mutating func next() async -> Instant? {
      guard !isFinished else { return nil }
      tick += 1
      do {
        try await sleep(tick)
        try Task.checkCancellation()
      } catch {
        isFinished = true
        return nil
      }
      return Instant(offset: interval * tick)
    }
  }
}
