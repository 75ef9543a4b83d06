import Foundation
import ReducerCRuntime

/// Keeps the last actions a store's reducer handled, with what it needs to replay them, so
/// that a session of the app can become a test.
///
/// ```swift
/// let recorder = ActionRecorder(limit: 5_000)            // keeps the last 5,000 actions
/// let store = Store(initialState: AppFlow.State()) { AppFlow().recording(into: recorder) }
/// // … later, from a debug menu:
/// let data = try recorder.data()                         // a JSON recording, format version 1
/// ```
///
/// Nothing is recorded unless a reducer is wrapped with ``Reducer/recording(into:)``. For each
/// action the wrapped reducer handles, the recorder keeps the action, whether it was sent from
/// outside or received from an effect (and which recorded step started that effect), the
/// answers of the dependencies the reducer read (``RecordedDependency``), and the state after
/// it. It keeps values, not bytes: a recorded send costs little more than the send itself, and
/// everything is encoded only by ``data()``.
///
/// Memory is bounded by `limit`: once it is passed, the oldest action goes, and the recording
/// then starts from the state that action left. A recorded send takes no lock: each thread
/// that records keeps the last `limit + 1` actions in a buffer of its own (at most eight
/// threads get one; the others share one, under a lock), and ``data()`` merges them in the
/// order the actions ran.
///
/// One recorder records one feature: record each store into a recorder of its own.
/// ``data()`` may be called from any thread.
public final class ActionRecorder: Sendable {
  /// How many actions the recorder keeps, at least 1: the most recent ones.
  public let limit: Int

  /// Every how many actions the recording holds the whole state, at least 1; the other steps
  /// hold a digest of it. The last step always holds the whole state.
  ///
  /// A replay that finds a state that differs shows a diff against the recorded state when the
  /// step holds it; at the other steps it can only show the diff from the nearest step before
  /// that holds one. The default, 1, records the whole state after every action.
  public let checkpointEvery: Int

  /// The recorder's number, never 0: tells its steps from another recorder's.
  let id: UInt64

  /// The ring of the feature recorded, made by the first `recording(into:)`; and the types of
  /// the features refused after it.
  let storage = LockedValue(Storage())

  struct Storage: Sendable {
    var ring: (any RecordingRingProtocol)?
    var refused: String?
  }

  /// Creates a recorder that keeps the last `limit` actions.
  ///
  /// ```swift
  /// let recorder = ActionRecorder(limit: 5_000, checkpointEvery: 10)
  /// ```
  ///
  /// - Parameters:
  ///   - limit: How many actions to keep; a value below 1 keeps 1.
  ///   - checkpointEvery: Every how many actions the recording holds the whole state (the
  ///     others hold its digest); a value below 1 is 1, the default: the whole state after
  ///     every action, so that a replay that differs always shows a diff of the step's state.
  public init(limit: Int, checkpointEvery: Int = 1) {
    self.limit = max(1, limit)
    self.checkpointEvery = max(1, checkpointEvery)
    id = reducer_recorder_number_next()
  }

  /// The ring of the feature with these types, made on the first call; `nil` when the recorder
  /// already records a feature of other types.
  @usableFromInline
  func ring<State: Codable, Action: Codable>(
    _ state: State.Type, _ action: Action.Type
  ) -> RecordingRing<State, Action>? {
    let made = RecordingRing<State, Action>(
      recorder: id, limit: limit, checkpointEvery: checkpointEvery)
    let erased: any RecordingRingProtocol = made
    let kept = storage.withLock { storage in
      if let ring = storage.ring { return ring }
      storage.ring = erased
      return erased
    }
    if let ring = kept as? RecordingRing<State, Action> { return ring }
    let refused = made.featureName
    storage.withLock { storage in
      if storage.refused == nil { storage.refused = refused }
    }
    return nil
  }

  /// The recording, as JSON in the recording format, version 1.
  ///
  /// ```swift
  /// let data = try recorder.data()
  /// try data.write(to: folder.appending(path: "session.json"))
  /// ```
  ///
  /// The JSON holds the state at the start of the recording (the state when recording began,
  /// or the state the oldest kept action left once `limit` was passed), then each kept action
  /// in the order the reducer ran them, and ends with a checksum of what comes before it, so
  /// that ``ActionRecording`` refuses a file cut short or changed.
  ///
  /// - Returns: The recording's JSON.
  /// - Throws: ``ActionRecorderError``: nothing was recorded yet, a second feature was wrapped
  ///   with this recorder, or a state or an action did not encode.
  /// - Complexity: O(*n*) in the size of the recorded states and actions.
  public func data() throws(ActionRecorderError) -> Data {
    let (ring, refused) = storage.withLock { ($0.ring, $0.refused) }
    if let refused, let ring {
      throw .otherFeature(recorded: ring.featureName, refused: refused)
    }
    guard let ring else { throw .nothingRecorded }
    return try ring.encoded()
  }
}

/// Why ``ActionRecorder/data()`` could not make a recording.
public enum ActionRecorderError: Error, Equatable, Sendable, CustomStringConvertible {
  /// No reducer recorded an action into the recorder yet.
  case nothingRecorded
  /// A second feature, of other types, was wrapped with ``Reducer/recording(into:)`` with the
  /// same recorder; its actions were not recorded.
  case otherFeature(recorded: String, refused: String)
  /// A state did not encode: the state at the start (`step` is `nil`), or the state after the
  /// step `step` (numbered from 0).
  case stateDoesNotEncode(step: Int?, error: String)
  /// The action of the step `step` (numbered from 0) did not encode.
  case actionDoesNotEncode(step: Int, error: String)

  /// What went wrong, why, and what to do.
  public var description: String {
    switch self {
    case .nothingRecorded:
      return """
        The recorder holds no action yet: no reducer wrapped with 'recording(into:)' has \
        handled an action since the recorder was made. Wrap the store's reducer \
        ('Store(initialState: …) { Feature().recording(into: recorder) }') and send an \
        action first.
        """
    case let .otherFeature(recorded, refused):
      return """
        The recorder records \(recorded), and a second feature, \(refused), was wrapped with \
        the same recorder: its actions were not recorded. Give each store a recorder of its own.
        """
    case let .stateDoesNotEncode(step, error):
      let which = step.map { "after step \($0)" } ?? "at the start of the recording"
      return """
        The state \(which) did not encode to JSON: \(quotedOutsideText(error, limit: 300)). \
        Make every stored property of the state encode (a custom 'encode(to:)' that throws \
        for some values cannot be recorded).
        """
    case let .actionDoesNotEncode(step, error):
      return """
        The action of step \(step) did not encode to JSON: \
        \(quotedOutsideText(error, limit: 300)). Make every case of the action encode.
        """
    }
  }
}
