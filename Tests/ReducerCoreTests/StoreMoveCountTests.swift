import Testing

@testable import ReducerCore

// Issue 29, item 5, and issue 44, item 3: a `Scope` into a case whose payload cannot change
// where it lies moves the payload out (no copy of its buffers), however the reducers are
// composed and whoever runs them, and counts the move (`ThreadCounter.payloadsOut`) while the child reduces,
// so that a reentrant read of the store's state meanwhile stops rather than read a hole.

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
/// and whether a payload was counted out.
@MainActor
private final class Seen {
  var unique: [Bool] = []
  var counts: [Bool] = []
  var store: Store<Parent, ParentAction>?
}

/// The child: counts, and records whether it owns its buffer alone.
private func sessionReducer(_ seen: Seen) -> Reduce<Session, Int> {
  Reduce { state, _ in
    let unique = isKnownUniquelyReferenced(&state.buffer)
    MainActor.assumeIsolated {
      seen.unique.append(unique)
      seen.counts.append((ThreadCounter.payloadsOut.value > 0))
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
    // The scope counted its move while the child ran, and took it back.
    #expect(seen.counts == [true, true], "\(composition)")
    #expect(!(ThreadCounter.payloadsOut.value > 0))
    // The payload was moved out, so its buffer was the child's alone, on both actions. (A
    // debug build's `forEach` keeps a copy of the element to check that its id stays.)
    #if DEBUG
      if composition == .forEachElement { return }
    #endif
    #expect(seen.unique == [true, true], "\(composition)")
  }

  @Test func aScopeRunByAReducersOwnReduceMovesThePayloadToo() {
    // A reducer of the app's that runs a case scope itself, through `reduce(into:action:)`:
    // the scope moves the payload out all the same, so the child's buffer is its own.
    let seen = Seen()
    let scope = Scope(state: /Boxed.session, action: /ScreenAction.session) {
      Reduce<Session, Int> { state, amount in
        let unique = isKnownUniquelyReferenced(&state.buffer)
        MainActor.assumeIsolated {
          seen.unique.append(unique)
          seen.counts.append((ThreadCounter.payloadsOut.value > 0))
        }
        state.count += amount
        return .none
      }
    }
    let store = Store(initialState: Boxed.session(Session())) {
      Reduce { state, action in scope.reduce(into: &state, action: action) }
    }
    store.send(.session(5))
    #expect(seen.unique == [true])
    #expect(seen.counts == [true])
    guard case .session(let now) = store.state else {
      Issue.record("state \(store.state)")
      return
    }
    #expect(now.count == 5)
  }

  @Test func aReadOfAnotherReducingStoreWhileNoPayloadIsOutIsAnswered() {
    // Store `outer` reduces and, in its reducer, sends to `inner`, whose child reads
    // `outer.state`. No payload is out (the child is a stored property), so the read is
    // reported and answered with `outer`'s state as its reducer left it so far.
    var reads: [Int] = []
    var outer: Store<Int, Int>?
    let inner = Store<Parent, ParentAction>(initialState: Parent()) {
      Scope(state: \Parent.screen, action: /ParentAction.screen) {
        Reduce<Boxed, ScreenAction> { _, _ in
          if let outer { reads.append(outer.state) }
          return .none
        }
      }
    }
    outer = Store(initialState: 0) {
      Reduce { state, action in
        state += action
        inner.send(.screen(.session(action)))
        return .none
      }
    }
    let ((), diagnostics) = capturingDiagnostics { outer?.send(3) }
    #expect(diagnostics.map(\.kind) == ["store.reentrantStateRead"])
    #expect(reads == [3])
  }
}
