import Testing

@testable import ReducerCore

private struct Item: Reducer {
  struct State: Equatable, Identifiable {
    let id: Int
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
    order.append("item \(state.id) \(action)")
    switch action {
    case .tap:
      return .none
    case .start:
      return .run { [probe, id = state.id] _ in await probe.run("item \(id)") }
        .cancellable(id: TimerID())
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

private struct List: Reducer {
  struct State: Equatable {
    var items: IdentifiedArrayOf<Item.State> = [Item.State(id: 1), Item.State(id: 2)]
  }

  enum Action: Equatable {
    case item(id: Item.State.ID, action: Item.Action)
    case remove(id: Int)
    case removeAll
    case append(id: Int)
  }

  let probe: EffectProbe
  let order = Recorder<String>()

  var body: some Reducer<State, Action> {
    Reduce { state, action in
      switch action {
      case let .item(id, action): order.append("list item \(id) \(action)")
      case let .remove(id): state.items.remove(id: id)
      case .removeAll: state.items.removeAll()
      case let .append(id): state.items.append(Item.State(id: id))
      }
      return .none
    }
    .forEach(\.items, action: /Action.item) { Item(probe: probe, order: order) }
  }
}

@MainActor
@Suite struct ForEachTests {
  @Test func elementRunsFirstThenParent() {
    let list = List(probe: EffectProbe())
    let store = Store(initialState: List.State()) { list }
    store.send(.item(id: 2, action: .tap))
    #expect(list.order.values == ["item 2 tap", "list item 2 tap"])
  }

  @Test func onlyTheNamedElementRuns() {
    let store = Store(initialState: List.State()) { List(probe: EffectProbe()) }
    store.send(.item(id: 2, action: .tick))
    store.send(.item(id: 2, action: .tick))
    store.send(.item(id: 1, action: .tick))
    #expect(store.state.items.map(\.ticks) == [1, 2])
  }

  @Test func elementEffectsComeBackToTheSameElement() async {
    let store = Store(initialState: List.State()) { List(probe: EffectProbe()) }
    await store.send(.item(id: 2, action: .startTicking)).finish()
    #expect(store.state.items[id: 2]?.ticks == 1)
    #expect(store.state.items[id: 1]?.ticks == 0)
  }

  @Test func actionForAMissingIDIsADiagnosticNotACrash() async throws {
    let list = List(probe: EffectProbe())
    let diagnostics = await withDiagnostics {
      let store = Store(initialState: List.State()) { list }
      store.send(.item(id: 42, action: .tick))
      #expect(store.state == List.State())
    }
    let diagnostic = try #require(diagnostics.first)
    #expect(diagnostics.count == 1)
    #expect(diagnostic.kind == "forEach.missingElement")
    #expect(diagnostic.fileID == "ReducerCoreTests/ForEachTests.swift")
    #expect(diagnostic.message.contains("42"))
    // No element ran; the parent did.
    #expect(list.order.values == ["list item 42 tick"])
  }

  @Test func removingAnElementCancelsOnlyItsEffects() async {
    let probe = EffectProbe()
    let diagnostics = await withDiagnostics {
      let store = Store(initialState: List.State()) { List(probe: probe) }
      let first = store.send(.item(id: 1, action: .start))
      #expect(await probe.started.wait())
      let second = store.send(.item(id: 2, action: .start))
      #expect(await probe.started.wait())

      store.send(.remove(id: 1))
      #expect(await finishes(first))
      #expect(probe.events.values == ["item 1 cancelled"])
      #expect(second.isRunning)

      store.send(.item(id: 2, action: .stop))
      #expect(await finishes(second))
      #expect(probe.events.values == ["item 1 cancelled", "item 2 cancelled"])
    }
    #expect(diagnostics.isEmpty)
  }

  @Test func removingAllElementsCancelsAllTheirEffects() async {
    let probe = EffectProbe()
    let store = Store(initialState: List.State()) { List(probe: probe) }
    let first = store.send(.item(id: 1, action: .start))
    let second = store.send(.item(id: 2, action: .start))
    #expect(await probe.started.wait())
    #expect(await probe.started.wait())
    store.send(.removeAll)
    #expect(await finishes(first))
    #expect(await finishes(second))
    #expect(Set(probe.events.values) == ["item 1 cancelled", "item 2 cancelled"])
  }

  @Test func elementCancellationIDsAreTheElementsOwn() async {
    let probe = EffectProbe()
    let store = Store(initialState: List.State()) { List(probe: probe) }
    let first = store.send(.item(id: 1, action: .start))
    let second = store.send(.item(id: 2, action: .start))
    #expect(await probe.started.wait())
    #expect(await probe.started.wait())
    // Both use `TimerID()`; stopping item 1 leaves item 2 running.
    store.send(.item(id: 1, action: .stop))
    #expect(await finishes(first))
    #expect(second.isRunning)
    #expect(probe.events.values == ["item 1 cancelled"])
    store.send(.item(id: 2, action: .stop))
    #expect(await finishes(second))
  }

  @Test func appendingKeepsEffectsRunning() async {
    let probe = EffectProbe()
    let store = Store(initialState: List.State()) { List(probe: probe) }
    let effect = store.send(.item(id: 1, action: .start))
    #expect(await probe.started.wait())
    store.send(.append(id: 3))
    await Task.yield()
    #expect(effect.isRunning)
    #expect(probe.events.values.isEmpty)
    store.send(.item(id: 3, action: .tick))
    #expect(store.state.items[id: 3]?.ticks == 1)
    effect.cancel()
    #expect(await finishes(effect))
  }
}

// MARK: - TCA's IdentifiedAction

/// A list whose rows' actions are TCA's `IdentifiedActionOf<Row>`.
struct IdentifiedRows: Reducer {
  struct Row: Reducer {
    struct State: Equatable, Identifiable {
      var id: Int
      var taps = 0
    }
    enum Action: Equatable { case tapped }
    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      state.taps += 1
      return .none
    }
  }
  struct State: Equatable {
    var rows: IdentifiedArrayOf<Row.State> = [Row.State(id: 1), Row.State(id: 2)]
    var lastTapped: Int?
  }
  enum Action: Equatable {
    case rows(IdentifiedActionOf<Row>)
    case remove(Int)
  }
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case let .rows(.element(id, .tapped)):
        state.lastTapped = id
      case let .remove(id):
        state.rows.remove(id: id)
      }
      return .none
    }
    .forEach(\.rows, action: /Action.rows) { Row() }
  }
}

@MainActor
@Suite struct IdentifiedActionTests {
  @Test func anElementActionRunsItsRowThenTheParent() {
    let store = Store(initialState: IdentifiedRows.State()) { IdentifiedRows() }
    store.send(.rows(.element(id: 2, action: .tapped)))
    #expect(store.state.rows[id: 2]?.taps == 1)
    #expect(store.state.rows[id: 1]?.taps == 0)
    #expect(store.state.lastTapped == 2)
  }

  @Test func elementStoresSendIdentifiedActions() {
    let store = Store(initialState: IdentifiedRows.State()) { IdentifiedRows() }
    let rows = store.scope(state: \.rows, action: /IdentifiedRows.Action.rows)
    #expect(rows.map(\.state.id) == [1, 2])
    rows[0].send(.tapped)
    #expect(store.state.rows[id: 1]?.taps == 1)
    #expect(store.state.lastTapped == 1)
  }

  @Test func anActionForARemovedElementIsReported() async {
    let store = Store(initialState: IdentifiedRows.State()) { IdentifiedRows() }
    store.send(.remove(1))
    let diagnostics = await withDiagnostics { store.send(.rows(.element(id: 1, action: .tapped))) }
    #expect(diagnostics.map(\.kind) == ["forEach.missingElement"])
  }
}
