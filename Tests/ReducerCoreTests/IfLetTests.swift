import Testing

@testable import ReducerCore

private struct Child: Reducer {
  struct State: Equatable {
    var ticks = 0
  }

  enum Action: Equatable {
    case tap
    case start
    case startTicking
    case tick
    case stop
  }

  struct TimerID: Hashable, Sendable {}

  let probe: EffectProbe
  let order: Recorder<String>

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    order.append("child \(action)")
    switch action {
    case .tap:
      return .none
    case .start:
      return .run { [probe] _ in await probe.run("child") }.cancellable(id: TimerID())
    case .startTicking:
      return .run { send in await send(.tick) }
    case .tick:
      state.ticks += 1
      return .none
    case .stop:
      return .cancel(id: TimerID())
    }
  }
}

private struct Parent: Reducer {
  struct State: Equatable {
    var child: Child.State?
  }

  enum Action: Equatable {
    case child(Child.Action)
    case present
    case dismiss
    case cancelChildTimerFromParent
  }

  let probe: EffectProbe
  let order = Recorder<String>()

  var body: some Reducer<State, Action> {
    Reduce { state, action in
      switch action {
      case let .child(action):
        order.append("parent child.\(action)")
      case .present:
        order.append("parent present")
        state.child = Child.State()
      case .dismiss:
        order.append("parent dismiss")
        state.child = nil
      case .cancelChildTimerFromParent:
        return .cancel(id: Child.TimerID())
      }
      return .none
    }
    .ifLet(\.child, action: /Action.child) { Child(probe: probe, order: order) }
  }
}

@MainActor
@Suite struct IfLetTests {
  @Test func childRunsFirstThenParent() {
    let parent = Parent(probe: EffectProbe())
    let store = Store(initialState: Parent.State(child: Child.State())) { parent }
    store.send(.child(.tap))
    store.send(.dismiss)
    #expect(parent.order.values == ["child tap", "parent child.tap", "parent dismiss"])
  }

  @Test func childEffectsComeBackToTheChild() async {
    let store = Store(initialState: Parent.State(child: Child.State())) {
      Parent(probe: EffectProbe())
    }
    await store.send(.child(.startTicking)).finish()
    #expect(store.state.child?.ticks == 1)
  }

  @Test func actionWhileNilIsADiagnosticNotACrash() async throws {
    let parent = Parent(probe: EffectProbe())
    let diagnostics = await withDiagnostics {
      let store = Store(initialState: Parent.State()) { parent }
      store.send(.child(.tick))
      #expect(store.state.child == nil)
    }
    let diagnostic = try #require(diagnostics.first)
    #expect(diagnostics.count == 1)
    #expect(diagnostic.kind == "ifLet.nilState")
    #expect(diagnostic.fileID == "ReducerCoreTests/IfLetTests.swift")
    #expect(diagnostic.message.contains("tick"))
    // The child did not run, the parent still did.
    #expect(parent.order.values == ["parent child.tick"])
  }

  @Test func presentingRunsTheChild() async {
    let diagnostics = await withDiagnostics {
      let store = Store(initialState: Parent.State()) { Parent(probe: EffectProbe()) }
      store.send(.present)
      store.send(.child(.tick))
      #expect(store.state.child?.ticks == 1)
    }
    #expect(diagnostics.isEmpty)
  }

  @Test func settingNilCancelsTheChildEffects() async {
    let probe = EffectProbe()
    let diagnostics = await withDiagnostics {
      let store = Store(initialState: Parent.State(child: Child.State())) {
        Parent(probe: probe)
      }
      let effect = store.send(.child(.start))
      #expect(await probe.started.wait())
      #expect(effect.isRunning)
      store.send(.dismiss)
      #expect(await finishes(effect))
    }
    #expect(probe.events.values == ["child cancelled"])
    #expect(diagnostics.isEmpty)
  }

  @Test func aParentCancelsItsChildsEffectsByID() async {
    let probe = EffectProbe()
    let store = Store(initialState: Parent.State(child: Child.State())) { Parent(probe: probe) }
    let effect = store.send(.child(.start))
    #expect(await probe.started.wait())
    // Cancel ids are hierarchical: the parent's `.cancel(id: TimerID())` reaches the child.
    store.send(.cancelChildTimerFromParent)
    #expect(await finishes(effect))
    #expect(probe.events.values == ["child cancelled"])
  }
}
