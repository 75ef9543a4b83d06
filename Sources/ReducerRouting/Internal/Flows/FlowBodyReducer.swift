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

  /// Runs the flow's body, built once, then cancels what the routes that left were running.
  @inlinable
  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    let owner = state.navigation._owner
    // The same cached body as `_CachedBodyReducer`'s, through the same helper.
    let effect = reduceBody(cache, as: Base.Body.self, into: &state, action: action)
    // Routes that the reducers around `routing`, or an ancestor, removed: looked for while the
    // store runs effects, or when this action's effect may start one (in a route that the
    // reducers after `routing` remove in the same action).
    guard effect.mayStartWork || RunningEffects.any else { return effect }
    return effect.merge(
      with: FlowReducer<Base>.cancellingGoneRoutes(of: state.navigation, owner: owner))
  }
}
