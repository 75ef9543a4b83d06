// swift-format-ignore-file
// The tests the explorer printed for the fixtures of PrintedTestTests.swift, `@Test `
// dropped and each function named for its fixture; generated, do not edit. Regenerate with
// REGENERATE_PRINTED_TESTS=1 swift test --filter PrintedTestTests
import ReducerTesting
import Testing

@MainActor func printedInvariantTest() async {
  // Found by NavigationExplorer (seed 1): invariant "at most one settings screen".
  let store = TestStore(initialState: AppFlow.State()) {
    AppFlow(defect: .pushesSettings)
  }
  store.exhaustivity = .off
  await store.send(.root(.colorTapped("red")))
  await store.send(.route("color-red", .color(.settingsTapped)))
  await store.send(.route("settings-red", .settings(.showColor)))
  await store.send(.route("color-blue", .color(.settingsTapped)))
  // fails: invariant "at most one settings screen"
  let invariant: (AppFlow.State) -> Bool = { state in
    state.settingsCount <= 1
  }
  #expect(invariant(store.state), "at most one settings screen")
}

@MainActor func printedDiagnosticTest() async {
  // Found by NavigationExplorer (seed 3): diagnostic navigation.popEmpty.
  let store = TestStore(initialState: AppFlow.State()) { AppFlow(defect: .infoPops) }
  store.exhaustivity = .off
  await store.send(.root(.infoTapped))
  await store.send(.modalRoute(.info(.doneTapped)))  // fails: diagnostic navigation.popEmpty
}

@MainActor func printedHelperMadeTest() async {
  // Found by NavigationExplorer (seed 3): diagnostic navigation.popEmpty.
  let defect: AppFlow.Defect? = .infoPops  // as the explorer's app had it
  let store = TestStore(initialState: AppFlow.State()) { AppFlow(defect: defect) }
  store.exhaustivity = .off
  await store.send(.root(.infoTapped))
  await store.send(.modalRoute(.info(.doneTapped)))  // fails: diagnostic navigation.popEmpty
}

@MainActor func printedGoneScreenTest() async {
  // Found by NavigationExplorer (seed 3): effect of a gone screen.
  let clock = TestClock()
  let store = TestStore(initialState: TickerFlow.State(), reducer: {
    TickerFlow(leaksTimer: true)
  }) {
    $0.continuousClock = clock
    $0.suspendingClock = clock
  }
  store.exhaustivity = .off
  await store.send(.root(.openTapped))
  let effect = await store.send(.route("ticker", .ticker(.startTapped)))
  await store.send(.navigation(.drop("ticker")))
  // fails: effect of a gone screen
  #expect(!effect.isRunning, "The effect that step 2 started still runs, but its screen is no longer shown.")
}

@MainActor func printedClockTest() async {
  // Found by NavigationExplorer (seed 2): invariant "a ticker ticks at most twice".
  let clock = TestClock()
  let store = TestStore(initialState: TickerFlow.State(), reducer: { TickerFlow() }) {
    $0.continuousClock = clock
    $0.suspendingClock = clock
  }
  store.exhaustivity = .off
  await store.send(.root(.openTapped))
  await store.send(.route("ticker", .ticker(.startTapped)))
  await clock.advance(by: .seconds(1))
  await clock.advance(by: .seconds(1))
  await clock.advance(by: .seconds(1))
  // fails: invariant "a ticker ticks at most twice"
  let invariant: (TickerFlow.State) -> Bool = { $0.ticks <= 2 }
  #expect(invariant(store.state), "a ticker ticks at most twice")
}

@MainActor func printedRelaunchTest() async throws {
  // Found by NavigationExplorer (seed 7): invariant "every color shown was tapped since launch".
  var store = TestStore(initialState: SavedFlow.State()) { SavedFlow() }
  store.exhaustivity = .off
  await store.send(.root(.colorTapped))
  do {  // Relaunch from the saved navigation.
    var relaunched = SavedFlow.State()
    relaunched.navigation = try store.state.navigation.savedAndRestored()
    store = TestStore(initialState: relaunched) { SavedFlow() }
    store.exhaustivity = .off
  }
  // fails: invariant "every color shown was tapped since launch"
  let invariant: (SavedFlow.State) -> Bool = {
    $0.navigation.stack.count <= $0.colorsTapped
  }
  #expect(invariant(store.state), "every color shown was tapped since launch")
}

@MainActor func printedSnapshotTest() async throws {
  // Found by NavigationExplorer (seed 1): snapshot round trip.
  let store = TestStore(initialState: SavedFlow.State()) { SavedFlow(defect: true) }
  store.exhaustivity = .off
  await store.send(.root(.infoTapped))
  // fails: snapshot round trip
  let restored = try store.state.navigation.savedAndRestored()
  #expect(
    restored.description == store.state.navigation.description,
    "The navigation saved as a NavigationSnapshot and restored shows other screens than the one saved.")
}

@MainActor func printedDeepLinkTest() async throws {
  // Found by NavigationExplorer (seed 5): deep link.
  let store = TestStore(initialState: MislinkedFlow.State()) { MislinkedFlow() }
  store.exhaustivity = .off
  await store.send(.root(.infoTapped))
  // fails: deep link
  let opened = try (MislinkedFlow.State()).opening(.init(for: store.state))
  #expect(
    opened.navigation.description == store.state.navigation.description,
    "The link of the navigation shown opens another navigation than the one it was made of.")
}

@MainActor func printedNestedLinkTest() async throws {
  // Found by NavigationExplorer (seed 2): deep link.
  let store = TestStore(initialState: ShallowLinkFlow.State()) { ShallowLinkFlow() }
  store.exhaustivity = .off
  await store.send(.root(.openTapped))
  await store.send(.route("swatches", .swatches(.root(.colorTapped))))
  // fails: deep link
  let opened = try (ShallowLinkFlow.State()).opening(.init(for: store.state))
  #expect(
    opened.navigation.description == store.state.navigation.description,
    "The link of the navigation shown opens another navigation than the one it was made of.")
}

@MainActor func printedDependenciesTest() async {
  // Found by NavigationExplorer (seed 1): invariant "the second tag is never made".
  let dependencies: (inout DependencyValues) -> Void = { $0.uuid = .incrementing }
  let store = TestStore(initialState: TaggingList.State(), reducer: { TaggingList() }) {
    dependencies(&$0)
  }
  store.exhaustivity = .off
  await store.send(.addTapped)
  await store.send(.addTapped)
  // fails: invariant "the second tag is never made"
  let invariant: (TaggingList.State) -> Bool = {
    !$0.tags.contains("00000000-0000-0000-0000-000000000001")
  }
  #expect(invariant(store.state), "the second tag is never made")
}
