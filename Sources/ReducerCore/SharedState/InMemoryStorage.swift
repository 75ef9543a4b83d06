/// Where ``SharedKey/inMemory(_:)`` values live: one value per name, for as long as the
/// storage lives.
///
/// It also holds the live value of each key made from a ``SharedKeyStorage`` (such as
/// `.appStorage("isOn")`), one per storage id: the storage keeps the value, and this storage
/// the one copy that every `@Shared` of the key reads.
///
/// The app's storage is ``DependencyValues/defaultInMemoryStorage``; a `TestStore` gives each
/// test a new one, so tests running in parallel never see each other's values. Make one of
/// your own to isolate a part of a program:
///
/// ```swift
/// withDependencies { $0.defaultInMemoryStorage = InMemoryStorage() } operation: { ... }
/// ```
public final class InMemoryStorage: Sendable {
  /// The values, by name; and the live values of the keys made from a ``SharedKeyStorage``,
  /// by the storage's id, so that each test (which has a storage of its own) has its own.
  let roots = SharedRootTable<SharedRootKey>()

  /// Creates an empty storage.
  public init() {}

  /// The reference named `name`, made with `default` when there is none yet.
  func reference<Value: Sendable>(
    name: String, key: String, default: () -> Value
  ) -> SharedReference<Value> {
    // The default is made outside the lock: it is the caller's code.
    roots.reference(.name(name), key: key, default: `default`) {
      SharedRoot(`default`(), keyDescription: key)
    }
  }
}

/// What a root of an ``InMemoryStorage`` is kept under.
enum SharedRootKey: Hashable, Sendable {
  /// An ``SharedKey/inMemory(_:)`` value's name.
  case name(String)
  /// The id of a ``SharedKeyStorage``.
  case storage(SharedStorageID)
}
