import ReducerCore
import ReducerRouting
import ReducerTesting

/// One exploration: the runs, the checks after each step, and the shrinking of what failed.
@MainActor
struct Exploration<R: Reducer> where R.State: Equatable & Sendable, R.Action: Sendable {
  let explorer: NavigationExplorer<R>
  /// What the exploration learnt of the states it met.
  let memo: Memo
  /// The app's route graph from its types, and where its screens are.
  let graph: (graph: RouteGraph, index: GraphIndex)
  /// The names of the action types the graph's edges are labelled with.
  let typeNames = TypeNames()

  init(explorer: NavigationExplorer<R>) {
    self.explorer = explorer
    let reducer = explorer.makeReducer()
    memo = Memo(
      initialState: explorer.initialState, reducer: reducer, screens: explorer.screens)
    graph = GraphBuilder.build(
      stateType: R.State.self, childKind: GraphBuilder.childKind(of: reducer))
  }

  /// A step taken: what was done, and the screen it was done on.
  struct Step {
    var move: Move
    var screen: String
  }

  /// What a step does: send an action as the app receives it, or let time pass.
  enum Move {
    /// Sends the action to the store.
    case send(R.Action)
    /// Advances the run's `TestClock` by ``Exploration/timeStep``, for the effects running.
    case wait
    /// Saves the navigation as a `NavigationSnapshot`, ends the app (its effects with it) and
    /// launches it again from the initial state with the saved navigation restored.
    case relaunch
    /// Ends the app and launches it again from the initial state opened with this link (the
    /// description of a `DeepLink` of a state the run showed), as a link tapped outside the
    /// app opens it from a cold start.
    case openLink(String)

    /// The step as Swift source, as `Failure.steps` lists it.
    var source: String {
      switch self {
      case let .send(action): describe(action, limit: .max)
      case .wait: "clock.advance(by: \(Exploration.timeStepSource))"
      case .relaunch: "relaunch from NavigationSnapshot(of: store.state)"
      case let .openLink(link): "cold start from DeepLink(\(describe(link)))"
      }
    }
  }

  /// How far the clock moves in a step that lets time pass.
  nonisolated static var timeStep: Duration { .seconds(1) }
  /// ``timeStep`` as Swift source.
  nonisolated static var timeStepSource: String { ".seconds(1)" }

  /// A check that failed after a step.
  struct Found {
    var check: String
    var step: Int
    var screen: String
    var detail: String
    /// For an effect of a gone screen, the index of the step after which the effect was
    /// first seen running: the step that started it.
    var effectStep: Int? = nil
    /// Whether effects ran during the steps: the test then sets the app's clocks, as the
    /// run did, even when no step let time pass.
    var effectsRan = false
  }

  /// What one run did: its steps, and the failure that ended it, if any.
  struct Played {
    var steps: [Step]
    var found: Found?
    var shownCases: Set<String>
    /// What a random run saw of the route graph; nothing for a replay.
    var sightings = GraphSightings()
    /// The tabs of the containers shown, in the order first seen.
    var tabs: [String] = []
    /// The route cases of the flows shown, learnt from their types, in the order first seen.
    var cases: [String] = []
    /// For a replay, the moves on screen before each step, simplest first.
    var movesBefore: [[Step]] = []
  }

  /// Where a run's actions come from: drawn at random from what is on screen, or replayed
  /// (each step only while it is on screen).
  enum Source {
    case random(SplitMix64, count: Int)
    case replay([Move])
  }

  func explore(runs: Int, steps: Int, seed: UInt64) async -> NavigationExplorer<R>.Report {
    var failures: [NavigationExplorer<R>.Failure] = []
    var seenChecks: Set<String> = []
    var shown: Set<String> = []
    var stepsTaken = 0
    var allCases: [String] = []
    var sightings = GraphSightings()
    // The tabs of the containers shown, in the order first seen.
    var tabs = VisibleScreens.tabs(in: memo.initialTree).all
    for run in 0..<max(runs, 0) {
      // Each run's generator comes from the seed and the run's number alone.
      var mixer = SplitMix64(seed: seed ^ (UInt64(run) &* 0xD6E8_FEB8_6659_FD93))
      let played = await play(.random(SplitMix64(seed: mixer.next()), count: steps))
      stepsTaken += played.steps.count
      shown.formUnion(played.shownCases)
      sightings.formUnion(played.sightings)
      for tab in played.tabs where !tabs.contains(tab) { tabs.append(tab) }
      for name in played.cases where !allCases.contains(name) { allCases.append(name) }
      guard let found = played.found, !seenChecks.contains(found.check) else { continue }
      seenChecks.insert(found.check)
      let (shrunk, shrunkFound) = await shrink(played.steps, found: found)
      failures.append(failure(steps: shrunk, found: shrunkFound, seed: seed))
    }
    let styles = shown.filter { $0.contains(" as ") }.sorted()
    let coverage = NavigationExplorer<R>.Coverage(
      reached: allCases.filter(shown.contains) + styles + tabs.filter(shown.contains),
      unreached: allCases.filter { !shown.contains($0) } + tabs.filter { !shown.contains($0) },
      modalStyles: styles, tabs: tabs.filter(shown.contains))
    return NavigationExplorer<R>.Report(
      failures: failures, coverage: coverage, runs: max(runs, 0), stepsTaken: stepsTaken,
      graph: sightings.applied(to: graph.graph, unreached: coverage.unreached))
  }

  // MARK: - Running

  /// Runs the app from its initial state with actions from `source`, checking after every
  /// step, until a check fails or the steps run out.
  func play(_ source: Source) async -> Played {
    // A run holds the main actor from send to send (a send that starts no effect does not
    // suspend): let the app's other main-actor work (its effects, a test running beside)
    // run between runs, so that an exploration of thousands of steps does not starve it.
    await Task.yield()
    let failures = LockIsolated<[ReportedFailure]>([])
    let reporter = FailureReporter { report in
      guard report.kind == .failure else { return }
      failures.withValue { $0.append(report) }
    }
    return await FailureReporting.$reporter.withValue(reporter) {
      await run(source, failures: failures)
    }
  }

  private func run(_ source: Source, failures: LockIsolated<[ReportedFailure]>) async -> Played {
    let explorer = explorer
    // Time passes only when a step says so: the app's clocks are a test clock, unless the
    // test's own dependencies set them.
    let clock = TestClock()
    let launch = Launch(store: launched(from: explorer.initialState, clock: clock), clock: clock)
    let played = await run(source, launch: launch, failures: failures)
    // The effects still running end with the run: a timer would wait for the clock forever.
    await launch.end()
    return played
  }

  /// A test store of the app from `state`, its clocks the run's `clock` unless the test's
  /// dependencies set them, exhaustivity off.
  private func launched(from state: R.State, clock: TestClock) -> TestStore<R.State, R.Action> {
    let explorer = explorer
    let store = TestStore(initialState: state) {
      explorer.makeReducer()
    } withDependencies: {
      $0.continuousClock = clock
      $0.suspendingClock = clock
      explorer.prepareDependencies(&$0)
    }
    store.exhaustivity = .off
    return store
  }

  /// The app a run drives: its store, which a relaunch replaces, and the run's clock.
  @MainActor
  final class Launch {
    var store: TestStore<R.State, R.Action>
    let clock: TestClock

    init(store: TestStore<R.State, R.Action>, clock: TestClock) {
      self.store = store
      self.clock = clock
    }

    /// Ends the app: the effects still running are cancelled.
    func end() async {
      if store.runningEffectCount > 0 { await store.skipInFlightEffects(strict: false) }
    }
  }

  private func run(
    _ source: Source, launch: Launch, failures: LockIsolated<[ReportedFailure]>
  ) async -> Played {
    var store: TestStore<R.State, R.Action> { launch.store }
    let reducer = explorer.makeReducer()
    var played = Played(steps: [], found: nil, shownCases: [])
    var source = source
    // A replay's steps as source, each compared with the moves offered before it.
    let replayed: [String]
    if case let .replay(moves) = source { replayed = moves.map(\.source) } else { replayed = [] }
    var index = 0
    var state = store.state
    var tree = NavigationTree(of: state)
    var facts = self.facts(of: state, tree: tree, reducer: reducer)
    // The screen on top, for the route graph: followed in random runs only.
    let followsGraph = if case .random = source { true } else { false }
    var previousScreen = followsGraph ? shownScreen(in: state, facts: facts) : nil
    if let previousScreen { played.sightings.saw(previousScreen) }
    // What the app shows once launched is reached too.
    played.shownCases.formUnion(facts.shown)
    played.tabs = facts.tabs
    played.cases = facts.cases
    // The links of the screens the run showed, oldest first, each once.
    var visitedLinks: [String] = []
    // The effects running, by their origin's description, with the step that started each.
    var effectStarts: [(origin: String, step: Int)] = []
    var effectsRan = false
    while true {
      let step: Step
      // The chosen move's place among those offered.
      let chosen: Int
      let moves = self.moves(facts: facts, store: store, visitedLinks: visitedLinks)
      switch source {
      case let .random(generator, count):
        guard index < count, !moves.isEmpty else { return played }
        var generator = generator
        chosen = generator.index(below: moves.count)
        step = moves[chosen]
        source = .random(generator, count: count)
      case let .replay(steps):
        guard index < steps.count else { return played }
        // Only what is on screen can be done: a replay whose step is not offered now (a
        // screen no longer shown, a tab not selected) is not a sequence a person can follow.
        let sources = facts.moveSources + moves[facts.moves.count...].map(\.move.source)
        guard let offered = sources.firstIndex(of: replayed[index]) else { return played }
        chosen = offered
        step = Step(move: steps[index], screen: moves[offered].screen)
        played.movesBefore.append(moves)
      }
      let before = failures.withValue { $0.count }
      await take(step.move, facts: facts, launch: launch, reducer: reducer)
      // The step is taken: the state after it is known here, once.
      let previous = (tree: tree, facts: facts)
      state = store.state
      // A move that led to this same state before gives its tree and facts again.
      if let (known, knownFacts) = memo.transition(from: facts, move: chosen, to: state) {
        (tree, facts) = (known, knownFacts)
      } else {
        tree = NavigationTree(of: state)
        facts = self.facts(of: state, tree: tree, reducer: reducer)
        memo.noteTransition(from: previous.facts, move: chosen, to: state, tree: tree, facts: facts)
      }
      if let link = facts.link, !visitedLinks.contains(link) { visitedLinks.append(link) }
      // Equal tree numbers are equal trees.
      if let before = previousScreen, facts.tree != previous.facts.tree {
        let after = shownScreen(in: state, facts: facts)
        let (oldTree, newTree) = (previous.tree, tree)
        switch step.move {
        case let .send(action) where after != before:
          played.sightings.moved(from: before, to: after) {
            memo.edgeLabel(from: previous.facts, move: chosen, to: facts) {
              GraphMoves.label(
                action: action, changes: oldTree.changes(to: newTree), before: before,
                names: typeNames)
            }
          }
        case .wait where after != before:
          played.sightings.moved(from: before, to: after) {
            memo.edgeLabel(from: previous.facts, move: -1, to: facts) {
              GraphMoves.label(
                action: nil, changes: oldTree.changes(to: newTree), before: before,
                names: typeNames)
            }
          }
        default:
          played.sightings.saw(after)
        }
        previousScreen = after
      }
      played.steps.append(step)
      played.shownCases.formUnion(facts.shown)
      for tab in facts.tabs where !played.tabs.contains(tab) { played.tabs.append(tab) }
      for name in facts.cases where !played.cases.contains(name) { played.cases.append(name) }
      let running = store.runningEffectCount > 0 ? store.runningOrigins : []
      effectStarts = Self.effectStarts(of: running, after: index, known: effectStarts)
      effectsRan = effectsRan || !running.isEmpty
      if let found = check(
        state, facts: facts, failures: failures.withValue { Array($0[before...]) },
        running: zip(running, effectStarts.map(\.step)).map { ($0, $1) },
        trees: (previous, (tree, facts)), step: index, screen: step.screen)
      {
        played.found = found
        played.found?.effectsRan = effectsRan
        return played
      }
      index += 1
    }
  }

  /// The screen `state`, whose facts are `facts`, shows on top, for the route graph.
  private func shownScreen(in state: R.State, facts: Facts) -> ShownScreen {
    let index = graph.index
    return facts.shownScreen { GraphMoves.shown(in: state, index: index) }
  }

  /// The step that started each of the effects `running` after the step `index`, oldest
  /// first: the one `known` gave for an effect of the same origin that was running before,
  /// else `index`.
  ///
  /// The effects are told apart by their origin's description, in order: of two effects of
  /// the same origin, the older keeps the older step.
  static func effectStarts(
    of running: [R.Action?], after index: Int, known: [(origin: String, step: Int)]
  ) -> [(origin: String, step: Int)] {
    guard !running.isEmpty else { return [] }
    var earlier = known
    return running.map { origin in
      let text = origin.map { describe($0, limit: 300) } ?? "(no action)"
      if let position = earlier.firstIndex(where: { $0.origin == text }) {
        return earlier.remove(at: position)
      }
      return (text, index)
    }
  }

  /// Does what `move` says, in the state whose facts are `facts`: sends its action, lets
  /// time pass, or relaunches the app.
  private func take(_ move: Move, facts: Facts, launch: Launch, reducer: R) async {
    switch move {
    case let .send(action): await launch.store.send(action)
    case .wait: await launch.clock.advance(by: Self.timeStep)
    case .relaunch:
      let state = launch.store.state
      if let relaunched = facts.relaunchedState({
        NavigationChecks.relaunchedState(
          reducer: reducer, state: state, initialState: explorer.initialState) as? R.State
      }) {
        await launch.end()
        launch.store = launched(from: relaunched, clock: launch.clock)
      }
    case let .openLink(link):
      if let opened = memo.opened(link, on: explorer.initialState) {
        await launch.end()
        launch.store = launched(from: opened, clock: launch.clock)
      }
    }
  }

  /// The facts of `state`, whose tree is `tree`: learnt the first time the exploration meets
  /// the state, remembered after.
  private func facts(of state: R.State, tree: NavigationTree, reducer: R) -> Facts {
    memo.facts(of: state, tree: tree) { number in
      let explorer = explorer
      let screenMoves = VisibleScreens.moves(
        reducer: reducer, state: state, registered: memo.readings
      ).compactMap { move in
        (move.action as? R.Action).map { Step(move: .send($0), screen: move.screen) }
      }
      let appMoves = explorer.appActions.flatMap { $0(state) }.map {
        Step(move: .send($0), screen: "the whole app")
      }
      let problem: (check: String, detail: String)? =
        if let problem = NavigationChecks.linkRoundTrip(state: state) {
          ("deep link", problem)
        } else if let problem = NavigationChecks.wholeLink(
          state: state, initialState: explorer.initialState)
        {
          ("deep link", problem)
        } else if let problem = NavigationChecks.snapshotRoundTrip(reducer: reducer, state: state) {
          ("snapshot round trip", problem)
        } else {
          nil
        }
      let tabs = VisibleScreens.tabs(in: tree)
      let cases = VisibleScreens.routeCases(reducer: reducer, state: state)
      return Facts(
        moves: screenMoves + appMoves, link: NavigationChecks.link(of: state),
        shown: cases.shown + tabs.selected, cases: cases.all, tabs: tabs.all,
        problem: problem, canRelaunch: memo.canSave && tree != memo.initialTree, tree: number)
    }
  }

  /// The moves on screen in the store's state, then the app-wide actions, then letting time
  /// pass while effects run, a relaunch and the cold starts from links, as steps.
  private func moves(
    facts: Facts, store: TestStore<R.State, R.Action>, visitedLinks: [String]
  ) -> [Step] {
    let time =
      store.runningEffectCount > 0 ? [Step(move: .wait, screen: "the running effects")] : []
    // A relaunch, once there is navigation to save and the routes can be saved.
    let relaunch = facts.canRelaunch ? [Step(move: .relaunch, screen: "the app")] : []
    // A cold start from the link of one of the last screens shown, when it opens.
    let links = visitedLinks.suffix(Self.linksOffered).filter {
      memo.opened($0, on: explorer.initialState) != nil
    }.map { Step(move: .openLink($0), screen: "a link outside the app") }
    return facts.moves + time + relaunch + links
  }

  /// How many of the links the run visited, the most recent, a state offers to open.
  nonisolated static var linksOffered: Int { 3 }

  /// The first check that fails after a step: the library's diagnostics (and any other
  /// failure the test store raised), no effect running for a gone screen, the tree's changes,
  /// each shown route's link, the snapshot round trip, then the app's invariants.
  private func check(
    _ state: R.State, facts: Facts, failures: [ReportedFailure],
    running: [(origin: R.Action?, step: Int)],
    trees: (old: (tree: NavigationTree, facts: Facts), new: (tree: NavigationTree, facts: Facts)),
    step: Int, screen: String
  ) -> Found? {
    if let failure = failures.first {
      return Found(
        check: Self.checkName(of: failure.message), step: step, screen: screen,
        detail: failure.message)
    }
    for case let (origin?, started) in running {
      if let gone = GoneScreens.goneScreen(of: origin, in: state) {
        return Found(
          check: "effect of a gone screen", step: step, screen: screen,
          detail: """
            An effect started at step \(started + 1) by \(describe(origin, limit: 300)) is \
            still running after step \(step + 1), but \(gone) is no longer shown. An effect \
            started on a screen's behalf outside its route (in a reducer around 'routing', or \
            in a parent) is not ended when the screen leaves: start it from the screen's own \
            reducer, or cancel it when the screen closes.
            """, effectStep: started)
      }
    }
    if let problem = memo.treeChanges(from: trees.old, to: trees.new) {
      return Found(check: "tree changes", step: step, screen: screen, detail: problem)
    }
    if let (check, detail) = facts.problem {
      return Found(check: check, step: step, screen: screen, detail: detail)
    }
    for invariant in explorer.invariants where !invariant.holds(state) {
      return Found(
        check: "invariant \"\(invariant.name)\"", step: step, screen: screen,
        detail: "The invariant \"\(invariant.name)\" does not hold in the state "
          + "\(describe(state, limit: 600)).")
    }
    return nil
  }

  /// The check a test store failure stands for: `diagnostic <kind>` for a diagnostic of the
  /// library, whose message ends with its kind, `test store failure` otherwise.
  static func checkName(of message: String) -> String {
    guard let start = message.range(of: "kind '", options: .backwards),
      let end = message[start.upperBound...].firstIndex(of: "'")
    else { return "test store failure" }
    return "diagnostic \(message[start.upperBound..<end])"
  }

  // MARK: - Shrinking

  /// The shortest sequence found that still fails `found.check`: every run of consecutive
  /// steps is tried for removal, the longest first (a push and the pop that undoes it go
  /// together), until no removal keeps the failure; then each step is simplified; then the
  /// result is replayed once more.
  ///
  /// - Complexity: O(*n*²) replays a pass for *n* steps, and a pass per successful round.
  private func shrink(_ steps: [Step], found: Found) async -> ([Step], Found) {
    var best = Array(steps.prefix(found.step + 1))
    var bestFound = found
    var improved = true
    while improved {
      improved = false
      var size = best.count - 1
      while size >= 1 {
        var start = 0
        while start + size <= best.count {
          var candidate = best.map(\.move)
          candidate.removeSubrange(start..<start + size)
          if let replay = await failing(candidate, check: found.check) {
            best = replay.steps
            bestFound = replay.found
            improved = true
          } else {
            start += 1
          }
        }
        size = min(size - 1, best.count - 1)
      }
    }
    // Then each step made as simple as it can be: replaced by a move offered before it on
    // the same screen (the moves are listed simplest first: the screen's actions in the order
    // registered, then swipes and pull-downs, then the app's), while the failure stays.
    var index = 0
    while index < best.count, let replay = await failing(best.map(\.move), check: found.check) {
      best = replay.steps
      bestFound = replay.found
      guard index < replay.movesBefore.count else { break }
      let offered = replay.movesBefore[index]
      let current = best[index].move.source
      let position = offered.firstIndex { $0.move.source == current } ?? offered.count
      for simpler in offered.prefix(position) {
        var candidate = best.map(\.move)
        candidate[index] = simpler.move
        if let simplified = await failing(candidate, check: found.check),
          simplified.steps.count <= best.count
        {
          best = simplified.steps
          bestFound = simplified.found
          break
        }
      }
      index += 1
    }
    // Once more, to be sure the shrunk steps fail as reported.
    if let replay = await failing(best.map(\.move), check: found.check) {
      return (replay.steps, replay.found)
    }
    return (best, bestFound)
  }

  /// The steps and the failure of a replay of `moves`, cut at the failure, when it fails
  /// `check`.
  private func failing(_ moves: [Move], check: String) async -> (
    steps: [Step], found: Found, movesBefore: [[Step]]
  )? {
    let played = await play(.replay(moves))
    guard let found = played.found, found.check == check else { return nil }
    return (played.steps, found, played.movesBefore)
  }

  // MARK: - Reporting

  private func failure(steps: [Step], found: Found, seed: UInt64)
    -> NavigationExplorer<R>.Failure
  {
    let sources = steps.map(\.move.source)
    let app = testApp()
    let lines = steps.map { step in
      switch step.move {
      case let .send(action): "await store.send(\(describe(action, limit: .max)))"
      case .wait: "await clock.advance(by: \(Self.timeStepSource))"
      case .relaunch: TestSource.relaunch
      case let .openLink(link): TestSource.openLink(link)
      }
    }
    // The step whose task is still running, when it sent an action and no relaunch came after.
    let bound = found.effectStep.flatMap { start -> Int? in
      guard start < steps.count, case .send = steps[start].move,
        !steps[start...].contains(where: {
          if case .send = $0.move { false } else if case .wait = $0.move { false } else { true }
        })
      else { return nil }
      return start
    }
    let assertion: [String]
    if let invariant = explorer.invariants.first(where: {
      "invariant \"\($0.name)\"" == found.check
    }) {
      let closure = CallSource.read(
        function: "invariant", path: invariant.filePath, line: invariant.line
      ).flatMap { call in
        call.lastClosure.map { .success($0) }
          ?? .failure(CallSource.Refusal("the call of 'invariant' has no closure"))
      }
      assertion = TestSource.invariant(invariant.name, state: app.state, closure: closure)
    } else {
      switch found.check {
      case "effect of a gone screen":
        assertion = TestSource.effectStillRunning(step: found.effectStep, bound: bound != nil)
      // The navigations compared by their descriptions: a flow's state has one.
      case "deep link" where explorer.initialState is any RoutingState:
        assertion = TestSource.linkOpensTheSameNavigation(initialState: app.initialState)
      case "snapshot round trip" where explorer.initialState is any RoutingState:
        assertion = TestSource.snapshotRestoresTheSameNavigation()
      case let check where check.hasPrefix("diagnostic "):
        // The test store fails at the step, as the library reports the diagnostic there.
        assertion = []
      default:
        assertion = TestSource.recorded(check: found.check, detail: found.detail)
      }
    }
    return NavigationExplorer<R>.Failure(
      check: found.check, steps: sources, step: found.step, screen: found.screen,
      detail: found.detail, seed: seed,
      testSource: TestSource.make(
        app: app, lines: lines, check: found.check, seed: seed, setsClocks: found.effectsRan,
        boundStep: bound, assertion: assertion))
  }

  /// The app as the printed test makes it: the initial state and the reducer closure the
  /// explorer was made with, read from its source, else `State()` and the reducer type's
  /// `init()`.
  private func testApp() -> TestSource.App {
    let state = Dump.typeName(of: R.State.self)
    let call = try? CallSource.read(
      function: "NavigationExplorer", path: explorer.origin.filePath, line: explorer.origin.line
    ).get()
    let initial = call?.arguments.first { $0.label == "initialState" }?.text
    let reducer =
      call?.arguments.first { $0.label == "reducer" }?.text ?? call?.trailingClosure
    let dependencies = explorer.dependencySources.map { source in
      CallSource.read(function: "dependencies", path: source.filePath, line: source.line)
        .flatMap { call in
          call.lastClosure.map { .success($0) }
            ?? .failure(CallSource.Refusal("the call of 'dependencies' has no closure"))
        }
    }
    if let initial, let reducer, call?.arguments.count == (call?.trailingClosure == nil ? 2 : 1) {
      return TestSource.App(
        state: state, initialState: initial,
        reducer: TestSource.reindented(reducer, body: "  ", close: ""), dependencies: dependencies,
        locals: TestSource.localValues(
          readBy: [initial, reducer], from: [explorer.makeReducer(), explorer.initialState]))
    }
    return TestSource.App(
      state: state, initialState: "\(state)()", reducer: "{ \(Dump.typeName(of: R.self))() }",
      describedInitialState: describe(explorer.initialState, limit: 600),
      dependencies: dependencies)
  }
}
