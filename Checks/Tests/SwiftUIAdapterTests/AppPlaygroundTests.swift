import Foundation
import ReducerRouting
import Testing

@testable import SwiftUIAdapterCheck

// The decisions of the app playground (Examples/ColorList.swiftpm/Sources/App, compiled into
// SwiftUIAdapterCheck through Checks/SwiftUIAdapterCheck/AppPlayground): the navigation a scene
// saves comes back as it was, an alert that was showing is left out alone, bad saved data
// restores nothing and leaves the first screen, a link the app was opened with wins over what
// it saved, the app's URLs open in one step, and the tab bar keeps each tab's stack until the
// tab shown is chosen again.

@MainActor
@Suite struct AppPlaygroundTests {
  private func makeStore() -> StoreOf<PlaygroundTabs> {
    Store(initialState: PlaygroundTabs.State()) { PlaygroundTabs() }
  }

  /// A scene well away from its first screen: red, its settings and their Info in the colour
  /// list, shown; two stories in the news tab and an item in the profile tab, hidden.
  private static func navigatedState() throws -> PlaygroundTabs.State {
    var state = PlaygroundTabs.State()
    try state.open(DeepLink("profile/avatar"))
    try state.open(DeepLink("news/election/weather"))
    try state.open(DeepLink("list/red/settings?modal=info"))
    return state
  }

  /// The text of a scene's navigation, decoded as JSON, changed by `change`, encoded again.
  private static func changed(
    _ text: String, _ change: (inout [String: Any]) -> Void
  ) throws -> String {
    var json = try #require(
      try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    change(&json)
    return String(decoding: try JSONSerialization.data(withJSONObject: json), as: UTF8.self)
  }

  private static func expectFirstScreen(
    _ state: PlaygroundTabs.State, _ comment: Comment,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    #expect(state.selectedTab == .list, comment, sourceLocation: sourceLocation)
    #expect(state.colorList == AppFlow.State(), comment, sourceLocation: sourceLocation)
    #expect(state.tabs == AppTabs.State(), comment, sourceLocation: sourceLocation)
  }

  @Test func aSavedNavigationComesBackAsItWas() async throws {
    let saved = makeStore()
    let links = try ["profile/avatar", "news/election/weather", "list/red/settings?modal=info"]
      .map { try DeepLink($0) }
    let reported = await diagnostics {
      for link in links { saved.send(.openLink(link)) }
    }
    #expect(reported.isEmpty)
    #expect(saved.state == (try Self.navigatedState()).withRestoreClosed)
    let text = try #require(saved.state.savedNavigation.text)

    let restored = makeStore()
    restored.send(.restoreSavedNavigation(text))
    #expect(restored.state.restoreRefusal == nil)
    #expect(restored.state.selectedTab == .list)
    #expect(restored.state.tabs.selectedTab == .news)
    #expect(restored.state.colorList == saved.state.colorList)
    #expect(restored.state.tabs == saved.state.tabs)
    #expect(DeepLink(for: restored.state).description == "list/red/settings?modal=info")
    #expect(restored.state.savedNavigation.text == text)
  }

  @Test func aSceneThatSavedNothingStartsAtItsFirstScreen() {
    let store = makeStore()
    store.send(.restoreSavedNavigation(""))
    #expect(store.state.restoreRefusal == nil)
    Self.expectFirstScreen(store.state, "an empty scene storage")
  }

  @Test func badSavedDataRestoresNothing() throws {
    let good = try #require(try Self.navigatedState().savedNavigation.text)
    var tabsDisagree = try Self.navigatedState().savedNavigation
    tabsDisagree.selectedTab = .colors
    let cases: [(name: String, text: String)] = [
      ("not JSON", "navigation"),
      ("an empty object", "{}"),
      ("cut short", String(good.prefix(good.count / 2))),
      (
        "another format version",
        try Self.changed(good) { $0["formatVersion"] = 2 }
      ),
      (
        "the snapshot of another type",
        String(
          decoding: try JSONEncoder().encode(StateSnapshot(["list", "red"])), as: UTF8.self)
      ),
      (
        "a repeated id in a hidden tab's stack",
        try Self.changed(good) { json in
          var state = json["state"] as? [String: Any] ?? [:]
          var news = state["news"] as? [String: Any] ?? [:]
          var navigation = news["navigation"] as? [String: Any] ?? [:]
          let stack = navigation["stack"] as? [Any] ?? []
          navigation["stack"] = stack + stack
          news["navigation"] = navigation
          state["news"] = news
          json["state"] = state
        }
      ),
      ("a tab bar and a tabs example that disagree", try #require(tabsDisagree.text)),
      (
        "more text than a scene keeps",
        good + String(repeating: " ", count: SavedNavigation.maxTextLength)
      ),
    ]
    for (name, text) in cases {
      let store = makeStore()
      store.send(.restoreSavedNavigation(text))
      Self.expectFirstScreen(store.state, "\(name)")
      let refusal = try #require(store.state.restoreRefusal, "\(name)")
      #expect(
        refusal.description.hasPrefix(
          "The navigation saved with this scene was not restored:"), "\(name): \(refusal)")
      #expect(refusal.description.hasSuffix("saves anew."), "\(name): \(refusal)")
    }
  }

  @Test func anAlertShowingAtSaveTimeIsLeftOutAndTheRestComesBack() async throws {
    var state = try Self.navigatedState()
    let stack = state.colorList.navigation.stack
    state.colorList.navigation.present(.info(Info.State()), style: .alert)
    let text = try #require(state.savedNavigation.text)

    let store = makeStore()
    let reported = await diagnostics {
      store.send(.restoreSavedNavigation(text))
    }
    #expect(store.state.restoreRefusal == nil)
    #expect(store.state.selectedTab == .list)
    #expect(store.state.colorList.navigation.stack == stack)
    #expect(store.state.colorList.navigation.modal == nil)
    #expect(store.state.tabs.news.navigation.stack.ids == ["election", "weather"])
    #expect(DeepLink(for: store.state).description == "list/red/settings?modal=info")
    #expect(reported.map(\.kind) == ["snapshot.droppedRoute"])
    #expect(reported.first?.message.contains("without its modal \"info\"") == true)
  }

  @Test func aLinkTheAppWasOpenedWithWinsOverTheSavedNavigation() throws {
    let text = try #require(try Self.navigatedState().savedNavigation.text)
    let store = makeStore()
    let link = try PlaygroundTabs.link(
      for: try #require(URL(string: "routingreducer://colors/blue")))
    store.send(.openLink(link))
    store.send(.restoreSavedNavigation(text))
    #expect(store.state.selectedTab == .colors)
    #expect(store.state.tabs.colors.navigation.stack.ids == ["blue"])
    #expect(store.state.colorList == AppFlow.State())
    #expect(store.state.restoreRefusal == nil)
  }

  @Test func theSavedNavigationIsRestoredOnce() throws {
    let text = try #require(try Self.navigatedState().savedNavigation.text)
    let store = makeStore()
    store.send(.restoreSavedNavigation(text))
    store.send(.colorList(.navigation(.popToRoot)))
    store.send(.restoreSavedNavigation(text))
    #expect(store.state.colorList.navigation.isAtRoot)
    #expect(store.state.tabs.news.navigation.stack.ids == ["election", "weather"])
  }

  @Test func theAppsURLsOpenInOneStep() async throws {
    let store = makeStore()
    let link = try PlaygroundTabs.link(
      for: try #require(URL(string: "routingreducer://list/red/settings?modal=info")))
    let reported = await diagnostics {
      store.send(.openLink(link))
    }
    #expect(reported.isEmpty)
    #expect(store.state.selectedTab == .list)
    #expect(DeepLink(for: store.state).description == "list/red/settings?modal=info")

    store.send(
      .openLink(
        try PlaygroundTabs.link(
          for: try #require(URL(string: "ROUTINGREDUCER://news/election/weather")))))
    #expect(store.state.selectedTab == .news)
    #expect(store.state.tabs.news.navigation.stack.ids == ["election", "weather"])
    // The colour list keeps what it showed.
    #expect(store.state.colorList.navigation.stack.ids == ["red"])
  }

  @Test func aURLThatIsNotALinkOpensNothing() throws {
    for text in ["https://example.com/list/red", "routingreducer://list//red"] {
      let url = try #require(URL(string: text))
      #expect(throws: PlaygroundRefusal.self, "\(text)") {
        try PlaygroundTabs.link(for: url)
      }
    }
    let web = try #require(URL(string: "https://example.com/red"))
    let refusal = try #require(throws: PlaygroundRefusal.self) {
      try PlaygroundTabs.link(for: web)
    }
    #expect(refusal.description.contains("'routingreducer://'"))
  }

  @Test func aLinkToNoScreenIsRejectedAndChangesNothing() async throws {
    let store = makeStore()
    store.send(.openLink(try DeepLink("news/election")))
    let before = store.state
    let links = [try DeepLink("nowhere/red"), try DeepLink("list/purple")]
    let reported = await diagnostics {
      for link in links { store.send(.openLink(link)) }
    }
    #expect(reported.map(\.kind) == ["deepLink.rejected", "deepLink.rejected"])
    #expect(store.state == before)
  }

  @Test func anotherTabKeepsItsStackAndTheTabShownChosenAgainPopsToItsRoot() {
    let store = makeStore()
    store.send(.tab(.select(.news)))
    store.send(.tabs(.news(.root(.openTapped("election")))))
    store.send(.tab(.select(.list)))
    #expect(store.state.selectedTab == .list)
    // News was the tabs example's selected tab all along: showing it again is not choosing it
    // again.
    store.send(.tab(.select(.news)))
    #expect(store.state.tabs.news.navigation.stack.ids == ["election"])
    store.send(.tab(.select(.news)))
    #expect(store.state.tabs.news.navigation.isAtRoot)
    #expect(store.state.selectedTab == .news)

    store.send(.tab(.select(.list)))
    store.send(.colorList(.root(.colorTapped("green"))))
    store.send(.tab(.select(.list)))
    #expect(store.state.colorList.navigation.isAtRoot)
  }
}

extension PlaygroundTabs.State {
  /// The state after the scene's first action, which closes the restore.
  fileprivate var withRestoreClosed: Self {
    var state = self
    state.mayRestore = false
    return state
  }
}
