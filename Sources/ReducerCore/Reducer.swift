/// A description of how a feature's state changes in response to its actions, and which
/// effects it starts.
///
/// Implement exactly one of the two requirements. A primitive reducer implements
/// ``reduce(into:action:)``:
///
/// ```swift
/// struct Counter: Reducer {
///   struct State: Equatable { var count = 0 }
///   enum Action { case increment, decrement }
///   func reduce(into state: inout State, action: Action) -> Effect<Action> {
///     switch action {
///     case .increment: state.count += 1
///     case .decrement: state.count -= 1
///     }
///     return .none
///   }
/// }
/// ```
///
/// A composed reducer implements ``body-swift.property``, a list of reducers that run in order,
/// top to bottom, on the same action, with their effects merged:
///
/// ```swift
/// struct App: Reducer {
///   struct State { var counter = Counter.State() }
///   enum Action { case counter(Counter.Action) }
///   var body: some Reducer<State, Action> {
///     Scope(state: \.counter, action: /Action.counter) { Counter() }
///   }
/// }
/// ```
public protocol Reducer<State, Action> {
  /// The state the reducer changes.
  associatedtype State
  /// The actions the reducer handles.
  associatedtype Action
  /// The type of ``body-swift.property``, or `Never` for a primitive reducer.
  associatedtype Body: Reducer = Never

  /// Changes `state` for `action` and returns the effect to run next.
  ///
  /// - Parameters:
  ///   - state: The current state, changed in place.
  ///   - action: The action to handle.
  /// - Returns: The effect to run after the change, or ``Effect/none``.
  func reduce(into state: inout State, action: Action) -> Effect<Action>

  /// Runs the reducer on behalf of a store, handing `context` to the reducers it runs.
  ///
  /// The library's own reducers implement it; apps implement
  /// ``Reducer/reduce(into:action:)`` or ``Reducer/body-swift.property`` and never this: its
  /// default runs those. A reducer of yours that runs another calls
  /// ``Reducer/reduce(into:action:)``, which is always correct (see `_ReduceContext`).
  ///
  /// - Parameters:
  ///   - state: The current state, changed in place.
  ///   - action: The action to handle.
  ///   - context: What the store that runs the reducer hands down.
  /// - Returns: The effect to run after the change, or ``Effect/none``.
  func _reduce(into state: inout State, action: Action, context: _ReduceContext) -> Effect<Action>

  /// The reducers this one is made of, run in order on every action.
  ///
  /// A store or a scope builds the body on its first action and keeps it; bodies are built
  /// lazily, so a feature can contain itself (a comment thread of comment threads). Keep it
  /// free of side effects and derive it from the reducer's own properties only.
  @ReducerBuilder<State, Action>
  var body: Body { get }
}

extension Reducer where Body == Never {
  /// A primitive reducer has no body: it implements ``Reducer/reduce(into:action:)``.
  ///
  /// The library never reads this property; reading it yourself stops the program, because
  /// there is no body to return.
  public var body: Never {
    preconditionFailure(
      "'\(Self.self)' has no body: it implements 'reduce(into:action:)'. Call that instead."
    )
  }
}

extension Reducer {
  /// Runs ``Reducer/reduce(into:action:)``: a reducer that implements only that runs no other
  /// reducer with the store's context.
  ///
  /// - Parameters:
  ///   - state: The current state, changed in place.
  ///   - action: The action to handle.
  ///   - context: What the store hands down; not used.
  /// - Returns: What ``Reducer/reduce(into:action:)`` returns.
  @inlinable
  public func _reduce(
    into state: inout State, action: Action, context: _ReduceContext
  ) -> Effect<Action> {
    reduce(into: &state, action: action)
  }
}

/// What a store hands down the reducers it runs, through
/// `_reduce(into:action:context:)`: the library's own reducers pass it on; apps
/// neither make nor read one.
///
/// It carries the store's count of enum payloads moved out of its state. A `Scope` (or
/// `ifCaseLet`) into an enum case whose payload cannot be changed where it lies (an `indirect`
/// case, a case whose tag lives in the payload's spare bits, a `CasePath(embed:extract:)`)
/// moves the payload out while the child reduces, so that the payload's arrays and other
/// buffers change without a copy, and counts the move in the store that runs it. The store,
/// asked for its state meanwhile (a reducer that reads `store.state`), then knows the state is
/// incomplete (see `store.reentrantStateRead`). A scope run without a store's context (called
/// through ``Reducer/reduce(into:action:)`` by a reducer of yours) has nowhere to count a
/// move, so it changes such a payload on a copy instead: the same result, at the cost of
/// copying the payload's buffers that the child changes.
public struct _ReduceContext {
  /// The count of payloads moved out of the state of the store that runs the reducers, or
  /// `nil` outside a store.
  @usableFromInline let moves: PayloadMoveCount?

  /// The namespaces of the effect that sent the action being reduced, outermost first, or
  /// `nil` when it was sent from outside the store's effects (a view, a test, a parent's
  /// `store.send`) or from an effect of the store's root.
  @usableFromInline let sender: [AnyHashable]?

  /// A context with the store's count `moves`, which must stay allocated while reducers run
  /// with it, and the namespaces of the effect that sent the action.
  @inlinable
  init(moves: PayloadMoveCount?, sender: [AnyHashable]? = nil) {
    self.moves = moves
    self.sender = sender
  }

  /// Whether the action being reduced was sent by an effect of the child `id` (or of a child
  /// inside it): an action that child's own reducer or effect sent back, not one from outside.
  @inlinable
  package func isSent(fromWithin id: ChildPath) -> Bool {
    guard let sender else { return false }
    return sender.contains(AnyHashable(id))
  }

  /// The context of a reducer run outside a store, or by a reducer that does not pass one on.
  @inlinable
  package static var outsideStore: Self { Self(moves: nil) }
}

/// A library reducer that runs other reducers: it implements
/// `_reduce(into:action:context:)` and passes the context on, and its
/// ``Reducer/reduce(into:action:)`` runs that outside a store's context.
@usableFromInline
package protocol ContextForwardingReducer: Reducer {}

extension ContextForwardingReducer {
  /// Runs `_reduce(into:action:context:)` outside a store's context.
  @inlinable
  package func reduce(into state: inout State, action: Action) -> Effect<Action> {
    _reduce(into: &state, action: action, context: .outsideStore)
  }
}

extension Reducer where Body.State == State, Body.Action == Action {
  /// Runs ``Reducer/body-swift.property`` on the action with the store's context.
  ///
  /// - Parameters:
  ///   - state: The current state, changed in place.
  ///   - action: The action to handle.
  ///   - context: What the store hands down, passed on to the body.
  /// - Returns: The merged effects of the body's reducers.
  @inlinable
  public func _reduce(
    into state: inout State, action: Action, context: _ReduceContext
  ) -> Effect<Action> {
    body._reduce(into: &state, action: action, context: context)
  }

  /// Runs ``Reducer/body-swift.property`` on the action.
  ///
  /// - Parameters:
  ///   - state: The current state, changed in place.
  ///   - action: The action to handle.
  /// - Returns: The merged effects of the body's reducers.
  @inlinable
  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    body.reduce(into: &state, action: action)
  }
}

/// The reducer type that handles `R`'s state and actions, for `some ReducerOf<Self>` bodies.
public typealias ReducerOf<R: Reducer> = Reducer<R.State, R.Action>

/// The Composable Architecture's and the seed library's name for ``Reducer``, so that
/// `struct First: ReducerProtocol` and `some ReducerProtocol<State, Action>` compile unchanged.
public typealias ReducerProtocol = Reducer

/// The effect type a reducer `R` returns.
public typealias EffectOf<R: Reducer> = Effect<R.Action>

/// The store type that runs a reducer `R`.
public typealias StoreOf<R: Reducer> = Store<R.State, R.Action>

/// `Never` is the body of a primitive reducer: a reducer with no state and no actions, so that
/// every reducer's body is a reducer.
extension Never: Reducer {
  /// A reducer of `Never` has no state.
  public typealias State = Never
  /// A reducer of `Never` has no actions.
  public typealias Action = Never

  /// Never called: there is no action to call it with.
  public func reduce(into state: inout Never, action: Never) -> Effect<Never> {}

  /// Never called: there is no action to call it with.
  public func _reduce(
    into state: inout Never, action: Never, context: _ReduceContext
  ) -> Effect<Never> {}
}
