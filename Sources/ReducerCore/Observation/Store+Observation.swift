import Observation

extension Store: Observable {
  /// A field of the state, read through the store so that observation sees it: a SwiftUI view
  /// (or `withObservationTracking`) that reads `store.count` is told when `count` changes, and
  /// not when other fields do.
  ///
  /// ```swift
  /// Text("\(store.count)")  // re-renders when count changes, not when the rest does
  /// ```
  ///
  /// A value that is `Equatable` is told only when it changes; any other, after every action.
  ///
  /// - Parameter keyPath: The field.
  @inlinable
  public subscript<Member>(dynamicMember keyPath: KeyPath<State, Member>) -> Member {
    let value = currentState[keyPath: keyPath]
    observation.access(self, field: keyPath, value: value)
    return value
  }
}

extension Store {
  /// Calls `apply` now, and again each time something it read through a store changes, until
  /// the returned token is cancelled or released.
  ///
  /// ```swift
  /// // In a view controller: the label follows `name`; an action that changes only `visits`
  /// // does not call the closure.
  /// token = store.observe { [weak self] in
  ///   self?.nameLabel.text = store.name
  /// }
  /// ```
  ///
  /// What the closure reads is tracked as a SwiftUI view's body is (see <doc:ObservingStores>):
  /// a field read through a store (`store.name`, of this store or any other) calls the closure
  /// again when that field changes, compared with `==` when it is `Equatable`; ``state``, when
  /// the state changes. The closure runs again in the `send` of the action that made the change,
  /// after the reducer, and reads the new values; each run tracks again what it reads this time.
  /// It never runs re-entrantly: an action it sends is handled after it returns, and if that
  /// action changes what it read, it runs once more. Read main-actor state only (stores, main-actor
  /// models): a change told off the main actor stops the process.
  ///
  /// A closure that takes the state (`store.observe { state in ... }`) is called after every
  /// action instead.
  ///
  /// - Parameter apply: Reads what it shows through stores; on the main actor. It may send
  ///   actions.
  /// - Returns: A token; keep it as long as you observe. Cancelling or releasing it stops the
  ///   calls.
  public func observe(_ apply: @escaping @MainActor () -> Void) -> ObservationToken {
    let loop = TrackedObservation(apply)
    let token = ObservationToken(owner: loop)
    loop.flag = token.flag
    loop.run()
    return token
  }
}
