import ReducerRouting
import ReducerTesting
import Testing

// The one lifetime rule the store owns (issue 29): whoever removes a child, its effects end in
// that same `send`. Each case sends an effect that would run forever, removes its child from
// outside the operator that made it, and then `finish()` must pass at once under an exhaustive
// `TestStore`: no effect is left running, and no diagnostic is reported.

/// A screen whose timer never stops on its own.
struct ForeverScreen: Reducer {
  struct State: Equatable, Identifiable {
    var id: String
  }
  enum Action: Equatable {
    case start
    case tick
  }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .start:
      return .run { send in
        while true {
          try await Task.sleep(for: .seconds(3600))
          await send(.tick)
        }
      }
    case .tick:
      return .none
    }
  }
}

/// A screen with an optional child of its own.
struct HolderScreen: Reducer {
  struct State: Equatable {
    var id: String
    var child: ForeverScreen.State? = .init(id: "held")
  }
  enum Action: Equatable {
    case child(ForeverScreen.Action)
  }

  var body: some ReducerOf<Self> {
    EmptyReducer()
      .ifLet(\.child, action: /Action.child) { ForeverScreen() }
  }
}

/// A flow of forever screens.
struct ForeverFlow: RoutingReducer {
  enum Route: Routing, Equatable {
    case screen(ForeverScreen.State)
    case holder(HolderScreen.State)
    indirect case nested(ForeverFlow.State)
    enum Action: Equatable {
      case screen(ForeverScreen.Action)
      case holder(HolderScreen.Action)
      indirect case nested(ForeverFlow.Action)
    }
    var id: String {
      switch self {
      case let .screen(screen): screen.id
      case let .holder(holder): holder.id
      case let .nested(flow): "nested-" + flow.root.id
      }
    }
  }
  struct State: RoutingState, Equatable {
    var navigation: Route.NavigationState = .init()
    var root = ForeverScreen.State(id: "root")
  }
  enum Action: RoutingAction, Equatable {
    case navigation(Route.NavigationAction)
    case route(Route.ID, Route.Action)
    case modalRoute(Route.Action)
    case root(ForeverScreen.Action)
  }

  var rootBody: some RootReducer<Self> { ForeverScreen() }
  var routeBody: some RouteReducer<Self> {
    Scope(state: /Route.screen, action: /Route.Action.screen) { ForeverScreen() }
    Scope(state: /Route.holder, action: /Route.Action.holder) { HolderScreen() }
    Scope(state: /Route.nested, action: /Route.Action.nested) { ForeverFlow() }
  }
}

/// Where the parent's own change runs relative to the `Scope` of the flow.
enum ParentOrder: Sendable, CaseIterable {
  case before, after, besideASibling
}

/// An app that holds a flow, an optional child and a list, and removes them itself.
struct ForeverApp: Reducer {
  struct State: Equatable {
    var flow = ForeverFlow.State()
    var child: ForeverScreen.State?
    var rows: IdentifiedArrayOf<ForeverScreen.State> = []
  }
  enum Action: Equatable {
    case flow(ForeverFlow.Action)
    case child(ForeverScreen.Action)
    case rows(IdentifiedActionOf<ForeverScreen>)
    case popToRoot
    case dismissModal
    case replaceFlow
    case clearChild
    case removeRow(String)
    case popNested
    case clearHeldChild
  }

  let order: ParentOrder

  var body: some ReducerOf<Self> {
    if order == .before { parent }
    if order == .besideASibling {
      Scope(state: \.flow, action: /Action.flow) {
        ForeverFlow()
        EmptyReducer()
      }
    } else {
      Scope(state: \.flow, action: /Action.flow) { ForeverFlow() }
    }
    if order != .before { parent }
    EmptyReducer()
      .ifLet(\.child, action: /Action.child) { ForeverScreen() }
      .forEach(\.rows, action: /Action.rows) { ForeverScreen() }
  }

  var parent: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .popToRoot: state.flow.navigation.popToRoot()
      case .dismissModal: state.flow.navigation.dismiss()
      case .replaceFlow: state.flow = ForeverFlow.State()
      case .clearChild: state.child = nil
      case let .removeRow(id): state.rows.remove(id: id)
      case .clearHeldChild:
        state.flow.navigation.modifyRoute("holder", as: /ForeverFlow.Route.holder) {
          $0.child = nil
        }
      case .popNested:
        state.flow.navigation.modifyRoute("nested-inner", as: /ForeverFlow.Route.nested) {
          $0.navigation.popToRoot()
        }
      default: break
      }
      return .none
    }
  }
}

private func screen(_ id: String) -> ForeverFlow.Route { .screen(.init(id: id)) }

@MainActor
@Suite struct ChildLifetimeMatrixTests {
  @Test(arguments: ParentOrder.allCases)
  func aStackedRoutePoppedByTheParentStopsInThatAction(_ order: ParentOrder) async {
    var state = ForeverApp.State()
    state.flow.navigation = .init(stack: [screen("a")])
    let store = TestStore(initialState: state) { ForeverApp(order: order) }
    await store.send(.flow(.route("a", .screen(.start))))
    await store.send(.popToRoot) { $0.flow.navigation = .init() }
    await store.finish()
  }

  @Test(arguments: ParentOrder.allCases)
  func aModalDismissedByTheParentStopsInThatAction(_ order: ParentOrder) async {
    var state = ForeverApp.State()
    state.flow.navigation = .init(stack: [], modal: screen("m"))
    let store = TestStore(initialState: state) { ForeverApp(order: order) }
    await store.send(.flow(.modalRoute(.screen(.start))))
    await store.send(.dismissModal) { $0.flow.navigation = .init() }
    await store.finish()
  }

  @Test(arguments: ParentOrder.allCases)
  func aFlowReplacedByTheParentStopsItsRoutes(_ order: ParentOrder) async {
    var state = ForeverApp.State()
    state.flow.navigation = .init(stack: [screen("a")])
    let store = TestStore(initialState: state) { ForeverApp(order: order) }
    await store.send(.flow(.route("a", .screen(.start))))
    await store.send(.replaceFlow) { $0.flow = ForeverFlow.State() }
    await store.finish()
  }

  @Test(arguments: ParentOrder.allCases)
  func aRouteTwoLevelsDownStopsWhenAnAncestorPopsItsFlow(_ order: ParentOrder) async {
    var inner = ForeverFlow.State()
    inner.root.id = "inner"
    inner.navigation = .init(stack: [screen("deep")])
    var state = ForeverApp.State()
    state.flow.navigation = .init(stack: [.nested(inner)])
    let store = TestStore(initialState: state) { ForeverApp(order: order) }
    await store.send(.flow(.route("nested-inner", .nested(.route("deep", .screen(.start))))))
    await store.send(.popToRoot) { $0.flow.navigation = .init() }
    await store.finish()
  }

  @Test(arguments: ParentOrder.allCases)
  func aRouteTwoLevelsDownStopsWhenAnAncestorPopsItInPlace(_ order: ParentOrder) async {
    var inner = ForeverFlow.State()
    inner.root.id = "inner"
    inner.navigation = .init(stack: [screen("deep")])
    var state = ForeverApp.State()
    state.flow.navigation = .init(stack: [.nested(inner)])
    let store = TestStore(initialState: state) { ForeverApp(order: order) }
    await store.send(.flow(.route("nested-inner", .nested(.route("deep", .screen(.start))))))
    await store.send(.popNested) {
      $0.flow.navigation.modifyRoute("nested-inner", as: /ForeverFlow.Route.nested) {
        $0.navigation.popToRoot()
      }
    }
    await store.finish()
  }

  @Test func anIfLetChildClearedByTheParentStopsInThatAction() async {
    let store = TestStore(initialState: ForeverApp.State(child: .init(id: "c"))) {
      ForeverApp(order: .after)
    }
    await store.send(.child(.start))
    await store.send(.clearChild) { $0.child = nil }
    await store.finish()
  }

  @Test func aForEachElementRemovedByTheParentStopsInThatAction() async {
    let store = TestStore(
      initialState: ForeverApp.State(rows: [.init(id: "x"), .init(id: "y")])
    ) {
      ForeverApp(order: .after)
    }
    await store.send(.rows(.element(id: "x", action: .start)))
    await store.send(.rows(.element(id: "y", action: .start)))
    await store.send(.removeRow("x")) { $0.rows.remove(id: "x") }
    // The row that stays keeps its effect; removing it too ends the last one.
    await store.send(.removeRow("y")) { $0.rows.remove(id: "y") }
    await store.finish()
  }

  @Test(arguments: ParentOrder.allCases)
  func aRoutesIfLetChildClearedByTheAppStopsInThatAction(_ order: ParentOrder) async {
    var state = ForeverApp.State()
    state.flow.navigation = .init(stack: [.holder(.init(id: "holder"))])
    let store = TestStore(initialState: state) { ForeverApp(order: order) }
    await store.send(.flow(.route("holder", .holder(.child(.start)))))
    await store.send(.clearHeldChild) {
      $0.flow.navigation.modifyRoute("holder", as: /ForeverFlow.Route.holder) { $0.child = nil }
    }
    await store.finish()
  }

  @Test func aFeatureTestedAloneThatClosesItselfLeavesNoEffect() async {
    let store = TestStore(initialState: ForeverScreen.State(id: "alone")) {
      ForeverScreen()
      Reduce { _, action in action == .tick ? .dismissSelf() : .none }
    }
    await store.send(.start)
    await store.send(.tick)
    #expect(store.isDismissed)
    await store.finish()
  }
}
