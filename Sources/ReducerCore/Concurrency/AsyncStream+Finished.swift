extension AsyncStream {
  /// A stream that is already finished: iterating it ends at once, as
  /// swift-concurrency-extras' `AsyncStream.finished` does.
  ///
  /// ```swift
  /// static let testValue = Client(events: { .finished })
  /// ```
  public static var finished: Self { Self { $0.finish() } }
}

extension AsyncThrowingStream where Failure == any Error {
  /// A stream that is already finished, or that throws `error` at once, as
  /// swift-concurrency-extras' `AsyncThrowingStream.finished(throwing:)` does.
  ///
  /// ```swift
  /// static let testValue = Client(events: { .finished() })
  /// ```
  ///
  /// - Parameter error: The error the first iteration throws, or `nil` to end without one.
  /// - Returns: The stream.
  public static func finished(throwing error: Failure? = nil) -> Self {
    Self { $0.finish(throwing: error) }
  }
}
