/// The dependencies a feature reads: each one is a property that users add in an extension.
///
/// ```swift
/// extension DependencyValues {
///   var apiClient: APIClient {
///     get { self[APIClient.self] }
///     set { self[APIClient.self] = newValue }
///   }
/// }
/// ```
///
/// A feature reads them with ``Dependency``; a test or a part of the app overrides them with
/// ``withDependencies(_:operation:)`` or the ``Reducer/dependency(_:_:)`` operator. The values
/// in effect are those of the current task: a store captures them when it is created, and an
/// effect when it is created, so two stores never see each other's overrides.
///
/// A dependency that is not overridden takes the default value of its key for the
/// ``context``: see ``DependencyKey``.
public struct DependencyValues: Sendable {
  /// The dependencies in effect in the current task: the library binds them around the
  /// reducers and effects of a store, and ``withDependencies(_:operation:)`` around its
  /// operation.
  @TaskLocal package static var current = DependencyValues()

  /// The overridden values, by key type: each in a ``DependencyBox`` of its key's `Value`,
  /// which a read checks with a class cast (a compare of the box's class) rather than a cast
  /// of an existential to the value's type.
  @usableFromInline var storage: [ObjectIdentifier: DependencyBoxBase] = [:]

  /// Whether the values are being overridden (``update(_:)``): a read made to change part of
  /// a dependency (`$0.apiClient.fetch = ...`) reports nothing.
  private var isUpdating = false

  /// Whether a dependency is being replaced whole through a key path (``replace(_:with:)``):
  /// the key path reads it before writing, and that read reports nothing.
  private var isReplacing = false

  /// What a replaying test store serves for the `Codable` dependencies' reads, while it
  /// replays a step (set by ReducerTesting's replay; `nil` everywhere else).
  package var replayedValues: (any ReplayedDependencyValues)?

  /// The context set on these values, or `nil` for the process's default
  /// (``DependencyContext/default``), which is decided when it is read.
  private var explicitContext: DependencyContext?

  /// Which default values the dependencies that are not overridden take.
  ///
  /// ```swift
  /// withDependencies { $0.context = .preview } operation: { ... }
  /// ```
  ///
  /// Unless it is set, it is ``DependencyContext/default``: ``DependencyContext/test`` in a
  /// test process (Swift Testing or XCTest), so that a test's body reaches no live dependency
  /// by accident; ``DependencyContext/preview`` in an Xcode preview; ``DependencyContext/live``
  /// in any other program.
  public var context: DependencyContext {
    get { explicitContext ?? .default }
    set { explicitContext = newValue }
  }

  /// Creates values where nothing is overridden, in the default context
  /// (``DependencyContext/default``: test in a test process, live in the app).
  ///
  /// ```swift
  /// var values = DependencyValues()
  /// values.uuid = .incrementing
  /// ```
  public init() {}

  /// Whether nothing was overridden and no context was set: such values are those of a task
  /// where nothing is bound, so binding them can be skipped.
  package var isDefault: Bool { storage.isEmpty && explicitContext == nil }

  /// Overrides values in place, the way ``withDependencies(_:operation:)`` does: reading a
  /// dependency to change part of it reports nothing, even when it has no test value.
  ///
  /// - Parameter update: Overrides the values.
  package mutating func update(_ update: (inout DependencyValues) throws -> Void) rethrows {
    let wasUpdating = isUpdating
    isUpdating = true
    defer { isUpdating = wasUpdating }
    try update(&self)
  }

  /// Overrides values in place, the way ``withDependencies(_:operation:)`` does; the async
  /// version of ``update(_:)``.
  ///
  /// - Parameter update: Overrides the values.
  package mutating func update(
    isolation: isolated (any Actor)? = #isolation,
    _ update: (inout DependencyValues) async throws -> Void
  ) async rethrows {
    let wasUpdating = isUpdating
    isUpdating = true
    defer { isUpdating = wasUpdating }
    try await update(&self)
  }

  /// Replaces a dependency whole through a key path, as `$0.apiClient = value` does: the read
  /// a key path makes before writing a computed property reports nothing, since no part of
  /// the old value is kept.
  ///
  /// - Parameters:
  ///   - keyPath: The dependency.
  ///   - value: Its new value.
  package mutating func replace<Value>(
    _ keyPath: WritableKeyPath<DependencyValues, Value>, with value: Value
  ) {
    let wasReplacing = isReplacing
    isReplacing = true
    defer { isReplacing = wasReplacing }
    self[keyPath: keyPath] = value
  }

  /// The dependency of a key: its overridden value, or the key's default for the ``context``.
  ///
  /// ```swift
  /// extension DependencyValues {
  ///   var apiClient: APIClient {
  ///     get { self[APIClient.self] }
  ///     set { self[APIClient.self] = newValue }
  ///   }
  /// }
  /// ```
  ///
  /// Call it from a property's accessors, as above: the diagnostics name the dependency after
  /// the property (`@Dependency(\.apiClient)`).
  ///
  /// - Parameters:
  ///   - key: The key of the dependency.
  ///   - function: The property that reads it; leave the default.
  @inlinable
  public subscript<Key: DependencyKey>(
    key: Key.Type,
    function function: StaticString = #function
  ) -> Key.Value {
    get {
      // The common read, specialized where the property is: an overridden value that nothing
      // records or replays.
      if let value = overriddenValue(of: key), !answersReads { return value }
      return answered(value(of: key, function: function), key: key, function: function)
    }
    set { storage[ObjectIdentifier(key)] = DependencyBox(newValue) }
  }

  @usableFromInline
  func value<Key: DependencyKey>(of key: Key.Type, function: StaticString) -> Key.Value {
    if let value = overriddenValue(of: key) { return value }
    switch context {
    case .live: return Key.liveValue
    case .preview: return withAccess(function) { Key.previewValue }
    case .test: return withAccess(function) { Key.testValue }
    }
  }

  /// The dependency of a key that may have no live value: its overridden value, or the key's
  /// default for the ``context``.
  ///
  /// ```swift
  /// extension DependencyValues {
  ///   var apiClient: APIClient {
  ///     get { self[APIClient.self] }
  ///     set { self[APIClient.self] = newValue }
  ///   }
  /// }
  /// ```
  ///
  /// In the ``DependencyContext/live`` context, the live value is found at run time when the
  /// key also conforms to ``DependencyKey`` (in a module the app links); otherwise a
  /// `dependency.missingLiveValue` diagnostic is reported and the test value returned.
  ///
  /// - Parameters:
  ///   - key: The key of the dependency.
  ///   - function: The property that reads it; leave the default.
  @inlinable
  public subscript<Key: TestDependencyKey>(
    key: Key.Type,
    function function: StaticString = #function
  ) -> Key.Value {
    get {
      if let value = overriddenValue(of: key), !answersReads { return value }
      return answered(value(of: key, function: function), key: key, function: function)
    }
    set { storage[ObjectIdentifier(key)] = DependencyBox(newValue) }
  }

  /// The overridden value of `key`, or `nil` when it is not overridden.
  @inlinable
  func overriddenValue<Key: TestDependencyKey>(of key: Key.Type) -> Key.Value? {
    (storage[ObjectIdentifier(key)] as? DependencyBox<Key.Value>)?.value
  }

  @usableFromInline
  func value<Key: TestDependencyKey>(of key: Key.Type, function: StaticString)
    -> Key.Value
  {
    if let value = overriddenValue(of: key) { return value }
    switch context {
    case .live:
      if let liveKey = key as? any DependencyKey.Type,
        let value = Self.liveValue(of: liveKey) as? Key.Value
      {
        return value
      }
      return withAccess(function) {
        reportMissingLiveValue(key: key, access: DependencyAccess.current)
        return Key.testValue
      }
    case .preview: return withAccess(function) { Key.previewValue }
    case .test: return withAccess(function) { Key.testValue }
    }
  }

  /// The value a reducer reads: `value` as the values hold it, recorded when a recording
  /// reducer reads it and served from the recording when a replay does, for a `Codable`
  /// dependency (``RecordedDependency/value(name:json:)``). A read made to override the
  /// values is neither.
  @usableFromInline
  func answered<Value>(_ value: Value, key: Any.Type, function: StaticString) -> Value {
    guard !isUpdating, !isReplacing else { return value }
    if let replayedValues {
      return CodableDependencies.replayed(
        value, name: CodableDependencies.name(of: key, function: function), from: replayedValues)
    }
    if RecordingThread.isRecording {
      CodableDependencies.record(value, name: CodableDependencies.name(of: key, function: function))
    }
    return value
  }

  /// Whether a read is more than its value: made while the values are overridden, served by
  /// a replay, or recorded (see ``answered(_:key:function:)``).
  @usableFromInline
  var answersReads: Bool {
    isUpdating || isReplacing || replayedValues != nil || RecordingThread.isRecording
  }

  /// The live value of a key known to be live only at run time.
  private static func liveValue<Key: DependencyKey>(of key: Key.Type) -> any Sendable {
    key.liveValue
  }

  /// Runs `read` with the access described for the default values' diagnostics: the property
  /// read (when `function` is a property's name rather than a function's) and whether the
  /// values are being overridden.
  private func withAccess<Value>(_ function: StaticString, _ read: () -> Value) -> Value {
    var access = DependencyAccess.current
    let name = "\(function)"
    if !name.contains("("), !name.isEmpty { access.name = name }
    access.isUpdating = isUpdating
    access.isReplacing = isReplacing
    return DependencyAccess.$current.withValue(access, operation: read)
  }
}

/// An overridden dependency's value, in ``DependencyValues``' storage.
@usableFromInline
class DependencyBoxBase: @unchecked Sendable {
  @usableFromInline init() {}
}

/// An overridden dependency's value, of its key's `Value`: the only box stored under that key.
@usableFromInline
final class DependencyBox<Value: Sendable>: DependencyBoxBase, @unchecked Sendable {
  @usableFromInline let value: Value

  @usableFromInline
  init(_ value: Value) {
    self.value = value
  }
}
