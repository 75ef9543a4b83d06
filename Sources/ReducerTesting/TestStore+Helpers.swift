extension TestStore {
  /// Whether the feature under test closed itself: it returned `.dismissSelf()`, or an effect
  /// called `await send.dismissSelf()`, with no flow around it to close it.
  ///
  /// A screen that closes itself can be tested on its own, without a flow around it:
  ///
  /// ```swift
  /// let store = TestStore(initialState: Editor.State()) { Editor() }
  /// await store.send(.saveTapped)
  /// await store.receive(.delegate(.saved))
  /// #expect(store.isDismissed)
  /// ```
  ///
  /// Sending an action after it is a test failure that says the screen is gone.
  public var isDismissed: Bool { dismissal != nil }

  /// Checks the state as it is now, without sending an action: `updateStateToExpectedResult`
  /// turns the state of the last assertion into the expected one.
  ///
  /// ```swift
  /// await store.send(.refresh)
  /// store.assert { $0.isLoading = true }
  /// ```
  ///
  /// When exhaustivity is off, the closure receives the actual state and needs to set only
  /// what the test cares about.
  ///
  /// - Parameters:
  ///   - updateStateToExpectedResult: Changes the previous state into the expected one.
  ///   - fileID: The file of the call, where failures are reported.
  ///   - filePath: The full path of that file.
  ///   - line: The line of the call.
  ///   - column: The column of the call.
  public func assert(
    _ updateStateToExpectedResult: (_ state: inout State) throws -> Void,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    let location = SourceLocationInfo(
      fileID: fileID, filePath: filePath, line: line, column: column)
    let actual = (state: store.currentState, shared: ledger.capture())
    withoutActuallyEscaping(updateStateToExpectedResult) { update in
      checkState(
        after: "asserting", update: update, previous: (snapshot, snapshotShared), actual: actual,
        at: location)
    }
    snapshot = actual.state
    snapshotShared = actual.shared
  }

  /// Runs `operation` with ``exhaustivity`` set to `exhaustivity`, then puts the previous
  /// setting back.
  ///
  /// ```swift
  /// await store.withExhaustivity(.off) {
  ///   await store.send(.onAppear)
  ///   await store.receive(.loaded) { $0.isLoaded = true }
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - exhaustivity: The setting for the time of `operation`.
  ///   - operation: The part of the test to run with it.
  /// - Returns: What `operation` returns.
  @discardableResult
  public func withExhaustivity<Result>(
    _ exhaustivity: Exhaustivity,
    operation: () async throws -> Result
  ) async rethrows -> Result {
    let previous = self.exhaustivity
    self.exhaustivity = exhaustivity
    defer { self.exhaustivity = previous }
    return try await operation()
  }

  /// Runs `operation`, which does not wait, with ``exhaustivity`` set to `exhaustivity`, then
  /// puts the previous setting back.
  ///
  /// - Parameters:
  ///   - exhaustivity: The setting for the time of `operation`.
  ///   - operation: The part of the test to run with it.
  /// - Returns: What `operation` returns.
  @discardableResult
  public func withExhaustivity<Result>(
    _ exhaustivity: Exhaustivity,
    operation: () throws -> Result
  ) rethrows -> Result {
    let previous = self.exhaustivity
    self.exhaustivity = exhaustivity
    defer { self.exhaustivity = previous }
    return try operation()
  }

  /// Takes the signals that reach the store with no reducer to handle them: a request to close
  /// the screen is recorded (``isDismissed``) and ends every effect of the feature, as the flow
  /// around it would (and as TCA's `TestStore` does); the others are reported as usual.
  ///
  /// The actions an effect sent before it asked to close are still received; nothing it would
  /// send afterwards is.
  func takeUnhandledSignal(_ signal: EffectSignal) -> Bool {
    guard case let .dismissSelf(origin, _) = signal else { return false }
    if dismissal == nil {
      dismissal = Dismissal(fileID: origin.fileID, line: origin.line)
      store.cancelAllEffects()
    }
    return true
  }

  /// Fails a send made after the screen closed itself, and returns `false` then: the action
  /// is not sent (a screen that is gone runs no reducer).
  func checkNotDismissed(
    before event: @autoclosure () -> String, at location: SourceLocationInfo
  ) -> Bool {
    guard let dismissal else { return true }
    recordFailure(
      """
      \(event()) after the feature under test closed itself ('dismissSelf()' at \
      \(dismissal.fileID):\(dismissal.line)): the screen is gone, and a screen that is gone \
      receives no actions, so the action was not sent and the state did not change. Check \
      'store.isDismissed' and end the test there, or do not close the screen before this action.
      """,
      at: location)
    return false
  }
}

/// Where the feature under test closed itself.
struct Dismissal {
  let fileID: StaticString
  let line: UInt
}
