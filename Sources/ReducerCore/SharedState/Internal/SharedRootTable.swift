/// The roots a storage holds, one per key: what ``InMemoryStorage`` (names, and the keys of
/// ``SharedKeyStorage`` values) and ``FileStorage`` (files) share to find a root of the
/// expected type, or to make it.
final class SharedRootTable<Key: Hashable & Sendable>: Sendable {
  private let roots = LockedValue<[Key: any AnySharedRoot]>([:])

  /// The reference kept under `id`; when there is none yet, the root `make` returns, and then
  /// `didKeep` runs with it.
  ///
  /// `make` runs outside the lock, since it is the caller's code (a default value, a file to
  /// read): when another thread keeps a root under `id` meanwhile, that root wins, the one made
  /// here is dropped, and `didKeep` does not run. A root of another type than `Value` is
  /// reported (`shared.typeMismatch`) and a value of its own is returned instead.
  ///
  /// - Parameters:
  ///   - id: The root's key in this table.
  ///   - key: The key as diagnostics name it, such as `inMemory("count")`.
  ///   - default: The value when nothing is stored yet, for a value of its own.
  ///   - make: Makes the root when there is none.
  ///   - didKeep: Runs with the root `make` made, once it is the one kept.
  /// - Returns: The reference.
  func reference<Value: Sendable>(
    _ id: Key, key: String, default: () -> Value, make: () -> SharedRoot<Value>,
    didKeep: (SharedRoot<Value>) -> Void = { _ in }
  ) -> SharedReference<Value> {
    if let existing = roots.withLock({ $0[id] }) {
      return Self.typed(existing, key: key, default: `default`)
    }
    let made = make()
    let kept = roots.withLock { roots in
      if let existing = roots[id] { return existing }
      roots[id] = made
      return made
    }
    if kept === made { didKeep(made) }
    return Self.typed(kept, key: key, default: `default`)
  }

  /// `root` as a reference to a `Value`; a root of another type is reported, and a new value
  /// with no key is returned so that nothing is read or written as the wrong type.
  private static func typed<Value: Sendable>(
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
