import Foundation

/// What a replaying test store serves for the reads of `Codable` dependencies
/// (``DependencyValues/replayedValues``): ReducerTesting's replay tape. A class, so that
/// `DependencyValues` copies it as one reference.
package protocol ReplayedDependencyValues: AnyObject, Sendable {
  /// The recorded JSON of the value of the dependency `name` for this read, or `nil` when no
  /// step is being replayed or the step's next answer is not it (the replay keeps that as the
  /// step's mismatch).
  func recordedValue(named name: String) -> String?
  /// Notes that the recorded value of `name` did not decode as the dependency's type.
  func recordedValueDidNotDecode(named name: String, as type: Any.Type, error: String)
}

/// Dependencies that opt into recording by being `Codable`: each read a recorded reducer makes
/// is recorded as its JSON, and a replay serves that JSON back decoded.
enum CodableDependencies {
  /// The dependency's name in a recording: the `DependencyValues` property that reads it, or,
  /// read by its key type (`@Dependency(Config.self)`), the key type's name.
  static func name(of key: Any.Type, function: StaticString) -> String {
    let name = "\(function)"
    return !name.isEmpty && !name.contains("(") ? name : String(reflecting: key)
  }

  /// Records `value`, when its type is `Codable`, into the tape of the recording reducer
  /// running on this thread. A value that does not encode is not recorded (a replay then
  /// reports the read as one the recording does not hold).
  static func record<Value>(_ value: Value, name: String) {
    guard Value.self is any Decodable.Type, let encodable = value as? any Encodable else {
      return
    }
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    guard let data = try? encoder.encode(encodable) else { return }
    RecordingThread.record(.value(name: name, json: String(decoding: data, as: UTF8.self)))
  }

  /// `value`, or, when its type is `Codable` and a replayed step's next answer is a value of
  /// `name`, that value decoded.
  static func replayed<Value>(
    _ value: Value, name: String, from replay: any ReplayedDependencyValues
  ) -> Value {
    guard Value.self is any Encodable.Type, let decodable = Value.self as? any Decodable.Type,
      let json = replay.recordedValue(named: name)
    else { return value }
    do {
      if let decoded = try JSONDecoder().decode(decodable, from: Data(json.utf8)) as? Value {
        return decoded
      }
      replay.recordedValueDidNotDecode(
        named: name, as: Value.self, error: "it decodes as another type")
    } catch {
      replay.recordedValueDidNotDecode(named: name, as: Value.self, error: "\(error)")
    }
    return value
  }
}
