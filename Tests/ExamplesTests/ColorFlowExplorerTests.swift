import ReducerExplorer
import Testing

@testable import color_flow

/// Runs the navigation explorer over the color-flow example in process: colors pushed in
/// order (no color twice), timers started and screens closing themselves, settings as a
/// nested flow with its own stack and modal.
@Suite struct ColorFlowExplorerTests {
  @Test @MainActor func theFlowsHoldTheirNavigationAndEveryRouteIsReached() async {
    let colors = ColorList.State().colors
    var explorer = NavigationExplorer(initialState: AppFlow.State()) { AppFlow() }
    explorer.actions(for: ColorList.self) { _ in
      [.colorTapped(colors[0]), .infoTapped, .settingsTapped]
    }
    explorer.actions(for: ColorDetail.self) { detail in
      let next = colors.drop { $0 != detail.name }.dropFirst().first
      return (next.map { [.colorTapped($0)] } ?? []) + [.timerTapped, .closeTapped]
    }
    explorer.actions(for: Info.self) { _ in [.closeTapped] }
    explorer.actions(for: SettingsHome.self) { _ in [.profileTapped, .aboutTapped, .closeTapped] }
    explorer.actions(for: Profile.self) { _ in [.timerTapped, .closeTapped] }
    explorer.actions(for: About.self) { _ in [.closeTapped] }
    let report = await explorer.check(runs: 40, steps: 20, seed: 1)
    #expect(report.failures.isEmpty)
    #expect(report.coverage.unreached.isEmpty, "unreached: \(report.coverage.unreached)")
  }
}
