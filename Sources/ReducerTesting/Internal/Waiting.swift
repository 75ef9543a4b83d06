import Foundation

/// Polls `condition` on the main actor until it holds or `timeout` passes, letting effects run
/// in between. Gives up early when `canChange` says nothing can make the condition hold any
/// more (no effect is running).
///
/// - Returns: Whether the condition held.
@MainActor
func poll(timeout: Duration, canChange: () -> Bool, until condition: () -> Bool) async -> Bool {
  let clock = ContinuousClock()
  let deadline = clock.now.advanced(by: timeout)
  while true {
    if condition() { return true }
    if !canChange() { return condition() }
    if clock.now >= deadline { return false }
    for _ in 0..<10 {
      await Task.yield()
      if condition() { return true }
    }
    try? await Task.sleep(for: .milliseconds(1))
  }
}

/// Lets other tasks run until they have settled: until `isDone`, or until `progress` (a
/// fingerprint of what they change) has stayed the same for three rounds of yielding and for
/// `quiet` of real time while `isReady`, or at most for `limit`.
///
/// Without a serial executor there is no way to know that effects running on other threads
/// have reached their next suspension point; a quiet period is the signal that they have.
func settle(
  quiet: Duration,
  limit: Duration,
  isolation: isolated (any Actor)? = #isolation,
  isDone: () -> Bool = { false },
  isReady: () -> Bool = { true },
  progress: () -> Int
) async {
  let clock = ContinuousClock()
  let start = clock.now
  var lastProgress = progress()
  var lastChange = start
  var quietRounds = 0
  // How late a short sleep wakes here: on a busy machine, threads wait for a core for
  // milliseconds, and the quiet period grows to match.
  var lag = Duration.zero
  while !isDone() {
    let now = clock.now
    if now - start >= limit { return }
    if quietRounds >= 3, now - lastChange >= max(quiet, min(lag * 4, .milliseconds(50))) {
      // Quiet, unless a task is still queued, on a busy machine, for the main actor (an effect
      // a clock woke, on its way to send its action) or for the cooperative pool (an effect on
      // its way from the main actor to a clock's sleep): let every job already queued on either
      // begin, then look again.
      // A few rounds, for an effect that hops between the two on its way.
      for _ in 0..<3 where progress() == lastProgress { await letQueuedJobsBegin() }
      if progress() == lastProgress, isReady() { return }
      lastProgress = progress()
      lastChange = clock.now
      quietRounds = 0
      continue
    }
    for _ in 0..<10 { await Task.yield() }
    let sleepStart = clock.now
    try? await Task.sleep(for: .microseconds(200))
    lag = max(lag, clock.now - sleepStart - .microseconds(200))
    let current = progress()
    if current != lastProgress || !isReady() {
      lastProgress = current
      lastChange = clock.now
      quietRounds = 0
    } else {
      quietRounds += 1
    }
  }
}

/// Returns once every job queued on the main actor, then every job queued on the global
/// concurrent executor, before the call has begun running: jobs start in the order they were
/// queued, and this queues one of its own after them (one per thread of the pool).
func letQueuedJobsBegin() async {
  // On the main actor already, `MainActor.run` would not wait: a yield goes to the back.
  await Task.yield()
  await MainActor.run {}
  await withTaskGroup(of: Void.self) { group in
    for _ in 0..<max(1, ProcessInfo.processInfo.activeProcessorCount) {
      group.addTask {}
    }
  }
}
