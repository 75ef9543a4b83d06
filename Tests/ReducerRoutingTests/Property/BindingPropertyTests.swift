import Foundation
import Testing

@testable import ReducerRouting

// Random interleavings of UI writes through the bindings (swipes back by any number of screens,
// links tapped, sheets pulled down, tabs chosen), many made from an older read of the path, and
// store actions (push, pop, present, dismiss, setStack, a screen's own action) on the two flows
// of a tab container (BindingFixtures.swift), against a plain model of the expected state.
//
// The UI is modelled as SwiftUI behaves: it shows what it writes; it reads a binding again when
// an observation tells it the value changed (which it does only on a later render step, so the
// UI lags behind the state and its writes go stale), or at once when a write answers
// `needsRefresh`.
//
// After every step: the state equals the model (stack ids and screens' states, modal and its
// style, tab), every stack's ids are unique, the diagnostics are the ones the model expects,
// and the UI never drifts: whatever the UI shows that differs from the state has a change of
// the state pending that will make it read again. At the end, once the UI rendered (idle), it
// shows exactly the state.
//
// Seeded and reproducible; a failure is shrunk to a short sequence and printed with its seed.
// `UI_PROPERTY_RUNS` sets the number of sequences (300 by default; CI runs 500), and
// `NAVIGATION_PROPERTY_SEED` replays one.

private typealias Tab = BindingApp.Tab
private typealias Route = BindingFlow.Route
private typealias Element = BindingFlow.Route.PathElement

// MARK: - Steps

/// One random step: a store action, a UI write, or a render of the UI.
private enum Step: CustomStringConvertible {
  case push(Tab, String, count: Int)
  case pop(Tab)
  case present(Tab, String, ModalStyle)
  case dismiss(Tab)
  case setStack(Tab, [String])
  case bump(Tab, position: Int)
  /// The user swipes back `by` screens (at least one) from what the UI shows, or from an older
  /// read of the path.
  case swipeBack(Tab, by: Int, olderRead: Int?)
  /// The user taps a link that pushes a screen on what the UI shows, or on an older read.
  case tapLink(Tab, String, count: Int, olderRead: Int?)
  /// The user pulls down the modal the UI shows.
  case pullDown(Tab)
  case chooseTab(Tab)
  /// The UI renders: it reads again every binding whose value changed.
  case render

  var description: String {
    switch self {
    case let .push(tab, id, count): "store: \(tab) push \(id)(\(count))"
    case let .pop(tab): "store: \(tab) pop"
    case let .present(tab, id, style): "store: \(tab) present \(id) \(style)"
    case let .dismiss(tab): "store: \(tab) dismiss"
    case let .setStack(tab, ids): "store: \(tab) setStack \(ids)"
    case let .bump(tab, position): "store: \(tab) bump #\(position)"
    case let .swipeBack(tab, by, older):
      "ui: \(tab) swipe back \(by)\(older.map { " from read -\($0)" } ?? "")"
    case let .tapLink(tab, id, count, older):
      "ui: \(tab) tap \(id)(\(count))\(older.map { " on read -\($0)" } ?? "")"
    case let .pullDown(tab): "ui: \(tab) pull down"
    case let .chooseTab(tab): "ui: choose \(tab)"
    case .render: "ui: render"
    }
  }

  static let ids = ["r0", "r1", "r2", "r3", "r4"]
  static let styles: [ModalStyle] = [.sheet, .fullScreen]

  static func random(using random: inout SplitMix64) -> Step {
    let tab: Tab = random.oneIn(2) ? .a : .b
    let id = ids[random.below(ids.count)]
    let style = styles[random.below(styles.count)]
    let olderRead = random.oneIn(3) ? random.below(4) : nil
    // The flow undoes a push of "refused", and presents "locked" again when it is dropped.
    let linked = random.oneIn(8) ? "refused" : id
    switch random.below(16) {
    case 0: return .push(tab, id, count: random.below(3))
    case 1: return .pop(tab)
    case 2, 3: return random.oneIn(4) ? .present(tab, "locked", .sheet) : .present(tab, id, style)
    case 4: return .dismiss(tab)
    case 5: return .setStack(tab, (0..<random.below(4)).map { _ in ids[random.below(ids.count)] })
    case 6: return .bump(tab, position: random.below(5))
    case 7, 8: return .swipeBack(tab, by: 1 + random.below(3), olderRead: olderRead)
    case 9, 10: return .tapLink(tab, linked, count: random.below(3), olderRead: olderRead)
    case 11: return .pullDown(tab)
    case 12: return .chooseTab(tab)
    default: return .render
    }
  }
}

// MARK: - The model of the state

/// The expected navigation of one flow.
private struct FlowModel: Equatable {
  struct Screen: Equatable {
    var id: String
    var count: Int
  }
  var stack: [Screen] = []
  var modal: String?
  var modalStyle: ModalStyle?

  init() {}

  init(of state: BindingFlow.State) {
    stack = state.navigation.stack.map { Screen(id: $0.id, count: count(of: $0)) }
    modal = state.navigation.modal?.id
    modalStyle = state.navigation.modalStyle
  }

  var ids: [String] { stack.map(\.id) }
}

private func count(of route: Route) -> Int {
  switch route {
  case let .screen(screen), let .info(screen): screen.count
  }
}

/// The expected state: the selected tab and both flows.
private struct AppModel: Equatable {
  var selected = Tab.a
  var a = FlowModel()
  var b = FlowModel()

  subscript(tab: Tab) -> FlowModel {
    get { tab == .a ? a : b }
    set { if tab == .a { a = newValue } else { b = newValue } }
  }
}

/// What writing `path` over `flow` does to it: the kinds of diagnostics it reports.
private func expectPathWrite(_ path: [Element], over flow: inout FlowModel) -> [String] {
  let ids = flow.ids
  var matched = 0
  while matched < path.count, matched < ids.count, path[matched].id == ids[matched] {
    matched += 1
  }
  if matched == path.count {
    flow.stack.removeSubrange(matched...)
    return []
  }
  if matched < ids.count { return ["binding.stalePath"] }
  let pushed = path[matched...]
  if pushed.contains(where: \.isShown) { return ["binding.stalePath"] }
  var seen = Set(ids)
  if pushed.contains(where: { !seen.insert($0.id).inserted }) { return ["binding.duplicateID"] }
  flow.stack += pushed.map { FlowModel.Screen(id: $0.id, count: count(of: $0.route)) }
  if flow.stack.last?.id == "refused" { flow.stack.removeLast() }
  return []
}

// MARK: - The model of the UI

/// What the UI shows of one flow, and the bindings it reads, as a view would make them.
@MainActor
private final class FlowUI {
  let store: Store<BindingFlow.State, BindingFlow.Action>
  var path: NavigationBinding<[Element]>
  /// The path the UI shows.
  var shownPath: [Element] = []
  /// Older reads of the path, newest first.
  var olderReads: [[Element]] = []
  var modals: [ModalStyle: NavigationBinding<Route?>] = [:]
  /// The id of the modal the UI shows in each style.
  var shownModals: [ModalStyle: String] = [:]
  /// Whether a change of the state was observed that the UI has not rendered yet.
  var isPending = false

  init(store: Store<BindingFlow.State, BindingFlow.Action>) {
    self.store = store
    path = store.pathBinding()
    render()
  }

  /// Makes the bindings again and reads them, as a view's body does.
  func render() {
    path = store.pathBinding()
    readPath()
    for style in Step.styles {
      modals[style] = store.modalBinding(style: style)
      shownModals[style] = modals[style]?.value?.id
    }
    isPending = false
  }

  func readPath() {
    shownPath = path.value
    olderReads.insert(shownPath, at: 0)
    olderReads = Array(olderReads.prefix(4))
  }

  /// What the observation of the view sees: the values its bindings read.
  var observed: [String] {
    let navigation = store.state.navigation
    let style = navigation.modalStyle.map { "\($0)" } ?? "-"
    return navigation.stack.ids + ["|", navigation.modal?.id ?? "-", style]
  }

  /// What the UI shows, in the same form.
  var shown: [String] {
    let modal = Step.styles.compactMap { style in shownModals[style].map { ($0, style) } }.first
    return shownPath.map(\.id) + ["|", modal?.0 ?? "-", modal.map { "\($0.1)" } ?? "-"]
  }
}

// MARK: - Running a sequence

@MainActor
private func run(_ steps: [Step]) -> String? {
  let store = Store(initialState: BindingApp.State()) { BindingApp() }
  var model = AppModel()
  let flows: [Tab: FlowUI] = [
    .a: FlowUI(store: store.scope(state: \.a, action: /BindingApp.Action.a)),
    .b: FlowUI(store: store.scope(state: \.b, action: /BindingApp.Action.b)),
  ]
  let tabs = store.tabBinding(selection: \.selected, action: /BindingApp.Action.tab)
  var shownTab = tabs.value
  var tabPending = false

  for (number, step) in steps.enumerated() {
    let observedBefore = flows.mapValues(\.observed)
    let tabBefore = store.state.selected
    var expected: [String] = []
    let log = EventLog<String>()
    Diagnostics.$handler.withValue(DiagnosticHandler { log.append($0.kind) }) {
      switch step {
      case let .push(tab, id, count):
        if model[tab].ids.contains(id) {
          expected = ["navigation.duplicateID"]
        } else {
          model[tab].stack.append(.init(id: id, count: count))
        }
        flows[tab]?.store.send(.navigation(.push(bindingScreen(id, count: count))))
      case let .pop(tab):
        if model[tab].stack.isEmpty {
          expected = ["navigation.popEmpty"]
        } else {
          model[tab].stack.removeLast()
        }
        flows[tab]?.store.send(.navigation(.pop))
      case let .present(tab, id, style):
        model[tab].modal = id
        model[tab].modalStyle = style
        flows[tab]?.store.send(.navigation(.present(bindingScreen(id), style: style)))
      case let .dismiss(tab):
        if model[tab].modal == nil { expected = ["navigation.dismissNone"] }
        model[tab].modal = nil
        model[tab].modalStyle = nil
        flows[tab]?.store.send(.navigation(.dismiss))
      case let .setStack(tab, ids):
        if Set(ids).count != ids.count {
          expected = ["navigation.duplicateID"]
        } else {
          model[tab].stack = ids.map { .init(id: $0, count: 0) }
        }
        flows[tab]?.store.send(.navigation(.setStack(ids.map { bindingScreen($0) })))
      case let .bump(tab, position):
        guard !model[tab].stack.isEmpty else { break }
        let index = position % model[tab].stack.count
        model[tab].stack[index].count += 1
        flows[tab]?.store.send(.route(model[tab].stack[index].id, .screen(.bump)))
      case let .swipeBack(tab, by, older):
        guard let ui = flows[tab] else { break }
        let base = older.map { ui.olderReads[$0 % ui.olderReads.count] } ?? ui.shownPath
        guard !base.isEmpty else { break }
        let written = Array(base.dropLast(1 + (by - 1) % base.count))
        expected = expectPathWrite(written, over: &model[tab])
        ui.shownPath = written
        if ui.path.set(written).needsRefresh { ui.readPath() }
      case let .tapLink(tab, id, count, older):
        guard let ui = flows[tab] else { break }
        let base = older.map { ui.olderReads[$0 % ui.olderReads.count] } ?? ui.shownPath
        let written = base + [Element(bindingScreen(id, count: count))]
        expected = expectPathWrite(written, over: &model[tab])
        ui.shownPath = written
        if ui.path.set(written).needsRefresh { ui.readPath() }
      case let .pullDown(tab):
        guard let ui = flows[tab],
          let (style, dismissed) = Step.styles.lazy
            .compactMap({ style in ui.shownModals[style].map { (style, $0) } }).first
        else { break }
        if model[tab].modalStyle == style, let modal = model[tab].modal {
          if modal == dismissed {
            // The flow presents "locked" again, in the same style: the state does not change.
            if modal != "locked" {
              model[tab].modal = nil
              model[tab].modalStyle = nil
            }
          } else {
            expected = ["binding.staleModal"]
          }
        }
        ui.shownModals[style] = nil
        if ui.modals[style]?.set(nil).needsRefresh == true {
          ui.shownModals[style] = ui.modals[style]?.value?.id
        }
      case let .chooseTab(tab):
        if model.selected == tab { model[tab].stack = [] }
        model.selected = tab
        shownTab = tab
        if tabs.set(tab).needsRefresh { shownTab = tabs.value }
      case .render:
        for ui in flows.values where ui.isPending { ui.render() }
        if tabPending { shownTab = tabs.value }
        tabPending = false
      }
    }
    // An observation tells the UI about every change of what its bindings read.
    for (tab, ui) in flows where ui.observed != observedBefore[tab] { ui.isPending = true }
    if store.state.selected != tabBefore { tabPending = true }

    let where_ = "step \(number) (\(step))"
    if log.values != expected {
      return "\(where_): diagnostics \(log.values), expected \(expected)"
    }
    let state = store.state
    let actual = AppModel(
      selected: state.selected, a: FlowModel(of: state.a), b: FlowModel(of: state.b))
    if actual != model { return "\(where_): state \(actual), expected \(model)" }
    for (tab, ui) in flows {
      let ids = ui.store.state.navigation.stack.ids
      if Set(ids).count != ids.count { return "\(where_): \(tab) repeats ids \(ids)" }
      if !ui.isPending, ui.shown != ui.observed {
        return "\(where_): \(tab) drifted: the UI shows \(ui.shown), the state \(ui.observed)"
      }
    }
    if !tabPending, shownTab != state.selected {
      return "\(where_): the UI shows the tab \(shownTab), the state \(state.selected)"
    }
  }
  // Idle: the UI rendered every change.
  for (tab, ui) in flows {
    ui.render()
    if ui.shown != ui.observed {
      return "idle: \(tab) shows \(ui.shown), the state \(ui.observed)"
    }
  }
  return nil
}

@MainActor
@Suite struct BindingPropertyTests {
  @Test func randomUIWritesAndStoreActionsNeverLeaveTheUIAndTheStateApart() async {
    for seed in propertySeeds(from: 0xB1_0000, runs: .ui(default: 300)) {
      var random = SplitMix64(seed: seed)
      let steps = (0..<80).map { _ in Step.random(using: &random) }
      guard let failure = run(steps) else {
        // Let the other tests on the main actor run between sequences.
        await Task.yield()
        continue
      }
      let shrunk = shrink(steps)
      Issue.record(
        """
        Seed \(seed) failed: \(failure)
        Shrunk to \(shrunk.count) steps: \(shrunk.map(\.description).joined(separator: "; "))
        Which fails with: \(run(shrunk) ?? "nothing")
        """)
      return
    }
  }

  /// Removes steps one at a time while the sequence still fails.
  private func shrink(_ steps: [Step]) -> [Step] {
    var steps = steps
    var index = 0
    while index < steps.count {
      var candidate = steps
      candidate.remove(at: index)
      if run(candidate) != nil {
        steps = candidate
      } else {
        index += 1
      }
    }
    return steps
  }
}
