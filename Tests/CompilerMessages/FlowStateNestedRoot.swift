// Inside a flow's `State`, which conforms to `RoutingState`, the name `Root` is
// `RoutingState.Root`, the root screen's state, which Swift infers from the type of
// `var root`. With a screen reducer named `Root` in the flow, a `root` whose type Swift must
// infer from `Root.State()` asks for that type while inferring it. `RoutingState.Root` is
// public API, so Sources/ReducerCore/Documentation.docc/Diagnostics.md ("Compiler messages")
// shows the messages and the fixes, and this file pins both (FlowStateInferredNavigation.swift,
// the same with `Route`).
//
// Type-checked by Tests/ReducerRoutingTests/CompilerMessagesTests.swift with `swiftc -typecheck
// -verify` against the built modules: the comments that end a line say the compiler's messages
// on that line, and no other error may appear in this file. If Swift one day accepts one of the
// mistakes, the check fails: update that section of Diagnostics.md and this file.

import ReducerRouting

struct Detail: Reducer {
  struct State: Equatable { var name = "" }
  enum Action: Equatable { case close }
  func reduce(into state: inout State, action: Action) -> Effect<Action> { .none }
}

// MARK: - The mistake

// The root state's type inferred from `Root.State()`, `Root` being the root screen's reducer.
struct InferredRoot: RoutingReducer {  // expected-error {{type 'InferredRoot' does not conform to protocol 'RoutingReducer'}} expected-note {{add stubs for conformance}}
  enum Route: Routing, Equatable {
    case detail(Detail.State)
    enum Action: Equatable { case detail(Detail.Action) }
    var id: String { "detail" }
  }

  struct Root: Reducer {
    struct State: Equatable { var count = 0 }
    enum Action: Equatable { case tap }
    func reduce(into state: inout State, action: Action) -> Effect<Action> { .none }
  }

  struct State: RoutingState {  // expected-error {{type 'InferredRoot.State' does not conform to protocol 'RoutingState'}} expected-note {{add stubs for conformance}}
    var navigation: Route.NavigationState = .init()
    var root = Root.State()  // expected-error {{unsupported recursion for reference to type alias 'Root' of type 'InferredRoot.State'}}
  }

  enum Action: RoutingAction {
    case navigation(Route.NavigationAction)
    case route(Route.ID, Route.Action)
    case modalRoute(Route.Action)
    case root(Root.Action)
  }

  var rootBody: some RootReducer<Self> { Root() }
  var routeBody: some RouteReducer<Self> {
    Scope(state: /Route.detail, action: /Route.Action.detail) { Detail() }
  }
}

// MARK: - The fixes

// Fix 1: write the properties' types. In a type, `Root` is the flow's nested reducer; in an
// expression inside `State`, it is `RoutingState.Root`, the root state.
struct AnnotatedFlow: RoutingReducer {
  enum Route: Routing, Equatable {
    case detail(Detail.State)
    enum Action: Equatable { case detail(Detail.Action) }
    var id: String { "detail" }
  }

  struct Root: Reducer {
    struct State: Equatable { var count = 0 }
    enum Action: Equatable { case tap }
    func reduce(into state: inout State, action: Action) -> Effect<Action> { .none }
  }

  struct State: RoutingState, Equatable {
    var navigation: Route.NavigationState = .init()
    var root: Root.State = .init()

    mutating func reset() {
      root = Root()  // `Root` here is the root state, `AnnotatedFlow.Root.State`
    }

    mutating func resetWithTheReducersName() {
      root = Root.State()  // expected-error {{type 'AnnotatedFlow.State.Root' (aka 'AnnotatedFlow.Root.State') has no member 'State'}}
    }
  }

  enum Action: RoutingAction {
    case navigation(Route.NavigationAction)
    case route(Route.ID, Route.Action)
    case modalRoute(Route.Action)
    case root(Root.Action)
  }

  var rootBody: some RootReducer<Self> { Root() }
  var routeBody: some RouteReducer<Self> {
    Scope(state: /Route.detail, action: /Route.Action.detail) { Detail() }
  }
}

// Fix 2: name the nested types through the flow.
struct QualifiedFlow: RoutingReducer {
  enum Route: Routing, Equatable {
    case detail(Detail.State)
    enum Action: Equatable { case detail(Detail.Action) }
    var id: String { "detail" }
  }

  struct Root: Reducer {
    struct State: Equatable { var count = 0 }
    enum Action: Equatable { case tap }
    func reduce(into state: inout State, action: Action) -> Effect<Action> { .none }
  }

  struct State: RoutingState, Equatable {
    var navigation = QualifiedFlow.Route.NavigationState()
    var root = QualifiedFlow.Root.State()
  }

  enum Action: RoutingAction {
    case navigation(Route.NavigationAction)
    case route(Route.ID, Route.Action)
    case modalRoute(Route.Action)
    case root(Root.Action)
  }

  var rootBody: some RootReducer<Self> { Root() }
  var routeBody: some RouteReducer<Self> {
    Scope(state: /Route.detail, action: /Route.Action.detail) { Detail() }
  }
}

// The public spellings stay: `RoutingState.Root`, `RoutingState.RootState`, `rootBody`.
let rootStates: [Any.Type] = [
  AnnotatedFlow.State.Root.self, AnnotatedFlow.State.RootState.self, QualifiedFlow.State.Root.self,
]
let sameRootState: (AnnotatedFlow.State.RootState) -> AnnotatedFlow.Root.State = { $0 }
func rootBody(of flow: QualifiedFlow) -> some RootReducer<QualifiedFlow> { flow.rootBody }
