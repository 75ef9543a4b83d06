import ReducerRouting
import Testing

// The selected tab of a tab container and the flow a split container shows in a column.

@MainActor
private func appStore(
  _ state: BindingApp.State = .init()
) -> (Store<BindingApp.State, BindingApp.Action>, EventLog<BindingApp.Action>) {
  let log = EventLog<BindingApp.Action>()
  let store = Store(initialState: state) { BindingApp(log: log) }
  return (store, log)
}

@MainActor
private func detailBinding(
  _ store: Store<BindingApp.State, BindingApp.Action>
) -> NavigationBinding<String?> {
  store.columnBinding(\.detail, show: { .showDetail($0) }, close: { .closeDetail($0) })
}

@MainActor
@Suite struct ContainerBindingTests {
  // MARK: - Tabs

  @Test func theTabBindingReadsAndSelectsTheTab() {
    let (store, log) = appStore()
    let tab = store.tabBinding(selection: \.selected, action: /BindingApp.Action.tab)
    #expect(tab.value == .a)
    let write = tab.set(.b)
    #expect(write.tasks.count == 1 && !write.needsRefresh)
    #expect(log.values == [.tab(.select(.b))])
    #expect(tab.value == .b)
    #expect(store.state.selected == .b)
  }

  @Test func choosingTheSelectedTabAgainPopsItsFlowToRoot() {
    var state = BindingApp.State()
    state.a.navigation.push(bindingScreen("x"))
    state.b.navigation.push(bindingScreen("y"))
    let (store, log) = appStore(state)
    let tab = store.tabBinding(selection: \.selected, action: /BindingApp.Action.tab)
    tab.value = .a
    #expect(log.values == [.tab(.select(.a))])
    #expect(store.state.a.navigation.stack.isEmpty)
    #expect(store.state.b.navigation.stack.ids == ["y"])
  }

  @Test func aTabFromAnOlderReadIsStillTheTabTheUserChose() async {
    let (store, _) = appStore()
    let tab = store.tabBinding(selection: \.selected, action: /BindingApp.Action.tab)
    store.send(.tab(.select(.b)))  // a deep link chose "b" while the user chose "a"
    let issues = await withDiagnostics { #expect(!tab.set(.a).needsRefresh) }
    #expect(issues.isEmpty)
    #expect(store.state.selected == .a)
  }

  // MARK: - Split columns

  @Test func theColumnBindingReadsTheIdOfTheFlowShown() {
    let (store, _) = appStore()
    let detail = detailBinding(store)
    #expect(detail.value == nil)
    store.send(.showDetail("s1"))
    #expect(detail.value == "s1")
  }

  @Test func aSelectionShowsAFlowAndGoingBackClosesIt() {
    let (store, log) = appStore()
    let detail = detailBinding(store)
    detail.value = "s1"
    detail.value = "s1"  // already shown: nothing
    detail.value = "s2"
    #expect(store.state.detail?.id == "s2")
    let write = detail.set(nil)
    #expect(write.tasks.count == 1 && !write.needsRefresh)
    #expect(log.values == [.showDetail("s1"), .showDetail("s2"), .closeDetail("s2")])
    #expect(store.state.detail == nil)
  }

  @Test func goingBackFromAColumnThatWasReplacedIsIgnored() async {
    let (store, log) = appStore()
    store.send(.showDetail("s1"))
    let detail = detailBinding(store)
    store.send(.showDetail("s2"))
    log.removeAll()
    let issues = await withDiagnostics { #expect(detail.set(nil).needsRefresh) }
    #expect(kinds(issues) == ["binding.staleColumn"])
    #expect(issues.first?.message.contains(#"the UI closed "s1""#) == true)
    #expect(log.values.isEmpty)
    #expect(store.state.detail?.id == "s2")
  }

  @Test func goingBackFromAColumnAlreadyClosedChangesNothing() async {
    let (store, log) = appStore()
    store.send(.showDetail("s1"))
    let detail = detailBinding(store)
    store.send(.closeDetail("s1"))
    log.removeAll()
    let issues = await withDiagnostics {
      let write = detail.set(nil)
      #expect(write.tasks.isEmpty && !write.needsRefresh)
    }
    #expect(issues.isEmpty)
    #expect(log.values.isEmpty)
  }

  @Test func aColumnsFlowIsBoundLikeAnyFlow() {
    let (store, _) = appStore()
    store.send(.showDetail("s1"))
    // The column's store, scoped to a state it reads while the column is shown.
    let column = store.scope(
      state: { $0.detail ?? BindingFlow.State() }, action: { BindingApp.Action.detail($0) })
    let path = column.pathBinding()
    path.value = [BindingFlow.Route.PathElement(bindingScreen("c"))]
    #expect(store.state.detail?.navigation.stack.ids == ["c"])
  }
}
