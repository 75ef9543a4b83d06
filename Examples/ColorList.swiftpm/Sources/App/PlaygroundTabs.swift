// The app playground's state: one tab bar over the colour-list app (Examples/color-list) and the
// tabs example's three flows (Examples/tabs), with the links the app opens and the rule for the
// navigation its scene saved. Platform-neutral: Checks/Tests/SwiftUIAdapterTests runs it on
// Linux.
import Foundation
import ReducerRouting

/// The app playground: the colour list and the tabs example's tabs in one tab bar.
///
/// The tabs example is a tab container of its own (`AppTabs`, three flows). Apple's guidance
/// puts one tab bar at the root of a window (a `UITabBarController` "should never be installed
/// as a child of another view controller"), so the app shows its four tabs side by side: the
/// colour list, then the tabs example's colors, news and profile. The state keeps the two
/// examples as they are, `AppTabs` running its three flows, and `selectedTab` says which of the
/// four shows.
struct PlaygroundTabs: Reducer {
  /// A tab of the app's tab bar: the colour list, or one of the tabs example's.
  enum Tab: String, CaseIterable, Hashable, Sendable, Codable {
    case list, colors, news, profile

    /// The tab of the tabs example; `nil` for the colour list.
    var exampleTab: AppTabs.Tab? {
      switch self {
      case .list: nil
      case .colors: .colors
      case .news: .news
      case .profile: .profile
      }
    }

    /// The app's tab that shows a tab of the tabs example.
    init(_ tab: AppTabs.Tab) {
      switch tab {
      case .colors: self = .colors
      case .news: self = .news
      case .profile: self = .profile
      }
    }
  }

  struct State: Equatable {
    /// Whether the colour list shows; when it does not, the tabs example's selected tab shows.
    var showsList = true
    /// The colour-list app.
    var colorList = AppFlow.State()
    /// The tabs example, whose own `selectedTab` is its tab shown, or to show.
    var tabs = AppTabs.State()
    /// Whether the navigation the scene saved may still be restored: only by the scene's first
    /// action (a link the app was opened with, sent first, wins over what it saved).
    var mayRestore = true
    /// Why the saved navigation was not restored, when it was refused.
    var restoreRefusal: PlaygroundRefusal?

    /// The tab the tab bar shows.
    var selectedTab: Tab {
      get { showsList ? .list : Tab(tabs.selectedTab) }
      set {
        if let tab = newValue.exampleTab {
          showsList = false
          tabs.selectedTab = tab
        } else {
          showsList = true
        }
      }
    }
  }

  enum Action: Equatable, Sendable {
    case tab(TabAction<Tab>)
    case colorList(AppFlow.Action)
    case tabs(AppTabs.Action)
    /// Opens a link in one step: `list/red/settings?modal=info`, `news/election/weather`.
    case openLink(DeepLink)
    /// Restores the navigation the scene saved (`SavedNavigation.text`), as the scene's first
    /// action; an empty text is a scene that saved nothing yet.
    case restoreSavedNavigation(String)
  }

  /// The scheme of the app's links, declared in the playground's AdditionalInfo.plist.
  static let urlScheme = "routingreducer"

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      // Only the scene's first action may restore: after any action, this one too, none can.
      let mayRestore = state.mayRestore
      state.mayRestore = false
      guard case let .restoreSavedNavigation(text) = action, mayRestore, !text.isEmpty else {
        return .none
      }
      do throws(PlaygroundRefusal) {
        try SavedNavigation(text: text).restore(into: &state)
      } catch {
        state.restoreRefusal = error
      }
      return .none
    }
    CombineReducers {
      Scope(state: \.colorList, action: /Action.colorList) { AppFlow() }
      Scope(state: \.tabs, action: /Action.tabs) { AppTabs() }
    }
    // The tab already shown, chosen again, goes back to its root: the platform's convention,
    // as in the tabs example. Another tab is only shown, its stack kept.
    .tabs(selection: \.selectedTab, action: /Action.tab) { tab in
      switch tab {
      case .list: .colorList(.navigation(.reset))
      case .colors: .tabs(.colors(.navigation(.reset)))
      case .news: .tabs(.news(.navigation(.reset)))
      case .profile: .tabs(.profile(.navigation(.reset)))
      }
    }
    .deepLinks(action: /Action.openLink)
  }

  /// The link a URL the app received names, for ``Action/openLink(_:)``:
  /// `routingreducer://list/red/settings?modal=info` is `list/red/settings?modal=info`.
  ///
  /// - Parameter url: The URL, as `onOpenURL` hands it over.
  /// - Returns: The link.
  /// - Throws: ``PlaygroundRefusal`` for a URL of another scheme, or one that is not a link
  ///   (an empty segment, a bad escape, over the link limits).
  static func link(for url: URL) throws(PlaygroundRefusal) -> DeepLink {
    guard url.scheme?.lowercased() == urlScheme else {
      throw PlaygroundRefusal(
        """
        The app received the URL \(PlaygroundRefusal.quoted(url.absoluteString)), which is not \
        one of its links: they start with '\(urlScheme)://', such as \
        '\(urlScheme)://list/red/settings?modal=info'. Nothing was opened.
        """)
    }
    do {
      return try DeepLink(url: url)
    } catch {
      throw PlaygroundRefusal(
        """
        The URL \(PlaygroundRefusal.quoted(url.absoluteString)) is not a link the app can \
        read: \(error) Nothing was opened.
        """)
    }
  }
}

/// Why the app playground did not open a URL it received or restore the navigation its scene
/// saved: what happened, the likely cause and what the app did instead.
struct PlaygroundRefusal: Error, Equatable, Sendable, CustomStringConvertible {
  /// The explanation, in sentences.
  let description: String

  init(_ description: String) {
    self.description = description
  }

  /// Text from outside the app (a URL, saved data), cut to 120 characters and escaped, in
  /// quotes, for a message.
  static func quoted(_ text: String) -> String {
    let cut = text.count > 120 ? text.prefix(120) + "…" : Substring(text)
    return String(cut).debugDescription
  }
}

// The app's containers: the colour list beside the tabs example, itself a container.
extension PlaygroundTabs.State: NavigationContainer {
  var containedFlows: [ContainedFlow] {
    [
      ContainedFlow("list", colorList, isSelected: showsList),
      ContainedFlow("tabs", tabs, isSelected: !showsList),
    ]
  }
}

// `list/red/settings?modal=info` shows the colour list with red, its settings and their Info;
// `news/election/weather` shows the news tab with two stories pushed, read by the tabs example
// itself. An empty link changes nothing.
extension PlaygroundTabs.State: DeepLinkable {
  mutating func navigate(along link: inout DeepLinkReader) throws(DeepLinkError) {
    guard let name = link.peek else { return }
    guard let tab = PlaygroundTabs.Tab(rawValue: name) else {
      _ = link.next()
      throw link.unknownSegment(expected: PlaygroundTabs.Tab.allCases.map(\.rawValue))
    }
    if tab.exampleTab == nil {
      _ = link.next()
      showsList = true
      try link.open(&colorList)
    } else {
      // The tabs example reads the tab's name and selects it.
      showsList = false
      try link.open(&tabs)
    }
  }

  func appendLink(to link: inout DeepLink) {
    if showsList {
      link.segments.append(PlaygroundTabs.Tab.list.rawValue)
      colorList.appendLink(to: &link)
    } else {
      tabs.appendLink(to: &link)
    }
  }
}
