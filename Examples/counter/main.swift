// A counter driven from the terminal: each command you type is sent to a Store as an action,
// and the program prints the state after it. `delay` shows an effect that waits, then sends.
import Foundation
import ReducerCore

/// The counter feature: a number, and a command that increments it after a pause.
struct Counter: Reducer {
  struct State: Equatable {
    var count = 0
  }

  enum Action: Equatable {
    case incrementButtonTapped
    case decrementButtonTapped
    case delayedIncrementButtonTapped
  }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .incrementButtonTapped:
      state.count += 1
      return .none
    case .decrementButtonTapped:
      state.count -= 1
      return .none
    case .delayedIncrementButtonTapped:
      return .run { send in
        try await Task.sleep(for: .milliseconds(300))
        await send(.incrementButtonTapped)
      }
    }
  }
}

@main
struct CounterExample {
  static let commands = "+ (increment), - (decrement), delay (increment after 0.3 s), quit"

  @MainActor
  static func main() async {
    let store = Store(initialState: Counter.State()) { Counter() }
    print("Commands: \(commands). The state is printed after each one.")
    while let line = readLine() {
      let command = line.trimmingCharacters(in: .whitespaces)
      switch command {
      case "":
        continue
      case "+":
        store.send(.incrementButtonTapped)
      case "-":
        store.send(.decrementButtonTapped)
      case "delay":
        // Wait for the effect, and the increment it sends, before reading the next command.
        await store.send(.delayedIncrementButtonTapped).finish()
      case "quit":
        return
      default:
        let message = "error: unknown command '\(command)'; the commands are \(commands).\n"
        FileHandle.standardError.write(Data(message.utf8))
        continue
      }
      print("count: \(store.state.count)")
    }
  }
}
