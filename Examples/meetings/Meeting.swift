import Foundation
import ReducerRouting

/// A meeting as the app keeps it in its JSON file: a title, the date it was created, and the
/// transcript lines recorded so far.
struct Meeting: Codable, Equatable, Identifiable, Sendable {
  /// The meeting's identity, made by the `uuid` dependency.
  var id: UUID
  /// What the meeting is called.
  var title: String
  /// When the meeting was created, from the `date` dependency.
  var date: Date
  /// One line for each second recorded, oldest first.
  var transcript: [String] = []
}

extension Meeting {
  /// The date as the terminal shows it, in UTC: `2026-05-01 09:30`.
  var dateText: String {
    let parts = Calendar(identifier: .gregorian).dateComponents(
      in: TimeZone(identifier: "UTC") ?? .current, from: date)
    func two(_ value: Int?) -> String {
      let value = value ?? 0
      return value < 10 ? "0\(value)" : "\(value)"
    }
    return "\(parts.year ?? 0)-\(two(parts.month))-\(two(parts.day)) "
      + "\(two(parts.hour)):\(two(parts.minute))"
  }

  /// The meeting in one line, as `list` prints it.
  var summary: String {
    let lines = transcript.count == 1 ? "1 transcript line" : "\(transcript.count) transcript lines"
    return "\"\(title)\" · \(dateText) · \(lines)"
  }
}
