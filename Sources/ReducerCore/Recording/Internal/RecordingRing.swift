import Foundation
import ReducerCRuntime

/// What an ``ActionRecorder`` asks of its ring without knowing the feature's types.
protocol RecordingRingProtocol: AnyObject, Sendable {
  /// The feature's reducer type, for messages.
  var featureName: String { get }
  /// The recording's JSON (see `RecordingFormat`).
  func encoded() throws(ActionRecorderError) -> Data
}

// The last `limit` actions a recording reducer handled, as values: the action, where it came
// from, its step number and the state after it, in buffers of `limit + 1` entries (the extra
// one holds the state the oldest kept action started from), with the dependencies' answers
// beside them.
//
// A recorded send must cost at most twice a plain `store.send` (BENCHMARKS.md, "Recording"),
// and one atomic read-modify-write costs about half a send. So each thread that records
// writes the common step into a buffer of its own without a lock, and whoever reads the ring
// (`ActionRecorder.data()`, from any thread) copies every buffer checking that it read no write
// half done (each entry's step word is its version), then merges them by step number. A
// store's actions all run on the main actor, but on Linux its jobs run on whichever thread
// drains the main queue: so one store's steps land in the buffers of a few threads, in order of
// their numbers.
//
// Assumptions, each with its guard:
// - A thread's own buffer is written by that thread only. Guard: a buffer is found only through
//   the calling thread's words (`RecordingSlots.buffer`, valid while `bufferRing` is this
//   ring's `id`, a number never reused) or, under the lock, by its `writer`, the address of the
//   thread's words. A thread's words are `malloc`ed when it first records and `free`d when it
//   ends, and C orders each `free` before the next `malloc` of the same memory: so a thread that
//   takes over a buffer of a thread that ended, by the same address, sees all its writes.
// - Steps are numbered by `nextStep`, read and written with relaxed atomics, not incremented
//   atomically: the writers of one store are serialized by the main actor, so each sees the
//   number the one before it left. Two threads that reduce at once (a reducer run outside a
//   store) may take the same number: nothing is lost, and the merge keeps both in a fixed
//   order, but such a recording has no one order to replay (the docs say so).
// - The entries are words, written by their thread with relaxed atomic stores
//   (`reducer_words_publish`) after the entry's step word is set to `unwritten` and a release
//   fence, and followed by a release store of the step's number into the step word; a reader
//   copies them with relaxed atomic loads (`reducer_words_snapshot`) between an acquire load of
//   the step word and, after an acquire fence, a second load of it. When both loads saw the
//   same number, not `unwritten`, the copy holds no word of a later write: a word of one would
//   order the writer's `unwritten` store before the second load. Each entry's numbers only
//   grow, so no number comes back. Guard: `RecordingBuffer.copyEntries` copies an entry again
//   until the two loads agree, and leaves out an entry that is `unwritten`.
// - A copy of the words refers to objects (a state's storage) only as long as an entry or the
//   graveyard holds them: a writer never releases a value a reader could be copying. Without
//   the lock, an entry overwritten goes, as bits, to its buffer's graveyard, emptied under the
//   lock; a reader holds the lock from its first copy to its last retain. Under the lock, an old
//   entry is released at once. Guard: the only releases of entries are in `emptyGraveyard`, in
//   `RecordingBuffer.write` with `locked` (called only from `recordLocked`) and in `deinit`.
// - The entries' memory moves (it grows by doubling up to `limit + 1` entries) only under the
//   lock. Guard: `grow` is called only from `recordLocked`.
// - A reader sets `fastKey` to a value no thread caches, which sends the writers to the locked
//   path, so that a reader's copy is not overtaken by writes forever; it is only for progress, never for safety. A write
//   under way when it is set may still land: the reader keeps only a run of consecutive steps,
//   and copies again until it has one.
// The safe path beside it: every write but a thread's common one takes the lock, and goes to
// the ring's shared buffer when the thread has none (past `maxBuffers` threads, and in JSON
// mode).

/// The last ring number given (see ``RecordingRing/id``).
private let ringNumbers = AtomicWord(0)

/// The ring of one recorder (see the comment above).
@usableFromInline
final class RecordingRing<State: Codable, Action: Codable>: RecordingRingProtocol,
  @unchecked Sendable
{
  @usableFromInline typealias Buffer = RecordingBuffer<State, Action>
  @usableFromInline typealias Slot = Buffer.Slot
  typealias Encoded = Buffer.Encoded

  /// The recorder's id (tells its steps from another recorder's).
  @usableFromInline let recorder: UInt64
  /// This ring's number, never reused (the threads' words name the ring they cache by it).
  @usableFromInline let id: UInt64
  @usableFromInline let limit: Int
  let checkpointEvery: Int
  /// How many threads get a buffer of their own; the others write under the lock.
  static var maxBuffers: Int { 8 }

  /// The ring's words, in one allocation, so that one load finds them all: the spin lock
  /// (bit 0 set while someone holds it), the gate, the next step's number and the fast key.
  @usableFromInline let words: UnsafeMutablePointer<UInt64>
  /// The spin lock.
  @inlinable
  var lockWord: UnsafeMutablePointer<UInt64> { words }
  /// 4 until the first action (the start state is kept first); then 0 when the threads write
  /// their common steps without the lock, or 2 in JSON mode (a state that holds `@Shared`
  /// values, kept as JSON: every write takes the lock). Written only under the lock.
  @inlinable
  var gate: UnsafeMutablePointer<UInt64> { words + 1 }
  /// The number of the next step (see the comment above).
  @inlinable
  var nextStep: UnsafeMutablePointer<UInt64> { words + 2 }
  /// The ring's `id` while a thread may write its common step without the lock (the gate is
  /// 0 and no reader copies the ring), `UInt64.max` otherwise: a thread whose words cache this
  /// ring's buffer with room in it (`bufferRing` is the id) then writes without the lock after
  /// one comparison. Written only under the lock.
  @inlinable
  var fastKey: UnsafeMutablePointer<UInt64> { words + 3 }

  // Under the lock.

  /// The state before the first recorded action.
  @exclusivity(unchecked) var start: State?
  /// In JSON mode, the start state's JSON.
  @exclusivity(unchecked) var startJSON: Encoded?
  /// The threads' own buffers.
  @exclusivity(unchecked) var buffers: [Buffer] = []
  /// The buffer of the steps written under the lock by a thread without one.
  let shared: Buffer
  /// The answers of the steps that read dependencies, by step, oldest first from `answersHead`.
  @exclusivity(unchecked) var answers: [(step: UInt64, answers: [RecordedDependency])] = []
  @exclusivity(unchecked) var answersHead = 0

  /// Whether the ring stands in for one the recorder refused (it records another feature):
  /// such a ring records nothing, and its `fastKey` never lets a thread in.
  @usableFromInline let isRefused: Bool

  /// A ring that records nothing, for a reducer whose recorder records another feature.
  @usableFromInline
  convenience init(refused: Void) {
    self.init(recorder: 0, limit: 1, checkpointEvery: 1, isRefused: true)
  }

  init(recorder: UInt64, limit: Int, checkpointEvery: Int, isRefused: Bool = false) {
    self.isRefused = isRefused
    self.recorder = recorder
    self.limit = limit
    self.checkpointEvery = checkpointEvery
    id = ringNumbers.increment()
    words = .allocate(capacity: 4)
    words.initialize(repeating: 0, count: 4)
    words[1] = 4
    words[3] = .max
    shared = Buffer(writer: 0, entryCount: limit == Int.max ? limit : limit + 1)
  }

  deinit {
    words.deallocate()
  }

  var featureName: String {
    "Reducer<\(Dump.typeName(of: State.self)), \(Dump.typeName(of: Action.self))>"
  }

  @usableFromInline
  func lock() {
    while reducer_atomic_fetch_or(lockWord, 1) & 1 != 0 { sched_yield() }
  }

  @usableFromInline
  func unlock() {
    reducer_atomic_store(lockWord, 0)
  }

  /// Whether the thread of `thread` may write its next common step without the lock (see
  /// ``fastKey``).
  @inlinable
  @inline(__always)
  func isFast(_ thread: UnsafeMutablePointer<RecordingSlots>) -> Bool {
    reducer_atomic_load_relaxed(fastKey) == thread.pointee.bufferRing
  }

  /// Whether no action was recorded yet (the next one keeps the start state first).
  @inlinable
  @inline(__always)
  var needsStart: Bool { reducer_atomic_load_relaxed(gate) & 4 != 0 }

  /// Keeps the start state, the state before the first action, and decides how states are
  /// kept: encoding the state tells whether it holds shared values (each one encoded counts on
  /// this thread, see `RecordingSlots`).
  @usableFromInline
  @inline(never)
  func keepStart(_ state: State, thread: UnsafeMutablePointer<RecordingSlots>) {
    let sharedBefore = thread.pointee.sharedEncodes
    let encoded = Self.encodeNow(state)
    let holdsShared = thread.pointee.sharedEncodes != sharedBefore
    lock()
    defer { unlock() }
    guard reducer_atomic_load_relaxed(gate) & 4 != 0 else { return }
    start = state
    if holdsShared { startJSON = encoded }
    reducer_atomic_store(gate, holdsShared ? 2 : 0)
    if !holdsShared { reducer_atomic_store(fastKey, id) }
  }

  /// The state's JSON now, for a state that holds shared values.
  static func encodeNow(_ state: State) -> Encoded {
    do {
      return .success(try RecordingFormat.encode(state))
    } catch {
      return .failure(RecordingEncodingFailure(description: "\(error)"))
    }
  }

  /// Records one step: `state` is the state after `action`, which read the dependencies
  /// `answers`; `thread` is the calling thread's words. Returns the step's number.
  @inlinable
  @inline(__always)
  func record(
    _ action: Action, after state: State, answers stepAnswers: [RecordedDependency]?,
    thread: UnsafeMutablePointer<RecordingSlots>
  ) -> UInt64 {
    if stepAnswers == nil, isFast(thread) {
      return recordFast(action, after: state, origin: origin(thread), thread: thread)
    }
    return recordLocked(action, after: state, answers: stepAnswers, thread: thread)
  }

  /// Records one step without the lock, for a thread whose words cache its buffer with room
  /// for the step (see the comment at the top of this file; the caller checked ``isFast(_:)``
  /// while its words held what they hold now). `origin` is the step's origin word
  /// (``origin(_:)``; 0 for a sent action). Returns the step's number.
  @inlinable
  @inline(__always)
  func recordFast(
    _ action: Action, after state: State, origin: UInt64,
    thread: UnsafeMutablePointer<RecordingSlots>
  ) -> UInt64 {
    let raw = thread.pointee.buffer.unsafelyUnwrapped
    return Unmanaged<Buffer>.fromOpaque(raw)._withUnsafeGuaranteedRef { buffer in
      let step = reducer_atomic_load_relaxed(nextStep)
      reducer_atomic_store_relaxed(nextStep, step &+ 1)
      let hasRoom = buffer.write(
        Slot(action: action, state: state, origin: origin, step: step), locked: false)
      // The next step grows the memory, under the lock.
      if !hasRoom { thread.pointee.bufferRing = 0 }
      if !_isPOD(Slot.self), buffer.buried == Buffer.graveyardSize { emptyGraveyard(buffer) }
      return step
    }
  }

  /// The origin word of the step the thread records (see ``RecordingBuffer/Slot/origin``): an
  /// effect of another recorder's step is of unknown origin here.
  @inlinable
  @inline(__always)
  func origin(_ thread: UnsafeMutablePointer<RecordingSlots>) -> UInt64 {
    let origin = thread.pointee.receivedOrigin
    return origin < 2 || thread.pointee.receivedRecorder == recorder ? origin : 1
  }

  /// Releases the entries `buffer`'s thread overwrote without the lock.
  @usableFromInline
  @inline(never)
  func emptyGraveyard(_ buffer: Buffer) {
    lock()
    buffer.emptyGraveyard()
    unlock()
  }

  /// Records one step under the lock: a thread's first step, a step that read dependencies, a
  /// step while a reader copies the ring, every step of a ring in JSON mode.
  @usableFromInline
  @inline(never)
  func recordLocked(
    _ action: Action, after state: State, answers stepAnswers: [RecordedDependency]?,
    thread: UnsafeMutablePointer<RecordingSlots>
  ) -> UInt64 {
    let isJSON = reducer_atomic_load_relaxed(gate) & 2 != 0
    let encoded = isJSON ? Self.encodeNow(state) : nil
    lock()
    defer { unlock() }
    let target = isJSON ? shared : ownBuffer(thread) ?? shared
    if !target.hasRoom { target.grow() }
    let index = target.writeIndex
    let step = reducer_atomic_load_relaxed(nextStep)
    reducer_atomic_store_relaxed(nextStep, step &+ 1)
    let hasRoom = target.write(
      Slot(action: action, state: state, origin: origin(thread), step: step), locked: true)
    // The thread's words cache its buffer only while it has room for the next step.
    // (Not while the store reduces an effect's action: see `RecordingSlots.bufferRing`.)
    if target !== shared {
      thread.pointee.bufferRing = hasRoom && thread.pointee.receivedOrigin == 0 ? id : 0
    }
    if let encoded {
      if target.json.count == index {
        target.json.append(encoded)
      } else {
        target.json[index] = encoded
      }
    }
    if let stepAnswers, !stepAnswers.isEmpty {
      answers.append((step, stepAnswers))
      // Only the answers of the steps kept, the last `limit`, stay.
      while answersHead < answers.count, answers[answersHead].step &+ UInt64(limit) <= step {
        answersHead += 1
      }
      if answersHead > 64, answersHead * 2 > answers.count {
        answers.removeFirst(answersHead)
        answersHead = 0
      }
    }
    return step
  }

  /// The calling thread's own buffer, made and cached in its words when there is room for one
  /// more (under the lock); `nil` past `maxBuffers` threads.
  func ownBuffer(_ thread: UnsafeMutablePointer<RecordingSlots>) -> Buffer? {
    let writer = UInt(bitPattern: thread)
    var found = buffers.first { $0.writer == writer }
    if found == nil, buffers.count < Self.maxBuffers {
      let made = Buffer(writer: writer, entryCount: shared.entryCount)
      buffers.append(made)
      found = made
    }
    guard let found else { return nil }
    thread.pointee.buffer = Unmanaged.passUnretained(found).toOpaque()
    return found
  }

  /// What a recording is made of, copied from the ring.
  struct Snapshot {
    var start: State
    var startJSON: Encoded?
    var slots: [Slot]
    /// In JSON mode, each slot's state as JSON.
    var json: [Encoded]
    var answers: [UInt64: [RecordedDependency]]
    /// The number of the first slot's step.
    var first: UInt64
  }

  /// Copies the ring (see the comment at the top of this file); `nil` when nothing was recorded.
  func takeSnapshot() -> Snapshot? {
    lock()
    defer { unlock() }
    guard let start else { return nil }
    // Sends the writers to the locked path while the ring is copied.
    let key = reducer_atomic_load_relaxed(fastKey)
    reducer_atomic_store(fastKey, .max)
    defer { reducer_atomic_store(fastKey, key) }
    var window: ArraySlice<(slot: Slot, json: Encoded?)> = []
    var hasStart = false
    // A write under way ends within a few instructions unless its thread is descheduled, and
    // no write begins after it (the writers wait for the lock): this ends at once in practice,
    // and is bounded even if a writer's thread is stopped for good.
    let attempts = 10_000
    for attempt in 0..<attempts {
      var all = shared.copyEntries()
      for buffer in buffers { all += buffer.copyEntries() }
      // Sorted by step, stable: each buffer's steps are in order already.
      all = all.enumerated().sorted {
        ($0.element.slot.step, $0.offset) < ($1.element.slot.step, $1.offset)
      }.map(\.element)
      // The last `limit` steps, and the one before them, whose state they start from.
      hasStart = all.count > limit
      window = all.suffix(hasStart ? limit + 1 : limit)
      // A write under way when the copy began may land later: keep a run of consecutive steps
      // (two threads reducing at once may share a number).
      var previous = hasStart ? nil : Optional(UInt64(0) &- 1)
      let gap = window.firstIndex { entry in
        defer { previous = entry.slot.step }
        guard let previous else { return false }
        return entry.slot.step != previous && entry.slot.step != previous &+ 1
      }
      guard let gap else { break }
      if attempt == attempts - 1 { window = window[..<gap] } else { sched_yield() }
    }
    var snapshot = Snapshot(
      start: start, startJSON: startJSON, slots: window.map(\.slot), json: [], answers: [:],
      first: 0)
    let isJSON = startJSON != nil
    if isJSON { snapshot.json = window.map { $0.json ?? .failure(Self.missingJSON) } }
    if hasStart, !snapshot.slots.isEmpty {
      snapshot.start = snapshot.slots.removeFirst().state
      if isJSON { snapshot.startJSON = snapshot.json.removeFirst() }
    }
    guard let firstSlot = snapshot.slots.first else { return nil }
    snapshot.first = firstSlot.step
    for (step, stepAnswers) in answers[answersHead...] where step >= snapshot.first {
      snapshot.answers[step] = stepAnswers
    }
    return snapshot
  }

  /// A step of a ring in JSON mode without its JSON (not reached: in JSON mode every step is
  /// written with it).
  static var missingJSON: RecordingEncodingFailure {
    RecordingEncodingFailure(description: "the recorder kept no JSON for this state")
  }

  func encoded() throws(ActionRecorderError) -> Data {
    // Copied under the lock, encoded after it.
    guard let snapshot = takeSnapshot() else { throw .nothingRecorded }
    let slots = snapshot.slots
    let count = slots.count
    let first = snapshot.first
    var writer = RecordingFormat.Writer()
    writer.begin(
      stateType: String(reflecting: State.self), actionType: String(reflecting: Action.self),
      limit: limit, checkpointEvery: checkpointEvery, droppedSteps: first)
    do {
      try writer.start(snapshot.startJSON?.get() ?? RecordingFormat.encode(snapshot.start))
    } catch {
      throw .stateDoesNotEncode(step: nil, error: "\(error)")
    }
    let isJSON = snapshot.startJSON != nil
    for index in 0..<count {
      let slot = slots[index]
      let origin = slot.origin
      var startedBy: Int?
      // A step started by a step before it, and kept.
      if origin >= 2, origin - 2 >= first, origin - 2 < first + UInt64(index) {
        startedBy = Int(origin - 2 - first)
      }
      let kind: RecordingFormat.Kind = origin == 0 ? .sent : .received
      let isCheckpoint = (index + 1) % checkpointEvery == 0 || index == count - 1
      do {
        try writer.step(
          action: slot.action, kind: kind, startedBy: startedBy,
          dependencies: snapshot.answers[slot.step] ?? [],
          state: {
            if isJSON { return try snapshot.json[index].get() }
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
