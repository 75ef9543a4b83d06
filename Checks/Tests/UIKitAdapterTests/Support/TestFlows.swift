import ReducerRouting

// Small flows for the UIKit adapter tests: a flow of pages, and a split container whose
// secondary column shows the page chosen in the primary one.

/// A screen with a name and nothing else.
struct Page: Reducer {
  struct State: Equatable, Sendable {
    var name: String
  }
  enum Action: Equatable, Sendable {
    case choose(String)
  }
  func reduce(into state: inout State, action: Action) -> Effect<Action> { .none }
}

/// A flow of pages: its routes are pages, pushed or presented in any style.
struct Pages: RoutingReducer {
  enum Route: Routing, Equatable, Sendable {
    case page(Page.State)
    enum Action: Equatable, Sendable {
      case page(Page.Action)
    }
    var id: String {
      switch self {
      case let .page(page): page.name
      }
    }
  }

  struct State: RoutingState, Equatable {
    var navigation: Route.NavigationState = .init()
    var root = Page.State(name: "root")
  }

  enum Action: RoutingAction, Equatable, Sendable {
    case navigation(Route.NavigationAction)
    case route(Route.ID, Route.Action)
    case modalRoute(Route.Action)
    case root(Page.Action)
  }

  var rootBody: some RootReducer<Self> { Page() }
  var routeBody: some RouteReducer<Self> {
    Scope(state: /Route.page, action: /Route.Action.page) { Page() }
  }

  /// A modal page's `choose(name)` presents the page `name` as an alert: a follow-up alert, with
  /// the same id when the name is the modal's own.
  func navigation(for action: Action) -> Route.NavigationAction? {
    guard case let .modalRoute(.page(.choose(name))) = action else { return nil }
    return .present(.page(Page.State(name: name)), style: .alert)
  }
}

/// A split container: the list in the primary column, the chosen page in the secondary one.
struct PagesSplit: Reducer {
  struct State: Equatable {
    var primary = Pages.State()
    var secondary: Pages.State?
  }

  enum Action: Equatable, Sendable {
    case primary(Pages.Action)
    case secondary(Pages.Action)
    case closeSecondary
  }

  var body: some ReducerOf<Self> {
    Scope(state: \.primary, action: /Action.primary) { Pages() }
    Reduce { state, action in
      switch action {
      case let .primary(.root(.choose(name))):
        state.secondary = Pages.State(root: Page.State(name: name))
      case .closeSecondary:
        state.secondary = nil
      case .primary, .secondary:
        break
      }
      return .none
    }
  }
}

extension PagesSplit.State: NavigationContainer {
  var containedFlows: [ContainedFlow] {
    [
      ContainedFlow("primary", primary, isSelected: secondary == nil),
      ContainedFlow("secondary", secondary, isSelected: secondary != nil),
    ]
  }
}
