/// How a key made from a ``SharedKeyStorage`` finds its value: the storage's type erased, with
/// what the key needs of it.
struct StorageKey<Value: Sendable>: Sendable {
  /// The key as diagnostics name it.
  let describe: @Sendable () -> String
  /// The reference the storage's id names in `roots`, loaded from the storage when it is the
  /// first.
  let reference:
    @Sendable (_ roots: InMemoryStorage, _ default: () -> Value) -> SharedReference<Value>

  init<Storage: SharedKeyStorage<Value>>(_ makeStorage: @escaping @Sendable () -> Storage) {
    describe = { makeStorage().description }
    reference = { roots, makeDefault in
      roots.reference(storage: makeStorage(), default: makeDefault)
    }
  }
}

/// The id of a ``SharedKeyStorage``, its type erased: equal when the ids are of the same type
/// and equal.
///
/// `@unchecked Sendable`: `base` holds the storage's `ID`, which is `Sendable`; `AnyHashable`
/// is not declared so only because it may hold anything.
struct SharedStorageID: Hashable, @unchecked Sendable {
  private let type: ObjectIdentifier
  private let base: AnyHashable

  init<ID: Hashable & Sendable>(_ id: ID) {
    self.type = ObjectIdentifier(ID.self)
    self.base = AnyHashable(id)
  }
}

extension InMemoryStorage {
  /// The reference of `storage`'s value: the one kept for its id, or a new one loaded from it,
  /// saved through it after each change and told of the storage's outside changes.
  func reference<Storage: SharedKeyStorage>(
    storage: Storage, default makeDefault: () -> Storage.Value
  ) -> SharedReference<Storage.Value> {
    let key = storage.description
    var persistence: StoragePersistence<Storage>?
    return roots.reference(.storage(SharedStorageID(storage.id)), key: key, default: makeDefault) {
      let defaultValue = makeDefault()
      let value: Storage.Value
      do {
        value = try storage.load() ?? defaultValue
      } catch {
        SharedStorageDiagnostics.reportUnreadable(key: key, error: error, whileLoading: true)
        value = defaultValue
      }
      let made = StoragePersistence(storage: storage, key: key, defaultValue: defaultValue)
      persistence = made
      return SharedRoot(value, keyDescription: key, persistence: made)
    } didKeep: { root in
      persistence?.subscribe(root)
    }
  }
}

/// Saves a root's value through its storage after each change, and holds the storage's
/// subscription to outside changes for as long as the root lives.
struct StoragePersistence<Storage: SharedKeyStorage>: SharedPersistence {
  let storage: Storage
  let key: String
  /// The value of the first `@Shared` of the key, which the value takes when nothing is stored.
  let defaultValue: Storage.Value
  private let subscription = LockedValue<SharedSubscription?>(nil)

  init(storage: Storage, key: String, defaultValue: Storage.Value) {
    self.storage = storage
    self.key = key
    self.defaultValue = defaultValue
  }

  func valueDidChange(_ root: any AnySharedRoot) {
    guard let root = root as? SharedRoot<Storage.Value> else { return }
    do {
      try storage.save(root.value(in: nil))
    } catch {
      Diagnostics.report(
        kind: "shared.saveFailed",
        """
        '@Shared(.\(key))' could not save its value: \(describeFileError(error)). The value in \
        memory is kept and will be saved again after its next change. Check that the storage \
        can be written and accepts a '\(Dump.typeName(of: Storage.Value.self))'.
        """,
        site: key, line: 0)
    }
  }

  /// Starts the storage's reports of outside changes to `root`, once the root is the one kept.
  func subscribe(_ root: SharedRoot<Storage.Value>) {
    let subscriber = SharedSubscriber(root: root, defaultValue: defaultValue, key: key)
    let made = storage.subscribe(subscriber)
    subscription.withLock { $0 = made }
  }
}

/// A root held weakly, for a ``SharedSubscriber``: the root holds the subscription that holds
/// the subscriber.
final class WeakSharedRoot<Value: Sendable>: Sendable {
  weak let root: SharedRoot<Value>?

  init(_ root: SharedRoot<Value>) {
    self.root = root
  }
}

/// The diagnostics of keys made from a ``SharedKeyStorage``.
enum SharedStorageDiagnostics {
  /// Reports that what `key`'s storage holds could not be read, when the value was first
  /// loaded or after an outside change.
  static func reportUnreadable(key: String, error: any Error, whileLoading: Bool) {
    let outcome =
      whileLoading
      ? "The value starts from its default"
      : "The value keeps the value it had"
    Diagnostics.report(
      kind: "shared.unreadableValue",
      """
      '@Shared(.\(key))' could not read its stored value: \(describeFileError(error)). \
      \(outcome); what is stored is left as it is until the value changes, and the next \
      change is saved over it. Remove or fix what is stored under the key (another part of \
      the app, an older version of it, or another program may have written it), or keep \
      this value under another key.
      """,
      site: key, line: 0)
  }
}
