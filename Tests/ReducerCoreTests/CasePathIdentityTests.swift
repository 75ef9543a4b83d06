import Testing

@testable import ReducerCore

// `CasePath.identity`, TCA's `action: \.self`: a child reducer that handles its parent's own
// actions.

/// A counter whose actions its parents share.
private struct Counter: Reducer {
  struct State: Equatable {
    var count = 0
  }
  enum Action: Equatable {
    case increment
    case incrementTwice
    case hide
  }
  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .increment:
      state.count += 1
      return .none
    case .incrementTwice:
      state.count += 1
      return .send(.increment)
    case .hide:
      return .none
    }
  }
}

/// A parent that scopes a counter to a property and runs another on an optional one, both with
/// the parent's own actions.
private struct Parent: Reducer {
  struct State: Equatable {
    var counter = Counter.State()
    var optional: Counter.State? = Counter.State()
    var parentSaw: [Counter.Action] = []
  }
  typealias Action = Counter.Action

  var body: some ReducerOf<Self> {
    Scope(state: \.counter, action: .identity) { Counter() }
    Reduce { state, action in
      state.parentSaw.append(action)
      if action == .hide { state.optional = nil }
      return .none
    }
    .ifLet(\.optional, action: .identity) { Counter() }
  }
}

/// A wrapper whose only job is to run the counter on its state, through a scope.
private struct Wrapper: Reducer {
  struct State: Equatable {
    var child = Counter.State()
  }
  typealias Action = Counter.Action

  var body: some ReducerOf<Self> {
    Scope(state: \.child, action: .identity) { Counter() }
  }
}

private enum Event: Equatable, Sendable {
  case tapped
  case loaded(Int)
}

@MainActor
@Suite struct CasePathIdentityTests {
  @Test func theIdentityPathEmbedsAndExtractsEveryValueAsItIs() {
    let path = CasePath<Event, Event>.identity
    #expect(path.embed(.tapped) == .tapped)
    #expect(path.extract(from: .loaded(3)) == .loaded(3))
    #expect(path.extract(from: .tapped) == .tapped)
    var event = Event.loaded(1)
    path.modify(&event) { $0 = .loaded(2) }
    #expect(event == .loaded(2))
  }

  @Test func itComposesWithOtherPaths() {
    let loaded = CasePath<Event, Event>.identity .. /Event.loaded
    #expect(loaded.extract(from: .loaded(4)) == 4)
    #expect(loaded.extract(from: .tapped) == nil)
    #expect(loaded.embed(5) == .loaded(5))
  }

  @Test func aScopeWithTheIdentityActionRunsTheChildOnEveryParentAction() {
    let store = Store(initialState: Wrapper.State()) { Wrapper() }
    store.send(.increment)
    store.send(.increment)
    #expect(store.state.child.count == 2)
  }

  @Test func aChildsEffectReachesTheParentThroughTheIdentityPath() async {
    let store = Store(initialState: Wrapper.State()) { Wrapper() }
    await store.send(.incrementTwice).finish()
    #expect(store.state.child.count == 2)
  }

  @Test func ifLetAndScopeWithTheIdentityActionRunTheirChildrenAndTheParent() {
    let store = Store(initialState: Parent.State()) { Parent() }
    store.send(.increment)
    #expect(store.state.counter.count == 1)
    #expect(store.state.optional?.count == 1)
    #expect(store.state.parentSaw == [.increment])
  }

  @Test func anIfLetChildsEffectIsSentBackAsTheParentsAction() async {
    let store = Store(initialState: Parent.State()) { Parent() }
    await store.send(.incrementTwice).finish()
    // Each counter counts once and sends `.increment` back; both counters see both sends.
    #expect(store.state.counter.count == 3)
    #expect(store.state.optional?.count == 3)
    #expect(store.state.parentSaw == [.incrementTwice, .increment, .increment])
  }

  @Test func anIfLetWithTheIdentityActionReportsActionsWhileItsStateIsNil() async {
    let store = Store(initialState: Parent.State()) { Parent() }
    store.send(.hide)
    #expect(store.state.optional == nil)
    let diagnostics = await withDiagnostics { store.send(.increment) }
    #expect(diagnostics.map(\.kind) == ["ifLet.nilState"])
    // The scope and the parent still ran.
    #expect(store.state.counter.count == 1)
    #expect(store.state.parentSaw == [.hide, .increment])
  }
}
