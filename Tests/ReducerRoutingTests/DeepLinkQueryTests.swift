import ReducerRouting
import Testing

/// The query of a deep link: the `modal` and `style` items the library reads, rejected when no
/// level takes them or when `modal` names nothing, and the app's own items, left alone.
@Suite struct DeepLinkQueryTests {
  @Test(arguments: ["colors/red/settings?modal", "colors/red/settings?modal="])
  func aModalWithoutAValueIsRejectedInTheWordsOfAnUnknownName(text: String) throws {
    let original = redSettingsPrivacyAbout()
    let empty = #expect(throws: DeepLinkError.self) { try original.opening(DeepLink(text)) }
    let unknown = #expect(throws: DeepLinkError.self) {
      try original.opening(DeepLink("colors/red/settings?modal=nowhere"))
    }
    #expect(empty?.reason == .unknownSegment(expected: ["general", "privacy", "about"]))
    #expect(empty?.reason == unknown?.reason)
    #expect(empty?.flow == "LinkSettingsFlow.State")
    #expect(empty?.segment == "modal=")
    #expect(empty?.segmentIndex == nil)
    // The two messages differ in the item only.
    let reworded = unknown?.description.replacing("'modal=nowhere'", with: "'modal='")
    #expect(empty?.description == reworded)
  }

  @Test func aModalWithoutAValueIsRejectedEvenByAFlowThatTakesAnyName() throws {
    let error = #expect(throws: DeepLinkError.self) {
      try SearchFlowState().opening(DeepLink("?modal"))
    }
    #expect(error?.reason == .unknownSegment(expected: []))
    #expect(error?.segment == "modal=")
    let opened = try SearchFlowState().opening(DeepLink("?modal=cats"))
    #expect(opened.navigation.modal == .results(term: "cats"))
  }

  @Test func queryItemsTheLibraryDoesNotReadAreLeftAlone() throws {
    let plain = try LinkTabs.State().opening(DeepLink("colors/red/settings/privacy?modal=about"))
    let tagged = try LinkTabs.State().opening(
      DeepLink("colors/red/settings/privacy?modal=about&utm_source=mail&foo=bar"))
    #expect(tagged == plain)
    #expect(tagged == redSettingsPrivacyAbout())
    // The way back writes only what the state shows.
    #expect(DeepLink(for: tagged).query == ["modal": "about"])
    // Without a modal as well: `colors/red?foo=bar` opens like `colors/red`.
    #expect(
      try LinkTabs.State().opening(DeepLink("colors/red?foo=bar"))
        == LinkTabs.State().opening(DeepLink("colors/red")))
  }

  @Test(arguments: [
    ("colors/red?style=popover", "style", "style=popover", "LinkColorFlow.State"),
    ("about?modal=info&utm_source=mail", "modal", "modal=info", "LinkTicker.State"),
  ])
  func aModalOrStyleItemNoLevelTookIsRejected(
    text: String, name: String, segment: String, flow: String
  ) throws {
    let original = redSettingsPrivacyAbout()
    var state = original
    let error = #expect(throws: DeepLinkError.self) { try state.open(DeepLink(text)) }
    #expect(state == original)
    #expect(error?.reason == .unusedQueryItem(name))
    #expect(error?.segment == segment)
    #expect(error?.flow == flow)
    // The fix the message gives fits the item: a style needs a modal, a modal needs a flow.
    let fix = name == "style" ? "add the modal" : "end the link at a flow"
    #expect(error?.description.contains(fix) == true)
  }
}

/// A flow whose every segment names a route, as a search term would.
private struct SearchFlowState: DeepLinkableFlow {
  enum Route: Routing, Equatable {
    case results(term: String)
    enum Action {}
    var id: String {
      switch self {
      case let .results(term): term
      }
    }
  }

  var navigation: Route.NavigationState = .init()
  var root = 0

  static func route(for segment: String, in link: inout DeepLinkReader) throws(DeepLinkError)
    -> Route
  {
    .results(term: segment)
  }

  static func segments(for route: Route) -> [String] {
    switch route {
    case let .results(term): [term]
    }
  }
}
