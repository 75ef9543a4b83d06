import Observation
import ReducerCore

/// What observing a store costs a send (issue 21): a field read through the store that the
/// action does not change, and a thousand row stores of which one row changes.
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
    // A list of 1,000 row stores, each read by its view; each send changes one row: every row
    // store looks up its row by id and compares the field its view read.
    Benchmark("observed.rows1000") {
      var state = ObservedProfile.State()
      for id in 0..<1_000 { state.rows.append(ObservedRow.State(id: id)) }
      let store = Store(initialState: state) { ObservedProfile() }
      let rows = store.scope(state: \.rows, action: /ObservedProfile.Action.row)
      for row in rows {
        withObservationTracking {
          _ = row.title
        } onChange: {
        }
      }
      let action = opaque(ObservedProfile.Action.row((500, .retitle)))
      return { n in
        for _ in 0..<n { store.send(action) }
        blackHole(rows.count)
      }
    },
  ]
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
