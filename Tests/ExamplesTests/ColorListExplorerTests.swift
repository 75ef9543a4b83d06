import ReducerExplorer
import Testing

@testable import color_list

/// Runs the navigation explorer over the colour-list app in process, as a user's test suite
/// would (`color-list --explore N` runs the same explorer from the terminal).
@Suite struct ColorListExplorerTests {
  @Test @MainActor func theAppHoldsItsNavigationAndEveryRouteIsReached() async {
    let report = await ColorListExample.makeExplorer().check(runs: 200, steps: 30, seed: 1)
    #expect(report.failures.isEmpty)
    #expect(report.stepsTaken == 200 * 30)
    // The list pushed again from a colour's detail (`listTapped`, forwarded) included.
    #expect(report.coverage.unreached.isEmpty)
    #expect(report.coverage.reached.contains("AppFlow.Route.list"))
  }
}
