extension TestStore where Action: Equatable {
  /// Waits for an effect to send `expectedAction`, and checks how it changed the state.
  ///
  /// ```swift
  /// await store.send(.startTimer)
  /// await clock.advance(by: .seconds(1))
  /// await store.receive(.tick) { $0.seconds = 1 }
  /// ```
  ///
  /// In exhaustive mode the action must be the next one effects sent; when exhaustivity is
  /// off, actions before it are skipped.
  ///
  /// An action that effects send from work the store runs (its effects' own code, the main
  /// actor, a `TestClock` the test advanced) has arrived once they settle, without waiting.
  /// `timeout` is for effects that wait on real time or on another thread's work.
  ///
  /// - Parameters:
  ///   - expectedAction: The action the test expects next.
  ///   - timeout: How long to wait for it; ``timeout`` when `nil`.
  ///   - updateExpectedState: Changes the previous state into the expected one.
  ///   - fileID: The file of the call, where failures are reported.
  ///   - filePath: The full path of that file.
  ///   - line: The line of the call.
  ///   - column: The column of the call.
  public func receive(
    _ expectedAction: Action,
    timeout: Duration? = nil,
    assert updateExpectedState: ((_ state: inout State) throws -> Void)? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    await receive(
      expected: describe(expectedAction),
      expectedAction: expectedAction,
      matching: { $0 == expectedAction },
      timeout: timeout,
      update: updateExpectedState,
      at: SourceLocationInfo(fileID: fileID, filePath: filePath, line: line, column: column)
    )
  }
}

extension TestStore {
  /// Waits for an effect to send an action in the case `casePath` names, and checks how it
  /// changed the state; for actions that are not `Equatable`, or when the payload does not
  /// matter.
  ///
  /// ```swift
  /// await store.receive(/Feature.Action.response) { $0.isLoading = false }
  /// ```
  ///
  /// - Parameters:
  ///   - casePath: The case path of the expected action's case.
  ///   - timeout: How long to wait for it; ``timeout`` when `nil`.
  ///   - updateExpectedState: Changes the previous state into the expected one.
  ///   - fileID: The file of the call, where failures are reported.
  ///   - filePath: The full path of that file.
  ///   - line: The line of the call.
  ///   - column: The column of the call.
  public func receive<Value>(
    _ casePath: CasePath<Action, Value>,
    timeout: Duration? = nil,
    assert updateExpectedState: ((_ state: inout State) throws -> Void)? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    await receive(
      expected:
        "an action in the case path's case (payload type '\(Dump.typeName(of: Value.self))')",
      expectedAction: nil,
      matching: { casePath.extract(from: $0) != nil },
      timeout: timeout,
      update: updateExpectedState,
      at: SourceLocationInfo(fileID: fileID, filePath: filePath, line: line, column: column)
    )
  }

  /// Drops the actions effects sent that the test has not received, so the test can go on
  /// without asserting them.
  ///
  /// ```swift
  /// await store.send(.onAppear)
  /// await store.skipReceivedActions()
  /// ```
  ///
  /// The next assertion starts from the state after the last skipped action.
  ///
  /// - Parameters:
  ///   - strict: Whether to fail when there is no action to skip.
  ///   - fileID: The file of the call, where failures are reported.
  ///   - filePath: The full path of that file.
  ///   - line: The line of the call.
  ///   - column: The column of the call.
  public func skipReceivedActions(
    strict: Bool = true,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    let location = SourceLocationInfo(
      fileID: fileID, filePath: filePath, line: line, column: column)
    await settleEffects()
    guard let latest = recorder.received.last else {
      if strict {
        recordFailure(
          """
          'skipReceivedActions()' found no received action to skip. Remove the call, or pass \
          'strict: false' when effects may or may not have sent actions by now.
          """,
          at: location
        )
      }
      return
    }
    if case .off(showSkippedAssertions: true) = exhaustivity {
      recordSkippedAssertion(
        "Skipped receiving:\n\(list(recorder.received.map(\.action)))", at: location
      )
    }
    recorder.received.removeAll()
    snapshot = latest.state
    snapshotShared = latest.shared
  }

  // MARK: - Receiving

  func receive(
    expected: String,
    expectedAction: Action?,
    matching: (Action) -> Bool,
    timeout: Duration?,
    update: ((inout State) throws -> Void)?,
    at location: SourceLocationInfo
  ) async {
    let timeout = timeout ?? self.timeout
    let isExhaustive = exhaustivity == .on
    let arrived = await waitForEffects(
      timeout: timeout, canChange: { self.runningEffectCount > 0 }
    ) {
      isExhaustive
        ? !self.recorder.received.isEmpty
        : self.recorder.received.contains { matching($0.action) }
    }
    guard arrived,
      let index = recorder.received.firstIndex(where: { isExhaustive || matching($0.action) })
    else {
      recordFailure(missingAction(expected, timeout: timeout), at: location)
      return
    }
    let skipped = recorder.received[..<index].map(\.action)
    let previous =
      index > 0
      ? (recorder.received[index - 1].state, recorder.received[index - 1].shared)
      : (snapshot, snapshotShared)
    let (action, actualState, actualShared) = recorder.received[index]
    noteSite(of: action, .received, at: location)
    let actual = (state: actualState, shared: actualShared)
    recorder.received.removeFirst(index + 1)
    snapshot = actual.state
    snapshotShared = actual.shared

    if !matching(action) {
      recordFailure(
        unexpectedAction(
          action, expected: expected, expectedAction: expectedAction, matching: matching),
        at: location)
    } else {
      if !skipped.isEmpty, case .off(showSkippedAssertions: true) = exhaustivity {
        recordSkippedAssertion("Skipped receiving:\n\(list(skipped))", at: location)
      }
      checkState(
        after: "receiving \(describe(action))", update: update, previous: previous,
        actual: actual, at: location
      )
    }
    // The effect that sent the action may be about to end: let it, so that the end of the
    // test does not see it running.
    await settleEffects()
  }

  func missingAction(_ expected: String, timeout: Duration) -> String {
    let pending = recorder.received.map(\.action)
    let origins = runningOrigins
    let arrived =
      pending.isEmpty
      ? "No action was received."
      : "The actions received and not yet asserted are:\n\(list(pending))"
    let running =
      origins.isEmpty
      ? """
      No effect is running, so no action will arrive: check that the reducer returns an effect \
      that sends it, and that the effect was not cancelled.
      """
      : """
      These actions started effects that are still running:
      \(listOrigins(origins))
      \(waitingAdvice(running: origins.count))
      """
    return """
      Expected to receive \(expected), but no matching action arrived \
      \(origins.isEmpty ? "and no effect is left to send one" : "within \(timeout)").

      \(arrived)

      \(running)
      """
  }

  func unexpectedAction(
    _ action: Action,
    expected: String,
    expectedAction: Action?,
    matching: (Action) -> Bool
  ) -> String {
    let comparison: String
    if let expectedAction, let diff = Diff.text(from: expectedAction, to: action) {
      comparison =
        "Received an action other than the expected one (−expected +received):\n\n\(diff)"
    } else {
      comparison = "Expected to receive \(expected), but received \(describe(action))."
    }
    let laterMatch = recorder.received.contains { matching($0.action) }
    let advice =
      laterMatch
      ? """
      The expected action arrived later. An exhaustive TestStore needs received actions \
      asserted in the order effects sent them: receive \(describe(action)) first, call \
      'skipReceivedActions()', or set 'store.exhaustivity = .off'.
      """
      : """
      Assert the action the effect actually sends, or fix the effect if the expected one is \
      right.
      """
    return "\(comparison)\n\n\(advice)"
  }
}
