import ReducerRouting
import Testing

// Three flows nested in each other (TopFlow > MidFlow > LeafFlow) run every kind of navigation,
// screens close themselves, branches are dropped deepest first, and nothing leaks.

private func ticker(_ name: String) -> Ticker.State { .init(name: name) }

/// The cancellations logged so far, in order, without the `cancel ` prefix.
private func cancelled(_ log: EventLog<String>) -> [String] {
  log.values.filter { $0.hasPrefix("cancel ") }.map { String($0.dropFirst(7)) }
}

private func started(_ log: EventLog<String>) -> Int {
  log.values.filter { $0.hasPrefix("start ") }.count
}

@MainActor
@Test func threeLevelsRunEveryNavigationWithoutLeakingAnEffect() async {
  let log = EventLog<String>()
  let store = Store(initialState: TopFlow.State()) { TopFlow(log: log) }
  var timers: [StoreTask] = []
  @discardableResult func mid(_ action: MidFlow.Action) -> StoreTask {
    store.send(.mid("mid", action))
  }
  @discardableResult func leaf(_ action: LeafFlow.Action) -> StoreTask {
    mid(.leaf("leaf", action))
  }

  let issues = await withDiagnostics {
    // Push at every level.
    store.send(.navigation(.push(.ticker(ticker("t1")))))
    store.send(.navigation(.push(.mid(.init(root: .init(name: "mid"))))))
    mid(.navigation(.push(.leaf(.init(root: .init(name: "leaf"))))))
    leaf(.navigation(.push(.ticker(ticker("l1")))))
    leaf(.navigation(.push(.ticker(ticker("l2")))))
    #expect(store.state.navigation.stack.ids == ["t1", "mid"])
    #expect(store.state.mid("mid")?.navigation.stack.ids == ["leaf"])
    #expect(store.state.mid("mid")?.leaf("leaf")?.navigation.stack.ids == ["l1", "l2"])

    // Present at the deepest level.
    leaf(.navigation(.present(.ticker(ticker("lm")), style: .fullScreen)))
    #expect(store.state.mid("mid")?.leaf("leaf")?.navigation.modalStyle == .fullScreen)

    timers.append(store.send(.route("t1", .ticker(.start))))
    timers.append(mid(.root(.start)))
    timers.append(leaf(.root(.start)))
    timers.append(leaf(.route("l1", .ticker(.start))))
    timers.append(leaf(.route("l2", .ticker(.start))))
    timers.append(leaf(.modalRoute(.ticker(.start))))
    #expect(await eventually { started(log) == 6 })
    #expect(await eventually { (store.state.mid("mid")?.leaf("leaf")?.tickerTicks("l2") ?? 0) > 0 })

    // Pop and dismiss at the deepest level stop exactly those screens' timers.
    leaf(.navigation(.pop))
    #expect(await finishes(timers[4]))
    leaf(.navigation(.dismiss))
    #expect(await finishes(timers[5]))
    #expect(cancelled(log) == ["l2", "lm"])
    #expect(store.state.mid("mid")?.leaf("leaf")?.navigation.stack.ids == ["l1"])
    #expect(store.state.mid("mid")?.leaf("leaf")?.navigation.modal == nil)
    #expect(timers[0...3].allSatisfy { $0.isRunning })

    // Close-self after unrelated navigation: l1 is no longer on top, and another level moved.
    leaf(.navigation(.push(.ticker(ticker("l3")))))
    timers.append(leaf(.route("l3", .ticker(.start))))
    mid(.navigation(.present(.ticker(ticker("mm")))))
    timers.append(mid(.modalRoute(.ticker(.start))))
    store.send(.navigation(.present(.ticker(ticker("tm")), style: .popover)))
    #expect(await eventually { started(log) == 8 })
    leaf(.route("l1", .ticker(.closeSelf)))
    #expect(store.state.mid("mid")?.leaf("leaf")?.navigation.isAtRoot == true)
    #expect(store.state.mid("mid")?.navigation.modal?.id == "mm", "only the leaf stack changed")
    #expect(store.state.navigation.modal?.id == "tm")
    #expect(await finishes(timers[3]))
    #expect(await finishes(timers[6]))
    #expect(cancelled(log) == ["l2", "lm", "l3", "l1"], "l3 sat above l1: it goes first")

    // The mid modal closes itself, after a push below it.
    mid(.navigation(.push(.ticker(ticker("m2")))))
    timers.append(mid(.route("m2", .ticker(.start))))
    mid(.modalRoute(.ticker(.closeSelf)))
    #expect(store.state.mid("mid")?.navigation.modal == nil)
    #expect(store.state.mid("mid")?.navigation.stack.ids == ["leaf", "m2"])
    #expect(await finishes(timers[7]))

    // Drop the whole mid branch: deepest first, each route after everything nested in it, the
    // newest first at the same depth (leaf holds l4, the newest timer).
    leaf(.navigation(.push(.ticker(ticker("l4")))))
    timers.append(leaf(.route("l4", .ticker(.start))))
    #expect(await eventually { started(log) == 10 })
    log.removeAll()
    store.send(.navigation(.drop("mid")))
    #expect(store.state.navigation.stack.ids == ["t1"])
    #expect(store.state.navigation.modal?.id == "tm", "dropping a stack branch keeps the modal")
    #expect(cancelled(log) == ["l4", "leaf", "m2", "mid"])
    #expect(timers[0].isRunning)

    // Leave the top level too; then nothing runs.
    store.send(.navigation(.dismiss))
    store.send(.navigation(.pop))
    #expect(store.state.navigation.isAtRoot)
    for timer in timers { #expect(await finishes(timer)) }
    #expect(await store.settles(), "leaked: \(store.runningEffectOrigins ?? [])")
  }
  #expect(kinds(issues).isEmpty)
  #expect(store.runningEffectOrigins == [])
}

@MainActor
@Test func droppingARouteTearsDownNestedModalsAndStacksDeepestFirst() async {
  let log = EventLog<String>()
  var state = TopFlow.State()
  state.navigation.push(.mid(.init(root: .init(name: "mid"))))
  state.navigation.push(.ticker(ticker("t2")))
  let store = Store(initialState: state) { TopFlow(log: log) }
  func mid(_ action: MidFlow.Action) { store.send(.mid("mid", action)) }

  mid(.navigation(.push(.ticker(ticker("m1")))))
  mid(.navigation(.present(.leaf(.init(root: .init(name: "leaf"))))))
  mid(.modalRoute(.leaf(.navigation(.push(.ticker(ticker("l1")))))))
  mid(.modalRoute(.leaf(.navigation(.present(.ticker(ticker("lm")))))))
  mid(.root(.start))
  mid(.route("m1", .ticker(.start)))
  mid(.modalRoute(.leaf(.root(.start))))
  mid(.modalRoute(.leaf(.route("l1", .ticker(.start)))))
  mid(.modalRoute(.leaf(.modalRoute(.ticker(.start)))))
  store.send(.route("t2", .ticker(.start)))
  #expect(await eventually { started(log) == 6 })

  store.send(.navigation(.drop("mid")))
  #expect(store.state.navigation.isAtRoot)
  // Deepest first: the leaf flow's routes, then the mid flow's (the leaf modal holds the newest
  // timer), then t2 and mid, the newest first.
  #expect(cancelled(log) == ["lm", "l1", "leaf", "m1", "t2", "mid"])
  #expect(await store.settles())
}

// MARK: - Closing oneself

@MainActor
@Test func closeSelfFromTheRootOfTheDeepestFlowClosesItInItsParent() async {
  let log = EventLog<String>()
  let store = Store(initialState: TopFlow.State()) { TopFlow(log: log) }
  store.send(.navigation(.push(.mid(.init(root: .init(name: "mid"))))))
  store.send(.mid("mid", .navigation(.push(.leaf(.init(root: .init(name: "leaf")))))))
  store.send(.mid("mid", .navigation(.push(.ticker(ticker("m1"))))))
  store.send(.mid("mid", .navigation(.present(.leaf(.init(root: .init(name: "sheet")))))))
  let rootTimer = store.send(.mid("mid", .leaf("leaf", .root(.start))))
  let sheetTimer = store.send(.mid("mid", .modalRoute(.leaf(.root(.start)))))
  #expect(await eventually { started(log) == 2 })

  let issues = await withDiagnostics {
    // Pushed: the leaf flow and the route above it leave the mid stack.
    store.send(.mid("mid", .leaf("leaf", .root(.closeSelf))))
    #expect(store.state.mid("mid")?.navigation.stack.ids == [])
    #expect(store.state.mid("mid")?.navigation.modal?.id == "sheet")
    #expect(await finishes(rootTimer))
    // Presented: the mid flow dismisses it.
    store.send(.mid("mid", .modalRoute(.leaf(.root(.closeSelf)))))
    #expect(store.state.mid("mid")?.navigation.isAtRoot == true)
    #expect(await finishes(sheetTimer))
    // The mid flow's own root closes the mid flow in the top flow.
    store.send(.mid("mid", .root(.closeSelf)))
    #expect(store.state.navigation.isAtRoot)
  }
  #expect(kinds(issues).isEmpty)
  #expect(await store.settles())
}

@MainActor
@Test func closeSelfClosesTheStackRouteEvenWhenTheModalHasTheSameID() async {
  var state = TopFlow.State()
  state.navigation.push(.ticker(ticker("a")))
  state.navigation.present(.ticker(ticker("a")))
  let store = Store(initialState: state) { TopFlow() }
  let issues = await withDiagnostics {
    store.send(.route("a", .ticker(.closeSelf)))
    #expect(store.state.navigation.stack.isEmpty)
    #expect(store.state.navigation.modal?.id == "a", "the modal did not ask to close")
    store.send(.navigation(.push(.ticker(ticker("a")))))
    store.send(.modalRoute(.ticker(.closeSelf)))
    #expect(store.state.navigation.modal == nil)
    #expect(store.state.navigation.stack.ids == ["a"], "the stack route did not ask to close")
  }
  #expect(kinds(issues).isEmpty)
}

@MainActor
@Test func closeSelfClosesThatRouteByIDAfterUnrelatedNavigation() async {
  var state = TopFlow.State()
  state.navigation.setStack([.ticker(ticker("a")), .ticker(ticker("b")), .ticker(ticker("c"))])
  let store = Store(initialState: state) { TopFlow() }
  let timer = store.send(.route("a", .ticker(.start)))
  store.send(.navigation(.pop))
  store.send(.navigation(.push(.ticker(ticker("d")))))
  store.send(.navigation(.present(.ticker(ticker("x")))))
  store.send(.route("b", .ticker(.closeSelf)))
  #expect(store.state.navigation.stack.ids == ["a"])
  #expect(store.state.navigation.modal?.id == "x")
  #expect(timer.isRunning, "a is still shown")
  store.send(.route("a", .ticker(.closeSelf)))
  #expect(store.state.navigation.stack.isEmpty)
  #expect(await finishes(timer))
}

@MainActor
@Test func closeSelfOutsideAFlowIsReported() async {
  let store = Store(initialState: ticker("alone")) { Ticker() }
  let issues = await withDiagnostics { store.send(.closeSelf) }
  #expect(kinds(issues) == ["effect.unhandledSignal"])
  #expect(issues.first?.fileID == "ReducerRoutingTests/NestedFlowFixtures.swift")
  #expect(issues.first?.message.contains("dismissSelf") == true)
}

@MainActor
@Test func closeSelfFromTheRootOfTheOutermostFlowIsReported() async {
  let store = Store(initialState: TopFlow.State()) { TopFlow() }
  let issues = await withDiagnostics { store.send(.root(.closeSelf)) }
  #expect(kinds(issues) == ["effect.unhandledSignal"])
  #expect(store.state == TopFlow.State())
}
