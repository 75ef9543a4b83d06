import ReducerRouting
import Testing

/// A renderer that shows a tree and confirms each batch after a random number of ticks, the
/// way animations end later.
@MainActor
final class SimulatedRenderer: NavigationRenderer {
  var display = NavigationTree()
  var random: SplitMix64
  var maxDelay: Int
  /// A delay for every batch instead of a random one.
  var fixedDelay: Int?
  private(set) var pending:
    (changes: [NavigationChange], confirmation: NavigationConfirmation, ticks: Int)?
  private(set) var batches: [[NavigationChange]] = []
  /// Routes the user removed while a batch was animating, removed after it.
  var removedWhileAnimating: [NavigationTree.Address] = []
  /// The confirmations used so far, so that a test can confirm them again.
  private(set) var usedConfirmations: [NavigationConfirmation] = []

  init(seed: UInt64, maxDelay: Int = 3) {
    random = SplitMix64(seed: seed)
    self.maxDelay = maxDelay
  }

  func render(_ changes: [NavigationChange], confirmation: NavigationConfirmation) {
    #expect(pending == nil, "The connection sent a batch before the last one was confirmed.")
    batches.append(changes)
    let delay = fixedDelay ?? random.below(maxDelay + 1)
    if delay == 0 {
      display = display.applying(changes)
      usedConfirmations.append(confirmation)
      confirmation.confirm()
    } else {
      pending = (changes, confirmation, delay)
    }
  }

  var isIdle: Bool { pending == nil }

  /// Whether the next tick confirms the batch being animated.
  var nextTickConfirms: Bool { pending?.ticks == 1 }

  /// The user removes a route: at once, or after the batch that is animating.
  func userRemoves(_ address: NavigationTree.Address) {
    if isIdle { removeShown(address) } else { removedWhileAnimating.append(address) }
  }

  private func removeShown(_ address: NavigationTree.Address) {
    let flowAddress = NavigationTree.Address(Array(address.steps.dropLast()))
    guard let flow = display.flow(at: flowAddress), let last = address.steps.last else { return }
    switch last {
    case let .route(id):
      guard let index = flow.stack.firstIndex(where: { $0.id == id }) else { return }
      display.apply(.pop(flow: flowAddress, count: flow.stack.count - index))
    case let .modal(id):
      if flow.modal?.id == id { display.apply(.dismiss(flow: flowAddress)) }
    case .field, .child: return
    }
  }

  /// Lets time pass: a batch whose animation ends is shown and confirmed.
  func tick() {
    guard var batch = pending else { return }
    batch.ticks -= 1
    if batch.ticks > 0 {
      pending = batch
      return
    }
    pending = nil
    display = display.applying(batch.changes)
    for address in removedWhileAnimating { removeShown(address) }
    removedWhileAnimating = []
    usedConfirmations.append(batch.confirmation)
    batch.confirmation.confirm()
  }
}

/// Random app actions and random user removals for the convergence property.
@MainActor
struct ConvergenceRun {
  var random: SplitMix64
  var nextName = 0
  let store = Store(initialState: TopFlow.State()) { TopFlow() }
  let renderer: SimulatedRenderer
  let connection: NavigationConnection<TopFlow.State, TopFlow.Action>
  /// User reports already made, to make again late.
  var reports: [(NavigationTree.Address, TopFlow.Action)] = []
  /// The user removals whose action was sent to the store at once.
  var sentReports = 0

  init(seed: UInt64) {
    random = SplitMix64(seed: seed ^ 0xA5A5)
    renderer = SimulatedRenderer(seed: seed)
    connection = store.render(to: renderer)
  }

  mutating func fresh() -> String {
    nextName += 1
    return "n\(nextName)"
  }

  mutating func ticker() -> TopFlow.Route { .ticker(.init(name: fresh())) }
  mutating func mid() -> TopFlow.Route { .mid(.init(root: .init(name: fresh()))) }
  mutating func style() -> ModalStyle { [.sheet, .fullScreen, "drawer"][random.below(3)] }

  /// A navigation step for a mid flow.
  mutating func midStep(_ mid: MidFlow.State) -> MidFlow.Action {
    switch random.below(5) {
    case 0, 1: return .navigation(.push(.ticker(.init(name: fresh()))))
    case 2: return .navigation(.pop)
    case 3: return .navigation(.present(.ticker(.init(name: fresh())), style: style()))
    default: return mid.navigation.modal == nil ? .root(.tap("x")) : .navigation(.dismiss)
    }
  }

  mutating func appAction() {
    let state = store.state
    let action: TopFlow.Action
    switch random.below(11) {
    case 0, 1: action = .navigation(.push(ticker()))
    case 2: action = .navigation(.push(mid()))
    case 3: action = .navigation(.pop)
    case 4:
      let ids = state.navigation.stack.ids
      action =
        ids.isEmpty ? .navigation(.popToRoot) : .navigation(.popTo(ids[random.below(ids.count)]))
    case 5:
      var routes = Array(
        state.navigation.stack.prefix(random.below(state.navigation.stack.count + 1)))
      for _ in 0..<random.below(4) { routes.append(random.oneIn(2) ? ticker() : mid()) }
      action = .navigation(.setStack(routes))
    case 6: action = .navigation(.present(random.oneIn(2) ? ticker() : mid(), style: style()))
    case 7: action = .navigation(.dismiss)
    case 8:
      let mids = state.navigation.stack.filter { if case .mid = $0 { true } else { false } }
      if let route = mids.randomElement(using: &random), case let .mid(mid) = route {
        action = .route(route.id, .mid(midStep(mid)))
      } else {
        action = .root(.tap("nothing"))
      }
    case 9:
      if case let .mid(mid)? = state.navigation.modal {
        action = .modalRoute(.mid(midStep(mid)))
      } else {
        action = .root(.tap("no modal"))
      }
    default: action = .root(.tap("tap"))
    }
    store.send(action)
  }

  /// The user removes a route the renderer shows: a stack route (with those above it) or a
  /// modal, in the outermost flow or in a mid flow.
  mutating func userRemoval() {
    guard case let .flow(top)? = renderer.display.nodes.first else { return }
    var candidates: [(NavigationTree.Address, TopFlow.Action)] = []
    func wrap(_ flow: NavigationTree.Flow, _ step: @escaping (String) -> TopFlow.Action) {
      for route in flow.stack {
        candidates.append((flow.address.appending(.route(route.id)), step("\(route.id)")))
      }
      if let modal = flow.modal {
        candidates.append((flow.address.appending(.modal(modal.id)), step("\(modal.id)")))
      }
    }
    wrap(top) { .navigation(.drop($0)) }
    for route in top.stack {
      if case let .flow(nested)? = route.nodes.first {
        let id = "\(route.id)"
        wrap(nested) { .route(id, .mid(.navigation(.drop($0)))) }
      }
    }
    if let modal = top.modal, case let .flow(nested)? = modal.nodes.first {
      wrap(nested) { .modalRoute(.mid(.navigation(.drop($0)))) }
    }
    guard let (address, action) = candidates.randomElement(using: &random) else { return }
    // The renderer's screen changes first, then it reports.
    renderer.userRemoves(address)
    if connection.userDidRemove(address, action: action) { sentReports += 1 }
    reports.append((address, action))
  }

  /// A report made again: to the connection, or straight to the store as a late action.
  mutating func lateReport() {
    guard let (address, action) = reports.randomElement(using: &random) else {
      return
    }
    if random.oneIn(2) {
      renderer.userRemoves(address)
      connection.userDidRemove(address, action: action)
    } else {
      store.send(action)
    }
  }

  mutating func run(steps: Int) async {
    for step in 0..<steps {
      // Other tests run on the main actor too: let them in every few steps.
      if step.isMultiple(of: 8) { await Task.yield() }
      switch random.below(10) {
      case 0...3: appAction()
      case 4...6: renderer.tick()
      case 7, 8: userRemoval()
      default: lateReport()
      }
    }
    var guardrail = 0
    while !renderer.isIdle || connection.rendering != nil, guardrail < 1_000 {
      renderer.tick()
      guardrail += 1
    }
  }
}

@MainActor
@Test func renderedTreeConvergesOnTheState() async {
  var seed: UInt64 = 0xC0_4E_12
  var sentReports = 0
  var kinds: [String: Int] = [:]
  defer {
    // The runs exercise what they are meant to: removals that reach the state, and reports
    // and confirmations that are ignored.
    #expect(sentReports > 1_000)
    #expect(kinds["render.lateReport", default: 0] > 100)
    #expect(kinds["render.staleReport", default: 0] > 10)
  }
  for run in 0..<2_000 {
    seed = seed &+ 0x9E37_79B9_7F4A_7C15
    var simulation = ConvergenceRun(seed: seed)
    let issues = await withDiagnostics { await simulation.run(steps: 40) }
    for issue in issues { kinds[issue.kind, default: 0] += 1 }
    sentReports += simulation.sentReports
    let expected = NavigationTree(of: simulation.store.state)
    #expect(
      simulation.renderer.display == expected,
      """
      Run \(run) with seed \(seed): the renderer shows
      \(simulation.renderer.display)
      but the state is
      \(expected)
      """)
    #expect(simulation.connection.rendered == expected, "Run \(run) with seed \(seed).")
    if simulation.renderer.display != expected { return }
  }
}

// MARK: - Specific cases

@MainActor
private func connected(
  _ state: TopFlow.State = .init()
) -> (
  Store<TopFlow.State, TopFlow.Action>, SimulatedRenderer,
  NavigationConnection<TopFlow.State, TopFlow.Action>
) {
  let store = Store(initialState: state) { TopFlow() }
  let renderer = SimulatedRenderer(seed: 1, maxDelay: 0)
  return (store, renderer, store.render(to: renderer))
}

@MainActor
@Test func connectionSendsTheChangesFromWhatTheRendererConfirmed() {
  let store = Store(initialState: TopFlow.State()) { TopFlow() }
  let renderer = SimulatedRenderer(seed: 7, maxDelay: 0)
  renderer.maxDelay = 0
  let connection = store.render(to: renderer)
  #expect(renderer.batches.count == 1)  // the initial tree
  store.send(.navigation(.push(.ticker(.init(name: "a")))))
  #expect(
    renderer.batches.last == [.push(flow: [], routes: [.init(id: .init("a"), caseName: "ticker")])])
  // A slow renderer: two pushes while the first is animating arrive as one batch after it.
  renderer.maxDelay = 1
  renderer.random = SplitMix64(seed: 3)
  var delayed = false
  for _ in 0..<20 where !delayed {
    store.send(.navigation(.push(.ticker(.init(name: "b\(renderer.batches.count)")))))
    delayed = !renderer.isIdle
  }
  #expect(delayed)
  let before = renderer.batches.count
  store.send(.navigation(.push(.ticker(.init(name: "c")))))
  store.send(.navigation(.push(.ticker(.init(name: "d")))))
  #expect(renderer.batches.count == before)
  renderer.maxDelay = 0
  renderer.tick()
  #expect(renderer.batches.count == before + 1)
  guard case let .push(_, routes)? = renderer.batches.last?.last else {
    Issue.record("expected a push, got \(String(describing: renderer.batches.last))")
    return
  }
  #expect(routes.map(\.id) == [.init("c"), .init("d")])
  #expect(connection.rendered == NavigationTree(of: store.state))
}

@MainActor
@Test func aDuplicateReportIsIgnoredAndNeverPopsTwice() {
  var state = TopFlow.State()
  state.navigation.setStack([.ticker(.init(name: "a")), .ticker(.init(name: "b"))])
  let (store, renderer, connection) = connected(state)
  let issues = diagnostics {
    renderer.userRemoves([.route(.init("b"))])
    #expect(connection.userDidRemove([.route(.init("b"))], action: .navigation(.drop("b"))))
    #expect(!connection.userDidRemove([.route(.init("b"))], action: .navigation(.drop("b"))))
    // The same report, late, straight to the store.
    store.send(.navigation(.drop("b")))
  }
  #expect(store.state.navigation.stack.ids == ["a"])
  #expect(issues.map(\.kind) == ["render.lateReport", "navigation.unknownID"])
  #expect(renderer.display == NavigationTree(of: store.state))
}

@MainActor
@Test func aReportDuringAnAnimationIsHandledAfterItAndIgnoredWhenTheStateMovedOn() {
  var state = TopFlow.State()
  state.navigation.setStack([.ticker(.init(name: "a")), .ticker(.init(name: "b"))])
  let (store, renderer, connection) = connected(state)
  renderer.fixedDelay = 2
  // The state pushes "c"; while it animates, the user swipes back from "b".
  store.send(.navigation(.push(.ticker(.init(name: "c")))))
  #expect(!renderer.isIdle)
  let issues = diagnostics {
    renderer.userRemoves([.route(.init("b"))])
    #expect(!connection.userDidRemove([.route(.init("b"))], action: .navigation(.drop("b"))))
    #expect(store.state.navigation.stack.ids == ["a", "b", "c"])
    while !renderer.isIdle { renderer.tick() }
  }
  // Once "c" was shown, the swipe removed "b" and "c": the state follows.
  #expect(issues.isEmpty)
  #expect(store.state.navigation.stack.ids == ["a"])
  #expect(renderer.display == NavigationTree(of: store.state))

  // This time the state moves on again before the animation ends: the report contradicts it.
  store.send(.navigation(.push(.ticker(.init(name: "d")))))
  let stale = diagnostics {
    renderer.userRemoves([.route(.init("d"))])
    connection.userDidRemove([.route(.init("d"))], action: .navigation(.drop("d")))
    store.send(.navigation(.push(.ticker(.init(name: "e")))))
    while !renderer.isIdle || connection.rendering != nil { renderer.tick() }
  }
  #expect(stale.map(\.kind) == ["render.staleReport"])
  #expect(store.state.navigation.stack.ids == ["a", "d", "e"])
  #expect(renderer.display == NavigationTree(of: store.state))
}

@MainActor
@Test func aSheetPulledDownInANestedFlowIsDismissedInTheState() {
  var state = TopFlow.State()
  state.navigation.push(
    .mid(.init(navigation: .init(modal: .ticker(.init(name: "info"))), root: .init(name: "m"))))
  let (store, renderer, connection) = connected(state)
  let sheet: NavigationTree.Address = [.route(.init("m")), .modal(.init("info"))]
  renderer.userRemoves(sheet)
  let sent = connection.userDidRemove(sheet, action: .route("m", .mid(.navigation(.drop("info")))))
  #expect(sent)
  #expect(store.state.mid("m")?.navigation.modal == nil)
  #expect(renderer.display == NavigationTree(of: store.state))
  #expect(renderer.batches.count == 1)
}

@MainActor
@Test func aSecondConfirmationIsIgnored() {
  final class Keeper: NavigationRenderer {
    var confirmations: [NavigationConfirmation] = []
    func render(_ changes: [NavigationChange], confirmation: NavigationConfirmation) {
      confirmations.append(confirmation)
    }
  }
  let store = Store(initialState: TopFlow.State()) { TopFlow() }
  let keeper = Keeper()
  let connection = store.render(to: keeper)
  store.send(.navigation(.push(.ticker(.init(name: "a")))))
  #expect(keeper.confirmations.count == 1)
  let issues = diagnostics {
    keeper.confirmations[0].confirm()
    keeper.confirmations[0].confirm()
  }
  #expect(issues.map(\.kind) == ["render.staleConfirmation"])
  #expect(keeper.confirmations.count == 2)
  keeper.confirmations[1].confirm()
  #expect(connection.rendered == NavigationTree(of: store.state))
  connection.disconnect()
  store.send(.navigation(.pop))
  #expect(keeper.confirmations.count == 2)
}

@MainActor
@Test func anActionThatDoesNotNavigateSendsNothingAndANestedChangeDoes() {
  var state = TopFlow.State()
  state.navigation.push(.mid(.init(root: .init(name: "m"))))
  let (store, renderer, connection) = connected(state)
  let before = renderer.batches.count
  store.send(.root(.tap("x")))
  store.send(.mid("m", .root(.tap("y"))))
  #expect(renderer.batches.count == before)
  // A push in the flow nested in a route changes the outer navigation's revision too.
  store.send(.mid("m", .navigation(.push(.ticker(.init(name: "n1"))))))
  #expect(
    renderer.batches.last == [
      .push(flow: [.route(.init("m"))], routes: [.init(id: .init("n1"), caseName: "ticker")])
    ])
  #expect(renderer.display == NavigationTree(of: store.state))
  // Released, the connection sends nothing more.
  connection.disconnect()
  store.send(.navigation(.pop))
  #expect(renderer.display != NavigationTree(of: store.state))
}

enum DashboardAction: Sendable { case openSide, pushOnSide(String), rename(String) }

@MainActor
@Test func aFlowInARootScreenIsRenderedThroughTheGeneralPath() {
  let store = Store(initialState: DashboardState()) {
    Reduce<DashboardState, DashboardAction> { state, action in
      switch action {
      case .openSide: state.root.side = leaf("side")
      case let .pushOnSide(name): state.root.side?.navigation.push(.ticker(.init(name: name)))
      case let .rename(name): state.root.name = name
      }
      return .none
    }
  }
  let renderer = SimulatedRenderer(seed: 5, maxDelay: 0)
  let connection = store.render(to: renderer)
  store.send(.openSide)
  store.send(.pushOnSide("s1"))
  let count = renderer.batches.count
  store.send(.rename("other"))
  #expect(renderer.batches.count == count)
  #expect(
    renderer.batches.last == [
      .push(flow: [.field("root.side")], routes: [.init(id: .init("s1"), caseName: "ticker")])
    ])
  #expect(renderer.display == NavigationTree(of: store.state))
  #expect(connection.rendered == renderer.display)
}
