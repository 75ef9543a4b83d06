/// The test value of the clock dependencies: a clock whose sleeps report that the test did not
/// set a clock, then throw `CancellationError` so that the effect stops instead of waiting for
/// real time.
///
/// Reading ``now`` reports nothing: only waiting makes a test depend on time.
struct UnimplementedClock: Clock {
  typealias Duration = Swift.Duration
  typealias Instant = ContinuousClock.Instant

  /// The `DependencyValues` property of the clock, such as `continuousClock`.
  let name: String
  /// The `@Dependency` declaration that read the clock, when known: where the diagnostic points.
  var fileID: String?
  /// The line of that declaration.
  var line: UInt = 0

  /// `clock`, or, when it is this unimplemented clock, a copy that knows the `@Dependency`
  /// declaration reading it (the read's `DependencyAccess`), so that a sleep points there.
  static func located(_ clock: any Clock<Duration>) -> any Clock<Duration> {
    guard var unimplemented = clock as? UnimplementedClock else { return clock }
    let access = DependencyAccess.current
    guard let fileID = access.fileID else { return clock }
    unimplemented.fileID = fileID
    unimplemented.line = access.line
    return unimplemented
  }

  var now: Instant { ContinuousClock.now }
  var minimumResolution: Duration { .zero }

  func sleep(until deadline: Instant, tolerance: Duration?) async throws {
    let message = """
      An effect waited on '@Dependency(\\.\(name))' in a test that did not set a clock: the \
      test value of '\(name)' is unimplemented, so that no test waits for real time. The \
      sleep threw 'CancellationError'. Set a clock the test controls, with \
      'TestStore(initialState:reducer:withDependencies: { $0.\(name) = clock })' where \
      'clock' is a 'TestClock()' (advanced by the test) or an 'ImmediateClock()' (never \
      waits) from ReducerTesting, or with 'withDependencies { $0.\(name) = clock } \
      operation: { ... }'.
      """
    if let fileID {
      Diagnostics.report(kind: "dependency.unimplemented", message, site: fileID, line: line)
    } else {
      Diagnostics.report(
        kind: "dependency.unimplemented", message, site: "DependencyValues.\(name)", line: 0)
    }
    throw CancellationError()
  }
}
