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

@MainActor
@Suite struct ScopeTests {
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
