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
  public subscript<Member>(dynamicMember keyPath: KeyPath<State, Member>) -> Member {
    let value = currentState[keyPath: keyPath]
    observation.access(self, field: keyPath, value: value)
    return value
  }
}
