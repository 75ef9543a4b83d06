import Foundation
import ReducerRouting
import Testing

@testable import ReducerCore

// Random navigation of a whole app against a plain model (PropertyModel.swift): two tabs and a
// split column of flows nested in flows, with every kind of step the issue lists: navigation
// steps on any flow, route actions to live and dead ids, closing from a reducer and from
// inside an effect, steps by hand around `routing`, children that `ifLet`, `forEach` and
// `ifCaseLet` run, tab switches, split-column replacements, deep links (valid and malformed),
// and renderer reports (swipes, late and duplicate reports, reports that the state moved past,
// confirmations given twice), with a renderer that confirms late.
//
// After every step: the state equals the model, and so does its tree; every stack's ids are
// unique; each flow's stack path is the one the plan of its tree shows (`screenPathMismatch`,
// ScreenPathAgreementTests); the changes from the old tree lead to the new; a rejected step left the state as it
// was and reported why; a step that is not rejected reported nothing unexpected; no effect
// runs for a screen or child that is gone; an idle renderer shows the state.
//
// Seeded and reproducible. A failure is shrunk to a short sequence and printed with its seed.
// `NAVIGATION_PROPERTY_RUNS` sets the number of sequences (300 by default; CI runs 2,000), and
// `NAVIGATION_PROPERTY_SEED` replays one.

// MARK: - Steps

/// A navigation step for one flow.
enum NavStep: CustomStringConvertible {
  case push(String)
  case pop
  case popTo(String)
  case popToRoot
  case handPopToRoot
  case setStack([String])
  case remove(String)
  case present(String, ModalStyle)
  case dismiss
  case drop(String)

  var description: String {
    switch self {
    case let .push(id): "push \(id)"
    case .pop: "pop"
    case let .popTo(id): "popTo \(id)"
    case .popToRoot: "popToRoot"
    case .handPopToRoot: "popToRoot by hand"
    case let .setStack(ids): "setStack \(ids)"
    case let .remove(id): "remove \(id)"
    case let .present(id, style): "present \(id) \(style)"
    case .dismiss: "dismiss"
    case let .drop(id): "drop \(id)"
    }
  }
}

/// Which screen of a flow a screen step is for.
enum ScreenTarget: Hashable, CustomStringConvertible {
  case root
  case route(String)
  case modal

  var description: String {
    switch self {
    case .root: "root"
    case let .route(id): id
    case .modal: "modal"
    }
  }
}

/// A step for a screen and its children; items are chosen by position when the step runs.
enum ScreenStep: CustomStringConvertible {
  case start
  case close
  case closeLater
  case showDetail
  case hideDetail
  case addItem
  case removeItem(Int)
  case setMode
  case clearMode
  case startDetail
  case startItem(Int)
  case startMode
  case openDetail(String)

  var description: String {
    switch self {
    case .start: "start"
    case .close: "close"
    case .closeLater: "close from an effect"
    case .showDetail: "show detail"
    case .hideDetail: "hide detail"
    case .addItem: "add item"
    case let .removeItem(index): "remove item #\(index)"
    case .setMode: "set mode"
    case .clearMode: "clear mode"
    case .startDetail: "start detail"
    case let .startItem(index): "start item #\(index)"
    case .startMode: "start mode"
    case let .openDetail(id): "open detail #\(id)"
    }
  }
}

/// One step of the app.
enum AppStep: CustomStringConvertible {
  case nav(FlowPath, NavStep)
  case screen(FlowPath, ScreenTarget, ScreenStep)
  /// An action for the root screen of the flow nested in route `id`.
  case nestedRoot(FlowPath, String)
  case selectTab(PApp.Tab)
  case closeDetail
  case link(String)
  case tick
  case swipe(Int)
  case replayReport(Int)
  case confirmAgain(Int)

  var description: String {
    switch self {
    case let .nav(path, step): "\(pathText(path)) \(step)"
    case let .screen(path, target, step): "\(pathText(path)) \(target): \(step)"
    case let .nestedRoot(path, id): "\(pathText(path)) [\(id)] nested root: start"
    case let .selectTab(tab): "select tab \(tab)"
    case .closeDetail: "close detail"
    case let .link(text): "open link '\(text)'"
    case .tick: "renderer tick"
    case let .swipe(choice): "user swipe #\(choice)"
    case let .replayReport(choice): "report again #\(choice)"
    case let .confirmAgain(choice): "confirm again #\(choice)"
    }
  }
}

// MARK: - Generating steps

/// Random steps, chosen from what the model shows, so that most reach something alive.
struct AppStepGenerator {
  var random: SplitMix64
  static let styles: [ModalStyle] = [.sheet, .fullScreen, .popover, "drawer"]

  mutating func pick<T>(_ values: [T]) -> T { values[random.below(values.count)] }

  /// A new route id for a flow `depth` routes deep: nested flows go two levels down.
  mutating func newID(depth: Int) -> String {
    depth < 2 && random.oneIn(3) ? "n\(random.below(3))" : "s\(random.below(5))"
  }

  mutating func next(model: MApp, index: Int) -> AppStep {
    var path = pick(model.allFlowPaths)
    if random.oneIn(30) {
      path = random.oneIn(2) ? [.detail] : [.tab(pick(PApp.Tab.allCases)), .route("n1")]
    }
    let flow = model.flow(at: path)
    let ids = flow?.stack.map(\.id) ?? []
    let depth = path.count - 1
    func someID(_ generator: inout AppStepGenerator) -> String {
      !ids.isEmpty && !generator.random.oneIn(4)
        ? generator.pick(ids) : generator.newID(depth: depth)
    }
    switch random.below(100) {
    case 0..<8: return .nav(path, .push(newID(depth: depth)))
    case 8..<11: return .nav(path, .pop)
    case 11..<13: return .nav(path, .popTo(someID(&self)))
    case 13..<15: return .nav(path, .popToRoot)
    case 15..<17: return .nav(path, .handPopToRoot)
    case 17..<20:
      let count = random.below(5)
      return .nav(path, .setStack((0..<count).map { _ in someID(&self) }))
    case 20..<22: return .nav(path, .remove(someID(&self)))
    case 22..<26:
      let id = flow?.modal != nil && random.oneIn(3) ? flow?.modal?.id : nil
      return .nav(path, .present(id ?? newID(depth: depth), pick(Self.styles)))
    case 26..<28: return .nav(path, .dismiss)
    case 28..<31:
      let modal = random.oneIn(3) ? flow?.modal?.id : nil
      return .nav(path, .drop(modal ?? someID(&self)))
    case 31..<55:
      let routeTarget: ScreenTarget =
        flow?.modal != nil && random.oneIn(3) ? .modal : .route(someID(&self))
      let steps: [ScreenStep] = [
        .start, .close, .closeLater, .showDetail, .hideDetail, .addItem,
        .removeItem(random.below(3)), .setMode, .clearMode, .startDetail,
        .startItem(random.below(3)), .startMode,
      ]
      let step = pick(steps)
      switch step {
      case .close, .closeLater: return .screen(path, routeTarget, step)
      default: return .screen(path, random.oneIn(3) ? .root : routeTarget, step)
      }
    case 55..<58: return .nestedRoot(path, someID(&self))
    case 58..<62: return .selectTab(pick(PApp.Tab.allCases))
    case 62..<64:
      return .screen([.tab(pick(PApp.Tab.allCases))], .root, .openDetail("d\(random.below(3))"))
    case 64..<66: return .closeDetail
    case 66..<74: return .link(validLink(model: model, index: index))
    case 74..<77: return .link(malformedLink(model: model, index: index))
    case 77..<87: return .tick
    case 87..<93: return .swipe(random.below(1_000))
    case 93..<97: return .replayReport(random.below(1_000))
    default: return .confirmAgain(random.below(1_000))
    }
  }

  /// A link to a tab, through up to two nested flows, that keeps some routes it names.
  mutating func validLink(model: MApp, index: Int) -> String {
    let tab = pick(PApp.Tab.allCases)
    var segments = [tab.rawValue]
    var flow = model.flow(at: [.tab(tab)])
    var depth = 0
    var tags = 0
    func tag() -> String {
      tags += 1
      return "k\(index)x\(tags)"
    }
    var continues = true
    while continues {
      continues = false
      var used: Set<String> = []
      for _ in 0..<random.below(4) {
        let current = flow?.stack.map(\.id) ?? []
        let id = !current.isEmpty && random.oneIn(2) ? pick(current) : newID(depth: depth)
        guard used.insert(id).inserted else { continue }
        segments += [id, tag()]
        if id.hasPrefix("n") {
          if case let .nested(nested)? = flow?.stack.first(where: { $0.id == id }) {
            flow = nested
          } else {
            flow = nil
          }
          depth += 1
          continues = true
          break
        }
      }
    }
    var query: [String] = []
    if random.oneIn(3) {
      query.append("modal=\(newID(depth: depth))/\(tag())")
      if random.oneIn(2) { query.append("style=\(pick(Self.styles))") }
    }
    // An item no level reads is left alone.
    if random.oneIn(8) { query.append("utm=campaign") }
    return segments.joined(separator: "/")
      + (query.isEmpty ? "" : "?" + query.joined(separator: "&"))
  }

  /// A link that is likely to be rejected, by a level or by the parser.
  mutating func malformedLink(model: MApp, index: Int) -> String {
    let valid = validLink(model: model, index: index)
    var segments =
      valid.split(separator: "?", maxSplits: 1).first.map { $0.split(separator: "/") }?
      .map(String.init) ?? []
    let query = valid.contains("?") ? valid.split(separator: "?", maxSplits: 1)[1] : ""
    func joined(_ segments: [String], _ query: Substring) -> String {
      segments.joined(separator: "/") + (query.isEmpty ? "" : "?\(query)")
    }
    switch random.below(9) {
    case 0:
      let at = 1 + 2 * random.below((segments.count - 1) / 2 + 1)
      segments.insert(contentsOf: ["x\(random.below(3))", "k\(index)bad"], at: at)
      return joined(segments, query)
    case 1:
      segments[0] = "c"
      return joined(segments, query)
    case 2:
      if segments.count > 1 { segments.removeLast() } else { segments.append("s1") }
      return joined(segments, query)
    case 3:
      if segments.count >= 3 { segments.insert(contentsOf: segments[1...2], at: 3) }
      return joined(segments, query)
    case 4:
      let path = segments.count > 1 ? segments.joined(separator: "//") : segments[0] + "//s1/k"
      return path + (query.isEmpty ? "" : "?\(query)")
    case 5: return joined(segments, "") + "/%zz"
    case 6: return joined(segments, "style=popover")
    case 7: return joined(segments, "modal=zz/1")
    default: return joined(segments, "modal=s1/k\(index)m/extra")
    }
  }
}

// MARK: - Running steps

/// What a step should do, by the model.
private struct Expectation {
  /// The step must be rejected: the state stays as it was and a diagnostic says why.
  var rejected = false
  /// The diagnostics a step that is not rejected reports, in order.
  var kinds: [String] = []
  /// The step was rejected by an error thrown to the caller (a link that does not parse),
  /// which is its report: no diagnostic is expected.
  var threw = false
}

/// One sequence: a store of `PApp` with a renderer connected, and the model.
@MainActor
final class AppPropertyRun {
  let registry: EffectRegistry
  let store: Store<PApp.State, PApp.Action>
  let renderer: SimulatedRenderer
  let connection: NavigationConnection<PApp.State, PApp.Action>
  private(set) var model = MApp()
  /// How often each diagnostic was reported, and how often links opened and reports sent.
  private(set) var stats: [String: Int] = [:]
  private var nextTag = 0
  /// Every report made to the connection, for late and duplicate reports.
  private var reports: [(address: NavigationTree.Address, action: PApp.Action)] = []
  /// The reports made while the renderer animated, handled once it confirms.
  private var queuedReports: [NavigationTree.Address] = []
  private var lastTree: NavigationTree?

  init(seed: UInt64) {
    let registry = EffectRegistry()
    // A batch waits zero to three ticks before the renderer confirms it.
    let renderer = SimulatedRenderer(seed: seed ^ 0x7E4D_E7E4, maxDelay: 3)
    let store = Store(initialState: PApp.State()) { PApp(registry: registry) }
    self.registry = registry
    self.renderer = renderer
    self.store = store
    connection = store.render(to: renderer)
  }

  private func freshTag() -> String {
    nextTag += 1
    return "t\(nextTag)"
  }

  /// Stops every effect of the run.
  func finish() {
    connection.disconnect()
    store.cancelAllEffects()
  }

  /// Runs a step and checks everything after it; the failure, or `nil`.
  func perform(_ step: AppStep) async -> String? {
    let before = store.state
    // Nothing changes the state between steps: the tree after the last step is the old one.
    let oldTree = lastTree ?? NavigationTree(of: before)
    var expectation = Expectation()
    var failure: String?
    let issues = await withDiagnostics {
      failure = await run(step, expecting: &expectation)
    }
    if let failure { return failure }
    for kind in kinds(issues) { stats[kind, default: 0] += 1 }
    let state = store.state
    if expectation.rejected {
      if state != before { return "a rejected step changed the state" }
      if issues.isEmpty != expectation.threw {
        return expectation.threw
          ? "a step that threw also reported \(kinds(issues))" : "a rejected step reported nothing"
      }
    } else if kinds(issues) != expectation.kinds {
      return "diagnostics \(kinds(issues)), expected \(expectation.kinds): \(issues.map(\.message))"
    }
    let shown = MApp(state)
    if shown != model { return "the state shows\n\(shown)\nthe model\n\(model)" }
    // A SwiftUI stack over a flow shows the path the plan of the flow's tree shows.
    for flow in [state.a, state.b] + (state.detail.map { [$0] } ?? []) {
      if let mismatch = screenPathMismatch(in: flow) { return "a stack's path: \(mismatch)" }
    }
    for path in model.allFlowPaths {
      let ids = state.flow(at: path)?.navigation.stack.map(\.id) ?? []
      if Set(ids).count != ids.count { return "duplicate ids \(ids) at \(pathText(path))" }
    }
    let newTree = NavigationTree(of: state)
    lastTree = newTree
    if let mismatch = treeMismatch(newTree, model: model) { return mismatch }
    if oldTree.applying(oldTree.changes(to: newTree)) != newTree {
      return "the changes do not lead from the old tree to the new"
    }
    let orphans = registry.runningTags.subtracting(model.liveTags)
    if !orphans.isEmpty { return "effects still run for gone screens or children \(orphans)" }
    if renderer.isIdle != (connection.rendering == nil) {
      return
        "the renderer is idle: \(renderer.isIdle), the connection renders: \(connection.rendering != nil)"
    }
    if renderer.isIdle, renderer.display != newTree || connection.rendered != newTree {
      return "an idle renderer shows\n\(renderer.display)\nbut the state is\n\(newTree)"
    }
    return nil
  }

  /// Lets the renderer confirm everything, and checks that it shows the state.
  func settleRenderer() async -> String? {
    var ticks = 0
    while !renderer.isIdle, ticks < 100 {
      if let failure = await perform(.tick) { return failure }
      ticks += 1
    }
    let tree = NavigationTree(of: store.state)
    return renderer.display == tree
      ? nil : "after the last step the renderer shows \(renderer.display)"
  }

  private func run(_ step: AppStep, expecting expectation: inout Expectation) async -> String? {
    switch step {
    case let .nav(path, nav):
      let action = navigate(nav, at: path, expecting: &expectation)
      store.send(appAction(action, at: path))
    case let .screen(path, target, screenStep):
      let dismissals = registry.dismissalCount
      let action = screen(screenStep, target, at: path, expecting: &expectation)
      store.send(appAction(action, at: path))
      if case .closeLater = screenStep, !expectation.rejected {
        let closed = await eventually(within: .seconds(10)) {
          self.registry.dismissalCount > dismissals
        }
        if !closed { return "the effect that closes its screen did not run" }
      }
    case let .nestedRoot(path, id):
      let route = model.flow(at: path)?.stack.first { $0.id == id }
      if case .nested? = route {} else { expectation.rejected = true }
      store.send(appAction(.route(id, .nested(.root(.start))), at: path))
    case let .selectTab(tab):
      if model.selected == tab {
        _ = model.withFlow(at: [.tab(tab)]) { $0.stack = [] }
      } else {
        model.selected = tab
      }
      store.send(.tab(.select(tab)))
    case .closeDetail:
      model.detail = nil
      store.send(.closeDetail)
    case let .link(text):
      return openLink(text, expecting: &expectation)
    case .tick:
      if renderer.nextTickConfirms, let shown = connection.rendering {
        handleReports(queuedReports, shown: shown, expecting: &expectation)
        queuedReports = []
      }
      renderer.tick()
    case let .swipe(choice):
      var candidates: [NavigationTree.Address] = []
      for flow in renderer.display.allFlows {
        candidates += flow.stack.map { flow.address.appending(.route($0.id)) }
        if let modal = flow.modal { candidates.append(flow.address.appending(.modal(modal.id))) }
      }
      guard !candidates.isEmpty else { return nil }
      report(candidates[choice % candidates.count], expecting: &expectation)
    case let .replayReport(choice):
      guard !reports.isEmpty else { return nil }
      report(reports[choice % reports.count].address, expecting: &expectation)
    case let .confirmAgain(choice):
      let used = renderer.usedConfirmations
      guard !used.isEmpty else { return nil }
      expectation.kinds = ["render.staleConfirmation"]
      used[choice % used.count].confirm()
    }
    return nil
  }

  // MARK: Navigation steps

  /// Applies a navigation step to the model, and returns the flow's action for it.
  private func navigate(
    _ step: NavStep,
    at path: FlowPath,
    expecting expectation: inout Expectation
  ) -> PFlow.Action {
    let current = store.state.flow(at: path)
    func fresh(_ id: String) -> (MRoute, PFlow.Route) {
      let tag = freshTag()
      return (MRoute(fresh: id, tag: tag), MRoute.freshState(id: id, tag: tag))
    }
    guard model.flow(at: path) != nil else {
      expectation.rejected = true
      switch step {
      case let .push(id): return .navigation(.push(fresh(id).1))
      case let .present(id, style): return .navigation(.present(fresh(id).1, style: style))
      case let .setStack(ids): return .navigation(.setStack(ids.map { fresh($0).1 }))
      case .handPopToRoot: return .handPopToRoot
      case .pop: return .navigation(.pop)
      case let .popTo(id): return .navigation(.popTo(id))
      case .popToRoot: return .navigation(.popToRoot)
      case let .remove(id): return .navigation(.remove(id))
      case .dismiss: return .navigation(.dismiss)
      case let .drop(id): return .navigation(.drop(id))
      }
    }
    return model.withFlow(at: path) { flow -> PFlow.Action in
      switch step {
      case let .push(id):
        let (route, state) = fresh(id)
        if flow.stack.contains(where: { $0.id == id }) {
          expectation.rejected = true
        } else {
          flow.stack.append(route)
        }
        return .navigation(.push(state))
      case .pop:
        if flow.stack.popLast() == nil { expectation.rejected = true }
        return .navigation(.pop)
      case let .popTo(id):
        if let index = flow.stack.firstIndex(where: { $0.id == id }) {
          flow.stack.removeSubrange((index + 1)...)
        } else {
          expectation.rejected = true
        }
        return .navigation(.popTo(id))
      case .popToRoot:
        flow.stack = []
        return .navigation(.popToRoot)
      case .handPopToRoot:
        flow.stack = []
        return .handPopToRoot
      case let .setStack(ids):
        guard Set(ids).count == ids.count else {
          expectation.rejected = true
          return .navigation(.setStack(ids.map { fresh($0).1 }))
        }
        // A route that stays is given as it is, with its state; the others are new.
        var states: [PFlow.Route] = []
        var routes: [MRoute] = []
        for id in ids {
          if let kept = flow.stack.first(where: { $0.id == id }),
            let keptState = current?.navigation.stack[id: id]
          {
            routes.append(kept)
            states.append(keptState)
          } else {
            let (route, state) = fresh(id)
            routes.append(route)
            states.append(state)
          }
        }
        flow.stack = routes
        return .navigation(.setStack(states))
      case let .remove(id):
        if let index = flow.stack.firstIndex(where: { $0.id == id }) {
          flow.stack.remove(at: index)
        } else {
          expectation.rejected = true
        }
        return .navigation(.remove(id))
      case let .present(id, style):
        // Presenting the modal's id again changes only the style: the modal keeps its state.
        if let modal = flow.modal, modal.id == id, let state = current?.navigation.modal {
          flow.style = style
          return .navigation(.present(state, style: style))
        }
        let (route, state) = fresh(id)
        flow.modal = route
        flow.style = style
        return .navigation(.present(state, style: style))
      case .dismiss:
        if flow.modal == nil { expectation.rejected = true }
        flow.modal = nil
        flow.style = nil
        return .navigation(.dismiss)
      case let .drop(id):
        Self.drop(id, in: &flow, expecting: &expectation)
        return .navigation(.drop(id))
      }
    } ?? .navigation(.pop)
  }

  /// `.drop(id)`: the modal with that id, or the stack route with that id and those above it.
  private static func drop(
    _ id: String, in flow: inout MFlow, expecting expectation: inout Expectation
  ) {
    if flow.modal?.id == id {
      flow.modal = nil
      flow.style = nil
    } else if let index = flow.stack.firstIndex(where: { $0.id == id }) {
      flow.stack.removeSubrange(index...)
    } else {
      expectation.rejected = true
    }
  }

  // MARK: Screen steps

  /// Applies a screen step to the model, and returns the flow's action for it.
  private func screen(
    _ step: ScreenStep,
    _ target: ScreenTarget,
    at path: FlowPath,
    expecting expectation: inout Expectation
  ) -> PFlow.Action {
    let screen: MScreen? = {
      guard let flow = model.flow(at: path) else { return nil }
      switch target {
      case .root: return flow.root
      case let .route(id):
        guard case let .screen(screen)? = flow.stack.first(where: { $0.id == id }) else {
          return nil
        }
        return screen
      case .modal:
        guard case let .screen(screen)? = flow.modal else { return nil }
        return screen
      }
    }()
    var changed = screen
    var action: PScreen.Action
    switch step {
    case .start:
      action = .start
    case .close, .closeLater:
      if case .close = step { action = .close } else { action = .closeLater }
      if screen != nil {
        _ = model.withFlow(at: path) { flow in
          switch target {
          case let .route(id):
            if let index = flow.stack.firstIndex(where: { $0.id == id }) {
              flow.stack.removeSubrange(index...)
            }
          case .modal:
            flow.modal = nil
            flow.style = nil
          case .root:
            break
          }
        }
        changed = nil
      }
    case .showDetail:
      let tag = freshTag()
      changed?.detail = tag
      action = .showDetail(tag: tag)
    case .hideDetail:
      changed?.detail = nil
      action = .hideDetail
    case .addItem:
      let tag = freshTag()
      changed?.items.append(tag)
      action = .addItem(tag: tag)
    case let .removeItem(index):
      let tag = screen.flatMap { index < $0.items.count ? $0.items[index] : nil } ?? "gone"
      changed?.items.removeAll { $0 == tag }
      action = .removeItem(tag: tag)
    case .setMode:
      let tag = freshTag()
      changed?.mode = tag
      action = .mode(.set(.child(PChild.State(tag: tag))))
    case .clearMode:
      changed?.mode = nil
      action = .mode(.set(.idle))
    case .startDetail:
      if screen?.detail == nil { expectation.rejected = true }
      action = .detail(.start)
    case let .startItem(index):
      let tag = screen.flatMap { index < $0.items.count ? $0.items[index] : nil } ?? "gone"
      if screen?.items.contains(tag) != true { expectation.rejected = true }
      action = .item(tag, .start)
    case .startMode:
      if screen?.mode == nil { expectation.rejected = true }
      action = .mode(.child(.start))
    case let .openDetail(id):
      let tag = freshTag()
      action = .openDetail(id: id, tag: tag)
      if screen != nil, target == .root, path.count == 1, path.first != .detail,
        model.detail?.root.id != id
      {
        model.detail = MFlow(root: MScreen(id: id, tag: tag))
      }
    }
    if screen == nil { expectation.rejected = true }
    if let changed, !expectation.rejected {
      _ = model.withFlow(at: path) { flow in
        switch target {
        case .root: flow.root = changed
        case let .route(id):
          if let index = flow.stack.firstIndex(where: { $0.id == id }) {
            flow.stack[index] = .screen(changed)
          }
        case .modal: flow.modal = .screen(changed)
        }
      }
    }
    switch target {
    case .root: return .root(action)
    case let .route(id): return .route(id, .screen(action))
    case .modal: return .modalRoute(.screen(action))
    }
  }

  // MARK: Deep links

  private func openLink(_ text: String, expecting expectation: inout Expectation) -> String? {
    expectation.rejected = true
    let path = text.split(separator: "?", maxSplits: 1).first ?? ""
    guard !path.contains("//"), !text.contains("%zz") else {
      // Malformed text: the parser throws, and nothing is sent.
      if let link = try? DeepLink(text) { return "'\(text)' parsed as \(link.segments)" }
      stats["link malformed", default: 0] += 1
      expectation.threw = true
      return nil
    }
    let parts = text.split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false)
    let segments = parts[0].split(separator: "/").map(String.init)
    var query: [String: String] = [:]
    if parts.count > 1 {
      for item in parts[1].split(separator: "&") {
        let pair = item.split(separator: "=", maxSplits: 1).map(String.init)
        query[pair[0]] = pair.count > 1 ? pair[1] : ""
      }
    }
    let link: DeepLink
    do {
      link = try DeepLink(text)
    } catch {
      return "'\(text)' did not parse: \(error)"
    }
    if link.segments != segments || link.query != query {
      return "'\(text)' parsed as \(link.segments) \(link.query)"
    }
    if let opened = Self.open(segments, query: query, in: model) {
      model = opened
      expectation.rejected = false
      stats["link opened", default: 0] += 1
    }
    store.send(.openLink(link))
    if expectation.rejected { expectation.kinds = ["deepLink.rejected"] }
    return nil
  }

  /// The model's reading of a link: each level's routes (a route already on the stack stays
  /// as it is), the rest handed to a nested flow, the modal at the deepest level; `nil` for a
  /// link that a level rejects.
  static func open(_ segments: [String], query: [String: String], in app: MApp) -> MApp? {
    guard let first = segments.first, let tab = PApp.Tab(rawValue: first) else { return nil }
    var app = app
    app.selected = tab
    var reader = ModelLinkReader(segments: Array(segments.dropFirst()), query: query)
    guard let flow = app.flow(at: [.tab(tab)]), let opened = open(flow, &reader),
      reader.isAtEnd
    else { return nil }
    for name in ["modal", "style"] where query[name] != nil && !reader.taken.contains(name) {
      return nil
    }
    _ = app.withFlow(at: [.tab(tab)]) { $0 = opened }
    return app
  }

  private static func isRouteName(_ segment: String) -> Bool {
    guard let kind = segment.first, kind == "s" || kind == "n" else { return false }
    return Int(segment.dropFirst()) != nil
  }

  private static func open(_ current: MFlow, _ reader: inout ModelLinkReader) -> MFlow? {
    var opened = current
    opened.stack = []
    opened.modal = nil
    opened.style = nil
    var handedOver = false
    while let segment = reader.next() {
      guard isRouteName(segment), let tag = reader.next() else { return nil }
      var route = current.stack.first { $0.id == segment } ?? MRoute(fresh: segment, tag: tag)
      if case let .nested(nested) = route {
        guard let flow = open(nested, &reader) else { return nil }
        route = .nested(flow)
        handedOver = true
      }
      guard !opened.stack.contains(where: { $0.id == route.id }) else { return nil }
      opened.stack.append(route)
      if handedOver { break }
    }
    if !handedOver, let value = reader.take("modal") {
      var modalReader = ModelLinkReader(
        segments: value.split(separator: "/", omittingEmptySubsequences: false).map(String.init),
        query: [:])
      guard let segment = modalReader.next(), isRouteName(segment), let tag = modalReader.next()
      else { return nil }
      var route =
        current.modal.flatMap { $0.id == segment ? $0 : nil } ?? MRoute(fresh: segment, tag: tag)
      if case let .nested(nested) = route {
        guard let flow = open(nested, &modalReader) else { return nil }
        route = .nested(flow)
      }
      guard modalReader.isAtEnd else { return nil }
      opened.modal = route
      opened.style =
        switch reader.take("style") {
        case nil, "sheet"?: .sheet
        case "fullScreen"?: .fullScreen
        case "popover"?: .popover
        case let name?: .custom(name)
        }
    }
    return opened
  }

  // MARK: Renderer reports

  /// The user removes the route at `address` on the screen, and the renderer reports it.
  private func report(_ address: NavigationTree.Address, expecting expectation: inout Expectation) {
    guard let (path, hop) = modelPath(of: address) else { return }
    let id: String
    switch hop {
    case let .route(routeID), let .modal(routeID): id = routeID
    case .tab, .detail: return
    }
    let action = appAction(.navigation(.drop(id)), at: path)
    reports.append((address, action))
    if renderer.isIdle {
      handleReports([address], shown: connection.rendered, expecting: &expectation)
    } else {
      queuedReports.append(address)
    }
    renderer.userRemoves(address)
    connection.userDidRemove(address, action: action)
  }

  /// The model of the connection's handling of reports: against what the renderer shows, a
  /// report of a route it does not show is late; one whose route the state no longer shows
  /// with the same routes around it is stale; the others send `.drop(id)`.
  private func handleReports(
    _ addresses: [NavigationTree.Address],
    shown: NavigationTree,
    expecting expectation: inout Expectation
  ) {
    var shown = shown
    for address in addresses {
      guard let (path, hop) = modelPath(of: address),
        let removal = Self.removal(of: hop, in: shown.flow(at: Self.address(of: path)))
      else {
        expectation.kinds.append("render.lateReport")
        continue
      }
      shown.apply(removal.change(Self.address(of: path)))
      let inState = Self.removal(of: hop, in: model.flow(at: path).map { Self.tree(of: $0) })
      guard inState?.ids == removal.ids else {
        expectation.kinds.append("render.staleReport")
        continue
      }
      stats["report sent", default: 0] += 1
      _ = model.withFlow(at: path) { flow in
        switch hop {
        case let .route(id), let .modal(id):
          var ignored = Expectation()
          Self.drop(id, in: &flow, expecting: &ignored)
        case .tab, .detail: break
        }
      }
    }
  }

  private static func address(of path: FlowPath) -> NavigationTree.Address {
    NavigationTree.Address(path.map(\.treeStep))
  }

  /// A flow of the model as ids only, as a tree flow: enough for `removal(of:in:)`.
  private static func tree(of flow: MFlow) -> NavigationTree.Flow {
    NavigationTree.Flow(
      address: [], rootName: "",
      stack: flow.stack.map { NavigationTree.Route(id: .init($0.id), caseName: "") },
      modal: flow.modal.map { NavigationTree.Route(id: .init($0.id), caseName: "") })
  }

  /// What removing the route of `hop` from `flow` takes away: the route below and those from
  /// it to the top, or the modal; `nil` when the flow does not show it.
  private static func removal(of hop: Hop, in flow: NavigationTree.Flow?) -> (
    ids: [String?], change: (NavigationTree.Address) -> NavigationChange
  )? {
    guard let flow else { return nil }
    switch hop {
    case let .route(id):
      guard let index = flow.stack.lastIndex(where: { $0.id.description == id }) else {
        return nil
      }
      let below = index > 0 ? flow.stack[index - 1].id.description : nil
      let count = flow.stack.count - index
      return (
        [below] + flow.stack[index...].map(\.id.description), { .pop(flow: $0, count: count) }
      )
    case let .modal(id):
      guard flow.modal?.id.description == id else { return nil }
      return ([id], { .dismiss(flow: $0) })
    case .tab, .detail:
      return nil
    }
  }
}

/// The model's reader of a link: the next segment, and the query items a level took.
struct ModelLinkReader {
  let segments: [String]
  let query: [String: String]
  var index = 0
  var taken: Set<String> = []

  init(segments: [String], query: [String: String]) {
    self.segments = segments
    self.query = query
  }

  var isAtEnd: Bool { index >= segments.count }

  mutating func next() -> String? {
    guard !isAtEnd else { return nil }
    index += 1
    return segments[index - 1]
  }

  mutating func take(_ name: String) -> String? {
    guard let value = query[name] else { return nil }
    taken.insert(name)
    return value
  }
}

// MARK: - The test

/// Runs `count` random steps from `seed` (or replays `steps`); the steps run and the failure.
@MainActor
private func runApp(seed: UInt64, count: Int, replaying steps: [AppStep]? = nil) async -> (
  steps: [AppStep], failure: String?, stats: [String: Int]
) {
  let run = AppPropertyRun(seed: seed)
  defer { run.finish() }
  var generator = AppStepGenerator(random: SplitMix64(seed: seed))
  var done: [AppStep] = []
  for index in 0..<(steps?.count ?? count) {
    // Give the main actor to other tests often: this test runs for many seconds.
    if index % 5 == 0 { await Task.yield() }
    let step = steps?[index] ?? generator.next(model: run.model, index: index)
    done.append(step)
    if let failure = await run.perform(step) {
      return (done, "step \(index) (\(step)): \(failure)", run.stats)
    }
  }
  if let failure = await run.settleRenderer() { return (done, failure, run.stats) }
  return (done, nil, run.stats)
}

/// What the runs exercised, so that a generator that stops reaching a step fails the test.
private struct Coverage {
  var counts: [String: Int] = [:]
  var outcomes: [String: Int] = [:]
  mutating func add(_ steps: [AppStep], _ stats: [String: Int]) {
    outcomes.merge(stats, uniquingKeysWith: +)
    for step in steps {
      let name: String =
        switch step {
        case let .nav(path, _) where path.count > 1: "nested navigation"
        case .nav: "navigation"
        case let .screen(_, _, step):
          "\(step)".split(separator: "#").first.map { $0.trimmingCharacters(in: .whitespaces) }
            ?? ""
        case .nestedRoot: "nested root"
        case .selectTab: "tab"
        case .closeDetail: "close detail"
        case .link: "link"
        case .tick: "tick"
        case .swipe: "swipe"
        case .replayReport: "report again"
        case .confirmAgain: "confirm again"
        }
      counts[name, default: 0] += 1
    }
  }
}

@MainActor
@Suite struct AppPropertyTests {
  @Test func randomAppNavigationMatchesTheModel() async {
    let seeds = propertySeeds(from: 0xA99_0000)
    let runs = seeds.count
    var coverage = Coverage()
    for seed in seeds {
      let (steps, failure, stats) = await runApp(seed: seed, count: 100)
      coverage.add(steps, stats)
      guard let failure else {
        await Task.yield()
        continue
      }
      let shrunk = await shrink(steps, seed: seed)
      Issue.record(
        """
        Seed \(seed) failed: \(failure)
        Shrunk to \(shrunk.steps.count) steps, failing with: \(shrunk.failure)
        \(shrunk.steps.map(\.description).joined(separator: "\n"))
        """)
      return
    }
    // Every kind of step ran, and every kind of outcome happened, most of them many times.
    // `NAVIGATION_PROPERTY_STATS=1` prints how many times; a passing run prints nothing.
    if ProcessInfo.processInfo.environment["NAVIGATION_PROPERTY_STATS"] == "1" {
      print(
        "AppPropertyTests: \(runs) sequences of 100 steps; steps \(coverage.counts); outcomes \(coverage.outcomes)"
      )
    }
    guard runs >= 50 else { return }
    for name in [
      "navigation", "nested navigation", "start", "close", "close from an effect", "start detail",
      "start item", "start mode", "open detail", "link", "tick", "swipe", "report again",
      "confirm again", "tab", "nested root",
    ] {
      #expect(
        coverage.counts[name, default: 0] >= runs / 2, "\(name) ran too rarely: \(coverage.counts)")
    }
    for outcome in [
      "link opened", "link malformed", "deepLink.rejected", "report sent", "render.lateReport",
      "render.staleReport", "render.staleConfirmation", "ifLet.nilState",
      "forEach.missingElement", "ifCaseLet.wrongCase", "flow.missingRoute",
      "navigation.duplicateID",
    ] {
      #expect(
        coverage.outcomes[outcome, default: 0] >= runs / 50,
        "\(outcome) happened too rarely: \(coverage.outcomes)")
    }
  }

  /// Removes steps one at a time while the sequence still fails.
  private func shrink(_ steps: [AppStep], seed: UInt64) async -> (steps: [AppStep], failure: String)
  {
    var steps = steps
    var failure = ""
    var index = 0
    while index < steps.count {
      var candidate = steps
      candidate.remove(at: index)
      if let candidateFailure = await runApp(seed: seed, count: 0, replaying: candidate).failure {
        steps = candidate
        failure = candidateFailure
      } else {
        index += 1
      }
    }
    return (steps, failure)
  }
}
