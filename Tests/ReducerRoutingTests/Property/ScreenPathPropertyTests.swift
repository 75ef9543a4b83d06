import Foundation
import Testing

@testable import ReducerRouting

// Random interleavings on one navigation stack that shows nested flows (what the SwiftUI
// adapter's RoutedNavigationStack binds to: `Store.screenPathBinding(links:)`): store actions on
// any of the three nested flows (pushes of screens and of flows, pops, pops to root, a whole
// stack replaced as a deep link does), and the user's swipes back by any number of screens, from
// what the UI shows or from an older read, against the Top > Mid > Leaf fixtures.
//
// The UI is modelled as SwiftUI behaves: it shows what it writes, reads the path again only when
// it renders (or at once when a write answers `needsRefresh`), and a nested flow's view
// registers its flow with the stack when it is rendered.
//
// After every step: a swipe back made from the current read, with the nested flows' views
// rendered, is applied exactly as the UI wrote it, with no diagnostic (no action lost); any
// other write either applies exactly or is refused with a diagnostic and changes nothing; every
// stack's ids are unique; the path is the one the plan of the state's tree shows
// (`screenPathMismatch(in:)`, ScreenPathAgreementTests). At the end, once the UI rendered, it
// shows exactly the state's path.
//
// Seeded and reproducible; `UI_PROPERTY_RUNS` sets the number of sequences (300 by
// default; CI runs 500), and `NAVIGATION_PROPERTY_SEED` replays one.

private typealias Element = TopFlow.Route.PathElement

/// One random step.
private enum StackStep: CustomStringConvertible {
  /// A store action: push a screen (`flow == false`) or a flow on the flow at `depth` (0: top,
  /// 1: the mid flow on top of the top stack, 2: the leaf flow on top of that).
  case push(depth: Int, name: String, flow: Bool)
  case pop(depth: Int)
  case popToRoot(depth: Int)
  /// The top stack replaced at once, with flows already holding routes, as a deep link opens.
  case deepLink([String])
  /// The user swipes back `by` screens from what the UI shows, or from an older read.
  case swipeBack(by: Int, olderRead: Int?)
  /// The UI renders: reads the path again, and the shown nested flows' views register.
  case render

  var description: String {
    switch self {
    case let .push(depth, name, flow): "store: push \(flow ? "flow " : "")\(name) at depth \(depth)"
    case let .pop(depth): "store: pop at depth \(depth)"
    case let .popToRoot(depth): "store: popToRoot at depth \(depth)"
    case let .deepLink(names): "store: deep link \(names)"
    case let .swipeBack(by, older): "ui: swipe back \(by)\(older.map { " from read -\($0)" } ?? "")"
    case .render: "ui: render"
    }
  }

  static func random(using random: inout SplitMix64) -> StackStep {
    let names = ["a", "b", "c", "d"]
    let name = names[random.below(names.count)]
    let depth = random.below(3)
    switch random.below(12) {
    case 0, 1, 2: return .push(depth: depth, name: name, flow: random.oneIn(2))
    case 3: return .pop(depth: depth)
    case 4: return .popToRoot(depth: depth)
    case 5: return .deepLink(Array(names.shuffled(using: &random).prefix(random.below(4))))
    case 6, 7, 8: return .swipeBack(by: 1 + random.below(3), olderRead: random.oneIn(4) ? 1 : nil)
    default: return .render
    }
  }
}

/// The UI of one stack: what it shows, its older reads, and the links its views registered.
@MainActor
private final class StackUI {
  let store: Store<TopFlow.State, TopFlow.Action>
  let links = NestedFlowLinks()
  let binding: NavigationBinding<[Element]>
  var shown: [Element] = []
  var reads: [[Element]] = []
  /// The flows whose views registered at the last render, by address.
  var registered: Set<NavigationTree.Address> = []
  /// Whether the state changed since the UI last rendered: SwiftUI renders again before the
  /// user's next gesture reaches the views, so a gesture on a stale screen is a race.
  var isStale = false

  init(store: Store<TopFlow.State, TopFlow.Action>) {
    self.store = store
    binding = store.screenPathBinding(links: links)
    render()
  }

  /// Reads the path again; each nested flow on it registers its store, as its view does.
  func render() {
    isStale = false
    reads.append(shown)
    shown = binding.value
    registered = []
    for element in shown {
      guard let nested = element.nested?.steps, nested.count >= 2 else { continue }
      let flow = NavigationTree.Address(Array(nested.dropLast()))
      guard !registered.contains(flow), let register = registration(of: flow) else { continue }
      register()
      registered.insert(flow)
    }
  }

  /// The registration a nested flow's view makes: its own store, scoped from the route's store.
  private func registration(of flow: NavigationTree.Address) -> (() -> Void)? {
    guard case let .route(top)? = flow.steps.first, let topID = top.base as? String,
      let mid = store.routeStore(id: topID)?.scope(
        state: /TopFlow.Route.mid, action: /TopFlow.Route.Action.mid)
    else { return nil }
    switch flow.steps.count {
    case 1:
      return { self.links.register(at: flow) { mid.keepRoutes($0, fileID: $1, line: $2) } }
    case 2:
      guard case let .route(inner) = flow.steps[1], let innerID = inner.base as? String,
        let leaf = mid.routeStore(id: innerID)?.scope(
          state: /MidFlow.Route.leaf, action: /MidFlow.Route.Action.leaf)
      else { return nil }
      return { self.links.register(at: flow) { leaf.keepRoutes($0, fileID: $1, line: $2) } }
    default:
      return nil
    }
  }
}

@MainActor
@Suite struct ScreenPathPropertyTests {
  @Test func theStackFollowsTheStateAndNoSwipeIsLost() async {
    for seed in propertySeeds(from: 30_000, runs: .ui(default: 300)) {
      // Lets the main actor run other tests' work between sequences: a long run of sequences
      // that never suspends starves the tests that wait on the main actor in real time.
      await Task.yield()
      var random = SplitMix64(seed: seed)
      let store = Store(initialState: TopFlow.State()) { TopFlow() }
      let ui = StackUI(store: store)
      var history: [StackStep] = []
      for _ in 0..<60 {
        let step = StackStep.random(using: &random)
        history.append(step)
        let failure = await apply(step, store: store, ui: ui)
        if let failure {
          Issue.record(
            """
            seed \(seed): \(failure)
            after: \(history.map(\.description).joined(separator: "\n       "))
            """)
          return
        }
      }
      ui.render()
      guard ui.shown == store.screenPath() else {
        Issue.record("seed \(seed): once rendered, the UI shows \(ui.shown), the state \(store.screenPath())")
        return
      }
    }
  }

  /// Applies a step and checks what must hold after it; returns what failed.
  private func apply(
    _ step: StackStep, store: Store<TopFlow.State, TopFlow.Action>, ui: StackUI
  ) async -> String? {
    switch step {
    case let .push(depth, name, isFlow):
      ui.isStale = true
      _ = await withDiagnostics { send(push: name, isFlow: isFlow, depth: depth, to: store) }
    case let .pop(depth):
      ui.isStale = true
      _ = await withDiagnostics { send(.pop, depth: depth, to: store) }
    case let .popToRoot(depth):
      ui.isStale = true
      _ = await withDiagnostics { send(.popToRoot, depth: depth, to: store) }
    case let .deepLink(names):
      ui.isStale = true
      _ = await withDiagnostics { deepLink(names, to: store) }
    case .render:
      ui.render()
    case let .swipeBack(by, olderRead):
      let base = olderRead.flatMap { ui.reads.count >= $0 ? ui.reads[ui.reads.count - $0] : nil }
        ?? ui.shown
      guard !base.isEmpty else { return nil }
      let written = Array(base.dropLast(min(by, base.count)))
      let current = store.screenPath()
      let before = store.state
      // A swipe the user makes on what the state shows, with every nested flow's view rendered.
      let isFresh =
        !ui.isStale && base == current
        && base.allSatisfy { element in
          guard let steps = element.nested?.steps else { return true }
          return ui.registered.contains(NavigationTree.Address(Array(steps.dropLast())))
        }
      var needsRefresh = false
      let issues = await withDiagnostics {
        needsRefresh = ui.binding.set(written).needsRefresh
      }
      let after = store.screenPath()
      if isFresh, !issues.isEmpty || after != written {
        return "a swipe back from the current path was not applied: wrote \(written), the state shows \(after), reported \(issues.map(\.kind))"
      }
      if after != written {
        guard !issues.isEmpty || before == store.state else {
          return "a write of \(written) over \(current) changed the state without a diagnostic: \(after)"
        }
        if !issues.isEmpty, store.state != before {
          return "a refused write (\(issues.map(\.kind))) changed the state"
        }
        guard needsRefresh else { return "a refused write did not ask the UI to read again" }
      }
      ui.shown = written
      if needsRefresh { ui.shown = ui.binding.value }
    }
    // The path read from the flow's navigation is the one its tree's plan shows.
    return uniqueIDs(store.state) ?? screenPathMismatch(in: store.state)
  }

  private func send(
    push name: String, isFlow: Bool, depth: Int, to store: Store<TopFlow.State, TopFlow.Action>
  ) {
    switch depth {
    case 0:
      store.send(.navigation(.push(isFlow ? .mid(.init(root: .init(name: name))) : .ticker(.init(name: name)))))
    case 1:
      guard let mid = topMid(store.state) else { return }
      store.send(.mid(mid, .navigation(.push(isFlow ? .leaf(.init(root: .init(name: name))) : .ticker(.init(name: name))))))
    default:
      guard let mid = topMid(store.state), let leaf = topLeaf(store.state, mid: mid) else { return }
      store.send(.mid(mid, .leaf(leaf, .navigation(.push(.ticker(.init(name: name)))))))
    }
  }

  private func send(
    _ step: NavigationAction<LeafFlow.Route>, depth: Int,
    to store: Store<TopFlow.State, TopFlow.Action>
  ) {
    let kind: (top: NavigationAction<TopFlow.Route>, mid: NavigationAction<MidFlow.Route>) =
      step == .pop ? (.pop, .pop) : (.popToRoot, .popToRoot)
    switch depth {
    case 0:
      store.send(.navigation(kind.top))
    case 1:
      guard let mid = topMid(store.state) else { return }
      store.send(.mid(mid, .navigation(kind.mid)))
    default:
      guard let mid = topMid(store.state), let leaf = topLeaf(store.state, mid: mid) else { return }
      store.send(.mid(mid, .leaf(leaf, .navigation(step))))
    }
  }

  /// Replaces the top stack with a mid flow per name, each holding a screen and a leaf flow
  /// with a screen, as a deep link opens them at once.
  private func deepLink(_ names: [String], to store: Store<TopFlow.State, TopFlow.Action>) {
    let routes: [TopFlow.Route] = names.map { name in
      var leaf = LeafFlow.State(root: .init(name: "\(name)-leaf"))
      leaf.navigation.push(.ticker(.init(name: "\(name)-y")))
      var mid = MidFlow.State(root: .init(name: name))
      mid.navigation.push(.ticker(.init(name: "\(name)-x")))
      mid.navigation.push(.leaf(leaf))
      return .mid(mid)
    }
    store.send(.navigation(.setStack(routes)))
  }

  private func topMid(_ state: TopFlow.State) -> String? {
    guard case let .mid(mid)? = state.navigation.stack.last else { return nil }
    return mid.root.name
  }

  private func topLeaf(_ state: TopFlow.State, mid: String) -> String? {
    guard case let .leaf(leaf)? = state.mid(mid)?.navigation.stack.last else { return nil }
    return leaf.root.name
  }

  private func uniqueIDs(_ state: TopFlow.State) -> String? {
    let ids = state.navigation.stack.ids
    return Set(ids).count == ids.count ? nil : "the top stack holds a repeated id: \(ids)"
  }
}
