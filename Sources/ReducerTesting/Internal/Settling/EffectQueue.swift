import Dispatch

/// The work the effects of one test store have queued, and the one way the testing module
/// decides that effects have settled: from what is queued, never from how long nothing happened.
///
/// A test store's effects run their own code on a ``TestExecutor``, which queues every job on
/// the main queue through ``enqueue(_:)``; their main-actor parts (sending actions, starting and
/// ending) run on the main queue too. All of an effect's work thus goes through one serial
/// queue that counts it, and ``settle(_:progress:isReady:)`` lets it run until none is left.
///
/// An effect that has settled while still running waits on something the queue does not run:
/// a `TestClock` sleep (the clock settles the effects it wakes), real time (`Task.sleep`, a real
/// clock), an actor with its own executor, a detached task. Waiting for those is the one place
/// a timeout remains: ``wait(timeout:progress:isReady:canChange:until:)``.
final class EffectQueue: Sendable, Hashable {
  /// The queue of the test store whose effect runs the current task. A test store sets it
  /// around each `send`, and every effect task inherits it, so that a `TestClock` knows which
  /// queue a sleeper it wakes continues on.
  @TaskLocal static var current: EffectQueue?

  /// The most rounds one settle takes while effects keep queuing work (a loop that only yields
  /// never settles): a count, not a time. A burst of about 5,000 hops in a row still settles.
  static let roundLimit = 10_000

  private struct Counts: Sendable {
    /// Jobs queued and not yet begun.
    var queued = 0
    /// Jobs begun, in all: grows whenever an effect runs.
    var begun = 0
    /// Actions the store's reducer ran, in all: grows whenever an effect sends one.
    var actions = 0
    /// Effects asleep on a `TestClock`.
    var clockSleepers = 0
    var nextWaiterID = 0
    /// Tests waiting for the next job to be queued.
    var waiters: [Int: CheckedContinuation<Void, Never>] = [:]
  }

  private let counts = LockedValue(Counts())

  /// How many effects sleep on a `TestClock` now, for failure messages.
  var clockSleepers: Int { counts.withLock { $0.clockSleepers } }

  /// Whether effects have jobs queued now: after a settle, only when they never settled.
  var hasQueuedWork: Bool { counts.withLock { $0.queued > 0 } }

  // MARK: - Counting

  /// Queues `job` (a job of an effect's task, which the executor runs) on the main queue, and
  /// wakes the tests waiting for work.
  func enqueue(_ job: @escaping @Sendable () -> Void) {
    let waiters = counts.withLock { counts in
      counts.queued += 1
      defer { counts.waiters = [:] }
      return Array(counts.waiters.values)
    }
    DispatchQueue.main.async { [self] in
      counts.withLock {
        $0.queued -= 1
        $0.begun += 1
      }
      job()
    }
    for waiter in waiters { waiter.resume() }
  }

  /// Counts an action the store's reducer ran.
  func actionSent() { counts.withLock { $0.actions += 1 } }

  /// Counts an effect that starts (`1`) or stops (`-1`) sleeping on a `TestClock`.
  func clockSleepersChanged(by change: Int) { counts.withLock { $0.clockSleepers += change } }

  /// What has happened so far: changes whenever a job begins or an action is sent.
  private var activity: Activity {
    counts.withLock { Activity(queued: $0.queued, begun: $0.begun, actions: $0.actions) }
  }

  private struct Activity: Equatable, Sendable {
    var queued: Int
    var begun: Int
    var actions: Int
  }

  // MARK: - Settling

  /// Lets the effects of `queues` run until they have settled: until, for two rounds in a row,
  /// none of them had a job queued or begun one, no action was sent, `progress` stayed the same
  /// and `isReady` held. Returns whether they settled (rather than reaching ``roundLimit``).
  ///
  /// Each round lets every job already queued on the main queue run: the effects' own code,
  /// which ``TestExecutor`` queues there, and their main-actor parts. A job that hops on (to the
  /// main actor, back to the effect's code, to an actor without an executor of its own) queues
  /// its next job as it runs, which the next round sees. Two quiet rounds, not one: an effect's
  /// main-actor job may queue another main-actor job directly, which no count sees.
  @MainActor
  @discardableResult
  static func settle(
    _ queues: some Collection<EffectQueue>,
    progress: () -> Int = { 0 },
    isReady: () -> Bool = { true }
  ) async -> Bool {
    var last = (queues.map(\.activity), progress())
    var quietRounds = 0
    var busyRounds = 0
    while quietRounds < 2 {
      // Every job queued on the main queue before this call runs before it returns: the yield
      // queues this task behind them (through the global executor first, on some systems,
      // which only lets more run).
      await Task.yield()
      let now = (queues.map(\.activity), progress())
      if now == last, now.0.allSatisfy({ $0.queued == 0 }), isReady() {
        quietRounds += 1
      } else {
        quietRounds = 0
        if now != last {
          busyRounds += 1
          if busyRounds >= roundLimit { return false }
        }
      }
      last = now
    }
    return true
  }

  /// Settles the effects, then checks `condition`; until it holds, and while `canChange` says
  /// it still can, waits for work an effect queues (an effect woken by real time or by another
  /// thread) and settles again, for at most `timeout` of real time.
  ///
  /// - Returns: Whether the condition held.
  @MainActor
  func wait(
    timeout: Duration,
    progress: () -> Int = { 0 },
    isReady: () -> Bool = { true },
    canChange: () -> Bool = { true },
    until condition: () -> Bool
  ) async -> Bool {
    let clock = ContinuousClock()
    let deadline = clock.now.advanced(by: timeout)
    while true {
      await Self.settle(CollectionOfOne(self), progress: progress, isReady: isReady)
      if condition() { return true }
      if !canChange() { return false }
      let now = clock.now
      if now >= deadline { return false }
      // Woken early by a job queued; otherwise look again after a while, for work that ends on
      // the main actor without queuing a job here (a main-actor effect woken from outside).
      await nextJob(within: min(now.duration(to: deadline), .milliseconds(10)))
    }
  }

  /// Returns when a job is queued, or after `interval`.
  @MainActor
  private func nextJob(within interval: Duration) async {
    await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
      let id = counts.withLock { counts -> Int? in
        guard counts.queued == 0 else { return nil }
        let id = counts.nextWaiterID
        counts.nextWaiterID += 1
        counts.waiters[id] = continuation
        return id
      }
      guard let id else { return continuation.resume() }
      let (seconds, attoseconds) = interval.components
      let nanoseconds = Int(seconds) * 1_000_000_000 + Int(attoseconds / 1_000_000_000)
      DispatchQueue.main.asyncAfter(deadline: .now() + .nanoseconds(nanoseconds)) { [self] in
        counts.withLock { $0.waiters.removeValue(forKey: id) }?.resume()
      }
    }
  }

  // MARK: - Identity

  static func == (lhs: EffectQueue, rhs: EffectQueue) -> Bool { lhs === rhs }

  func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
