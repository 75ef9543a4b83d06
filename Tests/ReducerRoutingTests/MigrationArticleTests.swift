import Foundation
import ReducerRouting
import ReducerTesting
import Testing

// The examples of the DocC article "Migrating from RoutingReducer 0.x and TCA", compiled and run
// as written. The seed-style flow is kept in a namespace so its names do not clash with the
// SeedSample fixture, whose `Landing` screen it uses as its root.

enum MigrationArticle {
  struct First: ReducerProtocol {
      struct State: RoutedState {
          let id = UUID()
          @BindingState var firstText: String = ""
      }

      enum Action: BindableAction {
          case binding(BindingAction<State>)
          case popToLanding
      }

      var body: some ReducerProtocol<State, Action> {
          BindingReducer()
          EmptyReducer()
      }
  }

  struct LandingRouter: RoutingReducerProtocol {
      enum Route: Routing {
          case first(First.State)

          enum Action {
              case first(First.Action)
          }

          var id: UUID {
              switch self {
                  case .first(let state): return state.id
              }
          }
      }

      struct State: RoutingState {
          var navigation: Route.NavigationState = .init()
          var root: Landing.State
      }

      enum Action: RoutingAction {
          case navigation(Route.NavigationAction)
          case route(UUID, Route.Action)
          case modalRoute(Route.Action)
          case root(Landing.Action)
      }

      var rootBody: some RootReducer<Self> {
          Landing()
      }

      var routeBody: some RouteReducer<Self> {
          Scope(state: /Route.first, action: /Route.Action.first, First.init)
      }

      func navigation(for action: Action) -> Route.NavigationAction? {
          switch action {
              case .root(.pushFirst): return .push(.first(.init()))
              case .route(_, .first(.popToLanding)): return .pop()
              default: return nil
          }
      }
  }

  struct Signup: Reducer {
    struct State: Equatable {
      @BindingState var email = ""
      var isValid = false
    }
    enum Action: BindableAction {
      case binding(BindingAction<State>)
    }
    var body: some ReducerOf<Self> {
      BindingReducer()
      Reduce { state, action in
        if case .binding(\.$email) = action {
          state.isValid = state.email.contains("@")
        }
        return .none
      }
    }
  }
}

@MainActor
@Test func theArticlesSeedFlowPushesTypesAndPops() {
  let store = Store(initialState: MigrationArticle.LandingRouter.State(root: .init())) {
    MigrationArticle.LandingRouter()
  }
  store.send(.root(.pushFirst))
  guard case .first(let first)? = store.state.navigation.stack.last else {
    Issue.record("expected First on the stack")
    return
  }
  store.send(.route(first.id, .first(.binding(.set(\.$firstText, "x")))))
  guard case .first(let typed)? = store.state.navigation.stack.last else {
    Issue.record("expected First on the stack")
    return
  }
  #expect(typed.firstText == "x")
  store.send(.route(first.id, .first(.popToLanding)))
  #expect(store.state.navigation.stack.isEmpty)
}

@MainActor
@Test func theArticlesNavigationIsAssertedInTheSendThatCausesIt() async {
  let store = TestStore(initialState: ColorFlow.State(root: .init())) { ColorFlow() }
  await store.send(.root(.colorTapped("red"))) {
    $0.navigation.push(.color(.init(name: "red")))
  }
  await store.finish()
}

@MainActor
@Test func theArticlesSignupReactsToItsBinding() async {
  let store = TestStore(initialState: MigrationArticle.Signup.State()) {
    MigrationArticle.Signup()
  }
  await store.send(.binding(.set(\.$email, "a@b.c"))) {
    $0.email = "a@b.c"
    $0.isValid = true
  }
}

@MainActor
@Test func theArticlesPromptReadsAndSetsTheField() {
  let store = Store(initialState: MigrationArticle.Signup.State()) { MigrationArticle.Signup() }
  let readLine: () -> String? = { "me@example.com" }
  let email = store.binding(\.$email)
  #expect(email.value == "")
  if let line = readLine() { email.value = line }  // sends .binding(.set(\.$email, line))
  #expect(store.state.email == "me@example.com")
  #expect(store.state.isValid)
}
