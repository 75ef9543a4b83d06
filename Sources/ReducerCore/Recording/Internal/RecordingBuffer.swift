import Foundation
import ReducerCRuntime

/// The entries one writer keeps for a ring: the last `limit + 1` steps it wrote, as words (see
/// the comment at the top of `RecordingRing.swift`, which states the assumptions this type
/// relies on).
///
/// A thread's own buffer is written by that thread only: without the ring's lock on the common
/// step, under it otherwise. The ring's shared buffer is written only under the lock. Readers
/// copy it under the lock, checking each entry's step word, which serves as the entry's
/// version: `RecordingBuffer.unwritten` while the entry is written (or was never), the step's
/// number once it is whole.
@usableFromInline
final class RecordingBuffer<State: Codable, Action: Codable> {
  /// One recorded action.
  @usableFromInline
  struct Slot {
    @usableFromInline var action: Action
    /// The state after the action.
    @usableFromInline var state: State
    /// Where the action came from: 0 sent, 1 received from an effect of unknown origin, `n + 2`
    /// received from an effect that the recorder's step `n` started.
    @usableFromInline var origin: UInt64
    /// The step's number, counted from the recorder's first.
    @usableFromInline var step: UInt64

    @inlinable
    init(action: Action, state: State, origin: UInt64, step: UInt64) {
      self.action = action
      self.state = state
      self.origin = origin
      self.step = step
    }
  }

  /// A state's JSON, or why it did not encode.
  typealias Encoded = Result<Data, RecordingEncodingFailure>

  /// The address of the writer's `RecordingThread` words (as a number), or 0 for the ring's
  /// shared buffer.
  let writer: UInt
  /// The number of entries when the buffer is full: the ring's `limit + 1`.
  @usableFromInline let entryCount: Int
  /// The words an entry takes (a `Slot`'s stride, a multiple of 8: it holds a `UInt64`); a
  /// constant where the buffer is specialized.
  @inlinable
  var entryWords: Int { MemoryLayout<Slot>.stride / 8 }
  /// Where the step word sits in an entry, in words; a constant where the buffer is
  /// specialized.
  @inlinable
  var stepWord: Int { MemoryLayout<Slot>.offset(of: \Slot.step).unsafelyUnwrapped / 8 }
  /// An entry's step word while the entry is written, or before it ever was: no step has
  /// this number (a ring would need 2^64 steps).
  @inlinable
  static var unwritten: UInt64 { .max }

  // The writer's state: changed by the writer only; the entries' memory and capacity only
  // under the ring's lock.

  /// `capacity` entries of `entryWords` words.
  @exclusivity(unchecked) @usableFromInline var entries: UnsafeMutablePointer<UInt64>?
  @exclusivity(unchecked) @usableFromInline var capacity = 0
  /// `capacity` in words.
  @exclusivity(unchecked) @usableFromInline var capacityWords = 0
  /// Where the entry the next step takes begins, in words from `entries` (its index times
  /// `entryWords`): the common write then needs no multiplication.
  @exclusivity(unchecked) @usableFromInline var writeWord = 0
  /// The entry the next step takes.
  var writeIndex: Int { writeWord / entryWords }
  /// Whether every entry holds a step (the next write overwrites one).
  @exclusivity(unchecked) @usableFromInline var isFull = false
  /// Where an entry's words are copied to release the slot they hold.
  @usableFromInline let staging: UnsafeMutablePointer<Slot>
  /// The entries overwritten without the lock, kept alive until `emptyGraveyard`: a reader may
  /// have copied their words. Unused when a `Slot` holds no reference.
  @usableFromInline let graveyard: UnsafeMutablePointer<Slot>
  @exclusivity(unchecked) @usableFromInline var buried = 0
  @usableFromInline static var graveyardSize: Int { 32 }
  /// In the shared buffer of a ring in JSON mode: each entry's state as JSON, at its index
  /// (under the lock).
  @exclusivity(unchecked) var json: [Encoded] = []

  init(writer: UInt, entryCount: Int) {
    self.writer = writer
    self.entryCount = entryCount
    staging = .allocate(capacity: 1)
    graveyard = .allocate(capacity: _isPOD(Slot.self) ? 1 : Self.graveyardSize)
  }

  deinit {
    // No reader and no writer is left: every entry, and the graveyard, are released here.
    if let entries {
      if !_isPOD(Slot.self) {
        for index in 0..<(isFull ? entryCount : writeIndex) {
          reducer_words_snapshot(staging, entries + index * entryWords, entryWords)
          staging.deinitialize(count: 1)
        }
      }
      entries.deallocate()
    }
    graveyard.deinitialize(count: buried)
    graveyard.deallocate()
    staging.deallocate()
  }

  /// Whether the next step fits without growing the entries' memory.
  @inlinable
  @inline(__always)
  var hasRoom: Bool { writeWord < capacityWords }

  /// Writes `slot` into the next entry (there is room). `locked`: the ring's lock is held, so
  /// the entry overwritten is released now; without it, it goes to the graveyard. Returns
  /// whether there is room for the next step (`false` when the entries' memory must grow
  /// first, under the lock).
  @inlinable
  @inline(__always)
  func write(_ slot: __owned Slot, locked: Bool) -> Bool {
    let entry = entries.unsafelyUnwrapped + writeWord
    // Read before the entry's words are written, which the compiler cannot tell from these.
    let next = writeWord &+ entryWords
    if !_isPOD(Slot.self), isFull {
      if locked {
        reducer_words_snapshot(staging, entry, entryWords)
        staging.deinitialize(count: 1)
      } else {
        reducer_words_snapshot(graveyard + buried, entry, entryWords)
        buried &+= 1
      }
    }
    // The entry's version: unwritten first, the step's number once its words are all there
    // (see the comment at the top of `RecordingRing.swift`).
    let step = slot.step
    reducer_atomic_store_relaxed(entry + stepWord, Self.unwritten)
    reducer_fence_release()
    publish(slot, at: entry)
    reducer_atomic_store(entry + stepWord, step)
    // The common case laid out straight (a `guard`'s `else` is taken for the rare one).
    if _fastPath(next != capacityWords) {
      writeWord = next
      return true
    }
    if capacity == entryCount {
      writeWord = 0
      isFull = true
      return true
    }
    writeWord = next
    return false
  }

  /// Moves `slot` into the entry at `entry`, as words, all but its step word (which `write`
  /// sets last). The slot is made on the stack, where the compiler keeps it in registers: a
  /// slot written in memory and read back as words would stall on the narrower writes.
  @inlinable
  @inline(__always)
  func publish(_ slot: __owned Slot, at entry: UnsafeMutablePointer<UInt64>) {
    // Unprotected: the temporary is written only here, with the slot's own size, and the stack
    // protector's check would cost a tenth of the recorded send.
    _withUnprotectedUnsafeTemporaryAllocation(of: Slot.self, capacity: 1) { buffer in
      let made = buffer.baseAddress.unsafelyUnwrapped
      // The bytes an entry holds beyond the slot's (its padding) are published as zeros.
      UnsafeMutableRawPointer(made).initializeMemory(
        as: UInt64.self, repeating: 0, count: entryWords)
      made.initialize(to: slot)
      let words = UnsafeRawPointer(made)
      reducer_words_publish(entry, words, stepWord)
      reducer_words_publish(
        entry + stepWord + 1, words + (stepWord + 1) * 8, entryWords - stepWord - 1)
      // The entry owns the slot now: the temporary is left as it is, not deinitialized.
    }
  }

  /// Releases the entries overwritten without the lock (under the lock).
  func emptyGraveyard() {
    graveyard.deinitialize(count: buried)
    buried = 0
  }

  /// Doubles the entries' memory, up to `entryCount` entries (by the writer, under the lock):
  /// the new entries are unwritten.
  func grow() {
    let grown = min(entryCount, max(16, capacity * 2))
    let memory = UnsafeMutablePointer<UInt64>.allocate(capacity: grown * entryWords)
    memory.initialize(repeating: 0, count: grown * entryWords)
    if let entries {
      memory.update(from: entries, count: capacity * entryWords)
      entries.deallocate()
    }
    for index in capacity..<grown { memory[index * entryWords + stepWord] = Self.unwritten }
    entries = memory
    capacity = grown
    capacityWords = grown * entryWords
  }

  /// The entries' steps, in the order of the entries, with their JSON in the shared buffer of
  /// a ring in JSON mode (under the lock; see the comment at the top of `RecordingRing.swift`).
  /// An entry is copied again until its version was the same before and after the copy, and
  /// left out while it is unwritten; the values are retained only then.
  func copyEntries() -> [(slot: Slot, json: Encoded?)] {
    // The entries' memory changes only under the lock, which the caller holds.
    guard let entries, capacity > 0 else { return [] }
    let copy = UnsafeMutablePointer<Slot>.allocate(capacity: capacity)
    defer { copy.deallocate() }
    var whole: [Int] = []
    whole.reserveCapacity(capacity)
    for index in 0..<capacity {
      let entry = entries + index * entryWords
      while true {
        let version = reducer_atomic_load(entry + stepWord)
        if version == Self.unwritten { break }
        reducer_words_snapshot(copy + index, entry, entryWords)
        reducer_fence_acquire()
        if reducer_atomic_load_relaxed(entry + stepWord) == version {
          // The copy holds the step word as it was while written: the version is the step.
          UnsafeMutableRawPointer(copy + index).storeBytes(
            of: version, toByteOffset: stepWord * 8, as: UInt64.self)
          whole.append(index)
          break
        }
      }
    }
    // Retained while the lock keeps every value the words refer to alive.
    return whole.map { index in
      (UnsafeRawPointer(copy + index).load(as: Slot.self), index < json.count ? json[index] : nil)
    }
  }
}

/// Why a state did not encode, kept in place of its JSON.
struct RecordingEncodingFailure: Error, CustomStringConvertible {
  let description: String
}
