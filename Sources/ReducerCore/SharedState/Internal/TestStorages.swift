/// The storages of `@Shared` values in tests: one in-memory storage, one in-memory file
/// storage and one `UserDefaults` suite per test, so that a `@Shared` made in a test's body and
/// the test's stores share their values (as in TCA), tests running at once never see each
/// other's, no test touches the disk unless it sets ``DependencyValues/defaultFileStorage``
/// itself, and none reaches `UserDefaults.standard`.
///
/// A test is told apart by the testing module's hooks (``TestHooks``). The storages of a test
/// are kept until the process ends: a test process is short, and a value made in a test's
/// body must still be there when the test's store is made.
package enum TestStorages {
  /// The storages of one test.
  package struct Storages: Sendable {
    package let inMemory: InMemoryStorage
    package let file: FileStorage
    /// The `UserDefaults` of `.appStorage` values: a suite of the test's own.
    package let appStorage: UserDefaultsReference

    init() {
      self.inMemory = InMemoryStorage()
      self.file = .inMemory
      self.appStorage = .testSuite()
    }
  }

  private static let byTest = LockedValue<[String: Storages]>([:])

  /// The storages of a test process that cannot tell its tests apart (no ReducerTesting, or a
  /// first use off the main thread in XCTest): in memory, shared by its tests.
  private static let processWide = Storages()

  /// The storages of the test running now, or `nil` outside tests.
  static var current: Storages? {
    guard TestProcess.isTesting else { return nil }
    return storages(forTest: TestHooks.running?.currentTest)
  }

  /// The storages of the test running now, when it can be told apart from the others.
  package static var ofRunningTest: Storages? {
    TestHooks.running?.currentTest.map(storages(forTest:))
  }

  /// The storages of `test`; for `nil` (a test that cannot be told apart), the process's,
  /// reported.
  package static func storages(forTest test: String?) -> Storages {
    guard let test else {
      reportProcessWide()
      return processWide
    }
    return byTest.withLock { storages in
      if let existing = storages[test] { return existing }
      let made = Storages()
      storages[test] = made
      return made
    }
  }

  /// Reports that tests share one in-memory storage (standard error shows it once).
  private static func reportProcessWide() {
    Diagnostics.report(
      kind: "shared.testStorage",
      """
      A '@Shared' value was made in a test process, outside a test store, where the running \
      test cannot be told apart from the others (ReducerTesting is not linked, or an XCTest \
      test made it off the main thread first). It is kept in memory, in a storage the tests \
      of this process share, never on the disk. Import ReducerTesting in the test target so \
      that each test gets its own storage, or set the storage in the test with \
      'withDependencies { $0.defaultFileStorage = .inMemory } operation: { ... }'.
      """,
      site: "DependencyValues.defaultFileStorage", line: 0)
  }
}
