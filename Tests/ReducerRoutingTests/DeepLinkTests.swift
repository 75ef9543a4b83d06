import ReducerRouting
import ReducerTesting
import Testing

/// The navigation `colors/red/settings/privacy?modal=about` opens from a fresh state.
func redSettingsPrivacyAbout() -> LinkTabs.State {
  var settings = LinkSettingsFlow.State()
  settings.navigation.push(.page(.init(id: "privacy")))
  settings.navigation.present(.page(.init(id: "about")))
  var red = LinkColorFlow.State(root: .init(id: "red"))
  red.navigation.push(.settings(settings))
  var state = LinkTabs.State()
  state.colors.navigation.push(.color(red))
  return state
}

@Suite struct DeepLinkTests {
  // MARK: Opening

  @Test func aLinkOpensThroughATabContainerAndThreeNestedFlows() throws {
    var state = LinkTabs.State()
    state.selectedTab = .settings
    try state.open(DeepLink("colors/red/settings/privacy?modal=about"))
    #expect(state == redSettingsPrivacyAbout())
    #expect(state.selectedTab == .colors)
  }

  @Test func aLinkSelectsATabAndKeepsTheOtherTabsStacks() throws {
    var state = redSettingsPrivacyAbout()
    try state.open(DeepLink("settings/general/privacy"))
    var expected = redSettingsPrivacyAbout()
    expected.selectedTab = .settings
    expected.settings.navigation.setStack([
      .page(.init(id: "general")), .page(.init(id: "privacy")),
    ])
    #expect(state == expected)
  }

  @Test func routesWhoseIdsStayKeepTheirStateAndTheRestOfTheLinkGoesIntoThem() throws {
    var state = LinkListFlow.State()
    var red = LinkColorFlow.State(root: .init(id: "red", ticks: 7))
    red.navigation.push(.shade(.init(id: "shade-2", ticks: 3)))
    red.navigation.push(.info(.init(id: "info")))
    state.navigation.push(.search(.init(id: "search", ticks: 5)))
    state.navigation.push(.color(red))
    state.navigation.present(.info(.init(id: "info")))

    try state.open(DeepLink("search/red/shade/2/settings"))

    var expectedRed = LinkColorFlow.State(root: .init(id: "red", ticks: 7))
    expectedRed.navigation.push(.shade(.init(id: "shade-2", ticks: 3)))
    expectedRed.navigation.push(.settings(.init()))
    var expected = LinkListFlow.State()
    expected.navigation.push(.search(.init(id: "search", ticks: 5)))
    expected.navigation.push(.color(expectedRed))
    #expect(state == expected)
  }

  @Test func theModalGoesToTheDeepestFlowWithItsStyle() throws {
    var state = LinkListFlow.State()
    try state.open(DeepLink("red/shade/4?modal=info&style=fullScreen"))
    #expect(state.navigation.modal == nil)
    guard case let .color(red)? = state.navigation.top else {
      Issue.record("red is not on top: \(state.navigation)")
      return
    }
    #expect(red.navigation.stack.ids == ["shade-4"])
    #expect(red.navigation.modal == .info(.init(id: "info")))
    #expect(red.navigation.modalStyle == .fullScreen)
  }

  @Test func anEmptyLinkShowsTheRoot() throws {
    var state = redSettingsPrivacyAbout()
    try state.open(DeepLink("colors"))
    #expect(state == LinkTabs.State())
  }

  // MARK: Failing

  @Test(arguments: [
    (
      "colors/red/purple",
      DeepLinkError.Reason.unknownSegment(expected: ["settings", "info", "shade/<1-9>"]),
      2 as Int?, "purple" as String?, "LinkColorFlow.State" as String?
    ),
    (
      "nowhere", .unknownSegment(expected: ["colors", "settings", "about"]), 0, "nowhere",
      "LinkTabs.State"
    ),
    ("colors/red/shade", .missingParameter("level"), 2, "shade", "LinkColorFlow.State"),
    (
      "colors/red/shade/x", .badParameterValue(name: "level", value: "x"), 3, "x",
      "LinkColorFlow.State"
    ),
    (
      "colors/red/shade/12", .badParameterValue(name: "level", value: "12"), 3, "12",
      "LinkColorFlow.State"
    ),
    ("about/x", .extraSegments, 1, "x", "LinkTicker.State"),
    ("colors/search/search", .duplicateRoute("\"search\""), 2, "search", "LinkListFlow.State"),
    ("about?modal=info", .unusedQueryItem("modal"), nil, "modal=info", "LinkTicker.State"),
    (
      "colors/red/settings?modal=nowhere",
      .unknownSegment(expected: ["general", "privacy", "about"]), nil, "modal=nowhere",
      "LinkSettingsFlow.State"
    ),
    ("colors/red?modal=shade/1/2", .extraSegments, nil, "modal=shade/1/2", "LinkColorFlow.State"),
  ])
  func aRejectedLinkLeavesTheStateAsItWasAndSaysWhy(
    text: String, reason: DeepLinkError.Reason, index: Int?, segment: String?, flow: String?
  ) throws {
    let link = try DeepLink(text)
    let original = redSettingsPrivacyAbout()
    var state = original
    let error = #expect(throws: DeepLinkError.self) { try state.open(link) }
    #expect(state == original)
    #expect(error?.reason == reason)
    #expect(error?.segmentIndex == index)
    #expect(error?.segment == segment)
    #expect(error?.flow == flow)
    #expect(error?.description.isEmpty == false)
  }

  @MainActor
  @Test func aRejectedLinkSentToAStoreIsReportedAndChangesNothing() async throws {
    let clock = TickClock()
    let store = Store(initialState: redSettingsPrivacyAbout()) { LinkTabs(clock: clock) }
    let reports = try await withDiagnostics {
      store.send(.openLink(try DeepLink("colors/red/purple")))
    }
    #expect(store.state == redSettingsPrivacyAbout())
    #expect(kinds(reports) == ["deepLink.rejected"])
    #expect(reports.first?.message.contains("'colors/red/purple'") == true)
    #expect(reports.first?.message.contains("purple") == true)
  }

  // MARK: Dry run

  @Test func aDryRunReturnsTheNavigationWithoutChangingTheState() throws {
    let state = LinkTabs.State()
    let opened = try state.opening(DeepLink("colors/red/settings/privacy?modal=about"))
    #expect(opened == redSettingsPrivacyAbout())
    #expect(state == LinkTabs.State())
    #expect(throws: DeepLinkError.self) { try state.opening(DeepLink("colors/red/purple")) }
  }

  // MARK: The way back

  @Test func theLinkOfAStateOpensTheSameNavigation() throws {
    let state = redSettingsPrivacyAbout()
    let link = DeepLink(for: state)
    #expect(link.description == "colors/red/settings/privacy?modal=about")
    #expect(try LinkTabs.State().opening(link) == state)
  }

  @Test func roundTripOverRandomNavigations() throws {
    var generator = SplitMix64(seed: 0x5EED_1357)
    for _ in 0..<500 {
      let state = randomTabs(using: &generator)
      let link = DeepLink(for: state)
      let parsed = try DeepLink(link.description)
      #expect(parsed == link)
      let reopened = try LinkTabs.State().opening(parsed)
      #expect(reopened == state, "\(link)")
      #expect(DeepLink(for: reopened) == link)
      // Opening a state's own link changes nothing.
      var same = state
      try same.open(link)
      #expect(same == state)
    }
  }

  // MARK: Effects

  @MainActor
  @Test func openingALinkCancelsTheEffectsOfTheRoutesThatLeaveAndKeepsTheOthers() async throws {
    let clock = TickClock()
    var red = LinkColorFlow.State(root: .init(id: "red"))
    red.navigation.push(.shade(.init(id: "shade-2")))
    var initial = LinkListFlow.State()
    initial.navigation.push(.search(.init(id: "search")))
    initial.navigation.push(.color(red))
    let store = TestStore(initialState: initial) { LinkListFlow(clock: clock) }

    // Timers in red's root (which stays), in red's nested shade (which leaves) and in search
    // (which leaves).
    await store.send(.route("color-red", .color(.root(.start))))
    await store.send(.route("color-red", .color(.route("shade-2", .shade(.start)))))
    await store.send(.route("search", .search(.start)))
    await clock.waitUntilSleeping(3)

    await store.send(.openLink(["red", "settings"])) {
      var red = LinkColorFlow.State(root: .init(id: "red"))
      red.navigation.push(.settings(.init()))
      $0.navigation.setStack([.color(red)])
    }
    await clock.tick(whenSleeping: 1)
    // Only red's root still ticks.
    await store.receive(.route("color-red", .color(.root(.tick)))) {
      $0.navigation.modifyRoute("color-red", as: /LinkListFlow.Route.color) { $0.root.ticks = 1 }
    }
    await store.send(.navigation(.popToRoot)) { $0.navigation.popToRoot() }
    await clock.advance(by: .seconds(5))
    await store.finish()
  }

  @MainActor
  @Test func aRejectedLinkKeepsEveryEffect() async throws {
    let clock = TickClock()
    var initial = LinkListFlow.State()
    initial.navigation.push(.search(.init(id: "search")))
    let store = Store(initialState: initial) { LinkListFlow(clock: clock) }
    store.send(.route("search", .search(.start)))
    let reports = try await withDiagnostics {
      store.send(.openLink(try DeepLink("red/purple")))
    }
    #expect(kinds(reports) == ["deepLink.rejected"])
    #expect(store.state == initial)
    await clock.tick(whenSleeping: 1)
    let ticked = await eventually {
      guard case let .search(search)? = store.state.navigation.stack.first else { return false }
      return search.ticks == 1
    }
    #expect(ticked, "the search timer stopped after a rejected link")
    store.send(.navigation(.pop))
    #expect(await store.settles())
  }
}

// MARK: - Random navigations

/// A random navigation that a link can express: at each level, routes that hold no flow,
/// then perhaps one that holds a flow, which continues; a modal only at the deepest flow.
func randomTabs(using generator: inout SplitMix64) -> LinkTabs.State {
  var state = LinkTabs.State()
  switch Int.random(in: 0..<3, using: &generator) {
  case 0:
    state.selectedTab = .colors
    state.colors = randomList(using: &generator)
  case 1:
    state.selectedTab = .settings
    state.settings = randomSettings(using: &generator)
  default:
    state.selectedTab = .about
  }
  return state
}

private func randomStyle(using generator: inout SplitMix64) -> ModalStyle {
  [.sheet, .fullScreen, .popover, "drawer"].randomElement(using: &generator) ?? .sheet
}

func randomSettings(using generator: inout SplitMix64) -> LinkSettingsFlow.State {
  var state = LinkSettingsFlow.State()
  let pages = LinkSettingsFlow.State.pages.shuffled(using: &generator)
  state.navigation.setStack(
    pages.prefix(Int.random(in: 0...3, using: &generator)).map { .page(.init(id: $0)) })
  if Bool.random(using: &generator), let page = pages.randomElement(using: &generator) {
    state.navigation.present(.page(.init(id: page)), style: randomStyle(using: &generator))
  }
  return state
}

func randomColor(using generator: inout SplitMix64) -> LinkColorFlow.State {
  let name = LinkListFlow.State.colors.randomElement(using: &generator) ?? "red"
  var state = LinkColorFlow.State(root: .init(id: name))
  var routes: [LinkColorFlow.Route] = Array(
    (1...9).shuffled(using: &generator).prefix(Int.random(in: 0...3, using: &generator))
  ).map { .shade(.init(id: "shade-\($0)")) }
  if Bool.random(using: &generator) { routes.insert(.info(.init(id: "info")), at: 0) }
  if Int.random(in: 0..<3, using: &generator) == 0 {
    routes.append(.settings(randomSettings(using: &generator)))
  } else if Bool.random(using: &generator) {
    state.navigation.present(
      Bool.random(using: &generator) ? .info(.init(id: "info")) : .shade(.init(id: "shade-5")),
      style: randomStyle(using: &generator))
  }
  state.navigation.setStack(routes)
  return state
}

func randomList(using generator: inout SplitMix64) -> LinkListFlow.State {
  var state = LinkListFlow.State()
  var routes: [LinkListFlow.Route] = [.info(.init(id: "info")), .search(.init(id: "search"))]
    .shuffled(using: &generator)
  routes = Array(routes.prefix(Int.random(in: 0...2, using: &generator)))
  if Bool.random(using: &generator) {
    routes.append(.color(randomColor(using: &generator)))
  } else if Bool.random(using: &generator) {
    state.navigation.present(.search(.init(id: "search")), style: randomStyle(using: &generator))
  }
  state.navigation.setStack(routes)
  return state
}
