/// Which default values the dependencies that are not overridden take: live, preview or test.
///
/// ```swift
/// withDependencies {
///   $0.context = .preview
/// } operation: {
///   // Dependencies read here that are not overridden take their preview values.
/// }
/// ```
///
/// The app runs in ``live``; a `TestStore` runs its feature in ``test``.
public enum DependencyContext: Sendable, Hashable {
  /// The app runs for real: each dependency takes its ``DependencyKey/liveValue``.
  case live
  /// A preview: each dependency takes its ``TestDependencyKey/previewValue``.
  case preview
  /// A test: each dependency takes its ``TestDependencyKey/testValue``, and one that has none
  /// is reported.
  case test
}
