/// The executor a test store runs its effects' own code on: it queues their jobs on an
/// ``EffectQueue``, which runs them one at a time on the main queue and counts them.
///
/// Set as the store's effect executor, it becomes the task executor preference of every effect
/// task: the effect's nonisolated code (the body of `Effect.run`), the actors without an
/// executor of their own it calls, and its child tasks run here; its main-actor parts run on
/// the main actor, on the same main queue.
@available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
final class TestExecutor: TaskExecutor {
  let queue: EffectQueue

  init(queue: EffectQueue) { self.queue = queue }

  func enqueue(_ job: consuming ExecutorJob) {
    let job = UnownedJob(job)
    // The job runs as this task executor: what it does next without isolation comes back here.
    queue.enqueue { job.runSynchronously(on: self.asUnownedTaskExecutor()) }
  }
}

/// A ``TestExecutor`` for `queue`, untyped for `Store.effectExecutor`; `nil` on systems older
/// than task executors (macOS 15, iOS 18), where effects run their own code on the global
/// executor and settling sees only their main-actor parts.
func makeTestExecutor(for queue: EffectQueue) -> (any Sendable)? {
  if #available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *) {
    return TestExecutor(queue: queue)
  }
  return nil
}
