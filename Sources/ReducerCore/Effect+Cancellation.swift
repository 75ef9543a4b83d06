extension Effect {
  /// Makes this effect cancellable with ``cancel(id:)``.
  ///
  /// ```swift
  /// return .run { send in ... }.cancellable(id: SearchID(), cancelInFlight: true)
  /// ```
  ///
  /// Ids belong to the store that runs the effect: two stores that use the same id do not
  /// cancel each other. Inside a presented or identified child (``Reducer/ifLet(_:action:then:fileID:line:)``,
  /// ``Reducer/forEach(_:action:element:fileID:line:)``, a route), ids are the child's own, so
  /// two instances of the same feature never cancel each other's work.
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

  /// An effect that cancels the running effects marked with this id.
  ///
  /// Cancellation is cooperative and prompt: each cancelled task is cancelled at once, its
  /// `Task.sleep` throws, and actions it sends afterwards are dropped.
  ///
  /// - Parameter id: The id given to ``cancellable(id:cancelInFlight:)``.
  /// - Returns: The effect.
  @inlinable
  public static func cancel(id: some Hashable & Sendable) -> Self {
    Self(operation: .cancel(id: AnyHashable(id)))
  }

  /// Runs this effect in its own cancellation namespace `id`, so that its ids cannot clash
  /// with others', and ``cancelScope(_:)`` with the same `id` cancels all of it.
  @usableFromInline
  package func scoped(_ id: some Hashable & Sendable) -> Self {
    if case .none = operation { return self }
    return Self(operation: .scoped(self, id: AnyHashable(ScopeID(id: AnyHashable(id)))))
  }

  /// Cancels everything that runs in the namespace `id` made by ``scoped(_:)``.
  @inlinable
  package static func cancelScope(_ id: some Hashable & Sendable) -> Self {
    Self(operation: .cancelScope(id: id))
  }
}

/// The id of a cancellation namespace; a separate type, so that no user id equals it.
struct ScopeID: Hashable, @unchecked Sendable {
  let id: AnyHashable
}
