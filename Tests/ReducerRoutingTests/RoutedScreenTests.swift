import Testing

@testable import ReducerCore
@testable import ReducerRouting

// `RoutedScreen.show(_:root:route:)`: the walk a renderer's screen factory makes from the store
// it shows to a screen's store, and the removal action it records for the screen's route.
// Platform-neutral: the UIKit renderer only hands the screen over (UIKitScreenStoreTests runs it
// against the fakes of UIKit).

@MainActor
struct RoutedScreenTests {
  /// A flow with a nested flow pushed as "leaf" (with the ticker "t" pushed in it) and the
  /// ticker "m" presented as its modal.
  private func makeStore() -> StoreOf<MidFlow> {
    var leaf = LeafFlow.State(root: Home.State(name: "leaf"))
    leaf.navigation.push(.ticker(Ticker.State(name: "t")))
    var state = MidFlow.State(root: Home.State(name: "mid"))
    state.navigation.push(.leaf(leaf))
    state.navigation.present(.ticker(Ticker.State(name: "m")), style: .sheet)
    return Store(initialState: state) { MidFlow() }
  }

  /// What the factory shows: the name of the `Home` or `Ticker` state its store holds.
  private func shown(
    _ steps: [NavigationTree.Step], in store: StoreOf<MidFlow>, _ removals: ScreenRemovals
  ) -> String? {
    let screen = RoutedScreen(
      NavigationScreen(address: NavigationTree.Address(steps), name: "", kind: .pushed),
      removals: removals)
    return screen.show(store) { root in
      "root \(root.name)"
    } route: { route, screen in
      if let leaf = route.scope(state: /MidFlow.Route.leaf, action: /MidFlow.Route.Action.leaf) {
        return screen.show(leaf) { root in
          "leaf root \(root.name)"
        } route: { route, _ in
          route.scope(state: /LeafFlow.Route.ticker, action: /LeafFlow.Route.Action.ticker)
            .map { "leaf ticker \($0.name)" }
        }
      }
      return route.scope(state: /MidFlow.Route.ticker, action: /MidFlow.Route.Action.ticker)
        .map { "ticker \($0.name)" }
    }
  }

  @Test func eachScreenIsShownFromItsOwnStore() {
    let store = makeStore()
    let removals = ScreenRemovals()
    #expect(shown([], in: store, removals) == "root mid")
    #expect(shown([.route(.init("leaf"))], in: store, removals) == "leaf root leaf")
    #expect(
      shown([.route(.init("leaf")), .route(.init("t"))], in: store, removals) == "leaf ticker t")
    #expect(shown([.modal(.init("m"))], in: store, removals) == "ticker m")
  }

  @Test func aScreenTheStateNoLongerHoldsIsNotShown() {
    let store = makeStore()
    let removals = ScreenRemovals()
    #expect(shown([.route(.init("gone"))], in: store, removals) == nil)
    #expect(shown([.route(.init("leaf")), .route(.init("gone"))], in: store, removals) == nil)
    // An id of another type, and a modal id that is not the modal's.
    #expect(shown([.route(.init(7))], in: store, removals) == nil)
    #expect(shown([.modal(.init("leaf"))], in: store, removals) == nil)
    #expect(removals.action(at: [.route(.init("gone"))], as: MidFlow.Action.self) == nil)
  }

  @Test func theWalkRecordsEachRoutesRemovalAsAnActionOfTheStoreShown() {
    let store = makeStore()
    let removals = ScreenRemovals()
    let leaf: NavigationTree.Address = [.route(.init("leaf"))]
    let ticker = leaf.appending(.route(.init("t")))
    let modal: NavigationTree.Address = [.modal(.init("m"))]
    _ = shown(leaf.steps, in: store, removals)
    _ = shown(ticker.steps, in: store, removals)
    _ = shown(modal.steps, in: store, removals)
    #expect(removals.action(at: [], as: MidFlow.Action.self) == nil)
    #expect(removals.action(at: leaf, as: MidFlow.Action.self) == .navigation(.drop("leaf")))
    #expect(
      removals.action(at: ticker, as: MidFlow.Action.self)
        == .route("leaf", .leaf(.navigation(.drop("t")))))
    #expect(removals.action(at: modal, as: MidFlow.Action.self) == .navigation(.drop("m")))

    // Sent to the store, the nested removal pops the ticker from the nested flow.
    let action = removals.action(at: ticker, as: MidFlow.Action.self)
    if let action { store.send(action) }
    guard case let .leaf(state)? = store.navigation.stack[id: "leaf"] else {
      Issue.record("the leaf flow is gone")
      return
    }
    #expect(state.navigation.stack.isEmpty)

    // Forgetting the routes no longer shown.
    removals.keep { $0 != ticker }
    #expect(removals.action(at: ticker, as: MidFlow.Action.self) == nil)
    #expect(removals.action(at: leaf, as: MidFlow.Action.self) != nil)
  }

  @Test func aChildStoreTellsTheRootActionThatCarriesItsAction() throws {
    let store = makeStore()
    let leafRoute = try #require(store.routeStore(id: "leaf"))
    let scoped = leafRoute.scope(state: /MidFlow.Route.leaf, action: /MidFlow.Route.Action.leaf)
    let leaf = try #require(scoped)
    let home = leaf.rootStore()
    #expect(
      home.rootAction(of: .tap("x")) as? MidFlow.Action == .route("leaf", .leaf(.root(.tap("x")))))
    #expect(store.rootAction(of: .root(.start)) as? MidFlow.Action == .root(.start))
    // Nothing was sent.
    #expect(home.taps.isEmpty)
  }
}
