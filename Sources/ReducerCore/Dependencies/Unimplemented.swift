/// The error an endpoint made with `unimplemented(_:)`
/// throws when it is called, after the test failed.
///
/// ```swift
/// do { try await client.fetch(1) } catch is UnimplementedFailure { /* the test failed */ }
/// ```
public struct UnimplementedFailure: Error, Sendable, CustomStringConvertible {
  /// The name of the endpoint, as given to `unimplemented`.
  public let description: String

  /// Creates the error for the endpoint named `description`.
  ///
  /// - Parameter description: The endpoint's name.
  public init(description: String) { self.description = description }
}

/// Fails the test that calls the endpoint named `description`, as TCA's `unimplemented` does:
/// what a test value's endpoints are made of, so that a test uses only what it overrides.
func reportUnimplementedEndpoint(
  _ description: String, fileID: StaticString, filePath: StaticString, function: StaticString,
  line: UInt, column: UInt
) {
  let name = description.isEmpty ? "An endpoint" : "'\(description)'"
  let declared = description.isEmpty ? " (declared in '\(function)')" : ""
  IssueReporting.report(
    kind: "dependency.unimplementedEndpoint",
    """
    Unimplemented: \(name)\(declared) was called. It is an endpoint of a test value made with \
    'unimplemented', and the test did not override it, so that no test uses what it does not \
    set. Override it in the test ('$0.client.endpoint = { ... }' in 'withDependencies'), or \
    check why the feature called it.
    """,
    site: "\(fileID)", line: line, filePath: "\(filePath)", column: column)
}

// MARK: - Closures with a placeholder

/// An endpoint that fails the test when called, and returns `placeholder`, as TCA's
/// `unimplemented(_:placeholder:)` does.
///
/// ```swift
/// extension NumberClient: TestDependencyKey {
///   static let testValue = NumberClient(
///     count: unimplemented("NumberClient.count", placeholder: 0)
///   )
/// }
/// ```
///
/// - Parameters:
///   - description: The endpoint's name, for the failure.
///   - placeholder: What the endpoint returns after failing the test.
///   - fileID: The file of the call; leave the default.
///   - filePath: The full path of that file; leave the default.
///   - function: The declaration the call is in; leave the default.
///   - line: The line of the call; leave the default.
///   - column: The column of the call; leave the default.
/// - Returns: The endpoint.
public func unimplemented<each Argument, Result>(
  _ description: @autoclosure @escaping @Sendable () -> String = "",
  placeholder: @autoclosure @escaping @Sendable () -> Result,
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  function: StaticString = #function,
  line: UInt = #line,
  column: UInt = #column
) -> @Sendable (repeat each Argument) -> Result {
  return { (_: repeat each Argument) in
    reportUnimplementedEndpoint(
      description(), fileID: fileID, filePath: filePath, function: function, line: line,
      column: column)
    return placeholder()
  }
}

/// An asynchronous endpoint that fails the test when called, and returns `placeholder`.
///
/// ```swift
/// static let testValue = SpeechClient(
///   authorizationStatus: unimplemented("SpeechClient.authorizationStatus", placeholder: .denied)
/// )
/// ```
///
/// - Parameters:
///   - description: The endpoint's name, for the failure.
///   - placeholder: What the endpoint returns after failing the test.
///   - fileID: The file of the call; leave the default.
///   - filePath: The full path of that file; leave the default.
///   - function: The declaration the call is in; leave the default.
///   - line: The line of the call; leave the default.
///   - column: The column of the call; leave the default.
/// - Returns: The endpoint.
public func unimplemented<each Argument, Result>(
  _ description: @autoclosure @escaping @Sendable () -> String = "",
  placeholder: @autoclosure @escaping @Sendable () -> Result,
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  function: StaticString = #function,
  line: UInt = #line,
  column: UInt = #column
) -> @Sendable (repeat each Argument) async -> Result {
  return { (_: repeat each Argument) in
    reportUnimplementedEndpoint(
      description(), fileID: fileID, filePath: filePath, function: function, line: line,
      column: column)
    return placeholder()
  }
}

// MARK: - Closures that throw

/// A throwing endpoint that fails the test when called, and throws ``UnimplementedFailure``,
/// as TCA's `unimplemented(_:)` does.
///
/// ```swift
/// static let testValue = APIClient(
///   fetch: unimplemented("APIClient.fetch")  // @Sendable (Int) async throws -> String
/// )
/// ```
///
/// - Parameters:
///   - description: The endpoint's name, for the failure and the error.
///   - fileID: The file of the call; leave the default.
///   - filePath: The full path of that file; leave the default.
///   - function: The declaration the call is in; leave the default.
///   - line: The line of the call; leave the default.
///   - column: The column of the call; leave the default.
/// - Returns: The endpoint.
public func unimplemented<each Argument, Result>(
  _ description: @autoclosure @escaping @Sendable () -> String = "",
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  function: StaticString = #function,
  line: UInt = #line,
  column: UInt = #column
) -> @Sendable (repeat each Argument) throws -> Result {
  return { (_: repeat each Argument) in
    let name = description()
    reportUnimplementedEndpoint(
      name, fileID: fileID, filePath: filePath, function: function, line: line, column: column)
    throw UnimplementedFailure(description: name)
  }
}

/// An asynchronous throwing endpoint that fails the test when called, and throws
/// ``UnimplementedFailure``.
///
/// ```swift
/// static let testValue = APIClient(
///   fetch: unimplemented("APIClient.fetch")  // @Sendable (Int) async throws -> String
/// )
/// ```
///
/// - Parameters:
///   - description: The endpoint's name, for the failure and the error.
///   - fileID: The file of the call; leave the default.
///   - filePath: The full path of that file; leave the default.
///   - function: The declaration the call is in; leave the default.
///   - line: The line of the call; leave the default.
///   - column: The column of the call; leave the default.
/// - Returns: The endpoint.
public func unimplemented<each Argument, Result>(
  _ description: @autoclosure @escaping @Sendable () -> String = "",
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  function: StaticString = #function,
  line: UInt = #line,
  column: UInt = #column
) -> @Sendable (repeat each Argument) async throws -> Result {
  return { (_: repeat each Argument) in
    let name = description()
    reportUnimplementedEndpoint(
      name, fileID: fileID, filePath: filePath, function: function, line: line, column: column)
    throw UnimplementedFailure(description: name)
  }
}

// MARK: - Closures that return nothing

/// An endpoint that returns nothing and fails the test when called.
///
/// ```swift
/// static let testValue = Analytics(track: unimplemented("Analytics.track"))
/// ```
///
/// - Parameters:
///   - description: The endpoint's name, for the failure.
///   - fileID: The file of the call; leave the default.
///   - filePath: The full path of that file; leave the default.
///   - function: The declaration the call is in; leave the default.
///   - line: The line of the call; leave the default.
///   - column: The column of the call; leave the default.
/// - Returns: The endpoint.
@_disfavoredOverload
public func unimplemented<each Argument>(
  _ description: @autoclosure @escaping @Sendable () -> String = "",
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  function: StaticString = #function,
  line: UInt = #line,
  column: UInt = #column
) -> @Sendable (repeat each Argument) -> Void {
  return { (_: repeat each Argument) in
    reportUnimplementedEndpoint(
      description(), fileID: fileID, filePath: filePath, function: function, line: line,
      column: column)
  }
}

/// An asynchronous endpoint that returns nothing and fails the test when called.
///
/// ```swift
/// static let testValue = Analytics(send: unimplemented("Analytics.send"))
/// ```
///
/// - Parameters:
///   - description: The endpoint's name, for the failure.
///   - fileID: The file of the call; leave the default.
///   - filePath: The full path of that file; leave the default.
///   - function: The declaration the call is in; leave the default.
///   - line: The line of the call; leave the default.
///   - column: The column of the call; leave the default.
/// - Returns: The endpoint.
@_disfavoredOverload
public func unimplemented<each Argument>(
  _ description: @autoclosure @escaping @Sendable () -> String = "",
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  function: StaticString = #function,
  line: UInt = #line,
  column: UInt = #column
) -> @Sendable (repeat each Argument) async -> Void {
  return { (_: repeat each Argument) in
    reportUnimplementedEndpoint(
      description(), fileID: fileID, filePath: filePath, function: function, line: line,
      column: column)
  }
}

/// A value that fails the test where it is made, and is `placeholder`: for a test value's
/// property that is not a closure.
///
/// ```swift
/// static let testValue = Settings(theme: unimplemented("Settings.theme", placeholder: .light))
/// ```
///
/// - Parameters:
///   - description: The value's name, for the failure.
///   - placeholder: The value to use after failing the test.
///   - fileID: The file of the call; leave the default.
///   - filePath: The full path of that file; leave the default.
///   - function: The declaration the call is in; leave the default.
///   - line: The line of the call; leave the default.
///   - column: The column of the call; leave the default.
/// - Returns: `placeholder`.
@_disfavoredOverload
public func unimplemented<Result>(
  _ description: @autoclosure () -> String = "",
  placeholder: Result,
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  function: StaticString = #function,
  line: UInt = #line,
  column: UInt = #column
) -> Result {
  reportUnimplementedEndpoint(
    description(), fileID: fileID, filePath: filePath, function: function, line: line,
    column: column)
  return placeholder
}
