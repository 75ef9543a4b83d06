extension Result where Failure == any Error {
  /// Creates a result from an async throwing closure: its value as `.success`, or the error it
  /// threw as `.failure`, as TCA 1.x features write it in an effect.
  ///
  /// ```swift
  /// return .run { send in
  ///   await send(.response(Result { try await client.fetch() }))
  /// }
  /// ```
  ///
  /// The closure runs in the caller's isolation (`isolation` defaults to `#isolation`), so a
  /// `@MainActor` caller may pass a closure that is not `Sendable` and reads main-actor state.
  /// Every error is caught, a `CancellationError` too: a cancelled fetch ends as
  /// `.failure(CancellationError())`. A closure that does not `await` anything still gets the
  /// standard library's synchronous `Result(catching:)`.
  ///
  /// - Parameters:
  ///   - isolation: The actor the closure runs on; leave the default, the caller's.
  ///   - body: The work whose value or error the result holds.
  public init(
    isolation: isolated (any Actor)? = #isolation,
    catching body: () async throws -> Success
  ) async {
    do {
      self = .success(try await body())
    } catch {
      self = .failure(error)
    }
  }
}
