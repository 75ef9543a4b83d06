import Foundation

/// Serves a recording's dependency answers back to the reducer during a replay, in order, and
/// keeps what the reducer read that the recording does not hold.
///
/// The replay's generators (`uuid`, `date`, `withRandomNumberGenerator`), clocks and `Codable`
/// dependencies ask it first; outside a replayed step they are the test's own.
final class ReplayTape: ReplayedDependencyValues {
  struct Tape: Sendable {
    var isReplaying = false
    var answers: [RecordedDependency] = []
    var position = 0
    /// The first read that did not match, described.
    var mismatch: String?
  }

  private let tape = LockedValue(Tape())

  /// Starts serving `answers`, for one step.
  func begin(_ answers: [RecordedDependency]) {
    tape.withLock { $0 = Tape(isReplaying: true, answers: answers) }
  }

  /// Ends the step: the first read that did not match, or the answers the step did not read.
  func end() -> String? {
    tape.withLock { tape in
      defer { tape = Tape() }
      if let mismatch = tape.mismatch { return mismatch }
      guard tape.position < tape.answers.count else { return nil }
      let unread = tape.answers[tape.position...].map(\.name)
      return """
        the recording holds \(unread.count == 1 ? "an answer" : "answers") of \
        \(unread.map { "'\($0)'" }.joined(separator: ", ")) that the reducer did not read \
        (it read \(tape.position) of the step's \(tape.answers.count) dependency answers)
        """
    }
  }

  /// The recorded answer for a read of the dependency `name`, or `nil` when not replaying or
  /// when the recording does not hold it next (which is kept as the step's mismatch).
  func answer(for name: String) -> RecordedDependency? {
    tape.withLock { tape in
      guard tape.isReplaying else { return nil }
      guard tape.mismatch == nil else { return nil }
      let read = tape.position
      guard read < tape.answers.count else {
        tape.mismatch = """
          the reducer read '\(name)' (its dependency read number \(read + 1) in this step), and \
          the recording holds no more answers for the step: it read \(tape.answers.count) \
          when the session was recorded
          """
        return nil
      }
      let answer = tape.answers[read]
      guard answer.name == name else {
        tape.mismatch = """
          the reducer read '\(name)' as its dependency read number \(read + 1) in this step, \
          where the recording holds an answer of '\(answer.name)': it reads its dependencies \
          in another order than when the session was recorded
          """
        return nil
      }
      tape.position += 1
      return answer
    }
  }

  func recordedValue(named name: String) -> String? {
    if case let .value(_, json) = answer(for: name) { return json }
    return nil
  }

  func recordedValueDidNotDecode(named name: String, as type: Any.Type, error: String) {
    tape.withLock { tape in
      guard tape.mismatch == nil else { return }
      tape.mismatch = """
        the recording's value of '\(name)' does not decode as \(String(reflecting: type)) \
        (\(String(error.prefix(300)))): the dependency's type changed since the session was \
        recorded
        """
    }
  }

  /// The test's dependencies with the generators, clocks and `Codable` values a replay serves
  /// from this tape; each gives the test's own when the tape has no answer for it.
  func install(in dependencies: inout DependencyValues) {
    let uuid = dependencies.uuid
    let date = dependencies.date
    dependencies.uuid = UUIDGenerator { [self] in
      if case let .uuid(value) = answer(for: "uuid") { return value }
      return uuid()
    }
    dependencies.date = DateGenerator { [self] in
      if case let .date(value) = answer(for: "date") { return value }
      return date.now
    }
    dependencies.withRandomNumberGenerator = WithRandomNumberGenerator(
      ReplayedNumbers(tape: self, fallback: dependencies.withRandomNumberGenerator))
    dependencies.continuousClock = ReplayedClock(
      name: "continuousClock", tape: self, fallback: dependencies.continuousClock)
    dependencies.suspendingClock = ReplayedClock(
      name: "suspendingClock", tape: self, fallback: dependencies.suspendingClock)
    dependencies.replayedValues = self
  }
}

/// A test store's replay of a recording: the steps, the reducer to run them with, and how far
/// the replay went.
final class ReplaySession<State, Action> {
  struct Step {
    let index: Int
    let action: Action
    let kind: String
    let dependencies: [RecordedDependency]
    let digest: String
    let state: State?
  }

  let steps: [Step]
  let startState: State
  let checkpointEvery: Int
  /// Runs the reducer on one action; the effect it returns is dropped.
  let reduce: (inout State, Action) -> Void
  /// The digest of a state, as the recording computes it; `nil` when it does not encode.
  let digest: (State) -> String?
  let tape: ReplayTape
  /// The index of the next step to replay.
  var next = 0
  /// Whether a step failed: the replay stops there.
  var failedStep: Int?

  init(
    steps: [Step], startState: State, checkpointEvery: Int,
    reduce: @escaping (inout State, Action) -> Void,
    digest: @escaping (State) -> String?, tape: ReplayTape
  ) {
    self.steps = steps
    self.startState = startState
    self.checkpointEvery = checkpointEvery
    self.reduce = reduce
    self.digest = digest
    self.tape = tape
  }

  /// The nearest step at or before `index` that holds the whole state, with that state; the
  /// start state (`index` -1) when none does.
  func checkpoint(atOrBefore index: Int) -> (index: Int, state: State) {
    var index = min(index, steps.count - 1)
    while index >= 0 {
      if let state = steps[index].state { return (index, state) }
      index -= 1
    }
    return (-1, startState)
  }
}

/// The generator a replay lends through `@Dependency(\.withRandomNumberGenerator)`: each number
/// is the recording's, in order; outside a replayed step, the test's own generator's.
private struct ReplayedNumbers: RandomNumberGenerator, @unchecked Sendable {
  // `@unchecked`: the tape is locked, and the test's generator lends itself one caller at a
  // time.
  let tape: ReplayTape
  let fallback: WithRandomNumberGenerator

  mutating func next() -> UInt64 {
    if case let .randomNumber(value) = tape.answer(for: "withRandomNumberGenerator") {
      return value
    }
    return fallback { $0.next() }
  }
}
