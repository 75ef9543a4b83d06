import Foundation
import ReducerRouting
import Testing

// The example of the DocC article "Rendering navigation", compiled and run as written.

enum RenderingArticle {
  struct Palette: Reducer {
    struct State: Equatable {}
    enum Action: Equatable { case colorTapped(String), infoTapped }
    func reduce(into state: inout State, action: Action) -> Effect<Action> { .none }
  }

  struct Swatch: Reducer {
    struct State: Equatable, Codable { var name: String }
    enum Action: Equatable { case close }
    func reduce(into state: inout State, action: Action) -> Effect<Action> { .dismissSelf() }
  }

  struct Colors: RoutingReducer {
    enum Route: Routing, Equatable, Codable {
      case color(Swatch.State)
      case info(Swatch.State)
      enum Action: Equatable { case color(Swatch.Action), info(Swatch.Action) }
      var id: String {
        switch self {
        case let .color(state), let .info(state): state.name
        }
      }
    }
    struct State: RoutingState, Equatable {
      var navigation: Route.NavigationState = .init()
      var root = Palette.State()
    }
    enum Action: RoutingAction, Equatable {
      case navigation(Route.NavigationAction)
      case route(Route.ID, Route.Action)
      case modalRoute(Route.Action)
      case root(Palette.Action)
    }
    var rootBody: some RootReducer<Self> { Palette() }
    var routeBody: some RouteReducer<Self> {
      Scope(state: /Route.color, action: /Route.Action.color) { Swatch() }
      Scope(state: /Route.info, action: /Route.Action.info) { Swatch() }
    }
    func navigation(for action: Action) -> Route.NavigationAction? {
      switch action {
      case let .root(.colorTapped(name)): .push(.color(.init(name: name)))
      case .root(.infoTapped): .present(.info(.init(name: "info")))
      default: nil
      }
    }
  }

  @MainActor
  final class TerminalRenderer: NavigationRenderer {
    private(set) var shown = NavigationTree()
    private(set) var lines: [String] = []

    func render(_ changes: [NavigationChange], confirmation: NavigationConfirmation) {
      for change in changes { lines.append("  \(change)") }
      shown = shown.applying(changes)
      lines.append(shown.breadcrumb)
      confirmation.confirm()
    }
  }
}

@MainActor
@Test func renderingArticleTerminalRenderer() throws {
  typealias Colors = RenderingArticle.Colors
  let store = Store(initialState: Colors.State()) { Colors() }
  let terminal = RenderingArticle.TerminalRenderer()
  let connection = store.render(to: terminal)

  store.send(.root(.colorTapped("red")))
  store.send(.root(.infoTapped))
  store.send(.modalRoute(.info(.close)))

  #expect(
    terminal.lines == [
      "  replace tree",
      "Palette",
      "  push [color(red)] on (top)",
      "Palette › color(red)",
      "  present sheet info on (top)",
      "Palette › color(red) › sheet info",
      "  dismiss on (top)",
      "Palette › color(red)",
    ])

  // The user swiped back from "red".
  connection.userDidRemove([.route(.init("red"))], action: .navigation(.drop("red")))
  #expect(store.state.navigation.stack.isEmpty)
  // The terminal has no gestures: what it shows is what the connection was told it shows.
  #expect(connection.rendered == NavigationTree(of: store.state))

  store.send(.root(.colorTapped("blue")))
  let data = try JSONEncoder().encode(NavigationSnapshot(of: store.state))
  let snapshot = try JSONDecoder().decode(NavigationSnapshot<Colors.Route>.self, from: data)
  var state = Colors.State()
  snapshot.restore(into: &state)
  #expect(state == store.state)
}
