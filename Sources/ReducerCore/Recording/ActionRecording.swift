import Foundation

/// A session an ``ActionRecorder`` recorded, read back: the state it started from, then each
/// action in the order the reducer ran them.
///
/// ```swift
/// @Test @MainActor func session() async throws {
///   let data = try Data(contentsOf: sessionURL)
///   let recording = try ActionRecording<AppFlow.State, AppFlow.Action>(data)
///   let store = TestStore(replaying: recording) { AppFlow() }
///   await store.replay()  // fails at the first step whose state differs
/// }
/// ```
///
/// A test replays it with `TestStore(replaying:)` (ReducerTesting); a program can step
/// through ``steps`` itself, as the meetings example's `--replay` does.
///
/// A recording is input from outside, and reading it checks it all before a step runs: its
/// size and nesting are bounded (``maximumByteCount``, ``maximumDepth``), it must end with the
/// checksum ``ActionRecorder/data()`` wrote (a file cut short or changed is refused), its
/// format version must be 1, and each step's action and state must decode as this app's types
/// (a recording from another version of the app names the first step that does not). Each
/// refusal is an ``ActionRecordingError``; nothing is read through a bad file.
public struct ActionRecording<State: Codable, Action: Codable> {
  /// Where a step's action came from.
  public enum Kind: Hashable, Sendable {
    /// Sent from outside the effects: by a view, the app, or the test.
    case sent
    /// Sent by an effect; `startedBy` is the index of the step whose effect it was, when that
    /// step is in the recording.
    case received(startedBy: Int?)
  }

  /// One action the reducer handled, and what the recording holds about it.
  public struct Step {
    /// The step's place in ``ActionRecording/steps``, from 0.
    public let index: Int
    /// The action.
    public let action: Action
    /// Whether it was sent or received from an effect.
    public let kind: Kind
    /// The answers of the dependencies the reducer read while reducing it, in order.
    public let dependencies: [RecordedDependency]
    /// The digest of the state after the action: the FNV-1a 64-bit hash of its JSON (sorted
    /// keys), in 16 hex digits.
    public let digest: String
    /// The whole state after the action, at the steps that hold it (every
    /// ``ActionRecording/checkpointEvery`` steps, and the last); `nil` at the others.
    public let state: State?
  }

  /// The state the recording starts from: the state when recording began, or the state the
  /// oldest kept action left once the recorder's limit was passed.
  public let startState: State
  /// The steps, in the order the reducer ran them; `steps[i].index == i`.
  public let steps: [Step]
  /// Every how many steps the recording holds the whole state.
  public let checkpointEvery: Int
  /// How many actions the recorder had dropped before the first step, once its limit was
  /// passed.
  public let droppedStepCount: Int

  /// The largest recording read, in bytes: 256 MiB.
  public static var maximumByteCount: Int { 256 << 20 }
  /// The deepest nesting of JSON arrays and objects read: 256.
  public static var maximumDepth: Int { 256 }

  /// Reads a recording that ``ActionRecorder/data()`` made.
  ///
  /// ```swift
  /// let recording = try ActionRecording<AppFlow.State, AppFlow.Action>(data)
  /// print(recording.steps.count)
  /// ```
  ///
  /// - Parameter data: The recording's JSON.
  /// - Throws: ``ActionRecordingError`` when the data is too large or too deeply nested, is cut
  ///   short, is not a recording, has another format version, was changed after it was
  ///   written, or holds a state or an action that does not decode as `State` or `Action`.
  /// - Complexity: O(*n*) in the size of the data.
  public init(_ data: Data) throws(ActionRecordingError) {
    try self.init(data, maximumByteCount: Self.maximumByteCount, maximumDepth: Self.maximumDepth)
  }

  /// Reads a recording with other bounds, for the library's tests.
  package init(
    _ data: Data, maximumByteCount: Int, maximumDepth: Int
  ) throws(ActionRecordingError) {
    let file: RecordingFile<State, Action> = try RecordingReader.read(
      data, maximumByteCount: maximumByteCount, maximumDepth: maximumDepth)
    switch file.start.result {
    case let .success(state): startState = state
    case let .failure(error):
      throw .startStateDoesNotDecode(type: Dump.typeName(of: State.self), error: error.text)
    }
    var steps: [Step] = []
    steps.reserveCapacity(file.steps.count)
    for (index, step) in file.steps.enumerated() {
      let action: Action
      switch step.action.result {
      case let .success(value): action = value
      case let .failure(error):
        throw .stepDoesNotDecode(
          index: index, part: "action", type: Dump.typeName(of: Action.self), error: error.text)
      }
      var state: State?
      if let decoded = step.state {
        switch decoded.result {
        case let .success(value): state = value
        case let .failure(error):
          throw .stepDoesNotDecode(
            index: index, part: "state", type: Dump.typeName(of: State.self), error: error.text)
        }
      }
      let kind: Kind
      switch step.kind {
      case .sent:
        guard step.startedBy == nil else {
          throw .inconsistent(step: index, "a sent action names a step that started it")
        }
        kind = .sent
      case .received:
        if let origin = step.startedBy, !(0..<index).contains(origin) {
          throw .inconsistent(
            step: index, "it was started by step \(origin), which is not a step before it")
        }
        kind = .received(startedBy: step.startedBy)
      }
      guard RecordingReader.isDigest(step.digest) else {
        throw .inconsistent(step: index, "its digest is not 16 hex digits")
      }
      steps.append(
        Step(
          index: index, action: action, kind: kind, dependencies: step.dependencies,
          digest: step.digest, state: state))
    }
    guard file.checkpointEvery >= 1, file.droppedSteps >= 0 else {
      throw .inconsistent(step: nil, "its checkpoint interval or dropped-step count is negative")
    }
    self.steps = steps
    checkpointEvery = file.checkpointEvery
    droppedStepCount = file.droppedSteps
  }
}

extension ActionRecording: Sendable where State: Sendable, Action: Sendable {}
extension ActionRecording.Step: Sendable where State: Sendable, Action: Sendable {}

/// Why ``ActionRecording/init(_:)`` refused a recording.
public enum ActionRecordingError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The data is larger than ``ActionRecording/maximumByteCount``.
  case tooLarge(byteCount: Int, maximum: Int)
  /// JSON arrays and objects nest deeper than ``ActionRecording/maximumDepth`` at `offset`.
  case tooDeep(offset: Int, maximum: Int)
  /// The data ends in the middle of the JSON: the file was cut short.
  case truncated(byteCount: Int)
  /// The data is not the JSON of a recording.
  case notARecording(String)
  /// The recording's format version is not 1, the one this library reads.
  case unsupportedVersion(Int)
  /// The bytes do not match the checksum at the end of the recording: it was changed after
  /// ``ActionRecorder/data()`` wrote it.
  case altered
  /// The state the recording starts from does not decode as this app's state type.
  case startStateDoesNotDecode(type: String, error: String)
  /// The action or the state (`part`) of step `index`, the first that does not, does not
  /// decode as this app's type.
  case stepDoesNotDecode(index: Int, part: String, type: String, error: String)
  /// The recording contradicts itself at step `step` (or in its header, `nil`).
  case inconsistent(step: Int?, String)

  /// What went wrong, why, and what to do.
  public var description: String {
    switch self {
    case let .tooLarge(byteCount, maximum):
      return """
        The recording is \(byteCount) bytes, more than the \(maximum) bytes a recording may \
        have, so it was not read. Record fewer actions ('ActionRecorder(limit:)'), or fewer \
        whole states ('checkpointEvery:').
        """
    case let .tooDeep(offset, maximum):
      return """
        The recording nests JSON arrays and objects deeper than \(maximum) levels (at byte \
        \(offset)), so it was not read: a recording ActionRecorder wrote of a real app's \
        state does not nest so deep. Check that the file is the one the recorder wrote.
        """
    case let .truncated(byteCount):
      return """
        The recording ends in the middle of its JSON after \(byteCount) bytes: the file was \
        cut short, as a copy or a download that stopped early leaves it. Export the \
        recording again ('try recorder.data()') and copy the whole file.
        """
    case let .notARecording(reason):
      return """
        The data is not a recording that ActionRecorder wrote: \(reason). Pass the bytes \
        'recorder.data()' returned, unchanged.
        """
    case let .unsupportedVersion(version):
      return """
        The recording has format version \(version), and this library reads version \
        \(RecordingFormat.version) only. Record the session again with this version of the \
        library.
        """
    case .altered:
      return """
        The recording's bytes do not match the checksum at its end: the file was changed \
        after 'recorder.data()' wrote it (edited, reformatted, or damaged). Export the \
        recording again and pass its bytes unchanged.
        """
    case let .startStateDoesNotDecode(type, error):
      return """
        The state the recording starts from does not decode as '\(type)': \(error). The \
        recording was made by another version of the app, whose state differs. Record the \
        session again with this version.
        """
    case let .stepDoesNotDecode(index, part, type, error):
      return """
        Step \(index) of the recording, the first that does not, holds \
        \(part == "action" ? "an action" : "a state") that does not decode as '\(type)': \
        \(error). The recording was made by another version of the app, whose \(part) type \
        differs. Record the session again with this version, or replay it with the version \
        that recorded it.
        """
    case let .inconsistent(step, reason):
      let which = step.map { "Step \($0) of the recording is" } ?? "The recording's header is"
      return """
        \(which) inconsistent: \(reason). ActionRecorder never writes that; check that the \
        file is the one it wrote.
        """
    }
  }
}
