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
  let action: String
  let timeout: Duration

  /// Waits until every effect of the action has finished, and fails if some are still
  /// running after `timeout`.
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
    let finished = await poll(timeout: timeout, canChange: { true }) { !task.isRunning }
    guard !finished else { return }
    recordFailure(
      """
      The effects started by sending \(action) are still running after waiting \(timeout) for \
      them to finish. An effect that never ends (a timer, a long-lived subscription) or one \
      waiting on a clock nobody advances keeps running: send the action that stops it, advance \
      the TestClock it sleeps on, pass a longer 'timeout:', or 'cancel()' this task.
      """,
      at: SourceLocationInfo(fileID: fileID, filePath: filePath, line: line, column: column)
    )
  }

  /// Cancels the effects of the action that are still running, and waits until they stop.
  @MainActor
  public func cancel() async {
    task.cancel()
    _ = await poll(timeout: timeout, canChange: { true }) { !task.isRunning }
  }

  /// Whether effects of the action are still running.
  @MainActor
  public var isRunning: Bool { task.isRunning }
}
