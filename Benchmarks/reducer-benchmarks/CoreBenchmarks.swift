import ReducerCore

/// Dispatch, scoping and case-path cases: they need only `ReducerCore`.
@MainActor
var coreBenchmarks: [Benchmark] {
  [
    Benchmark("store.send", floor: rawDispatchFloor) {
      let store = Store(initialState: Counter.State()) { Counter() }
      let action = opaque(Counter.Action.increment)
      return { n in
        for _ in 0..<n { store.send(action) }
        blackHole(store.state.count)
      }
    },
    // The same send with the reducer recorded (issue 48): what `recording(into:)` adds to a
    // send that reads no dependency. The aim: at most 2× `store.send`.
    Benchmark("recorder.send", floor: rawDispatchFloor) {
      let recorder = ActionRecorder(limit: 5_000)
      let store = Store(initialState: Counter.State()) { Counter().recording(into: recorder) }
      let action = opaque(Counter.Action.increment)
      return { n in
        for _ in 0..<n { store.send(action) }
        blackHole(store.state.count)
      }
    },
    Benchmark("scope.3", floor: rawDispatchFloor) {
      let store = Store(initialState: ScopeRoot.State()) { ScopeRoot() }
      let action = opaque(ScopeRoot.Action.level1(.active(.counter(.increment))))
      return { n in
        for _ in 0..<n { store.send(action) }
        blackHole(store.state)
      }
    },
    // A send in a store made with an override of a dependency (so the store reduces in its
    // dependency context) whose reducer reads none: what every send of such a store pays.
    Benchmark("dependency.store", floor: rawDispatchFloor) {
      let store = withDependencies {
        $0.benchmarkStep = 2
      } operation: {
        Store(initialState: Counter.State()) { UnsteppedCounter() }
      }
      let action = opaque(Counter.Action.increment)
      return { n in
        for _ in 0..<n { store.send(action) }
        blackHole(store.state.count)
      }
    },
    // A send whose reducer reads a dependency, in a store made with an override of it (so
    // the store reduces in its dependency context): what `@Dependency` adds to `store.send`.
    Benchmark("dependency.read", floor: rawDispatchFloor) {
      let store = withDependencies {
        $0.benchmarkStep = 2
      } operation: {
        Store(initialState: Counter.State()) { SteppingCounter() }
      }
      let action = opaque(Counter.Action.increment)
      return { n in
        for _ in 0..<n { store.send(action) }
        blackHole(store.state.count)
      }
    },
    // A send whose reducer changes a shared integer (issue 20): the lock, the copy the change
    // makes, and the task-local reads that let a TestStore see it.
    Benchmark("shared.send", floor: rawDispatchFloor) {
      let store = Store(initialState: SharedCounterState(count: Shared(0))) {
        SharedCountingReducer()
      }
      let action = opaque(Counter.Action.increment)
      return { n in
        for _ in 0..<n { store.send(action) }
        blackHole(store.state.count)
      }
    },
    // The same with a shared array of 1,000 elements, one element changed per send: the change
    // copies the array once (see `Shared.withLock`).
    Benchmark("shared.send.array1000") {
      let rows = Shared(Array(repeating: 0, count: 1_000))
      let store = Store(initialState: SharedRowsState(rows: rows)) { SharedRowsReducer() }
      let action = opaque(Counter.Action.increment)
      return { n in
        for _ in 0..<n { store.send(action) }
        blackHole(store.state.rows[0])
      }
    },
    // Context for scope.3: an app as wide as it is deep. One screen's action through a root of
    // eight features, each of eight screens: what the scopes an action does not belong to cost
    // (their case paths answer `nil`), and the merge of every level's effects.
    Benchmark("scope.wide8", floor: rawDispatchFloor) {
      let store = Store(initialState: WideRoot.State()) { WideRoot() }
      let action = opaque(WideRoot.Action.m5(.c6(.increment)))
      return { n in
        for _ in 0..<n { store.send(action) }
        blackHole(store.state.m5.c6.count)
      }
    },
    // Context for scope.3: the same three levels with explicit case paths instead of `/`.
    Benchmark("scope.3.explicit", floor: rawDispatchFloor) {
      let store = Store(initialState: ScopeRoot.State()) { ExplicitScopeRoot() }
      let action = opaque(ScopeRoot.Action.level1(.active(.counter(.increment))))
      return { n in
        for _ in 0..<n { store.send(action) }
        blackHole(store.state)
      }
    },
    Benchmark("casepath.explicit", floor: switchFloor(.child)) {
      let path = opaque(
        CasePath<SampleAction, Int>(
          embed: SampleAction.child,
          extract: { if case let .child(value) = $0 { value } else { nil } }
        )
      )
      let inputs = opaque(sampleActions)
      return { n in
        var sum = 0
        for index in 0..<n { sum &+= path.extract(from: inputs[index & 7]) ?? 0 }
        blackHole(sum)
      }
    },
    Benchmark("casepath.operator.single", floor: switchFloor(.child)) {
      let path = opaque(/SampleAction.child)
      let inputs = opaque(sampleActions)
      return { n in
        var sum = 0
        for index in 0..<n { sum &+= path.extract(from: inputs[index & 7]) ?? 0 }
        blackHole(sum)
      }
    },
    Benchmark("casepath.operator.multi", floor: switchFloor(.item)) {
      let path = opaque(/SampleAction.item)
      let inputs = opaque(sampleActions)
      return { n in
        var sum = 0
        for index in 0..<n { sum &+= path.extract(from: inputs[index & 7]).map(checksum) ?? 0 }
        blackHole(sum)
      }
    },
    Benchmark("casepath.operator.void", floor: switchFloor(.reset)) {
      let path = opaque(/SampleAction.reset)
      let inputs = opaque(sampleActions)
      return { n in
        var sum = 0
        for index in 0..<n where path.extract(from: inputs[index & 7]) != nil { sum &+= 1 }
        blackHole(sum)
      }
    },
  ]
}

// MARK: - Dispatch

/// A reducer that mutates an `Int`: the work every dispatch case does.
struct Counter: Reducer {
  struct State: Equatable, Codable {
    var count = 0
  }
  enum Action: Equatable, Codable {
    case increment
    case decrement
  }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .increment: state.count &+= 1
    case .decrement: state.count &-= 1
    }
    return .none
  }
}

/// The dispatch floor: the counter's logic as a plain function the optimizer may not inline.
@inline(never)
func rawCounter(_ state: inout Counter.State, _ action: Counter.Action) {
  switch action {
  case .increment: state.count &+= 1
  case .decrement: state.count &-= 1
  }
}

/// Calls ``rawCounter(_:_:)`` directly: what dispatch costs without a library.
let rawDispatchFloor: Benchmark.Setup = {
  var state = Counter.State()
  let action = opaque(Counter.Action.increment)
  return { n in
    for _ in 0..<n { rawCounter(&state, action) }
    blackHole(state.count)
  }
}

/// Three levels of `Scope` above the counter: a struct child, an enum child, a struct child.
struct ScopeRoot: Reducer {
  struct State: Equatable {
    var level1 = Level1.State.active(Level2.State())
    var title = "root"
  }
  enum Action: Equatable {
    case level1(Level1.Action)
    case onAppear
  }

  var body: some Reducer<State, Action> {
    Scope(state: \.level1, action: /Action.level1) { Level1() }
  }

  struct Level1: Reducer {
    enum State: Equatable {
      case active(Level2.State)
      case idle
    }
    enum Action: Equatable {
      case active(Level2.Action)
      case refresh
    }

    var body: some Reducer<State, Action> {
      Scope(state: /State.active, action: /Action.active) { Level2() }
    }
  }

  struct Level2: Reducer {
    struct State: Equatable {
      var counter = Counter.State()
      var isEnabled = true
    }
    enum Action: Equatable {
      case counter(Counter.Action)
      case toggle
    }

    var body: some Reducer<State, Action> {
      Scope(state: \.counter, action: /Action.counter) { Counter() }
    }
  }
}

/// A wide app for `scope.wide8`: a root of eight features, each of eight screens, each scope
/// over a struct field, as a tab bar of features with their sections composes them. An action
/// for one screen passes the other seven scopes at each level: their case paths answer `nil`,
/// most of them before they ever saw their own case, and every level merges eight effects.
struct WideRoot: Reducer {
  struct State: Equatable {
    var m0 = WideFeature.State()
    var m1 = WideFeature.State()
    var m2 = WideFeature.State()
    var m3 = WideFeature.State()
    var m4 = WideFeature.State()
    var m5 = WideFeature.State()
    var m6 = WideFeature.State()
    var m7 = WideFeature.State()
  }
  enum Action: Equatable {
    case m0(WideFeature.Action)
    case m1(WideFeature.Action)
    case m2(WideFeature.Action)
    case m3(WideFeature.Action)
    case m4(WideFeature.Action)
    case m5(WideFeature.Action)
    case m6(WideFeature.Action)
    case m7(WideFeature.Action)
  }

  var body: some Reducer<State, Action> {
    Scope(state: \.m0, action: /Action.m0) { WideFeature() }
    Scope(state: \.m1, action: /Action.m1) { WideFeature() }
    Scope(state: \.m2, action: /Action.m2) { WideFeature() }
    Scope(state: \.m3, action: /Action.m3) { WideFeature() }
    Scope(state: \.m4, action: /Action.m4) { WideFeature() }
    Scope(state: \.m5, action: /Action.m5) { WideFeature() }
    Scope(state: \.m6, action: /Action.m6) { WideFeature() }
    Scope(state: \.m7, action: /Action.m7) { WideFeature() }
  }
}

/// A feature of ``WideRoot``: eight screens, and a reducer of its own after them.
struct WideFeature: Reducer {
  struct State: Equatable {
    var c0 = WideScreen.State()
    var c1 = WideScreen.State()
    var c2 = WideScreen.State()
    var c3 = WideScreen.State()
    var c4 = WideScreen.State()
    var c5 = WideScreen.State()
    var c6 = WideScreen.State()
    var c7 = WideScreen.State()
    var taps = 0
  }
  enum Action: Equatable {
    case c0(WideScreen.Action)
    case c1(WideScreen.Action)
    case c2(WideScreen.Action)
    case c3(WideScreen.Action)
    case c4(WideScreen.Action)
    case c5(WideScreen.Action)
    case c6(WideScreen.Action)
    case c7(WideScreen.Action)
    case tapped
  }

  var body: some Reducer<State, Action> {
    Scope(state: \.c0, action: /Action.c0) { WideScreen() }
    Scope(state: \.c1, action: /Action.c1) { WideScreen() }
    Scope(state: \.c2, action: /Action.c2) { WideScreen() }
    Scope(state: \.c3, action: /Action.c3) { WideScreen() }
    Scope(state: \.c4, action: /Action.c4) { WideScreen() }
    Scope(state: \.c5, action: /Action.c5) { WideScreen() }
    Scope(state: \.c6, action: /Action.c6) { WideScreen() }
    Scope(state: \.c7, action: /Action.c7) { WideScreen() }
    Reduce { state, action in
      if case .tapped = action { state.taps += 1 }
      return .none
    }
  }
}

/// A screen of ``WideFeature``.
struct WideScreen: Reducer {
  struct State: Equatable {
    var count = 0
    var name = ""
  }
  enum Action: Equatable {
    case increment
    case rename(String)
    case reset
  }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .increment: state.count &+= 1
    case let .rename(name): state.name = name
    case .reset: state.count = 0
    }
    return .none
  }
}

/// ``ScopeRoot`` with explicit case paths in place of `/`, for comparison.
struct ExplicitScopeRoot: Reducer {
  var body: some Reducer<ScopeRoot.State, ScopeRoot.Action> {
    Scope(state: \.level1, action: ScopeRoot.Action.level1Path) {
      Scope(state: ScopeRoot.Level1.State.activePath, action: ScopeRoot.Level1.Action.activePath) {
        Scope(state: \.counter, action: ScopeRoot.Level2.Action.counterPath) { Counter() }
      }
    }
  }
}

extension ScopeRoot.Action {
  static let level1Path = CasePath<Self, ScopeRoot.Level1.Action>(
    embed: Self.level1,
    extract: { if case let .level1(action) = $0 { action } else { nil } }
  )
}

extension ScopeRoot.Level1.State {
  static let activePath = CasePath<Self, ScopeRoot.Level2.State>(
    embed: Self.active,
    extract: { if case let .active(state) = $0 { state } else { nil } }
  )
}

extension ScopeRoot.Level1.Action {
  static let activePath = CasePath<Self, ScopeRoot.Level2.Action>(
    embed: Self.active,
    extract: { if case let .active(action) = $0 { action } else { nil } }
  )
}

extension ScopeRoot.Level2.Action {
  static let counterPath = CasePath<Self, Counter.Action>(
    embed: Self.counter,
    extract: { if case let .counter(action) = $0 { action } else { nil } }
  )
}

// MARK: - Case paths

/// An action enum of the usual shape: single, multi and no payload cases, one of them not
/// trivially copyable.
enum SampleAction: Equatable, Sendable {
  case child(Int)
  case item(id: Int, action: Int)
  case text(String)
  case reset
  case tick
}

/// The inputs every extraction case cycles through: each case of the enum appears.
let sampleActions: [SampleAction] = [
  .child(1), .item(id: 2, action: 3), .text("hello"), .reset,
  .child(4), .tick, .item(id: 5, action: 6), .reset,
]

@inline(never)
func switchChild(_ action: SampleAction) -> Int? {
  switch action {
  case let .child(value): value
  default: nil
  }
}

@inline(never)
func switchItem(_ action: SampleAction) -> (id: Int, action: Int)? {
  switch action {
  case let .item(id, action): (id, action)
  default: nil
  }
}

@inline(never)
func switchReset(_ action: SampleAction) -> Void? {
  switch action {
  case .reset: ()
  default: nil
  }
}

/// The case-path floor: the same extraction as a `switch` in a function the optimizer may not
/// inline, called directly on each of ``sampleActions`` in turn.
func switchFloor(_ shape: PayloadShape) -> Benchmark.Setup {
  {
    let inputs = opaque(sampleActions)
    return { n in
      var sum = 0
      switch shape {
      case .child:
        for index in 0..<n { sum &+= switchChild(inputs[index & 7]) ?? 0 }
      case .item:
        for index in 0..<n { sum &+= switchItem(inputs[index & 7]).map(checksum) ?? 0 }
      case .reset:
        for index in 0..<n where switchReset(inputs[index & 7]) != nil { sum &+= 1 }
      }
      blackHole(sum)
    }
  }
}

/// Which of the `switch` functions a floor calls.
enum PayloadShape {
  case child, item, reset
}

func checksum(_ item: (id: Int, action: Int)) -> Int { item.id &+ item.action }

/// The step a ``SteppingCounter`` adds, read as a dependency.
enum BenchmarkStepKey: DependencyKey {
  static let liveValue = 1
}

extension DependencyValues {
  /// The step of ``SteppingCounter``.
  var benchmarkStep: Int {
    get { self[BenchmarkStepKey.self] }
    set { self[BenchmarkStepKey.self] = newValue }
  }
}

/// A counter whose count is shared, for `shared.send`.
struct SharedCounterState: Equatable {
  @Shared var count: Int
}

struct SharedCountingReducer: Reducer {
  func reduce(into state: inout SharedCounterState, action: Counter.Action) -> Effect<
    Counter.Action
  > {
    state.count &+= 1
    return .none
  }
}

/// A thousand shared rows, for `shared.send.array1000`.
struct SharedRowsState: Equatable {
  @Shared var rows: [Int]
}

struct SharedRowsReducer: Reducer {
  func reduce(into state: inout SharedRowsState, action: Counter.Action) -> Effect<Counter.Action> {
    state.rows[0] &+= 1
    return .none
  }
}

/// A counter of a fixed step, for `dependency.store`: `SteppingCounter` without its read. Not
/// `Counter` itself, nor code the same as its: the linker would make one of the two reducer
/// closures a jump to the other, which adds instructions to `store.send`.
struct UnsteppedCounter: Reducer {
  func reduce(into state: inout Counter.State, action: Counter.Action) -> Effect<Counter.Action> {
    state.count &+= 2
    return .none
  }
}

/// A counter whose step is a dependency, for `dependency.read`.
struct SteppingCounter: Reducer {
  @Dependency(\.benchmarkStep) var step

  func reduce(into state: inout Counter.State, action: Counter.Action) -> Effect<Counter.Action> {
    state.count &+= step
    return .none
  }
}
