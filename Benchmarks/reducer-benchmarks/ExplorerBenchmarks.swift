import ReducerExplorer

// The navigation explorer (issue 46) on the colour-list example: its reducers are the
// example's own (ColorListApp/ links Examples/color-list/AppFlow.swift and DeepLinks.swift),
// and what a person can tap is registered as `color-list --explore` registers it
// (Examples/color-list/Exploration.swift).

/// Explorer cases: one operation is the issue's `check(runs: 200, steps: 30)` without the
/// recording (`explore`), 6,000 steps, each a move sent to a `TestStore` with every check
/// after it; the row shows the steps a second.
@MainActor
var explorerBenchmarks: [Benchmark] {
  [
    Benchmark("explorer.colorlist", rate: (unit: "steps", perOperation: 200 * 30)) {
      let explorer = colorListExplorer()
      return { n in
        for seed in 0..<UInt64(n) {
          let report = await explorer.explore(runs: 200, steps: 30, seed: seed)
          blackHole(report.stepsTaken)
        }
      }
    }
  ]
}

/// The explorer of the colour-list app, as Examples/color-list/Exploration.swift makes it.
func colorListExplorer() -> NavigationExplorer<AppFlow> {
  var explorer = NavigationExplorer(initialState: AppFlow.State()) { AppFlow() }
  explorer.actions(for: ColorList.self) { _ in
    allColors.prefix(2).map { .colorTapped($0) } + [.settingsTapped, .infoTapped]
  }
  explorer.actions(for: ColorDetail.self) { _ in [.settingsTapped, .infoTapped, .rootTapped] }
  explorer.actions(for: SettingsHome.self) { _ in [.aboutTapped, .infoTapped, .rootTapped] }
  explorer.actions(for: About.self) { _ in [.rootTapped] }
  explorer.actions(for: Info.self) { _ in [.closeTapped, .rootTapped] }
  return explorer
}
