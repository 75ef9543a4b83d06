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

// MARK: - From The Composable Architecture 1.x

// The examples of the article's section for TCA 1.x, as written; `// ...` in the article is
// filled in with the least that compiles, and `Child` stands for any child feature.

extension MigrationArticle {
  struct Item: Codable, Equatable, Identifiable {
    let id: Int
    var name: String
  }

  struct ItemList: Reducer {
    struct State: Equatable {
      var items: IdentifiedArrayOf<Item> = []
    }
    enum Action: Equatable {
      case itemTapped(Item)
    }
    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      .none
    }
  }

  struct AppFlow: RoutingReducer {
    enum Route: Routing, Equatable {
      case detail(ItemDetail.State)
      case editor(ItemEditor.State)

      enum Action: Equatable {
        case detail(ItemDetail.Action)
        case editor(ItemEditor.Action)
      }

      var id: String {
        switch self {
        case let .detail(state): "detail-\(state.item.id)"
        case let .editor(state): "editor-\(state.item.id)"
        }
      }
    }

    struct State: RoutingState, Equatable {
      var navigation: Route.NavigationState = .init()
      var root = ItemList.State()
    }

    enum Action: RoutingAction, Equatable {
      case navigation(Route.NavigationAction)
      case route(Route.ID, Route.Action)
      case modalRoute(Route.Action)
      case root(ItemList.Action)
    }

    var rootBody: some RootReducer<Self> {
      ItemList()
    }

    var routeBody: some RouteReducer<Self> {
      Scope(state: /Route.detail, action: /Route.Action.detail) { ItemDetail() }
      Scope(state: /Route.editor, action: /Route.Action.editor) { ItemEditor() }
    }

    func navigation(for action: Action) -> Route.NavigationAction? {
      switch action {
      case let .root(.itemTapped(item)):
        .push(.detail(ItemDetail.State(item: item)))
      case let .route(_, .detail(.editTapped(item))):
        .present(.editor(ItemEditor.State(item: item)), style: .sheet)
      default:
        nil
      }
    }
  }

  struct ItemDetail: Reducer {
    struct State: Equatable {
      var item: Item
      var destination: Destination.State?
    }
    enum Action: Equatable {
      case editTapped(Item)
      case renameTapped
      case destination(Destination.Action)
    }

    struct Destination: Reducer {
      enum State: Equatable {
        case rename(RenameForm.State)
      }
      enum Action: Equatable {
        case rename(RenameForm.Action)
      }
      var body: some ReducerOf<Self> {
        Scope(state: /State.rename, action: /Action.rename) { RenameForm() }
      }
    }

    var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case .editTapped:
          return .none
        case .renameTapped:
          state.destination = .rename(RenameForm.State(name: state.item.name))
          return .none
        case let .destination(.rename(.delegate(.renamed(name)))):
          state.item.name = name
          state.destination = nil
          return .none
        case .destination:
          return .none
        }
      }
      .ifLet(\.destination, action: /Action.destination) { Destination() }
    }
  }

  struct RenameForm: Reducer {
    struct State: Equatable {
      var name: String
    }
    enum Action: Equatable {
      case nameChanged(String)
      case doneTapped
      case delegate(Delegate)

      enum Delegate: Equatable {
        case renamed(String)
      }
    }

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      switch action {
      case let .nameChanged(name):
        state.name = name
        return .none
      case .doneTapped:
        return .send(.delegate(.renamed(state.name)))
      case .delegate:
        return .none
      }
    }
  }

  struct ItemEditor: Reducer {
    struct State: Equatable {
      var item: Item
    }
    enum Action: Equatable {
      case nameChanged(String)
      case saveTapped
      case delegate(Delegate)

      enum Delegate: Equatable {
        case saved(Item)
      }
    }

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      switch action {
      case let .nameChanged(name):
        state.item.name = name
        return .none
      case .saveTapped:
        return .merge(.send(.delegate(.saved(state.item))), .dismissSelf())
      case .delegate:
        return .none
      }
    }
  }

  struct Counter: Reducer {
    struct State: Equatable {
      @Shared(.inMemory("count")) var count = 0
    }
    enum Action: Equatable { case incrementTapped }
    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      state.count += 1
      return .none
    }
  }

  struct Catalog: Reducer {
    struct State: Equatable {
      @Shared(.fileStorage(.items)) var items: IdentifiedArrayOf<Item> = []
    }
    enum Action: Equatable {
      case addLocked(Item)
      case addAssigned(Item)
      case rename(id: Int, name: String)
    }
    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      switch action {
      case let .addLocked(item):
        state.$items.withLock { _ = $0.append(item) }
      case let .addAssigned(item):
        state.items.append(item)
      case let .rename(id, name):
        let item: Shared<Item>? = Shared(state.$items[id: id])
        item?.withLock { $0.name = name }
      }
      return .none
    }
  }

  struct CountBadge: Reducer {
    struct State: Equatable {
      @Shared var count: Int

      init(count: Shared<Int>) {
        self._count = count
      }
    }
    enum Action: Equatable { case resetTapped }
    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      state.count = 0
      return .none
    }
  }

  /// Stands for any child feature of the case-path example.
  struct Child: Reducer {
    struct State: Equatable { var taps = 0 }
    enum Action: Equatable { case tapped }
    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      state.taps += 1
      return .none
    }
  }

  struct Parent: Reducer {
    struct State: Equatable {
      var child = Child.State()
      var sheet: Child.State?
    }
    enum Action: Equatable {
      case child(Child.Action)
      case sheet(Child.Action)
    }
    var body: some ReducerOf<Self> {
      Scope(state: \.child, action: /Action.child) { Child() }
      Reduce { state, action in .none }
        .ifLet(\.sheet, action: /Action.sheet) { Child() }
    }
  }
}

@MainActor
@Test func theArticlesSelfClosingEditorIsTestedAlone() async {
  typealias Item = MigrationArticle.Item
  typealias ItemEditor = MigrationArticle.ItemEditor
  let milk = Item(id: 1, name: "Milk")
  let store = TestStore(initialState: ItemEditor.State(item: milk)) { ItemEditor() }
  await store.send(.nameChanged("Oat milk")) { $0.item.name = "Oat milk" }
  await store.send(.saveTapped)
  await store.receive(.delegate(.saved(Item(id: 1, name: "Oat milk"))))
  #expect(store.isDismissed)
}

@MainActor
@Test func theArticlesFlowIsDrivenByRouteIDs() async {
  typealias Item = MigrationArticle.Item
  typealias AppFlow = MigrationArticle.AppFlow
  typealias ItemList = MigrationArticle.ItemList
  typealias ItemDetail = MigrationArticle.ItemDetail
  typealias ItemEditor = MigrationArticle.ItemEditor
  let milk = Item(id: 1, name: "Milk")
  let store = TestStore(initialState: AppFlow.State(root: ItemList.State(items: [milk]))) {
    AppFlow()
  }
  await store.send(.root(.itemTapped(milk))) {
    $0.navigation.push(.detail(ItemDetail.State(item: milk)))
  }
  await store.send(.route("detail-1", .detail(.editTapped(milk)))) {
    $0.navigation.present(.editor(ItemEditor.State(item: milk)), style: .sheet)
  }
  await store.send(.modalRoute(.editor(.saveTapped)))
  await store.receive(.modalRoute(.editor(.delegate(.saved(milk)))))
  await store.receive(.navigation(.dismiss)) {
    $0.navigation.dismiss()
  }
}

@MainActor
@Test func theArticlesDestinationIsClosedByItsParent() async {
  typealias Item = MigrationArticle.Item
  typealias ItemDetail = MigrationArticle.ItemDetail
  typealias RenameForm = MigrationArticle.RenameForm
  let store = TestStore(initialState: ItemDetail.State(item: Item(id: 1, name: "Milk"))) {
    ItemDetail()
  }
  await store.send(.renameTapped) {
    $0.destination = .rename(RenameForm.State(name: "Milk"))
  }
  await store.send(.destination(.rename(.nameChanged("Oat milk")))) {
    $0.destination = .rename(RenameForm.State(name: "Oat milk"))
  }
  await store.send(.destination(.rename(.doneTapped)))
  await store.receive(.destination(.rename(.delegate(.renamed("Oat milk"))))) {
    $0.item.name = "Oat milk"
    $0.destination = nil
  }
}

@MainActor
@Test func theArticlesCasePathsReachTheChildren() async {
  let store = TestStore(initialState: MigrationArticle.Parent.State(sheet: .init())) {
    MigrationArticle.Parent()
  }
  await store.send(.child(.tapped)) { $0.child.taps = 1 }
  await store.send(.sheet(.tapped)) { $0.sheet?.taps = 1 }
  #expect((/MigrationArticle.Parent.Action.child).extract(from: .child(.tapped)) == .tapped)
}

extension URL {
  fileprivate static let items = URL(filePath: NSHomeDirectory()).appending(path: "items.json")
}

@MainActor
@Test func theArticlesSharedValuesAreOneValueForEveryHolder() {
  typealias Item = MigrationArticle.Item
  withDependencies {
    $0.defaultInMemoryStorage = InMemoryStorage()
    $0.defaultFileStorage = .inMemory
  } operation: {
    // Two features declaring the same key, and a child handed the projection.
    let counter = Store(initialState: MigrationArticle.Counter.State()) {
      MigrationArticle.Counter()
    }
    let elsewhere = MigrationArticle.Counter.State()
    let badge = MigrationArticle.CountBadge.State(count: counter.state.$count)
    counter.send(.incrementTapped)
    elsewhere.$count.withLock { $0 += 1 }
    #expect(counter.state.count == 2)
    #expect(badge.count == 2)

    // `withLock` and plain assignment both change a file-stored list; one element is unwrapped.
    let catalog = Store(initialState: MigrationArticle.Catalog.State()) {
      MigrationArticle.Catalog()
    }
    catalog.send(.addLocked(Item(id: 1, name: "Milk")))
    catalog.send(.addAssigned(Item(id: 2, name: "Bread")))
    catalog.send(.rename(id: 1, name: "Oat milk"))
    #expect(catalog.state.items.map(\.name) == ["Oat milk", "Bread"])
    #expect(Shared(catalog.state.$items[id: 3]) == nil)
    #expect(Shared(0).wrappedValue == 0)
  }
}
