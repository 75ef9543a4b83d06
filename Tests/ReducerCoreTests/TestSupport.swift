import Testing

@testable import ReducerCore

/// A thread-safe list that effects, observers and diagnostic handlers append to.
final class Recorder<Element: Sendable>: Sendable {
  private let storage = LockedValue<[Element]>([])

  /// Appends a value.
  func append(_ value: Element) { storage.withLock { $0.append(value) } }

  /// Everything appended so far, in order.
  var values: [Element] { storage.withLock { $0 } }
}

/// Runs `body` with a diagnostics handler installed and returns what it reported, including
/// what effects started inside `body` reported before `body` returned.
@MainActor
func withDiagnostics(
  _ body: @MainActor () async throws -> Void
) async rethrows -> [Diagnostic] {
  let recorder = Recorder<Diagnostic>()
  try await Diagnostics.$handler.withValue(DiagnosticHandler { recorder.append($0) }) {
    try await body()
  }
  return recorder.values
}

/// A signal an effect raises and a test waits for, so tests synchronise without sleeping.
struct Signal: Sendable {
  private let stream: AsyncStream<Void>
  private let continuation: AsyncStream<Void>.Continuation

  init() {
    (stream, continuation) = AsyncStream<Void>.makeStream(bufferingPolicy: .unbounded)
  }

  /// Raises the signal once.
  func fire() { continuation.yield() }

  /// Waits for the next time the signal is raised; `false` when it is not raised in time.
  ///
  /// A minute, as `finishes` waits: a passing test returns as soon as the signal is raised, and
  /// in CI the explorer and property tests share the main actor with the effects that raise it
  /// (an effect's first line once took over 10 s to run there). The bound only turns a signal
  /// that never comes into a failure instead of a hang.
  func wait(timeout: Duration = .seconds(60)) async -> Bool {
    let stream = self.stream
    let (result, resultContinuation) = AsyncStream<Bool>.makeStream()
    let waiter = Task {
      for await _ in stream {
        resultContinuation.yield(true)
        return
      }
    }
    let timer = Task {
      try? await Task.sleep(for: timeout)
      resultContinuation.yield(false)
    }
    defer {
      waiter.cancel()
      timer.cancel()
    }
    for await value in result { return value }
    return false
  }
}

/// Waits for `task` to finish; `false` when it does not finish within `timeout`, so that a broken
/// `finish()` fails the test instead of hanging it.
@MainActor
// A minute, as `eventually` waits: the full-size property tests hold the main actor for
// seconds at a time on a 2-core CI machine, and a 10-second bound timed out there.
func finishes(_ task: StoreTask, within timeout: Duration = .seconds(60)) async -> Bool {
  let (result, continuation) = AsyncStream<Bool>.makeStream()
  Task { @MainActor in
    await task.finish()
    continuation.yield(true)
  }
  let timer = Task {
    try? await Task.sleep(for: timeout)
    continuation.yield(false)
  }
  defer { timer.cancel() }
  for await value in result { return value }
  return false
}

/// Watches long-running effects: each one fires `started`, then sleeps until it is cancelled
/// and records how it ended.
struct EffectProbe: Sendable {
  let started = Signal()
  let events = Recorder<String>()

  /// The body of a long-running effect named `name`: it records `"<name> cancelled"` when its
  /// task is cancelled, and `"<name> finished"` if it ever runs to the end (a failure).
  ///
  /// It sleeps for a minute: long enough that a machine busy with other builds never lets it
  /// finish before the test cancels it (three seconds did, under a loaded CI run), and the
  /// tests never wait for it to finish.
  func run(_ name: String) async {
    started.fire()
    do {
      try await Task.sleep(for: .seconds(60))
      events.append("\(name) finished")
    } catch {
      events.append("\(name) cancelled")
    }
  }
}

/// Runs a test, or every test of a suite, as the library runs in an app: the test hooks are
/// off, so dependencies nobody set take their live values and issues are diagnostics. For the
/// tests of the live path, which a test process would otherwise run in the test context.
struct AsInTheApp: TestTrait, SuiteTrait, TestScoping {
  var isRecursive: Bool { true }

  func provideScope(
    for test: Test, testCase: Test.Case?,
    performing function: @Sendable () async throws -> Void
  ) async throws {
    try await TestHooks.$isDisabled.withValue(true) { try await function() }
  }
}

extension Trait where Self == AsInTheApp {
  /// Runs the test as the library runs in an app (``AsInTheApp``).
  static var asInTheApp: Self { AsInTheApp() }
}
