import Foundation

/// A value that decoded, or why it did not: a step that does not decode is named, rather than
/// failing the whole file with the decoder's first error.
struct Decoded<Value: Decodable>: Decodable {
  let result: Result<Value, DecodeFailure>

  init(from decoder: any Decoder) throws {
    do {
      result = .success(try Value(from: decoder))
    } catch {
      result = .failure(DecodeFailure(error))
    }
  }
}

/// Why a value did not decode, as a message shows it: the decoder's reason and where, the
/// file's text escaped and cut.
struct DecodeFailure: Error {
  let text: String

  init(_ error: any Error) {
    guard let error = error as? DecodingError else {
      text = quotedOutsideText("\(error)", limit: 300)
      return
    }
    let context: DecodingError.Context
    switch error {
    case let .typeMismatch(_, found), let .valueNotFound(_, found),
      let .keyNotFound(_, found), let .dataCorrupted(found):
      context = found
    @unknown default:
      text = quotedOutsideText("\(error)", limit: 300)
      return
    }
    var reason = context.debugDescription
    if case let .keyNotFound(key, _) = error {
      reason = "no value for the key '\(key.stringValue)'"
    }
    let path = context.codingPath.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }
      .joined()
    text =
      quotedOutsideText(reason, limit: 200)
      + (path.isEmpty ? "" : " at \(quotedOutsideText(path, limit: 100))")
  }
}

/// The JSON of a recording (see `RecordingFormat` in ReducerCore).
struct RecordingFile<State: Decodable, Action: Decodable>: Decodable {
  let version: Int
  let checkpointEvery: Int
  let droppedSteps: Int
  let start: Decoded<State>
  let steps: [RecordingStep<State, Action>]
}

/// One step of a recording's JSON.
struct RecordingStep<State: Decodable, Action: Decodable>: Decodable {
  let action: Decoded<Action>
  let kind: RecordingFormat.Kind
  let startedBy: Int?
  let dependencies: [RecordedDependency]
  let digest: String
  let state: Decoded<State>?
}

/// Reads a recording's bytes, refusing hostile ones before decoding a value.
enum RecordingReader {
  /// The first fields of a recording, read before the rest.
  private struct Header: Decodable {
    let version: Int?
    let format: String?
  }

  /// Checks `data` (size, nesting, completeness, format, version, checksum), then decodes it.
  ///
  /// - Complexity: O(*n*) in the size of the data.
  static func read<State: Decodable, Action: Decodable>(
    _ data: Data, maximumByteCount: Int, maximumDepth: Int
  ) throws(ActionRecordingError) -> RecordingFile<State, Action> {
    guard data.count <= maximumByteCount else {
      throw .tooLarge(byteCount: data.count, maximum: maximumByteCount)
    }
    let bytes = [UInt8](data)
    try checkStructure(bytes, maximumDepth: maximumDepth)
    let header: Header
    do {
      header = try JSONDecoder().decode(Header.self, from: data)
    } catch {
      throw .notARecording("it is not a JSON object (\(DecodeFailure(error).text))")
    }
    guard header.format == RecordingFormat.name else {
      let found = header.format.map { "its format is \(quotedOutsideText($0, limit: 60))" }
      throw .notARecording(found ?? "it has no 'format' field")
    }
    guard let version = header.version else {
      throw .notARecording("it has no 'version' field")
    }
    guard version == RecordingFormat.version else { throw .unsupportedVersion(version) }
    try checkChecksum(bytes)
    do {
      return try JSONDecoder().decode(RecordingFile<State, Action>.self, from: data)
    } catch {
      throw .notARecording("its fields do not decode (\(DecodeFailure(error).text))")
    }
  }

  /// Refuses JSON that nests deeper than `maximumDepth`, or ends inside a string, an array or
  /// an object; one pass, no recursion.
  private static func checkStructure(
    _ bytes: [UInt8], maximumDepth: Int
  ) throws(ActionRecordingError) {
    var depth = 0
    var inString = false
    var escaped = false
    var sawValue = false
    for (offset, byte) in bytes.enumerated() {
      if inString {
        if escaped {
          escaped = false
        } else if byte == UInt8(ascii: "\\") {
          escaped = true
        } else if byte == UInt8(ascii: "\"") {
          inString = false
        }
        continue
      }
      switch byte {
      case UInt8(ascii: "\""):
        inString = true
      case UInt8(ascii: "{"), UInt8(ascii: "["):
        depth += 1
        sawValue = true
        guard depth <= maximumDepth else { throw .tooDeep(offset: offset, maximum: maximumDepth) }
      case UInt8(ascii: "}"), UInt8(ascii: "]"):
        depth -= 1
        guard depth >= 0 else {
          throw .notARecording(
            "it closes more arrays and objects than it opens (at byte \(offset))")
        }
      default:
        break
      }
    }
    guard sawValue else { throw .notARecording("it holds no JSON object") }
    guard depth == 0, !inString else { throw .truncated(byteCount: bytes.count) }
  }

  /// Refuses a recording whose bytes do not match the checksum it ends with.
  private static func checkChecksum(_ bytes: [UInt8]) throws(ActionRecordingError) {
    let prefix = RecordingFormat.checksumPrefix
    let suffix = RecordingFormat.checksumSuffix
    let tail = prefix.count + 16 + suffix.count
    guard bytes.count > tail else { throw .altered }
    let bodyEnd = bytes.count - tail
    let digitsStart = bodyEnd + prefix.count
    guard bytes[bodyEnd..<digitsStart].elementsEqual(prefix),
      bytes[(digitsStart + 16)...].elementsEqual(suffix)
    else { throw .altered }
    let digits = String(decoding: bytes[digitsStart..<(digitsStart + 16)], as: UTF8.self)
    guard RecordingFormat.hex(RecordingFormat.fnv1a(bytes[..<bodyEnd])) == digits else {
      throw .altered
    }
  }

  /// Whether `text` is a digest as a recording writes it: 16 lowercase hex digits.
  static func isDigest(_ text: String) -> Bool {
    text.utf8.count == 16
      && text.utf8.allSatisfy { (48...57).contains($0) || (97...102).contains($0) }
  }
}
