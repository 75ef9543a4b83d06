import ReducerRouting

/// The recording screen, pushed from a meeting's detail: once it appears, it ticks every
/// second on the `continuousClock` dependency and appends a transcript line to the shared
/// meeting for each tick.
///
/// The timer has no cancellation id and no stop action: the app flow cancels it when the
/// screen leaves, however it leaves.
struct RecordMeeting: Reducer {
  /// The meeting being recorded, and how long it has been recorded.
  struct State: Equatable, Codable {
    /// The meeting whose transcript grows: the same value the detail and the list show.
    @Shared var meeting: Meeting
    /// The seconds recorded since the screen appeared.
    var secondsElapsed = 0
  }

  /// What the screen receives.
  enum Action: Equatable, Codable {
    /// The screen appeared: starts the timer.
    case onAppear
    /// A second went by.
    case tick
  }

  @Dependency(\.continuousClock) var clock

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .onAppear:
      return .run { send in
        while true {
          try await clock.sleep(for: .seconds(1))
          await send(.tick)
        }
      }
    case .tick:
      state.secondsElapsed += 1
      let line = Self.transcriptLine(second: state.secondsElapsed)
      state.$meeting.withLock { $0.transcript.append(line) }
      return .none
    }
  }

  /// The line recorded at a second: `0:07 line 7`.
  ///
  /// - Parameter second: The second, from 1.
  /// - Returns: The line.
  static func transcriptLine(second: Int) -> String {
    let seconds = second % 60
    return "\(second / 60):\(seconds < 10 ? "0" : "")\(seconds) line \(second)"
  }
}
