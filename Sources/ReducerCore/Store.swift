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
@MainActor
public final class Store<State, Action> {
  // A root store has a runtime, a scoped store has functions into its parent; two constants
  // rather than an enum, so that sending to a root store reads the runtime without retaining it.
  @usableFromInline let root: StoreRuntime<State, Action>?
  @usableFromInline let scoped: Scoped?

  @usableFromInline
  struct Scoped {
    @usableFromInline let state: @MainActor () -> State
    @usableFromInline let send: @MainActor (Action) -> StoreTask
    let observe: @MainActor (@escaping @MainActor (State) -> Void) -> ObservationToken
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
    root = StoreRuntime(state: initialState) { state, action in
      reducer.reduce(into: &state, action: action)
    }
    scoped = nil
  }

  @usableFromInline
  init(scoped: Scoped) {
    root = nil
    self.scoped = scoped
  }

  /// The current state.
  @inlinable
  public var state: State {
    if let root {
      if root.isReducing { return root.stateReadWhileReducing() }
      return root.state
    }
    return scoped.knownNonNil.state()
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
    return scoped.knownNonNil.send(action)
  }

  /// Calls `observer` with the state after every action the store handles, until the returned
  /// token is cancelled or released.
  ///
  /// ```swift
  /// let token = store.observe { state in print(state.count) }
  /// ```
  ///
  /// - Parameter observer: Receives each new state, on the main actor. It may send actions;
  ///   they are queued and handled after the current one.
  /// - Returns: A token; keep it as long as you observe.
  public func observe(_ observer: @escaping @MainActor (State) -> Void) -> ObservationToken {
    if let root { return root.observe(observer) }
    return scoped.knownNonNil.observe(observer)
  }

  /// Derives a child store that shows part of this store's state and sends actions through
  /// this store's reducer.
  ///
  /// ```swift
  /// let counter = appStore.scope(state: \.counter, action: /AppFeature.Action.counter)
  /// counter.send(.increment) // runs AppFeature's reducer with .counter(.increment)
  /// ```
  ///
  /// The child always reflects the parent's current state; it holds no copy.
  ///
  /// - Parameters:
  ///   - state: The key path from this state to the child's.
  ///   - action: The case path that embeds child actions into this store's actions.
  /// - Returns: The child store.
  public func scope<ChildState, ChildAction>(
    state: KeyPath<State, ChildState>,
    action: CasePath<Action, ChildAction>
  ) -> Store<ChildState, ChildAction> {
    scope(state: { $0[keyPath: state] }, action: { action.embed($0) })
  }

  /// Derives a child store from functions that read the child state and embed child actions.
  ///
  /// - Parameters:
  ///   - toChildState: Reads the child's state from this store's state.
  ///   - fromChildAction: Turns a child action into an action of this store.
  /// - Returns: The child store.
  public func scope<ChildState, ChildAction>(
    state toChildState: @escaping @MainActor (State) -> ChildState,
    action fromChildAction: @escaping @MainActor (ChildAction) -> Action
  ) -> Store<ChildState, ChildAction> {
    Store<ChildState, ChildAction>(
      scoped: .init(
        state: { toChildState(self.state) },
        send: { self.send(fromChildAction($0)) },
        observe: { observer in self.observe { observer(toChildState($0)) } }
      )
    )
  }

  /// The runtime at the root of this store's scopes.
  var runtime: StoreRuntime<State, Action>? {
    root
  }

  /// The actions that started the effects still running, oldest first; `nil` for a scoped
  /// store. For the testing module.
  package var runningEffectOrigins: [Action?]? { runtime?.runningEffectOrigins }

  /// How many effects this store started that have not begun running yet (each waits for the
  /// main actor, and runs to its first suspension once it has it); 0 for a scoped store. For
  /// the testing module.
  package var unstartedEffectCount: Int { runtime?.unstartedTaskCount ?? 0 }

  /// Cancels every effect this store runs. For the testing module.
  package func cancelAllEffects() { runtime?.cancelAllEffects() }
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
    continuation.yield(state)
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

  init() {}

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
  package var unhandledSignalHandler: (@MainActor (any EffectSignal) -> Bool)? {
    get { runtime?.unhandledSignalHandler }
    set { runtime?.unhandledSignalHandler = newValue }
  }
}
