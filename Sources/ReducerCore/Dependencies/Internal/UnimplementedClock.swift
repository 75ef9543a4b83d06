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
    Diagnostics.report(
      kind: "dependency.unimplemented", message, site: "DependencyValues.\(name)", line: 0)
    throw CancellationError()
  }
}
