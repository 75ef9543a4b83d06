/// Runs an operation with some dependencies overridden, and the others as they are.
///
/// ```swift
/// let id = withDependencies {
///   $0.uuid = .incrementing
/// } operation: {
///   @Dependency(\.uuid) var uuid
///   return uuid()
/// }
/// // id == 00000000-0000-0000-0000-000000000000
/// ```
///
/// The overrides hold for the operation and the tasks it creates, and end when it returns;
/// calls nest, the inner overrides winning. Stores and effects created in the operation keep
/// the values they were created with.
///
/// - Parameters:
///   - updateValuesForOperation: Overrides the dependencies, starting from the current ones.
///   - operation: The operation to run with the overrides.
/// - Returns: What `operation` returns.
@discardableResult
public func withDependencies<R>(
  _ updateValuesForOperation: (inout DependencyValues) throws -> Void,
  operation: () throws -> R
) rethrows -> R {
  var values = DependencyValues.current
  try values.update(updateValuesForOperation)
  return try DependencyValues.$current.withValue(values, operation: operation)
}

/// Runs an asynchronous operation with some dependencies overridden, and the others as they
/// are.
///
/// ```swift
/// await withDependencies {
///   $0.continuousClock = ImmediateClock()
/// } operation: {
///   await model.refresh()
/// }
/// ```
///
/// The overrides hold for the operation and the tasks it creates, and end when it returns;
/// calls nest, the inner overrides winning.
///
/// - Parameters:
///   - isolation: The actor the operation runs on; leave the default, the caller's.
///   - updateValuesForOperation: Overrides the dependencies, starting from the current ones.
///   - operation: The operation to run with the overrides.
/// - Returns: What `operation` returns.
@discardableResult
public func withDependencies<R>(
  isolation: isolated (any Actor)? = #isolation,
  _ updateValuesForOperation: (inout DependencyValues) async throws -> Void,
  operation: () async throws -> R
) async rethrows -> R {
  var values = DependencyValues.current
  try await values.update(updateValuesForOperation)
  return try await DependencyValues.$current.withValue(values, operation: operation)
}
