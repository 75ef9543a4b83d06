/// The effects one ``Store/send(_:)`` started, and the effects those started in turn.
///
/// ```swift
/// await store.send(.refresh).finish()  // returns once the refresh's effects are done
/// ```
@MainActor
public struct StoreTask: Hashable, Sendable {
  @usableFromInline let tracker: EffectTracker?

  @inlinable
  init(tracker: EffectTracker?) { self.tracker = tracker }

  /// A task of a send that started nothing (it was not sent); for the testing module.
  package static var none: StoreTask { StoreTask(tracker: nil) }

  /// Waits until every effect the action started, directly or through actions those effects
  /// sent, has finished or been cancelled.
  public func finish() async {
    await tracker?.waitUntilIdle()
  }

  /// Cancels the effects the action started that are still running.
  public func cancel() {
    tracker?.cancelAll()
  }

  /// Whether effects of this action are still running.
  public var isRunning: Bool { tracker?.isRunning ?? false }

  /// Whether two tasks stand for the same send.
  public nonisolated static func == (lhs: StoreTask, rhs: StoreTask) -> Bool {
    lhs.tracker === rhs.tracker
  }

  /// Hashes the identity of the send.
  public nonisolated func hash(into hasher: inout Hasher) {
    hasher.combine(tracker.map(ObjectIdentifier.init))
  }
}

/// Counts the tasks started on behalf of one send, and wakes those waiting when none is left.
@MainActor
@usableFromInline
final class EffectTracker {
  private var tasks: [Int: Task<Void, Never>] = [:]
  private var waiters: [CheckedContinuation<Void, Never>] = []

  @usableFromInline
  init() {}

  var isRunning: Bool { !tasks.isEmpty }

  func started(_ id: Int, _ task: Task<Void, Never>) { tasks[id] = task }

  func finished(_ id: Int) {
    tasks[id] = nil
    guard tasks.isEmpty else { return }
    let waiters = self.waiters
    self.waiters = []
    for waiter in waiters { waiter.resume() }
  }

  func cancelAll() {
    for task in tasks.values { task.cancel() }
  }

  func waitUntilIdle() async {
    guard !tasks.isEmpty else { return }
    await withCheckedContinuation { waiters.append($0) }
  }
}
