import Foundation
import ReducerCRuntime

// What a recording reducer, the dependency generators and the store that runs them tell each
// other while a reducer runs, without a parameter to carry it: a few words per thread.
//
// Why per thread, and not a task-local value: a recorded send must cost at most twice a plain
// `store.send` (about 5 ns, BENCHMARKS.md, "Recording"), and binding a task-local value costs
// more than the send itself. The words are only meaningful inside one synchronous call on one
// thread (a reducer's `reduce`, the store's start of the effect it returned), and each is set
// and put back around that call, so two stores never see each other's words: a store that
// reduces inside another's reducer on the same thread puts back what it found.
//
// Assumptions, each with its guard:
// - The words live in memory of their own per thread, owned through one thread-specific key
//   (`pthread_key_create`, on every platform through Foundation), made once (a `static let`)
//   and never deleted; a thread's memory is made on its first use and freed by the key's
//   destructor when the thread ends. They are found through the C target's thread word
//   (`reducer_thread_word`, a C11 `_Thread_local`: a few instructions, where
//   `pthread_getspecific` and the key's lazy initialization cost as much as a send), which
//   caches what the key holds and which the destructor clears. Guard: `slots` is the only way
//   to the memory, and it makes it (setting the key and the word) when the word holds nothing.
// - Until a thread has words of its own, and after the destructor ran, its word points to the
//   shared words of no thread (`reducer_no_thread_words`: zeroed, never written, larger than
//   `RecordingSlots`), so that the recorded send and the generators read without a test for
//   null: there `bufferRing` is 0 (no ring's number) and `isRecording` false, so both stop at
//   their first test. Guard: only `currentSlots` hands them out, to paths that read until such
//   a test; every path that writes goes through `existingSlots` (nil for them) or `slots`;
//   `makeSlots` asserts the size, and `RecorderThreadTests` checks it and that they stay zero.
// - Each thread has its own tape, made with its words and released by the key's destructor, so
//   that two stores recording on two threads never write the same tape. A recording reducer
//   sets `isRecording` only around its base reducer's call, then puts back the previous value,
//   and takes from the tape the answers added since the call began. Guard:
//   `RecordingReducer.reduce` is the only writer of `isRecording`.
// The safe path beside it: a reducer that is not wrapped with `recording(into:)` never writes a
// word; a generator on a thread where no recording reducer runs records nothing.

/// The step of a recorder whose effect started an effect: which recorder (its ``ActionRecorder``
/// id, never 0) and the step's number in it (counted from the recorder's first action).
@usableFromInline
package struct RecordedStepTag: Equatable, Sendable {
  @usableFromInline package let recorder: UInt64
  @usableFromInline package let step: UInt64

  @inlinable
  package init(recorder: UInt64, step: UInt64) {
    self.recorder = recorder
    self.step = step
  }

  /// The tag of an effect no recorder's step started.
  package static let unknown = RecordedStepTag(recorder: 0, step: 0)
}

/// The words of one thread (see the comment at the top of this file).
@usableFromInline
package struct RecordingSlots {
  /// Whether a recording reducer runs on this thread now: the generators record their answers.
  @usableFromInline var isRecording: Bool
  /// This thread's tape, where the generators record their answers (retained by the words).
  @usableFromInline let tape: Unmanaged<DependencyTape>
  /// How many answers the tape holds: read on every recorded send, without touching the tape.
  @usableFromInline var answerCount: Int
  /// Where the action the store reduces now came from, as a step's origin word (see
  /// `RecordingRing.Slot.origin`): 0 sent from outside the effects, 1 sent by an effect no
  /// recorder's step started, `n + 2` sent by an effect that step `n` of the recorder
  /// `receivedRecorder` started.
  @usableFromInline var receivedOrigin: UInt64
  /// The recorder of `receivedOrigin`'s step.
  @usableFromInline var receivedRecorder: UInt64
  /// The last recorded step that returned an effect with work, which the store is about to
  /// start: the store takes it when it starts the effect.
  @usableFromInline var started: RecordedStepTag?
  /// How many `@Shared` values were encoded on this thread: a recording encodes its first
  /// state once, and keeps states as JSON when that encoded any (they hold references).
  @usableFromInline var sharedEncodes: Int
  /// The ring this thread last wrote a step into without the lock (its `RecordingRing.id`, never
  /// reused; 0 for none, and always 0 while the store reduces an effect's action, so that a
  /// step written without the lock is one of a sent action), and that ring's buffer of this thread (`RecordingBuffer`, unretained:
  /// the ring holds its buffers as long as it lives, and a ring that no longer lives is never
  /// asked for its id again).
  @usableFromInline package var bufferRing: UInt64
  @usableFromInline var buffer: UnsafeMutableRawPointer?
}

/// The per-thread words of the recording.
@usableFromInline
package enum RecordingThread {
  /// The key of each thread's words.
  @usableFromInline static let key: pthread_key_t = {
    var key = pthread_key_t()
    // The destructor's pointer is optional on Linux and not on Apple platforms: the call
    // takes it as optional on both.
    let status = pthread_key_create(&key) { pointer in RecordingThread.freeSlots(pointer) }
    precondition(status == 0, "pthread_key_create failed (\(status))")
    return key
  }()

  /// This thread's words, made on first use.
  @inlinable
  static var slots: UnsafeMutablePointer<RecordingSlots> {
    existingSlots ?? makeSlots()
  }

  /// This thread's words if it has any yet.
  @inlinable
  package static var existingSlots: UnsafeMutablePointer<RecordingSlots>? {
    let raw = reducer_thread_word()
    if raw == reducer_no_thread_words_address() { return nil }
    return raw.assumingMemoryBound(to: RecordingSlots.self)
  }

  /// This thread's words, or before it has any, the shared words of no thread: zero (no
  /// ring's buffer, not recording, sent from outside) and never written. For a path that
  /// only reads them until a test tells they are a thread's own: the recorded send, whose
  /// test of `bufferRing` (0 there, never a ring's number) fails on them, and the dependency
  /// generators' test of `isRecording` (false there). No optional, so no test for null.
  @inlinable
  package static var currentSlots: UnsafeMutablePointer<RecordingSlots> {
    reducer_thread_word().assumingMemoryBound(to: RecordingSlots.self)
  }

  /// The shared words of no thread (`reducer_no_thread_words` in the C target), and their size.
  package static var noThreadWords: UnsafeRawPointer {
    UnsafeRawPointer(reducer_no_thread_words_address())
  }
  package static var noThreadWordsSize: Int { 64 * MemoryLayout<UInt64>.size }

  @usableFromInline
  @inline(never)
  static func makeSlots() -> UnsafeMutablePointer<RecordingSlots> {
    // The shared words of no thread stand for these (`currentSlots`): they must cover them.
    // A static fact, checked by RecorderThreadTests too.
    assert(MemoryLayout<RecordingSlots>.size <= noThreadWordsSize)
    let size = MemoryLayout<RecordingSlots>.stride
    guard let raw = malloc(size) else {
      preconditionFailure("Could not allocate \(size) bytes for the recording's thread words.")
    }
    let slots = raw.bindMemory(to: RecordingSlots.self, capacity: 1)
    slots.initialize(
      to: RecordingSlots(
        isRecording: false, tape: .passRetained(DependencyTape()), answerCount: 0,
        receivedOrigin: 0, receivedRecorder: 0, started: nil, sharedEncodes: 0,
        bufferRing: 0, buffer: nil))
    pthread_setspecific(key, raw)
    reducer_set_thread_word(raw)
    return slots
  }

  /// Frees a thread's words when the thread ends.
  static func freeSlots(_ pointer: UnsafeMutableRawPointer?) {
    guard let pointer else { return }
    reducer_set_thread_word(reducer_no_thread_words_address())
    let slots = pointer.assumingMemoryBound(to: RecordingSlots.self)
    slots.pointee.tape.release()
    slots.deinitialize(count: 1)
    free(pointer)
  }

  /// Records a dependency's answer into the tape of the recording reducer running now on this
  /// thread, if one is.
  @inlinable
  package static func record(_ answer: @autoclosure () -> RecordedDependency) {
    let slots = currentSlots
    guard slots.pointee.isRecording else { return }
    slots.pointee.tape.takeUnretainedValue().answers.append(answer())
    slots.pointee.answerCount += 1
  }

  /// Whether a recording reducer runs on this thread now (the generators record what they
  /// give).
  @inlinable
  package static var isRecording: Bool { currentSlots.pointee.isRecording }

  /// Counts a shared value encoded on this thread (see ``RecordingSlots/sharedEncodes``).
  package static func noteSharedEncoded() {
    guard let slots = existingSlots else { return }
    slots.pointee.sharedEncodes &+= 1
  }

  /// Takes the step whose effect starts now (for the store, when it starts an effect).
  package static func takeStartedStep() -> RecordedStepTag {
    guard let slots = existingSlots, let started = slots.pointee.started else { return .unknown }
    slots.pointee.started = nil
    return started
  }

  /// Runs `body` telling the recording reducers in it that the action they reduce was sent by
  /// an effect that `origin` started (for the store, when it reduces an effect's action).
  package static func receiving<Result>(from origin: RecordedStepTag, _ body: () -> Result)
    -> Result
  {
    let slots = self.slots
    let previous = (slots.pointee.receivedOrigin, slots.pointee.receivedRecorder)
    slots.pointee.receivedOrigin = origin.recorder == 0 ? 1 : origin.step &+ 2
    slots.pointee.receivedRecorder = origin.recorder
    // No step is written without the lock while an effect's action is reduced: the fast path
    // records sent actions only (origin 0), and the cached buffer is what lets a step in. The
    // locked path does not cache it again while `receivedOrigin` is set; the next sent action
    // caches it.
    slots.pointee.bufferRing = 0
    defer { (slots.pointee.receivedOrigin, slots.pointee.receivedRecorder) = previous }
    return body()
  }
}

/// The answers the dependencies gave while recorded actions were reduced on one thread.
///
/// Touched only on its thread (see `RecordingSlots`).
@usableFromInline
package final class DependencyTape {
  @exclusivity(unchecked) @usableFromInline var answers: [RecordedDependency] = []

  @usableFromInline
  init() {}

  /// Takes the answers recorded after the first `mark` (out of line: only a send that read a
  /// dependency calls it).
  @usableFromInline
  func take(from mark: Int) -> [RecordedDependency] {
    guard answers.count > mark else { return [] }
    var taken: [RecordedDependency] = []
    if mark == 0 {
      swap(&taken, &answers)
    } else {
      taken = Array(answers[mark...])
      answers.removeSubrange(mark...)
    }
    return taken
  }
}
