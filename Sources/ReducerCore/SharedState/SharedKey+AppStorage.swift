import Foundation

// `.appStorage(_:store:)`: values kept in `UserDefaults`, as TCA and swift-sharing spell them,
// for the types they support. Each is a key made from a ``SharedKeyStorage``
// (`Internal/AppStorage.swift`).

extension SharedKey {
  /// A value kept in `UserDefaults` under `key`, a Boolean: every `@Shared` of the key in the
  /// same `UserDefaults` is the same value, and a change made to the key from outside reaches
  /// it.
  ///
  /// ```swift
  /// @Shared(.appStorage("isOn")) var isOn = false
  /// ```
  ///
  /// The value is read the first time a `@Shared` names the key (the default when the key
  /// holds nothing), written to `UserDefaults` on the thread of each change, and read again
  /// when `UserDefaults.didChangeNotification` is posted and the key holds another value
  /// than the one last seen. Another `@Shared` type than the stored value's is a
  /// `shared.unreadableValue` diagnostic, and the value starts from its default. In a test,
  /// `store` is by default a `UserDefaults` of the test's own (see
  /// ``DependencyValues/defaultAppStorage``). The other overloads take `Int`, `Double`,
  /// `String`, `URL`, `Data`, `Date`, a `RawRepresentable` of `Int` or `String`, and an
  /// optional of each, whose `nil` removes the key.
  ///
  /// - Parameters:
  ///   - key: The key in `UserDefaults`.
  ///   - store: The `UserDefaults` to keep it in; by default
  ///     ``DependencyValues/defaultAppStorage``, read when a `@Shared` uses the key.
  /// - Returns: The key.
  public static func appStorage(_ key: String, store: UserDefaults? = nil) -> Self
  where Value == Bool {
    appStorage(key, store: store, coding: .bool)
  }

  /// A value kept in `UserDefaults` under `key`, an integer.
  ///
  /// ```swift
  /// @Shared(.appStorage("count")) var count = 0
  /// ```
  ///
  /// See `appStorage(_:store:)` for `Bool`: the same, for this type.
  ///
  /// - Parameters:
  ///   - key: The key in `UserDefaults`.
  ///   - store: The `UserDefaults` to keep it in; by default
  ///     ``DependencyValues/defaultAppStorage``, read when a `@Shared` uses the key.
  /// - Returns: The key.
  public static func appStorage(_ key: String, store: UserDefaults? = nil) -> Self
  where Value == Int {
    appStorage(key, store: store, coding: .int)
  }

  /// A value kept in `UserDefaults` under `key`, a floating-point number.
  ///
  /// ```swift
  /// @Shared(.appStorage("volume")) var volume = 0.5
  /// ```
  ///
  /// See `appStorage(_:store:)` for `Bool`: the same, for this type.
  ///
  /// - Parameters:
  ///   - key: The key in `UserDefaults`.
  ///   - store: The `UserDefaults` to keep it in; by default
  ///     ``DependencyValues/defaultAppStorage``, read when a `@Shared` uses the key.
  /// - Returns: The key.
  public static func appStorage(_ key: String, store: UserDefaults? = nil) -> Self
  where Value == Double {
    appStorage(key, store: store, coding: .double)
  }

  /// A value kept in `UserDefaults` under `key`, a string.
  ///
  /// ```swift
  /// @Shared(.appStorage("name")) var name = ""
  /// ```
  ///
  /// See `appStorage(_:store:)` for `Bool`: the same, for this type.
  ///
  /// - Parameters:
  ///   - key: The key in `UserDefaults`.
  ///   - store: The `UserDefaults` to keep it in; by default
  ///     ``DependencyValues/defaultAppStorage``, read when a `@Shared` uses the key.
  /// - Returns: The key.
  public static func appStorage(_ key: String, store: UserDefaults? = nil) -> Self
  where Value == String {
    appStorage(key, store: store, coding: .string)
  }

  /// A value kept in `UserDefaults` under `key`, a URL, stored as its absolute string.
  ///
  /// ```swift
  /// @Shared(.appStorage("server")) var server = URL(fileURLWithPath: "/")
  /// ```
  ///
  /// See `appStorage(_:store:)` for `Bool`: the same, for this type.
  ///
  /// - Parameters:
  ///   - key: The key in `UserDefaults`.
  ///   - store: The `UserDefaults` to keep it in; by default
  ///     ``DependencyValues/defaultAppStorage``, read when a `@Shared` uses the key.
  /// - Returns: The key.
  public static func appStorage(_ key: String, store: UserDefaults? = nil) -> Self
  where Value == URL {
    appStorage(key, store: store, coding: .url)
  }

  /// A value kept in `UserDefaults` under `key`, bytes.
  ///
  /// ```swift
  /// @Shared(.appStorage("token")) var token = Data()
  /// ```
  ///
  /// See `appStorage(_:store:)` for `Bool`: the same, for this type.
  ///
  /// - Parameters:
  ///   - key: The key in `UserDefaults`.
  ///   - store: The `UserDefaults` to keep it in; by default
  ///     ``DependencyValues/defaultAppStorage``, read when a `@Shared` uses the key.
  /// - Returns: The key.
  public static func appStorage(_ key: String, store: UserDefaults? = nil) -> Self
  where Value == Data {
    appStorage(key, store: store, coding: .data)
  }

  /// A value kept in `UserDefaults` under `key`, a date.
  ///
  /// ```swift
  /// @Shared(.appStorage("lastOpened")) var lastOpened = Date.distantPast
  /// ```
  ///
  /// See `appStorage(_:store:)` for `Bool`: the same, for this type.
  ///
  /// - Parameters:
  ///   - key: The key in `UserDefaults`.
  ///   - store: The `UserDefaults` to keep it in; by default
  ///     ``DependencyValues/defaultAppStorage``, read when a `@Shared` uses the key.
  /// - Returns: The key.
  public static func appStorage(_ key: String, store: UserDefaults? = nil) -> Self
  where Value == Date {
    appStorage(key, store: store, coding: .date)
  }

  /// A value kept in `UserDefaults` under `key`, as its integer raw value.
  ///
  /// ```swift
  /// enum Speed: Int { case slow, fast }
  /// @Shared(.appStorage("speed")) var speed = Speed.slow
  /// ```
  ///
  /// A raw value that is no case's is a `shared.unreadableValue` diagnostic, and the value
  /// starts from its default.
  ///
  /// - Parameters:
  ///   - key: The key in `UserDefaults`.
  ///   - store: The `UserDefaults` to keep it in; by default
  ///     ``DependencyValues/defaultAppStorage``, read when a `@Shared` uses the key.
  /// - Returns: The key.
  public static func appStorage(_ key: String, store: UserDefaults? = nil) -> Self
  where Value: RawRepresentable, Value.RawValue == Int {
    appStorage(key, store: store, coding: .raw(.int))
  }

  /// A value kept in `UserDefaults` under `key`, as its string raw value.
  ///
  /// ```swift
  /// enum Theme: String { case light, dark }
  /// @Shared(.appStorage("theme")) var theme = Theme.light
  /// ```
  ///
  /// A raw value that is no case's is a `shared.unreadableValue` diagnostic, and the value
  /// starts from its default.
  ///
  /// - Parameters:
  ///   - key: The key in `UserDefaults`.
  ///   - store: The `UserDefaults` to keep it in; by default
  ///     ``DependencyValues/defaultAppStorage``, read when a `@Shared` uses the key.
  /// - Returns: The key.
  public static func appStorage(_ key: String, store: UserDefaults? = nil) -> Self
  where Value: RawRepresentable, Value.RawValue == String {
    appStorage(key, store: store, coding: .raw(.string))
  }

  /// An optional value kept in `UserDefaults` under `key`, a Boolean; `nil` removes the key.
  ///
  /// ```swift
  /// @Shared(.appStorage("isOn")) var isOn: Bool? = nil
  /// ```
  ///
  /// When the key holds nothing, the value is its default (here `nil`).
  ///
  /// - Parameters:
  ///   - key: The key in `UserDefaults`.
  ///   - store: The `UserDefaults` to keep it in; by default
  ///     ``DependencyValues/defaultAppStorage``, read when a `@Shared` uses the key.
  /// - Returns: The key.
  public static func appStorage(_ key: String, store: UserDefaults? = nil) -> Self
  where Value == Bool? {
    appStorage(key, store: store, coding: .optional(.bool))
  }

  /// An optional value kept in `UserDefaults` under `key`, an integer; `nil` removes the key.
  ///
  /// ```swift
  /// @Shared(.appStorage("count")) var count: Int? = nil
  /// ```
  ///
  /// When the key holds nothing, the value is its default (here `nil`).
  ///
  /// - Parameters:
  ///   - key: The key in `UserDefaults`.
  ///   - store: The `UserDefaults` to keep it in; by default
  ///     ``DependencyValues/defaultAppStorage``, read when a `@Shared` uses the key.
  /// - Returns: The key.
  public static func appStorage(_ key: String, store: UserDefaults? = nil) -> Self
  where Value == Int? {
    appStorage(key, store: store, coding: .optional(.int))
  }

  /// An optional value kept in `UserDefaults` under `key`, a floating-point number; `nil` removes the key.
  ///
  /// ```swift
  /// @Shared(.appStorage("volume")) var volume: Double? = nil
  /// ```
  ///
  /// When the key holds nothing, the value is its default (here `nil`).
  ///
  /// - Parameters:
  ///   - key: The key in `UserDefaults`.
  ///   - store: The `UserDefaults` to keep it in; by default
  ///     ``DependencyValues/defaultAppStorage``, read when a `@Shared` uses the key.
  /// - Returns: The key.
  public static func appStorage(_ key: String, store: UserDefaults? = nil) -> Self
  where Value == Double? {
    appStorage(key, store: store, coding: .optional(.double))
  }

  /// An optional value kept in `UserDefaults` under `key`, a string; `nil` removes the key.
  ///
  /// ```swift
  /// @Shared(.appStorage("name")) var name: String? = nil
  /// ```
  ///
  /// When the key holds nothing, the value is its default (here `nil`).
  ///
  /// - Parameters:
  ///   - key: The key in `UserDefaults`.
  ///   - store: The `UserDefaults` to keep it in; by default
  ///     ``DependencyValues/defaultAppStorage``, read when a `@Shared` uses the key.
  /// - Returns: The key.
  public static func appStorage(_ key: String, store: UserDefaults? = nil) -> Self
  where Value == String? {
    appStorage(key, store: store, coding: .optional(.string))
  }

  /// An optional value kept in `UserDefaults` under `key`, a URL, stored as its absolute string; `nil` removes the key.
  ///
  /// ```swift
  /// @Shared(.appStorage("server")) var server: URL? = nil
  /// ```
  ///
  /// When the key holds nothing, the value is its default (here `nil`).
  ///
  /// - Parameters:
  ///   - key: The key in `UserDefaults`.
  ///   - store: The `UserDefaults` to keep it in; by default
  ///     ``DependencyValues/defaultAppStorage``, read when a `@Shared` uses the key.
  /// - Returns: The key.
  public static func appStorage(_ key: String, store: UserDefaults? = nil) -> Self
  where Value == URL? {
    appStorage(key, store: store, coding: .optional(.url))
  }

  /// An optional value kept in `UserDefaults` under `key`, bytes; `nil` removes the key.
  ///
  /// ```swift
  /// @Shared(.appStorage("token")) var token: Data? = nil
  /// ```
  ///
  /// When the key holds nothing, the value is its default (here `nil`).
  ///
  /// - Parameters:
  ///   - key: The key in `UserDefaults`.
  ///   - store: The `UserDefaults` to keep it in; by default
  ///     ``DependencyValues/defaultAppStorage``, read when a `@Shared` uses the key.
  /// - Returns: The key.
  public static func appStorage(_ key: String, store: UserDefaults? = nil) -> Self
  where Value == Data? {
    appStorage(key, store: store, coding: .optional(.data))
  }

  /// An optional value kept in `UserDefaults` under `key`, a date; `nil` removes the key.
  ///
  /// ```swift
  /// @Shared(.appStorage("lastOpened")) var lastOpened: Date? = nil
  /// ```
  ///
  /// When the key holds nothing, the value is its default (here `nil`).
  ///
  /// - Parameters:
  ///   - key: The key in `UserDefaults`.
  ///   - store: The `UserDefaults` to keep it in; by default
  ///     ``DependencyValues/defaultAppStorage``, read when a `@Shared` uses the key.
  /// - Returns: The key.
  public static func appStorage(_ key: String, store: UserDefaults? = nil) -> Self
  where Value == Date? {
    appStorage(key, store: store, coding: .optional(.date))
  }

  /// An optional value kept in `UserDefaults` under `key`, as its integer raw value; `nil`
  /// removes the key.
  ///
  /// ```swift
  /// @Shared(.appStorage("speed")) var speed: Speed? = nil
  /// ```
  ///
  /// - Parameters:
  ///   - key: The key in `UserDefaults`.
  ///   - store: The `UserDefaults` to keep it in; by default
  ///     ``DependencyValues/defaultAppStorage``, read when a `@Shared` uses the key.
  /// - Returns: The key.
  public static func appStorage<Wrapped: RawRepresentable & Sendable>(
    _ key: String, store: UserDefaults? = nil
  ) -> Self where Value == Wrapped?, Wrapped.RawValue == Int {
    appStorage(key, store: store, coding: .optional(.raw(.int)))
  }

  /// An optional value kept in `UserDefaults` under `key`, as its string raw value; `nil`
  /// removes the key.
  ///
  /// ```swift
  /// @Shared(.appStorage("theme")) var theme: Theme? = nil
  /// ```
  ///
  /// - Parameters:
  ///   - key: The key in `UserDefaults`.
  ///   - store: The `UserDefaults` to keep it in; by default
  ///     ``DependencyValues/defaultAppStorage``, read when a `@Shared` uses the key.
  /// - Returns: The key.
  public static func appStorage<Wrapped: RawRepresentable & Sendable>(
    _ key: String, store: UserDefaults? = nil
  ) -> Self where Value == Wrapped?, Wrapped.RawValue == String {
    appStorage(key, store: store, coding: .optional(.raw(.string)))
  }

  /// The key of `coding`'s values under `key`, in `store` or the dependencies' defaults.
  private static func appStorage(
    _ key: String, store: UserDefaults?, coding: AppStorageCoding<Value>
  ) -> Self {
    // Wrapped here: the storage is made when a `@Shared` uses the key, on any thread.
    let store = store.map(UserDefaultsReference.init)
    return Self(
      AppStorage(
        key: key, store: store ?? DependencyValues.current.appStorageReference, coding: coding))
  }
}
