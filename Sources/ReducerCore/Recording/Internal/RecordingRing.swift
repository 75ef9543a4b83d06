import Foundation
import ReducerCRuntime

/// What an ``ActionRecorder`` asks of its ring without knowing the feature's types.
protocol RecordingRingProtocol: AnyObject, Sendable {
  /// The feature's reducer type, for messages.
  var featureName: String { get }
  /// The recording's JSON (see `RecordingFormat`).
  func encoded() throws(ActionRecorderError) -> Data
}

/// The last `limit` actions a recording reducer handled, as values: the action, where it came
/// from, the dependencies' answers and the state after it, with the state before the oldest.
///
/// A ring of slots, filled by appending until `limit`, then overwritten oldest first: a recorded
/// step copies the action and the state into a slot and allocates nothing (the dependencies'
/// answers are `nil` unless the reducer read one). A state that holds `@Shared` values (found
/// when the first state is encoded) is kept as its JSON instead, encoded after each action:
/// shared values are references, which later changes would reach.
///
/// Guarded by a spin lock on an atomic word, held only while a step is written into the slots or
/// while ``ActionRecorder/data()`` copies them (the arrays' buffers are shared, so the copy is
/// O(1); the encoding runs after the lock is released): one atomic read-modify-write and one
/// store per recorded action (BENCHMARKS.md, "Recording"). Since every access holds the lock,
/// the slots skip the run-time exclusivity check, as the store's runtime does.
@usableFromInline
final class RecordingRing<State: Codable, Action: Codable>: RecordingRingProtocol,
  @unchecked Sendable
{
  @usableFromInline let recorder: UInt64
  @usableFromInline let limit: Int
  let checkpointEvery: Int
  /// The spin lock: bit 0 is set while someone holds it.
  @usableFromInline let lock = AtomicWord(0)
  /// 1 until the first step is recorded (read without the lock: only the first send takes it
  /// to keep the start state).
  @usableFromInline let isEmpty = AtomicWord(1)

  /// How the ring keeps states, decided at the first action: 1 as values, 2 as their JSON,
  /// for a state that holds `@Shared` values (references, which later changes would reach);
  /// 0 until the first action.
  @usableFromInline let mode = AtomicWord(0)

  /// A state's JSON, or why it did not encode.
  typealias Encoded = Result<Data, EncodingFailure>

  struct EncodingFailure: Error, CustomStringConvertible {
    let description: String
  }

  /// The state before the oldest kept action; `nil` until the first action.
  @exclusivity(unchecked) @usableFromInline var start: State?
  /// In JSON mode, the start state's JSON.
  @exclusivity(unchecked) var startJSON: Encoded?
  /// In JSON mode, each slot's state as JSON, at the slot's index (the slot's value is not
  /// used): kept apart, so that the slots of the value mode hold nothing more.
  @exclusivity(unchecked) var json: [Encoded] = []
  @exclusivity(unchecked) @usableFromInline var slots: [Slot] = []
  /// The slot of the oldest action once the ring is full.
  @exclusivity(unchecked) @usableFromInline var head = 0
  /// The number of the next step, counted from the recorder's first.
  @exclusivity(unchecked) @usableFromInline var nextStep: UInt64 = 0

  /// One recorded action.
  @usableFromInline
  struct Slot {
    @usableFromInline var action: Action
    /// The state after the action.
    @usableFromInline var state: State
    /// Where the action came from: 0 sent, 1 received from an effect of unknown origin, `n + 2`
    /// received from an effect that the recorder's step `n` started.
    @usableFromInline var origin: UInt64
    /// The dependencies' answers; `nil` for none, so that overwriting a slot of an action that
    /// read none releases nothing.
    @usableFromInline var answers: [RecordedDependency]?

    @inlinable
    init(action: Action, state: State, origin: UInt64, answers: [RecordedDependency]?) {
      self.action = action
      self.state = state
      self.origin = origin
      self.answers = answers
    }
  }

  init(recorder: UInt64, limit: Int, checkpointEvery: Int) {
    self.recorder = recorder
    self.limit = limit
    self.checkpointEvery = checkpointEvery
    slots.reserveCapacity(min(limit, 1_024))
  }

  var featureName: String {
    "Reducer<\(Dump.typeName(of: State.self)), \(Dump.typeName(of: Action.self))>"
  }

  /// Runs `body` holding the lock.
  @inlinable
  @inline(__always)
  func withLock<Result>(_ body: () -> Result) -> Result {
    while reducer_atomic_fetch_or(lock.storage, 1) & 1 != 0 { sched_yield() }
    defer { reducer_atomic_store(lock.storage, 0) }
    return body()
  }

  /// Keeps `state`, the state before the action about to be recorded, as the start of the
  /// recording when that action is the first.
  @inlinable
  @inline(__always)
  func willRecord(before state: State) {
    guard isEmpty.load() != 0 else { return }
    keepStart(state)
  }

  /// Keeps the start state, and decides how states are kept: encoding the state tells whether
  /// it holds shared values (each one encoded counts on this thread, see `RecordingSlots`).
  @usableFromInline
  @inline(never)
  func keepStart(_ state: State) {
    let thread = RecordingThread.slots
    let sharedBefore = thread.pointee.sharedEncodes
    let encoded = Self.encodeNow(state)
    let holdsShared = thread.pointee.sharedEncodes != sharedBefore
    withLock {
      guard slots.isEmpty else { return }
      if mode.load() == 0 { mode.store(holdsShared ? 2 : 1) }
      start = state
      if mode.load() == 2 { startJSON = encoded }
    }
  }

  /// The state's JSON now, for a state that holds shared values.
  static func encodeNow(_ state: State) -> Encoded {
    do {
      return .success(try RecordingFormat.encode(state))
    } catch {
      return .failure(EncodingFailure(description: "\(error)"))
    }
  }

  /// Records the JSON of a state that holds shared values, at the slot the step takes; out of
  /// line, so that the value mode's send stays small.
  @usableFromInline
  @inline(never)
  func recordJSON(of state: State) {
    let encoded = Self.encodeNow(state)
    withLock {
      if json.count < limit {
        json.append(encoded)
      } else {
        startJSON = json[head]
        json[head] = encoded
      }
    }
  }

  /// Records one step: `state` is the state after `action`, which read the dependencies
  /// `answers`. Returns the step's number.
  @inlinable
  @inline(__always)
  func record(
    _ action: Action, after state: State, received: RecordedStepTag?,
    answers stepAnswers: [RecordedDependency]?
  ) -> UInt64 {
    // In JSON mode the JSON goes first, at the slot the step is about to take.
    if mode.load() == 2 { recordJSON(of: state) }
    return withLock {
      recordLocked(action, after: state, received: received, answers: stepAnswers)
    }
  }

  @inlinable
  func recordLocked(
    _ action: Action, after state: State, received: RecordedStepTag?,
    answers stepAnswers: [RecordedDependency]?
  ) -> UInt64 {
    let step = nextStep
    nextStep &+= 1
    var origin: UInt64 = 0
    if let received {
      origin = received.recorder == recorder && received.step < step ? received.step &+ 2 : 1
    }
    let slot = Slot(action: action, state: state, origin: origin, answers: stepAnswers)
    if slots.count < limit {
      if slots.isEmpty { isEmpty.store(0) }
      slots.append(slot)
    } else {
      // The oldest action goes: the recording now starts from the state it left.
      start = slots[head].state
      slots[head] = slot
      head = head + 1 == limit ? 0 : head + 1
    }
    return step
  }

  func encoded() throws(ActionRecorderError) -> Data {
    // Copied under the lock (the buffers are shared), encoded after it.
    let (start, slots, head, nextStep, startJSON, json) = withLock {
      (self.start, self.slots, self.head, self.nextStep, self.startJSON, self.json)
    }
    guard let start, !slots.isEmpty else { throw .nothingRecorded }
    let isJSON = startJSON != nil
    let count = slots.count
    let first = nextStep &- UInt64(count)
    var writer = RecordingFormat.Writer()
    writer.begin(
      stateType: String(reflecting: State.self), actionType: String(reflecting: Action.self),
      limit: limit, checkpointEvery: checkpointEvery, droppedSteps: first)
    do {
      try writer.start(startJSON?.get() ?? RecordingFormat.encode(start))
    } catch {
      throw .stateDoesNotEncode(step: nil, error: "\(error)")
    }
    for index in 0..<count {
      let position = count < limit ? index : (head + index) % limit
      let slot = slots[position]
      let origin = slot.origin
      var startedBy: Int?
      if origin >= 2, origin - 2 >= first { startedBy = Int(origin - 2 - first) }
      let kind: RecordingFormat.Kind = origin == 0 ? .sent : .received
      let isCheckpoint = (index + 1) % checkpointEvery == 0 || index == count - 1
      do {
        try writer.step(
          action: slot.action, kind: kind, startedBy: startedBy,
          dependencies: slot.answers ?? [],
          state: {
            if isJSON { return try json[position].get() }
            return try RecordingFormat.encode(slot.state)
          },
          checkpoint: isCheckpoint,
          index: index)
      } catch let error as RecordingFormat.WriteError {
        switch error {
        case let .action(index, error): throw .actionDoesNotEncode(step: index, error: error)
        case let .state(index, error): throw .stateDoesNotEncode(step: index, error: error)
        }
      } catch {
        throw .stateDoesNotEncode(step: index, error: "\(error)")
      }
    }
    return writer.finish()
  }
}
