import Foundation
import ReducerCore
import Testing

// Shared state: one value held by several features, kept in memory or in a JSON file.

struct SharedItem: Codable, Equatable, Identifiable, Sendable {
  var id: Int
  var title: String
}

/// A list and a detail screen that both hold the same items.
struct SharedList: Reducer {
  struct State: Equatable {
    @Shared var items: IdentifiedArrayOf<SharedItem>
    var detail: SharedDetail.State?
  }
  enum Action {
    case open(Int)
    case add(SharedItem)
    case remove(Int)
    case detail(SharedDetail.Action)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case let .open(id):
        guard let item = Shared(state.$items[id: id]) else { return .none }
        state.detail = SharedDetail.State(item: item)
        return .none
      case let .add(item):
        state.items.append(item)
        return .none
      case let .remove(id):
        state.items.remove(id: id)
        return .none
      case .detail:
        return .none
      }
    }
    .ifLet(\.detail, action: /Action.detail) { SharedDetail() }
  }
}

struct SharedDetail: Reducer {
  struct State: Equatable {
    @Shared var item: SharedItem
  }
  enum Action { case rename(String) }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case let .rename(title):
      state.item.title = title
      return .none
    }
  }
}

@MainActor
@Suite struct SharedStateTests {
  @Test func aChangeByOneFeatureIsSeenByTheOther() {
    let items = Shared<IdentifiedArrayOf<SharedItem>>([SharedItem(id: 1, title: "One")])
    let store = Store(initialState: SharedList.State(items: items)) { SharedList() }
    store.send(.open(1))
    store.send(.detail(.rename("First")))
    #expect(store.state.items[id: 1]?.title == "First")
    #expect(store.state.detail?.item.title == "First")
    #expect(items.wrappedValue[id: 1]?.title == "First")
  }

  @Test func copiesOfStateShareTheValue() {
    let state = SharedList.State(items: Shared([]))
    let copy = state
    state.items.append(SharedItem(id: 1, title: "One"))
    #expect(copy.items.count == 1)
    #expect(copy == state)
  }

  @Test func aRemovedElementKeepsItsLastValueAndDropsChangesWithADiagnostic() async {
    let items = Shared<IdentifiedArrayOf<SharedItem>>([SharedItem(id: 1, title: "One")])
    let item = Shared(items[id: 1])
    #expect(item?.wrappedValue.title == "One")
    items.withLock { $0.remove(id: 1) }
    #expect(item?.wrappedValue.title == "One")
    let diagnostics = await withDiagnostics {
      item?.wrappedValue.title = "Gone"
    }
    #expect(diagnostics.map(\.kind) == ["shared.valueGone"])
    #expect(items.wrappedValue.isEmpty)
    #expect(Shared(items[id: 2]) == nil)
  }

  @Test func changingASharedElementsIDToAnotherElementsLosesNothing() throws {
    let items = Shared<IdentifiedArrayOf<SharedItem>>(
      [SharedItem(id: 1, title: "a"), SharedItem(id: 2, title: "b")])
    let element = try #require(Shared(items[id: 1]))
    let (_, reported) = capturingDiagnostics { element.wrappedValue.id = 2 }
    #expect(reported.map(\.kind) == ["identifiedArray.idChanged"])
    #expect(items.wrappedValue.map(\.title) == ["a", "b"])
    #expect(items.wrappedValue.ids == [1, 2])
  }

  @Test func projectionsReadAndWriteTheWhole() {
    let item = Shared(SharedItem(id: 1, title: "One"))
    let title: Shared<String> = item.title  // a shared part, through dynamic member lookup
    title.wrappedValue = "Uno"
    #expect(item.wrappedValue.title == "Uno")
  }

  @Test func inMemoryKeysNameOneValuePerStorage() {
    let storage = InMemoryStorage()
    withDependencies {
      $0.defaultInMemoryStorage = storage
    } operation: {
      @Shared(.inMemory("count")) var first = 0
      @Shared(.inMemory("count")) var second = 10
      #expect(second == 0)  // the first default wins
      first += 5
      #expect(second == 5)
    }
    withDependencies {
      $0.defaultInMemoryStorage = InMemoryStorage()
    } operation: {
      @Shared(.inMemory("count")) var other = 1
      #expect(other == 1)  // another storage, another value
    }
  }

  @Test func aKeyUsedWithAnotherTypeIsADiagnosticAndAValueOfItsOwn() async {
    let storage = InMemoryStorage()
    let diagnostics = await withDiagnostics {
      withDependencies {
        $0.defaultInMemoryStorage = storage
      } operation: {
        @Shared(.inMemory("value")) var number = 1
        @Shared(.inMemory("value")) var text = "text"
        text = "changed"
        #expect(number == 1)
        #expect(text == "changed")
      }
    }
    #expect(diagnostics.map(\.kind) == ["shared.typeMismatch"])
    #expect(diagnostics.first?.message.contains("'Int'") == true)
  }

  @Test func withLockIsAtomicAcrossThreads() async {
    let count = Shared(0)
    await withTaskGroup(of: Void.self) { group in
      for _ in 0..<8 {
        group.addTask {
          for _ in 0..<500 { count.withLock { $0 += 1 } }
        }
      }
    }
    #expect(count.wrappedValue == 4000)
  }

  @Test func withLockMayReadTheSameValue() {
    let count = Shared(1)
    count.withLock { $0 = count.wrappedValue + 1 }
    #expect(count.wrappedValue == 2)
  }

  @Test func sharedValuesEncodeAsTheirValue() throws {
    let state = SharedDetail.State(item: Shared(SharedItem(id: 3, title: "Three")))
    let data = try JSONEncoder().encode(state.$item)
    let decoded = try JSONDecoder().decode(Shared<SharedItem>.self, from: data)
    #expect(decoded == state.$item)
    decoded.wrappedValue.title = "Changed"
    #expect(state.item.title == "Three")  // decoding makes a value of its own
  }
}

@Suite struct FileStorageTests {
  let directory: URL = FileManager.default.temporaryDirectory
    .appendingPathComponent("shared-\(UUID().uuidString)")

  @Test func aFileRoundTrip() throws {
    let url = directory.appendingPathComponent("items.json")
    defer { try? FileManager.default.removeItem(at: directory) }
    let storage = FileStorage.fileSystem(saveDelay: .seconds(60))
    withDependencies {
      $0.defaultFileStorage = storage
    } operation: {
      @Shared(.fileStorage(url)) var items: [SharedItem] = []
      items.append(SharedItem(id: 1, title: "One"))
      items.append(SharedItem(id: 2, title: "Two"))
    }
    // The save waits for its delay: nothing is on disk yet, and both changes go in one write.
    #expect(!FileManager.default.fileExists(atPath: url.path))
    storage.flush()
    let saved = try JSONDecoder().decode([SharedItem].self, from: Data(contentsOf: url))
    #expect(saved.map(\.title) == ["One", "Two"])

    // Another storage (another run of the program) loads what was saved.
    let next = FileStorage.fileSystem(saveDelay: .zero)
    withDependencies {
      $0.defaultFileStorage = next
    } operation: {
      @Shared(.fileStorage(url)) var items: [SharedItem] = []
      #expect(items.map(\.title) == ["One", "Two"])
    }
  }

  @Test func fileErrorsReadAsOneClause() {
    struct Ended: Error, CustomStringConvertible { var description: String { "it ended." } }
    #expect(describeFileError(Ended()) == "it ended")
    // Where the system's text says nothing (Linux), the clause says what the code means.
    let folder = CocoaError(.fileWriteUnknown)
    if "\(folder)".contains("(null)") {
      #expect(describeFileError(folder) == "the file could not be written (its path may name a folder)")
    }
  }

  @Test func twoSpellingsOfOneFileNameOneValue() throws {
    let url = directory.appendingPathComponent("same.json")
    let other = URL(fileURLWithPath: directory.path + "/./sub/../same.json")
    defer { try? FileManager.default.removeItem(at: directory) }
    let storage = FileStorage.fileSystem(saveDelay: .seconds(60))
    withDependencies {
      $0.defaultFileStorage = storage
    } operation: {
      @Shared(.fileStorage(url)) var first: [String] = []
      @Shared(.fileStorage(other)) var second: [String] = []
      first.append("one")
      second.append("two")
      #expect(first == ["one", "two"])
    }
    storage.flush()
    let saved = try JSONDecoder().decode([String].self, from: Data(contentsOf: url))
    #expect(saved == ["one", "two"])
    #expect(storage.data(at: other) == storage.data(at: url))
  }

  @Test func savesHappenOffTheChangingThreadAfterTheDelay() async throws {
    let url = directory.appendingPathComponent("count.json")
    defer { try? FileManager.default.removeItem(at: directory) }
    let storage = FileStorage.fileSystem(saveDelay: .milliseconds(10))
    let count = withDependencies {
      $0.defaultFileStorage = storage
    } operation: {
      Shared(wrappedValue: 0, .fileStorage(url))
    }
    count.wrappedValue = 7
    // Wait on the result, not on time: poll until the background save lands.
    var saved: Int?
    for _ in 0..<500 where saved != 7 {
      try await Task.sleep(for: .milliseconds(10))
      saved = storage.data(at: url).flatMap { try? JSONDecoder().decode(Int.self, from: $0) }
    }
    #expect(saved == 7)
  }

  @Test func aCorruptFileIsReportedKeptAsideAndTheDefaultIsUsed() async throws {
    let url = URL(fileURLWithPath: "/virtual/settings.json")
    let storage = FileStorage.inMemory
    try storage.setData(Data("{not json".utf8), at: url)
    var value: Shared<[String]>?
    let diagnostics = await withDiagnostics {
      withDependencies {
        $0.defaultFileStorage = storage
      } operation: {
        value = Shared(wrappedValue: ["default"], .fileStorage(url))
      }
    }
    #expect(value?.wrappedValue == ["default"])
    #expect(diagnostics.map(\.kind) == ["shared.unreadableFile"])
    let message = diagnostics.first?.message ?? ""
    #expect(message.contains("settings.unreadable-"))
    // The bad bytes are kept beside, under the name the diagnostic gives.
    let asidePath = message.split(separator: "'").first { $0.contains("unreadable-") } ?? ""
    #expect(storage.data(at: URL(fileURLWithPath: String(asidePath))) == Data("{not json".utf8))
    // The next change saves the value at the original place.
    value?.wrappedValue = ["saved"]
    let saved = storage.data(at: url).flatMap { try? JSONDecoder().decode([String].self, from: $0) }
    #expect(saved == ["saved"])
  }

  @Test func aCorruptFileOnDiskIsMovedAside() async throws {
    let url = directory.appendingPathComponent("broken.json")
    defer { try? FileManager.default.removeItem(at: directory) }
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    try Data("[1, 2".utf8).write(to: url)
    let storage = FileStorage.fileSystem(saveDelay: .zero)
    let diagnostics = await withDiagnostics {
      withDependencies {
        $0.defaultFileStorage = storage
      } operation: {
        @Shared(.fileStorage(url)) var numbers: [Int] = [0]
        #expect(numbers == [0])
      }
    }
    #expect(diagnostics.map(\.kind) == ["shared.unreadableFile"])
    let names = try FileManager.default.contentsOfDirectory(atPath: directory.path)
    #expect(names.contains { $0.hasPrefix("broken.unreadable-") && $0.hasSuffix(".json") })
    #expect(!names.contains("broken.json"))
  }

  @Test func aFolderAtTheFilesPathIsLeftAsItIsAndNothingIsSavedThere() async throws {
    // A folder where the file should be is not the app's file: only a regular file is ever
    // moved aside (see `FileStorageLinkTests`).
    let url = directory.appendingPathComponent("plain")
    defer { try? FileManager.default.removeItem(at: directory) }
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    let storage = FileStorage.fileSystem(saveDelay: .zero)
    let diagnostics = await withDiagnostics {
      withDependencies {
        $0.defaultFileStorage = storage
      } operation: {
        @Shared(.fileStorage(url)) var numbers: [Int] = [0]
        numbers = [1]
      }
    }
    storage.flush()
    #expect(diagnostics.map(\.kind) == ["shared.unreadableFile"])
    let names = try FileManager.default.contentsOfDirectory(atPath: directory.path)
    #expect(names == ["plain"])
    #expect(try FileManager.default.contentsOfDirectory(atPath: url.path) == [])
  }
}
