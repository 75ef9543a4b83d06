import ReducerRouting
import Testing

/// A thread-safe list that effects, cancellation handlers and diagnostic handlers append to.
final class EventLog<Element: Sendable>: Sendable {
  private let storage = LockedValue<[Element]>([])

  /// Appends a value.
  func append(_ value: Element) { storage.withLock { $0.append(value) } }

  /// Everything appended so far, in order.
  var values: [Element] { storage.withLock { $0 } }

  /// Forgets everything appended so far.
  func removeAll() { storage.withLock { $0.removeAll() } }
}

/// Runs `body` with a diagnostics handler installed (effects started inside inherit it) and
/// returns what was reported, including reports of effects before `body` returned.
@MainActor
func withDiagnostics(
  _ body: @MainActor () async throws -> Void
) async rethrows -> [Diagnostic] {
  let log = EventLog<Diagnostic>()
  try await Diagnostics.$handler.withValue(DiagnosticHandler { log.append($0) }) {
    try await body()
  }
  return log.values
}

/// Runs `body` synchronously with a diagnostics handler installed and returns what it reported.
func diagnostics(of body: () -> Void) -> [Diagnostic] {
  let log = EventLog<Diagnostic>()
  Diagnostics.$handler.withValue(DiagnosticHandler { log.append($0) }) { body() }
  return log.values
}

/// Polls `condition` every millisecond until it holds; `false` when it does not hold within
/// `timeout`, so that a broken expectation fails the test instead of hanging it.
///
/// The default is generous: a passing test returns as soon as the condition holds, and in CI
/// the property tests share the main actor with the effects a condition waits for (a timer's
/// two ticks once took over 10 s to arrive there).
@MainActor
func eventually(
  within timeout: Duration = .seconds(60),
  _ condition: @MainActor () -> Bool
) async -> Bool {
  let clock = ContinuousClock()
  let deadline = clock.now + timeout
  while !condition() {
    guard clock.now < deadline else { return false }
    try? await Task.sleep(for: .milliseconds(1))
  }
  return true
}

/// Waits for `task` to finish with ``StoreTask/finish()``; `false` when it does not finish
/// within `timeout`, so that a leaked effect fails the test instead of hanging it.
@MainActor
// A minute, as `eventually` waits: the full-size property tests hold the main actor for
// seconds at a time on a 2-core CI machine, and a 10-second bound timed out there.
func finishes(_ task: StoreTask, within timeout: Duration = .seconds(60)) async -> Bool {
  let flag = Flag()
  Task { @MainActor in
    await task.finish()
    flag.isSet = true
  }
  return await eventually(within: timeout) { flag.isSet } && !task.isRunning
}

/// A flag a main-actor task sets.
@MainActor
final class Flag {
  var isSet = false
}

extension Store {
  /// Whether the store runs no effect at all any more, waiting briefly for cancelled tasks to
  /// wind down (cancellation is prompt, but a cancelled task still needs a turn to end). A
  /// minute by default, as `eventually` waits: a store that settles returns at once.
  func settles(within timeout: Duration = .seconds(60)) async -> Bool {
    await eventually(within: timeout) { runningEffectOrigins?.isEmpty == true }
  }
}

/// The kinds of the diagnostics, in order.
func kinds(_ diagnostics: [Diagnostic]) -> [String] { diagnostics.map(\.kind) }
