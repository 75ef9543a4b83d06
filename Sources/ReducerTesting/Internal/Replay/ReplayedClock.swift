/// The clock a replay lends through `@Dependency(\.continuousClock)` and
/// `@Dependency(\.suspendingClock)`: while a step is replayed, each `now` is the recording's
/// (an instant its recorded distance from the recording's first); otherwise the test's clock's
/// `now`, as a distance from when the replay began. Sleeps wait on the test's clock.
struct ReplayedClock: Clock {
  /// An instant of the replay: a distance from an origin shared by all of them.
  struct Instant: InstantProtocol, Hashable, Sendable {
    /// The distance from the origin.
    let offset: Duration

    func advanced(by duration: Duration) -> Instant { Instant(offset: offset + duration) }
    func duration(to other: Instant) -> Duration { other.offset - offset }
    static func < (lhs: Instant, rhs: Instant) -> Bool { lhs.offset < rhs.offset }
  }

  /// The clock's `DependencyValues` property (`continuousClock`).
  let name: String
  let tape: ReplayTape
  /// The test's clock.
  let fallback: any Clock<Duration>
  /// The test's clock's `now`, as a distance from its `now` when the replay began.
  let fallbackOffset: @Sendable () -> Duration

  init(name: String, tape: ReplayTape, fallback: any Clock<Duration>) {
    self.name = name
    self.tape = tape
    self.fallback = fallback
    func offsets<Opened: Clock<Duration>>(of clock: Opened) -> @Sendable () -> Duration {
      let origin = clock.now
      return { origin.duration(to: clock.now) }
    }
    self.fallbackOffset = offsets(of: fallback)
  }

  var now: Instant {
    if case let .now(_, offset) = tape.answer(for: name) { return Instant(offset: offset) }
    return Instant(offset: fallbackOffset())
  }

  var minimumResolution: Duration { fallback.minimumResolution }

  func sleep(until deadline: Instant, tolerance: Duration?) async throws {
    try await fallback.sleep(for: Instant(offset: fallbackOffset()).duration(to: deadline))
  }
}
