/// A value that many tasks can read and change, one at a time, behind a lock.
///
/// Spelled like TCA's (swift-concurrency-extras') `LockIsolated`, it is mostly a test helper: a
/// place where effects and dependencies record what they did, for the test to check afterwards.
///
/// ```swift
/// let saved = LockIsolated<[String]>([])
/// let store = Store(initialState: Feature.State()) {
///   Feature(save: { title in saved.withValue { $0.append(title) } })
/// }
/// await store.send(.saveButtonTapped).finish()
/// #expect(saved.value == ["Milk"])
/// ```
///
/// Each access takes the lock, so a change made with ``withValue(_:)`` is one transaction that
/// no other task sees halfway. The lock is not recursive: code running inside ``withValue(_:)``
/// must not use the same `LockIsolated` again (it would wait for itself forever); use the
/// `inout` value the operation is given instead.
@dynamicMemberLookup
public final class LockIsolated<Value>: @unchecked Sendable {
  // Every access to `_value` holds `lock`: that is what makes the unchecked conformance sound.
  private var _value: Value
  private let lock = LockedValue<Void>(())

  /// Wraps a value in a lock.
  ///
  /// - Parameter value: The value to guard.
  public init(_ value: @autoclosure @Sendable () throws -> Value) rethrows {
    _value = try value()
  }

  /// A property of the value, read under the lock.
  ///
  /// ```swift
  /// let events = LockIsolated<[String]>([])
  /// events.count  // 0
  /// ```
  ///
  /// - Parameter keyPath: The property to read.
  /// - Returns: The property's current value.
  public subscript<Subject: Sendable>(dynamicMember keyPath: KeyPath<Value, Subject>) -> Subject {
    lock.acquire()
    defer { lock.release() }
    return _value[keyPath: keyPath]
  }

  /// Reads and changes the value in one transaction, holding the lock throughout.
  ///
  /// ```swift
  /// let count = LockIsolated(0)
  /// count.withValue { $0 += 1 }
  /// ```
  ///
  /// - Parameter operation: Reads and changes the value in place. It must not use this
  ///   `LockIsolated` itself, since the lock is not recursive.
  /// - Returns: What `operation` returned.
  /// - Complexity: The cost of `operation`.
  public func withValue<T: Sendable>(
    _ operation: @Sendable (inout Value) throws -> T
  ) rethrows -> T {
    lock.acquire()
    defer { lock.release() }
    return try operation(&_value)
  }

  /// Replaces the value.
  ///
  /// ```swift
  /// let count = LockIsolated(0)
  /// count.setValue(42)
  /// ```
  ///
  /// The new value is computed before the lock is taken, so it may read this `LockIsolated`;
  /// but then the read and the write are two transactions, and another task can change the
  /// value between them. To change the value based on what it is, use ``withValue(_:)``.
  ///
  /// - Parameter newValue: The new value.
  public func setValue(_ newValue: @autoclosure @Sendable () throws -> Value) rethrows {
    let newValue = try newValue()
    lock.acquire()
    defer { lock.release() }
    _value = newValue
  }
}

extension LockIsolated where Value: Sendable {
  /// The current value, read under the lock.
  public var value: Value {
    lock.acquire()
    defer { lock.release() }
    return _value
  }
}

extension LockIsolated: Equatable where Value: Equatable {
  /// Whether both hold equal values at the moment each is read.
  ///
  /// The values are read one after the other, each under its own lock, so the answer describes
  /// two snapshots rather than one instant.
  ///
  /// - Parameters:
  ///   - lhs: A lock-isolated value.
  ///   - rhs: Another lock-isolated value.
  /// - Returns: Whether their values are equal.
  public static func == (lhs: LockIsolated, rhs: LockIsolated) -> Bool {
    lhs.lock.acquire()
    let left = lhs._value
    lhs.lock.release()
    rhs.lock.acquire()
    defer { rhs.lock.release() }
    return left == rhs._value
  }
}
