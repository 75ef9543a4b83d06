import ReducerRouting
import Testing

// The flow from the routing issue, written exactly as a user would, compiled unchanged.

struct ColorList: Reducer {
  struct State: Equatable { var colors = ["red", "green"] }
  enum Action: Equatable { case colorTapped(String), infoTapped }
  func reduce(into state: inout State, action: Action) -> Effect<Action> { .none }
}

struct ColorDetail: Reducer {
  struct State: Equatable {
    var name: String
    var ticks = 0
  }
  enum Action: Equatable { case closeTapped, startTimer, tick, closeSelf }
  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .closeTapped: return .none
    case .startTimer:
      return .run { send in
        while !Task.isCancelled {
          try await Task.sleep(for: .milliseconds(5))
          await send(.tick)
        }
      }
    case .tick:
      state.ticks += 1
      return .none
    case .closeSelf:
      return .dismissSelf()
    }
  }
}

struct Info: Reducer {
  struct State: Equatable {}
  enum Action: Equatable { case closeTapped }
  func reduce(into state: inout State, action: Action) -> Effect<Action> { .none }
}

struct ColorFlow: RoutingReducer {
  enum Route: Routing, Equatable {
    case color(ColorDetail.State)
    case info(Info.State)
    enum Action: Equatable { case color(ColorDetail.Action), info(Info.Action) }
    var id: String {
      switch self { case let .color(s): "color-\(s.name)"; case .info: "info" }
    }
  }
  struct State: RoutingState, Equatable {
    var navigation: Route.NavigationState = .init()
    var root: ColorList.State
  }
  enum Action: RoutingAction {
    case navigation(Route.NavigationAction)
    case route(Route.ID, Route.Action)
    case modalRoute(Route.Action)
    case root(ColorList.Action)
  }
  var rootBody: some RootReducer<Self> { ColorList() }
  var routeBody: some RouteReducer<Self> {
    Scope(state: /Route.color, action: /Route.Action.color) { ColorDetail() }
    Scope(state: /Route.info, action: /Route.Action.info) { Info() }
  }
  func navigation(for action: Action) -> Route.NavigationAction? {
    switch action {
    case let .root(.colorTapped(name)): .push(.color(.init(name: name)))
    case .root(.infoTapped): .present(.info(.init()), style: .sheet)
    case .route(_, .color(.closeTapped)): .pop
    case .modalRoute(.info(.closeTapped)): .dismiss
    default: nil
    }
  }
}

@MainActor
@Test func seedSnippetRuns() async throws {
  let store = Store(initialState: ColorFlow.State(root: .init())) { ColorFlow() }
  store.send(.root(.colorTapped("red")))
  #expect(store.state.navigation.stack.ids == ["color-red"])
  store.send(.root(.infoTapped))
  #expect(store.state.navigation.modal == .info(.init()))
  #expect(store.state.navigation.modalStyle == .sheet)
  store.send(.modalRoute(.info(.closeTapped)))
  #expect(store.state.navigation.modal == nil)
  let timer = store.send(.route("color-red", .color(.startTimer)))
  // Wait for the first tick, bounded: a fixed sleep is flaky when the main actor is busy.
  _ = await eventually {
    guard case let .color(detail)? = store.state.navigation.stack.last else { return true }
    return detail.ticks > 0
  }
  guard case let .color(detail)? = store.state.navigation.stack.last else {
    Issue.record("expected the color route on top")
    return
  }
  #expect(detail.ticks > 0)
  store.send(.route("color-red", .color(.closeTapped)))
  #expect(store.state.navigation.stack.isEmpty)
  await timer.finish()
  #expect(!timer.isRunning)
  #expect("\(store.state.navigation)" == "(root only)")
}
