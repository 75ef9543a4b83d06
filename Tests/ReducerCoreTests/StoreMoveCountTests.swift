import Testing

@testable import ReducerCore

// Issue 29, item 5: the count of enum payloads moved out of the state belongs to the store that
// runs the reducers (`_ReduceContext`), not to the thread. A `Scope` into a case whose payload
// cannot change where it lies moves the payload out (no copy of its buffers) only when the
// store's count travels down to it; run without it, the scope changes a copy, and the state
// stays whole for a read meanwhile.

/// A reference, so that the child can tell whether its payload's buffer is shared.
private final class Buffer {}

private struct Session {
  var buffer = Buffer()
  var count = 0
}

/// An `indirect` case: its payload lives in a box, which a `Scope` moves it out of.
private enum Boxed {
  indirect case session(Session)
  case idle
}

private struct Parent {
  var screen = Boxed.session(Session())
  var sessions: IdentifiedArrayOf<Element> = [Element(id: 1)]
  var optional: Boxed? = .session(Session())
}

private struct Element: Identifiable {
  let id: Int
  var screen = Boxed.session(Session())
}

private enum ParentAction {
  case screen(ScreenAction)
  case element(id: Int, action: ElementAction)
  case optional(ScreenAction)
}

private enum ElementAction {
  case screen(ScreenAction)
}

private enum ScreenAction {
  case session(Int)
}

/// What the child saw on each action: whether its buffer was unique (moved out, not copied),
/// and the count of moved-out payloads of the store that runs it.
@MainActor
private final class Seen {
  var unique: [Bool] = []
  var counts: [Int] = []
  var store: Store<Parent, ParentAction>?
}

/// The child: counts, and records whether it owns its buffer alone.
private func sessionReducer(_ seen: Seen) -> Reduce<Session, Int> {
  Reduce { state, _ in
    let unique = isKnownUniquelyReferenced(&state.buffer)
    MainActor.assumeIsolated {
      seen.unique.append(unique)
      seen.counts.append(seen.store?.root?.payloadsMovedOut.value ?? -1)
    }
    state.count += 1
    return .none
  }
}

/// A feature whose body holds the scope.
private struct ScreenFeature: Reducer {
  typealias State = Parent
  typealias Action = ParentAction
  let seen: Seen
  var body: some Reducer<Parent, ParentAction> {
    Scope(state: \.screen, action: /ParentAction.screen) {
      Scope(state: /Boxed.session, action: /ScreenAction.session) { sessionReducer(seen) }
    }
  }
}

@MainActor
@Suite
struct StoreMoveCountTests {
  /// The compositions a store reaches a case scope through, each sending `action`.
  enum Composition: String, CaseIterable {
    case builder, featureBody, combineReducers, dependency, wrappedInReduce, ifLetParent,
      forEachElement, ifLetChild, ifCaseLet
  }

  private static func store(
    _ composition: Composition, seen: Seen
  ) -> (Store<Parent, ParentAction>, ParentAction) {
    let scope = Scope(state: \Parent.screen, action: /ParentAction.screen) {
      Scope(state: /Boxed.session, action: /ScreenAction.session) { sessionReducer(seen) }
    }
    switch composition {
    case .builder:
      return (
        Store(initialState: Parent()) {
          EmptyReducer(); scope
        }, .screen(.session(1))
      )
    case .featureBody:
      return (Store(initialState: Parent()) { ScreenFeature(seen: seen) }, .screen(.session(1)))
    case .combineReducers:
      return (Store(initialState: Parent()) { CombineReducers { scope } }, .screen(.session(1)))
    case .dependency:
      return (
        Store(initialState: Parent()) { scope.dependency(\.self, DependencyValues.current) },
        .screen(.session(1))
      )
    case .wrappedInReduce:
      return (Store(initialState: Parent()) { Reduce(scope) }, .screen(.session(1)))
    case .ifLetParent:
      return (
        Store(initialState: Parent()) {
          scope.ifLet(\.optional, action: /ParentAction.optional) { EmptyReducer() }
        }, .screen(.session(1))
      )
    case .forEachElement:
      return (
        Store(initialState: Parent()) {
          EmptyReducer<Parent, ParentAction>()
            .forEach(\.sessions, action: /ParentAction.element) {
              Scope(state: \Element.screen, action: /ElementAction.screen) {
                Scope(state: /Boxed.session, action: /ScreenAction.session) { sessionReducer(seen) }
              }
            }
        }, .element(id: 1, action: .screen(.session(1)))
      )
    case .ifLetChild:
      return (
        Store(initialState: Parent()) {
          EmptyReducer<Parent, ParentAction>()
            .ifLet(\.optional, action: /ParentAction.optional) {
              Scope(state: /Boxed.session, action: /ScreenAction.session) { sessionReducer(seen) }
            }
        }, .optional(.session(1))
      )
    case .ifCaseLet:
      return (
        Store(initialState: Parent()) {
          Scope(state: \Parent.screen, action: /ParentAction.screen) {
            EmptyReducer<Boxed, ScreenAction>()
              .ifCaseLet(/Boxed.session, action: /ScreenAction.session) { sessionReducer(seen) }
          }
        }, .screen(.session(1))
      )
    }
  }

  @Test(arguments: Composition.allCases)
  func underAStoreAPayloadIsMovedOutNotCopied(_ composition: Composition) {
    let seen = Seen()
    let (store, action) = Self.store(composition, seen: seen)
    seen.store = store
    store.send(action)
    store.send(action)
    // The store's count reached the scope, which counted its move there.
    #expect(seen.counts == [1, 1], "\(composition)")
    #expect(store.root?.payloadsMovedOut.value == 0)
    // The payload was moved out, so its buffer was the child's alone, on both actions. (A
    // debug build's `forEach` keeps a copy of the element to check that its id stays.)
    #if DEBUG
      if composition == .forEachElement { return }
    #endif
    #expect(seen.unique == [true, true], "\(composition)")
  }

  @Test func aScopeRunByAReducersOwnReduceChangesACopyAndAReadMeanwhileIsAnswered() {
    // A reducer of the app's that runs a case scope itself, through `reduce(into:action:)`:
    // no store's count reaches the scope, so it changes a copy and the store's state stays
    // whole; a read of the store meanwhile is reported and answered, never a stop.
    let seen = Seen()
    var reads: [Boxed] = []
    var store: Store<Boxed, ScreenAction>?
    let scope = Scope(state: /Boxed.session, action: /ScreenAction.session) {
      Reduce<Session, Int> { state, amount in
        let unique = isKnownUniquelyReferenced(&state.buffer)
        MainActor.assumeIsolated { seen.unique.append(unique) }
        state.count += amount
        if let store { reads.append(store.state) }
        return .none
      }
    }
    store = Store(initialState: Boxed.session(Session())) {
      Reduce { state, action in scope.reduce(into: &state, action: action) }
    }
    let ((), diagnostics) = capturingDiagnostics { store?.send(.session(5)) }
    #expect(diagnostics.map(\.kind) == ["store.reentrantStateRead"])
    #expect(seen.unique == [false])
    guard case .session(let read)? = reads.first, case .session(let now)? = store?.state else {
      Issue.record("read \(reads), state \(String(describing: store?.state))")
      return
    }
    #expect(read.count == 0)
    #expect(now.count == 5)
  }

  @Test func aReadOfAnotherReducingStoreWhileThisOneHasAPayloadOutIsAnswered() {
    // Store `outer` reduces and, in its reducer, sends to `inner`, whose scope moves a payload
    // out; the inner child then reads `outer.state`. The count is `inner`'s, not the thread's:
    // `outer`'s state is whole, so the read is reported and answered.
    var reads: [Int] = []
    var outer: Store<Int, Int>?
    let inner = Store<Boxed, ScreenAction>(initialState: .session(Session())) {
      Scope(state: /Boxed.session, action: /ScreenAction.session) {
        Reduce<Session, Int> { state, _ in
          state.count += 1
          if let outer { reads.append(outer.state) }
          return .none
        }
      }
    }
    outer = Store(initialState: 0) {
      Reduce { state, action in
        state += action
        inner.send(.session(action))
        return .none
      }
    }
    let ((), diagnostics) = capturingDiagnostics { outer?.send(3) }
    #expect(diagnostics.map(\.kind) == ["store.reentrantStateRead"])
    #expect(reads == [3])
    guard case .session(let session) = inner.state else {
      Issue.record("the inner store left its case: \(inner.state)")
      return
    }
    #expect(session.count == 1)
  }
}
