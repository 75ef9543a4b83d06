import Testing

@testable import ReducerCore

// A scope reaches its child's state three ways: a stored property by its byte offset, any
// other key path through the key path, and an enum case in place once its case path learned
// the case. Each must change exactly the child's state, on every action, for every layout.

/// Appends the action's text to a list: a child whose state holds a buffer, so a change made
/// to a copy instead of the state itself would be lost.
private struct Appender: Reducer {
  struct State: Equatable {
    var items: [String] = []
  }
  enum Action: Equatable {
    case append(String)
  }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    guard case let .append(text) = action else { return .none }
    state.items.append(text)
    return .none
  }
}

private enum ParentAction: Equatable {
  case child(Appender.Action)
}

/// A parent whose child state sits after other stored properties, and behind a computed one.
private struct Parent: Equatable {
  var before = 7
  var title = "parent"
  var child = Appender.State()
  var after: [Int] = [1, 2]

  /// The same child, through a getter and a setter.
  var computedChild: Appender.State {
    get { child }
    set { child = newValue }
  }
}

/// Enum states of several layouts: the payload with a spare-bit tag (a class reference and a
/// string), with an extra tag byte (a trivial payload), boxed (`indirect`), and alone.
private final class Reference: Equatable {
  static func == (lhs: Reference, rhs: Reference) -> Bool { lhs === rhs }
}

private struct Tagged: Equatable {
  var reference: Reference
  var child: Appender.State
}

private enum MultiPayload: Equatable {
  case tagged(Tagged)
  case child(Appender.State)
  case count(Int)
  case empty
}

private enum Indirect: Equatable {
  indirect case child(Appender.State)
  case other(String)
}

private enum Single: Equatable {
  case child(Appender.State)
  case none
}

@MainActor
private func sendAll<State>(
  _ texts: [String],
  to store: Store<State, ParentAction>
) {
  for text in texts { store.send(.child(.append(text))) }
}

@MainActor
@Suite struct ScopeStateAccessTests {
  let texts = ["a", "b", "c", "d"]

  @Test func aStoredPropertyChangesInPlaceAndNothingElseDoes() {
    let store = Store(initialState: Parent()) {
      Scope(state: \.child, action: /ParentAction.child) { Appender() }
    }
    sendAll(texts, to: store)
    #expect(store.state == Parent(child: .init(items: texts)))
    #expect(MemoryLayout<Parent>.offset(of: \Parent.child) != nil, "the offset path ran")
  }

  @Test func aComputedPropertyGoesThroughTheKeyPath() {
    #expect(MemoryLayout<Parent>.offset(of: \Parent.computedChild) == nil)
    let store = Store(initialState: Parent()) {
      Scope(state: \.computedChild, action: /ParentAction.child) { Appender() }
    }
    sendAll(texts, to: store)
    #expect(store.state == Parent(child: .init(items: texts)))
  }

  @Test func enumCasesOfEveryLayoutChangeOnEveryAction() async {
    let reference = Reference()
    let diagnostics = await withDiagnostics {
      let tagged = Store(
        initialState: MultiPayload.tagged(Tagged(reference: reference, child: .init()))
      ) {
        Scope(state: /MultiPayload.tagged, action: /ParentAction.child) {
          Scope(state: \.child, action: CasePath(embed: { $0 }, extract: { $0 })) { Appender() }
        }
      }
      sendAll(texts, to: tagged)
      #expect(tagged.state == .tagged(Tagged(reference: reference, child: .init(items: texts))))

      let child = Store(initialState: MultiPayload.child(.init())) {
        Scope(state: /MultiPayload.child, action: /ParentAction.child) { Appender() }
      }
      sendAll(texts, to: child)
      #expect(child.state == .child(.init(items: texts)))

      let boxed = Store(initialState: Indirect.child(.init())) {
        Scope(state: /Indirect.child, action: /ParentAction.child) { Appender() }
      }
      sendAll(texts, to: boxed)
      #expect(boxed.state == .child(.init(items: texts)))

      let single = Store(initialState: Single.child(.init())) {
        Scope(state: /Single.child, action: /ParentAction.child) { Appender() }
      }
      sendAll(texts, to: single)
      #expect(single.state == .child(.init(items: texts)))
    }
    #expect(diagnostics.isEmpty)
  }

  @Test func anotherCaseIsLeftAloneAfterTheCaseWasLearned() async {
    let diagnostics = await withDiagnostics {
      let store = Store(initialState: MultiPayload.child(.init())) {
        Scope(state: /MultiPayload.child, action: /ParentAction.child) { Appender() }
        Reduce { state, action in
          if case .child(.append("switch")) = action { state = .count(41) }
          return .none
        }
      }
      store.send(.child(.append("a")))
      store.send(.child(.append("b")))
      store.send(.child(.append("switch")))
      #expect(store.state == .count(41))
      // The case is learned and read in place now; the other case must not be written to.
      store.send(.child(.append("late")))
      #expect(store.state == .count(41))
    }
    #expect(diagnostics.map(\.kind) == ["scope.wrongCase"])
  }
}
