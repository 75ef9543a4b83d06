import ReducerExplorer
import Testing

/// The explorer remembers where each move led, to skip reading a state it met again; a move
/// that leads elsewhere than it did before (the effects in flight made the difference) is
/// still read as it is.
@MainActor
@Suite struct ExplorerMemoTests {
  /// A home screen whose `arm` starts an effect that ticks a second later, and changes no
  /// state; the second tick shows the prize. So letting time pass on the same first state
  /// shows the prize after two `arm`s and nothing after one, and the prize's button is offered
  /// only after two.
  struct PrizeFlow: RoutingReducer {
    @Dependency(\.continuousClock) var clock

    struct Home: Reducer {
      struct State: Equatable { var ticks = 0 }
      enum Action: Equatable { case arm, tick }
      @Dependency(\.continuousClock) var clock

      func reduce(into state: inout State, action: Action) -> Effect<Action> {
        switch action {
        case .arm:
          return .run { [clock] send in
            try await clock.sleep(for: .seconds(1))
            await send(.tick)
          }
        case .tick:
          state.ticks += 1
          return .none
        }
      }
    }
    struct Prize: Reducer {
      struct State: Equatable { var isClaimed = false }
      enum Action: Equatable, CaseIterable { case claimTapped }
      func reduce(into state: inout State, action: Action) -> Effect<Action> {
        state.isClaimed = true
        return .none
      }
    }
    enum Route: Routing, Equatable {
      case prize(Prize.State)
      enum Action: Equatable { case prize(Prize.Action) }
      var id: String { "prize" }
    }
    struct State: RoutingState, Equatable {
      var navigation: Route.NavigationState = .init()
      var root = Home.State()
      var isPrizeClaimed: Bool {
        guard case let .prize(prize)? = navigation.stack.last else { return false }
        return prize.isClaimed
      }
    }
    enum Action: RoutingAction, Equatable {
      case navigation(Route.NavigationAction)
      case route(Route.ID, Route.Action)
      case modalRoute(Route.Action)
      case root(Home.Action)
    }
    var rootBody: some RootReducer<Self> { Home() }
    var routeBody: some RouteReducer<Self> {
      Scope(state: /Route.prize, action: /Route.Action.prize) { Prize() }
    }
    func navigation(for action: Action, in state: State) -> Route.NavigationAction? {
      if case .root(.tick) = action, state.root.ticks == 2, state.navigation.isAtRoot {
        return .push(.prize(.init()))
      }
      return nil
    }
  }

  @Test func aMoveThatLeadsElsewhereThanBeforeIsSeen() async {
    var explorer = NavigationExplorer(initialState: PrizeFlow.State()) { PrizeFlow() }
    explorer.actions(for: PrizeFlow.Home.self) { _ in [.arm] }
    explorer.invariant("the prize is never claimed") { !$0.isPrizeClaimed }
    let report = await explorer.explore(runs: 40, steps: 4, seed: 3)
    // Found only if the explorer read the state after the second run's wait, which it first
    // met, from the same state and move, after one `arm`.
    #expect(report.failures.map(\.check) == ["invariant \"the prize is never claimed\""])
    #expect(
      report.failures.first?.steps == [
        ".root(.arm)", ".root(.arm)", "clock.advance(by: .seconds(1))",
        ".route(\"prize\", .prize(.claimTapped))",
      ])
  }
}
