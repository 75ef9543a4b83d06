/// A value paired with an id, as TCA spells it: to keep values that are not `Identifiable`
/// (strings, numbers, another library's types) in an ``IdentifiedArray``.
///
/// ```swift
/// var names: IdentifiedArrayOf<Identified<Int, String>> = [
///   Identified("Blob", id: 1),
///   Identified("Blob Jr.", id: 2),
/// ]
/// names[id: 2]?.value = "Blob Sr."
/// names[id: 1]?.count  // 4: `count` of the string, through dynamic member lookup
/// ```
///
/// The id is fixed when the pair is made; the value can change. Members of the value are
/// reachable on the pair itself (`pair.count` for `pair.value.count`), and writable ones can be
/// set through it. The pair is `Equatable`, `Hashable`, `Sendable`, `Encodable` and `Decodable`
/// when both its id and its value are; it encodes as an object with the keys `id` and `value`.
@dynamicMemberLookup
public struct Identified<ID: Hashable, Value>: Identifiable {
  /// The id of the value.
  public let id: ID

  /// The value.
  public var value: Value

  /// Pairs a value with an id.
  ///
  /// ```swift
  /// let row = Identified("Blob", id: 1)
  /// ```
  ///
  /// - Parameters:
  ///   - value: The value.
  ///   - id: Its id.
  public init(_ value: Value, id: ID) {
    self.id = id
    self.value = value
  }

  /// Pairs a value with the id that a property of the value holds.
  ///
  /// ```swift
  /// let user = Identified(User(email: "blob@example.com"), id: \.email)
  /// ```
  ///
  /// - Parameters:
  ///   - value: The value.
  ///   - id: The key path of the value's id.
  public init(_ value: Value, id: KeyPath<Value, ID>) {
    self.init(value, id: value[keyPath: id])
  }

  /// A property of the value.
  ///
  /// - Parameter keyPath: The property.
  public subscript<Member>(dynamicMember keyPath: KeyPath<Value, Member>) -> Member {
    value[keyPath: keyPath]
  }

  /// A property of the value, to change.
  ///
  /// - Parameter keyPath: The property.
  public subscript<Member>(dynamicMember keyPath: WritableKeyPath<Value, Member>) -> Member {
    get { value[keyPath: keyPath] }
    set { value[keyPath: keyPath] = newValue }
  }
}

extension Identified: Equatable where Value: Equatable {}
extension Identified: Hashable where Value: Hashable {}
extension Identified: Sendable where ID: Sendable, Value: Sendable {}
extension Identified: Encodable where ID: Encodable, Value: Encodable {}
extension Identified: Decodable where ID: Decodable, Value: Decodable {}

extension Identified: CustomDebugStringConvertible {
  /// The pair as TCA prints it: `Identified(id: 1, value: "Blob")`.
  public var debugDescription: String {
    "Identified(id: \(String(reflecting: id)), value: \(String(reflecting: value)))"
  }
}
