import ReducerRouting
import Testing

// An action a child ignored (and reported) does not make a flow above it navigate: a late
// action of a nested flow's route that is gone, or one for a case the route is not in, cannot
// pop the user's stack through the parent's `navigation(for:)`.

/// A flow whose parent pops to its root on any action of the routes of its nested `ListFlow`:
/// a "finish" step of a checkout, in an app.
struct FinishingFlow: RoutingReducer {
  enum Route: Routing, Hashable, Sendable {
    case list(ListFlow.State)
    case note(Ticker.State)
    enum Action: Equatable, Sendable {
      case list(ListFlow.Action)
      case note(Ticker.Action)
    }
    var id: String {
      switch self {
      case .list: "list"
      case let .note(state): "note-\(state.name)"
      }
    }
  }
  struct State: RoutingState, Hashable, Sendable {
    var navigation: Route.NavigationState = .init()
    var root = Home.State(name: "finishing")
  }
  enum Action: RoutingAction, Equatable, Sendable {
    case navigation(Route.NavigationAction)
    case route(Route.ID, Route.Action)
    case modalRoute(Route.Action)
    case root(Home.Action)
  }

  var rootBody: some RootReducer<Self> { Home() }
  var routeBody: some RouteReducer<Self> {
    Scope(state: /Route.list, action: /Route.Action.list) { ListFlow() }
    Scope(state: /Route.note, action: /Route.Action.note) { Ticker() }
  }

  func navigation(for action: Action) -> Route.NavigationAction? {
    if case .route? = action.pullback(/Route.Action.list) { return .popToRoot }
    return nil
  }
}

@MainActor
@Suite struct IgnoredActionTests {
  func shown() -> FinishingFlow.State {
    var list = ListFlow.State()
    list.navigation.push(.filter(.init(name: "filter")))
    var state = FinishingFlow.State()
    state.navigation.push(.list(list))
    state.navigation.push(.note(.init(name: "a")))
    return state
  }

  @Test func anActionForANestedRouteThatIsGoneDoesNotNavigateTheParent() {
    let store = Store(initialState: shown()) { FinishingFlow() }
    let before = store.state
    let reported = diagnostics {
      store.send(.route("list", .list(.route("gone", .filter(.tick)))))
    }
    #expect(kinds(reported) == ["flow.missingRoute"])
    #expect(store.state == before)
  }

  @Test func anActionForACaseTheRouteIsNotInDoesNotNavigate() {
    let store = Store(initialState: shown()) { FinishingFlow() }
    let before = store.state
    let reported = diagnostics {
      store.send(.route("note-a", .list(.route("filter", .filter(.tick)))))
    }
    #expect(kinds(reported) == ["scope.wrongCase"])
    #expect(store.state == before)
  }

  @Test func anActionTheNestedRouteTookStillNavigates() {
    let store = Store(initialState: shown()) { FinishingFlow() }
    store.send(.route("list", .list(.route("filter", .filter(.tick)))))
    #expect(store.state.navigation.stack.isEmpty)
  }

  @Test func theNoticeIsNotReportedWhenNoFlowTakesIt() {
    // A flow's own late route action: reported once, and the notice is dropped by the store.
    let store = Store(initialState: shown()) { FinishingFlow() }
    let reported = diagnostics { store.send(.route("gone", .note(.tick))) }
    #expect(kinds(reported) == ["flow.missingRoute"])
  }
}

@Suite struct DeepLinkErrorWordingTests {
  @Test func aLinkThatEndsWhereALevelNeedsASegmentSaysSo() {
    let ended = DeepLinkError(.unknownSegment(expected: ["shop", "profile"]), flow: "MainTabs.State")
    #expect(
      ended.description
        == "The deep link ends where 'MainTabs.State' needs a segment. It accepts shop, profile "
        + "there. Add one of them to the link, or open the level without a link.")
    let named = DeepLinkError(
      .unknownSegment(expected: ["shop"]), segmentIndex: 0, segment: "shp", flow: "MainTabs.State")
    #expect(named.description.hasPrefix("The deep link's segment 0 ('shp') names no route of 'MainTabs.State'."))
  }
}
