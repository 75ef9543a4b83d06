extension SharedKey {
  /// A key with the value it holds when nothing is stored yet, so that a `@Shared` of it
  /// needs neither a type nor a default, as TCA's `SharedKey<Value>.Default` does.
  ///
  /// ```swift
  /// extension SharedKey<[SyncUp]>.Default {
  ///   static var syncUps: Self {
  ///     Self[.fileStorage(.documents.appendingPathComponent("sync-ups.json")), default: []]
  ///   }
  /// }
  ///
  /// extension URL {
  ///   /// The app's documents folder, on every platform Foundation runs on.
  ///   static let documents =
  ///     FileManager.default.urls(for: .documentDirectory, in: .userDomainMask).first
  ///     ?? FileManager.default.temporaryDirectory
  /// }
  ///
  /// @Shared(.syncUps) var syncUps          // [SyncUp], [] when no file is saved
  /// @Shared(.syncUps) var syncUps = [mock] // a default of its own, as with any key
  /// ```
  ///
  /// TCA declares such a key with `extension SharedKey where Self == FileStorageKey<[SyncUp]>.Default`;
  /// here `SharedKey` is one type for every storage, so the extension is on
  /// `SharedKey<[SyncUp]>.Default` (or `SharedKey.Default where Value == [SyncUp]`). Without
  /// it, `@Shared(.syncUps) var syncUps` fails with "cannot infer contextual base in reference
  /// to member 'syncUps'".
  public struct Default: Sendable, CustomStringConvertible {
    /// Where the value is kept.
    public let key: SharedKey<Value>
    /// Makes the value the key holds when nothing is stored yet.
    let makeDefault: @Sendable () -> Value

    /// The key with its default value.
    ///
    /// ```swift
    /// Self[.inMemory("isLoggedIn"), default: false]
    /// ```
    ///
    /// - Parameters:
    ///   - key: Where the value is kept.
    ///   - value: The value when nothing is stored yet; made each time it is needed.
    public static subscript(
      key: SharedKey<Value>, default value: @autoclosure @escaping @Sendable () -> Value
    ) -> Self {
      Self(key: key, makeDefault: value)
    }

    /// The value the key holds when nothing is stored yet.
    public var defaultValue: Value { makeDefault() }

    /// The key as diagnostics name it, such as `inMemory("isLoggedIn")`.
    public var description: String { key.description }
  }
}

extension Shared {
  /// Creates a shared value kept under a key with a default value, as TCA spells it:
  /// `@Shared(.syncUps) var syncUps`.
  ///
  /// ```swift
  /// @Shared(.syncUps) var syncUps
  /// ```
  ///
  /// The value is the one the key holds, or the key's ``SharedKey/Default/defaultValue`` when
  /// it holds none yet.
  ///
  /// - Parameter key: The key with its default value.
  public init(_ key: SharedKey<Value>.Default) {
    self.init(reference: key.key.reference(default: key.makeDefault))
  }

  /// Creates a shared value kept under a key with a default value, with a default of its own
  /// for when the key holds none yet: `@Shared(.syncUps) var syncUps = [.mock]`.
  ///
  /// ```swift
  /// @Shared(.syncUps) var syncUps = [SyncUp.mock]
  /// ```
  ///
  /// - Parameters:
  ///   - wrappedValue: The value when the key holds none yet, instead of the key's default.
  ///   - key: The key with its default value.
  public init(wrappedValue: @autoclosure () -> Value, _ key: SharedKey<Value>.Default) {
    self.init(reference: key.key.reference(default: wrappedValue))
  }
}
