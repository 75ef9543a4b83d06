/// Where ``SharedKey/inMemory(_:)`` values live: one value per name, for as long as the
/// storage lives.
///
/// The app's storage is ``DependencyValues/defaultInMemoryStorage``; a `TestStore` gives each
/// test a new one, so tests running in parallel never see each other's values. Make one of
/// your own to isolate a part of a program:
///
/// ```swift
/// withDependencies { $0.defaultInMemoryStorage = InMemoryStorage() } operation: { ... }
/// ```
public final class InMemoryStorage: Sendable {
  private let roots = LockedValue<[String: any AnySharedRoot]>([:])

  /// Creates an empty storage.
  public init() {}

  /// The reference named `name`, made with `default` when there is none yet.
  func reference<Value: Sendable>(
    name: String, key: String, default: () -> Value
  ) -> SharedReference<Value> {
    if let existing = roots.withLock({ $0[name] }) {
      return SharedRegistry.typed(existing, key: key, default: `default`)
    }
    // The default is made outside the lock: it is the caller's code.
    let made = SharedRoot(`default`(), keyDescription: key)
    let root = roots.withLock { roots in
      if let existing = roots[name] { return existing }
      roots[name] = made
      return made
    }
    return SharedRegistry.typed(root, key: key, default: `default`)
  }
}

/// What in-memory and file storage share: finding a root of the expected type.
enum SharedRegistry {
  /// `root` as a reference to a `Value`; a root of another type is reported, and a new value
  /// with no key is returned so that nothing is read or written as the wrong type.
  static func typed<Value: Sendable>(
    _ root: any AnySharedRoot, key: String, default: () -> Value
  ) -> SharedReference<Value> {
    if let typed = root as? SharedRoot<Value> { return typed }
    Diagnostics.report(
      kind: "shared.typeMismatch",
      """
      '@Shared(.\(key))' is declared as '\(Dump.typeName(of: Value.self))', but the key \
      already holds a '\(Dump.typeName(of: type(of: root.anyValue)))'. A key names one value \
      of one type. This '@Shared' got a value of its own, not shared with the others. Use the \
      same type everywhere the key is used, or give this value another key.
      """,
      site: key, line: 0)
    return SharedRoot(`default`(), keyDescription: key)
  }
}
