extension NavigationExplorer {
  /// What an exploration found: its distinct failures, each shrunk, and the routes it reached.
  ///
  /// ```swift
  /// let report = await explorer.explore(runs: 50, steps: 20, seed: 1)
  /// print(report)  // 50 runs, 1000 steps, 0 failures; routes reached 3 of 3
  /// ```
  public struct Report: Sendable, Equatable, CustomStringConvertible {
    /// The distinct failures, in the order the runs found them.
    public var failures: [Failure]
    /// Which routes the runs showed, and which they never did.
    public var coverage: Coverage
    /// How many runs the exploration made.
    public var runs: Int
    /// How many steps the runs took in all.
    public var stepsTaken: Int
    /// The app's route graph with the moves the runs saw: from the screen shown to the one
    /// that appeared, each distinct move once.
    ///
    /// ```swift
    /// let graph = await explorer.explore(runs: 200, steps: 30, seed: 1).graph
    /// print(graph.mermaid)
    /// ```
    public var graph: RouteGraph

    /// A short summary: the runs and steps, the failures with their checks, and the coverage.
    public var description: String {
      var lines = [
        "\(runs) runs, \(stepsTaken) steps, \(failures.count) failure\(failures.count == 1 ? "" : "s"); "
          + "routes reached \(coverage.reached.count - coverage.modalStyles.count) of "
          + "\(coverage.reached.count - coverage.modalStyles.count + coverage.unreached.count)"
      ]
      if !coverage.modalStyles.isEmpty {
        lines.append("modal styles: \(coverage.modalStyles.joined(separator: ", "))")
      }
      for failure in failures {
        lines.append("- \(failure.check) at step \(failure.step + 1) on \(failure.screen)")
      }
      if !coverage.unreached.isEmpty {
        lines.append("unreached: \(coverage.unreached.joined(separator: ", "))")
      }
      return lines.joined(separator: "\n")
    }
  }

  /// A failure the explorer found, shrunk to the shortest sequence of steps it found that
  /// still fails the same check.
  public struct Failure: Sendable, Equatable {
    /// The check that failed, such as `invariant "at most one settings screen"` or
    /// `diagnostic flow.missingRoute`.
    public var check: String
    /// The steps from the initial state, each as Swift source of the app's action, such as
    /// `.route("color-red", .color(.settingsTapped))`; the last one fails the check.
    public var steps: [String]
    /// The index in ``steps`` of the step after which the check failed.
    public var step: Int
    /// The screen that step was done on, such as `route "color-red" (color)`.
    public var screen: String
    /// What the check saw, in full sentences.
    public var detail: String
    /// The seed of the exploration that found it.
    public var seed: UInt64
    /// A Swift Testing test that sends the steps to a `TestStore` of the app and fails as
    /// the exploration did.
    public var testSource: String

    /// The message a test failure shows: the check, the step, the screen, the detail and the
    /// test that reproduces it.
    public var message: String {
      """
      The navigation explorer found a failure of the check \(check) at step \(step + 1), \
      on \(screen) (seed \(seed)).

      \(detail)

      Steps from the initial state:
      \(steps.enumerated().map { "  \($0.offset + 1). \($0.element)" }.joined(separator: "\n"))

      A test that reproduces it:

      \(testSource)
      """
    }
  }

  /// Which route cases of which flows, which modal styles and which tabs the runs showed,
  /// learnt from the routes' types and the containers' tabs.
  ///
  /// ```swift
  /// let report = await explorer.explore(runs: 50, steps: 20, seed: 1)
  /// print(report.coverage.unreached)  // ["AppFlow.Route.list", "AppTabs.State tab settings"]
  /// print(report.coverage.modalStyles)  // ["AppFlow.Route.info as sheet"]
  /// ```
  public struct Coverage: Sendable, Equatable {
    /// What was shown at least once: the route cases, such as `ColorFlow.Route.color`, in the
    /// order of the route's cases; then the modal styles (``modalStyles``); then the tabs
    /// selected (``tabs``).
    public var reached: [String]
    /// What was never shown: the route cases, such as `ColorFlow.Route.info`, in the order of
    /// the route's cases; then the tabs of the containers shown that were never selected.
    /// The styles a route can be presented in are not known from its type, so none is named
    /// here.
    public var unreached: [String]
    /// The styles the modal routes were shown in, such as `ColorFlow.Route.info as sheet`,
    /// sorted.
    public var modalStyles: [String] = []
    /// The tabs selected at least once, such as `AppTabs.State tab outer`, in the order of the
    /// containers' tabs.
    public var tabs: [String] = []
  }
}
