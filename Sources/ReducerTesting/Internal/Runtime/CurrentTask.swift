import Dispatch

/// Marks the main dispatch queue, where the main actor runs its jobs, so that
/// ``isMainActorJobOfATask()`` can tell code runs there.
func markMainQueue() {
  _ = mainQueueMarked
}

/// Set once in the process: setting a queue's specific wakes the queue, which costs more than a
/// test store's whole setup.
private let mainQueueMarked: Void = DispatchQueue.main.setSpecific(key: mainQueueKey, value: ())

/// Whether the caller runs on the main queue inside a task: a job of a `@MainActor` test
/// (or an effect's job, which a test store runs there too), as opposed to a plain closure on
/// the queue or another thread.
///
/// A test store's deinitializer asks, to run its end-of-test checks in the releasing task (an
/// isolated deinit would run without the task's task-local values, which route failures to the
/// running test).
///
/// - Assumption: `withUnsafeCurrentTask` passes the task running the calling code, or `nil`
///   outside any task. Only whether there is one is read; the reference never leaves the
///   closure, so it cannot outlive the task.
/// - Check: the main-queue key (set by ``markMainQueue()``) says the code runs on the main
///   queue, serialized with the main actor, before the caller assumes main-actor isolation.
func isMainActorJobOfATask() -> Bool {
  DispatchQueue.getSpecific(key: mainQueueKey) != nil && withUnsafeCurrentTask { $0 != nil }
}

private let mainQueueKey = DispatchSpecificKey<Void>()
