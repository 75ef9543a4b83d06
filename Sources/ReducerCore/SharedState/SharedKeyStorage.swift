/// A place of the app's own that keeps a ``Shared`` value: it loads the value, saves it after
/// each change, and tells the value when the stored one changes from outside.
///
/// Make a ``SharedKey`` of it with ``SharedKey/init(_:)``, usually in a static function named
/// after the storage, so that `@Shared` reads as with the library's keys:
///
/// ```swift
/// /// A value kept in a dictionary of the app's own; `Store.didChange` posts what another part
/// /// of the app (or another process) writes there directly.
/// struct SettingsStorage: SharedKeyStorage {
///   let name: String
///   let store: SettingsStore
///
///   var id: String { name }
///   var description: String { "settings(\"\(name)\")" }
///
///   func load() throws -> Int? { store.value(for: name) }
///   func save(_ value: Int) throws { store.set(value, for: name) }
///
///   func subscribe(_ subscriber: SharedSubscriber<Int>) -> SharedSubscription {
///     let observation = store.observe(name) { value in
///       if let value { subscriber.yield(value) } else { subscriber.yieldDefault() }
///     }
///     return SharedSubscription { observation.cancel() }
///   }
/// }
///
/// extension SharedKey<Int> {
///   static func settings(_ name: String) -> Self {
///     Self(SettingsStorage(name: name, store: .shared))
///   }
/// }
///
/// @Shared(.settings("volume")) var volume = 5
/// ```
///
/// Every `@Shared` of storages with equal ``id``s, while the same
/// ``DependencyValues/defaultInMemoryStorage`` is in effect, is the same value: the first
/// loads it (or takes its default when ``load()`` returns `nil`), the others read the same
/// copy. A change made through any of them is saved with ``save(_:)``, on the thread that made
/// it and after the value's lock is released; a change the storage reports through the
/// ``SharedSubscriber`` reaches every holder (and the stores that observe them) and is not
/// saved back. `.appStorage(_:store:)` is built this way.
///
/// A storage is a value: ``SharedKey/init(_:)`` makes it each time a `@Shared` uses the key,
/// with the dependencies in effect then, and the first of one id is kept with its value, to
/// save it and to subscribe once. Errors are diagnostics, never crashes: a ``load()`` that
/// throws is a `shared.unreadableValue` diagnostic and the value starts from its default, a
/// ``save(_:)`` that throws is a `shared.saveFailed` diagnostic and the value in memory is
/// kept.
public protocol SharedKeyStorage<Value>: Sendable, CustomStringConvertible {
  /// The type of the value kept.
  associatedtype Value: Sendable
  /// The type of the storage's identity.
  associatedtype ID: Hashable & Sendable

  /// What tells this place from others: storages with equal ids hold one value.
  ///
  /// Two storages of different `ID` types never share a value. Within one type, include
  /// everything that names the place (a key, and the store it is in): storages of different
  /// `Value` types with equal ids name one value, which `@Shared` of the second type reports
  /// as a `shared.typeMismatch` and does not share.
  var id: ID { get }

  /// How diagnostics name the key, as it is written after `@Shared(.`, such as
  /// `settings("volume")`.
  var description: String { get }

  /// Reads the stored value, or `nil` when none is stored, so that the value starts from its
  /// default.
  ///
  /// Called once, when the first `@Shared` of the key is made, on its thread.
  ///
  /// - Returns: The stored value, or `nil`.
  /// - Throws: Why what is stored cannot be read, such as a value of another type: the
  ///   value starts from its default and a `shared.unreadableValue` diagnostic says why.
  func load() throws -> Value?

  /// Stores `value`, after a change of the shared value.
  ///
  /// Called on the thread that made the change, after the change, with the latest value: a
  /// slow storage hands the work to a queue of its own. An optional value that is `nil` is the
  /// storage's to store or to remove.
  ///
  /// - Parameter value: The value to keep.
  /// - Throws: Why it could not be stored: a `shared.saveFailed` diagnostic says why, and the
  ///   value in memory is kept.
  func save(_ value: Value) throws

  /// Starts telling `subscriber` about changes of the stored value made from outside (another
  /// process, or code that writes the same store directly), until the subscription returned
  /// is cancelled.
  ///
  /// Called once, after ``load()``, for the value that is kept. Report only changes from
  /// outside: a report of the value ``save(_:)`` just stored changes nothing but is not
  /// needed. The default implementation reports nothing.
  ///
  /// - Parameter subscriber: Receives the changes.
  /// - Returns: What stops the reports.
  func subscribe(_ subscriber: SharedSubscriber<Value>) -> SharedSubscription
}

extension SharedKeyStorage {
  /// Reports no outside change: for a storage that only this program writes.
  ///
  /// ```swift
  /// SharedSubscription {}  // what this returns
  /// ```
  ///
  /// - Parameter subscriber: Receives nothing.
  /// - Returns: A subscription with nothing to cancel.
  public func subscribe(_ subscriber: SharedSubscriber<Value>) -> SharedSubscription {
    SharedSubscription {}
  }
}

/// What a ``SharedKeyStorage`` tells when its stored value changes from outside: the shared
/// value takes the new value, without saving it back.
///
/// ```swift
/// store.observe(name) { value in
///   if let value { subscriber.yield(value) } else { subscriber.yieldDefault() }
/// }
/// ```
///
/// Call it from any thread. Once no `@Shared` of the key remains, its calls do nothing.
public struct SharedSubscriber<Value: Sendable>: Sendable {
  /// The root the changes go to, held weakly: the root holds the subscription.
  private let target: WeakSharedRoot<Value>
  /// The value when nothing is stored.
  private let defaultValue: Value
  /// The key as diagnostics name it.
  private let key: String

  init(root: SharedRoot<Value>, defaultValue: Value, key: String) {
    self.target = WeakSharedRoot(root)
    self.defaultValue = defaultValue
    self.key = key
  }

  /// The stored value changed to `value`: every holder of the shared value sees it.
  ///
  /// ```swift
  /// subscriber.yield(7)
  /// ```
  ///
  /// - Parameter value: The value stored now.
  public func yield(_ value: Value) {
    target.root?.replaceFromStorage(with: value)
  }

  /// Nothing is stored any more (the value was removed): the shared value takes its default
  /// again, the one of the first `@Shared` of the key.
  ///
  /// ```swift
  /// subscriber.yieldDefault()
  /// ```
  public func yieldDefault() {
    target.root?.replaceFromStorage(with: defaultValue)
  }

  /// What is stored now cannot be read (a value of another type, say): a
  /// `shared.unreadableValue` diagnostic says why, and the shared value keeps the value it has.
  ///
  /// ```swift
  /// subscriber.yield(throwing: error)
  /// ```
  ///
  /// - Parameter error: Why the stored value cannot be read.
  public func yield(throwing error: any Error) {
    guard target.root != nil else { return }
    SharedStorageDiagnostics.reportUnreadable(key: key, error: error, whileLoading: false)
  }
}

/// Stops a ``SharedKeyStorage`` from reporting outside changes: returned by
/// ``SharedKeyStorage/subscribe(_:)``, cancelled when the value it reports to is gone.
///
/// ```swift
/// let token = center.addObserver(forName: name, object: nil, queue: nil) { _ in ... }
/// return SharedSubscription { center.removeObserver(token) }
/// ```
public final class SharedSubscription: Sendable {
  private let onCancel: LockedValue<(@Sendable () -> Void)?>

  /// A subscription that runs `cancel` once, when it is cancelled or released.
  ///
  /// - Parameter cancel: Stops the reports.
  public init(_ cancel: @escaping @Sendable () -> Void) {
    self.onCancel = LockedValue(cancel)
  }

  deinit {
    cancel()
  }

  /// Stops the reports; calling it again does nothing.
  ///
  /// ```swift
  /// subscription.cancel()
  /// ```
  public func cancel() {
    let cancel = onCancel.withLock { onCancel -> (@Sendable () -> Void)? in
      defer { onCancel = nil }
      return onCancel
    }
    cancel?()
  }
}

extension SharedKey {
  /// A key kept by a storage of the app's own.
  ///
  /// ```swift
  /// extension SharedKey<Int> {
  ///   static func settings(_ name: String) -> Self {
  ///     Self(SettingsStorage(name: name, store: .shared))
  ///   }
  /// }
  ///
  /// @Shared(.settings("volume")) var volume = 5
  /// ```
  ///
  /// The storage is made each time a `@Shared` uses the key, with the dependencies in effect
  /// then (so it may read them), and every `@Shared` of an equal ``SharedKeyStorage/id``
  /// in the same ``DependencyValues/defaultInMemoryStorage`` is the same value: a test has
  /// its own, as for ``inMemory(_:)``. See ``SharedKeyStorage``.
  ///
  /// - Parameter storage: Makes the storage that keeps the value.
  public init<Storage: SharedKeyStorage<Value>>(
    _ storage: @autoclosure @escaping @Sendable () -> Storage
  ) {
    self.init(kind: .storage(StorageKey(storage)))
  }
}
