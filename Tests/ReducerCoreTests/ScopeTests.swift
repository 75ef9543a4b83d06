import Testing

@testable import ReducerCore

private struct Counter: Reducer {
  struct State: Equatable {
    var count = 0
  }

  enum Action: Equatable {
    case increment
    case incrementLater
    case incremented(Int)
  }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .increment:
      state.count += 1
      return .send(.incremented(state.count))
    case .incrementLater:
      return .run { send in await send(.increment) }
    case .incremented:
      return .none
    }
  }
}

private struct Parent: Reducer {
  struct State: Equatable {
    var counter = Counter.State()
    var log: [String] = []
  }

  enum Action: Equatable {
    case counter(Counter.Action)
    case other
  }

  var body: some Reducer<State, Action> {
    Scope(state: \.counter, action: /Action.counter) { Counter() }
    Reduce { state, action in
      switch action {
      case let .counter(.incremented(count)): state.log.append("child counted \(count)")
      case .counter: state.log.append("child action")
      case .other: state.log.append("other")
      }
      return .none
    }
  }
}

private struct LoggedIn: Reducer {
  struct State: Equatable {
    var name: String
    var visits = 0
  }

  enum Action: Equatable {
    case visit
  }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    state.visits += 1
    return .none
  }
}

private enum Session: Equatable {
  case loggedIn(LoggedIn.State)
  case loggedOut
}

private enum SessionAction: Equatable {
  case loggedIn(LoggedIn.Action)
  case logOut
}

/// A list of names.
private struct Names: Reducer {
  enum Action: Equatable {
    case add(String)
    case remove(at: Int)
  }

  func reduce(into state: inout [String], action: Action) -> Effect<Action> {
    switch action {
    case let .add(name): state.append(name)
    case let .remove(index): state.remove(at: index)
    }
    return .none
  }
}

/// Three children whose actions have two payload cases: their enum keeps its case in a byte
/// after the payloads, and the parent's action enum keeps its own case in that byte's spare
/// bits, as an app's action enum of features does, so the parent's `/` paths cannot read
/// their payloads in place, and tell a sibling's action apart where the scope reads it
/// (issue 45).
private struct Siblings: Reducer {
  struct State: Equatable {
    var a: [String] = []
    var b: [String] = []
    var c: [String] = []
  }

  enum Action: Equatable {
    case a(Names.Action)
    case b(Names.Action)
    case c(Names.Action)
  }

  var body: some Reducer<State, Action> {
    Scope(state: \.a, action: /Action.a) { Names() }
    Scope(state: \.b, action: /Action.b) { Names() }
    Scope(state: \.c, action: /Action.c) { Names() }
  }
}

@MainActor
@Suite struct ScopeTests {
  // Issue 45: a scope tells its siblings' actions apart without a call, before its own path
  // has seen its case (it knows the cases it found to be others) and after; each action still
  // reaches its own child only, in an enum whose paths read their payloads out of place.
  @Test func eachSiblingRunsOnlyOnItsOwnActionsBeforeAndAfterItsPathLearns() {
    typealias Path = ReflectiveExtractor<Siblings.Action, Names.Action>
    let path = Path(embed: Siblings.Action.b)
    #expect(path.extract(from: .b(.add("x"))) == .add("x"))
    // A case other than the first has bits of its tag in its payload's tag byte.
    #expect(!Path.readsInPlace(path.state.load()))
    #expect(path.extract(from: .a(.add("x"))) == nil)

    let store = Store(initialState: Siblings.State()) { Siblings() }
    let actions: [Siblings.Action] = [
      .b(.add("1")), .a(.add("2")), .b(.add("3")), .c(.add("4")), .a(.add("5")),
      .c(.add("6")), .b(.remove(at: 0)), .a(.add("8")), .c(.remove(at: 1)),
    ]
    for action in actions { store.send(action) }
    #expect(store.state.a == ["2", "5", "8"])
    #expect(store.state.b == ["3"])
    #expect(store.state.c == ["4"])
  }

  @Test func structChildRunsOnItsActions() {
    let store = Store(initialState: Parent.State()) { Parent() }
    store.send(.counter(.increment))
    #expect(store.state.counter.count == 1)
    store.send(.other)
    #expect(store.state.counter.count == 1)
    #expect(store.state.log == ["child action", "child counted 1", "other"])
  }

  @Test func childEffectsComeBackAsParentActions() async {
    let store = Store(initialState: Parent.State()) { Parent() }
    let task = store.send(.counter(.incrementLater))
    #expect(store.state.counter.count == 0)
    await task.finish()
    #expect(store.state.counter.count == 1)
    #expect(store.state.log == ["child action", "child action", "child counted 1"])
  }

  @Test func enumChildRunsWhileInItsCase() async {
    let diagnostics = await withDiagnostics {
      let store = Store(initialState: Session.loggedIn(LoggedIn.State(name: "Blob"))) {
        Scope(state: /Session.loggedIn, action: /SessionAction.loggedIn) { LoggedIn() }
      }
      store.send(.loggedIn(.visit))
      store.send(.loggedIn(.visit))
      #expect(store.state == .loggedIn(LoggedIn.State(name: "Blob", visits: 2)))
      store.send(.logOut)
      #expect(store.state == .loggedIn(LoggedIn.State(name: "Blob", visits: 2)))
    }
    #expect(diagnostics.isEmpty)
  }

  @Test func enumChildInTheWrongCaseIsADiagnostic() async throws {
    var line: UInt = 0
    let diagnostics = await withDiagnostics {
      line = #line + 2
      let store = Store(initialState: Session.loggedOut) {
        Scope(state: /Session.loggedIn, action: /SessionAction.loggedIn) { LoggedIn() }
        Reduce { state, action in
          if case .logOut = action { state = .loggedOut }
          return .none
        }
      }
      store.send(.loggedIn(.visit))
      #expect(store.state == .loggedOut)
    }
    let diagnostic = try #require(diagnostics.first)
    #expect(diagnostics.count == 1)
    #expect(diagnostic.kind == "scope.wrongCase")
    #expect(diagnostic.fileID == "ReducerCoreTests/ScopeTests.swift")
    #expect(diagnostic.line == line)
    #expect(diagnostic.message.contains(".loggedOut"))
    #expect(diagnostic.message.contains("visit"))
  }
}
