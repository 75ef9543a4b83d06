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

extension Reducer where Body.State == State, Body.Action == Action {
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
}
