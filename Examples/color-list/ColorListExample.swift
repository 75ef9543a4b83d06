// The seed's colour-list app as flows driven from the terminal: a list root that pushes each
// colour's detail (a nested flow), settings handed over to a nested flow, Info as a sheet, and
// "back to root" from any depth. It also opens deep links, prints the way back, and saves and
// restores where you were; `--explore N` runs the navigation explorer against it.

import Foundation
import ReducerRouting
import TerminalNavigation

@main
struct ColorListExample: TerminalExample {
  static let name = "color-list"
  static let summary = """
    the colour list as flows: a list that pushes colour details (nested flows), settings \
    (a nested flow), Info as a sheet, and back to the root from any depth.
    """
  static let linkPrefix: String? = "colors"
  static let linkExamples = ["colors/red/settings?modal=info", "colors/settings/about"]
  static let scriptExample = "open red; settings; back; info; dismiss"

  static func makeStore() -> StoreOf<AppFlow> {
    Store(initialState: AppFlow.State()) { AppFlow() }
  }

  static func openLink(_ link: DeepLink) -> AppFlow.Action { .openLink(link) }

  /// The whole navigation, nested flows included, as issue 12's snapshot encodes it.
  static func encodeNavigation(of state: AppFlow.State) throws -> Data? {
    try JSONEncoder().encode(NavigationSnapshot(of: state))
  }

  static func restoreNavigation(from data: Data) throws -> AppFlow.Action {
    .restoreNavigation(
      try JSONDecoder().decode(NavigationSnapshot<AppFlow.Route>.self, from: data).navigation)
  }

  @MainActor
  static func main() async {
    await GraphCommand.runIfAsked(name: name, explorer: makeExplorer)
    switch exploreRuns(in: Array(CommandLine.arguments.dropFirst())) {
    case .success(let runs)?:
      let status = await explore(runs: runs)
      fflush(nil)
      exit(status)
    case .failure(let error)?:
      FileHandle.standardError.write(Data("color-list: \(error.message)\n".utf8))
      exit(2)
    case nil:
      TerminalProgram.main(Self.self)
    }
  }
}
