import ReducerExplorer

// `tabs --graph`: the route graph of this app as the navigation explorer (ReducerExplorer) draws
// it, with what a person can tap on each screen.

extension TabsExample {
  /// The explorer of the app: each tab's root opens any of its items, and an item opens the
  /// items after it in its tab (so no item is pushed twice on a stack); the explorer switches
  /// tabs on its own.
  static func makeExplorer() -> NavigationExplorer<AppTabs> {
    var explorer = NavigationExplorer(initialState: AppTabs.State()) { AppTabs() }
    explorer.actions(for: ColorsHome.self) { _ in ColorsFlow.items.map { .openTapped($0) } }
    explorer.actions(for: Headlines.self) { _ in NewsFlow.items.map { .openTapped($0) } }
    explorer.actions(for: ProfileHome.self) { _ in ProfileFlow.items.map { .openTapped($0) } }
    explorer.actions(for: ItemScreen.self) { item in
      let tab = [ColorsFlow.items, NewsFlow.items, ProfileFlow.items].first {
        $0.contains(item.name)
      }
      return (tab ?? []).drop { $0 != item.name }.dropFirst().map { .openTapped($0) }
    }
    return explorer
  }
}
