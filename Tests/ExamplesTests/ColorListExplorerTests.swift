import ReducerExplorer
import Testing

@testable import color_list

/// Runs the navigation explorer over the colour-list app in process, as a user's test suite
/// would (`color-list --explore N` runs the same explorer from the terminal).
@Suite struct ColorListExplorerTests {
  @Test @MainActor func theAppHoldsItsNavigationAndOnlyThePushedListIsUnreached() async {
    let report = await ColorListExample.makeExplorer().check(runs: 200, steps: 30, seed: 1)
    #expect(report.failures.isEmpty)
    #expect(report.stepsTaken == 200 * 30)
    // A pushed list is not offered (see Exploration.swift), so the coverage names it.
    #expect(report.coverage.unreached == ["AppFlow.Route.list"])
  }
}
