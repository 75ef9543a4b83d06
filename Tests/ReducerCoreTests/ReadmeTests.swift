import ReducerCore
import Testing

// The README's examples, compiled and run as written (with the small features it leaves out).

private struct Counter: Reducer {
  struct State: Equatable { var count = 0 }
  enum Action: Equatable { case increment, decrement, incrementLater }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .increment:
      state.count += 1
      return .none
    case .decrement:
      state.count -= 1
      return .none
    case .incrementLater:
      return .run { send in
        try await Task.sleep(for: .milliseconds(30))
        await send(.increment)
      }
    }
  }
}

private struct Alert: Reducer {
  struct State: Equatable { var message = "Hello" }
  enum Action: Equatable { case dismissTapped }
  func reduce(into state: inout State, action: Action) -> Effect<Action> { .none }
}

private struct Todo: Reducer {
  struct State: Equatable, Identifiable {
    let id: Int
    var isDone = false
  }
  enum Action: Equatable { case toggle }
  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    state.isDone.toggle()
    return .none
  }
}

private struct App: Reducer {
  struct State: Equatable {
    var counter = Counter.State()
    var alert: Alert.State?
    var todos: IdentifiedArrayOf<Todo.State> = []
  }
  enum Action: Equatable {
    case counter(Counter.Action)
    case alert(Alert.Action)
    case todo(id: Todo.State.ID, action: Todo.Action)
    case showAlert
  }

  var body: some ReducerOf<Self> {
    Scope(state: \.counter, action: /Action.counter) { Counter() }
    Reduce { state, action in
      if case .showAlert = action { state.alert = Alert.State() }
      return .none
    }
    .ifLet(\.alert, action: /Action.alert) { Alert() }
    .forEach(\.todos, action: /Action.todo) { Todo() }
  }
}

@MainActor
@Test func readmeCounter() async {
  let store = Store(initialState: Counter.State()) { Counter() }
  store.send(.increment)
  await store.send(.incrementLater).finish()
  #expect(store.state.count == 2)
}

@MainActor
@Test func readmeParentAndChildren() {
  let store = Store(initialState: App.State(todos: [Todo.State(id: 1)])) { App() }
  store.send(.counter(.increment))
  store.send(.showAlert)
  store.send(.todo(id: 1, action: .toggle))
  #expect(store.state.counter.count == 1)
  #expect(store.state.alert == Alert.State())
  #expect(store.state.todos[id: 1]?.isDone == true)
}
