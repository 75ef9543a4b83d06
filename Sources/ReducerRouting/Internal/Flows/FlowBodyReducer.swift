extension ReducerBuilder {
  /// A list that is one flow keeps the flow with a cache of its body, like any reducer with a
  /// body, and cleans up after the whole body: the routes that the reducers around `routing`
  /// removed have their effects cancelled in the same action.
  @inlinable
  public static func buildFinalResult<R: RoutingReducer>(
    _ reducer: R
  ) -> _FlowBodyReducer<R>
  where R.State == State, R.Action == Action, R.Body.State == State, R.Body.Action == Action {
    _FlowBodyReducer(base: reducer)
  }
}

/// A flow whose body is built on its first action and kept, and which, after its body ran,
/// cancels the effects of the routes that are no longer shown; built by ``ReducerBuilder``.
///
/// Like `_CachedBodyReducer`, the type states no requirement on the body, so that a flow that
/// contains itself still builds.
public struct _FlowBodyReducer<Base: RoutingReducer>: Reducer {
  /// The flow's state.
  public typealias State = Base.State
  /// The flow's actions.
  public typealias Action = Base.Action

  /// A `LazyReducer` of `Base.Body`.
  @usableFromInline let cache: AnyObject

  @inlinable
  init(base: Base) where Base.Body.State == State, Base.Body.Action == Action {
    cache = LazyReducer { base.body }
  }

  /// Runs the flow's body, built once. The routes that the reducers around `routing`, or an
  /// ancestor, remove end their effects by the store's lifetime rule (`ChildLifetime.swift`).
  @inlinable
  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    // The same cached body as `_CachedBodyReducer`'s, through the same helper.
    reduceBody(cache, as: Base.Body.self, into: &state, action: action)
  }
}
