import Foundation

/// The ``SharedKeyStorage`` of `.appStorage(_:store:)`: one key of a `UserDefaults`.
///
/// A value is stored as a property-list value UserDefaults keeps on every platform (a Bool, an
/// Int, a Double, a String, Data, a Date); a URL as its `absoluteString`, since
/// swift-corelibs-foundation's `set(_:forKey:)` keeps only a URL's path. Outside changes are
/// heard through `UserDefaults.didChangeNotification`, the one way to hear them on every
/// platform (key-value observation of UserDefaults exists only on Apple platforms).
struct AppStorage<Value: Sendable>: SharedKeyStorage {
  let key: String
  let store: UserDefaultsReference
  let coding: AppStorageCoding<Value>
  /// What this storage last read or wrote under the key: a notification whose key holds the
  /// same is not an outside change of it (a change of another key, or this storage's own
  /// save).
  private let lastSeen = LockedValue<AppStorageState?>(nil)

  init(key: String, store: UserDefaultsReference, coding: AppStorageCoding<Value>) {
    self.key = key
    self.store = store
    self.coding = coding
  }

  var id: AppStorageID { AppStorageID(key: key, store: ObjectIdentifier(store.defaults)) }

  var description: String { "appStorage(\"\(key)\")" }

  func load() throws -> Value? {
    let read = read()
    lastSeen.withLock { [state = read.state] in $0 = state }
    return try read.value()
  }

  func save(_ value: Value) throws {
    let stored = coding.encode(value)
    lastSeen.withLock { $0 = stored.map(AppStorageState.stored) ?? .absent }
    // Outside the lock: UserDefaults posts its notification on this thread, as it writes.
    if let stored {
      store.defaults.set(stored.object, forKey: key)
    } else {
      store.defaults.removeObject(forKey: key)
    }
  }

  func subscribe(_ subscriber: SharedSubscriber<Value>) -> SharedSubscription {
    let storage = self
    let token = NotificationCenter.default.addObserver(
      forName: UserDefaults.didChangeNotification, object: nil, queue: nil
    ) { _ in
      storage.reloadIfChanged(subscriber)
    }
    // A change made between the load and the subscription.
    reloadIfChanged(subscriber)
    let observer = UncheckedSendable(token)
    return SharedSubscription { NotificationCenter.default.removeObserver(observer.value) }
  }

  /// Tells `subscriber` what the key holds when it is not what this storage last saw.
  private func reloadIfChanged(_ subscriber: SharedSubscriber<Value>) {
    let read = read()
    let isChanged = lastSeen.withLock { [state = read.state] lastSeen in
      guard lastSeen != state else { return false }
      lastSeen = state
      return true
    }
    guard isChanged else { return }
    switch read {
    case .absent: subscriber.yieldDefault()
    case let .value(value, _): subscriber.yield(value)
    case let .unreadable(error): subscriber.yield(throwing: error)
    }
  }

  /// What the key holds now.
  private func read() -> AppStorageRead<Value> {
    guard let object = store.defaults.object(forKey: key) else { return .absent }
    guard let value = coding.decode(object) else {
      return .unreadable(
        AppStorageTypeError(key: key, found: describeStoredObject(object), expected: coding.name))
    }
    return .value(value, coding.encode(value))
  }
}

/// The id of an `.appStorage` value: its key, in one `UserDefaults`.
struct AppStorageID: Hashable, Sendable {
  let key: String
  /// The `UserDefaults`, which the storage holding the id keeps alive.
  let store: ObjectIdentifier
}

/// A property-list value, as `.appStorage` stores it.
enum AppStorageValue: Sendable, Equatable {
  case bool(Bool)
  case int(Int)
  case double(Double)
  case string(String)
  case data(Data)
  case date(Date)

  /// The value to hand to `UserDefaults.set(_:forKey:)`.
  var object: Any {
    switch self {
    case let .bool(value): value
    case let .int(value): value
    case let .double(value): value
    case let .string(value): value
    case let .data(value): value
    case let .date(value): value
    }
  }

  /// Equal values; doubles by their bits, so that a NaN a storage saved is not taken for an
  /// outside change.
  static func == (lhs: Self, rhs: Self) -> Bool {
    switch (lhs, rhs) {
    case let (.bool(lhs), .bool(rhs)): lhs == rhs
    case let (.int(lhs), .int(rhs)): lhs == rhs
    case let (.double(lhs), .double(rhs)): lhs.bitPattern == rhs.bitPattern
    case let (.string(lhs), .string(rhs)): lhs == rhs
    case let (.data(lhs), .data(rhs)): lhs == rhs
    case let (.date(lhs), .date(rhs)): lhs == rhs
    default: false
    }
  }
}

/// What a key held when it was last read or written, to compare with what it holds now.
enum AppStorageState: Sendable, Equatable {
  case absent
  case stored(AppStorageValue)
  /// Something that is not a value of the key's type, as its error describes it.
  case unreadable(String)
}

/// What reading a key gave.
enum AppStorageRead<Value> {
  case absent
  /// The value, with how it is stored (`nil` for an optional's `nil`, which is never read).
  case value(Value, AppStorageValue?)
  case unreadable(AppStorageTypeError)

  var state: AppStorageState {
    switch self {
    case .absent: .absent
    case let .value(_, stored): stored.map(AppStorageState.stored) ?? .absent
    case let .unreadable(error): .unreadable(error.description)
    }
  }

  /// The value, `nil` when the key holds none.
  func value() throws -> Value? {
    switch self {
    case .absent: return nil
    case let .value(value, _): return value
    case let .unreadable(error): throw error
    }
  }
}

/// A key that holds a value of another type than its `@Shared`.
struct AppStorageTypeError: Error, CustomStringConvertible {
  let key: String
  /// What the key holds, as a noun phrase with the value.
  let found: String
  /// The type expected.
  let expected: String

  var description: String {
    "UserDefaults holds \(found) under \(quotedOutsideText(key)), not a value of type '\(expected)'"
  }
}

/// How one type of value is kept in UserDefaults.
struct AppStorageCoding<Value: Sendable>: Sendable {
  /// The type's name, for diagnostics.
  let name: String
  /// The property-list value to store, or `nil` to remove the key (an optional's `nil`).
  let encode: @Sendable (Value) -> AppStorageValue?
  /// The value UserDefaults returned as a `Value`, or `nil` when it is not one.
  let decode: @Sendable (Any) -> Value?

  init(
    encode: @escaping @Sendable (Value) -> AppStorageValue?,
    decode: @escaping @Sendable (Any) -> Value?
  ) {
    self.name = Dump.typeName(of: Value.self)
    self.encode = encode
    self.decode = decode
  }
}

// Each coding reads what the platform's UserDefaults returns for what it stored: Swift values
// in swift-corelibs-foundation (where an Int too large for 32 bits comes back as an Int64),
// NSNumber and its bridges on Apple platforms. Numbers convert only when exact.

extension AppStorageCoding where Value == Bool {
  static var bool: Self { Self(encode: { .bool($0) }, decode: { $0 as? Bool }) }
}

extension AppStorageCoding where Value == Int {
  static var int: Self {
    Self(
      encode: { .int($0) },
      decode: { object in
        if let value = object as? Int { return value }
        if let value = object as? Int64 { return Int(exactly: value) }
        if let value = object as? Double { return Int(exactly: value) }
        return nil
      })
  }
}

extension AppStorageCoding where Value == Double {
  static var double: Self {
    Self(
      encode: { .double($0) },
      decode: { object in
        if let value = object as? Double { return value }
        if let value = object as? Int { return Double(exactly: value) }
        if let value = object as? Int64 { return Double(exactly: value) }
        return nil
      })
  }
}

extension AppStorageCoding where Value == String {
  static var string: Self { Self(encode: { .string($0) }, decode: { $0 as? String }) }
}

extension AppStorageCoding where Value == Data {
  static var data: Self { Self(encode: { .data($0) }, decode: { $0 as? Data }) }
}

extension AppStorageCoding where Value == Date {
  static var date: Self { Self(encode: { .date($0) }, decode: { $0 as? Date }) }
}

extension AppStorageCoding where Value == URL {
  /// A URL as its absolute string; read back from such a string, from a path (what
  /// `set(_:forKey:)` stores on Linux), or from the archive `set(_:forKey:)` stores on Apple
  /// platforms (SwiftUI's `@AppStorage` stores it so).
  static var url: Self {
    Self(
      encode: { .string($0.absoluteString) },
      decode: { object in
        if let text = object as? String {
          if text.hasPrefix("/") { return URL(fileURLWithPath: text) }
          guard let url = URL(string: text), url.scheme != nil else { return nil }
          return url
        }
        if let data = object as? Data {
          let url = try? NSKeyedUnarchiver.unarchivedObject(ofClass: NSURL.self, from: data)
          return url.map { $0 as URL }
        }
        return nil
      })
  }
}

extension AppStorageCoding {
  /// A raw-representable value as its raw value; a raw value of no case is not a `Value`.
  static func raw(_ raw: AppStorageCoding<Value.RawValue>) -> Self
  where Value: RawRepresentable, Value.RawValue: Sendable {
    Self(
      encode: { raw.encode($0.rawValue) },
      decode: { raw.decode($0).flatMap(Value.init(rawValue:)) })
  }

  /// An optional value: `nil` removes the key.
  static func optional<Wrapped>(_ wrapped: AppStorageCoding<Wrapped>) -> Self
  where Value == Wrapped? {
    Self(
      encode: { $0.flatMap(wrapped.encode) },
      decode: { wrapped.decode($0).map(Optional.some) })
  }
}

/// What UserDefaults returned, as a noun phrase with its value (outside text, quoted and cut).
func describeStoredObject(_ object: Any) -> String {
  if let text = object as? String { return "the string \(quotedOutsideText(text, limit: 80))" }
  if let data = object as? Data { return "data of \(data.count) bytes" }
  if let date = object as? Date { return "the date \(date)" }
  if let array = object as? [Any] { return "an array of \(array.count) elements" }
  if let dictionary = object as? [String: Any] {
    return "a dictionary of \(dictionary.count) entries"
  }
  if let value = object as? Int { return "the number \(value)" }
  if let value = object as? Int64 { return "the number \(value)" }
  if let value = object as? Double { return "the number \(value)" }
  if let value = object as? Bool { return "the Boolean \(value)" }
  return "a value of type \(quotedOutsideText(Dump.typeName(of: type(of: object))))"
}

/// A `UserDefaults` handed between threads and kept in the dependencies.
///
/// `@unchecked Sendable`: Apple documents `UserDefaults` as thread-safe (the class reference:
/// "The UserDefaults class is thread-safe"); swift-corelibs-foundation does not declare it
/// `Sendable`, but its reads and writes go through CFPreferences, whose caches are guarded by
/// locks, and its volatile domains by an `NSLock`. Through this, the library only reads,
/// writes and removes keys, and removes the persistent domain of a test's suite.
package struct UserDefaultsReference: @unchecked Sendable {
  /// The defaults, or the test suite that makes them when they are first used.
  private let source: Source

  private enum Source {
    case defaults(UserDefaults)
    case suite(LazyTestSuite)
  }

  /// The defaults: for a test's suite, made now if they were not yet.
  package var defaults: UserDefaults {
    switch source {
    case let .defaults(defaults): defaults
    case let .suite(suite): suite.defaults
    }
  }

  package init(_ defaults: UserDefaults) {
    source = .defaults(defaults)
  }

  /// The app's defaults.
  static var standard: Self { Self(.standard) }

  /// A suite of its own for a test, with a name no other has, removed when the process exits
  /// so that nothing is left behind (on Apple platforms, suites are written to the disk).
  ///
  /// The suite is made when the defaults are first used, not before: every test store gets
  /// one, few read `.appStorage` values, and each suite Foundation knows makes the next
  /// synchronization of the defaults slower (an exploration that makes thousands of test
  /// stores spent half its time there; BENCHMARKS.md, "Explorer").
  package static func testSuite() -> Self {
    Self(source: .suite(LazyTestSuite()))
  }

  private init(source: Source) {
    self.source = source
  }
}

/// A test's `UserDefaults` suite, made on first use (``UserDefaultsReference/testSuite()``).
///
/// `@unchecked Sendable`: the suite is made once, under the lock, and `UserDefaults` is
/// thread-safe (see ``UserDefaultsReference``).
private final class LazyTestSuite: @unchecked Sendable {
  private let lock = LockedValue(())
  /// The suite once made; read and written under the lock.
  private var made: UserDefaults?

  var defaults: UserDefaults {
    lock.acquire()
    defer { lock.release() }
    if let made { return made }
    let defaults = Self.makeSuite()
    made = defaults
    return defaults
  }

  private static func makeSuite() -> UserDefaults {
    let name = "RoutingReducer.test.\(UUID().uuidString)"
    guard let defaults = UserDefaults(suiteName: name) else {
      // Foundation refuses only the global domain and the app's bundle identifier as a suite
      // name (the documentation of `init(suiteName:)`), and this one is neither; should it
      // refuse it anyway, the test runs on with the process's defaults, and says so.
      Diagnostics.report(
        kind: "shared.testStorage",
        """
        UserDefaults refused the suite name '\(name)' for a test's '.appStorage' values. The \
        test's values are kept in the process's own defaults, which other tests may see. Set \
        'DependencyValues.defaultAppStorage' in the test to defaults of your own.
        """,
        site: "DependencyValues.defaultAppStorage", line: 0)
      return UserDefaults()
    }
    TestSuites.add(name)
    return defaults
  }
}

/// The UserDefaults suites made for tests, removed when the process exits.
private enum TestSuites {
  private static let names = LockedValue<[String]>([])
  /// Registers the removal at exit, once.
  private static let removal: Void = {
    atexit { TestSuites.removeAll() }
  }()

  static func add(_ name: String) {
    _ = removal
    names.withLock { $0.append(name) }
  }

  private static func removeAll() {
    let names = names.withLock { names in
      defer { names = [] }
      return names
    }
    for name in names {
      UserDefaults(suiteName: name)?.removePersistentDomain(forName: name)
    }
  }
}
