import Foundation
import ReducerRouting
import ReducerTesting
import Testing

// A TestStore shows shared values in its diffs and asserts their changes like state.

struct SharedCounter: Reducer {
  struct State: Equatable {
    @Shared(.inMemory("count")) var count = 0
    var log: [String] = []
  }
  enum Action: Equatable {
    case increment
    case incrementQuietly
    case incrementLater
    case incrementTwiceLater
    case didIncrement
  }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .increment:
      state.count += 1
      state.log.append("+1")
      return .none
    case .incrementQuietly:
      state.$count.withLock { $0 += 1 }
      return .none
    case .incrementLater:
      return .run { [count = state.$count] send in
        count.withLock { $0 += 10 }
        await send(.didIncrement)
      }
    case .incrementTwiceLater:
      return .run { send in
        await send(.increment)
        await send(.increment)
      }
    case .didIncrement:
      return .none
    }
  }
}

@MainActor
@Suite struct SharedTestStoreTests {
  @Test func sharedChangesAreAssertedLikeState() async {
    let store = TestStore(initialState: SharedCounter.State()) { SharedCounter() }
    await store.send(.increment) {
      $0.count = 1
      $0.log = ["+1"]
    }
    await store.send(.incrementQuietly) { $0.count = 2 }
    #expect(store.state.count == 2)
  }

  @Test func anUnassertedSharedChangeFailsWithADiff() async {
    let failures = await recordedFailures {
      let store = TestStore(initialState: SharedCounter.State()) { SharedCounter() }
      await store.send(.incrementQuietly)
    }
    #expect(failures.count == 1)
    let failure = failures.first ?? ""
    #expect(failure.contains("−   count: 0,"))
    #expect(failure.contains("+   count: 1,"))
  }

  @Test func aWrongSharedExpectationFails() async {
    let failures = await recordedFailures {
      let store = TestStore(initialState: SharedCounter.State()) { SharedCounter() }
      await store.send(.incrementQuietly) { $0.count = 5 }
    }
    #expect(failures.count == 1)
    #expect(failures.first?.contains("−   count: 5,") == true)
  }

  @Test func theAssertionClosureNeverChangesTheLiveValue() async {
    let failures = await recordedFailures {
      let store = TestStore(initialState: SharedCounter.State()) { SharedCounter() }
      await store.send(.incrementQuietly) { $0.count = 99 }
      #expect(store.state.count == 1)
    }
    #expect(failures.count == 1)
  }

  @Test func eachReceivedActionSeesTheSharedValueAsItWasThen() async {
    let store = TestStore(initialState: SharedCounter.State()) { SharedCounter() }
    await store.send(.incrementTwiceLater)
    await store.receive(.increment) {
      $0.count = 1
      $0.log = ["+1"]
    }
    await store.receive(.increment) {
      $0.count = 2
      $0.log = ["+1", "+1"]
    }
  }

  @Test func aChangeMadeByAnEffectIsAssertedAtTheNextStep() async {
    let store = TestStore(initialState: SharedCounter.State()) { SharedCounter() }
    await store.send(.incrementLater)
    await store.receive(.didIncrement) { $0.count = 10 }
  }

  @Test func nonExhaustiveStoresCheckOnlyWhatTheClosureSets() async {
    let store = TestStore(initialState: SharedCounter.State()) { SharedCounter() }
    store.exhaustivity = .off
    await store.send(.increment)
    await store.send(.increment) { $0.count = 2 }
    let failures = await recordedFailures {
      await store.send(.increment) { $0.count = 7 }
    }
    #expect(failures.count == 1)
  }

  @Test func assertChecksSharedValuesWithoutSending() async {
    let store = TestStore(initialState: SharedCounter.State()) { SharedCounter() }
    store.state.$count.withLock { $0 = 3 }  // a change the test makes is its own
    store.assert { $0.count = 3 }
  }

  @Test func theTestStoresOfOneTestShareItsInMemoryValuesAsInTCA() async {
    let first = TestStore(initialState: SharedCounter.State()) { SharedCounter() }
    let second = TestStore(initialState: SharedCounter.State()) { SharedCounter() }
    await first.send(.incrementQuietly) { $0.count = 1 }
    #expect(second.state.count == 1)
  }

  @Test func aTestStoreGivenAStorageOfItsOwnSharesNothing() async {
    let first = TestStore(initialState: SharedCounter.State()) { SharedCounter() }
    let second = TestStore(initialState: SharedCounter.State()) {
      SharedCounter()
    } withDependencies: {
      $0.defaultInMemoryStorage = InMemoryStorage()
    }
    await first.send(.incrementQuietly) { $0.count = 1 }
    #expect(second.state.count == 0)
  }

  @Test func fileStorageInATestStoreStaysInMemory() async throws {
    let url = URL(fileURLWithPath: "/no/such/folder/items.json")
    struct Saver: Reducer {
      struct State: Equatable {
        @Shared(.fileStorage(URL(fileURLWithPath: "/no/such/folder/items.json")))
        var items: [String] = []
      }
      enum Action { case add(String) }
      func reduce(into state: inout State, action: Action) -> Effect<Action> {
        switch action {
        case let .add(item):
          state.items.append(item)
          return .none
        }
      }
    }
    let storage = FileStorage.inMemory
    let store = TestStore(initialState: Saver.State()) {
      Saver()
    } withDependencies: {
      $0.defaultFileStorage = storage
    }
    await store.send(.add("milk")) { $0.items = ["milk"] }
    let saved = try JSONDecoder().decode([String].self, from: storage.data(at: url) ?? Data())
    #expect(saved == ["milk"])
    #expect(!FileManager.default.fileExists(atPath: url.path))
  }
}

/// Changes a shared value from an effect, with no action after it.
struct QuietSharedWriter: Reducer {
  struct State: Equatable {
    @Shared(.inMemory("quiet")) var count = 0
    var local = 0
  }
  enum Action: Equatable { case writeLater, bumpLocal }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .writeLater:
      return .run { [count = state.$count] _ in count.withLock { $0 += 1 } }
    case .bumpLocal:
      state.local += 1
      return .none
    }
  }
}

/// A settings screen whose values are kept in a JSON file.
struct FileSettings: Reducer {
  static let url = URL(fileURLWithPath: "/virtual/file-settings.json")
  struct State: Equatable {
    @Shared(.fileStorage(FileSettings.url)) var names: [String] = []
  }
  enum Action: Equatable { case add(String) }
  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case let .add(name):
      state.names.append(name)
      return .none
    }
  }
}

@MainActor
@Suite struct SharedChangesWithoutActionsTests {
  @Test func aChangeAnEffectMadeAfterTheLastAssertionFailsAtTheEnd() async {
    let failures = await recordedFailures {
      let store = TestStore(initialState: QuietSharedWriter.State()) { QuietSharedWriter() }
      await store.send(.writeLater).finish()
    }
    #expect(failures.count == 1)
    #expect(failures.first?.contains("changed after the test's last assertion without an action") == true)
    #expect(failures.first?.contains("at the end of the test") == true)
    #expect(failures.first?.contains("+   count: 1,") == true)
  }

  @Test func atTheNextSendItMayBeAssertedAndIsNotBlamedOnTheReducer() async {
    let store = TestStore(initialState: QuietSharedWriter.State()) { QuietSharedWriter() }
    await store.send(.writeLater).finish()
    await store.send(.bumpLocal) {
      $0.count = 1
      $0.local = 1
    }
    let failures = await recordedFailures {
      await store.send(.writeLater).finish()
      await store.send(.bumpLocal) { $0.local = 2 }
    }
    #expect(failures.count == 1)
    #expect(failures.first?.contains("Part of this difference was made before this send") == true)
  }

  @Test func assertingTheChangePasses() async {
    let store = TestStore(initialState: QuietSharedWriter.State()) { QuietSharedWriter() }
    await store.send(.writeLater).finish()
    store.assert { $0.count = 1 }
    await store.send(.bumpLocal) { $0.local = 1 }
  }

  @Test func sharedValuesSetInTheInitialStateAreTheStart() async {
    let store = TestStore(
      initialState: {
        let state = QuietSharedWriter.State()
        state.$count.withLock { $0 = 41 }
        return state
      }()
    ) { QuietSharedWriter() }
    await store.send(.writeLater).finish()
    store.assert { $0.count = 42 }
  }

  @Test func anUnreadableFileWhileTheStoreIsMadeFailsTheTest() async throws {
    let storage = FileStorage.inMemory
    try storage.setData(Data("{not json".utf8), at: FileSettings.url)
    let failures = await recordedFailures {
      let store = TestStore(initialState: FileSettings.State()) {
        FileSettings()
      } withDependencies: {
        $0.defaultFileStorage = storage
      }
      await store.send(.add("a")) { $0.names = ["a"] }
    }
    #expect(failures.count == 1)
    #expect(failures.first?.contains("shared.unreadableFile") == true)
  }
}
