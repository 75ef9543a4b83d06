import ReducerCore
import ReducerRouting

extension Exploration {
  /// What the explorer learns of one state, learnt once per exploration: the moves on its
  /// screens, its link, the route cases it shows, and the checks that depend on the state
  /// alone. Every one of them is a function of the state (the registered actions are asked
  /// for a state; a reducer's body is a value without side effects), so a state met again, in
  /// the same run or in another, is not read again.
  @MainActor
  final class Facts {
    /// The moves on the screens the state shows, then the app-wide actions.
    let moves: [Step]
    /// The description of the state's `DeepLink`, when it is `DeepLinkable` and the link
    /// is not empty.
    let link: String?
    /// The route cases, modal styles and tabs the state shows (``Coverage`` names).
    let shown: [String]
    /// The route cases of the flows the state holds, learnt from their types, shown or not.
    let cases: [String]
    /// The tabs of the containers the state shows, selected or not.
    let tabs: [String]
    /// The first of the checks of the state alone that fails: each shown route's link, the
    /// whole navigation's link, the snapshot round trip.
    let problem: (check: String, detail: String)?
    /// Whether there is navigation to save and the routes can be saved.
    let canRelaunch: Bool
    /// The number the memo gave the state's tree: two states show the same tree when their
    /// numbers are equal.
    let tree: Int
    /// Distinct for each facts the memo made in one exploration (0 for facts made again at
    /// every step, of a state that holds a shared value).
    fileprivate(set) var id = 0
    /// ``moves`` as Swift source, made when a replay first asks.
    private var sources: [String]?
    /// The screen the state shows on top, for the route graph, made when a run first asks.
    private var screen: ShownScreen?
    /// The state a relaunch from this one starts from, made when a relaunch first asks.
    private var relaunched: R.State??

    init(
      moves: [Step], link: String?, shown: [String], cases: [String], tabs: [String],
      problem: (check: String, detail: String)?, canRelaunch: Bool, tree: Int
    ) {
      self.moves = moves
      self.link = link
      self.shown = shown
      self.cases = cases
      self.tabs = tabs
      self.problem = problem
      self.canRelaunch = canRelaunch
      self.tree = tree
    }

    /// The state a relaunch from this state starts from, `make` asked the first time.
    func relaunchedState(_ make: () -> R.State?) -> R.State? {
      if let relaunched { return relaunched }
      let made = make()
      relaunched = .some(made)
      return made
    }

    /// The screen the state shows on top, `make` asked the first time.
    func shownScreen(_ make: () -> ShownScreen) -> ShownScreen {
      if let screen { return screen }
      let made = make()
      screen = made
      return made
    }

    /// ``moves`` as Swift source, in the same order.
    var moveSources: [String] {
      if let sources { return sources }
      let made = moves.map(\.move.source)
      sources = made
      return made
    }
  }

  /// The facts of the states an exploration met, and the other answers that do not change
  /// while it runs: the initial state's tree, the states links open, the tree changes that
  /// were checked.
  @MainActor
  final class Memo {
    /// The states met, by their tree, the most recent last (at most ``statesPerTree`` a
    /// tree), and the tree's number.
    private var facts: [NavigationTree: (number: Int, states: [(state: R.State, facts: Facts)])] =
      [:]
    /// The state each link opens on the initial state, or `nil` when it does not open.
    private var opened: [String: R.State?] = [:]
    /// The pairs of trees, by their numbers, whose ordered changes were checked and lead from
    /// one to the other.
    private var treeChangesChecked: Set<[Int]> = []
    /// Where each move led, by the facts it was made on and the move's place among the moves
    /// offered: the state after it, its tree and its facts. A move leads to the same state
    /// again unless effects or time made a difference, which comparing the state tells.
    private var transitions: [Transition: (state: R.State, tree: NavigationTree, facts: Facts)] =
      [:]
    /// The route graph's edge label of each move that changed the screen shown, by the facts
    /// before and after it and the move (`-1` for letting time pass).
    private var edgeLabels: [[Int]: (label: String, kind: RouteGraph.Edge.Kind)] = [:]
    /// The last facts id given.
    private var lastID = 0

    /// A move taken on the state of the facts `from`: the `move`th offered.
    struct Transition: Hashable {
      let from: Int
      let move: Int
    }
    /// The tree of the initial state.
    let initialTree: NavigationTree
    /// Whether the routes of the app's top flow are `Codable`.
    let canSave: Bool
    /// The registered screens, and what was read of the reducer values to find them.
    let readings: ScreenReadings

    /// How many states of the same tree are kept: states that differ outside their
    /// navigation (a counter on a screen) do not grow the memo without bound.
    nonisolated static var statesPerTree: Int { 16 }

    /// Whether the state holds a `@Shared` value: two states that compare equal can then
    /// differ later (their shared value changed since), so facts are made again at each step.
    let holdsShared: Bool

    init(initialState: R.State, reducer: R, screens: [ScreenActions]) {
      holdsShared = holdsSharedValue(initialState)
      readings = ScreenReadings(screens: screens)
      initialTree = NavigationTree(of: initialState)
      canSave = NavigationChecks.canSave(reducer: reducer)
    }

    /// The facts of `state`, whose tree is `tree`, made by `make` (given the tree's number)
    /// the first time.
    func facts(of state: R.State, tree: NavigationTree, make: (Int) -> Facts) -> Facts {
      let known = facts[tree] ?? (facts.count, [])
      guard !holdsShared else {
        if facts[tree] == nil { facts[tree] = known }
        return make(known.number)
      }
      if let found = known.states.last(where: { $0.state == state }) { return found.facts }
      let made = make(known.number)
      lastID += 1
      made.id = lastID
      var states = known.states
      if states.count >= Self.statesPerTree { states.removeFirst() }
      states.append((state, made))
      facts[tree] = (known.number, states)
      return made
    }

    /// The tree and facts of `state`, reached by the `move`th move offered on the state of
    /// `from`, when that move led to an equal state before; else `nil`.
    func transition(from: Facts, move: Int, to state: R.State) -> (NavigationTree, Facts)? {
      guard from.id != 0, let known = transitions[Transition(from: from.id, move: move)],
        known.state == state
      else { return nil }
      return (known.tree, known.facts)
    }

    /// Notes that the `move`th move offered on the state of `from` led to `state`.
    func noteTransition(
      from: Facts, move: Int, to state: R.State, tree: NavigationTree, facts: Facts
    ) {
      guard from.id != 0, facts.id != 0 else { return }
      transitions[Transition(from: from.id, move: move)] = (state, tree, facts)
    }

    /// The edge label of a move from the state of `from` to the state of `to`, `make` asked
    /// the first time: the label is a function of the two states and the move.
    func edgeLabel(
      from: Facts, move: Int, to: Facts,
      _ make: () -> (label: String, kind: RouteGraph.Edge.Kind)
    ) -> (label: String, kind: RouteGraph.Edge.Kind) {
      guard from.id != 0, to.id != 0 else { return make() }
      let key = [from.id, move, to.id]
      if let known = edgeLabels[key] { return known }
      let made = make()
      edgeLabels[key] = made
      return made
    }

    /// The state the link `text` opens on `initialState`, or `nil` when it does not open.
    func opened(_ text: String, on initialState: R.State) -> R.State? {
      if let known = opened[text] { return known }
      let state = NavigationChecks.coldStart(link: text, initialState: initialState) as? R.State
      opened[text] = .some(state)
      return state
    }

    /// What is wrong with the ordered changes from `old` to `new`, the trees of the states
    /// of the facts `from` and `to`, checked once a pair. The same tree needs no change.
    func treeChanges(
      from old: (tree: NavigationTree, facts: Facts), to new: (tree: NavigationTree, facts: Facts)
    ) -> String? {
      let pair = [old.facts.tree, new.facts.tree]
      guard pair[0] != pair[1], !treeChangesChecked.contains(pair) else { return nil }
      let problem = NavigationChecks.treeChanges(from: old.tree, to: new.tree)
      if problem == nil { treeChangesChecked.insert(pair) }
      return problem
    }
  }
}

/// A `Shared` value, whatever its type.
private protocol SharedValueMarker {}
extension Shared: SharedValueMarker {}

/// Whether `value` holds a `Shared` value in its stored properties, to a few levels (a
/// reference to storage outside the state, which a state's equality reads as it is now).
private func holdsSharedValue(_ value: Any) -> Bool {
  var pending: [(value: Any, depth: Int)] = [(value, 0)]
  while let (current, depth) = pending.popLast() {
    if current is any SharedValueMarker { return true }
    guard depth < 8, caseNameOfUnreflectablePayload(current) == nil else { continue }
    let mirror = Mirror(reflecting: current)
    guard mirror.displayStyle != .class else { continue }
    pending += mirror.children.map { ($0.value, depth + 1) }
  }
  return false
}
