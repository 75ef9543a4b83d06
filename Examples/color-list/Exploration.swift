import Foundation
import ReducerExplorer
import TerminalNavigation

// `color-list --explore N`: the navigation explorer (ReducerExplorer) run against this app from
// the terminal, N runs of 30 steps, with what a person can tap on each screen.

extension ColorListExample {
  /// The explorer of the app: what a person can tap on each screen, as the terminal offers it.
  ///
  /// A list pushed again from a colour's detail (`listTapped`) is left out: its link cannot
  /// describe it (`--save` keeps it), so the explorer's whole-link check would report it; the
  /// coverage names it unreached.
  static func makeExplorer() -> NavigationExplorer<AppFlow> {
    var explorer = NavigationExplorer(initialState: AppFlow.State()) { AppFlow() }
    explorer.actions(for: ColorList.self) { list in
      (list.after == nil ? allColors.prefix(2).map { .colorTapped($0) } : [])
        + [.settingsTapped, .infoTapped] + (list.after == nil ? [] : [.rootTapped])
    }
    explorer.actions(for: ColorDetail.self) { _ in
      [.settingsTapped, .infoTapped, .rootTapped]
    }
    explorer.actions(for: SettingsHome.self) { _ in [.aboutTapped, .infoTapped, .rootTapped] }
    explorer.actions(for: About.self) { _ in [.rootTapped] }
    explorer.actions(for: Info.self) { _ in [.closeTapped, .rootTapped] }
    return explorer
  }

  /// Runs the explorer for `runs` runs of 30 steps (seed 1) and prints its report, then each
  /// failure with the test that reproduces it.
  ///
  /// - Returns: The exit status: 0 when nothing failed, 1 otherwise.
  @MainActor
  static func explore(runs: Int) async -> Int32 {
    let report = await makeExplorer().explore(runs: runs, steps: 30, seed: 1)
    print(report)
    for failure in report.failures {
      print("")
      print(failure.message)
    }
    return report.failures.isEmpty ? 0 : 1
  }

  /// The number of runs `--explore N` asks for, if the arguments start with it; a bad count is
  /// refused with a line on standard error and status 2.
  static func exploreRuns(in arguments: [String]) -> Result<Int, TerminalProgramError>? {
    guard arguments.first == "--explore" else { return nil }
    guard arguments.count == 2, let runs = Int(arguments[1]), (1...100_000).contains(runs) else {
      return .failure(
        TerminalProgramError(
          message: "--explore needs one number of runs, from 1 to 100000 (such as --explore 200)."
        ))
    }
    return .success(runs)
  }
}
