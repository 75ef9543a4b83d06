extension DependencyValues {
  /// The clock that keeps running while the system sleeps, for timers and delays.
  ///
  /// ```swift
  /// @Dependency(\.continuousClock) var clock
  /// try await clock.sleep(for: .seconds(1))
  /// ```
  ///
  /// Live: `ContinuousClock()`. In tests its default sleeps report a `dependency.unimplemented`
  /// diagnostic and throw `CancellationError`: set a `TestClock` or an `ImmediateClock` from
  /// ReducerTesting. A recorded reducer's reads of its `now` are recorded
  /// (``RecordedDependency/now(clock:offset:)``).
  public var continuousClock: any Clock<Duration> {
    get {
      RecordedClocks.wrappedIfRecording(
        UnimplementedClock.located(self[ContinuousClockKey.self]), name: "continuousClock")
    }
    set { self[ContinuousClockKey.self] = newValue }
  }

  /// The clock that stops while the system sleeps, for measuring work.
  ///
  /// ```swift
  /// @Dependency(\.suspendingClock) var clock
  /// let elapsed = try await clock.measure { try await work() }
  /// ```
  ///
  /// Live: `SuspendingClock()`. In tests its default sleeps report a
  /// `dependency.unimplemented` diagnostic and throw `CancellationError`: set a `TestClock` or
  /// an `ImmediateClock` from ReducerTesting. A recorded reducer's reads of its `now` are
  /// recorded (``RecordedDependency/now(clock:offset:)``).
  public var suspendingClock: any Clock<Duration> {
    get {
      RecordedClocks.wrappedIfRecording(
        UnimplementedClock.located(self[SuspendingClockKey.self]), name: "suspendingClock")
    }
    set { self[SuspendingClockKey.self] = newValue }
  }
}

private enum ContinuousClockKey: DependencyKey {
  static let liveValue: any Clock<Duration> = ContinuousClock()
  static let testValue: any Clock<Duration> = UnimplementedClock(name: "continuousClock")
}

private enum SuspendingClockKey: DependencyKey {
  static let liveValue: any Clock<Duration> = SuspendingClock()
  static let testValue: any Clock<Duration> = UnimplementedClock(name: "suspendingClock")
}
