/// A key that gives a dependency its default values in tests and previews.
///
/// Conform to it in a module that declares a dependency's interface without its live
/// implementation; the module that has the live implementation adds ``DependencyKey``:
///
/// ```swift
/// extension APIClient: TestDependencyKey {
///   static let testValue = APIClient(fetch: { _ in throw Unimplemented() })
/// }
/// ```
///
/// A key that is only a `TestDependencyKey` and is read in the ``DependencyContext/live``
/// context reports a `dependency.missingLiveValue` diagnostic and returns its ``testValue``.
/// This is The Composable Architecture's `TestDependencyKey`, with the same spelling. Keys
/// are `SendableMetatype`: their conformance is not isolated to an actor, since dependencies
/// are read from any task.
public protocol TestDependencyKey<Value>: SendableMetatype {
  /// The type of the dependency's value.
  associatedtype Value: Sendable = Self

  /// The value used in tests, when the test does not override the dependency.
  static var testValue: Value { get }

  /// The value used in previews (``DependencyContext/preview``); by default ``testValue``.
  static var previewValue: Value { get }
}

extension TestDependencyKey {
  /// The default preview value: the ``TestDependencyKey/testValue``.
  ///
  /// ```swift
  /// enum Key: TestDependencyKey { static let testValue = 42 }
  /// Key.previewValue  // 42
  /// ```
  public static var previewValue: Value { testValue }
}

/// A key that registers a dependency in ``DependencyValues`` with its live, test and preview
/// values.
///
/// ```swift
/// struct APIClient: Sendable {
///   var fetch: @Sendable (Int) async throws -> String
/// }
/// extension APIClient: DependencyKey {
///   static let liveValue = APIClient(fetch: { id in try await request(id) })
///   static let testValue = APIClient(fetch: { _ in "test" })
/// }
/// extension DependencyValues {
///   var apiClient: APIClient {
///     get { self[APIClient.self] }
///     set { self[APIClient.self] = newValue }
///   }
/// }
/// ```
///
/// A dependency that is not overridden reads ``liveValue`` in the ``DependencyContext/live``
/// context, ``TestDependencyKey/previewValue`` in ``DependencyContext/preview`` (by default the
/// live value) and ``TestDependencyKey/testValue`` in ``DependencyContext/test``.
///
/// A key that does not implement `testValue` gets a default one that reports a
/// `dependency.unimplemented` diagnostic (a test failure in a test) and then returns
/// ``liveValue``, as The Composable Architecture 1.x does: the test goes on, but is told that it
/// used the live implementation. Overriding one endpoint of such a dependency
/// (`$0.apiClient.fetch = ...`) reports it too, since its other endpoints would stay live.
/// Override the whole dependency in the test, or implement `testValue` with endpoints that fail
/// when called (`unimplemented("Client.endpoint")`).
///
/// The values are read each time a dependency that is not overridden is read: declare them
/// with `static let` so that they are built once.
public protocol DependencyKey<Value>: TestDependencyKey {
  /// The type of the dependency's value.
  associatedtype Value: Sendable = Self

  /// The value used when the app runs (``DependencyContext/live``).
  static var liveValue: Value { get }

  /// The value used in tests, when the test does not override the dependency.
  static var testValue: Value { get }

  /// The value used in previews (``DependencyContext/preview``); by default ``liveValue``.
  static var previewValue: Value { get }
}

extension DependencyKey {
  /// The default preview value: the ``DependencyKey/liveValue``.
  ///
  /// ```swift
  /// enum Key: DependencyKey { static let liveValue = 42 }
  /// Key.previewValue  // 42
  /// ```
  public static var previewValue: Value { liveValue }

  /// The default test value: reports a `dependency.unimplemented` diagnostic (a test failure
  /// in a test), then returns the ``DependencyKey/liveValue``, as The Composable Architecture
  /// 1.x does. Reading it to override a part of it (`$0.apiClient.fetch = ...`) reports too:
  /// the other parts would be live.
  ///
  /// Implement `testValue` in the key, or override the dependency in each test that uses it:
  ///
  /// ```swift
  /// let store = TestStore(initialState: Feature.State()) {
  ///   Feature()
  /// } withDependencies: {
  ///   $0.apiClient = .mock
  /// }
  /// ```
  public static var testValue: Value {
    let access = DependencyAccess.current
    // A read made to replace the dependency whole keeps nothing of it; overriding a part of
    // the library's own dependencies (`$0.date.now = ...`) replaces all of it too.
    if access.isReplacing
      || (access.isUpdating && String(reflecting: Self.self).hasPrefix("ReducerCore."))
    {
      return liveValue
    }
    reportUnimplemented(key: Self.self, value: Value.self, access: access)
    return liveValue
  }
}
