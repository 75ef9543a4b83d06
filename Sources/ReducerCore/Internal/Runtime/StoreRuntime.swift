import ReducerCRuntime

/// The engine behind a root ``Store``: it holds the state, runs the reducer one action at a
/// time, queues re-entrant actions, runs effects and keeps their cancellation registry.
///
/// One action takes one path: ``send(_:)`` reduces it, then ``dispatch(_:_:tracker:)`` (the one
/// dispatch loop) tells the observers and starts the effect, then reduces the actions queued
/// meanwhile the same way, in order. Effects that send start the same path through
/// ``send(_:tracker:)``.
@MainActor
@usableFromInline
final class StoreRuntime<State, Action> {
  // The properties `send` touches skip the run-time exclusivity check, which would otherwise
  // cost more than a small reducer: accesses cannot overlap, because everything here runs on
  // the main actor and `isSending` keeps reducers from running re-entrantly.
  @exclusivity(unchecked) @usableFromInline var state: State
  /// The reducer, as the store calls it (``Reducing``): it changes the state, and returns
  /// whether the action's effect has anything in it, in a register.
  @usableFromInline let reducer: Reducing
  /// Where ``reducer`` puts an effect that is not `.none`: uninitialized, except between the
  /// reducer's return and the `move()` right after it. Each call of the reducer moves its
  /// effect out before anything else runs, so a reducer that runs inside another (the store
  /// never does; a nested one would finish first) cannot overwrite one not moved yet.
  @usableFromInline let returnedEffect = EffectSlot()

  /// The memory of ``returnedEffect``: a pointer, so that the deinitializer (not isolated)
  /// may free it.
  @usableFromInline
  struct EffectSlot: @unchecked Sendable {
    @usableFromInline let pointer = UnsafeMutablePointer<Effect<Action>>.allocate(capacity: 1)
  }
  /// What the store is doing, in one byte so that the inlined `send` tests one word
  /// (``Phase``): a send under way, the reducer running, and, set once, whether the store
  /// reduces in a context of its own.
  @exclusivity(unchecked) @usableFromInline var phase: UInt8 = 0
  /// What a send has to do besides reducing, in one byte that the inlined `send` tests
  /// (``Work``): observers to tell, actions queued, children with running effects to check.
  @exclusivity(unchecked) @usableFromInline var pendingWork: UInt8 = 0
  @exclusivity(unchecked) @usableFromInline var queue: [QueuedAction] = [] {
    didSet { setWork(Work.queued, !queue.isEmpty) }
  }
  @exclusivity(unchecked) @usableFromInline var queueHead = 0
  @exclusivity(unchecked) @usableFromInline var observers: [Observer] = [] {
    didSet { setWork(Work.observers, !observers.isEmpty) }
  }
  /// How many effect tasks run: while none does, an effect that only cancels has nothing to do.
  @exclusivity(unchecked) @usableFromInline var runningTaskCount = 0

  private var nextTaskID = 0
  /// How many effect tasks are made but have not begun: they wait for the main actor.
  private(set) var unstartedTaskCount = 0
  private var runningTasks: [Int: RunningTask] = [:]
  /// The tasks under each cancellation key: a namespace path, or one with an effect's id
  /// after it.
  private var tasksByKey: [[AnyHashable]: Set<Int>] = [:]
  /// The namespaces of children with running effects, each with the child path from the
  /// store's state to its child (see `ChildLifetime.swift`): after each action, those whose
  /// child is gone are cancelled.
  private var trackedChildren: [[AnyHashable]: [ChildPath]] = [:]
  /// Whether `trackedChildren` has any (a bit of ``pendingWork``).
  @usableFromInline var hasTrackedChildren: Bool {
    get { pendingWork & Work.trackedChildren != 0 }
    set { setWork(Work.trackedChildren, newValue) }
  }
  /// The dependencies the reducers run with, when not the default ones.
  @usableFromInline let dependencies: DependencyValues?
  /// Whether there are such dependencies.
  let hasDependencies: Bool

  /// The bits of ``phase``.
  @usableFromInline
  enum Phase {
    /// A send is under way (reducing, or telling observers and starting effects): an action
    /// sent now is queued.
    @usableFromInline static var sending: UInt8 { 1 }
    /// The reducer runs: the state is being changed in place.
    @usableFromInline static var reducing: UInt8 { 2 }
    /// The store reduces in its context (``reduceInContext(_:sender:received:)``): with
    /// dependencies of its own. Set when the store is made, never cleared.
    @usableFromInline static var inContext: UInt8 { 4 }
  }

  /// The bits of ``pendingWork``.
  @usableFromInline
  enum Work {
    @usableFromInline static var observers: UInt8 { 1 }
    @usableFromInline static var queued: UInt8 { 2 }
    @usableFromInline static var trackedChildren: UInt8 { 4 }
  }

  @usableFromInline
  func setWork(_ bit: UInt8, _ isSet: Bool) {
    pendingWork = isSet ? pendingWork | bit : pendingWork & ~bit
  }

  /// Whether a send is under way (``Phase/sending``).
  @usableFromInline var isSending: Bool {
    get { phase & Phase.sending != 0 }
    set { phase = newValue ? phase | Phase.sending : phase & ~Phase.sending }
  }

  /// Whether the reducer runs right now: the state is being changed in place.
  @usableFromInline var isReducing: Bool {
    get { phase & Phase.reducing != 0 }
    set { phase = newValue ? phase | Phase.reducing : phase & ~Phase.reducing }
  }

  /// Whether the reducer runs in the store's context (``Phase/inContext``).
  @usableFromInline var reducesInContext: Bool { phase & Phase.inContext != 0 }

  /// Where the effects' own code runs, when not the default: a `TaskExecutor` a test store
  /// controls, so that it can tell from its queue when effects have settled. Kept untyped, since
  /// `TaskExecutor` is newer than the package's oldest platforms.
  var effectExecutor: (any Sendable)?
  /// Takes the signals that reach the store without a reducer handling them; returns whether
  /// it took care of one. `nil`: each is reported as a diagnostic.
  var unhandledSignalHandler: (@MainActor (EffectSignal) -> Bool)?

  @usableFromInline
  struct QueuedAction {
    @usableFromInline let action: Action
    @usableFromInline let tracker: EffectTracker?
    /// The child path of the effect that sent it (``EffectSender``).
    @usableFromInline let sender: [ChildPath]?
    /// For an action an effect sent, the recorded step that started the effect (see
    /// `RecordingThread`); `nil` for an action sent from outside the effects.
    @usableFromInline let received: RecordedStepTag?

    @usableFromInline
    init(
      action: Action, tracker: EffectTracker?, sender: [ChildPath]? = nil,
      received: RecordedStepTag? = nil
    ) {
      self.action = action
      self.tracker = tracker
      self.sender = sender
      self.received = received
    }
  }

  @usableFromInline
  struct Observer {
    @usableFromInline let token: ObservationToken.Flag
    /// Called after each action with the state where the store keeps it (no copy): it reads
    /// the state and does not keep the pointer.
    @usableFromInline let callback: @MainActor (UnsafePointer<State>) -> Void
  }

  struct RunningTask {
    let task: Task<Void, Never>
    let keys: [[AnyHashable]]
    let tracker: EffectTracker?
    let origin: Action?
  }

  /// Where an effect runs: the child path from the store's state to the child it belongs to,
  /// its cancellation namespace (the path's namespace steps), the keys its tasks register
  /// under, the tracker of the `StoreTask` that started it, and the action that started it.
  struct Context {
    private(set) var path: [ChildPath] = []
    private(set) var namespace: [AnyHashable] = []
    var keys: [[AnyHashable]] = []
    var tracker: EffectTracker?
    var origin: Action?
    /// The recorded step that returned the effect, for a recorder to tell which step the
    /// effect's actions came from (``RecordedStepTag/unknown`` when none did); `nil` when the
    /// process had made no recorder yet (the effect's actions are then received from
    /// ``RecordedStepTag/unknown``, and the store asked no thread's words).
    var startedBy: RecordedStepTag?

    init(tracker: EffectTracker?, origin: Action?, startedBy: RecordedStepTag?) {
      self.tracker = tracker
      self.origin = origin
      self.startedBy = startedBy
    }

    /// The context of the child at `step`, inside this one.
    func entering(_ step: ChildPath) -> Context {
      var inner = self
      inner.path.append(step)
      if step.isNamespace {
        inner.namespace.append(AnyHashable(step))
        inner.keys.append(inner.namespace)
      }
      return inner
    }

    /// The child path of the effect, for the reducers of the actions it sends; `nil` at the
    /// store's root, so that an action of a root effect carries nothing.
    var sender: [ChildPath]? { path.isEmpty ? nil : path }
  }

  /// A reducer as the store calls it: it changes the state for the action and, when the
  /// action's effect is not `.none`, initializes the memory it is given with the effect and
  /// returns `true` (see ``Effect/returned(into:)``); for `.none`, it leaves the memory as it
  /// is and returns `false`.
  ///
  /// The store holds the reducer behind a closure, at the abstraction of a generic `Action`,
  /// where an `Effect<Action>` is returned through memory and tested there. Returned as a
  /// `Bool`, the common `.none` costs a register test (issue 45).
  @usableFromInline
  typealias Reducing = (inout State, Action, UnsafeMutablePointer<Effect<Action>>) -> Bool

  @usableFromInline
  init(
    state: State, dependencies: DependencyValues? = nil,
    reducer: @escaping Reducing
  ) {
    self.state = state
    self.reducer = reducer
    // The dependencies the store is made with (`withDependencies { ... } operation: { Store(...) }`,
    // a test store's, or `Store(initialState:reducer:withDependencies:)`'s): its reducers run
    // with them, and the effects they return keep them.
    let dependencies = dependencies ?? DependencyValues.current
    self.dependencies = dependencies.isDefault ? nil : dependencies
    hasDependencies = self.dependencies != nil
    if hasDependencies { phase = Phase.inContext }
  }

  deinit { returnedEffect.pointer.deallocate() }

  // MARK: Sending

  /// Sends an action from outside: reduces it and, unless it has nothing to run and nobody
  /// to tell (the fast exit), dispatches it.
  ///
  /// The common send, inlined where the store is used: no send under way and no context of
  /// the store's own (one byte, ``phase``), then nothing pending (one byte, ``pendingWork``)
  /// and an effect of `.none`. Everything else goes through ``sendSlowly(_:)``, or dispatches.
  @inlinable
  func send(_ action: Action) -> StoreTask {
    guard phase == 0 else { return sendSlowly(action) }
    phase = Phase.sending | Phase.reducing
    let hasEffect = reducer(&state, action, returnedEffect.pointer)
    if pendingWork == 0, !hasEffect {
      phase = 0
      return StoreTask(tracker: nil)
    }
    // Dispatching tells the effect with nothing to run from one with work.
    phase = Phase.sending
    let effect = hasEffect ? returnedEffect.pointer.move() : .none
    return StoreTask(tracker: dispatch(action, effect, tracker: nil))
  }

  /// Runs the reducer on the state, and returns the action's effect.
  @inlinable
  func runReducer(_ action: Action) -> Effect<Action> {
    reducer(&state, action, returnedEffect.pointer) ? returnedEffect.pointer.move() : .none
  }

  /// A send off the common path: one made while the store is sending (queued), or by a store
  /// that reduces in its context.
  ///
  /// Out of line, so that `send` stays small; inlinable, so that it is specialized where the
  /// store is used, with the dispatch it calls: generic code asks the runtime for the metadata
  /// of `Effect<Action>` on each use (about 300 instructions a time, issue 45).
  @inlinable
  @inline(never)
  func sendSlowly(_ action: Action) -> StoreTask {
    if isSending { return enqueue(action) }
    isSending = true
    let effect = reduce(action)
    if pendingWork == 0, !effect.hasWork(whileRunning: runningTaskCount) {
      isSending = false
      return StoreTask(tracker: nil)
    }
    return StoreTask(tracker: dispatch(action, effect, tracker: nil))
  }

  /// Queues an action sent while the store is sending (by a reducer, or an observer), to be
  /// handled in turn; out of line, so that the inlined `send` stays small.
  @usableFromInline
  @inline(never)
  func enqueue(_ action: Action) -> StoreTask {
    let tracker = EffectTracker()
    queue.append(QueuedAction(action: action, tracker: tracker))
    return StoreTask(tracker: tracker)
  }

  /// Sends an action on behalf of an effect running at the child path `sender`, started by
  /// the recorded step `received`, so that what it starts counts for the same `StoreTask`,
  /// and its reducers (and a recorder) can tell who sent it.
  func send(
    _ action: Action, tracker: EffectTracker?, sender: [ChildPath]?, received: RecordedStepTag
  ) {
    if isSending {
      queue.append(
        QueuedAction(action: action, tracker: tracker, sender: sender, received: received))
      return
    }
    isSending = true
    _ = dispatch(action, reduce(action, sender: sender, received: received), tracker: tracker)
  }

  /// Runs the reducer on the state, for an action sent by an effect at the child path
  /// `sender` (`nil`: from outside the effects, or from the store's root) that the recorded
  /// step `received` started (`nil`: sent from outside the effects).
  @inlinable
  func reduce(
    _ action: Action, sender: [ChildPath]? = nil, received: RecordedStepTag? = nil
  ) -> Effect<Action> {
    // Only a store with dependencies of its own sets them around its reducers, and only an
    // action an effect sent carries its sender and origin.
    if reducesInContext || sender != nil || received != nil {
      return reduceInContext(action, sender: sender, received: received)
    }
    isReducing = true
    let effect = runReducer(action)
    isReducing = false
    return effect
  }

  /// Runs the reducer with the store's dependencies, the action's sender, and, for an action
  /// an effect sent, the recorded step that started the effect (for a recording reducer).
  ///
  /// Specialized where the store is used; the bindings are made by
  /// ``StoreContext/run(dependencies:sender:received:_:)``, which is not generic: the reducer
  /// runs in it as a closure that returns whether it left an effect in the store's slot, so
  /// that no generic code handles an `Effect<Action>`.
  @inlinable
  @inline(never)
  func reduceInContext(
    _ action: Action, sender: [ChildPath]?, received: RecordedStepTag?
  ) -> Effect<Action> {
    isReducing = true
    defer { isReducing = false }
    let hasEffect = StoreContext.run(
      dependencies: dependencies, sender: sender, received: received
    ) { reducer(&state, action, returnedEffect.pointer) }
    return hasEffect ? returnedEffect.pointer.move() : .none
  }

  /// The dispatch loop: for an action the reducer has handled, tells the observers and starts
  /// its effect; then reduces the next queued action and does the same, until the queue is
  /// empty. Returns the tracker of the first action's `StoreTask`.
  ///
  /// Out of line, so that `send` stays small; inlinable, so that it is specialized where the
  /// store is used (generic code asks the runtime for its types' metadata on every call).
  @inlinable
  @inline(never)
  func dispatch(
    _ action: Action,
    _ effect: Effect<Action>,
    tracker: EffectTracker?
  ) -> EffectTracker? {
    let firstTracker = tracker ?? (effect.mayStartWork ? EffectTracker() : nil)
    var current = QueuedAction(action: action, tracker: firstTracker)
    // Held as an optional and taken before the next action is reduced: the effect may hold a
    // copy of part of the state (a flow's cleanup holds its navigation), which would make the
    // next change of that part copy it.
    var pending: Effect<Action>? = effect
    while true {
      notifyObservers()
      if let effect = pending.take(), effect.hasWork(whileRunning: runningTaskCount) {
        start(effect, tracker: current.tracker, origin: current.action)
      }
      // After the action's own effect, which tears down what its flows removed in their order:
      // what is left of children that are gone, whoever removed them, ends here.
      if hasTrackedChildren { cancelGoneChildren() }
      guard queueHead < queue.count else { break }
      current = queue[queueHead]
      queueHead += 1
      pending = reduce(current.action, sender: current.sender, received: current.received)
    }
    // Most actions queue nothing: emptying an empty queue still costs a call.
    if queueHead > 0 { queue.removeAll(keepingCapacity: true) }
    queueHead = 0
    isSending = false
    return firstTracker
  }

  /// Calls the observers with the state; drops those whose token was cancelled.
  ///
  /// They are given the state where it lies rather than a copy, which would retain and release
  /// every reference in it once per observer (BENCHMARKS.md, "Observation"). Nothing changes the
  /// state while they run: the store is sending, so an action they send is queued and reduced
  /// after they return, and `state` is written by the reducers only.
  @inlinable
  func notifyObservers() {
    guard !observers.isEmpty else { return }
    var hasCancelled = false
    withUnsafePointer(to: &state) { state in
      for observer in observers {
        if observer.token.isCancelled {
          hasCancelled = true
        } else {
          observer.callback(state)
        }
      }
    }
    if hasCancelled { removeCancelledObservers() }
  }

  @usableFromInline
  func removeCancelledObservers() {
    observers.removeAll { $0.token.isCancelled }
  }

  /// The state, read from outside while the reducer runs (a reducer that reads the `state` of
  /// the store running it): an overlapping access, which Swift forbids.
  ///
  /// Reported, then answered with the state as the reducer left it so far, which is a
  /// consistent value, unless a case path has a payload moved out of a state while a child
  /// reduces (``ThreadCounter/payloadsOut``, counted on the thread that runs the reducers, says so): then
  /// no consistent value may exist, and the process stops with the same message, as Swift's
  /// own exclusivity enforcement does.
  @usableFromInline
  func stateReadWhileReducing() -> State {
    let message = """
      The state of a Store<\(Dump.typeName(of: State.self)), …> was read while its reducer \
      was running: a reducer, or something it calls, reads 'store.state' of the store that \
      runs it. This is an overlapping access to the state, which Swift forbids. Read the \
      state from the reducer's 'state' parameter instead, or read the store from an effect, \
      which runs after the reducer.
      """
    Diagnostics.report(
      kind: "store.reentrantStateRead", message, site: "Store.state", line: 0)
    if ThreadCounter.payloadsOut.value > 0 {
      preconditionFailure(
        """
        \(message) Part of the state (an enum payload a 'Scope' changes) is moved out of \
        the store while the reducer runs, so there is no consistent state to answer with: \
        the store stops here, as Swift's exclusivity enforcement would.
        """)
    }
    return state
  }

  // MARK: Observation

  func observe(_ callback: @escaping @MainActor (State) -> Void) -> ObservationToken {
    observeInPlace { callback($0.pointee) }
  }

  /// Calls `callback` with the state where the store keeps it after every action, until the
  /// token is cancelled: for an observer that reads part of the state and keeps no copy.
  func observeInPlace(
    _ callback: @escaping @MainActor (UnsafePointer<State>) -> Void
  ) -> ObservationToken {
    let token = ObservationToken()
    observers.append(Observer(token: token.flag, callback: callback))
    return token
  }

  // MARK: Effects

  /// A signal no reducer handled: the store's handler takes it (a test store records a screen
  /// that closed itself), or it is reported.
  func signalReachedStore(_ signal: EffectSignal) {
    if let handler = unhandledSignalHandler, handler(signal) { return }
    Send<Action>.reportUnhandled(signal)
  }

  /// Starts the effect of an action: the one place effects start.
  @usableFromInline
  func start(_ effect: Effect<Action>, tracker: EffectTracker?, origin: Action) {
    let startedBy = reducer_recorders_made() == 0 ? nil : RecordingThread.takeStartedStep()
    let context = Context(tracker: tracker, origin: origin, startedBy: startedBy)
    _ = start(effect, embed: { $0 }, in: context)
  }

  /// Starts `effect`, each of its actions turned into the store's by `embed` (the transforms
  /// that `map` left in it are applied here, in the same walk); returns the tasks it spawned,
  /// so `concatenate` can wait for them.
  private func start<EffectAction>(
    _ effect: Effect<EffectAction>,
    embed: @escaping @Sendable (EffectAction) -> Action,
    in context: Context
  ) -> [Task<Void, Never>] {
    switch effect.operation {
    case .none:
      return []
    case let .send(action):
      send(
        embed(action), tracker: context.tracker, sender: context.sender,
        received: context.startedBy ?? .unknown)
      return []
    case let .run(priority, operation):
      let sender = context.sender
      let startedBy = context.startedBy
      return [
        spawn(priority: priority.map(TaskPriority.init(rawValue:)), in: context) {
          [weak self] tracker in
          await operation(
            Send(
              send: { action in
                self?.send(
                  embed(action), tracker: tracker, sender: sender,
                  received: startedBy ?? .unknown)
              },
              signal: { self?.signalReachedStore($0) })
          )
        }
      ]
    case let .merge(effects):
      return effects.flatMap { start($0, embed: embed, in: context) }
    case let .concatenate(effects):
      // The effects that start no task (actions sent, cancellations, signals) at the head of
      // the sequence start now, in this `send`: nothing before them has to finish first.
      let head = effects.prefix { !$0.mayStartTask }
      for effect in head { _ = start(effect, embed: embed, in: context) }
      guard head.count < effects.count else { return [] }
      let effects = effects[head.count...]
      return [
        spawn(priority: nil, in: context) { [weak self] _ in
          for effect in effects {
            guard !Task.isCancelled, let self else { return }
            let tasks = self.start(effect, embed: embed, in: context)
            await withTaskCancellationHandler {
              for task in tasks { await task.value }
            } onCancel: {
              for task in tasks { task.cancel() }
            }
          }
        }
      ]
    case let .cancellable(effect, id, cancelInFlight):
      let key = context.namespace + [id]
      if cancelInFlight { cancel(key) }
      var inner = context
      inner.keys.append(key)
      return start(effect, embed: embed, in: inner)
    case let .cancel(id):
      cancel(id, inOrBeneath: context.namespace)
      return []
    case let .signal(signal):
      signalReachedStore(signal)
      return []
    case let .child(box):
      return box.child.start(with: Starter(runtime: self, context: context), embed: embed)
    }
  }

  /// Starts a mapped child's effect in the context where the mapping was found.
  private struct Starter: EffectStarter {
    let runtime: StoreRuntime
    let context: Context

    func start<ChildAction>(
      _ effect: Effect<ChildAction>, at step: ChildPath?,
      embed: @escaping @Sendable (ChildAction) -> Action
    ) -> [Task<Void, Never>] {
      runtime.start(effect, embed: embed, in: step.map(context.entering) ?? context)
    }
  }

  private func spawn(
    priority: TaskPriority?,
    in context: Context,
    operation: @escaping @MainActor (EffectTracker?) async -> Void
  ) -> Task<Void, Never> {
    let id = nextTaskID
    nextTaskID += 1
    let tracker = context.tracker
    unstartedTaskCount += 1
    let task = makeEffectTask(priority: priority, executor: effectExecutor) {
      @MainActor [weak self] in
      self?.unstartedTaskCount -= 1
      await operation(tracker)
      if let self {
        self.finished(id)
      } else {
        // The store is gone; still let `StoreTask.finish()` return.
        tracker?.finished(id)
      }
    }
    runningTaskCount += 1
    runningTasks[id] = RunningTask(
      task: task, keys: context.keys, tracker: tracker, origin: context.origin)
    for key in context.keys { tasksByKey[key, default: []].insert(id) }
    track(context.path)
    tracker?.started(id, task)
    return task
  }

  private func finished(_ id: Int) {
    guard let running = runningTasks.removeValue(forKey: id) else { return }
    runningTaskCount -= 1
    for key in running.keys {
      tasksByKey[key]?.remove(id)
      if tasksByKey[key]?.isEmpty == true {
        tasksByKey[key] = nil
        if trackedChildren.removeValue(forKey: key) != nil {
          hasTrackedChildren = !trackedChildren.isEmpty
        }
      }
    }
    running.tracker?.finished(id)
  }

  /// Follows, from now on, each namespace on `path` that is not followed yet: the path up to
  /// it is how to find its child.
  private func track(_ path: [ChildPath]) {
    var namespace: [AnyHashable] = []
    for (index, step) in path.enumerated() where step.isNamespace {
      namespace.append(AnyHashable(step))
      if trackedChildren[namespace] == nil {
        trackedChildren[namespace] = Array(path[...index])
        hasTrackedChildren = true
      }
    }
  }

  /// The one lifetime rule (see `ChildLifetime.swift`): cancels, once and outermost first, the
  /// namespaces with running effects whose child is no longer in the state, with everything
  /// under them, whoever removed it.
  ///
  /// - Complexity: O(*n* × *d*) in the namespaces with running effects and their depth; nothing
  ///   while no child's effect runs.
  @usableFromInline
  func cancelGoneChildren() {
    let root: Any = state
    let namespaces = trackedChildren.sorted { $0.key.count < $1.key.count }
    var gone: [[AnyHashable]] = []
    for (key, path) in namespaces {
      // Under a namespace already found gone: cancelled with it.
      if gone.contains(where: { key.starts(with: $0) }) { continue }
      if ChildPath.isGone(path, from: root) { gone.append(key) }
    }
    guard !gone.isEmpty else { return }
    // Deepest first: each child after everything nested in it, the newest first among
    // children at the same depth; each task once, the newest first in each namespace (a task
    // runs in every namespace around it).
    let under = trackedChildren.keys.filter { key in
      gone.contains { key.starts(with: $0) }
    }
    let newest = { (key: [AnyHashable]) in self.tasksByKey[key]?.max() ?? -1 }
    let order = under.sorted { lhs, rhs in
      lhs.count != rhs.count ? lhs.count > rhs.count : newest(lhs) > newest(rhs)
    }
    var cancelled: Set<Int> = []
    for key in order {
      for id in (tasksByKey[key] ?? []).sorted(by: >) where cancelled.insert(id).inserted {
        runningTasks[id]?.task.cancel()
      }
      // Each namespace is cancelled once: it is no longer followed.
      trackedChildren[key] = nil
    }
    hasTrackedChildren = !trackedChildren.isEmpty
  }

  private func cancel(_ key: [AnyHashable]) {
    guard let ids = tasksByKey[key] else { return }
    for id in ids { runningTasks[id]?.task.cancel() }
    // Cancelled once: the lifetime rule no longer follows what is under the namespace.
    if hasTrackedChildren {
      for tracked in trackedChildren.keys where tracked.starts(with: key) {
        trackedChildren[tracked] = nil
      }
      hasTrackedChildren = !trackedChildren.isEmpty
    }
  }

  /// Cancels the effects with this id in `namespace` and every namespace nested beneath it.
  private func cancel(_ id: AnyHashable, inOrBeneath namespace: [AnyHashable]) {
    guard !tasksByKey.isEmpty else { return }
    let depth = namespace.count
    let keys = tasksByKey.keys.filter { key in
      key.count > depth && key.last == id && key.starts(with: namespace)
    }
    for key in keys { cancel(key) }
  }

  // MARK: For the testing module

  /// The effects still running, with the action that started each, oldest first.
  var runningEffectOrigins: [Action?] {
    runningTasks.sorted { $0.key < $1.key }.map { $0.value.origin }
  }

  /// How many effects are running.
  var runningEffectCount: Int { runningTasks.count }

  /// Cancels every running effect.
  func cancelAllEffects() {
    for running in runningTasks.values { running.task.cancel() }
  }
}

/// The task-local context a store's reducers run in, when it has one: the store's own
/// dependencies, the child path of the effect that sent the action, and the recorded step that
/// started that effect.
///
/// Not generic, so that binding the context costs no lookup of a store's types at run time:
/// the reducer runs in `body`, which leaves its effect in the store's slot.
@usableFromInline
enum StoreContext {
  /// Runs `body` with `dependencies` (when the store has its own), `sender` (for an action an
  /// effect of a child sent) and `received` (for an action an effect sent) bound.
  ///
  /// - Returns: What `body` returns: whether the reducer left an effect in the store's slot.
  @usableFromInline
  static func run(
    dependencies: DependencyValues?, sender: [ChildPath]?, received: RecordedStepTag?,
    _ body: () -> Bool
  ) -> Bool {
    guard let received else { return run(dependencies: dependencies, sender: sender, body) }
    return RecordingThread.receiving(from: received) {
      run(dependencies: dependencies, sender: sender, body)
    }
  }

  private static func run(
    dependencies: DependencyValues?, sender: [ChildPath]?, _ body: () -> Bool
  ) -> Bool {
    guard let sender else { return run(dependencies: dependencies, body) }
    return EffectSender.$path.withValue(sender) { run(dependencies: dependencies, body) }
  }

  private static func run(dependencies: DependencyValues?, _ body: () -> Bool) -> Bool {
    guard let dependencies else { return body() }
    return DependencyValues.$current.withValue(dependencies, operation: body)
  }
}

extension Effect {
  /// Whether the effect may start work (a task, an action), rather than only cancel (or do
  /// nothing): then a send needs a tracker for it. Inlined, so that checking the common cases
  /// reads only the case.
  @inlinable
  package var mayStartWork: Bool {
    switch operation {
    case .none, .cancel: false
    case let .merge(effects): effects.contains { $0.mayStartWork }
    // A child's effect holds work (`map` keeps the cases above as they are), and asking it
    // would make this inlined check a call.
    default: true
    }
  }

  /// Whether starting the effect may start a task: a `run`, or a `concatenate` of one.
  @usableFromInline
  var mayStartTask: Bool {
    switch operation {
    case .none, .send, .cancel, .signal: false
    case .run: true
    case let .merge(effects), let .concatenate(effects): effects.contains { $0.mayStartTask }
    case let .cancellable(effect, _, _): effect.mayStartTask
    case let .child(box): box.child.mayStartTask
    }
  }

  /// Whether the store has anything to do for the effect: it may start work, or it cancels
  /// while `runningTaskCount` tasks run.
  @inlinable
  package func hasWork(whileRunning runningTaskCount: Int) -> Bool {
    if case .none = operation { return false }
    return runningTaskCount > 0 || mayStartWork
  }

  /// Whether the effect does nothing; inlined, so that checking it reads only the case.
  @inlinable
  package var isNone: Bool {
    if case .none = operation { true } else { false }
  }

  /// The effect as a store's reducer returns it (``StoreRuntime/Reducing``): `false` for
  /// `.none`; otherwise `slot`, uninitialized memory, is initialized with the effect, and
  /// `true`.
  @inlinable
  @inline(__always)
  func returned(into slot: UnsafeMutablePointer<Self>) -> Bool {
    switch operation {
    case .none: return false
    default:
      slot.initialize(to: self)
      return true
    }
  }
}

// MARK: - The task an effect runs in

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
