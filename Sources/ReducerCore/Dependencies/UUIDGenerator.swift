import Foundation

extension DependencyValues {
  /// The generator of the UUIDs a feature creates, so that tests can predict them.
  ///
  /// ```swift
  /// @Dependency(\.uuid) var uuid
  /// state.todos.append(Todo(id: uuid()))
  /// ```
  ///
  /// Live: random UUIDs. A test that reads it without setting it gets a
  /// `dependency.unimplemented` diagnostic: set ``UUIDGenerator/incrementing``.
  public var uuid: UUIDGenerator {
    get { self[UUIDGeneratorKey.self] }
    set { self[UUIDGeneratorKey.self] = newValue }
  }
}

private enum UUIDGeneratorKey: DependencyKey {
  static let liveValue = UUIDGenerator { UUID() }
}

/// Creates UUIDs: random ones in the app, predictable ones in tests.
///
/// ```swift
/// let uuid = UUIDGenerator.incrementing
/// uuid()  // 00000000-0000-0000-0000-000000000000
/// uuid()  // 00000000-0000-0000-0000-000000000001
/// ```
public struct UUIDGenerator: Sendable {
  private let generate: @Sendable () -> UUID

  /// Creates a generator that calls `generate` for each UUID.
  ///
  /// ```swift
  /// let random = UUIDGenerator { UUID() }
  /// ```
  ///
  /// - Parameter generate: Returns the next UUID; it may be called from any thread.
  public init(_ generate: @escaping @Sendable () -> UUID) {
    self.generate = generate
  }

  /// Returns the next UUID.
  ///
  /// ```swift
  /// @Dependency(\.uuid) var uuid
  /// let id = uuid()
  /// ```
  ///
  /// A reducer wrapped with ``Reducer/recording(into:)`` records each UUID it gets, so that a
  /// replay gives the same ones back.
  ///
  /// - Returns: A UUID.
  public func callAsFunction() -> UUID {
    let uuid = generate()
    RecordingThread.record(.uuid(uuid))
    return uuid
  }

  /// A generator that always returns the same UUID.
  ///
  /// ```swift
  /// $0.uuid = .constant(UUID(uuidString: "DEADBEEF-DEAD-BEEF-DEAD-BEEFDEADBEEF")!)
  /// ```
  ///
  /// - Parameter uuid: The UUID to return.
  /// - Returns: The generator.
  public static func constant(_ uuid: UUID) -> Self { Self { uuid } }

  /// A new generator that counts up from `00000000-0000-0000-0000-000000000000`, one at a
  /// time, safely from many tasks at once.
  ///
  /// ```swift
  /// let store = TestStore(initialState: Feature.State()) {
  ///   Feature()
  /// } withDependencies: {
  ///   $0.uuid = .incrementing
  /// }
  /// ```
  ///
  /// Each read of this property starts a new count.
  public static var incrementing: Self {
    let counter = LockedValue<UInt64>(0)
    return Self {
      let value = counter.withLock { count in
        defer { count &+= 1 }
        return count
      }
      return UUID(counting: value)
    }
  }
}

extension UUID {
  /// The UUID that ``UUIDGenerator/incrementing`` gives as its `intValue`-th (from 0), as TCA's
  /// dependencies spell it for tests: `UUID(0)` is `00000000-0000-0000-0000-000000000000`,
  /// `UUID(1)` is `00000000-0000-0000-0000-000000000001`.
  ///
  /// ```swift
  /// await store.send(.addTapped) { $0.todos = [Todo(id: UUID(0))] }
  /// ```
  ///
  /// - Parameter intValue: The number, written in the UUID's last 64 bits (a negative number
  ///   as its two's complement).
  public init(_ intValue: Int) {
    self.init(counting: UInt64(truncatingIfNeeded: intValue))
  }

  /// The UUID whose last 64 bits are `value`, big-endian, and whose other bits are zero.
  fileprivate init(counting value: UInt64) {
    func byte(_ index: UInt64) -> UInt8 { UInt8(truncatingIfNeeded: value >> (56 - 8 * index)) }
    self.init(
      uuid: (
        0, 0, 0, 0, 0, 0, 0, 0,
        byte(0), byte(1), byte(2), byte(3), byte(4), byte(5), byte(6), byte(7)
      ))
  }
}
