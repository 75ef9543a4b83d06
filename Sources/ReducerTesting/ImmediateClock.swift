/// A clock whose sleeps return at once, moving its time to their deadline, for tests that do
/// not care how long an effect waits.
///
/// ```swift
/// let store = TestStore(initialState: Toast.State()) { Toast(clock: ImmediateClock()) }
/// await store.send(.show) { $0.isVisible = true }
/// await store.receive(.hide) { $0.isVisible = false }  // no real waiting
/// ```
///
/// Use ``TestClock`` instead when the test must control when time passes.
public final class ImmediateClock: Clock, Sendable {
  /// A point in the clock's time: the duration since its start.
  public typealias Instant = TestClock.Instant

  private let current: LockedValue<Instant>

  /// Creates a clock that starts at `now`.
  ///
  /// - Parameter now: The starting time; the clock's zero by default.
  public init(now: Instant = Instant()) {
    current = LockedValue(now)
  }

  /// The current time: the latest deadline slept until.
  public var now: Instant { current.withLock { $0 } }

  /// The smallest step the clock can take: none.
  public var minimumResolution: Duration { .zero }

  /// Moves the clock to `deadline` and returns at once.
  ///
  /// - Parameters:
  ///   - deadline: The instant to move to.
  ///   - tolerance: Ignored.
  /// - Throws: `CancellationError` when the task is cancelled.
  public func sleep(until deadline: Instant, tolerance: Duration? = nil) async throws {
    try Task.checkCancellation()
    current.withLock { now in
      if now < deadline { now = deadline }
    }
    await Task.yield()
  }
}
