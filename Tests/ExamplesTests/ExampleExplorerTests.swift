import ReducerExplorer
import Testing

@testable import tabs

/// Runs the navigation explorer over the tabs example in process, as its own test suite would:
/// each tab's home and items push the tab's items, in order, so no item is pushed twice.
@Suite struct TabsExplorerTests {
  @Test @MainActor func theTabsHoldTheirNavigationAndEveryTabIsReached() async {
    var explorer = NavigationExplorer(initialState: AppTabs.State()) { AppTabs() }
    explorer.actions(for: ColorsHome.self) { _ in ColorsFlow.items.map { .openTapped($0) } }
    explorer.actions(for: Headlines.self) { _ in NewsFlow.items.map { .openTapped($0) } }
    explorer.actions(for: ProfileHome.self) { _ in ProfileFlow.items.map { .openTapped($0) } }
    explorer.actions(for: ItemScreen.self) { item in
      // The items after this one in its tab's list.
      let items = [ColorsFlow.items, NewsFlow.items, ProfileFlow.items].first {
        $0.contains(item.name)
      }
      return (items ?? []).drop { $0 != item.name }.dropFirst().map { .openTapped($0) }
    }
    let report = await explorer.check(runs: 40, steps: 20, seed: 1)
    #expect(report.failures.isEmpty)
    #expect(report.coverage.unreached.isEmpty, "unreached: \(report.coverage.unreached)")
    #expect(report.coverage.tabs.count == 3)
  }
}
