// Inside a flow's `State`, which conforms to `RoutingState`, the name `Route` is
// `RoutingState.Route`, which Swift infers from the type of `var navigation`. A `navigation`
// whose type Swift must infer from `Route.NavigationState()` asks for that type while
// inferring it. `RoutingState.Route` is public API, so
// Sources/ReducerCore/Documentation.docc/Diagnostics.md ("Compiler messages") shows the
// message and the fix, and this file pins the message (FlowStateNestedRoot.swift, the fixes).
//
// Type-checked by Tests/ReducerRoutingTests/CompilerMessagesTests.swift with `swiftc -typecheck
// -verify` against the built modules: the comments that end a line say the compiler's messages
// on that line, and no other error may appear in this file. Swift reports one such recursion
// per compilation, hence a file for each. If Swift one day accepts the flow, the check fails:
// update that section of Diagnostics.md and this file.

import ReducerRouting

struct Detail: Reducer {
  struct State: Equatable { var name = "" }
  enum Action: Equatable { case close }
  func reduce(into state: inout State, action: Action) -> Effect<Action> { .none }
}

struct Home: Reducer {
  struct State: Equatable { var count = 0 }
  enum Action: Equatable { case tap }
  func reduce(into state: inout State, action: Action) -> Effect<Action> { .none }
}

// The navigation's type inferred from `Route.NavigationState()`.
struct InferredNavigation: RoutingReducer {  // expected-error {{type 'InferredNavigation' does not conform to protocol 'RoutingReducer'}} expected-note {{add stubs for conformance}}
  enum Route: Routing, Equatable {
    case detail(Detail.State)
    enum Action: Equatable { case detail(Detail.Action) }
    var id: String { "detail" }
  }

  struct State: RoutingState {  // expected-error {{type 'InferredNavigation.State' does not conform to protocol 'RoutingState'}} expected-note {{add stubs for conformance}}
    var navigation = Route.NavigationState()  // expected-error {{unsupported recursion for reference to type alias 'Route' of type 'InferredNavigation.State'}}
    var root = Home.State()
  }

  enum Action: RoutingAction {
    case navigation(Route.NavigationAction)
    case route(Route.ID, Route.Action)
    case modalRoute(Route.Action)
    case root(Home.Action)
  }

  var rootBody: some RootReducer<Self> { Home() }
  var routeBody: some RouteReducer<Self> {
    Scope(state: /Route.detail, action: /Route.Action.detail) { Detail() }
  }
}
