// What the app playground saves with its scene (`@SceneStorage`), and how it is read back: the
// library's snapshots, checked as hostile input before anything is applied. Platform-neutral:
// Checks/Tests/SwiftUIAdapterTests runs it on Linux.
import Foundation
import ReducerRouting

/// The navigation of one scene of the app playground: the tab shown, and the stack and modal of
/// each flow, nested flows included, in the library's `NavigationSnapshot`s.
///
/// It travels as text (``text``), a `StateSnapshot` in JSON, which checks its format version and
/// its type before anything else. Reading it back (``init(text:)``) refuses, changing nothing,
/// text over ``maxTextLength``, text that does not decode, and navigation over a flow's limits
/// (more routes or deeper nesting). What a flow would not open from a link is left out alone,
/// with a diagnostic, and the rest comes back: an alert that was showing (a modal style the flow
/// does not accept), or a route the flow refuses where it sits, with the routes above it.
struct SavedNavigation: Codable, Equatable, Sendable {
  /// The tab the tab bar showed.
  var selectedTab: PlaygroundTabs.Tab
  /// The tabs example's selected tab, kept while the colour list shows.
  var exampleTab: AppTabs.Tab
  var colorList: NavigationSnapshot<AppFlow.Route>
  var colors: NavigationSnapshot<ColorsFlow.Route>
  var news: NavigationSnapshot<NewsFlow.Route>
  var profile: NavigationSnapshot<ProfileFlow.Route>

  /// The longest text read back, in UTF-8 bytes: far more than any navigation within the flows'
  /// limits takes, and little for a scene to keep ("Ensure that the data you use with
  /// `SceneStorage` is lightweight", https://developer.apple.com/documentation/swiftui/scenestorage).
  static let maxTextLength = 64 * 1024

  /// The navigation a state shows.
  ///
  /// - Parameter state: The app's state.
  init(of state: PlaygroundTabs.State) {
    selectedTab = state.selectedTab
    exampleTab = state.tabs.selectedTab
    colorList = NavigationSnapshot(of: state.colorList)
    colors = NavigationSnapshot(of: state.tabs.colors)
    news = NavigationSnapshot(of: state.tabs.news)
    profile = NavigationSnapshot(of: state.tabs.profile)
  }

  /// Reads the navigation back from its ``text``, leaving out what the app would not show (each
  /// part left out is reported as a `snapshot.droppedRoute` diagnostic).
  ///
  /// - Parameter text: The text the scene saved.
  /// - Throws: ``PlaygroundRefusal``, which says why, for text that is too long, does not
  ///   decode, or is over a flow's limits; nothing is applied.
  /// - Complexity: O(*n*) in the length of the text.
  init(text: String) throws(PlaygroundRefusal) {
    let length = text.utf8.count
    guard length <= Self.maxTextLength else {
      throw PlaygroundRefusal(
        """
        The navigation saved with this scene was not restored: it is \(length) bytes long, and \
        the app reads at most \(Self.maxTextLength). The scene storage holds something else than \
        what the app saved; the app starts from its first screen and saves anew.
        """)
    }
    var saved: SavedNavigation
    do {
      saved = try JSONDecoder().decode(StateSnapshot<Self>.self, from: Data(text.utf8)).state
    } catch {
      throw PlaygroundRefusal(
        """
        The navigation saved with this scene was not restored: it does not decode \
        (\(Self.describe(error))). It was saved by another version of the app, or the storage \
        is damaged; the app starts from its first screen and saves anew.
        """)
    }
    do {
      // What a flow would not open from a link (an alert that was showing, a route this
      // version no longer opens) is left out, with a diagnostic; the rest comes back.
      saved.colorList = try saved.colorList.restorable(for: AppFlow.State.self)
      saved.colors = try saved.colors.restorable(for: ColorsFlow.State.self)
      saved.news = try saved.news.restorable(for: NewsFlow.State.self)
      saved.profile = try saved.profile.restorable(for: ProfileFlow.State.self)
    } catch {
      throw PlaygroundRefusal(
        """
        The navigation saved with this scene was not restored: \(error) The app would not show \
        it from a link either; it starts from its first screen and saves anew.
        """)
    }
    guard saved.selectedTab.exampleTab.map({ $0 == saved.exampleTab }) ?? true else {
      throw PlaygroundRefusal(
        """
        The navigation saved with this scene was not restored: it shows the tab \
        '\(saved.selectedTab.rawValue)' while the tabs example selects \
        '\(saved.exampleTab.rawValue)', which the app never saves. The storage is damaged; the \
        app starts from its first screen and saves anew.
        """)
    }
    self = saved
  }

  /// The navigation as the scene saves it: a `StateSnapshot` in JSON, keys sorted, so that the
  /// same navigation always gives the same text.
  ///
  /// `nil` if it does not encode, which these routes (strings and structs of strings) never do;
  /// the scene then keeps what it saved before.
  var text: String? {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    guard let data = try? encoder.encode(StateSnapshot(self)) else { return nil }
    return String(decoding: data, as: UTF8.self)
  }

  /// Gives the app's state this navigation; the root screens' states stay as they are.
  ///
  /// - Parameter state: The app's state.
  func restore(into state: inout PlaygroundTabs.State) {
    state.tabs.selectedTab = exampleTab
    state.selectedTab = selectedTab
    colorList.restore(into: &state.colorList)
    colors.restore(into: &state.tabs.colors)
    news.restore(into: &state.tabs.news)
    profile.restore(into: &state.tabs.profile)
  }

  /// Where a decoding error is and what it says, with the data's own text cut and escaped.
  private static func describe(_ error: any Error) -> String {
    guard let error = error as? DecodingError, let context = context(of: error) else {
      return PlaygroundRefusal.quoted(String(describing: error))
    }
    let path = context.codingPath.map(\.stringValue).joined(separator: ".")
    let place = path.isEmpty ? "at the top" : "at '\(path)'"
    return "\(place): \(PlaygroundRefusal.quoted(context.debugDescription))"
  }

  /// The context of a decoding error, which every case has.
  private static func context(of error: DecodingError) -> DecodingError.Context? {
    if case let .dataCorrupted(context) = error { return context }
    if case let .keyNotFound(_, context) = error { return context }
    if case let .typeMismatch(_, context) = error { return context }
    if case let .valueNotFound(_, context) = error { return context }
    return nil
  }
}

extension PlaygroundTabs.State {
  /// The navigation the scene saves: the view compares it after each action (through the
  /// store, which tells it only of a change), and saves its ``SavedNavigation/text``.
  var savedNavigation: SavedNavigation { SavedNavigation(of: self) }
}
