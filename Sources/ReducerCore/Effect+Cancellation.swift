extension Effect {
  /// Makes this effect cancellable with ``cancel(id:)``.
  ///
  /// ```swift
  /// return .run { send in ... }.cancellable(id: SearchID(), cancelInFlight: true)
  /// ```
  ///
  /// Ids belong to the store that runs the effect: two stores that use the same id do not
  /// cancel each other. Inside a presented or identified child (``Reducer/ifLet(_:action:then:fileID:line:)-(_,CasePath<Self.Action,ChildAction>,_,_,_)``,
  /// ``Reducer/ifCaseLet(_:action:then:fileID:line:)``,
  /// ``Reducer/forEach(_:action:element:fileID:line:)-(_,CasePath<Self.Action,(ElementState.ID,ElementAction)>,_,_,_)``, a route), ids live in the child's own
  /// namespace: a child never cancels its parent's or a sibling's effects, and two instances of
  /// the same feature never cancel each other's work. A parent still reaches its children:
  /// see ``cancel(id:)``.
  ///
  /// - Parameters:
  ///   - id: Any hashable value; a dedicated empty struct type reads best.
  ///   - cancelInFlight: Cancels effects already running with this id before this one starts.
  /// - Returns: The cancellable effect.
  @inlinable
  public func cancellable(id: some Hashable & Sendable, cancelInFlight: Bool = false) -> Self {
    if case .none = operation, !cancelInFlight { return self }
    return Self(operation: .cancellable(self, id: AnyHashable(id), cancelInFlight: cancelInFlight))
  }

  /// An effect that cancels the running effects marked with this id, in this reducer's
  /// namespace and in the namespaces of every child beneath it.
  ///
  /// Namespaces nest like the state: a parent that returns `.cancel(id: TimerID())` stops
  /// the `TimerID()` effects it started and those of its `ifLet`, `ifCaseLet` and `forEach`
  /// children and routes, at any depth. A child's `.cancel(id:)` never reaches its parent's
  /// or a sibling's effects. (``cancellable(id:cancelInFlight:)``'s `cancelInFlight` cancels
  /// in its own namespace only.)
  ///
  /// Cancellation is cooperative and prompt: each cancelled task is cancelled at once, its
  /// `Task.sleep` throws, and actions it sends afterwards are dropped.
  ///
  /// - Parameter id: The id given to ``cancellable(id:cancelInFlight:)``.
  /// - Returns: The effect.
  /// - Complexity: O(*k*) in the number of ids of running effects, when it runs.
  @inlinable
  public static func cancel(id: some Hashable & Sendable) -> Self {
    Self(operation: .cancel(id: AnyHashable(id)))
  }
}
