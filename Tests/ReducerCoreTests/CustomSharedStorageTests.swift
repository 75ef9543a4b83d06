import Foundation
import Testing

@testable import ReducerCore

// A storage of the app's own (`SharedKeyStorage`): what it loads, what it saves, and what it
// reports from outside reach every `@Shared` of its key.

/// A store of numbers outside the library, as a settings database or another process would be:
/// it records each save, and `writeFromOutside` changes a value as other code would and tells
/// its observers.
final class NumberStore: Sendable {
  enum Failure: Error, CustomStringConvertible {
    case unreadable(String)
    case readOnly

    var description: String {
      switch self {
      case let .unreadable(name): "the number named \(name) is not a number"
      case .readOnly: "the store is read-only"
      }
    }
  }

  private struct Contents {
    var values: [String: Int] = [:]
    var unreadable: Set<String> = []
    var saves: [Int] = []
    var isReadOnly = false
    var observers: [UUID: @Sendable (String) -> Void] = [:]
  }

  private let contents = LockedValue(Contents())

  init(_ values: [String: Int] = [:]) {
    contents.withLock { $0.values = values }
  }

  /// The values saved through the storage, in order.
  var saves: [Int] { contents.withLock { $0.saves } }
  /// How many subscriptions are open.
  var observerCount: Int { contents.withLock { $0.observers.count } }

  func value(named name: String) throws -> Int? {
    let (value, isUnreadable) = contents.withLock {
      ($0.values[name], $0.unreadable.contains(name))
    }
    if isUnreadable { throw Failure.unreadable(name) }
    return value
  }

  func save(_ value: Int, named name: String) throws {
    try contents.withLock { contents -> Result<Void, Failure> in
      guard !contents.isReadOnly else { return .failure(.readOnly) }
      contents.values[name] = value
      contents.saves.append(value)
      return .success(())
    }.get()
  }

  func makeReadOnly() { contents.withLock { $0.isReadOnly = true } }

  /// Changes a value as code outside the library does, and tells the observers.
  func writeFromOutside(_ value: Int?, named name: String) {
    let observers = contents.withLock { contents in
      contents.values[name] = value
      contents.unreadable.remove(name)
      return Array(contents.observers.values)
    }
    for observer in observers { observer(name) }
  }

  /// Stores something that is not a number, as a corrupt database would hold.
  func corruptFromOutside(named name: String) {
    let observers = contents.withLock { contents in
      contents.unreadable.insert(name)
      return Array(contents.observers.values)
    }
    for observer in observers { observer(name) }
  }

  func observe(_ observer: @escaping @Sendable (String) -> Void) -> UUID {
    let id = UUID()
    contents.withLock { $0.observers[id] = observer }
    return id
  }

  func removeObserver(_ id: UUID) { _ = contents.withLock { $0.observers.removeValue(forKey: id) } }
}

/// The storage of one number of a `NumberStore`.
struct NumberStorage: SharedKeyStorage {
  struct ID: Hashable, Sendable {
    let name: String
    let store: ObjectIdentifier
  }

  let name: String
  let store: NumberStore

  var id: ID { ID(name: name, store: ObjectIdentifier(store)) }
  var description: String { "number(\"\(name)\")" }

  func load() throws -> Int? { try store.value(named: name) }

  func save(_ value: Int) throws { try store.save(value, named: name) }

  func subscribe(_ subscriber: SharedSubscriber<Int>) -> SharedSubscription {
    let name = name
    let store = store
    let id = store.observe { changed in
      guard changed == name else { return }
      do {
        if let value = try store.value(named: name) {
          subscriber.yield(value)
        } else {
          subscriber.yieldDefault()
        }
      } catch {
        subscriber.yield(throwing: error)
      }
    }
    return SharedSubscription { store.removeObserver(id) }
  }
}

extension SharedKey<Int> {
  static func number(_ name: String, in store: NumberStore) -> Self {
    Self(NumberStorage(name: name, store: store))
  }
}

/// A storage that keeps text under the same ids as `NumberStorage`, to clash with it.
struct TextStorage: SharedKeyStorage {
  let id: NumberStorage.ID
  var description: String { "text" }
  func load() throws -> String? { nil }
  func save(_ value: String) throws {}
}

/// A feature whose volume is shared.
private struct VolumeFeature: Reducer {
  struct State: Equatable {
    @Shared var volume: Int
  }
  enum Action { case louder, nothing }
  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    if case .louder = action { state.volume += 1 }
    return .none
  }
}

@MainActor
@Suite struct CustomSharedStorageTests {
  @Test func theValueIsLoadedFromTheStorage() {
    let store = NumberStore(["volume": 7])
    @Shared(.number("volume", in: store)) var volume = 0
    #expect(volume == 7)
    #expect(store.saves == [])
  }

  @Test func nothingStoredGivesTheDefaultAndSavesNothing() throws {
    let store = NumberStore()
    @Shared(.number("volume", in: store)) var volume = 3
    #expect(volume == 3)
    #expect(store.saves == [])
    #expect(try store.value(named: "volume") == nil)
  }

  @Test func eachChangeIsSavedThroughTheStorage() throws {
    let store = NumberStore()
    @Shared(.number("volume", in: store)) var volume = 0
    volume = 4
    $volume.withLock { $0 += 1 }
    #expect(store.saves == [4, 5])
    #expect(try store.value(named: "volume") == 5)
  }

  @Test func everySharedOfOneIDIsOneValueLoadedOnce() {
    let store = NumberStore(["volume": 2])
    @Shared(.number("volume", in: store)) var first = 0
    @Shared(.number("volume", in: store)) var second = 9
    #expect(second == 2)
    first = 6
    #expect(second == 6)
    #expect(SharedKey<Int>.number("volume", in: store).description == #"number("volume")"#)
  }

  @Test func anOutsideChangeReachesEveryHolderAndIsNotSavedBack() throws {
    let store = NumberStore(["volume": 1])
    @Shared(.number("volume", in: store)) var first = 0
    @Shared(.number("volume", in: store)) var second = 0
    let changes = SharedChanges.count.load()
    store.writeFromOutside(8, named: "volume")
    #expect(first == 8)
    #expect(second == 8)
    // Stores that observe a state holding the value count it as a change.
    #expect(SharedChanges.count.load() > changes)
    #expect(store.saves == [])
    // A change made after it is saved as usual.
    second += 1
    #expect(store.saves == [9])
    #expect(try store.value(named: "volume") == 9)
  }

  @Test func anOutsideRemovalGivesTheDefaultOfTheFirstShared() {
    let store = NumberStore(["volume": 5])
    @Shared(.number("volume", in: store)) var volume = 3
    @Shared(.number("volume", in: store)) var other = 100
    store.writeFromOutside(nil, named: "volume")
    #expect(volume == 3)
    #expect(other == 3)
    #expect(store.saves == [])
  }

  @Test func aStoreOfTheFeatureSeesAnOutsideChange() {
    let numbers = NumberStore(["volume": 1])
    let volume = Shared(wrappedValue: 0, .number("volume", in: numbers))
    let store = Store(initialState: VolumeFeature.State(volume: volume)) { VolumeFeature() }
    // An action that changes nothing is no change for a reader of the state...
    expectInvalidation(false, reading: { _ = store.state }, by: { store.send(.nothing) })
    // ... but after an outside change of a shared value it holds, it is.
    expectInvalidation(
      true, reading: { _ = store.state },
      by: {
        numbers.writeFromOutside(10, named: "volume")
        store.send(.nothing)
      })
    #expect(store.volume == 10)
    store.send(.louder)
    #expect(store.volume == 11)
    #expect(numbers.saves == [11])
  }

  @Test func anUnreadableLoadIsReportedAndStartsFromTheDefault() async throws {
    let store = NumberStore(["volume": 4])
    store.corruptFromOutside(named: "volume")
    var volume: Shared<Int>?
    let diagnostics = await withDiagnostics {
      volume = Shared(wrappedValue: 2, .number("volume", in: store))
    }
    #expect(volume?.wrappedValue == 2)
    #expect(diagnostics.map(\.kind) == ["shared.unreadableValue"])
    let message = diagnostics.first?.message ?? ""
    #expect(message.contains(#"'@Shared(.number("volume"))' could not read its stored value"#))
    #expect(message.contains("the number named volume is not a number"))
    #expect(message.contains("The value starts from its default"))
    // The next change is saved over what was there.
    volume?.wrappedValue = 3
    #expect(store.saves == [3])
  }

  @Test func anUnreadableOutsideChangeIsReportedAndKeepsTheValue() async {
    let store = NumberStore(["volume": 4])
    @Shared(.number("volume", in: store)) var volume = 0
    let diagnostics = await withDiagnostics {
      store.corruptFromOutside(named: "volume")
    }
    #expect(volume == 4)
    #expect(diagnostics.map(\.kind) == ["shared.unreadableValue"])
    #expect(diagnostics.first?.message.contains("The value keeps the value it had") == true)
    #expect(store.saves == [])
  }

  @Test func aFailedSaveIsReportedAndTheValueIsKept() async {
    let store = NumberStore()
    @Shared(.number("volume", in: store)) var volume = 0
    store.makeReadOnly()
    let diagnostics = await withDiagnostics { volume = 5 }
    #expect(volume == 5)
    #expect(diagnostics.map(\.kind) == ["shared.saveFailed"])
    #expect(diagnostics.first?.message.contains("the store is read-only") == true)
  }

  @Test func anIDUsedWithAnotherTypeIsADiagnosticAndAValueOfItsOwn() async {
    let store = NumberStore(["volume": 1])
    @Shared(.number("volume", in: store)) var volume = 0
    var text: Shared<String>?
    let diagnostics = await withDiagnostics {
      text = Shared(
        wrappedValue: "a",
        SharedKey(TextStorage(id: NumberStorage(name: "volume", store: store).id)))
    }
    #expect(diagnostics.map(\.kind) == ["shared.typeMismatch"])
    text?.wrappedValue = "b"
    #expect(volume == 1)
  }

  @Test func eachInMemoryStorageHasItsOwnCopyAndTheSubscriptionEndsWithIt() {
    let store = NumberStore(["volume": 1])
    @Shared(.number("volume", in: store)) var volume = 0
    #expect(store.observerCount == 1)
    withDependencies {
      $0.defaultInMemoryStorage = InMemoryStorage()
    } operation: {
      let other = Shared(wrappedValue: 0, .number("volume", in: store))
      #expect(store.observerCount == 2)
      other.wrappedValue = 2
      // Another copy of the same stored value: it hears what this one saved from outside only
      // if the storage reports its own saves, which this one does not.
      #expect(volume == 1)
    }
    // The copy, its storage and its subscription are gone with the in-memory storage.
    #expect(store.observerCount == 1)
  }

  @Test func theStorageIsMadeWhenTheKeyIsUsed() {
    let made = LockedValue(0)
    let store = NumberStore()
    let key = SharedKey<Int>(
      { () -> NumberStorage in
        made.withLock { $0 += 1 }
        return NumberStorage(name: "volume", store: store)
      }())
    #expect(made.withLock { $0 } == 0)
    _ = Shared(wrappedValue: 0, key)
    #expect(made.withLock { $0 } == 1)
  }
}
