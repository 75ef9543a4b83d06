/// A clock dependency as a recorded reducer reads it: the clock it wraps, whose `now` is also
/// recorded (``RecordedDependency/now(clock:offset:)``).
///
/// `continuousClock` and `suspendingClock` give it only while a recording reducer runs on the
/// thread (``RecordingThread/isRecording``), so a read anywhere else costs nothing more. An
/// instant means nothing outside its process, so each is recorded as its distance from the
/// first instant the same clock gave a recorded reducer (``RecordedClocks``): a replay
/// serves instants the same distances apart.
struct RecordingClock<Base: Clock<Duration>>: Clock {
  typealias Duration = Swift.Duration
  typealias Instant = Base.Instant

  let base: Base
  /// The `DependencyValues` property of the clock (`continuousClock`).
  let name: String

  var now: Instant {
    let now = base.now
    RecordingThread.record(
      .now(clock: name, offset: RecordedClocks.offset(of: now, clock: name)))
    return now
  }

  var minimumResolution: Duration { base.minimumResolution }

  func sleep(until deadline: Instant, tolerance: Duration?) async throws {
    try await base.sleep(until: deadline, tolerance: tolerance)
  }
}

/// The clocks a recorded reducer reads: each wrapped so that its `now` is recorded, and the
/// first instant each gave a recorded reducer in this process, by the clock's name (the origin
/// of the recorded instants). A clock of another type set under the same name (a test's) starts
/// a new origin.
enum RecordedClocks {
  /// `clock`, wrapped in a ``RecordingClock`` when a recording reducer runs on this thread now.
  static func wrappedIfRecording(_ clock: any Clock<Duration>, name: String)
    -> any Clock<Duration>
  {
    guard RecordingThread.isRecording else { return clock }
    func wrap<Opened: Clock<Duration>>(_ clock: Opened) -> any Clock<Duration> {
      RecordingClock<Opened>(base: clock, name: name)
    }
    return wrap(clock)
  }

  private static let origins = LockedValue<[String: any InstantProtocol<Duration>]>([:])

  /// The distance of `instant` from the origin of the clock `name`, which it becomes when the
  /// clock has none of its type.
  static func offset<Instant: InstantProtocol<Duration>>(of instant: Instant, clock name: String)
    -> Duration
  {
    origins.withLock { origins in
      if let origin = origins[name] as? Instant { return origin.duration(to: instant) }
      origins[name] = instant
      return .zero
    }
  }
}
