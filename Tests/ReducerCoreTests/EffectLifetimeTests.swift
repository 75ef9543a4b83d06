import ReducerTesting
import Testing

@testable import ReducerCore

// A child's effects stop when the child leaves, whoever removed it; a parent reaches its
// children's effects by id, a child never reaches its parent's or a sibling's.

/// A child that ticks until cancelled, and answers a request after a delay.
private struct Ticker: Reducer {
  struct State: Equatable, Identifiable {
    var id: Int
    var ticks = 0
    var responses: [Int] = []
  }

  enum Action: Equatable {
    case start
    case tick
    case request
    case response(Int)
    case stopSiblings
  }

  struct TimerID: Hashable, Sendable {}

  /// The clock a request waits on: a `TestClock` in the tests that time a response.
  var clock: any Clock<Duration> = ContinuousClock()

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .start:
      return .run { send in
        while true {
          try await Task.sleep(for: .milliseconds(1))
          await send(.tick)
        }
      }
      .cancellable(id: TimerID())
    case .tick:
      state.ticks += 1
      return .none
    case .request:
      return .run { [id = state.id, clock] send in
        try await clock.sleep(for: .milliseconds(300))
        await send(.response(id))
      }
    case let .response(value):
      state.responses.append(value)
      return .none
    case .stopSiblings:
      return .cancel(id: TimerID())
    }
  }
}

/// A parent with an `ifLet` child and a `forEach` of children.
private struct Parent: Reducer {
  struct State: Equatable {
    var child: Ticker.State?
    var rows: IdentifiedArrayOf<Ticker.State> = []
  }

  enum Action: Equatable {
    case child(Ticker.Action)
    case row(Int, Ticker.Action)
    case replaceChild(id: Int)
    case stopAllTimers
  }

  var clock: any Clock<Duration> = ContinuousClock()

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case let .replaceChild(id):
        state.child = Ticker.State(id: id)
        return .none
      case .stopAllTimers:
        return .cancel(id: Ticker.TimerID())
      case .child, .row:
        return .none
      }
    }
    .ifLet(\.child, action: /Action.child) { Ticker(clock: clock) }
    .forEach(\.rows, action: /Action.row) { Ticker(clock: clock) }
  }
}

/// A grandparent that changes its grandchild's state directly, outside the `ifLet`.
private struct Grandparent: Reducer {
  struct State: Equatable { var parent = Parent.State() }
  enum Action: Equatable {
    case parent(Parent.Action)
    case dismissGrandchild
  }

  var body: some ReducerOf<Self> {
    Scope(state: \.parent, action: /Action.parent) { Parent() }
    Reduce { state, action in
      if case .dismissGrandchild = action { state.parent.child = nil }
      return .none
    }
  }
}

/// A screen that is one of two cases, each with a ticker.
private struct Switcher: Reducer {
  enum State: Equatable {
    case first(Ticker.State)
    case second(Ticker.State)
  }
  enum Action: Equatable {
    case first(Ticker.Action)
    case second(Ticker.Action)
    case showSecond
    case replaceFirst(id: Int)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .showSecond: state = .second(Ticker.State(id: 2))
      case let .replaceFirst(id): state = .first(Ticker.State(id: id))
      case .first, .second: break
      }
      return .none
    }
    .ifCaseLet(/State.first, action: /Action.first) { Ticker() }
    .ifCaseLet(/State.second, action: /Action.second) { Ticker() }
  }
}

@MainActor
@Suite struct EffectLifetimeTests {
  @Test func aGrandparentThatNilsOutAChildStopsItsEffectsInTheSameAction() async {
    let store = Store(initialState: Grandparent.State(parent: .init(child: .init(id: 1)))) {
      Grandparent()
    }
    let diagnostics = await withDiagnostics {
      let timer = store.send(.parent(.child(.start)))
      store.send(.dismissGrandchild)
      #expect(store.state.parent.child == nil)
      // The store saw the child leave in that action and cancelled its timer then: no tick
      // reaches the `ifLet` afterwards.
      #expect(await finishes(timer))
    }
    #expect(diagnostics.isEmpty, "\(diagnostics)")
  }

  @Test func aChildReplacedByAnotherIdentityLosesItsLateResponses() async {
    let clock = TestClock()
    let store = TestStore(initialState: Parent.State(child: .init(id: 1))) {
      Parent(clock: clock)
    }
    await store.send(.child(.request))
    // The parent replaces the child with one of another id before the response comes: the
    // old child's request is cancelled, and its response never lands in the new child.
    await store.send(.replaceChild(id: 2)) { $0.child = .init(id: 2) }
    await store.send(.child(.request))
    await clock.advance(by: .milliseconds(300))
    await store.receive(.child(.response(2)), timeout: .seconds(5)) { $0.child?.responses = [2] }
    await store.finish()
  }

  @Test func aChildThatKeepsItsIdentityKeepsItsEffects() async {
    let clock = TestClock()
    let store = TestStore(initialState: Parent.State(child: .init(id: 1))) {
      Parent(clock: clock)
    }
    await store.send(.child(.request))
    await store.send(.replaceChild(id: 1))
    await clock.advance(by: .milliseconds(300))
    await store.receive(.child(.response(1)), timeout: .seconds(5)) { $0.child?.responses = [1] }
  }

  @Test func ifCaseLetStopsTheChildWhenTheCaseChanges() async {
    let store = Store(initialState: Switcher.State.first(.init(id: 1))) { Switcher() }
    let diagnostics = await withDiagnostics {
      let timer = store.send(.first(.start))
      store.send(.showSecond)
      #expect(await finishes(timer))
      // An action for the case that left is reported and ignored.
      store.send(.first(.tick))
      #expect(store.state == .second(.init(id: 2)))
    }
    #expect(diagnostics.map(\.kind) == ["ifCaseLet.wrongCase"])
  }

  @Test func ifCaseLetStopsTheChildWhenItsIdentityChanges() async {
    let store = Store(initialState: Switcher.State.first(.init(id: 1))) { Switcher() }
    let same = store.send(.first(.start))
    store.send(.replaceFirst(id: 1))
    #expect(same.isRunning)
    store.send(.replaceFirst(id: 7))
    #expect(await finishes(same))
  }

  @Test func aParentCancelsTwoChildrensTimersByID() async {
    let rows: IdentifiedArrayOf<Ticker.State> = [.init(id: 1), .init(id: 2)]
    let store = Store(initialState: Parent.State(rows: rows)) { Parent() }
    let first = store.send(.row(1, .start))
    let second = store.send(.row(2, .start))
    store.send(.stopAllTimers)
    #expect(await finishes(first))
    #expect(await finishes(second))
  }

  @Test func aChildNeverCancelsASiblingsTimer() async {
    let rows: IdentifiedArrayOf<Ticker.State> = [.init(id: 1), .init(id: 2)]
    let store = Store(initialState: Parent.State(child: .init(id: 3), rows: rows)) { Parent() }
    let sibling = store.send(.row(2, .start))
    let child = store.send(.child(.start))
    // Row 1 cancels `TimerID()` in its own namespace only.
    store.send(.row(1, .stopSiblings))
    try? await Task.sleep(for: .milliseconds(10))
    #expect(sibling.isRunning)
    #expect(child.isRunning)
    store.send(.stopAllTimers)
    #expect(await finishes(sibling))
    #expect(await finishes(child))
  }

  @Test func diagnosticsGoToTheAppsHandler() {
    let received = Recorder<Diagnostic>()
    Diagnostic.setHandler { received.append($0) }
    defer { Diagnostic.setHandler(nil) }
    var rows: IdentifiedArrayOf<Ticker.State> = [.init(id: 4_141)]
    // Outside any test store, so the app's handler gets it; twice, and it gets both (standard
    // error would get the first only).
    for _ in 0..<2 { rows.modify(id: 4_141) { $0 = .init(id: 4_242) } }
    let mine = received.values.filter {
      $0.kind == "identifiedArray.idChanged" && $0.message.contains("4242")
    }
    #expect(mine.count == 2)
    #expect(mine.first?.fileID == "ReducerCoreTests/EffectLifetimeTests.swift")
  }
}
