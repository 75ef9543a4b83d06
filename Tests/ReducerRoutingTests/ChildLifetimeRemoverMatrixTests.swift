import ReducerRouting
import ReducerTesting
import Testing

// The library's promise, as an app ported from TCA relies on it: everything a screen started is
// cancelled in the same `send` that removes its screen, whoever removes it. Each case starts an
// effect that never ends on its own (a sleep loop, a clock timer, a stream that never finishes)
// in a child, removes the child in one `send` asserted exactly, moves the test clock on (a timer
// left running would tick into a screen that is gone), and then `finish()` of an exhaustive
// `TestStore` must pass at once, with no diagnostic. Fixtures: ChildLifetimeRemoverFixtures.

/// Who removes the child.
enum Remover: String, CaseIterable, Sendable {
  /// The flow's own navigation: a `.navigation` step, or one `navigation(for:)` returns.
  case navigation
  /// The screen returns `.dismissSelf()`.
  case dismissSelf
  /// A reducer in the same builder as the flow.
  case sibling
  /// The app's `Reduce`, placed before the operator that runs the flow.
  case parentBefore
  /// The app's `Reduce`, placed after the operator that runs the flow.
  case parentAfter
  /// A deep link: the flow's own `routing.deepLinks` when alone, the app's `deepLinks`
  /// otherwise.
  case deepLink
  /// A saved `NavigationSnapshot`: restored with `.navigation(.restore(snapshot:))` when the
  /// flow is alone, with `restore(into:)` by the app's `Reduce` otherwise.
  case snapshot
}

/// One case of the matrix.
struct RemoverCase: Sendable, CustomTestStringConvertible {
  var remover: Remover
  var kind: ChildKind
  var endless: Endless
  /// How the app runs the flow; `nil` when the flow is the store's reducer.
  var composition: Composition?

  var testDescription: String {
    let host =
      composition.map { "in \($0.rawValue)" } ?? (remover == .sibling ? "beside it" : "alone")
    return "\(remover.rawValue) removes \(kind.rawValue) \(host) (\(endless.rawValue))"
  }

  /// The flow's state once the child is removed.
  var expectedFlow: PerpetualFlow.State {
    switch remover {
    case .navigation: kind.flowAfterNavigation
    case .dismissSelf: kind.flowAfterClosingItself
    case .sibling, .parentBefore, .parentAfter: kind.flowRemovedInPlace
    case .deepLink, .snapshot: kind.flowReplaced
    }
  }

  /// The flow-level cases: every kind, by every remover a flow has without an app around it.
  static let alone: [RemoverCase] = {
    let removers: [Remover] = [.navigation, .dismissSelf, .sibling, .deepLink, .snapshot]
    return removers.enumerated().flatMap { r, remover in
      ChildKind.allCases.enumerated().map { k, kind in
        RemoverCase(
          remover: remover, kind: kind, endless: Endless.allCases[(r + k) % 3], composition: nil)
      }
    }
  }()

  /// The app-level cases: every remover in every composition, the child kind rotating so that
  /// each remover meets each kind and each composition meets each kind.
  static let inApp: [RemoverCase] = {
    Remover.allCases.enumerated().flatMap { r, remover in
      Composition.allCases.enumerated().map { c, composition in
        RemoverCase(
          remover: remover, kind: ChildKind.allCases[(r + c) % 5],
          endless: Endless.allCases[(r + 2 * c) % 3], composition: composition)
      }
    }
  }()
}

@MainActor
@Suite struct ChildLifetimeRemoverMatrixTests {
  // MARK: - The flow as the store's reducer

  @Test(arguments: RemoverCase.alone)
  func aChildRemovedFromAFlowAloneStopsInThatSend(_ matrixCase: RemoverCase) async {
    let clock = TestClock()
    let kind = matrixCase.kind
    let store = TestStore(initialState: kind.initialFlow) {
      if matrixCase.remover == .sibling {
        // The flow with a sibling in the same builder, which removes the child.
        PerpetualFlow()
        PerpetualSibling()
      } else {
        // The flow alone as the store's reducer.
        PerpetualFlow()
      }
    } withDependencies: {
      $0.continuousClock = clock
    }
    let started = await store.send(kind.start(matrixCase.endless))
    #expect(started.isRunning)
    let expected = matrixCase.expectedFlow
    switch matrixCase.remover {
    case .navigation:
      await store.send(kind.navigationRemoval) { $0 = expected }
    case .dismissSelf:
      if let closing = kind.sentWhenClosingItself {
        await store.send(kind.closeItself)
        await store.receive(closing) { $0 = expected }
      } else {
        await store.send(kind.closeItself) { $0 = expected }
      }
    case .sibling, .parentBefore, .parentAfter:
      await store.send(.host(.remove(kind))) { $0 = expected }
    case .deepLink:
      await store.send(.openLink(DeepLink(segments: kind.replacingSegments))) { $0 = expected }
    case .snapshot:
      await store.send(.navigation(.restore(snapshot: NavigationSnapshot(of: expected)))) {
        $0 = expected
      }
    }
    // Cancelled in that send: the effect's task has already ended.
    #expect(!started.isRunning)
    await clock.advance(by: .seconds(5))
    await store.finish()
  }

  // MARK: - The flow inside an app

  @Test(arguments: RemoverCase.inApp)
  func aChildRemovedFromAFlowInAnAppStopsInThatSend(_ matrixCase: RemoverCase) async {
    let clock = TestClock()
    let kind = matrixCase.kind
    let composition = matrixCase.composition ?? .scope
    let placement: Placement = matrixCase.remover == .parentBefore ? .before : .after
    let store = TestStore(
      initialState: PerpetualApp.State(composition: composition, target: kind.initialFlow)
    ) {
      PerpetualApp(composition: composition, placement: placement)
    } withDependencies: {
      $0.continuousClock = clock
    }
    func embed(_ action: PerpetualFlow.Action) -> PerpetualApp.Action {
      PerpetualApp.embed(action, in: composition)
    }
    let started = await store.send(embed(kind.start(matrixCase.endless)))
    #expect(started.isRunning)
    let expected = matrixCase.expectedFlow
    // The action that removes the child, and the action it sends back to close it, if any.
    var received: PerpetualApp.Action?
    let action: PerpetualApp.Action
    switch matrixCase.remover {
    case .navigation: action = embed(kind.navigationRemoval)
    case .dismissSelf:
      action = embed(kind.closeItself)
      received = kind.sentWhenClosingItself.map(embed)
    case .sibling: action = embed(.host(.remove(kind)))
    case .parentBefore, .parentAfter: action = .parent(.remove(kind))
    case .deepLink:
      action = .openLink(PerpetualApp.link(to: kind.replacingSegments, in: composition))
    case .snapshot: action = .parent(.restore(savedNavigation(of: expected)))
    }
    if let received {
      await store.send(action)
      await store.receive(received) { $0.placeTarget(expected) }
    } else {
      await store.send(action) { $0.placeTarget(expected) }
    }
    // Cancelled in that send: the effect's task has already ended.
    #expect(!started.isRunning)
    await clock.advance(by: .seconds(5))
    await store.finish()
  }

  // MARK: - Started and removed in the same send

  @Test(arguments: [ChildKind.stacked, .modal], Endless.allCases)
  func aScreenThatStartsAndClosesItselfInOneActionLeavesNothingRunning(
    _ kind: ChildKind, _ endless: Endless
  ) async {
    let clock = TestClock()
    let store = TestStore(initialState: kind.initialFlow) {
      PerpetualFlow()
    } withDependencies: {
      $0.continuousClock = clock
    }
    let action: PerpetualFlow.Action =
      kind == .modal
      ? .modalRoute(.screen(.startAndClose(endless)))
      : .route("a", .screen(.startAndClose(endless)))
    let task = await store.send(action) { $0 = perpetualFlow() }
    #expect(!task.isRunning)
    await clock.advance(by: .seconds(5))
    await store.finish()
  }

  @Test(arguments: [ChildKind.stacked, .modal])
  func aScreenRemovedInTheActionThatStartedItsEffectLeavesNothingRunning(
    _ kind: ChildKind
  ) async {
    // By the flow's `navigation(for:)`, then by the app's `Reduce` after the `Scope` (placed
    // before it, the app would remove the screen before the screen saw the action, which the
    // flow rightly reports as `flow.missingRoute`).
    let clock = TestClock()
    func app() -> PerpetualApp.State {
      PerpetualApp.State(composition: .scope, target: kind.initialFlow)
    }
    let store = TestStore(initialState: app()) {
      PerpetualApp(composition: .scope, placement: .after)
    } withDependencies: {
      $0.continuousClock = clock
    }
    func screen(_ action: PerpetualScreen.Action) -> PerpetualApp.Action {
      kind == .modal ? .flow(.modalRoute(.screen(action))) : .flow(.route("a", .screen(action)))
    }
    let byFlow = await store.send(screen(.startAndGoBack(.clockTimer))) {
      $0.flow = perpetualFlow()
    }
    #expect(!byFlow.isRunning)
    // The same screen again, removed by the app this time.
    await store.send(
      .flow(
        .navigation(kind == .modal ? .present(perpetualRoute("m")) : .push(perpetualRoute("a"))))
    ) {
      $0 = app()
    }
    let byApp = await store.send(screen(.startAndLeave(.stream))) { $0.flow = perpetualFlow() }
    #expect(!byApp.isRunning)
    await clock.advance(by: .seconds(5))
    await store.finish()
  }

  @Test(arguments: [ChildKind.stacked, .modal, .nestedFlow])
  func aScreenThatClosesItselfFromAnEffectEndsItsOtherEffects(_ kind: ChildKind) async {
    let clock = TestClock()
    let store = TestStore(initialState: kind.initialFlow) {
      PerpetualFlow()
    } withDependencies: {
      $0.continuousClock = clock
    }
    let forever = await store.send(kind.start(.sleepLoop))
    let closing: PerpetualFlow.Action
    let closed: PerpetualFlow.Action
    switch kind {
    case .modal:
      closing = .modalRoute(.screen(.closeLater))
      closed = .navigation(.dismiss)
    case .nestedFlow:
      closing = .route("nested-inner", .nested(.route("deep", .screen(.closeLater))))
      closed = .route("nested-inner", .nested(.navigation(.drop("deep"))))
    default:
      closing = .route("a", .screen(.closeLater))
      closed = .navigation(.drop("a"))
    }
    await store.send(closing)
    await clock.advance(by: .seconds(1))
    await store.receive(closed) { $0 = kind.flowAfterClosingItself }
    #expect(!forever.isRunning)
    await clock.advance(by: .seconds(5))
    await store.finish()
  }

  // MARK: - Controls: what stays keeps running

  @Test(arguments: Endless.allCases)
  func aRowThatStaysKeepsItsEffectWhenItsNeighbourIsRemoved(_ endless: Endless) async {
    // Without this, a library that cancelled every effect on every removal would pass the
    // matrix; and a timer that stays must tick, which shows the clock timers are real.
    let clock = TestClock()
    let store = TestStore(initialState: ChildKind.forEachRow.initialFlow) {
      PerpetualFlow()
      PerpetualSibling()
    } withDependencies: {
      $0.continuousClock = clock
    }
    let removed = await store.send(ChildKind.forEachRow.start(endless))
    let stays = await store.send(
      .route("a", .screen(.rows(.element(id: "r2", action: .start(endless))))))
    await store.send(.host(.remove(.forEachRow))) { $0 = ChildKind.forEachRow.flowRemovedInPlace }
    #expect(!removed.isRunning)
    #expect(stays.isRunning)
    if endless == .clockTimer {
      await clock.advance(by: .seconds(1))
      await store.receive(.route("a", .screen(.rows(.element(id: "r2", action: .tick))))) {
        $0.navigation.modifyRoute("a", as: /PerpetualFlow.Route.screen) {
          $0.rows[id: "r2"]?.ticks = 1
        }
      }
    }
    await store.send(.navigation(.pop)) { $0 = perpetualFlow() }
    await clock.advance(by: .seconds(5))
    await store.finish()
  }

  @Test(arguments: Composition.allCases)
  func theRootScreenKeepsItsEffectWhenARouteIsRemoved(_ composition: Composition) async {
    let clock = TestClock()
    let store = TestStore(
      initialState: PerpetualApp.State(
        composition: composition, target: ChildKind.stacked.initialFlow)
    ) {
      PerpetualApp(composition: composition, placement: .after)
    } withDependencies: {
      $0.continuousClock = clock
    }
    func embed(_ action: PerpetualFlow.Action) -> PerpetualApp.Action {
      PerpetualApp.embed(action, in: composition)
    }
    let root = await store.send(embed(.root(.start(.clockTimer))))
    let route = await store.send(embed(ChildKind.stacked.start(.sleepLoop)))
    await store.send(.parent(.remove(.stacked))) {
      $0.placeTarget(ChildKind.stacked.flowRemovedInPlace)
    }
    #expect(!route.isRunning)
    #expect(root.isRunning)
    await clock.advance(by: .seconds(1))
    await store.receive(embed(.root(.tick))) {
      var target = ChildKind.stacked.flowRemovedInPlace
      target.root.ticks = 1
      $0.placeTarget(target)
    }
    await root.cancel()
    await store.finish()
  }

  // MARK: - An ancestor two levels up

  @Test(arguments: ChildKind.allCases)
  func anAncestorTwoLevelsUpRemovesAChildOfANestedFlow(_ kind: ChildKind) async {
    // The app's `Reduce` reaches through the outer flow's route into the nested flow.
    let clock = TestClock()
    let store = TestStore(
      initialState: PerpetualApp.State(composition: .nestedRoute, target: kind.initialFlow)
    ) {
      PerpetualApp(composition: .nestedRoute, placement: .after)
    } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(PerpetualApp.embed(kind.start(.clockTimer), in: .nestedRoute))
    await store.send(.parent(.remove(kind))) { $0.placeTarget(kind.flowRemovedInPlace) }
    await clock.advance(by: .seconds(5))
    await store.finish()
  }

  @Test(arguments: ChildKind.allCases)
  func anAncestorTwoLevelsUpPopsTheRouteThatHoldsANestedFlow(_ kind: ChildKind) async {
    // Everything the nested flow runs leaves with its route.
    let clock = TestClock()
    let store = TestStore(
      initialState: PerpetualApp.State(composition: .nestedRoute, target: kind.initialFlow)
    ) {
      PerpetualApp(composition: .nestedRoute, placement: .before)
    } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(PerpetualApp.embed(kind.start(.sleepLoop), in: .nestedRoute))
    await store.send(PerpetualApp.embed(.root(.start(.stream)), in: .nestedRoute))
    await store.send(.flow(.navigation(.popToRoot))) { $0.flow.navigation = .init() }
    await clock.advance(by: .seconds(5))
    await store.finish()
  }

  // MARK: - Tabs

  @Test(arguments: ChildKind.allCases)
  func reselectingTheSelectedTabResetsItAndStopsItsChildren(_ kind: ChildKind) async {
    let clock = TestClock()
    var initial = PerpetualTabs.State()
    initial.left = kind.initialFlow
    initial.right = ChildKind.stacked.initialFlow
    let store = TestStore(initialState: initial) {
      PerpetualTabs()
    } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(.left(kind.start(.clockTimer)))
    await store.send(.tab(.select(.left))) { $0.left.navigation = .init() }
    await clock.advance(by: .seconds(5))
    // The other tab kept its stack.
    #expect(store.state.right == ChildKind.stacked.initialFlow)
    await store.finish()
  }

  @Test(arguments: ChildKind.allCases)
  func aHiddenTabClearedByHandStopsItsChildren(_ kind: ChildKind) async {
    let clock = TestClock()
    var initial = PerpetualTabs.State()
    initial.right = kind.initialFlow
    let store = TestStore(initialState: initial) {
      PerpetualTabs()
    } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(.right(kind.start(.stream)))
    await store.send(.tab(.select(.left)))
    await store.send(.clearTab(.right)) { $0.right.navigation = .init() }
    await clock.advance(by: .seconds(5))
    await store.finish()
  }

  // MARK: - Bindings

  @Test(arguments: ChildKind.allCases)
  func aBindingWriteRemovesTheChildInThatWrite(_ kind: ChildKind) async {
    // Bindings are made from a `Store`, as a view makes them: the write goes through the store,
    // and the effect's own task must end without any other action.
    let clock = TestClock()
    let store = Store(initialState: kind.initialFlow) {
      PerpetualFlow()
    } withDependencies: {
      $0.continuousClock = clock
    }
    let issues = await withDiagnostics {
      let effect = store.send(kind.start(.sleepLoop))
      #expect(effect.isRunning)
      switch kind {
      case .modal:
        let sheet = store.modalBinding(style: .sheet)
        #expect(sheet.value?.id == "m")
        sheet.value = nil  // the user pulled the sheet down
      case .nestedFlow:
        let nested = store.routeStore(id: "nested-inner")?.scope(
          state: /PerpetualFlow.Route.nested, action: /PerpetualFlow.Route.Action.nested)
        let path = nested?.pathBinding()
        #expect(path?.value.map(\.id) == ["deep"])
        path?.value = []  // a swipe back in the nested flow
      case .stacked, .ifLetChild, .forEachRow:
        let path = store.pathBinding()
        #expect(path.value.map(\.id) == ["a"])
        path.value = []  // a swipe back
      }
      #expect(await finishes(effect))
    }
    #expect(issues.isEmpty, "\(issues)")
    switch kind {
    case .nestedFlow: #expect(store.state == perpetualFlow(stack: [.nested(innerFlow())]))
    default: #expect(store.state == perpetualFlow())
    }
    #expect(await store.settles())
  }

  @Test(arguments: [ChildKind.stacked, .modal])
  func aBindingWriteOnAScopedFlowRemovesTheChildInThatWrite(_ kind: ChildKind) async {
    let clock = TestClock()
    let store = Store(
      initialState: PerpetualApp.State(composition: .scope, target: kind.initialFlow)
    ) {
      PerpetualApp(composition: .scope, placement: .after)
    } withDependencies: {
      $0.continuousClock = clock
    }
    let flowStore = store.scope(state: \.flow, action: /PerpetualApp.Action.flow)
    let issues = await withDiagnostics {
      let effect = flowStore.send(kind.start(.stream))
      #expect(effect.isRunning)
      if kind == .modal {
        let sheet = flowStore.modalBinding()
        #expect(sheet.value?.id == "m")
        sheet.value = nil
      } else {
        flowStore.pathBinding().value = []
      }
      #expect(await finishes(effect))
    }
    #expect(issues.isEmpty, "\(issues)")
    #expect(store.state.flow == perpetualFlow())
    #expect(await store.settles())
  }
}
