/// Returns a case path for an enum case with a payload, from code in the Swift 5 language mode.
///
/// In that mode a case constructor such as `Route.first` is not inferred `@Sendable`, so the
/// main `/` operator cannot take it; this one takes it as a plain function. It is unavailable in
/// the Swift 6 language mode, where the main operator applies and checks that the function is
/// `@Sendable`. An app migrating from the seed library or from TCA 0.50 starts in the Swift 5
/// mode, and its `/Route.first` must compile there unchanged.
///
/// - Parameter embed: The case constructor.
/// - Returns: A case path to that case.
@available(swift, obsoleted: 6)
@_disfavoredOverload
@inlinable
public prefix func / <Root, Value>(
  embed: @escaping (Value) -> Root
) -> CasePath<Root, Value> {
  // A case constructor captures nothing: calling it from any thread is safe. Code in the Swift 5
  // mode is not checked for `Sendable`, so this is the check that mode would have skipped.
  nonisolated(unsafe) let embed = embed
  return /{ embed($0) }
}
