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
  while !isDone() {
    let now = clock.now
    if now - start >= limit { return }
    if quietRounds >= 3, now - lastChange >= quiet { return }
    for _ in 0..<10 { await Task.yield() }
    try? await Task.sleep(for: .microseconds(200))
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
