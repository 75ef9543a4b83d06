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

  @Test func eachTestStoreHasItsOwnInMemoryValues() async {
    let first = TestStore(initialState: SharedCounter.State()) { SharedCounter() }
    let second = TestStore(initialState: SharedCounter.State()) { SharedCounter() }
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
