import Foundation
import ReducerRouting
import Testing

@testable import SwiftUIAdapterCheck

// A property test of the SwiftUI adapter's own sources (Sources/ReducerSwiftUI) and the
// example's views, rendered by the fake navigation stack of NestedFlowStackTests: random
// interleavings of what the user does (swipes back of one or several screens, sheets pulled
// down: SwiftUI writes the shorter path, or `nil` to the sheet's item), what the store does
// (pushes and presents in nested flows, pops and dismissals), deep links and restored snapshots,
// from a launch at the list or at a link already opened in the state.
// After every step the stack shows exactly the state: the list, then each route followed by
// the routes of the flow in it, and a sheet for each modal of a flow the user sees (the app's
// flow, then the flow of each top route); a gesture reaches the state whole (the screens it
// took away are the ones the state lost, no more), and nothing is refused or reported.
//
// The oracle here is written from the example's state alone, not from the adapter's model
// (`NavigationStackPlan`), so that a wrong model fails it too.
//
// Runs: UI_PROPERTY_RUNS (100 by default; CI runs 500), each of 30 steps, from a fixed seed.

@MainActor
@Suite(.serialized)
struct SwiftUIConvergenceTests {
  static var runs: Int {
    max(ProcessInfo.processInfo.environment["UI_PROPERTY_RUNS"].flatMap(Int.init) ?? 100, 0)
  }

  static let colors = ["red", "green", "blue"]

  static let links = [
    "red", "red/settings", "red/settings?modal=info", "blue?modal=info", "settings/about",
    "green/settings/about", "?modal=info", "red/settings/about?modal=info", "",
  ]

  @Test func theStackShowsTheStateWhateverTheInterleaving() async throws {
    var random = SplitMix64(seed: 31)
    for run in 0..<Self.runs {
      // Lets the main actor run other tests' work between runs.
      await Task.yield()
      var failures: [String] = []
      let reported = await diagnostics {
        failures = await Self.run(random: &random)
      }
      for failure in failures { Issue.record("run \(run): \(failure)") }
      #expect(reported.isEmpty, "run \(run): \(reported.map(\.message))")
      if !failures.isEmpty || !reported.isEmpty { return }
    }
  }

  /// One run of random steps, each checked once the stack rendered it.
  ///
  /// - Returns: What went wrong, if anything (the run stops at the first step that fails).
  private static func run(random: inout SplitMix64) async -> [String] {
    // A third of the runs launch with a link already opened in the state (a modal included,
    // for some), as an app restored or opened from a link does.
    var initialState = AppFlow.State()
    var trace: [String] = []
    if Int.random(in: 0..<3, using: &random) == 0, let link = links.randomElement(using: &random) {
      do {
        initialState = try initialState.opening(DeepLink(link))
      } catch {
        return ["the link '\(link)' does not open: \(error)"]
      }
      trace.append("launch at '\(link)'")
    }
    let store = Store(initialState: initialState) { AppFlow() }
    let stack = FakeNavigationStack<AppFlow.Route.PathElement>(
      sheetItems: [AppFlow.Route.self, ColorDetailFlow.Route.self, SettingsFlow.Route.self]
    ) { ColorListAppView(store: store) }
    await stack.render()
    var saved: [AppFlow.Route.NavigationState] = []
    if let failure = check(stack, store.state, after: trace) { return [failure] }

    for _ in 0..<30 {
      let before = stack.screens.map(\.title)
      let sheetsBefore = stack.sheets.count
      let choice = Int.random(in: 0..<10, using: &random)
      switch choice {
      case 0..<5:
        let actions = validActions(in: store.state)
        guard let action = actions.randomElement(using: &random) else { continue }
        trace.append("send \(action)")
        store.send(action)
        await stack.render()
      case 5:
        let link = links.randomElement(using: &random) ?? ""
        trace.append("link '\(link)'")
        guard let deepLink = try? DeepLink(link) else {
          return ["the link '\(link)' does not parse"]
        }
        store.send(.openLink(deepLink))
        await stack.render()
      case 6:
        if let navigation = saved.randomElement(using: &random) {
          trace.append("restore \(saved.firstIndex(of: navigation) ?? -1)")
          store.send(.restoreNavigation(navigation))
          await stack.render()
        } else {
          saved.append(store.state.navigation)
          trace.append("save")
        }
      case 7:
        saved.append(store.state.navigation)
        trace.append("save")
      case 8:
        let pushed = before.count - 1
        guard pushed > 0 else { continue }
        let count = Int.random(in: 1...pushed, using: &random)
        trace.append("swipe back \(count)")
        await stack.swipeBack(count)
        let shown = stack.screens.map(\.title)
        if shown != Array(before.dropLast(count)) {
          return ["after \(trace): the swipe back showed \(shown), not \(before.dropLast(count))"]
        }
      default:
        guard sheetsBefore > 0 else { continue }
        trace.append("pull down")
        await stack.pullDownSheet()
        if stack.sheets.count != sheetsBefore - 1 {
          return ["after \(trace): \(stack.sheets.count) sheets, not \(sheetsBefore - 1)"]
        }
      }
      if let failure = check(stack, store.state, after: trace) { return [failure] }
    }
    return []
  }

  /// What the stack shows that `state` does not hold, if anything.
  private static func check(
    _ stack: FakeNavigationStack<AppFlow.Route.PathElement>, _ state: AppFlow.State,
    after trace: [String]
  ) -> String? {
    let expected = titles(of: state)
    let shown = stack.screens.map(\.title)
    if shown != expected {
      return "after \(trace): the stack shows \(shown), the state holds \(expected)"
    }
    let modals = modalCount(of: state)
    if stack.sheets.count != modals {
      return "after \(trace): \(stack.sheets.count) sheets shown, the state holds \(modals)"
    }
    return nil
  }

  // MARK: - The oracle

  /// What the stack shows for `state`: the list's title, then each route's, each route that is
  /// a flow followed by that flow's routes.
  static func titles(of state: AppFlow.State) -> [String?] {
    var titles: [String?] = [state.root.after.map { "After \($0)" } ?? "Colors"]
    for route in state.navigation.stack {
      switch route {
      case let .color(detail):
        titles.append(detail.root.name)
        for inner in detail.navigation.stack {
          switch inner {
          case let .settings(settings): titles += self.titles(of: settings)
          case .info: titles.append(nil)
          }
        }
      case let .list(list): titles.append(list.after.map { "After \($0)" } ?? "Colors")
      case let .settings(settings): titles += self.titles(of: settings)
      case .info: titles.append(nil)
      }
    }
    return titles
  }

  /// The settings' screen, then its routes.
  static func titles(of settings: SettingsFlow.State) -> [String?] {
    ["Settings"]
      + settings.navigation.stack.map { route in
        switch route {
        case .about: "About"
        case .info: nil
        }
      }
  }

  /// The sheets shown: one for each modal of a flow the user sees (the app's flow, then the flow
  /// of its top route, then the flow of that flow's top route). The example's modals hold no
  /// flow.
  static func modalCount(of state: AppFlow.State) -> Int {
    var count = state.navigation.modal == nil ? 0 : 1
    var settings: SettingsFlow.State?
    switch state.navigation.stack.last {
    case let .color(detail)?:
      if detail.navigation.modal != nil { count += 1 }
      if case let .settings(inner)? = detail.navigation.stack.last { settings = inner }
    case let .settings(inner)?:
      settings = inner
    default:
      break
    }
    if settings?.navigation.modal != nil { count += 1 }
    return count
  }

  // MARK: - What the store can be sent

  /// The taps that the state allows (no route pushed twice, no modal over a modal), and the
  /// flows' own pops and dismissals.
  static func validActions(in state: AppFlow.State) -> [AppFlow.Action] {
    var actions: [AppFlow.Action] = []
    let navigation = state.navigation
    for color in colors where navigation.stack[id: color] == nil {
      actions.append(.root(.colorTapped(color)))
    }
    if navigation.stack[id: "settings"] == nil { actions.append(.root(.settingsTapped)) }
    if navigation.modal == nil { actions.append(.root(.infoTapped)) }
    if !navigation.stack.isEmpty { actions.append(.navigation(.pop)) }
    if navigation.modal != nil { actions.append(.navigation(.dismiss)) }
    for route in navigation.stack {
      switch route {
      case let .color(detail):
        let inColor = { (action: ColorDetailFlow.Action) in
          AppFlow.Action.route(route.id, .color(action))
        }
        if detail.navigation.stack[id: "settings"] == nil {
          actions.append(inColor(.root(.settingsTapped)))
        }
        if detail.navigation.modal == nil { actions.append(inColor(.root(.infoTapped))) }
        if !detail.navigation.stack.isEmpty { actions.append(inColor(.navigation(.pop))) }
        if case let .settings(settings)? = detail.navigation.stack[id: "settings"] {
          actions += settingsActions(settings) { inColor(.route("settings", .settings($0))) }
        }
      case let .settings(settings):
        actions += settingsActions(settings) { .route("settings", .settings($0)) }
      case .list, .info:
        break
      }
    }
    return actions
  }

  /// The taps a settings flow allows, embedded by `embed`.
  static func settingsActions(
    _ settings: SettingsFlow.State, _ embed: (SettingsFlow.Action) -> AppFlow.Action
  ) -> [AppFlow.Action] {
    var actions: [AppFlow.Action] = []
    if settings.navigation.stack[id: "about"] == nil { actions.append(embed(.root(.aboutTapped))) }
    if settings.navigation.modal == nil { actions.append(embed(.root(.infoTapped))) }
    if settings.navigation.modal != nil { actions.append(embed(.navigation(.dismiss))) }
    return actions
  }
}

