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
// Runs: UI_PROPERTY_RUNS (100 by default; CI runs 500), each of 40 steps, from a fixed seed.


@MainActor
@Suite(.serialized)
struct UIKitConvergenceTests {
  init() { FakeUIKit.reset() }

  static var runs: Int {
    max(ProcessInfo.processInfo.environment["UI_PROPERTY_RUNS"].flatMap(Int.init) ?? 100, 0)
  }

  static let links = [
    "red", "red/settings", "red/settings?modal=info", "blue?modal=info", "settings/about",
    "green/settings/about", "?modal=info",
  ]

  @Test func theScreenConvergesOnTheStateWhateverTheInterleaving() async throws {
    var random = SplitMix64(seed: 30)
    for run in 0..<Self.runs {
      // Lets the main actor run other tests' work between runs: a long run of runs that never
      // suspends starves the tests that wait on the main actor in real time.
      await Task.yield()
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
  private static func run(number: Int, random: inout SplitMix64) throws -> [String] {
    var failures: [String] = []
    // A third of the runs start as an app does at launch: connected before the window shows the
    // navigation controller, which happens at a random step.
    let startsOffScreen = Int.random(in: 0..<3, using: &random) == 0
    let app = ColorListOnScreen(inWindow: !startsOffScreen)
    var isOnScreen = !startsOffScreen
    let navigationController = app.navigationController
    var saved: [AppFlow.Route.NavigationState] = []
    /// The route a swipe back in flight removes, if nothing else happens meanwhile.
    var swipe:
      (
        navigation: UINavigationController, address: NavigationTree.Address, isUndisturbed: Bool
      )?
    var trace: [String] = startsOffScreen ? ["off screen"] : []

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
      switch Int.random(in: 0..<19, using: &random) {
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
        // A swipe back starts on the stack the user sees: the top modal's, when it is a flow's
        // navigation controller, or the root's, when no modal covers it.
        let top = FakeUIKit.presentedChain(from: navigationController).last
        let stack = top.map { $0 as? UINavigationController } ?? navigationController
        guard swipe == nil, let stack, let topController = stack.topViewController else { break }
        let wasIdle = FakeUIKit.isIdle
        if FakeUIKit.beginSwipeBack(in: stack) {
          trace.append(
            "swipe back from \(UIKitHarness.screen(of: topController)?.description ?? "?")")
          let address = UIKitHarness.screen(of: topController)?.address ?? []
          swipe = (stack, address, wasIdle)
        }
      case 8, 15:
        guard let current = swipe else { break }
        let cancelled = Bool.random(using: &random)
        trace.append(cancelled ? "swipe cancelled" : "swipe finished")
        FakeUIKit.endSwipeBack(in: current.navigation, cancelled: cancelled)
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
        if FakeUIKit.runOneStep() { trace.append("a turn of the run loop") }
      case 17:
        // The settings flow as a sheet: a modal with a stack of its own.
        send(.navigation(.present(.settings(SettingsFlow.State()), style: .sheet)))
      case 18:
        if case .settings? = state.navigation.modal {
          send(.modalRoute(.settings(.root(.aboutTapped))))
        } else {
          send(.root(.settingsTapped))
        }
      case 16:
        if !isOnScreen {
          trace.append("the window shows the navigation controller")
          app.window.rootViewController = navigationController
          isOnScreen = true
        }
      default:
        if FakeUIKit.runUntilIdle() > 0 { trace.append("the run loop runs dry") }
      }
    }
    // Settle: the window shows the app, the user lifts the finger, UIKit's run loop runs dry.
    if !isOnScreen { app.window.rootViewController = navigationController }
    if let current = swipe {
      FakeUIKit.endSwipeBack(in: current.navigation, cancelled: Bool.random(using: &random))
    }
    FakeUIKit.runUntilIdle()
    check(FakeUIKit.isIdle, "UIKit did not settle")
    check(
      app.shown == app.expected,
      """
      the screen shows \(app.shown), the state \(app.expected); the renderer shows \
      '\(app.renderer.shown.breadcrumb)', plans the modals \(app.renderer.plan.modals.map(\.screen)) \
      and presented \(app.renderer.presented.map(\.screen)); UIKit logged \(FakeUIKit.log)
      """)
    check(FakeUIKit.exceptions.isEmpty, "UIKit raised: \(FakeUIKit.exceptions)")
    check(
      !FakeUIKit.log.contains { $0.contains("dropped") || $0.contains("Attempt to") },
      "UIKit dropped or refused a call: \(FakeUIKit.log)")
    return failures
  }
}

// The same property for modals of every style: sheets, popovers, full-screen covers and alerts
// (with follow-up alerts of the same id), replaced, dismissed and tapped in any order.
@MainActor
@Suite(.serialized)
struct UIKitModalConvergenceTests {
  init() { FakeUIKit.reset() }

  static let names = ["a", "b", "c"]
  static let styles: [ModalStyle] = [.sheet, .popover, .fullScreen, .alert]

  /// A modal or a screen on one line: an alert controller by its title (the route's id), any
  /// other view controller by the screen it shows.
  static func describe(_ controller: UIViewController) -> String {
    if let alert = controller as? UIAlertController { return "alert \(alert.title ?? "?")" }
    return UIKitHarness.screen(of: controller)?.description ?? "?"
  }

  static func describe(_ screen: NavigationScreen) -> String {
    if case .modal(.alert) = screen.kind, let id = screen.id?.base as? String {
      return "alert \(id)"
    }
    return screen.description
  }

  @Test func modalsOfEveryStyleConvergeOnTheState() async {
    var random = SplitMix64(seed: 31)
    for run in 0..<UIKitConvergenceTests.runs {
      await Task.yield()  // as above: other tests' main-actor work runs between runs
      FakeUIKit.reset()
      var failures: [String] = []
      let diagnostics = UIKitHarness.collectingDiagnostics {
        failures = Self.run(random: &random)
      }
      for failure in failures { Issue.record("run \(run): \(failure)") }
      let refusals = diagnostics.filter { $0.kind.hasPrefix("uikit.") }
      #expect(refusals.isEmpty, "run \(run): \(refusals.map(\.message))")
      if !failures.isEmpty || !refusals.isEmpty { return }
    }
  }

  private static func run(random: inout SplitMix64) -> [String] {
    var failures: [String] = []
    FakeUIKit.alertHandlerTiming = Bool.random(using: &random) ? .afterDismissal : .duringDismissal
    var trace: [String] = ["alert handlers \(FakeUIKit.alertHandlerTiming)"]
    let navigationController = UINavigationController()
    let store = Store(initialState: Pages.State()) { Pages() }
    let renderer = UIKitNavigationRenderer<Pages.Action>(
      navigationController: navigationController,
      viewController: { ScreenController(screen: $0) },
      alert: { screen in
        guard let id = screen.id?.base as? String else { return nil }
        return AlertPresentation(
          title: id, message: nil,
          buttons: [
            .init(title: "Again", action: .modalRoute(.page(.choose(id)))),
            .init(title: "Next", action: .modalRoute(.page(.choose(id + "+")))),
            .init(title: "Done", role: .cancel),
          ])
      })
    // Animated or not (as in UI tests): without animations UIKit's transitions have no
    // coordinator and end on the next turn of the run loop.
    renderer.isAnimated = Bool.random(using: &random)
    trace.append(renderer.isAnimated ? "animated" : "not animated")
    let connection = renderer.connect(to: store)
    let window = UIWindow(frame: .zero)
    window.rootViewController = navigationController
    FakeUIKit.runUntilIdle()

    for _ in 0..<40 {
      let name = names.randomElement(using: &random) ?? "a"
      switch Int.random(in: 0..<12, using: &random) {
      case 0:
        trace.append("push \(name)")
        store.send(.navigation(.push(.page(Page.State(name: name)))))
      case 1, 2:
        let style = styles.randomElement(using: &random) ?? .sheet
        trace.append("present \(name) \(style)")
        store.send(.navigation(.present(.page(Page.State(name: name)), style: style)))
      case 3:
        trace.append("dismiss or pop")
        store.send(Bool.random(using: &random) ? .navigation(.dismiss) : .navigation(.pop))
      case 4:
        let top = FakeUIKit.presentedChain(from: navigationController).last
        if let alert = top as? UIAlertController {
          let title = ["Again", "Next", "Done"].randomElement(using: &random) ?? "Done"
          if FakeUIKit.tap(title, in: alert) { trace.append("tap \(title) in \(describe(alert))") }
        }
      case 5:
        if let top = FakeUIKit.presentedChain(from: navigationController).last,
          FakeUIKit.pullDown(top)
        {
          trace.append("pull down \(describe(top))")
        }
      case 6:
        if navigationController.presentedViewController == nil,
          FakeUIKit.beginSwipeBack(in: navigationController)
        {
          trace.append("swipe back")
        }
      case 7:
        let cancelled = Bool.random(using: &random)
        if FakeUIKit.endSwipeBack(in: navigationController, cancelled: cancelled) {
          trace.append(cancelled ? "swipe cancelled" : "swipe finished")
        }
      case 8, 9, 10:
        FakeUIKit.runOneStep()
      default:
        FakeUIKit.runUntilIdle()
      }
    }
    FakeUIKit.endSwipeBack(in: navigationController, cancelled: false)
    FakeUIKit.runUntilIdle()

    let plan = NavigationStackPlan(NavigationTree(of: store.state))
    let expectedStack: [String]
    if case let .stack(stack) = plan.top {
      expectedStack = stack.screens.map(describe)
    } else {
      expectedStack = []
    }
    let expected = expectedStack + plan.modals.map { describe($0.screen) }
    let shown =
      navigationController.viewControllers.map(describe)
      + FakeUIKit.presentedChain(from: navigationController).map(describe)
    func fail(_ message: String) {
      failures.append("\(message)\n  trace: \(trace.joined(separator: "\n    "))")
    }
    if shown != expected { fail("the screen shows \(shown), the state \(expected)") }
    if !FakeUIKit.isIdle { fail("UIKit did not settle") }
    if !FakeUIKit.exceptions.isEmpty { fail("UIKit raised: \(FakeUIKit.exceptions)") }
    if FakeUIKit.log.contains(where: { $0.contains("dropped") || $0.contains("Attempt to") }) {
      fail("UIKit dropped or refused a call: \(FakeUIKit.log)")
    }
    if renderer.shown != NavigationTree(of: store.state) || !connection.isConnected {
      fail("the renderer shows \(renderer.shown.breadcrumb), the state another tree")
    }
    return failures
  }
}
