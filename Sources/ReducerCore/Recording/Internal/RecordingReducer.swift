/// Runs a reducer and records each action it handles into a ring (see `RecordingRing`).
@usableFromInline
struct RecordingReducer<Base: Reducer>: Reducer
where Base.State: Codable, Base.Action: Codable {
  @usableFromInline let base: Base
  /// Keeps the ring alive: the recorder's, or a refused one (``RecordingRing/isRefused``) when
  /// the recorder records another feature, so that the common send tests no optional.
  @usableFromInline let ring: RecordingRing<Base.State, Base.Action>

  @usableFromInline
  init(base: Base, ring: RecordingRing<Base.State, Base.Action>?) {
    self.base = base
    self.ring = ring ?? RecordingRing(refused: ())
  }

  /// Inlined, so that a recorded send is specialized for the feature's types where the store
  /// is made: the copies into the ring are then plain copies.
  @inlinable
  @inline(__always)
  func reduce(into state: inout Base.State, action: Base.Action) -> Effect<Base.Action> {
    reduce(into: &state, action: action, ring: ring)
  }

  /// The common send: the thread's words cache a buffer it may write its step into without
  /// the lock (``RecordingRing/isFast(_:)``, which also means the action was sent, not received
  /// from an effect: its origin word is 0, so the fast path computes none), and the reducer
  /// reads no dependency. Everything else goes to the slow functions below, called last, so
  /// that this path needs no call and no frame of its own (BENCHMARKS.md, "Recording").
  @inlinable
  @inline(__always)
  func reduce(
    into state: inout Base.State, action: Base.Action,
    ring: RecordingRing<Base.State, Base.Action>
  ) -> Effect<Base.Action> {
    // The thread's words, or the shared words of no thread, on which `isFast` fails. It fails
    // too while the store reduces an effect's action (`RecordingSlots.bufferRing`), so a step
    // recorded here is a sent action's, of origin 0.
    let slots = RecordingThread.currentSlots
    guard ring.isFast(slots) else {
      return reduceSlowly(into: &state, action: action, ring: ring)
    }
    let key = slots.pointee.bufferRing
    let (effect, mark) = reduceRecorded(into: &state, action: action, slots: slots)
    // The thread's words still cache the same buffer, with room: a reducer recorded into
    // another ring on this thread, inside this one, would have changed them. (A reader that
    // began meanwhile copies around this write: see `RecordingRing`.)
    guard slots.pointee.answerCount == mark, slots.pointee.bufferRing == key else {
      return finishSlowly(
        effect, action: action, after: state, mark: mark, slots: slots, ring: ring)
    }
    let step = ring.recordFast(action, after: state, origin: 0, thread: slots)
    // The store takes the step when it starts this effect, so that the actions the effect
    // sends are recorded as received from this step.
    if effect.mayStartWork {
      slots.pointee.started = RecordedStepTag(recorder: ring.recorder, step: step)
    }
    return effect
  }

  /// Runs the base reducer with the thread's generators recording what they give; returns its
  /// effect and the number of answers the thread's tape held before (see `RecordingSlots`).
  @inlinable
  @inline(__always)
  func reduceRecorded(
    into state: inout Base.State, action: Base.Action,
    slots: UnsafeMutablePointer<RecordingSlots>
  ) -> (effect: Effect<Base.Action>, mark: Int) {
    let wasRecording = slots.pointee.isRecording
    let mark = slots.pointee.answerCount
    slots.pointee.isRecording = true
    let effect = base.reduce(into: &state, action: action)
    slots.pointee.isRecording = wasRecording
    return (effect, mark)
  }

  /// A send off the common path: the thread's first, the ring's first, one while a reader
  /// copies the ring, one of a ring in JSON mode. Specialized where the store is made, never
  /// inlined.
  @inlinable
  @inline(never)
  func reduceSlowly(
    into state: inout Base.State, action: Base.Action,
    ring: RecordingRing<Base.State, Base.Action>
  ) -> Effect<Base.Action> {
    // A ring whose feature the recorder refused never takes the fast path: it records nothing.
    if ring.isRefused { return base.reduce(into: &state, action: action) }
    let slots = RecordingThread.slots
    if ring.needsStart { ring.keepStart(state, thread: slots) }
    let (effect, mark) = reduceRecorded(into: &state, action: action, slots: slots)
    return finishSlowly(effect, action: action, after: state, mark: mark, slots: slots, ring: ring)
  }

  /// Records a step off the common path: with the dependencies' answers the reducer read since
  /// `mark`, or under the lock.
  @inlinable
  @inline(never)
  func finishSlowly(
    _ effect: Effect<Base.Action>, action: Base.Action, after state: Base.State, mark: Int,
    slots: UnsafeMutablePointer<RecordingSlots>, ring: RecordingRing<Base.State, Base.Action>
  ) -> Effect<Base.Action> {
    var answers: [RecordedDependency]?
    if slots.pointee.answerCount != mark {
      answers = slots.pointee.tape.takeUnretainedValue().take(from: mark)
      slots.pointee.answerCount = mark
    }
    let step = ring.record(action, after: state, answers: answers, thread: slots)
    if effect.mayStartWork {
      slots.pointee.started = RecordedStepTag(recorder: ring.recorder, step: step)
    }
    return effect
  }
}
