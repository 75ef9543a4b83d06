/// Builds a reducer out of a list of reducers that run in order on the same action.
///
/// It supports sequences, `if`/`else`, `if let`, `switch`, `for` loops and availability checks.
/// Reducers in a list run top to bottom and their effects are merged.
///
/// ```swift
/// var body: some Reducer<State, Action> {
///   Reduce { state, action in .none }
///   if isLoggingEnabled {
///     Logger()
///   }
///   Scope(state: \.child, action: /Action.child) { Child() }
/// }
/// ```
@resultBuilder
public enum ReducerBuilder<State, Action> {
  /// Accepts a reducer of the builder's state and action.
  @inlinable
  public static func buildExpression<R: Reducer>(_ reducer: R) -> R
  where R.State == State, R.Action == Action {
    reducer
  }

  /// A reducer made of a ``Reducer/body-swift.property`` (a feature, a routing flow), wherever
  /// it stands in a list: kept with a cache of its body, built on its first action.
  ///
  /// Chosen by the reducer's type, not by the list's shape: a feature alone, with siblings, in
  /// `CombineReducers`, under `ifLet` or as a flow's route builds its body once.
  @inlinable
  public static func buildExpression<R: Reducer>(_ reducer: R) -> _CachedBodyReducer<R>
  where R.State == State, R.Action == Action, R.Body.State == State, R.Body.Action == Action {
    _CachedBodyReducer(base: reducer)
  }

  /// The reducer a list built.
  @inlinable
  public static func buildFinalResult<R: Reducer>(_ reducer: R) -> R
  where R.State == State, R.Action == Action {
    reducer
  }

  /// A list that is one reducer made of a ``Reducer/body-swift.property`` keeps that reducer
  /// with a cache of its body.
  ///
  /// So `Store(initialState:) { Feature() }` and `Scope(...) { Child() }` build `Feature`'s
  /// body on the first action, not on every action: building a body creates its scopes and case
  /// paths, which costs far more than running them. The body is built lazily, so a feature
  /// that contains itself builds one level at a time.
  @inlinable
  public static func buildFinalResult<R: Reducer>(
    _ reducer: R
  ) -> _CachedBodyReducer<R>
  where R.State == State, R.Action == Action, R.Body.State == State, R.Body.Action == Action {
    _CachedBodyReducer(base: reducer)
  }

  /// An empty list builds a reducer that does nothing.
  @inlinable
  public static func buildBlock() -> EmptyReducer<State, Action> { EmptyReducer() }

  /// A one-element list is that reducer.
  @inlinable
  public static func buildPartialBlock<R: Reducer>(first: R) -> R
  where R.State == State, R.Action == Action {
    first
  }

  /// Runs the accumulated reducers, then the next one, merging their effects.
  @inlinable
  public static func buildPartialBlock<R0: Reducer, R1: Reducer>(
    accumulated: R0,
    next: R1
  ) -> _SequenceReducer<R0, R1>
  where R0.State == State, R0.Action == Action, R1.State == State, R1.Action == Action {
    _SequenceReducer(first: accumulated, second: next)
  }

  /// An `if` without `else` runs its reducer only when the condition held.
  @inlinable
  public static func buildOptional<R: Reducer>(_ reducer: R?) -> _ConditionalReducer<
    R, EmptyReducer<State, Action>
  > where R.State == State, R.Action == Action {
    reducer.map(_ConditionalReducer.first) ?? .second(EmptyReducer())
  }

  /// The first branch of an `if`/`else` or a `switch`.
  @inlinable
  public static func buildEither<First: Reducer, Second: Reducer>(
    first reducer: First
  ) -> _ConditionalReducer<First, Second>
  where First.State == State, First.Action == Action, Second.State == State, Second.Action == Action
  {
    .first(reducer)
  }

  /// The second branch of an `if`/`else` or a `switch`.
  @inlinable
  public static func buildEither<First: Reducer, Second: Reducer>(
    second reducer: Second
  ) -> _ConditionalReducer<First, Second>
  where First.State == State, First.Action == Action, Second.State == State, Second.Action == Action
  {
    .second(reducer)
  }

  /// A `for` loop runs each reducer it built, in order.
  @inlinable
  public static func buildArray<R: Reducer>(_ reducers: [R]) -> _ArrayReducer<R>
  where R.State == State, R.Action == Action {
    _ArrayReducer(reducers: reducers)
  }

  /// An `if #available` block.
  @inlinable
  public static func buildLimitedAvailability<R: Reducer>(_ reducer: R) -> Reduce<State, Action>
  where R.State == State, R.Action == Action {
    Reduce(reducer)
  }
}

/// Two reducers run one after the other; built by ``ReducerBuilder``, not meant to be named.
public struct _SequenceReducer<First: Reducer, Second: Reducer>: Reducer
where First.State == Second.State, First.Action == Second.Action {
  @usableFromInline let first: First
  @usableFromInline let second: Second

  @inlinable
  init(first: First, second: Second) {
    self.first = first
    self.second = second
  }

  /// Runs the first reducer, then the second,.
  ///
  /// - Parameters:
  ///   - state: The current state, changed in place.
  ///   - action: The action to handle.
  /// - Returns: The merged effects.
  @inlinable
  public func reduce(
    into state: inout First.State, action: First.Action
  ) -> Effect<First.Action> {
    let firstEffect = first.reduce(into: &state, action: action)
    let secondEffect = second.reduce(into: &state, action: action)
    return firstEffect.merge(with: secondEffect)
  }
}

/// One of two reducers, chosen by an `if` or a `switch`; built by ``ReducerBuilder``.
public enum _ConditionalReducer<First: Reducer, Second: Reducer>: Reducer
where First.State == Second.State, First.Action == Second.Action {
  /// The first branch ran.
  case first(First)
  /// The second branch ran.
  case second(Second)

  /// Runs the branch that was chosen.
  ///
  /// - Parameters:
  ///   - state: The current state, changed in place.
  ///   - action: The action to handle.
  /// - Returns: The branch's effect.
  @inlinable
  public func reduce(
    into state: inout First.State, action: First.Action
  ) -> Effect<First.Action> {
    switch self {
    case let .first(reducer): reducer.reduce(into: &state, action: action)
    case let .second(reducer): reducer.reduce(into: &state, action: action)
    }
  }
}

/// The reducers a `for` loop built, run in order; built by ``ReducerBuilder``.
public struct _ArrayReducer<Element: Reducer>: Reducer {
  @usableFromInline let reducers: [Element]

  @inlinable
  init(reducers: [Element]) { self.reducers = reducers }

  /// Runs every reducer in order.
  ///
  /// - Parameters:
  ///   - state: The current state, changed in place.
  ///   - action: The action to handle.
  /// - Returns: The merged effects.
  @inlinable
  public func reduce(
    into state: inout Element.State, action: Element.Action
  ) -> Effect<Element.Action> {
    var effect = Effect<Element.Action>.none
    for reducer in reducers {
      effect = effect.merge(
        with: reducer.reduce(into: &state, action: action))
    }
    return effect
  }
}
