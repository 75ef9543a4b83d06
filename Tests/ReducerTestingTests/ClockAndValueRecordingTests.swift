import Foundation
import ReducerTesting
import Testing

@testable import ReducerCore

/// A stopwatch: each lap reads `@Dependency(\.continuousClock)`'s `now` and keeps the time
/// since the previous lap. The previous instant sits in a box beside the reducer, since an
/// `any InstantProtocol` is not `Codable`.
struct LapTimer: Reducer {
  struct State: Codable, Equatable {
    var laps: [Duration] = []
  }
  enum Action: Codable, Equatable { case lap }
  @Dependency(\.continuousClock) var clock
  let previous = LockIsolated<(any InstantProtocol<Duration>)?>(nil)

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    let now = clock.now
    if let before = previous.value, let lap = Self.distance(from: before, to: now) {
      state.laps.append(lap)
    }
    previous.setValue(now)
    return .none
  }

  static func distance<Instant: InstantProtocol<Duration>>(
    from start: Instant, to end: any InstantProtocol<Duration>
  ) -> Duration? {
    (end as? Instant).map { start.duration(to: $0) }
  }
}

/// A feature flag set: a dependency that opts into recording by being `Codable`.
struct PriceRules: Codable, Equatable, Sendable {
  var discount: Int
}

enum PriceRulesKey: DependencyKey {
  static let liveValue = PriceRules(discount: 0)
  static let testValue = PriceRules(discount: 0)
}

extension DependencyValues {
  var priceRules: PriceRules {
    get { self[PriceRulesKey.self] }
    set { self[PriceRulesKey.self] = newValue }
  }
}

/// A till: each sale's price depends on the `Codable` dependency, read through its property or
/// through its key type.
struct Till: Reducer {
  struct State: Codable, Equatable {
    var prices: [Int] = []
  }
  enum Action: Codable, Equatable { case sell, sellByKey }
  @Dependency(\.priceRules) var rules
  @Dependency(PriceRulesKey.self) var rulesByKey

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .sell: state.prices.append(100 - rules.discount)
    case .sellByKey: state.prices.append(100 - rulesByKey.discount)
    }
    return .none
  }
}

@MainActor
@Suite struct ClockAndValueRecordingTests {
  /// `text`, a recording changed after it was written, with its checksum made again: what a
  /// newer version of the app reads, rather than a damaged file.
  static func resigned(_ text: String) -> Data {
    var bytes = Array(text.utf8)
    let tail = RecordingFormat.checksumPrefix.count + 16 + RecordingFormat.checksumSuffix.count
    bytes.removeLast(tail)
    let checksum = RecordingFormat.hex(RecordingFormat.fnv1a(bytes))
    return Data(
      bytes + RecordingFormat.checksumPrefix + Array(checksum.utf8) + RecordingFormat.checksumSuffix
    )
  }

  @Test func aClocksNowIsRecordedAsItsDistanceAndReplayedTheSameDistancesApart() async throws {
    let recorder = ActionRecorder(limit: 100)
    let clock = TestClock()
    let store = Store(initialState: LapTimer.State()) {
      LapTimer().recording(into: recorder)
    } withDependencies: {
      $0.continuousClock = clock
    }
    store.send(.lap)
    await clock.advance(by: .seconds(5))
    store.send(.lap)
    await clock.advance(by: .milliseconds(250))
    store.send(.lap)
    #expect(store.state.laps == [.seconds(5), .milliseconds(250)])

    let recording = try ActionRecording<LapTimer.State, LapTimer.Action>(try recorder.data())
    let offsets = recording.steps.map { step in
      step.dependencies.compactMap { answer -> Duration? in
        if case let .now("continuousClock", offset) = answer { return offset }
        return nil
      }
    }
    #expect(offsets.map(\.count) == [1, 1, 1])
    let flat = offsets.flatMap { $0 }
    #expect(flat.count == 3)
    if flat.count == 3 {
      #expect(flat[1] - flat[0] == .seconds(5))
      #expect(flat[2] - flat[1] == .milliseconds(250))
    }

    // Replayed with a clock that never moves: the recorded instants are served.
    let failures = await recordedFailures {
      let replay = TestStore(replaying: recording) {
        LapTimer()
      } withDependencies: {
        $0.continuousClock = TestClock()
      }
      await replay.replay()
      #expect(replay.state.laps == [.seconds(5), .milliseconds(250)])
    }
    #expect(failures == [])
  }

  @Test func aClockReadOutsideARecordedReducerIsNotWrapped() {
    let clock = TestClock()
    let read = withDependencies {
      $0.continuousClock = clock
    } operation: {
      DependencyValues.current.continuousClock
    }
    #expect(read is TestClock)
  }

  /// The bytes of a session of the till, recorded with a discount of 10.
  static func recordedTill(_ actions: [Till.Action]) throws -> Data {
    let recorder = ActionRecorder(limit: 100)
    let store = Store(initialState: Till.State()) {
      Till().recording(into: recorder)
    } withDependencies: {
      $0.priceRules = PriceRules(discount: 10)
    }
    for action in actions { store.send(action) }
    #expect(store.state.prices == actions.map { _ in 90 })
    return try recorder.data()
  }

  @Test func aCodableDependencyIsRecordedAndTheRecordedValueServedOnReplay() async throws {
    let data = try Self.recordedTill([.sell, .sellByKey])
    let recording = try ActionRecording<Till.State, Till.Action>(data)
    #expect(
      recording.steps[0].dependencies == [.value(name: "priceRules", json: #"{"discount":10}"#)])
    #expect(recording.steps[1].dependencies.map(\.name) == [String(reflecting: PriceRulesKey.self)])

    // The test sets another value: the replay serves the recorded one.
    let failures = await recordedFailures {
      let replay = TestStore(replaying: recording) {
        Till()
      } withDependencies: {
        $0.priceRules = PriceRules(discount: 30)
      }
      await replay.replay()
      #expect(replay.state.prices == [90, 90])
      // After the replay, a send reads the test's value.
      await replay.send(.sell) { $0.prices.append(70) }
    }
    #expect(failures == [])
  }

  @Test func aRecordedValueThatNoLongerDecodesFailsTheStepNamingTheDependency() async throws {
    // The dependency's type changed since: its field was renamed.
    let altered = String(decoding: try Self.recordedTill([.sell]), as: UTF8.self)
      .replacingOccurrences(of: #"{\"discount\":10}"#, with: #"{\"percent\":10}"#)
    #expect(altered.contains("percent"))
    let recording = try ActionRecording<Till.State, Till.Action>(Self.resigned(altered))

    let failures = await recordedFailures {
      let replay = TestStore(replaying: recording) { Till() }
      await replay.replay()
    }
    #expect(failures.count == 1)
    #expect(failures.first?.contains("'priceRules'") == true)
    #expect(failures.first?.contains("does not decode as") == true)
    #expect(failures.first?.contains("step 0") == true)
  }

  @Test func aReplayThatReadsAValueTheRecordingDoesNotHoldFails() async throws {
    // Recorded by a version of the till that read no dependency.
    struct OldTill: Reducer {
      typealias State = Till.State
      typealias Action = Till.Action
      func reduce(into state: inout State, action: Action) -> Effect<Action> {
        state.prices.append(90)
        return .none
      }
    }
    let recorder = ActionRecorder(limit: 100)
    let store = Store(initialState: Till.State()) { OldTill().recording(into: recorder) }
    store.send(.sell)
    let recording = try ActionRecording<Till.State, Till.Action>(try recorder.data())

    let failures = await recordedFailures {
      let replay = TestStore(replaying: recording) {
        Till()
      } withDependencies: {
        $0.priceRules = PriceRules(discount: 10)
      }
      await replay.replay()
    }
    #expect(failures.count == 1)
    #expect(failures.first?.contains("'priceRules'") == true)
  }

  @Test func clockAndValueAnswersEncodeAndDecodeToTheSameAnswer() throws {
    let answers: [RecordedDependency] = [
      .now(clock: "continuousClock", offset: .seconds(3) + .nanoseconds(7)),
      .now(clock: "suspendingClock", offset: .zero - .milliseconds(1)),
      .value(name: "priceRules", json: #"{"discount":10}"#),
    ]
    let data = try JSONEncoder().encode(answers)
    #expect(try JSONDecoder().decode([RecordedDependency].self, from: data) == answers)
    #expect(answers.map(\.name) == ["continuousClock", "suspendingClock", "priceRules"])

    let outOfRange = #"{"now":{"clock":"c","seconds":0,"attoseconds":1000000000000000000}}"#
    #expect(throws: DecodingError.self) {
      try JSONDecoder().decode(RecordedDependency.self, from: Data(outOfRange.utf8))
    }
  }
}
