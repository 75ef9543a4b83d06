@testable import ReducerRouting
import Testing

// Which flow a `.forward` reaches is read from the flows reducing when the screen's effect is
// embedded (`FlowNesting`): the outermost flow of the route type, whether the nested flow is
// on the stack or the modal, whether the step is returned or sent later by an effect, and on
// whichever thread the reducers run.

// MARK: - Fixtures (`BrowserFlow` and `Folder`: PullbackTests.swift)

/// A browser showing a nested browser (root `/a`) as its modal.
private func browserWithNestedModal() -> BrowserFlow.State {
  var outer = BrowserFlow.State()
  outer.navigation.present(.nested(BrowserFlow.State(root: .init(path: "/a"))))
  return outer
}

/// A browser with a nested browser (root `/a`) on its stack.
private func browserWithNestedStack() -> BrowserFlow.State {
  var outer = BrowserFlow.State()
  outer.navigation.push(.nested(BrowserFlow.State(root: .init(path: "/a"))))
  return outer
}

// MARK: - Tests

@MainActor
@Test func aForwardFromAFlowShownAsTheModalReachesTheOutermostFlow() async {
  let store = Store(initialState: browserWithNestedModal()) { BrowserFlow() }
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
  let store = Store(initialState: browserWithNestedStack()) { BrowserFlow() }
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
  let store = Store(initialState: BrowserFlow.State(root: .init(path: "/a"))) { BrowserFlow() }
  let issues = await withDiagnostics {
    store.send(.root(.open("d")))
  }
  #expect(kinds(issues).isEmpty)
  #expect(store.state.navigation.stack.ids == ["/a/d"])
}

@MainActor
@Test func noFlowIsLeftReducingOnTheThreadAfterASend() {
  let store = Store(initialState: browserWithNestedStack()) { BrowserFlow() }
  store.send(.route("nested:/a", .nested(.root(.open("e")))))
  #expect(store.state.navigation.stack.ids == ["nested:/a", "/a/e"])
  #expect(!FlowNesting.isInsideRoutes(of: ObjectIdentifier(BrowserFlow.Route.self)))
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
              var state = browserWithNestedStack()
              _ = BrowserFlow().reduce(
                into: &state, action: .route("nested:/a", .nested(.root(.open("t\(step)")))))
              ids = state.navigation.stack.ids
            } else {
              var state = BrowserFlow.State(root: .init(path: "/z"))
              _ = BrowserFlow().reduce(into: &state, action: .root(.open("u\(step)")))
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

/// A flow of browser routes whose root screen is a whole browser: a flow of the same route
/// type in its root screen, not in its routes.
struct BrowserShell: RoutingReducer {
  typealias Route = BrowserFlow.Route
  struct State: RoutingState, Hashable, Sendable {
    var navigation: Route.NavigationState = .init()
    var root = BrowserFlow.State(root: .init(path: "/inner"))
  }
  enum Action: RoutingAction, Equatable, Sendable {
    case navigation(Route.NavigationAction)
    case route(Route.ID, Route.Action)
    case modalRoute(Route.Action)
    case root(BrowserFlow.Action)
  }

  var rootBody: some RootReducer<Self> { BrowserFlow() }
  var routeBody: some RouteReducer<Self> {
    Scope(state: /Route.folder, action: /Route.Action.folder) { Folder() }
    Scope(state: /Route.nested, action: /Route.Action.nested) { BrowserFlow() }
  }
}

@MainActor
@Test func aFlowInTheRootScreenOfAFlowOfItsRouteTypeIsTheOutermost() async {
  // Only a flow's routes count as inside it (as when the flows were marked while built): a
  // forward from the browser shown as the root screen stops at that browser.
  let store = Store(initialState: BrowserShell.State()) { BrowserShell() }
  let issues = await withDiagnostics {
    store.send(.root(.root(.open("f"))))
  }
  #expect(kinds(issues).isEmpty)
  #expect(store.state.root.navigation.stack.ids == ["/inner/f"])
  #expect(store.state.navigation.isAtRoot)
}
