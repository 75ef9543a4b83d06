import ReducerExplorer
import Testing

/// A list whose rows run under `forEach`: starring a row counts a favourite in the list. With
/// `countsTwice`, the list counts each tap instead of the starred rows, so that starring a row
/// already starred counts it again: a defect only a row's own action reaches.
struct StarredListFlow: RoutingReducer {
  var countsTwice = false

  struct Row: Reducer {
    struct State: Equatable, Identifiable {
      var id: Int
      var isStarred = false
    }
    enum Action: Equatable { case starTapped, unstarTapped }
    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      state.isStarred = action == .starTapped
      return .none
    }
  }

  struct List: Reducer {
    var countsTwice: Bool
    struct State: Equatable {
      var rows: IdentifiedArrayOf<Row.State> = [.init(id: 1), .init(id: 2), .init(id: 3)]
      var favorites = 0
    }
    enum Action: Equatable { case row(id: Int, action: Row.Action) }
    var body: some ReducerOf<Self> {
      Reduce { state, action in
        // Runs after the row (`forEach` runs the element first).
        guard case let .row(_, rowAction) = action else { return .none }
        if countsTwice {
          state.favorites += rowAction == .starTapped ? 1 : -1
        } else {
          state.favorites = state.rows.filter(\.isStarred).count
        }
        return .none
      }
      .forEach(\.rows, action: /Action.row) { Row() }
    }
  }

  enum Route: Routing, Equatable {
    case about(Swatch.State)
    enum Action: Equatable { case about(Swatch.Action) }
    var id: String { "about" }
  }
  struct State: RoutingState, Equatable {
    var navigation: Route.NavigationState = .init()
    var root = List.State()
  }
  enum Action: RoutingAction, Equatable {
    case navigation(Route.NavigationAction)
    case route(Route.ID, Route.Action)
    case modalRoute(Route.Action)
    case root(List.Action)
  }
  var rootBody: some RootReducer<Self> { List(countsTwice: countsTwice) }
  var routeBody: some RouteReducer<Self> {
    Scope(state: /Route.about, action: /Route.Action.about) { Swatch() }
  }
}

@Suite struct ForEachExplorerTests {
  static func explorer(countsTwice: Bool) -> NavigationExplorer<StarredListFlow> {
    var explorer = NavigationExplorer(initialState: StarredListFlow.State()) {
      StarredListFlow(countsTwice: countsTwice)
    }
    explorer.actions(for: StarredListFlow.Row.self) { row in
      row.isStarred ? [.starTapped, .unstarTapped] : [.starTapped]
    }
    explorer.invariant("the favourites are the starred rows") { state in
      state.root.favorites == state.root.rows.filter(\.isStarred).count
    }
    return explorer
  }

  @Test func eachRowsActionsAreSentAsTheForEachEmbedsThem() async {
    let report = await Self.explorer(countsTwice: false).explore(runs: 20, steps: 12, seed: 3)
    #expect(report.failures.isEmpty, "\(report.failures.map(\.message))")
    #expect(report.stepsTaken > 0)
  }

  @Test func aDefectOnlyARowsActionReachesIsFoundAndShrunk() async throws {
    let report = await Self.explorer(countsTwice: true).explore(runs: 20, steps: 12, seed: 3)
    let failure = try #require(report.failures.first)
    #expect(report.failures.count == 1)
    #expect(failure.check.contains("the favourites are the starred rows"))
    // Shrunk to starring one row twice, each step a row's own action.
    #expect(failure.steps.count == 2, "\(failure.steps)")
    #expect(failure.steps.allSatisfy { $0.contains("starTapped") }, "\(failure.steps)")
    #expect(failure.testSource.contains(".root(.row(id: "), "\(failure.testSource)")
  }
}
