import Observation
import ReducerRouting
import Testing

// The stores a UI shows a flow with: the root's, one per stacked route and the modal's, each
// stable by id and told only of its own changes; and a store per case of a route enum.

@MainActor
@Suite struct RouteStoreTests {
  func makeStore() -> StoreOf<BindingFlow> {
    var state = BindingFlow.State()
    state.navigation.push(bindingScreen("one"))
    state.navigation.push(bindingScreen("two"))
    return Store(initialState: state) { BindingFlow() }
  }

  @Test func routeStoresAreStableByIdAndSendAsRouteActions() {
    let store = makeStore()
    let routes = store.routeStores()
    #expect(routes.map(\.state.id) == ["one", "two"])
    #expect(routes[1] === store.routeStores()[1])
    #expect(routes[1] === store.routeStore(id: "two"))
    routes[1].send(.screen(.bump))
    guard case let .screen(two) = store.state.navigation.stack[id: "two"] else {
      Issue.record("route two is not a screen")
      return
    }
    #expect(two.count == 1)
    #expect(store.routeStore(id: "three") == nil)
  }

  @Test func aRouteStoreIsToldOnlyOfItsOwnRoute() {
    let store = makeStore()
    let one = store.routeStores()[0]
    let changed = LockIsolated(false)
    withObservationTracking {
      _ = one.id
      _ = one[dynamicMember: \.self]
    } onChange: {
      changed.setValue(true)
    }
    store.send(.route("two", .screen(.bump)))
    store.send(.navigation(.push(bindingScreen("three"))))
    #expect(!changed.value)
    store.send(.route("one", .screen(.bump)))
    #expect(changed.value)
  }

  @Test func aPoppedRoutesStoreAnswersItsLastStateAndRefusesSends() async {
    let store = makeStore()
    let two = store.routeStores()[1]
    two.send(.screen(.bump))
    store.send(.navigation(.pop))
    #expect(two.state.id == "two")
    let reported = kinds(diagnostics { two.send(.screen(.bump)) })
    #expect(reported == ["store.childGone"])
    #expect(store.state.navigation.stack.count == 1)
    // Pushed again, it is another route: another store.
    store.send(.navigation(.push(bindingScreen("two"))))
    #expect(store.routeStore(id: "two") !== two)
  }

  @Test func aRoutePoppedAndPushedAgainUnreadGetsANewStore() async throws {
    let store = makeStore()
    let two = try #require(store.routeStore(id: "two"))
    two.send(.screen(.bump))
    store.send(.navigation(.pop))
    store.send(.navigation(.push(bindingScreen("two"))))  // the same id, count 0
    guard case let .screen(old) = two.state else {
      Issue.record("route two is not a screen")
      return
    }
    #expect(old.count == 1)
    let reported = diagnostics { two.send(.screen(.bump)) }
    #expect(kinds(reported) == ["store.childGone"])
    // It names the child, and is reported at it (once per gone child, not per state type).
    #expect(
      reported.first?.message.contains("the store of the route \"two\" of BindingFlow.State")
        == true)
    #expect(reported.first?.fileID == "the route \"two\" of BindingFlow.State")
    #expect(store.routeStore(id: "two") !== two)
    guard case let .screen(new)? = store.state.navigation.stack[id: "two"] else {
      Issue.record("route two is not a screen")
      return
    }
    #expect(new.count == 0)
  }

  @Test func aModalDismissedAndPresentedAgainUnreadGetsANewStore() throws {
    let store = makeStore()
    store.send(.navigation(.present(bindingScreen("sheet"), style: .sheet)))
    let modal = try #require(store.modalStore())
    modal.send(.screen(.bump))
    store.send(.navigation(.dismiss))
    store.send(.navigation(.present(bindingScreen("sheet"), style: .sheet)))
    guard case let .screen(old) = modal.state else {
      Issue.record("the modal is not a screen")
      return
    }
    #expect(old.count == 1)
    #expect(store.modalStore() !== modal)
    #expect(store.modalStore()?.state == bindingScreen("sheet"))
  }

  @Test func theModalStoreFollowsTheModalById() {
    let store = makeStore()
    #expect(store.modalStore() == nil)
    store.send(.navigation(.present(bindingScreen("sheet"), style: .sheet)))
    let modal = store.modalStore()
    #expect(modal?.state.id == "sheet")
    #expect(modal === store.modalStore())
    modal?.send(.screen(.bump))
    guard case let .screen(sheet)? = store.state.navigation.modal else {
      Issue.record("no screen modal")
      return
    }
    #expect(sheet.count == 1)
    store.send(.navigation(.dismiss))
    store.send(.navigation(.present(bindingScreen("other"), style: .sheet)))
    #expect(store.modalStore() !== modal)
    #expect(store.modalStore()?.state.id == "other")
  }

  @Test func theRootStoreSendsRootActions() {
    let store = makeStore()
    let root = store.rootStore()
    #expect(root === store.rootStore())
    root.send(.bump)
    #expect(store.state.root.count == 1)
    #expect(root.count == 1)
  }

  @Test func aCaseStoreIsPerCase() {
    let store = makeStore()
    store.send(.navigation(.push(.info(BindingScreen.State(name: "i")))))
    let top = store.routeStores()[2]
    #expect(
      top.scope(state: /BindingFlow.Route.screen, action: /BindingFlow.Route.Action.screen) == nil)
    let info = top.scope(state: /BindingFlow.Route.info, action: /BindingFlow.Route.Action.info)
    #expect(info?.name == "i")
    #expect(
      info === top.scope(state: /BindingFlow.Route.info, action: /BindingFlow.Route.Action.info))
    info?.send(.bump)
    #expect(info?.count == 1)
    // Popped, the route is gone: a send through its case store names the route.
    store.send(.navigation(.pop))
    let reported = diagnostics { info?.send(.bump) }
    #expect(kinds(reported) == ["store.childGone"])
    #expect(reported.first?.message.contains("the route \"info-i\" of BindingFlow.State") == true)
  }

  /// A send to one route tells that route's store alone, and its screen's store, however many
  /// routes are shown (issue 45): the others' observations do not run at all.
  @Test func aSendToOneRouteRunsOnlyThatRoutesObservation() {
    var state = BindingFlow.State()
    for index in 0..<500 { state.navigation.push(bindingScreen("r\(index)")) }
    let store = Store(initialState: state) { BindingFlow() }
    var told: [String: Int] = [:]
    var tokens: [ObservationToken] = []
    for route in store.routeStores() {
      let id = route.state.id
      tokens.append(route.observeChanges { _ in told[id, default: 0] += 1 })
      if let screen = route.scope(
        state: /BindingFlow.Route.screen, action: /BindingFlow.Route.Action.screen)
      {
        tokens.append(screen.observeChanges { _ in told["screen " + id, default: 0] += 1 })
      }
    }
    store.send(.route("r250", .screen(.bump)))
    #expect(told == ["r250": 1, "screen r250": 1])
    told = [:]
    store.send(.navigation(.push(bindingScreen("new"))))
    // The ids changed: every route store is asked, and none of their states changed.
    #expect(Set(told.keys).isSuperset(of: ["r0", "r499"]))
    _ = tokens
  }
}

@MainActor
@Suite struct ModalRouteAddressingTests {
  @Test func aRouteActionForTheModalsIdSaysToSendItAsAModalAction() {
    let store = Store(initialState: BindingFlow.State()) { BindingFlow() }
    store.send(.navigation(.present(bindingScreen("sheet"), style: .sheet)))
    let before = store.state
    let reported = diagnostics { store.send(.route("sheet", .screen(.bump))) }
    #expect(kinds(reported) == ["flow.missingRoute"])
    #expect(reported.first?.message.contains("is the presented modal's") == true)
    #expect(reported.first?.message.contains("'.modalRoute(action)'") == true)
    #expect(store.state == before)
  }
}

@MainActor
@Suite struct CaseStoreTests {
  @Test func aCaseStoreWhoseRouteChangedCaseIsGoneAndSaysWhichCase() throws {
    let store = Store(initialState: ShapeFlow.State(navigation: .init(stack: [.square(1)]))) {
      ShapeFlow()
    }
    let shape = try #require(store.routeStore(id: "shape"))
    let sameAction = CasePath<ShapeFlow.Route.Action, ShapeFlow.Route.Action>(
      embed: { $0 }, extract: { $0 })
    let caseStore = shape.scope(state: /ShapeFlow.Route.square, action: sameAction)
    #expect(caseStore?.state == 1)
    store.send(.route("shape", .flip))  // now a circle, with the same id
    #expect(caseStore?.state == 1)
    let reported = diagnostics { caseStore?.send(.grow) }
    #expect(kinds(reported) == ["store.childGone"])
    #expect(reported.first?.message.contains("the case .square of ShapeFlow.Route") == true)
    #expect(store.state.navigation.stack[id: "shape"] == .circle(1))
  }
}

/// Whether `act` tells a reader that ran `read` inside `withObservationTracking` of a change.
@MainActor
private func tells(reading read: @MainActor () -> Void, by act: @MainActor () -> Void) -> Bool {
  let changed = LockIsolated(false)
  withObservationTracking {
    read()
  } onChange: {
    changed.setValue(true)
  }
  act()
  return changed.value
}

// What the stack's and the modal's readers observe: the ids and the style, not the routes'
// states (each route's store observes its own), so a keystroke on a pushed screen does not
// re-evaluate the view that holds the navigation stack.
@MainActor
@Suite struct NavigationReaderObservationTests {
  func makeStore() -> StoreOf<BindingFlow> {
    var state = BindingFlow.State()
    state.navigation.push(bindingScreen("one"))
    return Store(initialState: state) { BindingFlow() }
  }

  @Test func theStacksReadersAreToldOfItsIdsOnly() {
    let store = makeStore()
    let readers: [@MainActor () -> Void] = [
      { _ = store.routeStores() },
      { _ = store.routeStore(id: "one") },
      { _ = store.pathBinding().value },
    ]
    for read in readers {
      let byRouteChange = tells(reading: read, by: { store.send(.route("one", .screen(.bump))) })
      let byRootChange = tells(reading: read, by: { store.send(.root(.bump)) })
      let bySheet = tells(
        reading: read,
        by: { store.send(.navigation(.present(bindingScreen("sheet"), style: .sheet))) })
      let byPush = tells(
        reading: read, by: { store.send(.navigation(.push(bindingScreen("two")))) })
      #expect(!byRouteChange)
      #expect(!byRootChange)
      #expect(!bySheet)
      #expect(byPush)
      store.send(.navigation(.dismiss))
      store.send(.navigation(.pop))
    }
  }

  @Test func theModalsReadersAreToldOfItsIdAndStyleOnly() {
    let store = makeStore()
    store.send(.navigation(.present(bindingScreen("sheet"), style: .sheet)))
    let binding = store.modalBinding(style: .sheet)
    let readers: [@MainActor () -> Void] = [
      { _ = store.modalStore() },
      { _ = binding.value },
    ]
    for read in readers {
      let byModalChange = tells(reading: read, by: { store.send(.modalRoute(.screen(.bump))) })
      let byPush = tells(
        reading: read, by: { store.send(.navigation(.push(bindingScreen("two")))) })
      let byDismiss = tells(reading: read, by: { store.send(.navigation(.dismiss)) })
      #expect(!byModalChange)
      #expect(!byPush)
      #expect(byDismiss)
      store.send(.navigation(.present(bindingScreen("sheet"), style: .sheet)))
      store.send(.navigation(.pop))
    }
  }

  @Test func makingABindingObservesNothing() {
    let store = makeStore()
    let byModalBinding = tells(
      reading: { _ = store.modalBinding(style: .sheet) }, by: { store.send(.root(.bump)) })
    let byPathBinding = tells(
      reading: { _ = store.pathBinding() }, by: { store.send(.root(.bump)) })
    #expect(!byModalBinding)
    #expect(!byPathBinding)
  }
}

@MainActor
@Suite struct ModalStoreForRouteTests {
  func makeStore() -> StoreOf<BindingFlow> {
    Store(initialState: BindingFlow.State()) { BindingFlow() }
  }

  @Test func theStoreOfTheShownRouteIsTheModalStore() throws {
    let store = makeStore()
    store.send(.navigation(.present(bindingScreen("sheet"), style: .sheet)))
    let shown = try #require(store.state.navigation.modal)
    #expect(store.modalStore(for: shown) === store.modalStore())
  }

  @Test func aDepartingSheetKeepsItsOwnScreenAndCannotSendToTheNextOne() throws {
    // SwiftUI renders the departing sheet with the item it was given while the next one
    // comes: it must show its own route, not the new modal, and a tap on it reaches nobody.
    let store = makeStore()
    store.send(.navigation(.present(bindingScreen("first"), style: .sheet)))
    let first = try #require(store.state.navigation.modal)
    store.modalStore(for: first).send(.screen(.bump))
    let bumped = try #require(store.state.navigation.modal)
    store.send(.navigation(.present(bindingScreen("second"), style: .sheet)))
    let departing = store.modalStore(for: bumped)
    #expect(departing.state.id == "first")
    departing.send(.screen(.bump))
    guard case let .screen(second)? = store.state.navigation.modal else {
      Issue.record("the modal is not a screen")
      return
    }
    #expect(second.name == "second")
    #expect(second.count == 0)
  }
}
