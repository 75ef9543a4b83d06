/// The effects one ``TestStore/send(_:assert:fileID:filePath:line:column:)`` started, to wait
/// for or cancel in a test.
///
/// ```swift
/// let task = await store.send(.onAppear)
/// await store.receive(.loaded(items)) { $0.items = items }
/// await task.cancel()  // stops the long-lived part of the effect
/// ```
public struct TestStoreTask: Hashable, Sendable {
  let task: StoreTask
  /// The sent action, described for failure messages.
  let action: ActionText
  let timeout: Duration
  /// The work the store's effects have queued, to settle them.
  let queue: EffectQueue

  /// Waits until every effect of the action has finished, and fails if some are still
  /// running after `timeout`.
  ///
  /// Effects that only wait on work the test store runs finish without waiting; the timeout is
  /// for effects that wait on real time or on another thread's work.
  ///
  /// - Parameters:
  ///   - timeout: How long to wait; the test store's ``TestStore/timeout`` when `nil`.
  ///   - fileID: The file of the call, where failures are reported.
  ///   - filePath: The full path of that file.
  ///   - line: The line of the call.
  ///   - column: The column of the call.
  @MainActor
  public func finish(
    timeout: Duration? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    let timeout = timeout ?? self.timeout
    let finished = await queue.wait(timeout: timeout) { !task.isRunning }
    guard !finished else { return }
    recordFailure(
      """
      The effects started by sending \(action.text) are still running after waiting \(timeout) for \
      them to finish. None had work queued on the test store's executor when the wait ended: \
      they wait on something the test store does not run, such as a TestClock nobody advances, \
      real time (Task.sleep, a real clock) or another thread's work. An effect that never ends \
      (a timer, a long-lived subscription) keeps running too: send the action that stops it, \
      advance the TestClock it sleeps on, pass a longer 'timeout:', or 'cancel()' this task.
      """,
      at: SourceLocationInfo(fileID: fileID, filePath: filePath, line: line, column: column)
    )
  }

  /// Cancels the effects of the action that are still running, and waits until they stop.
  @MainActor
  public func cancel() async {
    task.cancel()
    _ = await queue.wait(timeout: timeout) { !task.isRunning }
  }

  /// Whether effects of the action are still running.
  @MainActor
  public var isRunning: Bool { task.isRunning }
}

/// An action's description, written only when a message needs it: describing an action costs
/// more than most sends, and most sends print nothing.
///
/// Equal only to itself, as the send it describes is.
final class ActionText: Hashable, CustomStringConvertible, @unchecked Sendable {
  // Unchecked: the action is never changed after `init`, only read to describe it.
  private let action: Any

  init(_ action: Any) { self.action = action }

  /// The description, as ``TestStore`` describes an action.
  var text: String { Dump.inline(action, limit: 200) }

  var description: String { text }

  static func == (lhs: ActionText, rhs: ActionText) -> Bool { lhs === rhs }
  func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
