import Foundation
import ReducerTesting
import Testing

/// A feature whose state holds references (an array of strings), so that the recorder's ring
/// keeps, overwrites and releases values with storage; `.stamp` reads a dependency.
struct Lines: Reducer {
  struct State: Codable, Equatable {
    var lines: [String] = []
    var ids: [UUID] = []
  }

  enum Action: Codable, Equatable {
    case add(String)
    case stamp
  }

  @Dependency(\.uuid) var uuid

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case let .add(line):
      state.lines.append(line)
      if state.lines.count > 8 { state.lines.removeFirst() }
    case .stamp:
      state.ids.append(uuid())
      if state.ids.count > 4 { state.ids.removeFirst() }
    }
    return .none
  }
}

/// A state that holds a shared value, and a reducer that counts in it.
struct SharedCount: Codable, Equatable {
  @Shared var count: Int
}

struct SharedBump: Reducer {
  func reduce(into state: inout SharedCount, action: Lines.Action) -> Effect<Lines.Action> {
    state.$count.withLock { $0 += 1 }
    return .none
  }
}

/// A feature whose reducer runs a recorded reducer of other types inside it, on the same
/// thread: the inner one records into a recorder of its own.
struct Nesting: Reducer {
  struct State: Codable, Equatable {
    var count = 0
    var inner = Lines.State()
  }

  enum Action: Codable, Equatable {
    case tick(String)
  }

  let inner: ActionRecorder

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    guard case let .tick(line) = action else { return .none }
    state.count += 1
    _ = Lines().recording(into: inner).reduce(into: &state.inner, action: .add(line))
    return .none
  }
}

/// Runs `body` on a thread of its own and waits for it.
func onAnotherThread(_ body: @escaping @Sendable () -> Void) async {
  await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
    Thread {
      body()
      done.resume()
    }.start()
  }
}

/// Runs `turns` turns on `threads` threads, all alive until the last turn ends: turn `n` runs
/// `body(n)` on thread `n % threads`, after turn `n - 1`. Waits for them all.
func inTurnsOnThreads(
  _ threads: Int, turns: Int, _ body: @escaping @Sendable (_ turn: Int) -> Void
) async {
  let gates = (0..<turns).map { _ in DispatchSemaphore(value: 0) }
  let finished = DispatchSemaphore(value: 0)
  let allDone = DispatchSemaphore(value: 0)
  for thread in 0..<threads {
    Thread {
      for turn in stride(from: thread, to: turns, by: threads) {
        gates[turn].wait()
        body(turn)
        if turn + 1 < turns { gates[turn + 1].signal() } else { finished.signal() }
      }
      // Alive until every turn ran, so that each thread keeps words of its own.
      allDone.wait()
    }.start()
  }
  gates[0].signal()
  await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
    Thread {
      finished.wait()
      for _ in 0..<threads { allDone.signal() }
      done.resume()
    }.start()
  }
}

@MainActor
@Suite struct RecorderThreadTests {
  /// The ring wraps many times, with steps that read a dependency between steps that do not:
  /// the recording holds exactly the last `limit` steps, each with its own answers (none on
  /// the steps that read nothing), and replays.
  /// Until a thread records, its word points to the shared words of no thread, which the
  /// recorded send and the generators read without a test for null: they must cover the
  /// words' layout, read as a thread without words of its own, and stay untouched.
  @Test func aThreadThatNeverRecordedReadsTheWordsOfNoThread() async throws {
    #expect(MemoryLayout<RecordingSlots>.size <= RecordingThread.noThreadWordsSize)
    let seen = LockIsolated<[UInt64]>([])
    await onAnotherThread {
      let bufferRing = RecordingThread.currentSlots.pointee.bufferRing
      let hasOwn: UInt64 = RecordingThread.existingSlots != nil ? 1 : 0
      let isRecording: UInt64 = RecordingThread.isRecording ? 1 : 0
      seen.withValue { $0 = [hasOwn, isRecording, bufferRing] }
    }
    #expect(seen.value == [0, 0, 0])
    // A thread that records gets words of its own, and the shared ones stay zero.
    let recorder = ActionRecorder(limit: 10)
    await onAnotherThread {
      var state = Lines.State()
      _ = Lines().recording(into: recorder).reduce(into: &state, action: .add("a"))
      _ = Lines().recording(into: recorder).reduce(into: &state, action: .add("b"))
      seen.withValue { $0 = [RecordingThread.existingSlots != nil ? 1 : 0] }
    }
    #expect(seen.value == [1])
    #expect(try ActionRecording<Lines.State, Lines.Action>(recorder.data()).steps.count == 2)
    let none = RecordingThread.noThreadWords
    let words = RecordingThread.noThreadWordsSize / 8
    #expect((0..<words).allSatisfy { none.load(fromByteOffset: $0 * 8, as: UInt64.self) == 0 })
  }

  @Test func aRingThatWrapsKeepsTheLastStepsWithTheirAnswers() async throws {
    let recorder = ActionRecorder(limit: 5)
    let store = Store(initialState: Lines.State()) {
      Lines().recording(into: recorder)
    } withDependencies: {
      $0.uuid = .incrementing
    }
    var expected: [Lines.Action] = []
    for index in 0..<203 {
      let action: Lines.Action = index % 7 == 3 ? .stamp : .add("line \(index)")
      store.send(action)
      expected.append(action)
    }
    let recording = try ActionRecording<Lines.State, Lines.Action>(try recorder.data())
    #expect(recording.droppedStepCount == 198)
    #expect(recording.steps.map(\.action) == Array(expected.suffix(5)))
    for step in recording.steps {
      #expect(step.dependencies.isEmpty == (step.action != .stamp))
    }
    #expect(recording.steps.last?.state == store.state)
    let replay = TestStore(replaying: recording) { Lines() }
    await replay.replay()
    #expect(replay.state == store.state)
  }

  /// `data()` from another thread while the main actor sends: every recording it makes is
  /// whole (it decodes, its checksum holds) and is a run of consecutive steps.
  @Test func dataFromAnotherThreadWhileSendingIsAlwaysWhole() async throws {
    let recorder = ActionRecorder(limit: 64)
    let store = Store(initialState: Lines.State()) { Lines().recording(into: recorder) }
    store.send(.add("first"))
    let stop = LockIsolated(false)
    let seen = LockIsolated<[String]>([])
    let reads = LockIsolated(0)
    let reader = Task.detached {
      while !stop.value {
        reads.withValue { $0 += 1 }
        do {
          let recording = try ActionRecording<Lines.State, Lines.Action>(try recorder.data())
          let lines = recording.steps.compactMap { step -> Int? in
            guard case let .add(line) = step.action else { return nil }
            return Int(line.split(separator: " ").last ?? "")
          }
          // Consecutive lines, the last step's state ending with the last line.
          let consecutive = zip(lines, lines.dropFirst()).allSatisfy { $1 == $0 + 1 }
          let last = recording.steps.last?.state?.lines.last
          if !consecutive || (lines.last.map { "line \($0)" } != last && lines.count > 1) {
            seen.withValue {
              if $0.count < 3 { $0.append("a recording that is not a run of steps: \(lines)") }
            }
          }
        } catch {
          seen.withValue { if $0.count < 3 { $0.append("\(error)") } }
        }
        await Task.yield()
      }
    }
    // The sends begin once the reader runs, so that its reads overlap them.
    while reads.value == 0 { await Task.yield() }
    for index in 0..<3_000 {
      store.send(.add("line \(index)"))
      if index % 100 == 0 { await Task.yield() }
    }
    stop.setValue(true)
    await reader.value
    #expect(seen.value == [])
    let recording = try ActionRecording<Lines.State, Lines.Action>(try recorder.data())
    #expect(recording.steps.count == 64)
    #expect(recording.steps.last?.action == .add("line 2999"))
  }

  /// A reducer run on two threads records into one ring: the recording holds both actions,
  /// in the order they ran.
  @Test func actionsOnTwoThreadsAreBothRecorded() async throws {
    let recorder = ActionRecorder(limit: 10)
    var state = Lines.State()
    _ = Lines().recording(into: recorder).reduce(into: &state, action: .add("main"))
    await onAnotherThread {
      var state = Lines.State(lines: ["main"])
      _ = Lines().recording(into: recorder).reduce(into: &state, action: .add("other"))
    }
    let recording = try ActionRecording<Lines.State, Lines.Action>(try recorder.data())
    #expect(recording.steps.map(\.action) == [.add("main"), .add("other")])
    #expect(recording.steps.last?.state?.lines == ["main", "other"])
  }

  /// A state that holds shared values is kept as JSON: recorded from two threads too.
  @Test func aRingOfSharedStatesRecordsFromAnyThread() async throws {
    let recorder = ActionRecorder(limit: 10)
    let shared = Shared(0)
    var state = SharedCount(count: shared)
    _ = SharedBump().recording(into: recorder).reduce(into: &state, action: .stamp)
    await onAnotherThread {
      var state = SharedCount(count: shared)
      _ = SharedBump().recording(into: recorder).reduce(into: &state, action: .stamp)
    }
    let recording = try ActionRecording<SharedCount, Lines.Action>(try recorder.data())
    #expect(recording.steps.map { $0.state?.count } == [1, 2])
  }

  /// Twelve threads take turns reducing one feature, five actions a turn: more threads than
  /// have buffers of their own, so some steps go to the shared buffer under the lock. The
  /// recording holds exactly the last `limit` steps, in the order they ran, and replays.
  @Test func stepsFromManyThreadsInTurnAreMergedInOrder() async throws {
    let recorder = ActionRecorder(limit: 100)
    let state = LockIsolated(Lines.State())
    await inTurnsOnThreads(12, turns: 36) { turn in
      let reducer = Lines().recording(into: recorder)
      var current = state.value
      for index in 0..<5 {
        _ = reducer.reduce(into: &current, action: index == 2 ? .stamp : .add("\(turn).\(index)"))
      }
      let reduced = current
      state.setValue(reduced)
    }
    let recording = try ActionRecording<Lines.State, Lines.Action>(try recorder.data())
    #expect(recording.steps.count == 100)
    let expected = (0..<36).flatMap { turn in
      (0..<5).map { index in index == 2 ? Lines.Action.stamp : .add("\(turn).\(index)") }
    }
    #expect(recording.steps.map(\.action) == Array(expected.suffix(100)))
    #expect(recording.steps.last?.state == state.value)
    // The steps that read the generator carry its answer, and none other does.
    #expect(recording.steps.allSatisfy { ($0.action == .stamp) == !$0.dependencies.isEmpty })
    let store = TestStore(replaying: recording) { Lines() }
    await store.replay()
  }

  /// One thread sends to two stores, each with its recorder, in turn: each recording holds
  /// its own store's actions only, all of them.
  @Test func oneThreadRecordsIntoTwoRecordersInTurn() async throws {
    let first = ActionRecorder(limit: 50)
    let second = ActionRecorder(limit: 50)
    let one = Store(initialState: Lines.State()) { Lines().recording(into: first) }
    let two = Store(initialState: Lines.State()) { Lines().recording(into: second) }
    for index in 0..<40 {
      one.send(.add("one \(index)"))
      two.send(.add("two \(index)"))
      if index % 3 == 0 { two.send(.add("two extra \(index)")) }
    }
    let recordedOne = try ActionRecording<Lines.State, Lines.Action>(try first.data())
    let recordedTwo = try ActionRecording<Lines.State, Lines.Action>(try second.data())
    #expect(recordedOne.steps.map(\.action) == (0..<40).map { .add("one \($0)") })
    let expectedTwo = (0..<40).flatMap { index -> [Lines.Action] in
      index % 3 == 0 ? [.add("two \(index)"), .add("two extra \(index)")] : [.add("two \(index)")]
    }
    #expect(recordedTwo.steps.map(\.action) == Array(expectedTwo.suffix(50)))
    #expect(recordedTwo.steps.last?.state == two.state)
  }

  /// A recorder made after another one ended, on the same thread, starts empty: nothing of the
  /// first one's steps reaches it.
  @Test func aRecorderAfterAnotherOnTheSameThreadStartsEmpty() async throws {
    do {
      let gone = ActionRecorder(limit: 3)
      let store = Store(initialState: Lines.State()) { Lines().recording(into: gone) }
      for index in 0..<10 { store.send(.add("gone \(index)")) }
      #expect(throws: Never.self) { try gone.data() }
    }
    let recorder = ActionRecorder(limit: 3)
    let store = Store(initialState: Lines.State()) { Lines().recording(into: recorder) }
    store.send(.add("kept"))
    let recording = try ActionRecording<Lines.State, Lines.Action>(try recorder.data())
    #expect(recording.steps.map(\.action) == [.add("kept")])
    #expect(recording.startState == Lines.State())
  }

  /// A recorded reducer that runs another recorded reducer inside it, on the same thread, as
  /// the buffers grow: each recorder holds its own feature's actions, all of them, and the
  /// outer step is not written into the inner ring's buffer.
  @Test func aRecordedReducerInsideAnotherRecordsIntoItsOwnRecorder() async throws {
    let outer = ActionRecorder(limit: 100)
    let inner = ActionRecorder(limit: 100)
    let store = Store(initialState: Nesting.State()) {
      Nesting(inner: inner).recording(into: outer)
    }
    for index in 0..<40 { store.send(.tick("\(index)")) }
    let outerRecording = try ActionRecording<Nesting.State, Nesting.Action>(try outer.data())
    let innerRecording = try ActionRecording<Lines.State, Lines.Action>(try inner.data())
    #expect(outerRecording.steps.map(\.action) == (0..<40).map { .tick("\($0)") })
    #expect(outerRecording.steps.last?.state == store.state)
    #expect(innerRecording.steps.map(\.action) == (0..<40).map { .add("\($0)") })
    #expect(innerRecording.steps.last?.state == store.state.inner)
  }

  /// Four threads reduce one feature at the same time, each its own state: every action is
  /// recorded, none lost and none twice, and nothing crashes or races (CI runs this under the
  /// thread sanitizer). Such actions have no one order: the recording keeps them in the order
  /// of their step numbers, which two threads may take at once.
  @Test func threadsReducingAtOnceLoseNoAction() async throws {
    let recorder = ActionRecorder(limit: 10_000)
    await withTaskGroup(of: Void.self) { group in
      for thread in 0..<4 {
        group.addTask {
          await onAnotherThread {
            let reducer = Lines().recording(into: recorder)
            var state = Lines.State()
            for index in 0..<500 {
              _ = reducer.reduce(into: &state, action: .add("\(thread).\(index)"))
            }
          }
        }
      }
    }
    let recording = try ActionRecording<Lines.State, Lines.Action>(try recorder.data())
    let recorded = recording.steps.compactMap { step -> String? in
      guard case let .add(line) = step.action else { return nil }
      return line
    }
    let sent = (0..<4).flatMap { thread in (0..<500).map { "\(thread).\($0)" } }
    #expect(recorded.count == 2_000)
    #expect(recorded.sorted() == sent.sorted())
  }
}
