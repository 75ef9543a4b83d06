import Testing

@testable import ReducerCore

// A child removed or replaced by a reducer outside its `ifLet` or `forEach` (a
// sibling, a grandparent) leaves effects that never send again: the next action of any kind
// through the operator stops them. Two copies of a feature under two scopes never stop each
// other's children.

/// A child whose only effect waits until it is cancelled, and says so.
private struct Sleeper: Reducer {
  struct State: Equatable, Identifiable { var id: Int }
  enum Action: Equatable { case sleep }

  let probe: EffectProbe

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    .run { [probe, id = state.id] _ in await probe.run("child \(id)") }
  }
}

/// A feature with an optional child, a row of children and a two-case child.
private struct Holder: Reducer {
  struct State: Equatable {
    var child: Sleeper.State?
    var rows: IdentifiedArrayOf<Sleeper.State> = []
  }
  enum Action: Equatable {
    case child(Sleeper.Action)
    case row(Int, Sleeper.Action)
    case noop
  }

  let probe: EffectProbe

  var body: some ReducerOf<Self> {
    Reduce { _, _ in .none }
      .ifLet(\.child, action: /Action.child) { Sleeper(probe: probe) }
      .forEach(\.rows, action: /Action.row) { Sleeper(probe: probe) }
  }
}

/// Two holders side by side, and a grandparent's own way to change them.
private struct Outer: Reducer {
  struct State: Equatable {
    var left = Holder.State()
    var right = Holder.State()
  }
  enum Action: Equatable {
    case left(Holder.Action)
    case right(Holder.Action)
    case clearLeft
    case replaceLeftChild(id: Int)
  }

  let probe: EffectProbe

  var body: some ReducerOf<Self> {
    Scope(state: \.left, action: /Action.left) { Holder(probe: probe) }
    Scope(state: \.right, action: /Action.right) { Holder(probe: probe) }
    Reduce { state, action in
      switch action {
      case .clearLeft:
        state.left.child = nil
        state.left.rows = []
      case let .replaceLeftChild(id):
        state.left.child = Sleeper.State(id: id)
      case .left, .right:
        break
      }
      return .none
    }
  }
}

@MainActor
@Suite struct OrphanedEffectTests {
  @Test func anyActionThroughTheIfLetStopsAChildAGrandparentRemoved() async {
    let probe = EffectProbe()
    let store = Store(initialState: Outer.State(left: Holder.State(child: .init(id: 1)))) {
      Outer(probe: probe)
    }
    let effect = store.send(.left(.child(.sleep)))
    #expect(await probe.started.wait())
    let diagnostics = await withDiagnostics {
      store.send(.clearLeft)
      // The grandparent's change does not pass through the `ifLet`; the next action does,
      // whatever it is.
      store.send(.left(.noop))
      #expect(await finishes(effect))
    }
    #expect(diagnostics.isEmpty)
    #expect(probe.events.values == ["child 1 cancelled"])
  }

  @Test func aChildReplacedByAGrandparentLosesItsEffects() async {
    let probe = EffectProbe()
    let store = Store(initialState: Outer.State(left: Holder.State(child: .init(id: 1)))) {
      Outer(probe: probe)
    }
    let first = store.send(.left(.child(.sleep)))
    #expect(await probe.started.wait())
    store.send(.replaceLeftChild(id: 2))
    let second = store.send(.left(.child(.sleep)))
    #expect(await probe.started.wait())
    #expect(await finishes(first))
    #expect(probe.events.values == ["child 1 cancelled"])
    second.cancel()
    #expect(await finishes(second))
  }

  @Test func anyActionThroughTheForEachStopsRowsAGrandparentRemoved() async {
    let probe = EffectProbe()
    let store = Store(
      initialState: Outer.State(left: Holder.State(rows: [.init(id: 7), .init(id: 8)]))
    ) {
      Outer(probe: probe)
    }
    let seven = store.send(.left(.row(7, .sleep)))
    #expect(await probe.started.wait())
    let eight = store.send(.left(.row(8, .sleep)))
    #expect(await probe.started.wait())
    store.send(.clearLeft)
    store.send(.left(.noop))
    #expect(await finishes(seven))
    #expect(await finishes(eight))
    #expect(Set(probe.events.values) == ["child 7 cancelled", "child 8 cancelled"])
  }

  @Test func twoCopiesOfAFeatureNeverStopEachOthersChildren() async {
    let probe = EffectProbe()
    let store = Store(
      initialState: Outer.State(right: Holder.State(child: .init(id: 1), rows: [.init(id: 7)]))
    ) {
      Outer(probe: probe)
    }
    // The left holder has no child and no rows; the right one's run.
    let child = store.send(.right(.child(.sleep)))
    #expect(await probe.started.wait())
    let row = store.send(.right(.row(7, .sleep)))
    #expect(await probe.started.wait())
    for _ in 0..<3 { store.send(.left(.noop)) }
    store.send(.clearLeft)
    store.send(.left(.noop))
    #expect(!(await finishes(child, within: .milliseconds(100))))
    #expect(probe.events.values.isEmpty)
    child.cancel()
    row.cancel()
    #expect(await finishes(child))
    #expect(await finishes(row))
  }
}
