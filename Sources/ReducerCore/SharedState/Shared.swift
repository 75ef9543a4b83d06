/// A value several features hold at once: a change made through one is seen by all, by the
/// store's tests, and by the storage that keeps it.
///
/// ```swift
/// struct Meetings: Reducer {
///   struct State: Equatable {
///     @Shared(.fileStorage(.meetingsURL)) var meetings: IdentifiedArrayOf<Meeting> = []
///   }
/// }
///
/// struct Detail: Reducer {
///   struct State: Equatable {
///     @Shared var meeting: Meeting
///   }
/// }
///
/// // The list hands one element to the detail screen; both see each change.
/// if let meeting = Shared(state.$meetings[id: id]) {
///   state.detail = Detail.State(meeting: meeting)
/// }
/// ```
///
/// A shared value is a reference: copying the state copies the reference, not the value.
/// Where it lives is its key: ``SharedKey/inMemory(_:)`` for a value the app's features share
/// while it runs, ``SharedKey/fileStorage(_:)`` for one kept in a JSON file; ``init(_:)-(Value)``
/// makes one with no key, to hand to a child (`$count`). Change it by assignment
/// (`state.count += 1`) or, to read and write atomically against other threads, with
/// ``withLock(_:)``.
///
/// A `TestStore` shows the changes of shared values in its state diffs and asserts them like
/// state: an exhaustive test fails when an action changes a shared value the assertion
/// closure does not set. See <doc:SharedState>.
@propertyWrapper
@dynamicMemberLookup
public struct Shared<Value: Sendable>: Sendable {
  /// Where the value lives.
  package let reference: SharedReference<Value>

  package init(reference: SharedReference<Value>) {
    self.reference = reference
  }

  /// Creates a shared value with no key: the features it is handed to share it, and nothing
  /// stores it.
  ///
  /// ```swift
  /// let count = Shared(0)
  /// state.child = Child.State(count: count)
  /// ```
  ///
  /// - Parameter value: The value.
  @_disfavoredOverload
  public init(_ value: Value) {
    self.init(reference: SharedRoot(value))
  }

  /// Creates a shared value with no key; the same as ``init(_:)-(Value)``, spelled as
  /// TCA 1.x+ also does (`Shared(value: 0)`).
  ///
  /// - Parameter value: The value.
  public init(value: Value) {
    self.init(reference: SharedRoot(value))
  }

  /// Creates a shared value from another one's projected value: both are the same value.
  ///
  /// - Parameter projectedValue: The shared value (`$count`).
  public init(projectedValue: Shared<Value>) {
    self = projectedValue
  }

  /// Creates a shared value kept under `key`, with `wrappedValue` when the key holds no value
  /// yet.
  ///
  /// ```swift
  /// @Shared(.inMemory("isLoggedIn")) var isLoggedIn = false
  /// @Shared(.fileStorage(.documents.appendingPathComponent("items.json")))
  /// var items: IdentifiedArrayOf<Item> = []
  /// ```
  ///
  /// (`URL.documents` stands for the app's folder, as declared in ``SharedKey/Default``.)
  ///
  /// Every shared value made with the same key, in the same storage, is the same value: the
  /// default is taken by the first, and loaded from the file for a file key (see
  /// ``SharedKey/fileStorage(_:)``). The storage is the one of the dependencies in effect
  /// (``DependencyValues/defaultInMemoryStorage``, ``DependencyValues/defaultFileStorage``):
  /// a `TestStore` gives each test fresh ones.
  ///
  /// - Parameters:
  ///   - wrappedValue: The value when the key holds none yet.
  ///   - key: Where the value is kept.
  public init(wrappedValue: @autoclosure () -> Value, _ key: SharedKey<Value>) {
    self.init(reference: key.reference(default: wrappedValue))
  }

  /// Unwraps a shared optional value, or returns `nil` when it is `nil` now.
  ///
  /// ```swift
  /// // A detail screen edits one element of the shared list.
  /// guard let meeting = Shared(state.$meetings[id: id]) else { return .none }
  /// state.detail = Detail.State(meeting: meeting)
  /// ```
  ///
  /// When the optional value becomes `nil` later (the element is removed), the unwrapped
  /// value keeps giving its last value, and a change made through it is dropped with a
  /// `shared.valueGone` diagnostic.
  ///
  /// - Parameter base: The shared optional value.
  public init?(_ base: Shared<Value?>) {
    guard let value = base.wrappedValue else { return nil }
    self.init(reference: SharedUnwrapping(parent: base.reference, value: value))
  }

  /// The value: reading gives the latest change made by any holder, assigning changes it for
  /// all of them.
  public var wrappedValue: Value {
    get { reference.value(in: SharedAccess.values) }
    nonmutating set { reference.update(in: SharedAccess.values) { $0 = newValue } }
  }

  /// The shared value itself (`$count`), to hand to another feature or to project a part of it.
  public var projectedValue: Shared<Value> {
    get { self }
    set { self = newValue }
  }

  /// Changes the value while holding its lock, so that another thread's change cannot come in
  /// between the read and the write.
  ///
  /// ```swift
  /// state.$count.withLock { $0 += 1 }
  /// ```
  ///
  /// `body` may read the same shared value; it must not wait on another thread that changes
  /// it.
  ///
  /// - Parameter body: Changes the value.
  /// - Returns: What `body` returns.
  @discardableResult
  public func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
    try reference.update(in: SharedAccess.values, body)
  }

  /// A shared part of the value: reading and changing it reads and changes the whole.
  ///
  /// ```swift
  /// let title: Shared<String> = state.$meeting.title
  /// ```
  ///
  /// - Parameter keyPath: The part.
  public subscript<Member: Sendable>(
    dynamicMember keyPath: WritableKeyPath<Value, Member>
  ) -> Shared<Member> {
    Shared<Member>(reference: SharedProjection(parent: reference, keyPath: keyPath))
  }

  /// Writes the value to its file now when a save is waiting (file storage only), rather than
  /// after the storage's delay; does nothing for other keys.
  ///
  /// ```swift
  /// state.$items.save()  // before the program exits
  /// ```
  public func save() {
    (reference.root as? any SavableSharedRoot)?.saveNow()
  }
}

extension Shared: Equatable where Value: Equatable {
  /// Whether the two shared values hold equal values (two different references with equal
  /// values are equal).
  ///
  /// - Parameters:
  ///   - lhs: A shared value.
  ///   - rhs: Another shared value.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    if let comparison = SharedAccess.comparison {
      return lhs.reference.value(in: comparison.lhs) == rhs.reference.value(in: comparison.rhs)
    }
    return lhs.wrappedValue == rhs.wrappedValue
  }
}

extension Shared: Hashable where Value: Hashable {
  /// Hashes the value.
  ///
  /// - Parameter hasher: The hasher to feed.
  public func hash(into hasher: inout Hasher) { hasher.combine(wrappedValue) }
}

extension Shared: Identifiable where Value: Identifiable {
  /// The value's identity.
  public var id: Value.ID { wrappedValue.id }
}

extension Shared: Encodable where Value: Encodable {
  /// Encodes the value as if it were not shared.
  ///
  /// - Parameter encoder: The encoder to write to.
  public func encode(to encoder: any Encoder) throws {
    // A recording keeps the states that hold shared values as JSON (see `RecordingRing`).
    RecordingThread.noteSharedEncoded()
    try wrappedValue.encode(to: encoder)
  }
}

extension Shared: Decodable where Value: Decodable {
  /// Decodes a value as a new shared value with no key: restoring a snapshot does not join it
  /// to a keyed value.
  ///
  /// - Parameter decoder: The decoder to read from.
  public init(from decoder: any Decoder) throws {
    self.init(try Value(from: decoder))
  }
}

extension Shared: CustomReflectable {
  /// Reflects the value, so that dumps and test diffs show the field as its value.
  public var customMirror: Mirror { Mirror(reflecting: wrappedValue) }
}

extension Shared: CustomStringConvertible {
  /// The value's description.
  public var description: String { String(describing: wrappedValue) }
}

extension Shared {
  /// The shared element with an id, `nil` while the array holds no such element; unwrap it
  /// with ``init(_:)-(Shared<Value?>)`` to hand one element to a screen.
  ///
  /// ```swift
  /// if let item = Shared(state.$items[id: id]) { ... }
  /// ```
  ///
  /// - Parameter id: The element's id.
  /// - Complexity: O(1) to read, like ``IdentifiedArray/subscript(id:)``.
  public subscript<ID: Hashable & Sendable, Element: Sendable>(
    id id: ID
  ) -> Shared<Element?> where Value == IdentifiedArray<ID, Element> {
    Shared<Element?>(reference: SharedProjection(parent: reference, keyPath: \.[id: id]))
  }
}

/// A ``Shared`` field seen without its type, so that dumps show it as its value.
protocol SharedStateField {
  /// The value as `values` has it, or live.
  func fieldValue(in values: SharedValues?) -> Any
}

extension Shared: SharedStateField {
  func fieldValue(in values: SharedValues?) -> Any { reference.value(in: values) }
}
