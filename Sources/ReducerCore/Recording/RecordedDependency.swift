import Foundation

/// The answer a dependency gave a reducer while it handled a recorded action, kept so that a
/// replay can give the same answer back.
///
/// ```swift
/// for step in recording.steps {
///   for case let .uuid(id) in step.dependencies { print("step \(step.index) made \(id)") }
/// }
/// ```
///
/// An ``ActionRecorder`` records the answers of the library's generators that a reducer calls
/// while it reduces: ``UUIDGenerator`` (`@Dependency(\.uuid)`), ``DateGenerator``
/// (`@Dependency(\.date)`) and ``WithRandomNumberGenerator``
/// (`@Dependency(\.withRandomNumberGenerator)`, each number its generator gives), in the order
/// the reducer read them. What effects read is not recorded: a replay starts no effect.
public enum RecordedDependency: Hashable, Sendable, Codable {
  /// A UUID that `@Dependency(\.uuid)` returned.
  case uuid(UUID)
  /// A date that `@Dependency(\.date)` returned.
  case date(Date)
  /// A number the generator of `@Dependency(\.withRandomNumberGenerator)` gave (its
  /// `next()`).
  case randomNumber(UInt64)

  /// The name of the dependency, as a feature reads it (`uuid`, `date`,
  /// `withRandomNumberGenerator`).
  public var name: String {
    switch self {
    case .uuid: "uuid"
    case .date: "date"
    case .randomNumber: "withRandomNumberGenerator"
    }
  }

  private enum CodingKeys: String, CodingKey {
    case uuid, date, randomNumber
  }

  /// Decodes an answer written as `{"uuid": "…"}`, `{"date": seconds since 2001}` or
  /// `{"randomNumber": n}`.
  ///
  /// - Parameter decoder: The decoder to read from.
  /// - Throws: `DecodingError` when the object holds neither key, or both.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    guard container.allKeys.count == 1, let key = container.allKeys.first else {
      throw DecodingError.dataCorrupted(
        .init(
          codingPath: decoder.codingPath,
          debugDescription:
            "A recorded dependency holds exactly one of 'uuid', 'date' and 'randomNumber'."))
    }
    switch key {
    case .uuid: self = .uuid(try container.decode(UUID.self, forKey: .uuid))
    case .date:
      self = .date(
        Date(timeIntervalSinceReferenceDate: try container.decode(Double.self, forKey: .date)))
    case .randomNumber:
      self = .randomNumber(try container.decode(UInt64.self, forKey: .randomNumber))
    }
  }

  /// Encodes the answer as `{"uuid": "…"}`, `{"date": seconds since 2001}` or
  /// `{"randomNumber": n}`.
  ///
  /// Dates are written as `Date` keeps them (seconds since 1 January 2001, as `JSONEncoder`'s
  /// default strategy writes a date), so that a replayed date is the recorded one to the bit.
  ///
  /// - Parameter encoder: The encoder to write to.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    switch self {
    case let .uuid(uuid): try container.encode(uuid, forKey: .uuid)
    case let .date(date): try container.encode(date.timeIntervalSinceReferenceDate, forKey: .date)
    case let .randomNumber(number): try container.encode(number, forKey: .randomNumber)
    }
  }
}
