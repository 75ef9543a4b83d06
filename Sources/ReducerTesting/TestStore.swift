/// A store for tests: it runs a reducer like `Store` does, and checks every state change,
/// every action effects send back, and every effect still running at the end.
///
/// ```swift
/// @Test @MainActor func timer() async {
///   let clock = TestClock()
///   let store = TestStore(initialState: Timer.State()) { Timer(clock: clock) }
///   await store.send(.startTapped) { $0.isRunning = true }
///   await clock.advance(by: .seconds(1))
///   await store.receive(.tick) { $0.seconds = 1 }
///   await store.send(.stopTapped) { $0.isRunning = false }
///   await store.finish()
/// }
/// ```
///
/// Each `send` and `receive` takes a closure that turns the previous state into the expected
/// one; when the reducer's state differs, the failure shows a diff of the lines that differ
/// (`−` expected, `+` actual). By default the store is exhaustive (see ``exhaustivity``):
/// actions effects send must all be received, in order, and effects must be done when the test
/// ends. Diagnostics the library raises during the test (an action for a missing child, an
/// effect that threw) become test failures too.
///
/// Effects run under the store's control: their own code runs one job at a time on the main
/// queue, beside their main-actor parts, so that every method that waits (`send`, `receive`,
/// `finish`, the skips, and `TestClock.advance`) knows from what is queued when effects have
/// settled, not from how long nothing happened. An effect still running then waits on
/// something outside: a ``TestClock`` it sleeps on, or real time and other threads, which
/// ``timeout`` is for.
///
/// Failures are recorded at the caller's line, in Swift Testing when a Swift Testing test is
/// running and in XCTest otherwise. The end-of-test checks run when the store is released on the
/// main actor, as a `@MainActor` test does, and point at the test's last assertion (its last
/// `send`, `receive`, `assert` or wait), or at the line that created the store before any.
@MainActor
public final class TestStore<State: Equatable, Action> {
  /// How strictly the store checks the test; ``Exhaustivity/on`` by default.
  ///
  /// Set it to ``Exhaustivity/off`` for integration tests that assert only what they care
  /// about. The setting can change in the middle of a test.
  public var exhaustivity: Exhaustivity = .on

  /// How long ``receive(_:timeout:assert:fileID:filePath:line:column:)-(Action,_,_,_,_,_,_)``, ``finish(timeout:fileID:filePath:line:column:)``
  /// and the other waiting methods wait by default; one second unless changed.
  ///
  /// The wait matters only for effects that wait on real time (`Task.sleep`, a real clock) or
  /// on another thread's work: what the store runs itself, it settles without waiting.
  public var timeout: Duration = .seconds(1)

  let store: Store<State, Action>
  let recorder: Recorder<State, Action>
  /// The work the effects have queued; their own code runs on its executor.
  let queue: EffectQueue
  /// The state after the last action the test asserted or skipped: the state the next
  /// assertion closure starts from.
  var snapshot: State
  /// The shared values as ``snapshot`` had them.
  var snapshotShared: SharedValues
  /// Which shared values the store changed, and what they held before.
  let ledger: SharedLedger
  /// The dependencies of the store, in effect in assertion closures too (a `@Shared` key
  /// there names the store's value).
  let dependencies: DependencyValues
  /// Where the store was created; end-of-test failures point here until the test asserts.
  let location: SourceLocationInfo
  /// The last line that sent, received, asserted or waited: where end-of-test failures point,
  /// since the test ended after it.
  var lastAssertion: SourceLocationInfo?
  /// Whether the effects running now were already reported by ``finish(timeout:fileID:filePath:line:column:)``,
  /// so that the end of the test does not report them again.
  var didReportRunningEffects = false
  /// Where the test sent or received the actions since no effect was running, oldest first
  /// (at most ``maxActionSites``): an effect still running is listed with the line that
  /// started it. Described only when a failure lists them.
  var actionSites: [ActionSite] = []
  /// Whether the state changed without an action between the last assertion and the send
  /// being checked, for the advice of a failure.
  var changedBeforeSend = false
  /// Where the feature under test closed itself, if it did; see ``isDismissed``.
  var dismissal: Dismissal?
  /// The recording this store replays, for a store made with `init(replaying:reducer:)`.
  var replaySession: ReplaySession<State, Action>?

  /// Creates a test store that runs `reducer` from `initialState`.
  ///
  /// ```swift
  /// let store = TestStore(initialState: Counter.State()) { Counter() }
  /// ```
  ///
  /// The store runs with test dependencies: set those the feature uses in
  /// `withDependencies`, as in TCA:
  ///
  /// ```swift
  /// let store = TestStore(initialState: Feature.State()) {
  ///   Feature()
  /// } withDependencies: {
  ///   $0.uuid = .incrementing
  ///   $0.continuousClock = clock
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - initialState: The state to start from, made with the store's dependencies (a
  ///     `@Shared` key in it names the test's own storage).
  ///   - reducer: Builds the reducer under test; it is called once.
  ///   - prepareDependencies: Sets the dependencies the test controls; the others take their
  ///     test values.
  ///   - fileID: The file of the call, where end-of-test failures are reported.
  ///   - filePath: The full path of that file.
  ///   - line: The line of the call.
  ///   - column: The column of the call.
  public init<R: Reducer>(
    initialState: @autoclosure () -> State,
    @ReducerBuilder<State, Action> reducer: () -> R,
    withDependencies prepareDependencies: (_ dependencies: inout DependencyValues) -> Void = {
      _ in
    },
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) where R.State == State, R.Action == Action {
    let queue = EffectQueue()
    let ledger = SharedLedger()
    let recorder = Recorder<State, Action>(queue: queue, ledger: ledger)
    // The store, its reducers and their effects run with test values: a dependency the test
    // did not set and that has no test value is a failure when used. Shared values live in
    // storage of the test's own, so that tests running at once never share them, and that a
    // `@Shared` the test's body made is the store's too.
    var dependencies = DependencyValues.current
    dependencies.context = .test
    let storages = TestStorages.ofRunningTest
    dependencies.defaultInMemoryStorage = storages?.inMemory ?? InMemoryStorage()
    dependencies.defaultFileStorage = storages?.file ?? .inMemory
    dependencies.appStorageReference = storages?.appStorage ?? .testSuite()
    dependencies.update(prepareDependencies)
    self.queue = queue
    self.recorder = recorder
    self.ledger = ledger
    self.dependencies = dependencies
    let location = SourceLocationInfo(
      fileID: fileID, filePath: filePath, line: line, column: column
    )
    // What the library reports while the state and the reducer are made (a shared file that
    // cannot be read, a store that cannot be built) fails the test at this line.
    let handler = DiagnosticHandler(Self.diagnosticHandler(at: location))
    let (store, initialState) = Diagnostics.$handler.withValue(handler) {
      DependencyValues.$current.withValue(dependencies) {
        let initialState = initialState()
        let reducer = reducer()
        let store = Store(initialState: initialState) {
          TestReducer(base: reducer, recorder: recorder)
        }
        return (store, initialState)
      }
    }
    self.store = store
    store.effectExecutor = makeTestExecutor(for: queue)
    self.snapshot = initialState
    self.snapshotShared = SharedValues(fallback: ledger.originals)
    self.location = location
    store.unhandledSignalHandler = { [weak self] signal in
      self?.takeUnhandledSignal(signal) ?? false
    }
    markMainQueue()
  }

  deinit {
    // The checks read main-actor state, and must run in the releasing task so that failures
    // reach the running test (an isolated deinit would run without its task-local values).
    // A `@MainActor` test releases the store in a main-actor job: a task on the main queue.
    guard isMainActorJobOfATask() else { return }
    MainActor.assumeIsolated { checkEndOfTest() }
  }

  /// The current state of the store, including changes made by actions not yet received.
  public var state: State { store.currentState }

  /// Sends an action, and checks that the reducer changed the state as `updateExpectedState`
  /// describes.
  ///
  /// ```swift
  /// await store.send(.incrementTapped) { $0.count = 1 }
  /// await store.send(.noop)  // fails if the reducer changed the state
  /// ```
  ///
  /// The closure receives the state after the previous assertion and makes the changes the
  /// test expects; without a closure, the state must not change. When exhaustivity is off, the
  /// closure receives the actual new state instead and only needs to set what the test cares
  /// about. In exhaustive mode, every action that effects sent before this one must have been
  /// received.
  ///
  /// - Parameters:
  ///   - action: The action to send.
  ///   - updateExpectedState: Changes the previous state into the expected one.
  ///   - fileID: The file of the call, where failures are reported.
  ///   - filePath: The full path of that file.
  ///   - line: The line of the call.
  ///   - column: The column of the call.
  /// - Returns: A task for the effects the action started, to wait for or cancel them.
  @discardableResult
  public func send(
    _ action: Action,
    assert updateExpectedState: ((_ state: inout State) throws -> Void)? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async -> TestStoreTask {
    let location = SourceLocationInfo(
      fileID: fileID, filePath: filePath, line: line, column: column)
    // Described only for a message: describing an action costs more than most sends.
    let description = ActionText(action)
    noteSite(of: action, .sent, at: location)
    settleReceivedActions(before: "Sending \(description.text)", at: location)
    guard checkNotDismissed(before: "Sending \(description.text)", at: location) else {
      return TestStoreTask(task: .none, action: description, timeout: timeout, queue: queue)
    }
    // A shared value an effect changed since the last assertion shows in this send's
    // comparison (asserted in its closure, as TCA does); a failure then says where it came from.
    changedBeforeSend = changedSinceLastAssertion()
    defer { changedBeforeSend = false }
    recorder.isSending = true
    recorder.stateAfterSend = nil
    // Effects inherit the queue, so that a TestClock they sleep on knows where they wake.
    let task = EffectQueue.$current.withValue(queue) {
      Diagnostics.$handler.withValue(DiagnosticHandler(Self.diagnosticHandler(at: location))) {
        SharedAccess.$ledger.withValue(ledger) { store.send(action) }
      }
    }
    recorder.isSending = false
    let (actual, actualShared) = recorder.stateAfterSend ?? (store.currentState, ledger.capture())
    recorder.stateAfterSend = nil
    checkState(
      after: "sending \(description.text)", update: updateExpectedState,
      previous: (snapshot, snapshotShared), actual: (actual, actualShared), at: location
    )
    snapshot = actual
    snapshotShared = actualShared
    didReportRunningEffects = false
    await settleEffects()
    return TestStoreTask(task: task, action: description, timeout: timeout, queue: queue)
  }

  /// Waits for every effect still running to finish, and fails if some are still running
  /// after `timeout`.
  ///
  /// ```swift
  /// await store.send(.refresh)
  /// await store.receive(.loaded(items)) { $0.items = items }
  /// await store.finish()
  /// ```
  ///
  /// Effects that only wait on work the store runs finish without waiting. The timeout is for
  /// effects that wait on real time or on another thread's work; effects still running at the
  /// timeout are reported with the action that started each, and cancelled. Actions the effects
  /// sent can still be received afterwards.
  ///
  /// - Parameters:
  ///   - timeout: How long to wait; ``timeout`` when `nil`.
  ///   - fileID: The file of the call, where failures are reported.
  ///   - filePath: The full path of that file.
  ///   - line: The line of the call.
  ///   - column: The column of the call.
  public func finish(
    timeout: Duration? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    let location = SourceLocationInfo(
      fileID: fileID, filePath: filePath, line: line, column: column)
    lastAssertion = location
    let timeout = timeout ?? self.timeout
    let finished = await waitForEffects(timeout: timeout) { self.runningOrigins.isEmpty }
    guard !finished else { return }
    let origins = runningOrigins
    recordFailure(
      """
      After waiting \(timeout) for effects to finish, \(effectCount(origins.count)) \
      \(origins.count == 1 ? "is" : "are") still running, started by:
      \(listOrigins(origins))

      \(waitingAdvice(running: origins.count))

      An effect that never ends (a timer, a long-lived subscription) or one waiting on a clock \
      nobody advances keeps a test from finishing. Cancel it with the action that stops it, \
      advance the TestClock it sleeps on, pass a longer 'timeout:', or call \
      'skipInFlightEffects()'. The effects were cancelled.
      """,
      at: location
    )
    store.cancelAllEffects()
    didReportRunningEffects = true
  }

  /// Cancels every effect still running, for tests that do not care how they end.
  ///
  /// ```swift
  /// await store.send(.onAppear)  // starts a long-lived effect
  /// await store.skipInFlightEffects()
  /// ```
  ///
  /// - Parameters:
  ///   - strict: Whether to fail when no effect is running.
  ///   - fileID: The file of the call, where failures are reported.
  ///   - filePath: The full path of that file.
  ///   - line: The line of the call.
  ///   - column: The column of the call.
  public func skipInFlightEffects(
    strict: Bool = true,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    let location = SourceLocationInfo(
      fileID: fileID, filePath: filePath, line: line, column: column)
    lastAssertion = location
    await settleEffects()
    let origins = runningOrigins
    guard !origins.isEmpty else {
      if strict {
        recordFailure(
          """
          'skipInFlightEffects()' found no effect running. Remove the call, or pass \
          'strict: false' when effects may or may not be running here.
          """,
          at: location
        )
      }
      return
    }
    if case .off(showSkippedAssertions: true) = exhaustivity {
      recordSkippedAssertion(
        "Cancelled \(effectCount(origins.count)) started by:\n\(listOrigins(origins))", at: location
      )
    }
    store.cancelAllEffects()
    let stopped = await waitForEffects(timeout: timeout) { self.runningOrigins.isEmpty }
    if !stopped {
      recordFailure(
        """
        \(effectCount(runningOrigins.count)) kept running after being cancelled, started by:
        \(list(runningOrigins))

        Cancellation is cooperative: an effect that loops without awaiting anything that \
        throws on cancellation (such as 'Task.sleep' or 'clock.sleep') never notices it. Check \
        'Task.isCancelled' or call 'try Task.checkCancellation()' in the loop.
        """,
        at: location
      )
    }
  }

  // MARK: - Checking

  /// Lets the effects started or woken by the last action run until they settle: until every
  /// effect has begun, and none has work queued (see ``EffectQueue``). An effect that just sent
  /// its last action thus finishes, and a timer reaches its sleep on a `TestClock` before the
  /// test advances it.
  func settleEffects() async {
    // No effect task made, none running, no job queued: nothing can change, so there is
    // nothing to wait for (most sends of a test).
    if runningEffectCount == 0, store.unstartedEffectCount == 0, !queue.hasQueuedWork { return }
    await EffectQueue.settle(
      CollectionOfOne(queue), progress: { self.runningEffectCount },
      isReady: { self.store.unstartedEffectCount == 0 })
  }

  /// Settles the effects and checks `condition`; until it holds, and while `canChange` says it
  /// still can, waits for effects that wait on real time or other threads, up to `timeout`.
  func waitForEffects(
    timeout: Duration,
    canChange: () -> Bool = { true },
    until condition: () -> Bool
  ) async -> Bool {
    await queue.wait(
      timeout: timeout, progress: { self.runningEffectCount },
      isReady: { self.store.unstartedEffectCount == 0 }, canChange: canChange, until: condition)
  }

  /// Why effects still running after a wait did not do what the test waited for, and what to
  /// do about it.
  func waitingAdvice(running: Int) -> String {
    if queue.hasQueuedWork {
      return """
        The effects never settled: they kept queuing work on the test store's executor for \
        \(EffectQueue.roundLimit) rounds in a row. An effect that loops without waiting on \
        anything (such as 'while true { await Task.yield() }') never lets a test go on; make it \
        wait on a clock, or end.
        """
    }
    let onClock = min(queue.clockSleepers, running)
    var advice = """
      When the wait ended, no effect had work queued on the test store's executor: \
      \(running == 1 ? "the effect waits" : "each effect waits") on something the test store \
      does not run.
      """
    if onClock > 0 {
      let who =
        onClock < running ? "\(onClock) of them sleep" : running == 1 ? "It sleeps" : "They sleep"
      advice += " \(who) on a TestClock: advance the clock first."
    }
    if onClock < running {
      advice += """
         An effect that waits on real time (Task.sleep, a real clock) or on another thread's \
        work may need a longer 'timeout:', or a TestClock.
        """
    }
    return advice
  }

  /// How many effects are running, without listing them.
  package var runningEffectCount: Int { store.runningEffectCount }

  /// The actions that started the effects still running, oldest first.
  package var runningOrigins: [Action?] { store.runningEffectOrigins ?? [] }

  /// Compares the state the test expects with the actual one and records a failure with the
  /// diff when they differ. Each state comes with the shared values it had.
  func checkState(
    after event: @autoclosure () -> String,
    update: ((inout State) throws -> Void)?,
    previous: (state: State, shared: SharedValues),
    actual: (state: State, shared: SharedValues),
    at location: SourceLocationInfo
  ) {
    lastAssertion = location
    switch exhaustivity {
    case .on:
      guard let expected = apply(update, to: previous, at: location),
        let diff = difference(from: expected, to: actual)
      else { return }
      recordFailure(
        stateMismatch(after: event(), diff: diff, hasUpdate: update != nil), at: location)
    case let .off(showSkippedAssertions):
      // Nothing asserted and nothing to show: the expected state is the actual one.
      if update == nil, !showSkippedAssertions { return }
      guard let expected = apply(update, to: actual, at: location) else { return }
      if let diff = difference(from: expected, to: actual) {
        recordFailure(
          stateMismatch(after: event(), diff: diff, hasUpdate: update != nil), at: location)
      } else if showSkippedAssertions, let strict = apply(update, to: previous, at: location),
        let diff = difference(from: strict, to: actual)
      {
        recordSkippedAssertion(
          """
          State changes after \(event()) that the test did not assert (−expected +actual):

          \(diff ?? "(The states print the same.)")
          """,
          at: location
        )
      }
    }
  }

  /// `nil` when the two states are equal, each read with its own shared values; otherwise
  /// the diff (itself `nil` when both print the same).
  func difference(
    from expected: (state: State, shared: SharedValues),
    to actual: (state: State, shared: SharedValues)
  ) -> String?? {
    SharedAccess.$comparison.withValue(SharedComparison(lhs: expected.shared, rhs: actual.shared)) {
      guard expected.state != actual.state else { return nil }
      return .some(Diff.text(from: expected.state, to: actual.state))
    }
  }

  /// Runs the test's assertion closure on a copy of `state`, turning what it throws and the
  /// diagnostics it raises into failures. Shared values the closure sets change in the copy's
  /// values only, never in the store.
  func apply(
    _ update: ((inout State) throws -> Void)?,
    to record: (state: State, shared: SharedValues),
    at location: SourceLocationInfo
  ) -> (state: State, shared: SharedValues)? {
    guard let update else { return record }
    var state = record.state
    let shared = record.shared.copy()
    do {
      try Diagnostics.$handler.withValue(DiagnosticHandler(Self.diagnosticHandler(at: location))) {
        try DependencyValues.$current.withValue(dependencies) {
          try SharedAccess.$values.withValue(shared) { try update(&state) }
        }
      }
      return (state, shared)
    } catch {
      recordFailure(
        """
        The assertion closure threw an error: \(error). The state was not checked. Make the \
        closure set the expected state without throwing.
        """,
        at: location
      )
      return nil
    }
  }

  func stateMismatch(after event: String, diff: String?, hasUpdate: Bool) -> String {
    let diff =
      diff
        ?? """
        (Both states print the same, yet '==' says they differ: the type has a custom '==', or a \
        value that does not print, such as a reference or NaN, differs.)
        """
    var advice =
      hasUpdate
      ? """
      The reducer changed the state differently than the assertion closure expects. Make the \
      closure set the '+' values above, or fix the reducer if the '−' values are the ones you \
      intend.
      """
      : """
      No assertion closure was given, so the state was expected not to change, but it \
      changed. Pass a closure that sets each '+' value above ('{ $0.field = value }').
      """
    if changedBeforeSend {
      advice += """
         Part of this difference was made before this send, without an action: a shared value \
        an effect changed (with 'withLock') after the last assertion. Set it in this closure \
        too, or assert it before sending with 'store.assert { ... }'.
        """
    }
    return """
      The state after \(event) is not the expected state (−expected +actual):

      \(diff)

      \(advice)
      """
  }

  /// In exhaustive mode, fails when effects sent actions that the test has not received; in
  /// any mode, drops them so that the next assertion starts from the latest state.
  func settleReceivedActions(
    before event: @autoclosure () -> String, at location: SourceLocationInfo
  ) {
    guard let latest = recorder.received.last else { return }
    let pending = recorder.received.map { $0.action }
    recorder.received.removeAll()
    snapshot = latest.state
    snapshotShared = latest.shared
    switch exhaustivity {
    case .on:
      recordFailure(
        """
        \(event()) while \(actionCount(pending.count)) that effects sent \
        \(pending.count == 1 ? "has" : "have") not been received:
        \(list(pending))

        An exhaustive TestStore needs every action effects send to be asserted, in order, \
        before the next 'send'. Call 'await store.receive(…)' for each of them first, call \
        'await store.skipReceivedActions()', or set 'store.exhaustivity = .off'.
        """,
        at: location
      )
    case .off(showSkippedAssertions: true):
      recordSkippedAssertion("Skipped receiving:\n\(list(pending))", at: location)
    case .off(showSkippedAssertions: false):
      break
    }
  }

  /// Whether the state or a shared value changed since the last assertion without an action
  /// (an effect's `withLock`); `false` for a state not equal to itself.
  func changedSinceLastAssertion() -> Bool {
    let asserted = (state: snapshot, shared: snapshotShared)
    guard difference(from: asserted, to: asserted) == nil else { return false }
    return difference(from: asserted, to: (store.currentState, ledger.capture())) != nil
  }

  /// Fails when the state or a shared value changed after the last assertion without an
  /// action (an effect that changed a shared value with `withLock` after the test's last
  /// `send` or `receive`): an exhaustive test asserts every change. The change then counts as
  /// asserted, so that the next assertion shows only its own.
  ///
  /// - Parameters:
  ///   - moment: When the change was found, such as "at the end of the test".
  ///   - location: Where to report it.
  func checkNoChangeSinceLastAssertion(_ moment: String, at location: SourceLocationInfo) {
    let asserted = (state: snapshot, shared: snapshotShared)
    // A state that is not equal to itself (a NaN in it) cannot tell; the assertions say why.
    guard difference(from: asserted, to: asserted) == nil else { return }
    let actual = (state: store.currentState, shared: ledger.capture())
    guard let diff = difference(from: asserted, to: actual) else { return }
    snapshot = actual.state
    snapshotShared = actual.shared
    recordFailure(
      """
      The state changed after the test's last assertion without an action: a shared value \
      changed by an effect (or by the test itself) (−as last asserted +\(moment)):

      \(diff ?? "(The states print the same.)")

      An exhaustive TestStore needs every change asserted. Wait for the effect \
      ('await store.finish()') and assert the change with 'store.assert { ... }', or set \
      'store.exhaustivity = .off'. To start from other shared values, set them in the state \
      given as 'initialState'.
      """,
      at: location)
  }

  /// The end-of-test checks: actions received but not asserted, effects still running,
  /// changes made by effects after the last assertion.
  func checkEndOfTest() {
    let endLocation = lastAssertion ?? location
    let pending = recorder.received.map { $0.action }
    let origins = didReportRunningEffects ? [] : runningOrigins
    recorder.received.removeAll()
    store.cancelAllEffects()
    switch exhaustivity {
    case .on:
      if pending.isEmpty {
        checkNoChangeSinceLastAssertion("at the end of the test", at: endLocation)
      }
      if !pending.isEmpty {
        recordFailure(
          """
          The test ended with \(actionCount(pending.count)) that effects sent but the test did \
          not receive:
          \(list(pending))

          An exhaustive TestStore needs every action effects send to be asserted. Add \
          'await store.receive(…)' for each, call 'await store.skipReceivedActions()', or set \
          'store.exhaustivity = .off'.
          """,
          at: endLocation
        )
      }
      if !origins.isEmpty {
        recordFailure(
          """
          The test ended while \(effectCount(origins.count)) \
          \(origins.count == 1 ? "was" : "were") still running. \
          \(origins.count == 1 ? "It was" : "They were") started by:
          \(listOrigins(origins))

          \(origins.count == 1 ? "Its screen is" : "Their screens are") still there: the store \
          ends the effects of a screen or child when it leaves the state (or, for the feature \
          under test, when it closes itself with 'dismissSelf()'), so a screen that should \
          have left has not. An effect that outlives its test can send actions into a store \
          nobody checks. Wait \
          for it with 'await store.finish()' (or the 'finish()' of the task 'send' returned), \
          send the action that cancels it, advance the TestClock it sleeps on, or call \
          'await store.skipInFlightEffects()'. The effects were cancelled.
          """,
          at: endLocation
        )
      }
    case .off(showSkippedAssertions: true):
      if !pending.isEmpty {
        recordSkippedAssertion("Skipped receiving:\n\(list(pending))", at: endLocation)
      }
      if !origins.isEmpty {
        recordSkippedAssertion(
          "Cancelled \(effectCount(origins.count)) started by:\n\(listOrigins(origins))",
          at: endLocation)
      }
    case .off(showSkippedAssertions: false):
      break
    }
  }

  /// Turns library diagnostics raised during an assertion, and in the effects it starts, into
  /// failures at the assertion's line.
  static func diagnosticHandler(at location: SourceLocationInfo) -> @Sendable (Diagnostic) -> Void {
    { diagnostic in
      recordFailure(
        """
        The library reported a problem during this test:

        \(diagnostic.message)

        (Reported \(diagnostic.hasSourceLocation ? "at" : "in") \(diagnostic.site), kind \
        '\(diagnostic.kind)'.)
        """,
        at: location
      )
    }
  }

  // MARK: - Describing

  func describe(_ action: Action?) -> String {
    guard let action else { return "(an unknown action)" }
    return Dump.inline(action, limit: 200)
  }

  /// The actions, one per indented line; repeats in a row are counted.
  /// The actions that started running effects, each with the line of the test that sent or
  /// received it.
  func listOrigins(_ actions: [Action?]) -> String {
    // The latest site of each description, as the test wrote the actions.
    var sites: [String: String] = [:]
    for site in actionSites { sites[describe(site.action)] = site.text }
    return list(actions) { description in sites[description].map { " (\($0))" } ?? "" }
  }

  /// Where an action was sent or received, for the origins of effects still running.
  struct ActionSite {
    enum Verb: String { case sent, received }
    let action: Action
    let verb: Verb
    let location: SourceLocationInfo
    var text: String { "\(verb.rawValue) at \(location.fileID):\(location.line)" }
  }

  /// How many sites are kept while effects run: older ones lose their line in messages.
  static var maxActionSites: Int { 1_000 }

  /// Notes where `action` was sent or received. The sites noted while no effect ran name no
  /// effect's origin any more, and are dropped.
  func noteSite(of action: Action, _ verb: ActionSite.Verb, at location: SourceLocationInfo) {
    if store.runningEffectCount == 0 {
      actionSites.removeAll(keepingCapacity: true)
    } else if actionSites.count >= Self.maxActionSites {
      actionSites.removeFirst(actionSites.count / 2)
    }
    actionSites.append(ActionSite(action: action, verb: verb, location: location))
  }

  func list(_ actions: [Action?], site: (String) -> String = { _ in "" }) -> String {
    var lines: [(text: String, count: Int)] = []
    for action in actions {
      let text = describe(action)
      if lines.last?.text == text {
        lines[lines.count - 1].count += 1
      } else {
        lines.append((text, 1))
      }
    }
    return lines.map { "  \($0.text)\($0.count > 1 ? " (×\($0.count))" : "")\(site($0.text))" }
      .joined(separator: "\n")
  }

  func actionCount(_ count: Int) -> String { count == 1 ? "1 action" : "\(count) actions" }

  func effectCount(_ count: Int) -> String { count == 1 ? "1 effect" : "\(count) effects" }
}

/// A test store for the reducer `R`.
public typealias TestStoreOf<R: Reducer> = TestStore<R.State, R.Action> where R.State: Equatable
