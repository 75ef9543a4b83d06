import Testing

@testable import ReducerCore

// `try await Task.never()`, as TCA 1.x effects write it.

/// An effect that waits for cancellation, and records how it ended.
private struct Listener: Reducer {
  struct State: Equatable {}
  enum Action: Equatable {
    case startListening
    case stopListening
  }
  enum CancelID { case listening }

  let started: Signal
  let endings: Recorder<String>

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .startListening:
      return .run { [started, endings] _ in
        started.fire()
        do {
          try await Task.never()
        } catch {
          endings.append(error is CancellationError ? "cancelled" : "\(error)")
          throw error
        }
      }
      .cancellable(id: CancelID.listening)
    case .stopListening:
      return .cancel(id: CancelID.listening)
    }
  }
}

@MainActor
@Suite struct TaskNeverTests {
  @Test func aTaskWaitsUntilItIsCancelledThenThrowsCancellationError() async {
    let started = Signal()
    let endings = Recorder<Bool>()
    let task = Task {
      started.fire()
      do {
        try await Task.never()
      } catch {
        // Whether the task was cancelled when the error came: it must have been.
        endings.append(error is CancellationError && Task.isCancelled)
        throw error
      }
    }
    #expect(await started.wait())
    // However many times other work runs meanwhile, the task stays suspended.
    for _ in 0..<100 { await Task.yield() }
    #expect(endings.values.isEmpty)
    task.cancel()
    await #expect(throws: CancellationError.self) { try await task.value }
    #expect(endings.values == [true])
  }

  @Test func anAlreadyCancelledTaskThrowsAtOnce() async {
    let task = Task {
      withUnsafeCurrentTask { $0?.cancel() }
      try await Task.never()
    }
    await #expect(throws: CancellationError.self) { try await task.value }
  }

  @Test func aTaskCancelledBeforeItStartsThrows() async {
    let task = Task.detached { () async throws -> Void in try await Task.never() }
    task.cancel()
    await #expect(throws: CancellationError.self) { try await task.value }
  }

  @Test func manyWaitersCancelledAtOnceAllEnd() async {
    let tasks = (0..<50).map { _ in Task { () async throws -> Void in try await Task.never() } }
    for task in tasks { task.cancel() }
    for task in tasks {
      await #expect(throws: CancellationError.self) { try await task.value }
    }
  }

  @Test func anEffectWaitingOnItEndsWhenCancelledByID() async {
    let started = Signal()
    let endings = Recorder<String>()
    let store = Store(initialState: Listener.State()) {
      Listener(started: started, endings: endings)
    }
    let diagnostics = await withDiagnostics {
      let task = store.send(.startListening)
      #expect(await started.wait())
      for _ in 0..<100 { await Task.yield() }
      #expect(task.isRunning)
      #expect(endings.values.isEmpty)
      store.send(.stopListening)
      #expect(await finishes(task))
    }
    #expect(endings.values == ["cancelled"])
    // The effect's `CancellationError` is how a cancelled effect ends: nothing is reported.
    #expect(diagnostics.isEmpty)
  }
}
