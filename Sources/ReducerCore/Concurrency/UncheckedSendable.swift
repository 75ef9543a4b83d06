/// A value that the compiler lets cross concurrency domains though its type is not `Sendable`,
/// as swift-concurrency-extras' `UncheckedSendable` does: the code that uses it promises that
/// the value is never accessed from two tasks at once.
///
/// ```swift
/// let formatter = UncheckedSendable(NumberFormatter())
/// return .run { send in
///   await send(.formatted(formatter.string(from: 42) ?? ""))
/// }
/// ```
///
/// Reach the value with ``wrappedValue`` (or ``value``), or through dynamic member lookup
/// (`formatter.string(from:)` above). Prefer a `Sendable` type, or ``LockIsolated`` when tasks
/// share a mutable value: this wrapper checks nothing.
@dynamicMemberLookup
@propertyWrapper
public struct UncheckedSendable<Value>: @unchecked Sendable {
  /// The wrapped value.
  public var value: Value

  /// Wraps `value`.
  ///
  /// - Parameter value: A value that is not `Sendable`.
  public init(_ value: Value) { self.value = value }

  /// Wraps `value`, as a property wrapper (`@UncheckedSendable var formatter = ...`).
  ///
  /// - Parameter wrappedValue: A value that is not `Sendable`.
  public init(wrappedValue: Value) { self.value = wrappedValue }

  /// The wrapped value; the same as ``value``.
  public var wrappedValue: Value {
    _read { yield value }
    _modify { yield &value }
  }

  /// The wrapper itself (`$formatter`), to hand the value to a `Sendable` closure.
  public var projectedValue: Self {
    get { self }
    set { self = newValue }
  }

  /// A property of the wrapped value.
  ///
  /// - Parameter keyPath: The property.
  public subscript<Subject>(dynamicMember keyPath: KeyPath<Value, Subject>) -> Subject {
    value[keyPath: keyPath]
  }

  /// A property of the wrapped value, to change.
  ///
  /// - Parameter keyPath: The property.
  public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Subject {
    get { value[keyPath: keyPath] }
    set { value[keyPath: keyPath] = newValue }
  }
}

extension UncheckedSendable: Equatable where Value: Equatable {}
extension UncheckedSendable: Hashable where Value: Hashable {}
