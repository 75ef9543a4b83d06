@testable import ReducerRouting
import Testing

// Which flow a `.forward` reaches is read from the flows reducing when the screen's effect is
// embedded (`FlowNesting`): the outermost flow of the route type, whether the nested flow is
// on the stack or the modal, whether the step is returned or sent later by an effect, and on
// whichever thread the store runs.

// MARK: - Fixtures

/// A relay screen: opens relays on the outermost relay flow, at once or from an effect.
struct Relay: Reducer {
  struct State: Hashable, Sendable { var name: String }
  enum Action: Equatable, Sendable { case open(String), openLater(String) }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case let .open(name):
      return .forward(.push(RelayFlow.Route.relay(.init(name: state.name + "/" + name))))
    case let .openLater(name):
      let path = state.name + "/" + name
      return .run { send in
        await send.forward(RelayFlow.Route.NavigationAction.push(.relay(.init(name: path))))
      }
    }
  }
}

/// A flow of relays, whose routes can be whole relay flows.
struct RelayFlow: RoutingReducer {
  enum Route: Routing, Hashable, Sendable {
    case relay(Relay.State)
    indirect case nested(RelayFlow.State)
    enum Action: Equatable, Sendable {
      case relay(Relay.Action)
      indirect case nested(RelayFlow.Action)
    }
    var id: String {
      switch self {
      case let .relay(state): state.name
      case let .nested(state): "nested:" + state.root.name
      }
    }
  }
  struct State: RoutingState, Hashable, Sendable {
    var navigation: Route.NavigationState = .init()
    var root = Relay.State(name: "")
  }
  enum Action: RoutingAction, Equatable, Sendable {
    case navigation(Route.NavigationAction)
    case route(Route.ID, Route.Action)
    case modalRoute(Route.Action)
    case root(Relay.Action)
  }

  var rootBody: some RootReducer<Self> { Relay() }
  var routeBody: some RouteReducer<Self> {
    Scope(state: /Route.relay, action: /Route.Action.relay) { Relay() }
    Scope(state: /Route.nested, action: /Route.Action.nested) { RelayFlow() }
  }
}

/// A relay flow showing a nested relay flow (root `/a`) as its modal.
private func relaysWithNestedModal() -> RelayFlow.State {
  var outer = RelayFlow.State()
  outer.navigation.present(.nested(RelayFlow.State(root: .init(name: "/a"))))
  return outer
}

/// A relay flow with a nested relay flow (root `/a`) on its stack.
private func relaysWithNestedStack() -> RelayFlow.State {
  var outer = RelayFlow.State()
  outer.navigation.push(.nested(RelayFlow.State(root: .init(name: "/a"))))
  return outer
}

// MARK: - Tests

@MainActor
@Test func aForwardFromAFlowShownAsTheModalReachesTheOutermostFlow() async {
  let store = Store(initialState: relaysWithNestedModal()) { RelayFlow() }
  let issues = await withDiagnostics {
    store.send(.modalRoute(.nested(.root(.open("b")))))
  }
  #expect(kinds(issues).isEmpty)
  #expect(store.state.navigation.stack.ids == ["/a/b"])
  guard case let .nested(nested)? = store.state.navigation.modal else {
    Issue.record("the nested flow is gone")
    return
  }
  #expect(nested.navigation.isAtRoot, "the nested flow did not navigate")
}

@MainActor
@Test func aForwardSentLaterByAnEffectReachesTheOutermostFlow() async {
  let store = Store(initialState: relaysWithNestedStack()) { RelayFlow() }
  let issues = await withDiagnostics {
    let task = store.send(.route("nested:/a", .nested(.root(.openLater("c")))))
    #expect(await finishes(task))
  }
  #expect(kinds(issues).isEmpty)
  #expect(store.state.navigation.stack.ids == ["nested:/a", "/a/c"])
  guard case let .nested(nested)? = store.state.navigation.stack[id: "nested:/a"] else {
    Issue.record("the nested flow is gone")
    return
  }
  #expect(nested.navigation.isAtRoot, "the nested flow did not navigate")
}

@MainActor
@Test func aNestedFlowRunAloneIsTheOutermostOfItsRouteType() async {
  // The same reducer as the nested one above, in a store of its own: nothing runs it.
  let store = Store(initialState: RelayFlow.State(root: .init(name: "/a"))) { RelayFlow() }
  let issues = await withDiagnostics {
    store.send(.root(.open("d")))
  }
  #expect(kinds(issues).isEmpty)
  #expect(store.state.navigation.stack.ids == ["/a/d"])
}

@MainActor
@Test func noFlowIsLeftReducingOnTheThreadAfterASend() {
  let store = Store(initialState: relaysWithNestedStack()) { RelayFlow() }
  store.send(.route("nested:/a", .nested(.root(.open("e")))))
  #expect(store.state.navigation.stack.ids == ["nested:/a", "/a/e"])
  #expect(!FlowNesting.isInsideRoutes(of: ObjectIdentifier(RelayFlow.Route.self)))
}

@Test func flowsReducingOnOtherThreadsDoNotCount() async {
  // The reducers run on many threads at once, outside any store: each nested flow forwards
  // to the outermost flow of its own reduce, and none sees another thread's flows.
  let results = await withTaskGroup(of: [String].self) { group in
    for index in 0..<16 {
      group.addTask {
        await Task.detached {
          var ids: [String] = []
          for step in 0..<200 {
            if index.isMultiple(of: 2) {
              var state = relaysWithNestedStack()
              _ = RelayFlow().reduce(
                into: &state, action: .route("nested:/a", .nested(.root(.open("t\(step)")))))
              ids = state.navigation.stack.ids
            } else {
              var state = RelayFlow.State(root: .init(name: "/z"))
              _ = RelayFlow().reduce(into: &state, action: .root(.open("u\(step)")))
              ids = state.navigation.stack.ids
            }
          }
          return ids
        }.value
      }
    }
    var all: [[String]] = []
    for await ids in group { all.append(ids) }
    return all
  }
  #expect(results.count == 16)
  #expect(results.filter { $0 == ["nested:/a", "/a/t199"] }.count == 8, "\(results)")
  #expect(results.filter { $0 == ["/z/u199"] }.count == 8, "\(results)")
}
