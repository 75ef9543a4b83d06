import Foundation

extension DependencyValues {
  /// Where ``SharedKey/inMemory(_:)`` values live.
  ///
  /// Live and in previews: one storage for the whole program. In a test: one storage per test,
  /// which a `@Shared` made in the test's body and the test's `TestStore`s share.
  public var defaultInMemoryStorage: InMemoryStorage {
    get { self[InMemoryStorageKey.self] }
    set { self[InMemoryStorageKey.self] = newValue }
  }

  /// Reads and writes the files of ``SharedKey/fileStorage(_:)`` values.
  ///
  /// Live: ``FileStorage/fileSystem``. In a test (a test process that links ReducerTesting):
  /// one ``FileStorage/inMemory`` storage per test, which a `@Shared` made in the test's body
  /// and the test's `TestStore`s share, as in TCA, so that tests never touch the disk. A test
  /// reaches real files only when it sets ``FileStorage/fileSystem(saveDelay:)`` (or
  /// ``FileStorage/fileSystem``) itself.
  public var defaultFileStorage: FileStorage {
    get { self[FileStorageKey.self] }
    set { self[FileStorageKey.self] = newValue }
  }

  /// The `UserDefaults` of `.appStorage(_:store:)` values that name no store.
  ///
  /// ```swift
  /// withDependencies {
  ///   $0.defaultAppStorage = UserDefaults(suiteName: "group.com.example.app") ?? .standard
  /// } operation: { ... }
  /// ```
  ///
  /// Live: `UserDefaults.standard`. In a test (a test process that links ReducerTesting): a
  /// suite of the test's own, with a name no other test has, which a `@Shared` made in the
  /// test's body and the test's `TestStore`s share, so that no test sees another's values and
  /// none reaches `UserDefaults.standard`; the suites are removed when the test process exits.
  public var defaultAppStorage: UserDefaults {
    get { appStorageReference.defaults }
    set { appStorageReference = UserDefaultsReference(newValue) }
  }

  /// ``defaultAppStorage``, as the dependencies keep it (a test's suite is made when first
  /// used).
  package var appStorageReference: UserDefaultsReference {
    get { self[AppStorageKey.self] }
    set { self[AppStorageKey.self] = newValue }
  }
}

private enum InMemoryStorageKey: DependencyKey {
  static let appValue = InMemoryStorage()
  static let processTestValue = InMemoryStorage()
  static var liveValue: InMemoryStorage { TestStorages.current?.inMemory ?? appValue }
  static var testValue: InMemoryStorage {
    TestStorages.current?.inMemory ?? processTestValue
  }
}

private enum FileStorageKey: DependencyKey {
  static let processTestValue = FileStorage.inMemory
  static var liveValue: FileStorage { TestStorages.current?.file ?? .fileSystem }
  static var testValue: FileStorage { TestStorages.current?.file ?? processTestValue }
}

private enum AppStorageKey: DependencyKey {
  static let processTestValue = UserDefaultsReference.testSuite()
  static var liveValue: UserDefaultsReference {
    TestStorages.current?.appStorage ?? .standard
  }
  static var testValue: UserDefaultsReference {
    TestStorages.current?.appStorage ?? processTestValue
  }
}
