import Foundation
import ReducerRouting
import Testing

@testable import UIKitAdapterCheck

// A property test of the UIKit renderer's own sources against the UIKit fakes: random
// interleavings of what the user does (swipes back started, finished, cancelled; sheets pulled
// down), what the store does (pushes and presents in nested flows, pops, dismissals), deep links
// and restored snapshots, with UIKit's run loop turned a step at a time in between. Once
// everything settles, the screen shows exactly the state's tree; a gesture the user finished
// while nothing else happened reaches the state; UIKit never drops or refuses a call the
// renderer makes, nor raises.
//
// Runs: NAVIGATION_PROPERTY_RUNS (100 by default), each of 40 steps, from a fixed seed.

/// A small, seeded random number generator (SplitMix64), so that a failure replays.
private struct SeededGenerator: RandomNumberGenerator {
  var state: UInt64
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}

@MainActor
@Suite(.serialized)
struct UIKitConvergenceTests {
  init() { FakeUIKit.reset() }

  static var runs: Int {
    ProcessInfo.processInfo.environment["NAVIGATION_PROPERTY_RUNS"].flatMap(Int.init) ?? 100
  }

  static let links = [
    "red", "red/settings", "red/settings?modal=info", "blue?modal=info", "settings/about",
    "green/settings/about", "?modal=info",
  ]

  @Test func theScreenConvergesOnTheStateWhateverTheInterleaving() throws {
    var random = SeededGenerator(state: 30)
    for run in 0..<Self.runs {
      FakeUIKit.reset()
      var failures: [String] = []
      let diagnostics = try UIKitHarness.collectingDiagnostics {
        failures = try Self.run(number: run, random: &random)
      }
      for failure in failures { Issue.record("run \(run): \(failure)") }
      let refusals = diagnostics.filter { $0.kind.hasPrefix("uikit.") }
      #expect(refusals.isEmpty, "run \(run): \(refusals.map(\.message))")
      if !failures.isEmpty || !refusals.isEmpty { return }
    }
  }

  /// One run: random steps, then settling, then the checks.
  ///
  /// - Returns: What went wrong, if anything.
  private static func run(number: Int, random: inout SeededGenerator) throws -> [String] {
    var failures: [String] = []
    let app = ColorListOnScreen()
    let navigationController = app.navigationController
    var saved: [AppFlow.Route.NavigationState] = []
    /// The route a swipe back in flight removes, if nothing else happens meanwhile.
    var swipe: (address: NavigationTree.Address, isUndisturbed: Bool)?
    var trace: [String] = []

    func send(_ action: AppFlow.Action) {
      swipe?.isUndisturbed = false
      trace.append("send \(action)")
      app.store.send(action)
    }

    func check(_ condition: Bool, _ message: @autoclosure () -> String) {
      if !condition {
        failures.append("\(message())\n  trace: \(trace.joined(separator: "\n    "))")
      }
    }

    for _ in 0..<40 {
      let state = app.store.state
      let top = state.navigation.stack.last
      switch Int.random(in: 0..<16, using: &random) {
      case 0:
        send(.root(.colorTapped(allColors.randomElement(using: &random) ?? "red")))
      case 1:
        if case let .color(color)? = top {
          send(.route(color.root.name, .color(.root(.settingsTapped))))
        } else {
          send(.root(.settingsTapped))
        }
      case 2:
        if case let .color(color)? = top, Bool.random(using: &random) {
          send(.route(color.root.name, .color(.root(.infoTapped))))
        } else {
          send(.root(.infoTapped))
        }
      case 3:
        send(Bool.random(using: &random) ? .navigation(.pop) : .navigation(.dismiss))
      case 4:
        let link = links.randomElement(using: &random) ?? "red"
        send(.openLink(try DeepLink(link)))
      case 5:
        if Bool.random(using: &random) || saved.isEmpty {
          saved.append(state.navigation)
        } else if let snapshot = saved.randomElement(using: &random) {
          send(.restoreNavigation(snapshot))
        }
      case 6, 7, 13, 14:
        // A swipe back starts, when the stack is not covered by a modal.
        guard swipe == nil, navigationController.presentedViewController == nil,
          let topController = navigationController.topViewController
        else { break }
        let wasIdle = FakeUIKit.isIdle
        if FakeUIKit.beginSwipeBack(in: navigationController) {
          trace.append(
            "swipe back from \(UIKitHarness.screen(of: topController)?.description ?? "?")")
          let address = UIKitHarness.screen(of: topController)?.address ?? []
          swipe = (address, wasIdle)
        }
      case 8, 15:
        guard let current = swipe else { break }
        let cancelled = Bool.random(using: &random)
        trace.append(cancelled ? "swipe cancelled" : "swipe finished")
        FakeUIKit.endSwipeBack(in: navigationController, cancelled: cancelled)
        swipe = nil
        if !cancelled, current.isUndisturbed {
          FakeUIKit.runUntilIdle()
          check(
            NavigationTree(of: app.store.state).removal(of: current.address) == nil,
            "the swipe back from \(current.address) did not reach the state")
        }
      case 9:
        // A sheet pulled down, when it is on screen and still.
        guard let sheet = FakeUIKit.presentedChain(from: navigationController).last,
          let screen = UIKitHarness.screen(of: sheet)
        else { break }
        let wasIdle = FakeUIKit.isIdle && swipe == nil
        if FakeUIKit.pullDown(sheet) {
          trace.append("pull down \(screen)")
          if wasIdle {
            FakeUIKit.runUntilIdle()
            check(
              NavigationTree(of: app.store.state).removal(of: screen.address) == nil,
              "the sheet \(screen) pulled down did not leave the state")
          }
        }
      case 10, 11:
        FakeUIKit.runOneStep()
      default:
        FakeUIKit.runUntilIdle()
      }
    }
    // Settle: the user lifts the finger, and UIKit's run loop runs dry.
    if swipe != nil {
      FakeUIKit.endSwipeBack(in: navigationController, cancelled: Bool.random(using: &random))
    }
    FakeUIKit.runUntilIdle()
    check(FakeUIKit.isIdle, "UIKit did not settle")
    check(
      app.shown == app.expected,
      "run \(number): the screen shows \(app.shown), the state \(app.expected)")
    check(FakeUIKit.exceptions.isEmpty, "UIKit raised: \(FakeUIKit.exceptions)")
    check(
      !FakeUIKit.log.contains { $0.contains("dropped") || $0.contains("Attempt to") },
      "UIKit dropped or refused a call: \(FakeUIKit.log)")
    return failures
  }
}
