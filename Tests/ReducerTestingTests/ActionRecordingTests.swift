import Foundation
import ReducerTesting
import Testing

/// A feature that reads dependencies, starts an effect and sends an action from one: what a
/// recorded session holds. `plantedBug` changes what `.increment` does from the second one on.
struct Recorded: Reducer {
  struct State: Codable, Equatable {
    var count = 0
    var ids: [UUID] = []
    var stamps: [Date] = []
    var loaded: Int?
  }

  enum Action: Codable, Equatable {
    case increment
    case addTapped
    case loadTapped
    case loaded(Int)
    case twice
  }

  var plantedBug = false
  var readsDateFirst = false
  @Dependency(\.uuid) var uuid
  @Dependency(\.date) var date

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .increment:
      state.count += plantedBug && state.count >= 1 ? 2 : 1
      return .none
    case .addTapped:
      if readsDateFirst {
        state.stamps.append(date.now)
        state.ids.append(uuid())
      } else {
        state.ids.append(uuid())
        state.stamps.append(date.now)
      }
      return .none
    case .loadTapped:
      return .run { send in await send(.loaded(42)) }
    case let .loaded(value):
      state.loaded = value
      return .none
    case .twice:
      return .send(.increment)
    }
  }
}

/// Records a session of `Recorded` in a store with fixed dependencies.
@MainActor
func recordSession(
  limit: Int = 100, checkpointEvery: Int = 1,
  _ body: (Store<Recorded.State, Recorded.Action>) async -> Void
) async throws -> Data {
  let recorder = ActionRecorder(limit: limit, checkpointEvery: checkpointEvery)
  let store = Store(initialState: Recorded.State()) {
    Recorded().recording(into: recorder)
  } withDependencies: {
    $0.uuid = .incrementing
    $0.date = .constant(Date(timeIntervalSinceReferenceDate: 1_000.25))
  }
  await body(store)
  return try recorder.data()
}

/// The session most tests record: a send, dependency reads, an effect's answer, an action an
/// effect sends at once.
@MainActor
func standardSession() async throws -> Data {
  try await recordSession { store in
    store.send(.increment)
    store.send(.addTapped)
    await store.send(.loadTapped).finish()
    store.send(.twice)
    store.send(.increment)
  }
}

@MainActor
@Suite struct ActionRecordingTests {
  @Test func aRecordingHoldsEachActionWhereItCameFromTheDependencyAnswersAndTheState()
    async throws
  {
    let data = try await standardSession()
    let text = String(decoding: data, as: UTF8.self)
    #expect(text.hasPrefix(#"{"version":1,"#))
    let recording = try ActionRecording<Recorded.State, Recorded.Action>(data)
    #expect(recording.startState == Recorded.State())
    #expect(
      recording.steps.map(\.action) == [
        .increment, .addTapped, .loadTapped, .loaded(42), .twice, .increment, .increment,
      ])
    #expect(recording.steps.map(\.index) == Array(0..<7))
    #expect(
      recording.steps.map(\.kind) == [
        .sent, .sent, .sent, .received(startedBy: 2), .sent, .received(startedBy: 4), .sent,
      ])
    #expect(
      recording.steps[1].dependencies == [
        .uuid(UUID(0)), .date(Date(timeIntervalSinceReferenceDate: 1_000.25)),
      ])
    #expect(recording.steps[0].dependencies.isEmpty)
    #expect(recording.steps.last?.state?.count == 3)
    #expect(recording.steps.last?.state?.loaded == 42)
    #expect(recording.steps.allSatisfy { $0.digest.count == 16 })
    #expect(recording.droppedStepCount == 0)
  }

  @Test func theRecorderKeepsTheLastActionsAndStartsFromTheStateBeforeTheOldest() async throws {
    let data = try await recordSession(limit: 3) { store in
      for _ in 0..<5 { store.send(.increment) }
    }
    let recording = try ActionRecording<Recorded.State, Recorded.Action>(data)
    #expect(recording.steps.count == 3)
    #expect(recording.droppedStepCount == 2)
    #expect(recording.startState.count == 2)
    #expect(recording.steps.map { $0.state?.count } == [3, 4, 5])
    let store = TestStore(replaying: recording) { Recorded() }
    await store.replay()
    #expect(store.state.count == 5)
  }

  @Test func aStateWithSharedValuesIsRecordedAsItWasAfterEachAction() async throws {
    struct SharedCount: Codable, Equatable {
      @Shared var count: Int
    }
    let recorder = ActionRecorder(limit: 2)
    let store = Store(initialState: SharedCount(count: Shared(0))) {
      Reduce<SharedCount, Recorded.Action> { state, _ in
        state.$count.withLock { $0 += 1 }
        return .none
      }.recording(into: recorder)
    }
    for _ in 0..<4 { store.send(.increment) }
    // The shared value is a reference: each step holds what it held then, not what it holds now.
    let recording = try ActionRecording<SharedCount, Recorded.Action>(try recorder.data())
    #expect(recording.startState.count == 2)
    #expect(recording.steps.map { $0.state?.count } == [3, 4])
  }

  @Test func aRecorderThatRecordedNothingSaysSo() {
    let recorder = ActionRecorder(limit: 10)
    #expect(throws: ActionRecorderError.nothingRecorded) { try recorder.data() }
    #expect(ActionRecorderError.nothingRecorded.description.contains("recording(into:)"))
  }

  @Test func theReplayOfARecordingPassesAgainstTheSameReducer() async throws {
    let recording = try ActionRecording<Recorded.State, Recorded.Action>(
      try await standardSession())
    let failures = await recordedFailures {
      let store = TestStore(replaying: recording) { Recorded() }
      await store.replay()
      #expect(store.state.count == 3)
      #expect(store.state.ids == [UUID(0)])
      #expect(store.state.loaded == 42)
    }
    #expect(failures == [])
  }

  @Test func aPlantedChangeFailsAtTheFirstStepThatDiffersWithADiff() async throws {
    let recording = try ActionRecording<Recorded.State, Recorded.Action>(
      try await standardSession())
    var line: UInt = 0
    let reports = await FailureReporting.capture {
      let store = TestStore(replaying: recording) { Recorded(plantedBug: true) }
      await store.replay()
      line = #line - 1
      // The store holds the state of the last step that matched.
      #expect(store.state.count == 1)
      #expect(store.state.loaded == 42)
    }
    #expect(reports.count == 1)
    #expect(reports.first?.line == line)
    let message = reports.first?.message ?? ""
    #expect(
      message.hasPrefix(
        """
        The replay differs from the recording at step 5 of 7 (received from the effect of \
        step 4): .increment
        After this action, the state differs from the recorded state.
        """))
    #expect(
      message.contains(
        """
        The steps before it:
          0 (sent): .increment
          1 (sent): .addTapped
          2 (sent): .loadTapped
          3 (received from the effect of step 2): .loaded(42)
          4 (sent): .twice
        """))
    #expect(message.contains("−   count: 2,\n+   count: 3,"))
  }

  @Test func aDigestOnlyStepShowsTheDiffFromTheNearestCheckpoint() async throws {
    let data = try await recordSession(checkpointEvery: 4) { store in
      for _ in 0..<6 { store.send(.increment) }
    }
    let recording = try ActionRecording<Recorded.State, Recorded.Action>(data)
    #expect(recording.steps.map { $0.state != nil } == [false, false, false, true, false, true])
    let failures = await recordedFailures {
      let store = TestStore(replaying: recording) { Recorded(plantedBug: true) }
      await store.replay()
    }
    #expect(failures.count == 1)
    let message = failures.first ?? ""
    #expect(message.contains("at step 1 of 6 (sent): .increment"))
    #expect(message.contains("the recording's start state"))
    #expect(message.contains("−   count: 0,\n+   count: 3,"))
  }

  @Test func aDependencyReadInAnotherOrderFailsNamingIt() async throws {
    let recording = try ActionRecording<Recorded.State, Recorded.Action>(
      try await standardSession())
    let failures = await recordedFailures {
      let store = TestStore(replaying: recording) { Recorded(readsDateFirst: true) }
      await store.replay()
    }
    #expect(failures.count == 1)
    #expect(
      failures.first?.contains(
        """
        After this action, it read its dependencies differently: the reducer read 'date' as \
        its dependency read number 1 in this step, where the recording holds an answer of \
        'uuid'
        """) == true)
    #expect(failures.first?.contains("at step 1 of 7 (sent): .addTapped") == true)
  }

  @Test func replayThroughStopsAfterTheStepAndTheTestGoesOn() async throws {
    let recording = try ActionRecording<Recorded.State, Recorded.Action>(
      try await standardSession())
    let failures = await recordedFailures {
      let store = TestStore(replaying: recording) {
        Recorded()
      } withDependencies: {
        $0.uuid = .constant(UUID(7))
        $0.date = .constant(Date(timeIntervalSinceReferenceDate: 0))
      }
      await store.replay(through: 1)
      #expect(store.state.ids == [UUID(0)])
      await store.send(.addTapped) {
        $0.ids.append(UUID(7))
        $0.stamps.append(Date(timeIntervalSinceReferenceDate: 0))
      }
      await store.replay(through: 1)
    }
    #expect(failures.count == 1)
    #expect(failures.first?.contains("asks for a step already replayed") == true)
  }

  @Test func replayThroughAStepThatIsNotThereFails() async throws {
    let recording = try ActionRecording<Recorded.State, Recorded.Action>(
      try await standardSession())
    let failures = await recordedFailures {
      let store = TestStore(replaying: recording) { Recorded() }
      await store.replay(through: 7)
    }
    #expect(
      failures == [
        """
        'replay(through: 7)' names no step of the recording: it has 7 steps, numbered 0 to 6. \
        Pass one of those indices.
        """
      ])
  }
}
