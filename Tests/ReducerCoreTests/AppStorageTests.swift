import Foundation
import Testing

@testable import ReducerCore

// `.appStorage(_:store:)`: values kept in UserDefaults, a suite of the test's own in tests.

enum AppStorageSpeed: Int, Sendable { case slow, fast }
enum AppStorageTheme: String, Sendable { case light, dark }

extension SharedKey<Bool>.Default {
  /// Whether the app's sounds are on, kept in UserDefaults.
  static var soundsOn: Self { Self[.appStorage("soundsOn"), default: true] }
}

/// The test's own UserDefaults, which `.appStorage` keys that name no store use.
var testDefaults: UserDefaults { DependencyValues.current.defaultAppStorage }

/// Writes `value` under `key` as code outside the library would, and posts the notification
/// Apple's Foundation posts for it on the writing thread (swift-corelibs-foundation posts it
/// only when a whole domain is replaced or removed).
func writeFromOutside(_ value: Any?, forKey key: String, in defaults: UserDefaults = testDefaults) {
  if let value {
    defaults.set(value, forKey: key)
  } else {
    defaults.removeObject(forKey: key)
  }
  NotificationCenter.default.post(name: UserDefaults.didChangeNotification, object: defaults)
}

/// Sets `value` through a `@Shared` of `key`, then reads it back through another one that
/// loads it from UserDefaults (a new in-memory storage holds no copy of it).
func reloaded<Value: Sendable>(
  _ value: Value, default defaultValue: Value, _ key: () -> SharedKey<Value>
) -> Value {
  withDependencies {
    $0.defaultInMemoryStorage = InMemoryStorage()
  } operation: {
    Shared(wrappedValue: defaultValue, key()).wrappedValue = value
  }
  return withDependencies {
    $0.defaultInMemoryStorage = InMemoryStorage()
  } operation: {
    Shared(wrappedValue: defaultValue, key()).wrappedValue
  }
}

@MainActor
@Suite struct AppStorageTests {
  @Test func eachSupportedTypeRoundTrips() throws {
    #expect(reloaded(true, default: false) { .appStorage("bool") })
    #expect(testDefaults.object(forKey: "bool") as? Bool == true)
    #expect(reloaded(42, default: 0) { .appStorage("int") } == 42)
    #expect(testDefaults.object(forKey: "int") as? Int == 42)
    #expect(reloaded(Int.max, default: 0) { .appStorage("bigInt") } == Int.max)
    #expect(reloaded(2.5, default: 0) { .appStorage("double") } == 2.5)
    #expect(testDefaults.object(forKey: "double") as? Double == 2.5)
    #expect(reloaded("héllo", default: "") { .appStorage("string") } == "héllo")
    #expect(testDefaults.object(forKey: "string") as? String == "héllo")
    let web = try #require(URL(string: "https://example.com/a?b=1#c"))
    #expect(reloaded(web, default: URL(fileURLWithPath: "/")) { .appStorage("url") } == web)
    #expect(testDefaults.object(forKey: "url") as? String == "https://example.com/a?b=1#c")
    let file = URL(fileURLWithPath: "/tmp/a b.txt")
    #expect(reloaded(file, default: URL(fileURLWithPath: "/")) { .appStorage("fileURL") } == file)
    #expect(reloaded(Data([1, 2, 3]), default: Data()) { .appStorage("data") } == Data([1, 2, 3]))
    #expect(testDefaults.object(forKey: "data") as? Data == Data([1, 2, 3]))
    let date = Date(timeIntervalSince1970: 1_000_000)
    #expect(reloaded(date, default: .distantPast) { .appStorage("date") } == date)
    #expect(testDefaults.object(forKey: "date") as? Date == date)
    #expect(reloaded(AppStorageSpeed.fast, default: .slow) { .appStorage("speed") } == .fast)
    #expect(testDefaults.object(forKey: "speed") as? Int == 1)
    #expect(reloaded(AppStorageTheme.dark, default: .light) { .appStorage("theme") } == .dark)
    #expect(testDefaults.object(forKey: "theme") as? String == "dark")
  }

  @Test func optionalsRoundTripAndNilRemovesTheKey() throws {
    #expect(reloaded(false, default: nil) { SharedKey<Bool?>.appStorage("bool") } == false)
    #expect(reloaded(7, default: nil) { SharedKey<Int?>.appStorage("int") } == 7)
    #expect(reloaded(0.25, default: nil) { SharedKey<Double?>.appStorage("double") } == 0.25)
    #expect(reloaded("x", default: nil) { SharedKey<String?>.appStorage("string") } == "x")
    let url = try #require(URL(string: "https://example.com"))
    #expect(reloaded(url, default: nil) { SharedKey<URL?>.appStorage("url") } == url)
    #expect(reloaded(Data([9]), default: nil) { SharedKey<Data?>.appStorage("data") } == Data([9]))
    let date = Date(timeIntervalSince1970: 5)
    #expect(reloaded(date, default: nil) { SharedKey<Date?>.appStorage("date") } == date)
    #expect(
      reloaded(.fast, default: nil) { SharedKey<AppStorageSpeed?>.appStorage("speed") } == .fast)
    #expect(
      reloaded(.dark, default: nil) { SharedKey<AppStorageTheme?>.appStorage("theme") } == .dark)

    @Shared(.appStorage("count")) var count: Int? = nil
    #expect(testDefaults.object(forKey: "count") == nil)
    count = 3
    #expect(testDefaults.object(forKey: "count") as? Int == 3)
    count = nil
    #expect(testDefaults.object(forKey: "count") == nil)
    #expect(count == nil)
    // The speed saved above is removed in the same way; with nothing stored, a `@Shared` that
    // loads it again starts from its default, as in TCA.
    #expect(
      reloaded(nil, default: .slow) { SharedKey<AppStorageSpeed?>.appStorage("speed") } == .slow)
    #expect(testDefaults.object(forKey: "speed") == nil)
  }

  @Test func theValueIsLoadedFromWhatIsStored() {
    testDefaults.set(12, forKey: "count")
    testDefaults.set(3, forKey: "volume")
    @Shared(.appStorage("count")) var count = 0
    @Shared(.appStorage("volume")) var volume = 0.5
    @Shared(.appStorage("missing")) var missing = "default"
    #expect(count == 12)
    #expect(volume == 3.0)  // an integer read as a Double
    #expect(missing == "default")
    #expect(testDefaults.object(forKey: "missing") == nil)  // the default is not written
  }

  @Test func everySharedOfTheKeyIsOneValue() {
    @Shared(.appStorage("isOn")) var isOn = false
    @Shared(.appStorage("isOn")) var again = true
    #expect(again == false)
    isOn = true
    #expect(again)
    #expect(SharedKey<Bool>.appStorage("isOn").description == #"appStorage("isOn")"#)
  }

  @Test func anOutsideWriteReachesEveryHolderAndIsNotWrittenBack() {
    @Shared(.appStorage("count")) var count = 0
    @Shared(.appStorage("count")) var again = 0
    let changes = SharedChanges.count.load()
    writeFromOutside(3.0, forKey: "count")
    #expect(count == 3)
    #expect(again == 3)
    #expect(SharedChanges.count.load() > changes)
    // Written back, it would be the integer 3 (which a Double cast refuses on Linux).
    #expect(testDefaults.object(forKey: "count") as? Double == 3.0)
    count += 1
    #expect(testDefaults.object(forKey: "count") as? Int == 4)
  }

  @Test func aNotificationOfAnotherKeyChangesNothing() {
    @Shared(.appStorage("count")) var count = 0
    count = 2
    let changes = SharedChanges.count.load()
    writeFromOutside("x", forKey: "other")
    #expect(count == 2)
    #expect(SharedChanges.count.load() == changes)
  }

  @Test func anOutsideRemovalGivesTheDefault() {
    testDefaults.set("dark", forKey: "theme")
    @Shared(.appStorage("theme")) var theme = AppStorageTheme.light
    #expect(theme == .dark)
    writeFromOutside(nil, forKey: "theme")
    #expect(theme == .light)
  }

  @Test func removingTheWholeSuiteIsHeardWithoutPostingByHand() throws {
    let name = "RoutingReducer.AppStorageTests.\(UUID().uuidString)"
    let suite = try #require(UserDefaults(suiteName: name))
    defer { suite.removePersistentDomain(forName: name) }
    @Shared(.appStorage("count", store: suite)) var count = 0
    count = 5
    // Foundation posts the notification itself here, on every platform.
    suite.removePersistentDomain(forName: name)
    #expect(count == 0)
  }

  @Test func theStoreIsTheOneNamedOrTheDependency() throws {
    let name = "RoutingReducer.AppStorageTests.\(UUID().uuidString)"
    let suite = try #require(UserDefaults(suiteName: name))
    defer { suite.removePersistentDomain(forName: name) }
    @Shared(.appStorage("n", store: suite)) var named = 1
    named = 2
    #expect(suite.object(forKey: "n") as? Int == 2)
    #expect(testDefaults.object(forKey: "n") == nil)
    withDependencies {
      $0.defaultAppStorage = suite
    } operation: {
      @Shared(.appStorage("n")) var viaDependency = 0
      #expect(viaDependency == 2)
    }
  }

  @Test func aKeyWithADefaultNeedsNoTypeAndNoDefault() {
    @Shared(.soundsOn) var soundsOn
    #expect(soundsOn)
    soundsOn = false
    #expect(testDefaults.object(forKey: "soundsOn") as? Bool == false)
  }

  @Test func aTestsDefaultsAreItsOwnAndNeverTheStandardOnes() {
    #expect(testDefaults !== UserDefaults.standard)
    #expect(testDefaults === DependencyValues.current.defaultAppStorage)
    let one = TestStorages.storages(forTest: "AppStorageTests one \(UUID())").appStorage.defaults
    let two = TestStorages.storages(forTest: "AppStorageTests two \(UUID())").appStorage.defaults
    #expect(one !== two)
    one.set(1, forKey: "count")
    #expect(two.object(forKey: "count") == nil)
    withDependencies {
      $0.defaultAppStorage = two
    } operation: {
      @Shared(.appStorage("count")) var count = 0
      #expect(count == 0)
    }
  }

  // The cases may run at once; each writes to the defaults of its own case. (Whether a case
  // starts from the default is not asserted: a case is told apart by its task, and a case that
  // runs after another has ended may get the same task address, as under the thread sanitizer.)
  @Test(arguments: 1...4) func testsRunningAtOnceDoNotSeeEachOthersValues(_ value: Int) {
    @Shared(.appStorage("isolated")) var isolated = 0
    #expect(testDefaults !== UserDefaults.standard)
    isolated = value
    #expect(testDefaults.object(forKey: "isolated") as? Int == value)
  }

  @Test func aValueOfAnotherTypeIsReportedAndTheDefaultIsKept() async {
    testDefaults.set("abc", forKey: "count")
    var count: Shared<Int>?
    let diagnostics = await withDiagnostics {
      count = Shared(wrappedValue: 3, .appStorage("count"))
    }
    #expect(count?.wrappedValue == 3)
    #expect(diagnostics.map(\.kind) == ["shared.unreadableValue"])
    let message = diagnostics.first?.message ?? ""
    #expect(
      message.contains(
        """
        '@Shared(.appStorage("count"))' could not read its stored value: UserDefaults holds \
        the string 'abc' under 'count', not a value of type 'Int'.
        """))
    #expect(message.contains("The value starts from its default"))
    #expect(testDefaults.object(forKey: "count") as? String == "abc")  // left as it is
    count?.wrappedValue = 4
    #expect(testDefaults.object(forKey: "count") as? Int == 4)
  }

  @Test func anOutsideWriteOfAnotherTypeIsReportedOnceAndTheValueIsKept() async {
    @Shared(.appStorage("count")) var count = 0
    count = 5
    let diagnostics = await withDiagnostics {
      writeFromOutside(Data([1]), forKey: "count")
      writeFromOutside(Data([1]), forKey: "count")  // the same: not reported again
    }
    #expect(count == 5)
    #expect(diagnostics.map(\.kind) == ["shared.unreadableValue"])
    #expect(diagnostics.first?.message.contains("data of 1 bytes") == true)
    #expect(diagnostics.first?.message.contains("The value keeps the value it had") == true)
  }

  @Test func aRawValueOfNoCaseIsReportedAndTheDefaultIsKept() async {
    testDefaults.set("purple", forKey: "theme")
    var theme: Shared<AppStorageTheme>?
    let diagnostics = await withDiagnostics {
      theme = Shared(wrappedValue: .light, .appStorage("theme"))
    }
    #expect(theme?.wrappedValue == .light)
    #expect(diagnostics.map(\.kind) == ["shared.unreadableValue"])
    #expect(diagnostics.first?.message.contains("the string 'purple'") == true)
  }

  @Test func outsideTextInTheDiagnosticIsEscapedAndCut() async {
    testDefaults.set("line\nbreak" + String(repeating: "x", count: 500), forKey: "count")
    let diagnostics = await withDiagnostics {
      _ = Shared(wrappedValue: 0, .appStorage("count"))
    }
    let message = diagnostics.first?.message ?? ""
    #expect(message.contains(#"'line\u{A}break"#))
    #expect(message.contains("(cut; 510 bytes in all)"))
  }

  @Test func aKeyUsedWithTwoTypesIsADiagnosticAndAValueOfItsOwn() async {
    @Shared(.appStorage("count")) var count = 1
    var text: Shared<String>?
    let diagnostics = await withDiagnostics {
      text = Shared(wrappedValue: "a", .appStorage("count"))
    }
    #expect(diagnostics.map(\.kind) == ["shared.typeMismatch"])
    text?.wrappedValue = "b"
    #expect(count == 1)
    #expect(testDefaults.object(forKey: "count") == nil)  // neither the default nor "b"
  }

  @Test func aURLIsReadFromAPathOrAnArchive() throws {
    testDefaults.set("/tmp/file.txt", forKey: "path")
    @Shared(.appStorage("path")) var path = URL(fileURLWithPath: "/")
    #expect(path == URL(fileURLWithPath: "/tmp/file.txt"))
    let web = try #require(URL(string: "https://example.com/x"))
    let archive = try NSKeyedArchiver.archivedData(
      withRootObject: web as NSURL, requiringSecureCoding: true)
    testDefaults.set(archive, forKey: "archived")
    @Shared(.appStorage("archived")) var archived = URL(fileURLWithPath: "/")
    #expect(archived == web)
  }
}
