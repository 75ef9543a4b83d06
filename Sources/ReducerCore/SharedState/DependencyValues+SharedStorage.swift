extension DependencyValues {
  /// Where ``SharedKey/inMemory(_:)`` values live.
  ///
  /// Live and in previews: one storage for the whole program. A `TestStore` sets a new one for
  /// each test.
  public var defaultInMemoryStorage: InMemoryStorage {
    get { self[InMemoryStorageKey.self] }
    set { self[InMemoryStorageKey.self] = newValue }
  }

  /// Reads and writes the files of ``SharedKey/fileStorage(_:)`` values.
  ///
  /// Live: ``FileStorage/fileSystem``. A `TestStore` sets a new ``FileStorage/inMemory``
  /// storage for each test, so that tests never touch the disk; set
  /// ``FileStorage/fileSystem(saveDelay:)`` to test real files.
  public var defaultFileStorage: FileStorage {
    get { self[FileStorageKey.self] }
    set { self[FileStorageKey.self] = newValue }
  }
}

private enum InMemoryStorageKey: DependencyKey {
  static let liveValue = InMemoryStorage()
  static let testValue = InMemoryStorage()
}

private enum FileStorageKey: DependencyKey {
  static let liveValue = FileStorage.fileSystem
  static let testValue = FileStorage.inMemory
}
