extension Task where Success == Never, Failure == Never {
  /// Suspends until the current task is cancelled, then throws `CancellationError`, as
  /// swift-concurrency-extras' `Task.never()` does: for an effect that only ends when it is
  /// cancelled.
  ///
  /// ```swift
  /// return .run { _ in
  ///   defer { print("Stopped listening") }
  ///   try await Task.never()
  /// }
  /// .cancellable(id: CancelID.listening)
  /// ```
  ///
  /// It neither polls nor sleeps: the task stays suspended until it is cancelled, and a task
  /// that is already cancelled throws at once.
  ///
  /// - Throws: `CancellationError`, when the task is cancelled.
  public static func never() async throws -> Never {
    try await waitForCancellation()
  }
}

/// The body of `Task.never()`, outside `Task`, where `CancellationError` names the standard
/// library's type rather than `Task`'s deprecated alias of it.
private func waitForCancellation() async throws -> Never {
  let waiter = NeverWaiter()
  try await withTaskCancellationHandler {
    try await withCheckedThrowingContinuation { (continuation: NeverWaiter.Continuation) in
      waiter.suspend(continuation)
    }
  } onCancel: {
    waiter.cancel()
  }
  // The continuation is only ever resumed by throwing: this line is not reached. (A
  // continuation of `Never` would say so to the compiler, which then warns that the return of
  // its `Never` is never executed.)
  throw CancellationError()
}

/// The continuation of one `Task.never()`, and whether its task was cancelled: the
/// cancellation handler may run before the continuation exists (the task was cancelled
/// already, or is cancelled while it suspends), so both sides take the lock, and whichever
/// comes second resumes the continuation.
private final class NeverWaiter: Sendable {
  typealias Continuation = CheckedContinuation<Void, any Error>

  private enum Phase: Sendable {
    /// Neither the continuation nor the cancellation has arrived.
    case starting
    /// The task is suspended on this continuation.
    case suspended(Continuation)
    /// The task was cancelled: the continuation is resumed, or will be when it arrives.
    case cancelled
  }

  private let phase = LockedValue(Phase.starting)

  /// Keeps `continuation` until the task is cancelled, or resumes it at once if it is already.
  func suspend(_ continuation: Continuation) {
    let isCancelled = phase.withLock { phase in
      guard case .starting = phase else { return true }
      phase = .suspended(continuation)
      return false
    }
    if isCancelled { continuation.resume(throwing: CancellationError()) }
  }

  /// Resumes the continuation, when it has arrived, with `CancellationError`.
  func cancel() {
    let continuation = phase.withLock { phase -> Continuation? in
      defer { phase = .cancelled }
      guard case let .suspended(continuation) = phase else { return nil }
      return continuation
    }
    continuation?.resume(throwing: CancellationError())
  }
}
