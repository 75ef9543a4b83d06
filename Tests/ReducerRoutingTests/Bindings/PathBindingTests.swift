import ReducerRouting
import Testing

// A flow's stack as the path of a navigation stack: what reading gives, and what each kind of
// write sends (pops, pushes), ignores (stale and duplicate writes) and asks the UI to read again.

/// A store of a flow showing `names`, and the log of the actions its flow receives.
@MainActor
private func flowStore(
  _ names: [String],
  modal: BindingFlow.Route? = nil
) -> (Store<BindingFlow.State, BindingFlow.Action>, EventLog<BindingFlow.Action>) {
  let log = EventLog<BindingFlow.Action>()
  let store = Store(initialState: bindingFlow(names, modal: modal)) { BindingFlow(log: log) }
  return (store, log)
}

/// A new element, as a link appends it.
private func new(_ name: String, count: Int = 0) -> BindingFlow.Route.PathElement {
  .init(bindingScreen(name, count: count))
}

@MainActor
@Suite struct PathBindingTests {
  // MARK: - Reading

  @Test func readingGivesTheStackIdsAndRoutesBottomFirst() {
    let (store, _) = flowStore(["a", "b"])
    store.send(.route("b", .screen(.bump)))
    let path = store.pathBinding().value
    #expect(path.map(\.id) == ["a", "b"])
    #expect(path.map(\.route) == [bindingScreen("a"), bindingScreen("b", count: 1)])
  }

  @Test func theBindingReadsTheCurrentStateNotACopy() {
    let (store, _) = flowStore(["a"])
    let path = store.pathBinding()
    store.send(.navigation(.push(bindingScreen("b"))))
    #expect(path.value.map(\.id) == ["a", "b"])
  }

  @Test func elementsAreEqualByIdWhateverTheirState() {
    let read = BindingFlow.Route.PathElement(bindingScreen("a", count: 3))
    #expect(read == new("a"))
    #expect(read.hashValue == new("a").hashValue)
    #expect(read != new("b"))
    #expect(Set([read, new("a"), new("b")]).count == 2)
  }

  // MARK: - Pops

  @Test func aSwipeBackDropsTheTopRoute() async {
    let (store, log) = flowStore(["a", "b", "c"])
    let path = store.pathBinding()
    let issues = await withDiagnostics {
      let write = path.set(Array(path.value.dropLast()))
      #expect(write.tasks.count == 1)
      #expect(!write.needsRefresh)
    }
    #expect(issues.isEmpty)
    #expect(log.values == [.navigation(.drop("c"))])
    #expect(store.state.navigation.stack.ids == ["a", "b"])
  }

  @Test func aShorterPathDropsTheLowestRouteItLeavesOut() {
    let (store, log) = flowStore(["a", "b", "c"])
    let path = store.pathBinding()
    path.value.removeLast(2)
    #expect(log.values == [.navigation(.drop("b"))])
    #expect(store.state.navigation.stack.ids == ["a"])
    path.value = []
    #expect(log.values == [.navigation(.drop("b")), .navigation(.drop("a"))])
    #expect(store.state.navigation.stack.isEmpty)
  }

  @Test func aPopNamesTheRouteThatStaysWhenTheModalHasTheDroppedId() {
    // `.drop("b")` would dismiss the modal, whose id is "b" too.
    let (store, log) = flowStore(["a", "b"], modal: bindingScreen("b"))
    let path = store.pathBinding()
    path.value = Array(path.value.prefix(1))
    path.value = []
    // A modal with the id of the only route: popping it names no route.
    store.send(.navigation(.push(bindingScreen("a"))))
    store.send(.navigation(.present(bindingScreen("a"))))
    path.value = []
    #expect(
      log.values == [
        .navigation(.popTo("a")), .navigation(.drop("a")), .navigation(.push(bindingScreen("a"))),
        .navigation(.present(bindingScreen("a"))), .navigation(.popToRoot),
      ])
    #expect(store.state.navigation.stack.isEmpty)
    #expect(store.state.navigation.modal?.id == "a")
  }

  @Test func aLateOrRepeatedSwipeBackChangesNothing() async {
    let (store, log) = flowStore(["a", "b"])
    let path = store.pathBinding()
    let swiped = Array(path.value.dropLast())
    store.send(.navigation(.pop))  // the state popped first
    log.removeAll()
    let issues = await withDiagnostics {
      let write = path.set(swiped)
      #expect(write.tasks.isEmpty)
      #expect(!write.needsRefresh)
      path.value = swiped
    }
    #expect(issues.isEmpty)
    #expect(log.values.isEmpty)
    #expect(store.state.navigation.stack.ids == ["a"])
  }

  @Test func aSwipeBackFromAnOlderReadPopsToThePathWhenItIsTheBottomOfTheStack() {
    // The UI showed [a, b] and the user swiped back to [a] while the state pushed "c": the path
    // is still the bottom of the stack, so the state shows it.
    let (store, log) = flowStore(["a", "b"])
    let path = store.pathBinding()
    let swiped = Array(path.value.dropLast())
    store.send(.navigation(.push(bindingScreen("c"))))
    log.removeAll()
    #expect(!path.set(swiped).needsRefresh)
    #expect(log.values == [.navigation(.drop("b"))])
    #expect(store.state.navigation.stack.ids == ["a"])
  }

  // MARK: - Pushes

  @Test func appendingANewElementPushesItsRoute() {
    let (store, log) = flowStore(["a"])
    let path = store.pathBinding()
    let write = path.set(path.value + [new("b", count: 7)])
    #expect(write.tasks.count == 1)
    #expect(!write.needsRefresh)
    #expect(log.values == [.navigation(.push(bindingScreen("b", count: 7)))])
    #expect(store.state.navigation.stack.last == bindingScreen("b", count: 7))
  }

  @Test func appendingSeveralElementsPushesEachInOrder() async {
    let (store, log) = flowStore([])
    let path = store.pathBinding()
    let write = path.set([new("a"), new("b")])
    #expect(write.tasks.count == 2)
    await write.finish()
    #expect(
      log.values == [
        .navigation(.push(bindingScreen("a"))), .navigation(.push(bindingScreen("b"))),
      ]
    )
    #expect(store.state.navigation.stack.ids == ["a", "b"])
  }

  @Test func writingTheStackAgainSendsNothingAndKeepsTheScreensStates() {
    let (store, log) = flowStore(["a", "b"])
    let path = store.pathBinding()
    let read = path.value
    store.send(.route("b", .screen(.bump)))
    log.removeAll()
    // The elements carry the old states, and new elements with the stack's ids stand for the
    // same screens: nothing is written back.
    let write = path.set(read)
    #expect(write.tasks.isEmpty && !write.needsRefresh)
    path.value = [new("a"), new("b")]
    #expect(log.values.isEmpty)
    #expect(store.state.navigation.stack.last == bindingScreen("b", count: 1))
  }

  @Test func aPushTheFlowUndoesAsksTheUIToReadAgain() {
    let (store, log) = flowStore(["a"])
    let path = store.pathBinding()
    let write = path.set(path.value + [new("refused")])
    #expect(log.values == [.navigation(.push(bindingScreen("refused")))])
    #expect(store.state.navigation.stack.ids == ["a"])
    #expect(write.needsRefresh)
  }

  // MARK: - Stale and duplicate writes

  @Test func aPushOnAPathTheStateMovedPastIsIgnored() async {
    // The UI showed [a] and the user tapped a link to "x" while the state pushed "b".
    let (store, log) = flowStore(["a"])
    let path = store.pathBinding()
    let tapped = path.value + [new("x")]
    store.send(.navigation(.push(bindingScreen("b"))))
    log.removeAll()
    let before = store.state
    let issues = await withDiagnostics {
      let write = path.set(tapped)
      #expect(write.tasks.isEmpty)
      #expect(write.needsRefresh)
    }
    #expect(kinds(issues) == ["binding.stalePath"])
    #expect(
      issues.first?.message.contains(#"at position 1, the path has "x" where the stack has "b""#)
        == true)
    #expect(log.values.isEmpty)
    #expect(store.state == before)
  }

  @Test func aPathReadBeforeAPopNeverPushesTheClosedScreenBack() async {
    // The UI showed [a, b, c]; the state popped to [a]; the UI, not updated yet, swipes back
    // from "c": its path [a, b] is longer than the stack, but "b" was read, not made to push.
    let (store, log) = flowStore(["a", "b", "c"])
    let path = store.pathBinding()
    let swiped = Array(path.value.dropLast())
    store.send(.navigation(.popTo("a")))
    log.removeAll()
    let issues = await withDiagnostics { #expect(path.set(swiped).needsRefresh) }
    #expect(kinds(issues) == ["binding.stalePath"])
    #expect(issues.first?.message.contains("read from an older state") == true)
    #expect(log.values.isEmpty)
    #expect(store.state.navigation.stack.ids == ["a"])
  }

  @Test func aPathThatNoLongerMatchesTheStackIsIgnored() async {
    let (store, log) = flowStore(["a", "b"])
    let path = store.pathBinding()
    let read = path.value
    store.send(.navigation(.setStack([bindingScreen("x"), bindingScreen("b")])))
    log.removeAll()
    let issues = await withDiagnostics {
      path.value = Array(read.dropLast())
      path.value = read
    }
    #expect(kinds(issues) == ["binding.stalePath", "binding.stalePath"])
    #expect(log.values.isEmpty)
    #expect(store.state.navigation.stack.ids == ["x", "b"])
  }

  @Test func aLinkTappedTwiceIsIgnoredWithADiagnostic() async {
    let (store, log) = flowStore(["a"])
    let path = store.pathBinding()
    // The first tap pushes "b"; the second, before the screen updated, appends "b" again.
    path.value = path.value + [new("b")]
    log.removeAll()
    let issues = await withDiagnostics {
      #expect(path.set([new("a"), new("b"), new("b")]).needsRefresh)
      #expect(path.set([new("a"), new("b"), new("c"), new("c")]).needsRefresh)
    }
    #expect(kinds(issues) == ["binding.duplicateID", "binding.duplicateID"])
    #expect(issues.first?.message.contains("already shows it") == true)
    #expect(issues.last?.message.contains("pushes that id twice") == true)
    #expect(log.values.isEmpty)
    #expect(store.state.navigation.stack.ids == ["a", "b"])
  }

  @Test func diagnosticsPointAtWhereTheBindingWasMade() async {
    let (store, _) = flowStore(["a"])
    let line: UInt = #line + 1
    let path = store.pathBinding()
    let issues = await withDiagnostics { path.value = [new("x")] + path.value }
    #expect(issues.map(\.line) == [line])
    #expect(issues.first?.fileID == #fileID)
  }

  // MARK: - Scoped stores and adapters

  @Test func aFlowInATabIsBoundThroughItsScopedStore() {
    let log = EventLog<BindingApp.Action>()
    let store = Store(initialState: BindingApp.State()) { BindingApp(log: log) }
    let flow = store.scope(state: \.b, action: /BindingApp.Action.b)
    let path = flow.pathBinding()
    path.value = [new("x")]
    path.value = []
    #expect(
      log.values == [.b(.navigation(.push(bindingScreen("x")))), .b(.navigation(.drop("x")))])
    #expect(store.state.b.navigation.stack.isEmpty)
  }

  @Test func aBindingCrossesIntoASendableClosureAsAUIBindingTakesIt() {
    // SwiftUI's `Binding(get:set:)` takes `@isolated(any) @Sendable` closures.
    func uiBinding<Value>(
      get: @escaping @isolated(any) @Sendable () -> Value,
      set: @escaping @isolated(any) @Sendable (Value) -> Void
    ) {}
    let (store, _) = flowStore(["a"])
    let path = store.pathBinding()
    let modal = store.modalBinding()
    uiBinding(get: { @MainActor in path.value }, set: { @MainActor in path.value = $0 })
    uiBinding(get: { @MainActor in modal.value }, set: { @MainActor in modal.value = $0 })
  }
}
