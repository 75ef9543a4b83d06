import Foundation

extension TestStore where State: Codable, Action: Codable {
  /// Creates a test store that replays a recorded session against `reducer`.
  ///
  /// ```swift
  /// let recording = try ActionRecording<AppFlow.State, AppFlow.Action>(data)
  /// let store = TestStore(replaying: recording) { AppFlow() }
  /// await store.replay()  // fails at the first step that differs
  /// ```
  ///
  /// The store starts from the recording's `startState`. While it replays,
  /// `@Dependency(\.uuid)` and `@Dependency(\.date)` answer what the recording holds for each
  /// step; outside a replayed step (a `send` after ``replay(through:fileID:filePath:line:column:)``)
  /// they are the test's, as `prepareDependencies` sets them.
  ///
  /// - Parameters:
  ///   - recording: The recorded session.
  ///   - reducer: Builds the reducer to replay it with; it is called once.
  ///   - prepareDependencies: Sets the other dependencies the reducer reads.
  ///   - fileID: The file of the call, where end-of-test failures are reported.
  ///   - filePath: The full path of that file.
  ///   - line: The line of the call.
  ///   - column: The column of the call.
  public convenience init<R: Reducer>(
    replaying recording: ActionRecording<State, Action>,
    @ReducerBuilder<State, Action> reducer: () -> R,
    withDependencies prepareDependencies: (_ dependencies: inout DependencyValues) -> Void = {
      _ in
    },
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) where R.State == State, R.Action == Action {
    let tape = ReplayTape()
    var built: R?
    self.init(
      initialState: recording.startState,
      reducer: {
        let reducer = reducer()
        built = reducer
        return reducer
      },
      withDependencies: { dependencies in
        prepareDependencies(&dependencies)
        tape.install(in: &dependencies)
      },
      fileID: fileID, filePath: filePath, line: line, column: column)
    let steps = recording.steps.map { step in
      ReplaySession<State, Action>.Step(
        index: step.index, action: step.action, kind: Self.describe(step.kind),
        dependencies: step.dependencies, digest: step.digest, state: step.state)
    }
    replaySession = ReplaySession(
      steps: steps, startState: recording.startState,
      checkpointEvery: recording.checkpointEvery,
      reduce: { state, action in _ = built?.reduce(into: &state, action: action) },
      digest: { try? RecordingFormat.digest(of: $0) },
      tape: tape)
  }

  static func describe(_ kind: ActionRecording<State, Action>.Kind) -> String {
    switch kind {
    case .sent: "sent"
    case .received(startedBy: nil): "received from an effect"
    case let .received(startedBy: index?): "received from the effect of step \(index)"
    }
  }
}

extension TestStore {
  /// Replays every step of the recording not replayed yet, and fails at the first one whose
  /// state differs from the recorded state.
  ///
  /// ```swift
  /// let store = TestStore(replaying: recording) { AppFlow() }
  /// await store.replay()
  /// ```
  ///
  /// Each step runs the reducer only, with the recorded action and the recorded dependency
  /// answers; no effect starts (what the effects sent is in the recording, as received
  /// steps). After each step the state is compared with the recording: its digest, and the
  /// whole state at the steps that hold it. At the first difference the test fails with the
  /// step's index, its action, the five steps before it and a diff of the state, and the
  /// replay stops. A dependency read the recording does not hold for the step, or a read in
  /// another order, fails the same way, naming the dependency. Afterwards the store holds the
  /// state of the last step that matched.
  ///
  /// - Parameters:
  ///   - fileID: The file of the call, where failures are reported.
  ///   - filePath: The full path of that file.
  ///   - line: The line of the call.
  ///   - column: The column of the call.
  /// - Complexity: O(*n*) in the steps and the size of their states.
  public func replay(
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    let location = SourceLocationInfo(
      fileID: fileID, filePath: filePath, line: line, column: column)
    guard let session = session(at: location) else { return }
    replaySteps(upTo: session.steps.count - 1, of: session, at: location)
  }

  /// Replays the steps of the recording up to the step `index` (numbered from 0, as
  /// `recording.steps` indexes them), then stops, so that the test can look at the state or go
  /// on with `send`.
  ///
  /// ```swift
  /// await store.replay(through: 7)
  /// #expect(store.state.path.count == 2)
  /// ```
  ///
  /// Fails as ``replay(fileID:filePath:line:column:)`` does, and when `index` is not a step of
  /// the recording or was already replayed.
  ///
  /// - Parameters:
  ///   - index: The last step to replay.
  ///   - fileID: The file of the call, where failures are reported.
  ///   - filePath: The full path of that file.
  ///   - line: The line of the call.
  ///   - column: The column of the call.
  /// - Complexity: O(*n*) in the steps replayed and the size of their states.
  public func replay(
    through index: Int,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    let location = SourceLocationInfo(
      fileID: fileID, filePath: filePath, line: line, column: column)
    guard let session = session(at: location) else { return }
    guard (0..<session.steps.count).contains(index) else {
      recordFailure(
        """
        'replay(through: \(index))' names no step of the recording: it has \
        \(session.steps.count) steps, numbered 0 to \(session.steps.count - 1). Pass one of \
        those indices.
        """,
        at: location)
      return
    }
    guard index >= session.next else {
      recordFailure(
        """
        'replay(through: \(index))' asks for a step already replayed: the replay has run \
        steps 0 to \(session.next - 1). Replay each step once, in order.
        """,
        at: location)
      return
    }
    replaySteps(upTo: index, of: session, at: location)
  }

  /// The store's replay, or a failure when it has none or a step already failed.
  private func session(at location: SourceLocationInfo) -> ReplaySession<State, Action>? {
    lastAssertion = location
    guard let session = replaySession else {
      recordFailure(
        """
        This test store replays no recording: it was made with \
        'TestStore(initialState:reducer:)'. Make it with 'TestStore(replaying: recording) { \
        Feature() }' to replay a recording.
        """,
        at: location)
      return nil
    }
    if let failed = session.failedStep {
      recordFailure(
        """
        The replay stopped at step \(failed), which failed; the steps after it were not \
        replayed. Fix that step first.
        """,
        at: location)
      return nil
    }
    return session
  }

  /// Replays the steps from the next one to `last`; stops at the first that fails.
  private func replaySteps(
    upTo last: Int, of session: ReplaySession<State, Action>, at location: SourceLocationInfo
  ) {
    guard session.next <= last else { return }
    var state = snapshot
    let handler = DiagnosticHandler(Self.diagnosticHandler(at: location))
    for index in session.next...last {
      let step = session.steps[index]
      session.tape.begin(step.dependencies)
      Diagnostics.$handler.withValue(handler) {
        DependencyValues.$current.withValue(dependencies) {
          session.reduce(&state, step.action)
        }
      }
      if let mismatch = session.tape.end() {
        fail(step, of: session, "it read its dependencies differently: \(mismatch).", at: location)
        return
      }
      let digest = session.digest(state)
      if digest != step.digest, step.state.map({ $0 != state }) ?? true {
        failState(step, state, digest: digest, of: session, at: location)
        return
      }
      session.next = index + 1
      snapshot = state
      store.replaceState(state)
    }
  }

  /// Fails the replay at `step` with `reason`, showing the step's action and the steps before.
  private func fail(
    _ step: ReplaySession<State, Action>.Step, of session: ReplaySession<State, Action>,
    _ reason: String, details: String = "", at location: SourceLocationInfo
  ) {
    session.failedStep = step.index
    let before = session.steps[max(0, step.index - 5)..<step.index]
    let history =
      before.isEmpty
      ? "  (none: it is the first step)"
      : before.map { "  \($0.index) (\($0.kind)): \(describe($0.action))" }
        .joined(separator: "\n")
    recordFailure(
      """
      The replay differs from the recording at step \(step.index) of \(session.steps.count) \
      (\(step.kind)): \(describe(step.action))
      After this action, \(reason)

      The steps before it:
      \(history)
      \(details)
      The reducers no longer do what they did when the session was recorded. If the change \
      is the bug, fix the reducer that handles this action; if it is intended, record the \
      session again.
      """,
      at: location)
  }

  /// Fails the replay at `step`, whose state `actual` differs from the recording.
  private func failState(
    _ step: ReplaySession<State, Action>.Step, _ actual: State, digest: String?,
    of session: ReplaySession<State, Action>, at location: SourceLocationInfo
  ) {
    if let expected = step.state {
      let diff = Diff.text(from: expected, to: actual) ?? "(Both states print the same.)"
      fail(
        step, of: session, "the state differs from the recorded state.",
        details: "\nThe state after it (−recorded +replayed):\n\(diff)\n", at: location)
      return
    }
    let (index, nearest) = session.checkpoint(atOrBefore: step.index)
    let origin = index < 0 ? "the recording's start state" : "the state recorded at step \(index)"
    let diff = Diff.text(from: nearest, to: actual) ?? "(Both states print the same.)"
    let encoding =
      digest == nil
      ? " (the replayed state does not encode to JSON, so its digest could not be computed)"
      : ""
    fail(
      step, of: session,
      """
      the digest of the state differs from the recorded digest\(encoding). The recording \
      holds only the digest at this step (it holds the whole state every \
      \(session.checkpointEvery) steps), so the recorded state cannot be shown: the diff is \
      from \(origin), the nearest that holds it, and includes what the steps since then \
      changed. Record with 'ActionRecorder(limit:checkpointEvery: 1)' to see the exact diff.
      """,
      details: "\nThe state (−\(origin) +replayed after step \(step.index)):\n\(diff)\n",
      at: location)
  }
}
