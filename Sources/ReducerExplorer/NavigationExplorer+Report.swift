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
          + "routes reached \(coverage.reached.count) of "
          + "\(coverage.reached.count + coverage.unreached.count)"
      ]
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

  /// Which route cases of which flows the runs showed, learnt from the routes' types.
  public struct Coverage: Sendable, Equatable {
    /// The route cases shown at least once, such as `ColorFlow.Route.color`, in the
    /// order of the route's cases.
    public var reached: [String]
    /// The route cases never shown, such as `ColorFlow.Route.info`, in the order
    /// of the route's cases.
    public var unreached: [String]
  }
}
