import ReducerRouting
import XCTest

// The route action whose library path `Tests/Scripts/trace-route-action.sh` counts (issue 29):
// a tap on a pushed screen whose reducer returns `.run` and whose flow pops the screen on it.
// An XCTest case, so that the script can run this one test by name under callgrind, with the
// collection switched on inside `sendTracedRouteAction` only.

final class RouteActionTraceTests: XCTestCase {
  /// The action pops its route, and the effect the route started in it ends in the same send.
  func testARouteActionThatPopsItsRouteEndsTheEffectItStarted() {
    let cancellations = EventLog<String>()
    var reports: [Diagnostic] = []
    MainActor.assumeIsolated {
      let store = Store(initialState: TraceFlow.State()) { TraceFlow(cancellations: cancellations) }
      reports = diagnostics {
        // A first tap on a first route: every lazy reducer is built and every case path has
        // learned its case, so that the traced send runs the steady path.
        store.send(.navigation(.push(.screen(.init(name: "a")))))
        store.send(.route("a", .screen(.tapped(1))))
        store.send(.navigation(.push(.screen(.init(name: "b")))))
        store.send(.navigation(.push(.screen(.init(name: "c")))))
        sendTracedRouteAction(store, id: "c")
      }
      XCTAssertEqual(store.state.navigation.stack.ids, ["b"])
    }
    XCTAssertEqual(reports.map(\.kind), [])
    // Both popped routes' effects are cancelled, each once.
    let deadline = Date().addingTimeInterval(60)
    while cancellations.values.count < 2, Date() < deadline {
      RunLoop.main.run(until: Date().addingTimeInterval(0.001))
    }
    XCTAssertEqual(cancellations.values.sorted(), ["a", "c"])
  }
}

/// The traced send: `Tests/Scripts/trace-route-action.sh` collects inside this function only.
@MainActor
@inline(never)
func sendTracedRouteAction(_ store: StoreOf<TraceFlow>, id: String) {
  store.send(.route(id, .screen(.tapped(2))))
}

struct TraceFlow: RoutingReducer {
  enum Route: Routing, Equatable {
    case screen(TraceScreen.State)

    enum Action: Equatable { case screen(TraceScreen.Action) }

    var id: String {
      switch self {
      case let .screen(screen): screen.name
      }
    }
  }

  struct State: RoutingState, Equatable {
    var navigation: Route.NavigationState = .init()
    var root = TraceScreen.State(name: "root")
  }

  enum Action: RoutingAction, Equatable {
    case navigation(Route.NavigationAction)
    case route(Route.ID, Route.Action)
    case modalRoute(Route.Action)
    case root(TraceScreen.Action)
  }

  let cancellations: EventLog<String>

  var rootBody: some RootReducer<Self> { TraceScreen(cancellations: cancellations) }

  var routeBody: some RouteReducer<Self> {
    Scope(state: /Route.screen, action: /Route.Action.screen) {
      TraceScreen(cancellations: cancellations)
    }
  }

  func navigation(for action: Action) -> Route.NavigationAction? {
    switch action {
    case .route(_, .screen(.tapped)): .pop
    default: nil
    }
  }
}

/// A screen whose tap starts an effect that waits until it is cancelled.
struct TraceScreen: Reducer {
  struct State: Equatable {
    var name: String
    var taps = 0
  }

  enum Action: Equatable { case tapped(Int) }

  let cancellations: EventLog<String>

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case let .tapped(count):
      state.taps = count
      let name = state.name
      return .run { [cancellations] _ in
        await withTaskCancellationHandler {
          try? await Task.sleep(for: .seconds(3600))
        } onCancel: {
          cancellations.append(name)
        }
      }
    }
  }
}
