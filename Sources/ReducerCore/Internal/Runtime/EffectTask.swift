/// Makes the task an effect runs in: on the main actor, with `executor` as the task's
/// executor preference when one is given, so that the effect's own (nonisolated) code runs
/// there rather than on the global concurrent executor.
///
/// `executor` is untyped because `TaskExecutor` is newer than the package's oldest platforms;
/// anything that is not a `TaskExecutor`, or an older platform, gets the default.
@MainActor
func makeEffectTask(
  priority: TaskPriority?,
  executor: (any Sendable)?,
  operation: sending @escaping @MainActor () async -> Void
) -> Task<Void, Never> {
  if let executor,
    #available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *),
    let executor = executor as? any TaskExecutor
  {
    return Task(executorPreference: executor, priority: priority, operation: operation)
  }
  return Task(priority: priority, operation: operation)
}
