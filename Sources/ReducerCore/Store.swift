/// Runs a reducer: it holds the current state, applies actions one at a time, and runs the
/// effects they return.
///
/// ```swift
/// @MainActor func run() async {
///   let store = Store(initialState: Counter.State()) { Counter() }
///   store.send(.increment)
///   print(store.state.count) // 1
///   await store.send(.fetchFact).finish()
/// }
/// ```
///
/// Reducers never run re-entrantly: an action sent while the reducer is running (from an
/// observer, or a `.send` effect) is queued and handled right after the current one, in order.
///
/// A store is `Observable`: a SwiftUI view, or `withObservationTracking`, that reads a field
/// through the store (`store.count`) is told when that field changes, and not when others do;
/// one that reads ``state`` is told after every action that changes the state. See
/// <doc:ObservingStores>.
@MainActor
@dynamicMemberLookup
public final class Store<State, Action> {
  // A root store has a runtime, a scoped store has functions into its parent; two constants
  // rather than an enum, so that sending to a root store reads the runtime without retaining it.
  @usableFromInline let root: StoreRuntime<State, Action>?
  @usableFromInline let scoped: Scoped?

  @usableFromInline
  struct Scoped {
    /// The child's state in the parent, or `nil` when the parent no longer holds it.
    @usableFromInline let state: @MainActor () -> State?
    @usableFromInline let send: @MainActor (Action) -> StoreTask?
    let observe: @MainActor (@escaping @MainActor (State) -> Void) -> ObservationToken
    /// Like `observe`, but called only after the actions that may have changed this child's
    /// state (see ``Store/observeChanges(_:)``).
    let observeChanges: @MainActor (@escaping @MainActor (State) -> Void) -> ObservationToken
    /// The action of the root store that carries an action of this store, or `nil` when a case
    /// path refuses it: what `send` would send the root, without sending it.
    let rootAction: @MainActor (Action) -> Any?
    /// What the child is, for the diagnostic of a send to a child that is gone.
    let description: String
    /// The last state the child had, answered once the parent no longer holds it.
    @usableFromInline let last: LastState<State>
  }

  /// The observation of this store's fields, made when a field is first read through the
  /// store (see `Store+Observation.swift`).
  @usableFromInline lazy var observation = StoreObservation<State, Action>()

  /// The child stores made by ``scope(state:action:)``, by path, kept while something holds
  /// them, so that the same path gives the same store.
  var children: [ChildStoreKey: ChildEntry] = [:]
  /// Marks gone, after each action, the cached children whose state left (see
  /// `markGoneChildren(in:)`); made with the first cached child.
  var childrenWatch: ObservationToken?

  /// The groups of cached children that come and go together (see ``ChildGroup``), by key.
  var childGroups: [AnyHashable: ChildGroup] = [:]
  /// The cached children in no group, each checked after every action.
  var looseChildren: Set<ChildStoreKey> = []

  /// A cached child store, held weakly, and how to tell that its state left.
  struct ChildEntry {
    weak var store: AnyObject?
    /// Whether this store's state still holds the child; keeps the child's last state.
    let isPresent: @MainActor (State) -> Bool
    /// Marks the child gone: it answers its last state from then on.
    let markGone: @MainActor () -> Void
  }

  /// Children that can only come or go when a collection's ids change, such as the stores of a
  /// `forEach` collection's elements or of a stack's routes: while its version (which moves
  /// with its ids) stays, a check of them costs O(1) for the group and nothing per child. Such
  /// a child's last state is the state it had when last read, or when the ids last changed.
  ///
  /// The group also tells its members' observers of their changes: it observes this store
  /// once for all of them, asks the collection which elements changed since the last action
  /// (`ElementChangeLog.swift`), and tells only those elements' observers, so that a send
  /// costs the same whatever the number of members observed (issue 45).
  @MainActor
  final class ChildGroup {
    /// The collection's version in a state.
    let version: @MainActor (State) -> UInt64
    var lastVersion: UInt64
    /// The children of the group, checked one by one only when its ids changed.
    var members: Set<ChildStoreKey> = []
    /// The collection's mark in a state, and the ids of its elements changed since a mark
    /// (`nil`: not known, every member's observers are told).
    let changes: @MainActor (State, ElementChangeMark) -> (ElementChangeMark, [AnyHashable]?)
    /// A member's observer: its token's flag, and what it is given this store's state with.
    struct Observer {
      let token: ObservationToken.Flag
      let callback: @MainActor (State) -> Void
    }
    /// The members' observers, by element id; each is given this store's state.
    private var observers: [AnyHashable: [Observer]] = [:]
    /// The collection's mark when the observers were last told.
    private var mark: ElementChangeMark?
    /// This group's observation of the store, while a member is observed.
    private var watch: ObservationToken?

    init(_ elements: ElementGroup<State>, in state: State) {
      version = elements.version
      changes = elements.changes
      lastVersion = version(state)
    }

    /// Calls `observer` with the store's state after each action that may have changed the
    /// element `id`, until the returned token is cancelled or released.
    func observe(
      id: AnyHashable, in store: Store<State, Action>,
      _ observer: @escaping @MainActor (State) -> Void
    ) -> ObservationToken {
      let token = ObservationToken()
      observers[id, default: []].append(.init(token: token.flag, callback: observer))
      if watch == nil {
        mark = changes(store.currentState, ElementChangeMark.none).0
        watch = store.observeChanges { [weak self] state in self?.tell(state) }
      }
      return token
    }

    /// Tells the observers of the elements changed in `state`; stops observing the store when
    /// no observer is left.
    private func tell(_ state: State) {
      let (now, changed) = changes(state, mark ?? .none)
      mark = now
      if let changed {
        for id in changed { tell(id, state) }
      } else {
        for id in Array(observers.keys) { tell(id, state) }
      }
      if observers.isEmpty {
        watch = nil
        mark = nil
      }
    }

    private func tell(_ id: AnyHashable, _ state: State) {
      guard let list = observers[id] else { return }
      for observer in list where !observer.token.isCancelled { observer.callback(state) }
      // Observers added for this id while those ran stay; the cancelled ones go.
      guard let now = observers[id], now.contains(where: { $0.token.isCancelled }) else { return }
      let kept = now.filter { !$0.token.isCancelled }
      observers[id] = kept.isEmpty ? nil : kept
    }

    /// Whether the collection's ids changed since the previous check.
    func idsChanged(in state: State) -> Bool {
      let now = version(state)
      defer { lastVersion = now }
      return now != lastVersion
    }
  }

  /// Creates a store that runs `reducer` from `initialState`.
  ///
  /// - Parameters:
  ///   - initialState: The state to start from.
  ///   - reducer: Builds the reducer; it is called once.
  @inlinable
  public init<R: Reducer>(
    initialState: State,
    @ReducerBuilder<State, Action> reducer: () -> R
  ) where R.State == State, R.Action == Action {
    let reducer = reducer()
    root = StoreRuntime(state: initialState) { state, action, effect in
      reducer.reduce(into: &state, action: action).returned(into: effect)
    }
    scoped = nil
  }

  /// Creates a store that runs `reducer` from `initialState` with some dependencies
  /// overridden, as TCA 1.x spells it.
  ///
  /// ```swift
  /// let store = Store(initialState: Feature.State()) {
  ///   Feature()
  /// } withDependencies: {
  ///   $0.uuid = .incrementing
  /// }
  /// ```
  ///
  /// The initial state, the reducer and every effect the store starts see the overridden
  /// values; the others are as they are where the store is created.
  ///
  /// - Parameters:
  ///   - initialState: The state to start from, made with the overridden dependencies.
  ///   - reducer: Builds the reducer; it is called once, with the overridden dependencies.
  ///   - prepareDependencies: Overrides the dependencies, starting from the current ones.
  public convenience init<R: Reducer>(
    initialState: @autoclosure () -> State,
    @ReducerBuilder<State, Action> reducer: () -> R,
    withDependencies prepareDependencies: (_ dependencies: inout DependencyValues) -> Void
  ) where R.State == State, R.Action == Action {
    var values = DependencyValues.current
    values.update(prepareDependencies)
    let (state, built) = DependencyValues.$current.withValue(values) {
      (initialState(), reducer())
    }
    self.init(initialState: state, reducer: built, dependencies: values)
  }

  /// A store whose reducers and effects run with `dependencies`.
  init<R: Reducer>(
    initialState: State, reducer: R, dependencies: DependencyValues
  ) where R.State == State, R.Action == Action {
    root = StoreRuntime(state: initialState, dependencies: dependencies) {
      state, action, effect in
      reducer.reduce(into: &state, action: action).returned(into: effect)
    }
    scoped = nil
  }

  @usableFromInline
  init(scoped: Scoped) {
    root = nil
    self.scoped = scoped
  }

  /// The current state.
  ///
  /// Reading it in a SwiftUI view (or `withObservationTracking`) observes the whole state:
  /// the view is told after every action that changes it. Read fields through the store
  /// (`store.count`) to be told only when they change. A child store whose state the parent no
  /// longer holds (an `ifLet` child set to `nil`, a removed element) answers the last state it
  /// had.
  @inlinable
  public var state: State {
    let state = currentState
    observation.accessWholeState(of: self, current: state)
    return state
  }

  /// The current state, without observing it.
  @inlinable
  package var currentState: State {
    if let root {
      if root.isReducing { return root.stateReadWhileReducing() }
      return root.state
    }
    let scoped = scoped.knownNonNil
    return scoped.state() ?? scoped.last.value
  }

  /// Sends an action: the reducer changes the state at once, and the effects it returns start.
  ///
  /// - Parameter action: The action to send.
  /// - Returns: A task for the effects this action started; `await` its
  ///   ``StoreTask/finish()`` to wait for them, or ``StoreTask/cancel()`` them.
  @discardableResult
  @inlinable
  public func send(_ action: Action) -> StoreTask {
    // Exactly one of `root` and `scoped` is set, by the initializers.
    if root != nil { return root.knownNonNil.send(action) }
    return scoped.knownNonNil.send(action) ?? sendToGoneChild(action)
  }

  /// Calls `observer` with the state after every action the store handles, until the returned
  /// token is cancelled or released.
  ///
  /// ```swift
  /// let token = store.observe { state in print(state.count) }
  /// ```
  ///
  /// It is called after every action, whether or not what it reads changed. To be called only
  /// when something read changes (a view controller that updates its labels), give a closure
  /// without a parameter that reads fields through the store instead
  /// (`store.observe { label.text = store.name }`).
  ///
  /// - Parameter observer: Receives each new state, on the main actor. It may send actions;
  ///   they are queued and handled after the current one.
  /// - Returns: A token; keep it as long as you observe.
  public func observe(_ observer: @escaping @MainActor (State) -> Void) -> ObservationToken {
    if let root { return root.observe(observer) }
    return scoped.knownNonNil.observe(observer)
  }

  /// Calls `observer` with the state after each action that may have changed it, until the
  /// returned token is cancelled or released: for a root store, after every action; for a
  /// child store, after the actions that may have changed its part of the root's state (an
  /// element's store, only when its element changed). What observation of the store's fields
  /// runs on (`StoreObservation`), so that its cost does not grow with the number of stores
  /// observed.
  package func observeChanges(
    _ observer: @escaping @MainActor (State) -> Void
  ) -> ObservationToken {
    if let root { return root.observe(observer) }
    return scoped.knownNonNil.observeChanges(observer)
  }

  /// Derives a child store that shows part of this store's state and sends actions through
  /// this store's reducer.
  ///
  /// ```swift
  /// let counter = appStore.scope(state: \.counter, action: /AppFeature.Action.counter)
  /// counter.send(.increment) // runs AppFeature's reducer with .counter(.increment)
  /// ```
  ///
  /// The child always reflects the parent's current state; it holds no copy. The same path
  /// gives the same child store for as long as something holds it, so that a view keeps its
  /// identity; the child observes its own fields (see <doc:ObservingStores>).
  ///
  /// - Parameters:
  ///   - state: The key path from this state to the child's.
  ///   - action: The case path that embeds child actions into this store's actions.
  /// - Returns: The child store.
  public func scope<ChildState, ChildAction>(
    state: KeyPath<State, ChildState>,
    action: CasePath<Action, ChildAction>
  ) -> Store<ChildState, ChildAction> {
    child(
      key: ChildStoreKey(path: state, action: ChildAction.self),
      description: "the child at \(KeyPathNames.description(of: state))",
      initial: currentState[keyPath: state],
      state: { $0[keyPath: state] },
      alwaysPresent: true,
      action: { action.embed($0) })
  }

  /// Derives a child store from functions that read the child state and embed child actions.
  ///
  /// Functions cannot be compared, so each call makes a new store: prefer
  /// ``scope(state:action:)-(KeyPath<State,ChildState>,_)`` in views, which gives the same
  /// store for the same path.
  ///
  /// - Parameters:
  ///   - toChildState: Reads the child's state from this store's state.
  ///   - fromChildAction: Turns a child action into an action of this store.
  /// - Returns: The child store.
  public func scope<ChildState, ChildAction>(
    state toChildState: @escaping @MainActor (State) -> ChildState,
    action fromChildAction: @escaping @MainActor (ChildAction) -> Action
  ) -> Store<ChildState, ChildAction> {
    makeChild(
      description: "a child store", state: { toChildState($0) }, action: fromChildAction,
      initial: toChildState(currentState))
  }

  /// The child store cached under `key`, or a new one; for this module's and the routing
  /// module's scopes.
  package func child<ChildState, ChildAction>(
    key: ChildStoreKey,
    description: @autoclosure () -> String,
    initial: @autoclosure () -> ChildState,
    state toChildState: @escaping @MainActor (State) -> ChildState?,
    alwaysPresent: Bool = false,
    group: ElementGroup<State>? = nil,
    action fromChildAction: @escaping @MainActor (ChildAction) -> Action?
  ) -> Store<ChildState, ChildAction> {
    // A child whose state went away is not reused: what is there now is another child.
    if let existing = children[key]?.store as? Store<ChildState, ChildAction>,
      existing.scoped?.state() != nil
    {
      return existing
    }
    var childGroup: ChildGroup?
    if let group {
      if let known = childGroups[group.key] {
        childGroup = known
      } else {
        childGroup = ChildGroup(group, in: currentState)
        childGroups[group.key] = childGroup
      }
    }
    let made = makeChild(
      description: description(), state: toChildState, action: fromChildAction,
      initial: initial(), group: childGroup.map { ($0, group.knownNonNil.id) })
    if children.count >= 16, children.count & (children.count - 1) == 0 {
      children = children.filter { $0.value.store != nil }
    }
    let last = made.scoped.knownNonNil.last
    // Each check keeps the child's last state, so that once gone it answers the state it had
    // after the action before, even if nothing read it since.
    let check: @MainActor (State) -> Bool
    if alwaysPresent {
      check = { _ in true }
    } else {
      check = { state in
        guard !last.isGone, let child = toChildState(state) else { return false }
        last.value = child
        return true
      }
    }
    children[key] = ChildEntry(store: made, isPresent: check, markGone: { last.isGone = true })
    if let childGroup {
      childGroup.members.insert(key)
    } else if !alwaysPresent {
      looseChildren.insert(key)
    }
    if !alwaysPresent, childrenWatch == nil {
      // Checked after every action that may have changed this store's state, not only when the
      // child is next read: a child whose state leaves and comes back (the same id pushed
      // again) before anything reads it is another child, which gets a store of its own. A
      // route's or a row's store is checked only when its element changed, so that a send
      // does not check every row (issue 45).
      childrenWatch = observeChanges { [weak self] state in self?.markGoneChildren(in: state) }
    }
    return made
  }

  /// Marks gone the cached children that `state`, this store's state after an action, no
  /// longer holds; forgets those that nothing holds any more.
  ///
  /// - Complexity: O(*g* + *l*) for *g* groups and *l* children in none, plus O(*m*) for the
  ///   *m* members of each group whose ids changed.
  private func markGoneChildren(in state: State) {
    looseChildren = looseChildren.filter { check(child: $0, in: state) }
    for group in childGroups.values where group.idsChanged(in: state) {
      group.members = group.members.filter { check(child: $0, in: state) }
    }
  }

  /// Checks the cached child under `key`: marks it gone when `state` no longer holds it, and
  /// forgets it when nothing holds its store. Returns whether it is still to be checked.
  private func check(child key: ChildStoreKey, in state: State) -> Bool {
    guard let entry = children[key], entry.store != nil else {
      children[key] = nil
      return false
    }
    guard entry.isPresent(state) else {
      entry.markGone()
      return false
    }
    return true
  }

  private func makeChild<ChildState, ChildAction>(
    description: String,
    state toChildState: @escaping @MainActor (State) -> ChildState?,
    action fromChildAction: @escaping @MainActor (ChildAction) -> Action?,
    initial: ChildState,
    group: (ChildGroup, id: AnyHashable)? = nil
  ) -> Store<ChildState, ChildAction> {
    let last = LastState(initial)
    // The child holds its parent (the parent holds its children weakly): a child store keeps
    // working however it was made. Its last state is kept as it is read (no observer per
    // child: a list of a thousand rows would run a thousand of them per action). Once its state
    // is seen gone, it stays gone, even if the parent holds a new child at the same place: that
    // one gets a store of its own.
    let state: @MainActor () -> ChildState? = {
      guard !last.isGone else { return nil }
      guard let state = toChildState(self.currentState) else {
        last.isGone = true
        return nil
      }
      last.value = state
      return state
    }
    let child = Store<ChildState, ChildAction>(
      scoped: .init(
        state: state,
        send: { action in
          guard state() != nil, let parentAction = fromChildAction(action) else { return nil }
          let task = self.send(parentAction)
          _ = state()
          return task
        },
        observe: { observer in
          self.observe { parentState in
            guard !last.isGone else { return }
            if let child = toChildState(parentState) { observer(child) }
          }
        },
        observeChanges: { observer in
          let relay: @MainActor (State) -> Void = { parentState in
            guard !last.isGone else { return }
            if let child = toChildState(parentState) { observer(child) }
          }
          // An element's store is told by its group, only when its element may have changed.
          if let (group, id) = group { return group.observe(id: id, in: self, relay) }
          return self.observeChanges(relay)
        },
        rootAction: { action in fromChildAction(action).flatMap { self.rootAction(of: $0) } },
        description: description,
        last: last
      )
    )
    return child
  }

  /// The action of the root store this store derives from that carries `action`: what `send`
  /// sends the root (for a root store, `action` itself), or `nil` when a case path of a scope
  /// between them refuses it. Sends nothing.
  ///
  /// A renderer that reports, as an action of the store it connected to, a removal made in a
  /// nested flow it reached through child stores uses it.
  package func rootAction(of action: Action) -> Any? {
    if root != nil { return action }
    return scoped.knownNonNil.rootAction(action)
  }

  /// Reports a send to a child store whose state is gone, and sends nothing.
  @usableFromInline
  func sendToGoneChild(_ action: Action) -> StoreTask {
    let description = scoped?.description ?? "a child store"
    // The site is the child: each gone child is reported once, not once per state type.
    Diagnostics.report(
      kind: "store.childGone",
      """
      An action was sent to the store of \(description) after that child left its parent's \
      state: \(Dump.inline(action)). The action was dropped and no state changed. A view that \
      still shows the child sends this while it goes away; stop sending from it, or check that \
      the child is still there (what the parent holds now at that place has a store of its \
      own: scope again to get it).
      """,
      site: description, line: 0)
    return StoreTask(tracker: nil)
  }

  /// The runtime at the root of this store's scopes.
  var runtime: StoreRuntime<State, Action>? {
    root
  }

  /// The actions that started the effects still running, oldest first; `nil` for a scoped
  /// store. For the testing module.
  package var runningEffectOrigins: [Action?]? { runtime?.runningEffectOrigins }

  /// How many effects this store runs, without listing them (``runningEffectOrigins`` sorts
  /// them); 0 for a scoped store. For the testing module.
  package var runningEffectCount: Int { runtime?.runningEffectCount ?? 0 }

  /// How many effects this store started that have not begun running yet (each waits for the
  /// main actor, and runs to its first suspension once it has it); 0 for a scoped store. For
  /// the testing module.
  package var unstartedEffectCount: Int { runtime?.unstartedTaskCount ?? 0 }

  /// Cancels every effect this store runs. For the testing module.
  package func cancelAllEffects() { runtime?.cancelAllEffects() }

  /// Replaces the state of a root store without running its reducer, and tells the observers;
  /// does nothing on a scoped store. For the testing module, which replays a recording.
  package func replaceState(_ state: State) {
    guard let runtime, !runtime.isSending else { return }
    runtime.state = state
    runtime.notifyObservers()
  }
}

extension Store where State: Sendable {
  /// The store's states as an async sequence: the current state first, then the state after
  /// each action, until the consuming task is cancelled.
  ///
  /// ```swift
  /// for await state in store.states { render(state) }
  /// ```
  public var states: AsyncStream<State> {
    let (stream, continuation) = AsyncStream<State>.makeStream(bufferingPolicy: .unbounded)
    continuation.yield(currentState)
    let token = observe { continuation.yield($0) }
    let box = TokenBox(token)
    continuation.onTermination = { _ in box.cancel() }
    return stream
  }
}

/// Keeps an observation alive; cancelling or releasing it stops the callbacks.
public final class ObservationToken: Sendable, Hashable {
  let flag = Flag()

  /// Whether the observation is cancelled: one atomic load per check, on every action.
  @usableFromInline
  final class Flag: Sendable {
    @usableFromInline let cancelled = AtomicWord(0)
    @inlinable var isCancelled: Bool { cancelled.load() != 0 }
    func cancel() { cancelled.store(1) }
  }

  /// What the observation keeps alive while the token lives (a tracked observation's loop).
  private let owner: (any Sendable)?

  init(owner: (any Sendable)? = nil) { self.owner = owner }

  deinit { flag.cancel() }

  /// Stops the observation; the callback is not called again.
  public func cancel() { flag.cancel() }

  /// Whether two tokens are the same token.
  public static func == (lhs: ObservationToken, rhs: ObservationToken) -> Bool { lhs === rhs }

  /// Hashes the token's identity.
  public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

/// Holds a token for an `AsyncStream`'s termination handler.
private final class TokenBox: Sendable {
  let token: ObservationToken
  init(_ token: ObservationToken) { self.token = token }
  func cancel() { token.cancel() }
}

extension Store {
  /// Where the effects of this store run their own code: a `TaskExecutor` (kept untyped, since
  /// `TaskExecutor` is newer than the package's oldest platforms), or `nil` for the default.
  /// Has no effect on a scoped store. For the testing module, which runs effects on an
  /// executor it controls.
  package var effectExecutor: (any Sendable)? {
    get { runtime?.effectExecutor }
    set { runtime?.effectExecutor = newValue }
  }

  /// Takes the signals that reach this store without a reducer handling them (such as a screen
  /// asking to be closed, under a test store with no flow around it); returns whether it took
  /// care of one, which is then not reported. Has no effect on a scoped store. For the testing
  /// module.
  package var unhandledSignalHandler: (@MainActor (EffectSignal) -> Bool)? {
    get { runtime?.unhandledSignalHandler }
    set { runtime?.unhandledSignalHandler = newValue }
  }
}

// MARK: - What a send returns

/// The effects one ``Store/send(_:)`` started, and the effects those started in turn.
///
/// ```swift
/// await store.send(.refresh).finish()  // returns once the refresh's effects are done
/// ```
@MainActor
public struct StoreTask: Hashable, Sendable {
  @usableFromInline let tracker: EffectTracker?

  @inlinable
  init(tracker: EffectTracker?) { self.tracker = tracker }

  /// A task of a send that started nothing (it was not sent); for the testing module.
  package static var none: StoreTask { StoreTask(tracker: nil) }

  /// Waits until every effect the action started, directly or through actions those effects
  /// sent, has finished or been cancelled.
  public func finish() async {
    await tracker?.waitUntilIdle()
  }

  /// Cancels the effects the action started that are still running.
  public func cancel() {
    tracker?.cancelAll()
  }

  /// Whether effects of this action are still running.
  public var isRunning: Bool { tracker?.isRunning ?? false }

  /// Whether two tasks stand for the same send.
  public nonisolated static func == (lhs: StoreTask, rhs: StoreTask) -> Bool {
    lhs.tracker === rhs.tracker
  }

  /// Hashes the identity of the send.
  public nonisolated func hash(into hasher: inout Hasher) {
    hasher.combine(tracker.map(ObjectIdentifier.init))
  }
}

/// Counts the tasks started on behalf of one send, and wakes those waiting when none is left.
@MainActor
@usableFromInline
final class EffectTracker {
  private var tasks: [Int: Task<Void, Never>] = [:]
  private var waiters: [CheckedContinuation<Void, Never>] = []

  @usableFromInline
  init() {}

  var isRunning: Bool { !tasks.isEmpty }

  func started(_ id: Int, _ task: Task<Void, Never>) { tasks[id] = task }

  func finished(_ id: Int) {
    tasks[id] = nil
    guard tasks.isEmpty else { return }
    let waiters = self.waiters
    self.waiters = []
    for waiter in waiters { waiter.resume() }
  }

  func cancelAll() {
    for task in tasks.values { task.cancel() }
  }

  func waitUntilIdle() async {
    guard !tasks.isEmpty else { return }
    await withCheckedContinuation { waiters.append($0) }
  }
}
