/// A clock whose time moves only when the test advances it, so that effects that sleep or tick
/// can be tested without waiting.
///
/// Give a reducer the clock it sleeps on instead of calling `Task.sleep`; the app passes a
/// `ContinuousClock`, the test a `TestClock`:
///
/// ```swift
/// struct Timer: Reducer {
///   let clock: any Clock<Duration>
///   // ...
///   case .startTapped:
///     return .run { [clock] send in
///       while true {
///         try await clock.sleep(for: .seconds(1))
///         await send(.tick)
///       }
///     }
///     .cancellable(id: TimerID(), cancelInFlight: true)
/// }
///
/// @Test @MainActor func ticks() async {
///   let clock = TestClock()
///   let store = TestStore(initialState: Timer.State()) { Timer(clock: clock) }
///   await store.send(.startTapped) { $0.isRunning = true }
///   await clock.advance(by: .seconds(1))
///   await store.receive(.tick) { $0.seconds = 1 }
///   await store.send(.stopTapped) { $0.isRunning = false }
/// }
/// ```
///
/// A sleep ends when the clock is advanced to its deadline, or throws `CancellationError` when
/// its task is cancelled. Advancing wakes sleepers in deadline order and lets each woken task
/// run (and sleep again) before moving on, so `advance(by: .seconds(3))` over a one-second timer
/// delivers three ticks.
public final class TestClock: Clock, Sendable {
  /// A point in a test clock's time: the duration since the clock's start.
  public struct Instant: InstantProtocol, Hashable, Sendable, CustomStringConvertible {
    /// The time since the clock's start.
    public var offset: Duration

    /// Creates an instant at `offset` after the start.
    ///
    /// - Parameter offset: The time since the start.
    public init(offset: Duration = .zero) { self.offset = offset }

    /// The instant `duration` later.
    public func advanced(by duration: Duration) -> Self { Self(offset: offset + duration) }

    /// The duration from this instant to `other`.
    public func duration(to other: Self) -> Duration { other.offset - offset }

    /// Whether `lhs` comes before `rhs`.
    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.offset < rhs.offset }

    /// The offset, such as `"1.5 seconds"`.
    public var description: String { "\(offset)" }
  }

  private enum Sleeper: Sendable {
    /// Registered, not waiting yet; with the queue of the test store that started its task.
    case starting(EffectQueue?)
    /// Cancelled before it started waiting.
    case cancelledEarly
    case waiting(Instant, CheckedContinuation<Void, any Error>, EffectQueue?)
  }

  /// A sleep due, taken out of the timeline to be resumed.
  private struct Wake: Sendable {
    let continuation: CheckedContinuation<Void, any Error>
    let queue: EffectQueue?
  }

  private struct Timeline: Sendable {
    var now: Instant
    var nextID = 0
    var sleepers: [Int: Sleeper] = [:]
    /// Grows whenever a sleep starts waiting or returns.
    var activity = 0
    /// Grows whenever a sleep returns.
    var wakeUps = 0

    var deadlines: [Instant] {
      sleepers.values.compactMap {
        if case let .waiting(deadline, _, _) = $0 { deadline } else { nil }
      }
    }

    /// The queues of the test stores whose effects sleep now.
    var queues: Set<EffectQueue> {
      Set(
        sleepers.values.compactMap {
          switch $0 {
          case let .starting(queue), let .waiting(_, _, queue): queue
          case .cancelledEarly: nil
          }
        })
    }
  }

  private let timeline: LockedValue<Timeline>

  /// Creates a clock that stands at `now` until it is advanced.
  ///
  /// - Parameter now: The starting time; the clock's zero by default.
  public init(now: Instant = Instant()) {
    timeline = LockedValue(Timeline(now: now))
  }

  /// The current time of the clock.
  public var now: Instant { timeline.withLock { $0.now } }

  /// The smallest step the clock can take: none.
  public var minimumResolution: Duration { .zero }

  /// Suspends until the clock is advanced to `deadline`.
  ///
  /// - Parameters:
  ///   - deadline: The instant to wake at.
  ///   - tolerance: Ignored: a test clock is exact.
  /// - Throws: `CancellationError` when the task is cancelled before the deadline.
  public func sleep(until deadline: Instant, tolerance: Duration? = nil) async throws {
    try Task.checkCancellation()
    let queue = EffectQueue.current
    let id = timeline.withLock { timeline in
      let id = timeline.nextID
      timeline.nextID += 1
      timeline.sleepers[id] = .starting(queue)
      return id
    }
    defer {
      timeline.withLock {
        $0.activity += 1
        $0.wakeUps += 1
      }
    }
    try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation {
        (continuation: CheckedContinuation<Void, any Error>) in
        enum Start: Sendable { case wait, wake, cancel }
        let start = timeline.withLock { timeline -> Start in
          if case .cancelledEarly = timeline.sleepers[id] {
            timeline.sleepers[id] = nil
            return .cancel
          }
          if deadline <= timeline.now {
            timeline.sleepers[id] = nil
            return .wake
          }
          timeline.sleepers[id] = .waiting(deadline, continuation, queue)
          timeline.activity += 1
          queue?.clockSleepersChanged(by: 1)
          return .wait
        }
        switch start {
        case .wait: break
        case .wake: continuation.resume()
        case .cancel: continuation.resume(throwing: CancellationError())
        }
      }
    } onCancel: {
      let continuation = timeline.withLock { timeline -> CheckedContinuation<Void, any Error>? in
        switch timeline.sleepers[id] {
        case .starting:
          timeline.sleepers[id] = .cancelledEarly
          return nil
        case let .waiting(_, continuation, queue):
          timeline.sleepers[id] = nil
          queue?.clockSleepersChanged(by: -1)
          return continuation
        case .cancelledEarly, nil:
          return nil
        }
      }
      continuation?.resume(throwing: CancellationError())
    }
  }

  /// Moves the clock forward by `duration`, waking every sleep whose deadline it passes, in
  /// order.
  ///
  /// ```swift
  /// await clock.advance(by: .seconds(1))
  /// ```
  ///
  /// - Parameter duration: How far to move; zero wakes the sleeps already due.
  public func advance(by duration: Duration = .zero) async {
    await advance(to: now.advanced(by: duration))
  }

  /// Moves the clock forward to `deadline`, waking every sleep due by then, in order. Each
  /// woken task gets to run, and to sleep again, before the clock moves past its deadline.
  ///
  /// The effects of a ``TestStore`` settle from what their store has queued: the clock moves on
  /// once they have nothing left to run, however busy the machine. A task the test started
  /// itself is known to have woken once its sleep returns; the clock cannot tell when it sleeps
  /// again, so start timers from a test store's effects.
  ///
  /// - Parameter deadline: The instant to move to; an instant in the past changes nothing.
  public func advance(to deadline: Instant) async {
    await settle(timeline.withLock { $0.queues }, untilWakeUps: 0)
    while true {
      let (due, wakeUps) = timeline.withLock { timeline -> ([Wake], Int) in
        guard let next = timeline.deadlines.filter({ $0 <= deadline }).min() else {
          if timeline.now < deadline { timeline.now = deadline }
          return ([], timeline.wakeUps)
        }
        if timeline.now < next { timeline.now = next }
        var due: [Wake] = []
        for (id, sleeper) in timeline.sleepers {
          if case let .waiting(wake, continuation, queue) = sleeper, wake <= timeline.now {
            due.append(Wake(continuation: continuation, queue: queue))
            timeline.sleepers[id] = nil
            queue?.clockSleepersChanged(by: -1)
          }
        }
        return (due, timeline.wakeUps)
      }
      guard !due.isEmpty else { return }
      for wake in due { wake.continuation.resume() }
      await settle(Set(due.compactMap(\.queue)), untilWakeUps: wakeUps + due.count)
    }
  }

  /// Advances the clock until no sleep is left, and fails if sleeps keep coming (a timer that
  /// never stops) for longer than `timeout` of real time and more than 100 wake-ups: a busy
  /// machine may take longer than `timeout` over a few sleeps, but not over a hundred.
  ///
  /// ```swift
  /// await store.send(.startCountdown)
  /// await clock.run()
  /// ```
  ///
  /// - Parameters:
  ///   - timeout: How long, in real time, to keep advancing sleeps that keep coming.
  ///   - fileID: The file of the call, where a failure is reported.
  ///   - filePath: The full path of that file.
  ///   - line: The line of the call.
  ///   - column: The column of the call.
  public func run(
    timeout: Duration = .seconds(1),
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    let clock = ContinuousClock()
    let giveUp = clock.now.advanced(by: timeout)
    let firstWakeUps = timeline.withLock { $0.wakeUps }
    while true {
      await settle(timeline.withLock { $0.queues }, untilWakeUps: 0)
      guard let latest = timeline.withLock({ $0.deadlines.max() }) else { return }
      guard clock.now < giveUp || timeline.withLock({ $0.wakeUps }) - firstWakeUps < 100 else {
        recordFailure(
          """
          'TestClock.run()' was still waking sleeps after \(timeout) of real time and \
          \(timeline.withLock({ $0.wakeUps }) - firstWakeUps) wake-ups, at \(now) of clock \
          time: an effect keeps sleeping on the clock, like a timer that is \
          never stopped. Stop the effect first, or use 'advance(by:)' to move the clock by a \
          set amount.
          """,
          at: SourceLocationInfo(fileID: fileID, filePath: filePath, line: line, column: column)
        )
        return
      }
      await advance(to: latest)
    }
  }

  /// Lets the effects of `queues` run until they have settled (see ``EffectQueue``), once
  /// `target` sleeps have returned in all: the woken tasks have resumed, including those no
  /// test store started.
  @MainActor
  private func settle(_ queues: Set<EffectQueue>, untilWakeUps target: Int) async {
    await EffectQueue.settle(
      queues,
      progress: { self.timeline.withLock { $0.activity } },
      isReady: { self.timeline.withLock { $0.wakeUps } >= target }
    )
  }
}
