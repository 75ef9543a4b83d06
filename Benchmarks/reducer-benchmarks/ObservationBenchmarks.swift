import Observation
import ReducerRouting

/// What observing a store costs a send (issues 21 and 45): a field read through the store that
/// the action does not change, row stores and route stores of which one changes, and the memory
/// an observed row store takes.
@MainActor
var observationBenchmarks: [Benchmark] {
  [
    // A view reads `name`; each send changes `count` only: the store compares `name` after each
    // action and tells nobody.
    Benchmark("observed.send", floor: rawDispatchFloor) {
      let store = Store(initialState: ObservedProfile.State()) { ObservedProfile() }
      withObservationTracking {
        _ = store.name
      } onChange: {
      }
      let action = opaque(ObservedProfile.Action.visit)
      return { n in
        for _ in 0..<n { store.send(action) }
        blackHole(store.state.visits)
      }
    },
    // A list of row stores, each read by its view; each send changes one row. Only that row's
    // store is told (issue 45): the cost should not grow with the rows.
    Benchmark("observed.rows10") { observedRows(count: 10) },
    Benchmark("observed.rows1000", floor: { observedRows(count: 10) }) {
      observedRows(count: 1_000)
    },
    Benchmark("observed.rows10000", floor: { observedRows(count: 10) }) {
      observedRows(count: 10_000)
    },
    // A stack of routes, each route's screen read by its view through the route's store; each
    // send changes the screen of the route in the middle.
    Benchmark("observed.routes10") { observedRoutes(count: 10) },
    Benchmark("observed.routes1000", floor: { observedRoutes(count: 10) }) {
      observedRoutes(count: 1_000)
    },
    Benchmark(bytes: "memory.observed.row.bytes") { bytesPerObservedRow(count: 20_000) },
  ]
}

/// Row stores for `count` rows, each observed as a view observes it (its title); each send
/// changes the row in the middle.
@MainActor
func observedRows(count: Int) -> Benchmark.Workload {
  var state = ObservedProfile.State()
  for id in 0..<count { state.rows.append(ObservedRow.State(id: id)) }
  let store = Store(initialState: state) { ObservedProfile() }
  let rows = store.scope(state: \.rows, action: /ObservedProfile.Action.row)
  for row in rows { observeAgainOnChange(row) }
  let action = opaque(ObservedProfile.Action.row((count / 2, .retitle)))
  return { n in
    for _ in 0..<n { store.send(action) }
    blackHole(rows.count)
  }
}

/// Reads the row's title as a view's body does, and reads it again on each change, as SwiftUI
/// renders the view again.
@MainActor
func observeAgainOnChange(_ row: Store<ObservedRow.State, ObservedRow.Action>) {
  withObservationTracking {
    _ = row.title
  } onChange: {
    MainActor.assumeIsolated { observeAgainOnChange(row) }
  }
}

/// A stack of `count` routes, each route's screen store observed as its view observes it (the
/// screen's count); each send changes the screen of the route in the middle.
@MainActor
func observedRoutes(count: Int) -> Benchmark.Workload {
  let routes = (0..<count).map { BenchFlow.Route.screen(.init(id: $0)) }
  let store = Store(initialState: BenchFlow.State(navigation: .init(stack: routes))) {
    BenchFlow()
  }
  let screens = store.routeStores().compactMap { route in
    route.scope(state: /BenchFlow.Route.screen, action: /BenchFlow.Route.Action.screen)
  }
  for screen in screens { observeScreenAgainOnChange(screen) }
  let action = opaque(BenchFlow.Action.route(count / 2, .screen(.increment)))
  return { n in
    for _ in 0..<n { store.send(action) }
    blackHole(screens.count)
  }
}

@MainActor
func observeScreenAgainOnChange(_ screen: Store<Screen.State, Screen.Action>) {
  withObservationTracking {
    _ = screen.count
  } onChange: {
    MainActor.assumeIsolated { observeScreenAgainOnChange(screen) }
  }
}

/// Holds on to the row stores measured.
@MainActor var heldRowStores: [Any] = []

/// The growth of the resident set size per row store while `count` row stores are made and
/// each is observed by a view (its title), then a send changes one row.
@MainActor
func bytesPerObservedRow(count: Int) -> Double {
  var state = ObservedProfile.State()
  for id in 0..<count { state.rows.append(ObservedRow.State(id: id)) }
  let store = Store(initialState: state) { ObservedProfile() }
  guard let before = residentBytes() else { return 0 }
  let rows = store.scope(state: \.rows, action: /ObservedProfile.Action.row)
  for row in rows { observeAgainOnChange(row) }
  store.send(.row((0, .retitle)))
  guard let after = residentBytes() else { return 0 }
  heldRowStores.append((store, rows))
  return (after - before) / Double(count)
}

/// A profile with a name a view shows, a visit count the actions change, and rows.
struct ObservedProfile: Reducer {
  struct State: Equatable {
    var name = "Ada"
    var visits = 0
    var rows: IdentifiedArrayOf<ObservedRow.State> = []
  }
  enum Action {
    case visit
    case row((Int, ObservedRow.Action))
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      if case .visit = action { state.visits &+= 1 }
      return .none
    }
    .forEach(\.rows, action: /Action.row) { ObservedRow() }
  }
}

/// A row whose title changes.
struct ObservedRow: Reducer {
  struct State: Equatable, Identifiable {
    var id: Int
    var title = 0
  }
  enum Action { case retitle }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    state.title &+= 1
    return .none
  }
}
