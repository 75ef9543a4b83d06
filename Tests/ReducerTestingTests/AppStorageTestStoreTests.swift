import Foundation
import ReducerRouting
import ReducerTesting
import Testing

// A TestStore asserts `.appStorage` values like state, in a UserDefaults suite of the test's
// own that the test's body shares.

/// Settings kept in UserDefaults.
private struct Settings: Reducer {
  struct State: Equatable {
    @Shared(.appStorage("isOn")) var isOn = false
    @Shared(.appStorage("volume")) var volume = 5
  }
  enum Action: Equatable {
    case toggle
    case louderLater
    case didGetLouder
  }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .toggle:
      state.isOn.toggle()
      return .none
    case .louderLater:
      return .run { [volume = state.$volume] send in
        volume.withLock { $0 += 1 }
        await send(.didGetLouder)
      }
    case .didGetLouder:
      return .none
    }
  }
}

@MainActor
@Suite struct AppStorageTestStoreTests {
  @Test func aChangeIsAssertedLikeStateAndStoredInTheTestsDefaults() async {
    @Dependency(\.defaultAppStorage) var defaults
    let store = TestStore(initialState: Settings.State()) { Settings() }
    await store.send(.toggle) { $0.isOn = true }
    await store.send(.louderLater)
    await store.receive(.didGetLouder) { $0.volume = 6 }
    #expect(defaults.object(forKey: "isOn") as? Bool == true)
    #expect(defaults.object(forKey: "volume") as? Int == 6)
    #expect(defaults !== UserDefaults.standard)
  }

  @Test func anUnassertedChangeFailsWithADiff() async {
    let failures = await recordedFailures {
      let store = TestStore(initialState: Settings.State()) { Settings() }
      await store.send(.toggle)
    }
    #expect(failures.count == 1)
    let failure = failures.first ?? ""
    #expect(failure.contains("−   isOn: false,"))
    #expect(failure.contains("+   isOn: true,"))
  }

  @Test func theTestsBodyAndItsStoresShareTheValues() async {
    @Shared(.appStorage("volume")) var volume = 5
    volume = 9
    let store = TestStore(initialState: Settings.State()) { Settings() }
    #expect(store.state.volume == 9)
    await store.send(.louderLater)
    await store.receive(.didGetLouder) { $0.volume = 10 }
    #expect(volume == 10)
  }

  @Test func anOutsideWriteReachesTheStoresState() async {
    @Dependency(\.defaultAppStorage) var defaults
    let store = TestStore(initialState: Settings.State()) { Settings() }
    defaults.set(true, forKey: "isOn")
    // Apple's Foundation posts it for the write; swift-corelibs-foundation does not.
    NotificationCenter.default.post(name: UserDefaults.didChangeNotification, object: defaults)
    #expect(store.state.isOn)
    // The change came from outside the store: the test asserts it as its own.
    store.assert { $0.isOn = true }
    await store.send(.toggle) { $0.isOn = false }
    #expect(defaults.object(forKey: "isOn") as? Bool == false)
  }
}
