/// A property wrapper that reads a dependency from the current ``DependencyValues``.
///
/// ```swift
/// struct Feature: Reducer {
///   @Dependency(\.continuousClock) var clock
///   @Dependency(\.uuid) var uuid
///   // ...
///   case .addButtonTapped:
///     state.todos.append(Todo(id: uuid()))
///     return .run { send in
///       try await clock.sleep(for: .seconds(1))
///       await send(.saved)
///     }
/// }
/// ```
///
/// The rule is "read at use, captured at effect creation": the wrapper stores no value, it
/// reads the dependency each time ``wrappedValue`` is used, from the values of the current
/// task. A reducer therefore sees the dependencies of the store that runs it, and an effect
/// the dependencies in effect when the reducer created it, even when it runs later.
@propertyWrapper
public struct Dependency<Value>: Sendable {
  private let read: @Sendable (DependencyValues) -> Value
  private let fileID: StaticString
  private let line: UInt

  /// Reads the dependency at a property of ``DependencyValues``.
  ///
  /// ```swift
  /// @Dependency(\.uuid) var uuid
  /// ```
  ///
  /// The key path is a plain `KeyPath`, so that `@Dependency(\.continuousClock)` compiles
  /// without a warning in the Swift 5 language mode with complete strict concurrency, where no
  /// literal is inferred `Sendable`; it must name a property of ``DependencyValues``, with no
  /// subscript argument that is not `Sendable`, since the dependency is read in any task.
  ///
  /// - Parameters:
  ///   - keyPath: The property of the dependency.
  ///   - fileID: The file of the declaration, for diagnostics.
  ///   - line: The line of the declaration, for diagnostics.
  public init(
    _ keyPath: KeyPath<DependencyValues, Value>,
    fileID: StaticString = #fileID,
    line: UInt = #line
  ) {
    let keyPath = keyPath.assumedSendable()
    self.read = { $0[keyPath: keyPath] }
    self.fileID = fileID
    self.line = line
  }

  /// Reads the dependency of a key type, for dependencies with no ``DependencyValues``
  /// property.
  ///
  /// ```swift
  /// @Dependency(APIClient.self) var apiClient
  /// ```
  ///
  /// - Parameters:
  ///   - key: The key of the dependency.
  ///   - fileID: The file of the declaration, for diagnostics.
  ///   - line: The line of the declaration, for diagnostics.
  public init<Key: TestDependencyKey>(
    _ key: Key.Type,
    fileID: StaticString = #fileID,
    line: UInt = #line
  ) where Key.Value == Value {
    self.read = { $0[key] }
    self.fileID = fileID
    self.line = line
  }

  /// Reads the dependency of a key type that has a live value.
  ///
  /// ```swift
  /// @Dependency(APIClient.self) var apiClient
  /// ```
  ///
  /// - Parameters:
  ///   - key: The key of the dependency.
  ///   - fileID: The file of the declaration, for diagnostics.
  ///   - line: The line of the declaration, for diagnostics.
  public init<Key: DependencyKey>(
    _ key: Key.Type,
    fileID: StaticString = #fileID,
    line: UInt = #line
  ) where Key.Value == Value {
    self.read = { $0[key] }
    self.fileID = fileID
    self.line = line
  }

  /// The dependency's current value, read from the current task's values at each use.
  ///
  /// ```swift
  /// @Dependency(\.date) var date
  /// let now = date.now
  /// ```
  public var wrappedValue: Value {
    let values = DependencyValues.current
    // Only test and preview reads can report; the live path binds nothing.
    guard values.context != .live else { return read(values) }
    var access = DependencyAccess.current
    access.fileID = "\(fileID)"
    access.line = line
    return DependencyAccess.$current.withValue(access) { read(values) }
  }
}
