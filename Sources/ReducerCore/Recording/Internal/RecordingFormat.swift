import Foundation

/// The recording's JSON, version 1: what ``ActionRecorder/data()`` writes and ``ActionRecording``
/// reads.
///
/// ```
/// {"version":1,"format":"RoutingReducer.ActionRecording","stateType":"…","actionType":"…",
///  "limit":5000,"checkpointEvery":1,"droppedSteps":0,
///  "start":STATE,
///  "steps":[{"action":ACTION,"kind":"sent","dependencies":[{"uuid":"…"}],
///            "digest":"0123456789abcdef","state":STATE}, …],
///  "checksum":"0123456789abcdef"}
/// ```
///
/// A step received from an effect has `"kind":"received"` and, when the step that started the
/// effect is in the recording, `"startedBy"` with that step's index. `"state"` is there every
/// `checkpointEvery` steps and at the last one; `"digest"` always: the FNV-1a 64-bit hash of
/// the state's JSON as ``encode(_:)`` writes it (sorted keys), in 16 lowercase hex digits. The
/// file ends with `,"checksum":"…"}`: the same hash of every byte before that comma, so that a
/// file cut short or changed is refused.
package enum RecordingFormat {
  /// The format version this library writes and reads.
  package static let version = 1
  /// The value of the `"format"` field.
  package static let name = "RoutingReducer.ActionRecording"
  /// The bytes before the checksum's 16 hex digits at the end of a file.
  package static let checksumPrefix = Array(#","checksum":""#.utf8)
  /// The bytes after them.
  package static let checksumSuffix = Array(#""}"#.utf8)

  /// Where a step's action came from.
  package enum Kind: String, Codable, Sendable {
    case sent, received
  }

  /// The JSON of a value as the recording holds it: sorted keys, so that the same value always
  /// gives the same bytes (and the same digest).
  package static func encode<Value: Encodable>(_ value: Value) throws -> Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    return try encoder.encode(value)
  }

  /// The FNV-1a 64-bit hash of `bytes`.
  ///
  /// - Complexity: O(*n*) in the number of bytes.
  package static func fnv1a<Bytes: Sequence<UInt8>>(_ bytes: Bytes) -> UInt64 {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in bytes {
      hash ^= UInt64(byte)
      hash &*= 0x0000_0100_0000_01b3
    }
    return hash
  }

  /// A hash as the recording writes it: 16 lowercase hex digits.
  package static func hex(_ hash: UInt64) -> String {
    let digits = String(hash, radix: 16)
    return String(repeating: "0", count: 16 - digits.count) + digits
  }

  /// The digest of a state: the hash of its JSON, as a step's `"digest"` holds it.
  package static func digest<State: Encodable>(of state: State) throws -> String {
    hex(fnv1a(try encode(state)))
  }

  /// A value that did not encode, at a step.
  enum WriteError: Error {
    case action(Int, String)
    case state(Int, String)
  }

  /// Writes a recording piece by piece, each state and action encoded once.
  struct Writer {
    private var bytes: [UInt8] = []

    private mutating func write(_ text: String) { bytes.append(contentsOf: text.utf8) }
    private mutating func write(_ data: Data) { bytes.append(contentsOf: data) }

    mutating func begin(
      stateType: String, actionType: String, limit: Int, checkpointEvery: Int,
      droppedSteps: UInt64
    ) {
      // Type names are written through the encoder, which escapes them.
      let state = (try? RecordingFormat.encode(stateType)).map {
        String(decoding: $0, as: UTF8.self)
      }
      let action = (try? RecordingFormat.encode(actionType)).map {
        String(decoding: $0, as: UTF8.self)
      }
      write(
        """
        {"version":\(RecordingFormat.version),"format":"\(RecordingFormat.name)",\
        "stateType":\(state ?? "\"\""),"actionType":\(action ?? "\"\""),"limit":\(limit),\
        "checkpointEvery":\(checkpointEvery),"droppedSteps":\(droppedSteps),
        """)
    }

    mutating func start(_ state: Data) {
      write(#""start":"#)
      write(state)
      write(#","steps":["#)
    }

    mutating func step<Action: Encodable>(
      action: Action, kind: Kind, startedBy: Int?, dependencies: [RecordedDependency],
      state: () throws -> Data, checkpoint: Bool, index: Int
    ) throws {
      let actionJSON: Data
      do { actionJSON = try RecordingFormat.encode(action) } catch {
        throw WriteError.action(index, "\(error)")
      }
      let stateJSON: Data
      do { stateJSON = try state() } catch {
        throw WriteError.state(index, "\(error)")
      }
      if index > 0 { write(",") }
      write(#"{"action":"#)
      write(actionJSON)
      write(#","kind":"\#(kind.rawValue)""#)
      if let startedBy { write(#","startedBy":\#(startedBy)"#) }
      write(#","dependencies":"#)
      write(try RecordingFormat.encode(dependencies))
      write(#","digest":"\#(RecordingFormat.hex(RecordingFormat.fnv1a(stateJSON)))""#)
      if checkpoint {
        write(#","state":"#)
        write(stateJSON)
      }
      write("}")
    }

    mutating func finish() -> Data {
      write("]")
      let checksum = RecordingFormat.hex(RecordingFormat.fnv1a(bytes))
      bytes.append(contentsOf: RecordingFormat.checksumPrefix)
      write(checksum)
      bytes.append(contentsOf: RecordingFormat.checksumSuffix)
      return Data(bytes)
    }
  }
}
