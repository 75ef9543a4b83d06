extension Reducer {
  /// Runs this reducer with a dependency overridden, and so the effects it creates too.
  ///
  /// ```swift
  /// var body: some ReducerOf<Self> {
  ///   Scope(state: \.onboarding, action: /Action.onboarding) {
  ///     Onboarding()
  ///       .dependency(\.apiClient, .onboardingMock)
  ///   }
  /// }
  /// ```
  ///
  /// Only this reducer sees the override: the reducers beside it keep the store's values.
  ///
  /// - Parameters:
  ///   - keyPath: The property of the dependency.
  ///   - value: The value this reducer and its effects see.
  /// - Returns: A reducer that runs this one with the override.
  public func dependency<Value>(
    _ keyPath: WritableKeyPath<DependencyValues, Value> & Sendable,
    _ value: Value
  ) -> some Reducer<State, Action> {
    DependencyReducer(base: self) { $0.replace(keyPath, with: value) }
  }

  /// Runs this reducer with a dependency changed from its current value, and so the effects
  /// it creates too.
  ///
  /// ```swift
  /// Feature()
  ///   .transformDependency(\.apiClient) { client in
  ///     client.fetch = { _ in "cached" }
  ///   }
  /// ```
  ///
  /// - Parameters:
  ///   - keyPath: The property of the dependency.
  ///   - transform: Changes the value this reducer and its effects see; it runs on each
  ///     action, from the values in effect then.
  /// - Returns: A reducer that runs this one with the change.
  public func transformDependency<Value>(
    _ keyPath: WritableKeyPath<DependencyValues, Value> & Sendable,
    transform: @escaping (inout Value) -> Void
  ) -> some Reducer<State, Action> {
    DependencyReducer(base: self) { transform(&$0[keyPath: keyPath]) }
  }
}

/// Runs a reducer with the dependencies changed by `update`.
struct DependencyReducer<Base: Reducer>: Reducer {
  let base: Base
  let update: (inout DependencyValues) -> Void

  func reduce(
    into state: inout Base.State, action: Base.Action
  ) -> Effect<Base.Action> {
    withDependencies(update) { base.reduce(into: &state, action: action) }
  }
}
