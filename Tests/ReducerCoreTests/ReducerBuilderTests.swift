import Testing

@testable import ReducerCore

/// A reducer that appends its name to the log for every action, and sends `follow-up` actions
/// when asked to.
private struct Logger: Reducer {
  struct State: Equatable {
    var log: [String] = []
  }

  enum Action: Equatable {
    case tap
    case followUp(String)
  }

  let name: String

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .tap:
      state.log.append(name)
      return .send(.followUp(name))
    case let .followUp(from):
      state.log.append("\(name) saw follow-up from \(from)")
      return .none
    }
  }
}

private enum Mode: Sendable {
  case first, second, third
}

/// A body that uses every control-flow form the builder supports.
private struct Configurable: Reducer {
  typealias State = Logger.State
  typealias Action = Logger.Action

  var isEnabled = false
  var optionalName: String?
  var mode = Mode.first
  var names: [String] = []

  var body: some Reducer<State, Action> {
    Logger(name: "top")
    if isEnabled {
      Logger(name: "if")
    }
    if isEnabled {
      Logger(name: "then")
    } else {
      Logger(name: "else")
    }
    if let optionalName {
      Logger(name: "if let \(optionalName)")
    }
    switch mode {
    case .first: Logger(name: "first")
    case .second: Logger(name: "second")
    case .third: Logger(name: "third")
    }
    for name in names {
      Logger(name: "for \(name)")
    }
    if #available(macOS 13, iOS 16, *) {
      Logger(name: "available")
    }
    Logger(name: "bottom")
  }
}

@MainActor
@Suite struct ReducerBuilderTests {
  /// The names of the reducers that ran on `.tap`, in order; their `.followUp` effects are run
  /// by a store and not included.
  private func tapLog(_ reducer: Configurable) -> [String] {
    var state = Logger.State()
    _ = reducer.reduce(into: &state, action: .tap)
    return state.log
  }

  @Test func runsTopToBottomOnTheSameAction() {
    #expect(tapLog(Configurable()) == ["top", "else", "first", "available", "bottom"])
  }

  @Test func ifWithoutElse() {
    let log = tapLog(Configurable(isEnabled: true))
    #expect(log == ["top", "if", "then", "first", "available", "bottom"])
  }

  @Test func ifLet() {
    #expect(tapLog(Configurable(optionalName: "x")).contains("if let x"))
    #expect(!tapLog(Configurable()).contains { $0.hasPrefix("if let") })
  }

  @Test func switchPicksOneBranch() {
    #expect(
      tapLog(Configurable(mode: .second)) == ["top", "else", "second", "available", "bottom"])
    #expect(tapLog(Configurable(mode: .third)) == ["top", "else", "third", "available", "bottom"])
  }

  @Test func forLoopRunsEachInOrder() {
    let log = tapLog(Configurable(names: ["a", "b", "c"]))
    #expect(log == ["top", "else", "first", "for a", "for b", "for c", "available", "bottom"])
  }

  @Test func everythingAtOnce() {
    let reducer = Configurable(isEnabled: true, optionalName: "o", mode: .third, names: ["n"])
    #expect(
      tapLog(reducer) == ["top", "if", "then", "if let o", "third", "for n", "available", "bottom"]
    )
  }

  @Test func effectsOfEveryReducerAreMerged() {
    let store = Store(initialState: Logger.State()) {
      Logger(name: "a")
      Logger(name: "b")
    }
    store.send(.tap)
    // Both reducers ran on .tap, then each follow-up ran through both reducers, in the order
    // the effects were merged.
    #expect(
      store.state.log == [
        "a", "b",
        "a saw follow-up from a", "b saw follow-up from a",
        "a saw follow-up from b", "b saw follow-up from b",
      ]
    )
  }

  @Test func laterReducersSeeEarlierChanges() {
    var seen: [Int] = []
    let store = Store(initialState: 0) {
      Reduce<Int, Void> { state, _ in
        state += 1
        return .none
      }
      Reduce<Int, Void> { state, _ in
        seen.append(state)
        state *= 10
        return .none
      }
    }
    store.send(())
    store.send(())
    #expect(seen == [1, 11])
    #expect(store.state == 110)
  }

  @Test func emptyBuilderChangesNothing() {
    let store = Store<Int, Void>(initialState: 7) {}
    let task = store.send(())
    #expect(store.state == 7)
    #expect(!task.isRunning)
  }

  @Test func combineReducersGroupsInOrder() {
    let reducer = CombineReducers<Logger.State, Logger.Action, _> {
      Logger(name: "one")
      CombineReducers {
        Logger(name: "two")
        Logger(name: "three")
      }
    }
    var state = Logger.State()
    _ = reducer.reduce(into: &state, action: .tap)
    #expect(state.log == ["one", "two", "three"])
  }

  @Test func emptyReducerDoesNothing() {
    var state = Logger.State(log: ["kept"])
    let effect = EmptyReducer<Logger.State, Logger.Action>().reduce(into: &state, action: .tap)
    #expect(state.log == ["kept"])
    #expect(effect.isNone)
  }

  @Test func reduceWrapsAnotherReducer() {
    let wrapped = Reduce(Logger(name: "wrapped"))
    var state = Logger.State()
    _ = wrapped.reduce(into: &state, action: .tap)
    #expect(state.log == ["wrapped"])
  }
}
