import ReducerRouting
import Testing

@testable import ReducerCore

// Issue 29, item 5: a route's `Scope` into an `indirect` case moves the payload out (its
// buffers change without a copy) and counts the move while the screen reduces. (A debug build's stack and modal
// keep a copy of the route to check that its id stays, so the buffer is unique only in release
// builds; the count shows in both.)

/// A reference, so that the screen can tell whether its state's buffer is shared.
private final class Buffer {}

@MainActor
private final class Uniqueness {
  var seen: [Bool] = []
  /// Whether a payload was counted out, as each screen's reduce saw it.
  var counts: [Bool] = []
  var store: StoreOf<MovedNotesFlow>?
}

private struct MovedNote: Reducer {
  struct State: Equatable {
    var buffer = Buffer()
    var edits = 0
    static func == (lhs: Self, rhs: Self) -> Bool {
      lhs.buffer === rhs.buffer && lhs.edits == rhs.edits
    }
  }
  enum Action: Equatable { case edit }
  let uniqueness: Uniqueness

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    let unique = isKnownUniquelyReferenced(&state.buffer)
    MainActor.assumeIsolated {
      uniqueness.seen.append(unique)
      uniqueness.counts.append((ThreadCounter.payloadsOut.value > 0))
    }
    state.edits += 1
    return .none
  }
}

private struct MovedNotesFlow: RoutingReducer {
  enum Route: Routing, Equatable {
    indirect case note(MovedNote.State)
    case blank(Int)
    enum Action: Equatable { case note(MovedNote.Action) }
    var id: String {
      switch self {
      case .note: "note"
      case let .blank(number): "blank-\(number)"
      }
    }
  }
  struct State: RoutingState, Equatable {
    var navigation: Route.NavigationState = .init()
    var root = 0
  }
  enum Action: RoutingAction {
    case navigation(Route.NavigationAction)
    case route(Route.ID, Route.Action)
    case modalRoute(Route.Action)
    case root(Never)
  }
  let uniqueness: Uniqueness

  var rootBody: some RootReducer<Self> { EmptyReducer() }
  var routeBody: some RouteReducer<Self> {
    Scope(state: /Route.note, action: /Route.Action.note) { MovedNote(uniqueness: uniqueness) }
  }
  func navigation(for action: Action) -> Route.NavigationAction? { nil }
}

@MainActor
@Test func aRoutesIndirectPayloadChangesWithoutACopyOnTheStackAndInTheModal() {
  let uniqueness = Uniqueness()
  let store = Store(initialState: MovedNotesFlow.State()) { MovedNotesFlow(uniqueness: uniqueness) }
  uniqueness.store = store
  store.send(.navigation(.push(.note(MovedNote.State()))))
  store.send(.route("note", .note(.edit)))
  store.send(.route("note", .note(.edit)))
  store.send(.navigation(.present(.note(MovedNote.State()), style: .sheet)))
  store.send(.modalRoute(.note(.edit)))
  #expect(uniqueness.counts == [true, true, true])
  #expect(!(ThreadCounter.payloadsOut.value > 0))
  #if !DEBUG
    #expect(uniqueness.seen == [true, true, true])
  #endif
  guard case .note(let pushed)? = store.state.navigation.stack.last,
    case .note(let shown)? = store.state.navigation.modal
  else {
    Issue.record("the routes are gone: \(store.state.navigation)")
    return
  }
  #expect(pushed.edits == 2)
  #expect(shown.edits == 1)
}
