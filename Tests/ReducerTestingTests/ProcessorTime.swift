import Foundation

// Shared with ReducerRoutingTests through a symbolic link (Tests/ReducerRoutingTests/
// ProcessorTime.swift): each test target compiles its own copy.

/// The processor time the calling thread spends in `body`. Unlike the time on a wall clock, it
/// does not grow while other tests or processes keep the machine's cores busy, so a bound on it
/// tests how much work the code does, not how busy the machine is.
func processorTime(_ body: () -> Void) -> Duration {
  func now() -> Duration {
    var time = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
    return .seconds(Int64(time.tv_sec)) + .nanoseconds(Int64(time.tv_nsec))
  }
  let start = now()
  body()
  return now() - start
}
