import ReducerTesting
import Testing

/// A counter with effects of every shape the test store must follow: a synchronous `.send`, a
/// delayed response on a clock, and a cancellable timer.
struct Counter: Reducer {
  struct State: Equatable {
    var count = 0
    var isTimerRunning = false
  }

  enum Action: Equatable {
    case increment
    case decrement
    case incrementTwice
    case delayedIncrement
    case startTimer
    case stopTimer
    case tick
  }

  struct TimerID: Hashable, Sendable {}

  let clock: any Clock<Duration>

  init(clock: any Clock<Duration> = ImmediateClock()) { self.clock = clock }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .increment:
      state.count += 1
      return .none
    case .decrement:
      state.count -= 1
      return .none
    case .incrementTwice:
      return .merge(.send(.increment), .send(.increment))
    case .delayedIncrement:
      return .run { [clock] send in
        try await clock.sleep(for: .seconds(1))
        await send(.increment)
      }
    case .startTimer:
      state.isTimerRunning = true
      return .run { [clock] send in
        while true {
          try await clock.sleep(for: .seconds(1))
          await send(.tick)
        }
      }
      .cancellable(id: TimerID(), cancelInFlight: true)
    case .stopTimer:
      state.isTimerRunning = false
      return .cancel(id: TimerID())
    case .tick:
      state.count += 1
      return .none
    }
  }
}

/// A parent that shows an optional counter, to provoke an `ifLet` diagnostic.
struct Parent: Reducer {
  struct State: Equatable {
    var child: Counter.State?
  }

  enum Action: Equatable {
    case child(Counter.Action)
    case show
    case dismiss
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .show:
        state.child = Counter.State()
      case .dismiss:
        state.child = nil
      case .child:
        break
      }
      return .none
    }
    .ifLet(\.child, action: /Action.child) { Counter() }
  }
}

/// A loader whose effect sends two actions in a row, the second undoing part of the first,
/// the shape of The Composable Architecture's issue 2240. Its actions are not `Equatable`.
struct Loader: Reducer {
  struct State: Equatable {
    var isLoading = false
    var value: Int?
  }

  struct Failure: Error {}

  enum Action {
    case load
    case started
    case finished(Result<Int, Failure>)
  }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .load:
      return .run { send in
        await send(.started)
        await send(.finished(.success(42)))
      }
    case .started:
      state.isLoading = true
      return .none
    case let .finished(result):
      state.isLoading = false
      state.value = try? result.get()
      return .none
    }
  }
}

/// The failures recorded while `body` runs, as their messages; none of them fails the test or
/// reaches the test framework (a passing run prints none of them).
@MainActor
func recordedFailures(_ body: @MainActor () async -> Void) async -> [String] {
  await FailureReporting.capture(body).filter { $0.kind == .failure }.map(\.message)
}
