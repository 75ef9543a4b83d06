import Foundation
import ReducerTesting
import Testing

@testable import ReducerCore

/// A die: each roll draws from `@Dependency(\.withRandomNumberGenerator)`, as TCA 1.x spells it.
struct Die: Reducer {
  struct State: Codable, Equatable {
    var rolls: [Int] = []
  }
  enum Action: Codable, Equatable { case roll, rollTwice }
  @Dependency(\.withRandomNumberGenerator) var withRandomNumberGenerator

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    let count = action == .roll ? 1 : 2
    for _ in 0..<count {
      state.rolls.append(withRandomNumberGenerator { Int.random(in: 1...6, using: &$0) })
    }
    return .none
  }
}

@MainActor
@Suite struct RandomNumberRecordingTests {
  /// The numbers a seeded generator gives, as the die draws them.
  static func rolls(seed: UInt64, count: Int) -> [Int] {
    var generator = SplitMix64(seed: seed)
    return (0..<count).map { _ in Int.random(in: 1...6, using: &generator) }
  }

  @Test func aSeededGeneratorKeepsItsStateBetweenDraws() {
    let generator = WithRandomNumberGenerator(SplitMix64(seed: 7))
    let drawn = (0..<5).map { _ in generator { Int.random(in: 1...6, using: &$0) } }
    #expect(drawn == Self.rolls(seed: 7, count: 5))
  }

  @Test func eachNumberIsRecordedAndAReplayDrawsTheRecordedOnes() async throws {
    let recorder = ActionRecorder(limit: 100)
    let store = Store(initialState: Die.State()) {
      Die().recording(into: recorder)
    } withDependencies: {
      $0.withRandomNumberGenerator = WithRandomNumberGenerator(SplitMix64(seed: 3))
    }
    store.send(.roll)
    store.send(.rollTwice)
    #expect(store.state.rolls == Self.rolls(seed: 3, count: 3))
    let recording = try ActionRecording<Die.State, Die.Action>(try recorder.data())
    // `Int.random(in:using:)` draws one number for each roll here (6 values fit in one draw).
    #expect(recording.steps.map(\.dependencies.count) == [1, 2])
    #expect(
      recording.steps.allSatisfy {
        $0.dependencies.allSatisfy { $0.name == "withRandomNumberGenerator" }
      })

    // Replayed with another seed: the recorded numbers are drawn, not the test's.
    let failures = await recordedFailures {
      let replay = TestStore(replaying: recording) {
        Die()
      } withDependencies: {
        $0.withRandomNumberGenerator = WithRandomNumberGenerator(SplitMix64(seed: 99))
      }
      await replay.replay()
      #expect(replay.state.rolls == Self.rolls(seed: 3, count: 3))
    }
    #expect(failures == [])
  }

  @Test func aRecordedNumberEncodesAndDecodesToTheSameAnswer() throws {
    let answers: [RecordedDependency] = [.randomNumber(0), .randomNumber(.max), .uuid(UUID(1))]
    let data = try JSONEncoder().encode(answers)
    #expect(
      String(decoding: data, as: UTF8.self).contains(#"{"randomNumber":18446744073709551615}"#))
    #expect(try JSONDecoder().decode([RecordedDependency].self, from: data) == answers)
    #expect(RecordedDependency.randomNumber(1).name == "withRandomNumberGenerator")
  }
}
