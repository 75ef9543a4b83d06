import Foundation
import ReducerRouting
import Testing

@testable import ReducerCore

// Random navigation against a plain model of the expected stack and modal: after every step
// the state shows what the model says, ids are unique, the tree's changes lead from the old
// tree to the new, a rejected step leaves the state exactly as it was, and no effect runs for a
// screen that is gone. Seeded and reproducible; a failure is shrunk to a short sequence and
// printed with its seed. `NAVIGATION_PROPERTY_RUNS` raises the number of sequences, and
// `NAVIGATION_PROPERTY_SEED` replays one.

/// A screen that starts a long effect, and can close itself.
private struct PropScreen: Reducer {
  struct State: Equatable, Sendable {
    var id: Int
    var tag: String
    var count = 0
  }
  enum Action: Equatable, Sendable { case start, close, bump }

  let registry: EffectRegistry

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .start:
      return registry.longRunning(state.tag)
    case .close:
      return .dismissSelf()
    case .bump:
      state.count += 1
      return .none
    }
  }
}

/// The flow under test, with logic around `routing` that pops by hand.
private struct PropFlow: RoutingReducer {
  enum Route: Routing, Equatable, Sendable {
    case screen(PropScreen.State)
    enum Action: Equatable, Sendable { case screen(PropScreen.Action) }
    var id: Int {
      switch self {
      case let .screen(screen): screen.id
      }
    }
  }
  struct State: RoutingState, Equatable, Sendable {
    var navigation: Route.NavigationState = .init()
    var root = Home.State(name: "home")
  }
  enum Action: RoutingAction, Equatable, Sendable {
    case navigation(Route.NavigationAction)
    case route(Route.ID, Route.Action)
    case modalRoute(Route.Action)
    case root(Home.Action)
    case handPopToRoot
  }

  let registry: EffectRegistry

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      if case .handPopToRoot = action { state.navigation.popToRoot() }
      return .none
    }
    routing
  }
  var rootBody: some RootReducer<Self> { Home(log: nil) }
  var routeBody: some RouteReducer<Self> {
    Scope(state: /Route.screen, action: /Route.Action.screen) { PropScreen(registry: registry) }
  }
}

/// One random step.
private enum Step: CustomStringConvertible {
  case push(Int)
  case pop
  case popTo(Int)
  case popToRoot
  case setStack([Int])
  case remove(Int)
  case present(Int, ModalStyle)
  case dismiss
  case drop(Int)
  case start(Int)
  case startModal
  case close(Int)
  case closeModal
  case handPopToRoot

  var description: String {
    switch self {
    case let .push(id): "push \(id)"
    case .pop: "pop"
    case let .popTo(id): "popTo \(id)"
    case .popToRoot: "popToRoot"
    case let .setStack(ids): "setStack \(ids)"
    case let .remove(id): "remove \(id)"
    case let .present(id, style): "present \(id) \(style)"
    case .dismiss: "dismiss"
    case let .drop(id): "drop \(id)"
    case let .start(id): "start \(id)"
    case .startModal: "start modal"
    case let .close(id): "close \(id)"
    case .closeModal: "close modal"
    case .handPopToRoot: "pop to root by hand"
    }
  }

  static func random(using random: inout SplitMix64) -> Step {
    let id = random.below(8)
    switch random.below(14) {
    case 0, 1: return .push(id)
    case 2: return .pop
    case 3: return .popTo(id)
    case 4: return .popToRoot
    case 5: return .setStack((0..<random.below(5)).map { _ in random.below(8) })
    case 6: return .remove(id)
    case 7:
      let styles: [ModalStyle] = [.sheet, .fullScreen, .popover]
      return .present(id, styles[random.below(styles.count)])
    case 8: return .dismiss
    case 9: return .drop(id)
    case 10: return random.oneIn(4) ? .startModal : .start(id)
    case 11: return random.oneIn(4) ? .closeModal : .close(id)
    case 12: return .handPopToRoot
    default: return .start(id)
    }
  }
}

/// The expected navigation: stack ids, the modal's id and style, and each screen's tag.
private struct Model: Equatable {
  var stack: [Int] = []
  var modal: (id: Int, style: ModalStyle)?
  var tags: [String: String] = [:]  // "s<id>" or "m<id>" → tag
  var nextTag = 0

  static func == (lhs: Model, rhs: Model) -> Bool {
    lhs.stack == rhs.stack && lhs.modal?.id == rhs.modal?.id
      && lhs.modal?.style == rhs.modal?.style
  }

  var liveTags: Set<String> {
    var live = Set(stack.compactMap { tags["s\($0)"] })
    if let modal, let tag = tags["m\(modal.id)"] { live.insert(tag) }
    return live
  }

  mutating func newTag() -> String {
    nextTag += 1
    return "t\(nextTag)"
  }

  /// Drops the stack routes from `index` on.
  mutating func truncate(from index: Int) { stack.removeSubrange(index...) }
}

@MainActor
private func run(_ steps: [Step], registry: EffectRegistry) async -> String? {
  let store = Store(initialState: PropFlow.State()) { PropFlow(registry: registry) }
  var model = Model()
  for (number, step) in steps.enumerated() {
    // Give the main actor to other tests often: this test runs for many seconds.
    if number % 5 == 0 { await Task.yield() }
    let before = store.state
    let oldTree = NavigationTree(of: before)
    var expectRejection = false
    let action: PropFlow.Action
    func screen(_ id: Int, _ kind: String) -> PropFlow.Route {
      let key = "\(kind)\(id)"
      let tag = model.tags[key] ?? model.newTag()
      model.tags[key] = tag
      return .screen(.init(id: id, tag: tag))
    }
    switch step {
    case let .push(id):
      if model.stack.contains(id) {
        expectRejection = true
        action = .navigation(.push(.screen(.init(id: id, tag: "rejected"))))
      } else {
        model.tags["s\(id)"] = model.newTag()
        action = .navigation(.push(screen(id, "s")))
        model.stack.append(id)
      }
    case .pop:
      expectRejection = model.stack.isEmpty
      if !expectRejection { model.stack.removeLast() }
      action = .navigation(.pop)
    case let .popTo(id):
      if let index = model.stack.firstIndex(of: id) {
        model.truncate(from: index + 1)
      } else {
        expectRejection = true
      }
      action = .navigation(.popTo(id))
    case .popToRoot:
      model.stack = []
      action = .navigation(.popToRoot)
    case .handPopToRoot:
      model.stack = []
      action = .handPopToRoot
    case let .setStack(ids):
      if Set(ids).count != ids.count {
        expectRejection = true
        action = .navigation(.setStack(ids.map { .screen(.init(id: $0, tag: "rejected")) }))
      } else {
        // Routes whose ids stay keep their state (and effects); new ones are new screens.
        let routes = ids.map { id -> PropFlow.Route in
          if model.stack.contains(id), let tag = model.tags["s\(id)"] {
            return .screen(.init(id: id, tag: tag))
          }
          model.tags["s\(id)"] = model.newTag()
          return screen(id, "s")
        }
        model.stack = ids
        action = .navigation(.setStack(routes))
      }
    case let .remove(id):
      if let index = model.stack.firstIndex(of: id) {
        model.stack.remove(at: index)
      } else {
        expectRejection = true
      }
      action = .navigation(.remove(id))
    case let .present(id, style):
      if model.modal?.id != id { model.tags["m\(id)"] = model.newTag() }
      let route = screen(id, "m")
      model.modal = (id, style)
      action = .navigation(.present(route, style: style))
    case .dismiss:
      expectRejection = model.modal == nil
      model.modal = nil
      action = .navigation(.dismiss)
    case let .drop(id):
      if model.modal?.id == id {
        model.modal = nil
      } else if let index = model.stack.firstIndex(of: id) {
        model.truncate(from: index)
      } else {
        expectRejection = true
      }
      action = .navigation(.drop(id))
    case let .start(id):
      expectRejection = !model.stack.contains(id)
      action = .route(id, .screen(.start))
    case .startModal:
      expectRejection = model.modal == nil
      action = .modalRoute(.screen(.start))
    case let .close(id):
      if let index = model.stack.firstIndex(of: id) {
        model.truncate(from: index)
      } else {
        expectRejection = true
      }
      action = .route(id, .screen(.close))
    case .closeModal:
      expectRejection = model.modal == nil
      model.modal = nil
      action = .modalRoute(.screen(.close))
    }
    let recorder = EventLog<String>()
    Diagnostics.$handler.withValue(DiagnosticHandler { recorder.append($0.kind) }) {
      store.send(action)
    }
    let state = store.state
    let where_ = "step \(number) (\(step))"
    if expectRejection {
      if state != before { return "\(where_): a rejected step changed the state" }
      if recorder.values.isEmpty { return "\(where_): a rejected step reported nothing" }
    } else if !recorder.values.isEmpty {
      return "\(where_): unexpected diagnostics \(recorder.values)"
    }
    let ids = state.navigation.stack.map(\.id)
    if ids != model.stack { return "\(where_): stack \(ids), expected \(model.stack)" }
    if Set(ids).count != ids.count { return "\(where_): duplicate ids \(ids)" }
    if state.navigation.modal?.id != model.modal?.id
      || (model.modal != nil && state.navigation.modalStyle != model.modal?.style)
    {
      return "\(where_): modal \(String(describing: state.navigation.modal?.id))"
    }
    let newTree = NavigationTree(of: state)
    if oldTree.applying(oldTree.changes(to: newTree)) != newTree {
      return "\(where_): the changes do not lead to the new tree"
    }
    let orphans = registry.runningTags.subtracting(model.liveTags)
    if !orphans.isEmpty { return "\(where_): effects still run for gone screens \(orphans)" }
  }
  store.send(.navigation(.popToRoot))
  if model.modal != nil { store.send(.navigation(.dismiss)) }
  return nil
}

@MainActor
@Suite struct NavigationPropertyTests {
  @Test func randomNavigationMatchesTheModel() async {
    for seed in propertySeeds(from: 0x5EED_0000) {
      var random = SplitMix64(seed: seed)
      let steps = (0..<100).map { _ in Step.random(using: &random) }
      guard let failure = await ReducerRoutingTests.run(steps, registry: EffectRegistry()) else {
        // Let the other tests on the main actor run between sequences.
        await Task.yield()
        continue
      }
      let shrunk = await shrink(steps)
      Issue.record(
        """
        Seed \(seed) failed: \(failure)
        Shrunk to \(shrunk.count) steps: \(shrunk.map(\.description).joined(separator: "; "))
        """)
      return
    }
  }

  /// Removes steps one at a time while the sequence still fails.
  private func shrink(_ steps: [Step]) async -> [Step] {
    var steps = steps
    var index = 0
    while index < steps.count {
      var candidate = steps
      candidate.remove(at: index)
      if await ReducerRoutingTests.run(candidate, registry: EffectRegistry()) != nil {
        steps = candidate
      } else {
        index += 1
      }
    }
    return steps
  }
}
