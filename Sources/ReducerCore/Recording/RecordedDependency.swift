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
/// (`@Dependency(\.withRandomNumberGenerator)`, each number its generator gives), the clocks'
/// `now` (`@Dependency(\.continuousClock)`, `@Dependency(\.suspendingClock)`), and the value
/// of any dependency whose type is `Codable` (it opts in by conforming), in the order the
/// reducer read them. What effects read is not recorded: a replay starts no effect.
public enum RecordedDependency: Hashable, Sendable, Codable {
  /// A UUID that `@Dependency(\.uuid)` returned.
  case uuid(UUID)
  /// A date that `@Dependency(\.date)` returned.
  case date(Date)
  /// A number the generator of `@Dependency(\.withRandomNumberGenerator)` gave (its
  /// `next()`).
  case randomNumber(UInt64)
  /// An instant that the `now` of the clock `clock` (`continuousClock` or `suspendingClock`)
  /// returned, as the duration since the first instant that clock gave a recorded reducer in
  /// the process: instants themselves mean nothing outside the process, their distances do.
  case now(clock: String, offset: Duration)
  /// The value of a dependency whose type is `Codable`, read through its ``DependencyValues``
  /// property `name` (or, read by its key type, the key type's name), as JSON.
  case value(name: String, json: String)

  /// The name of the dependency, as a feature reads it (`uuid`, `date`,
  /// `withRandomNumberGenerator`, `continuousClock`, a `Codable` dependency's property).
  public var name: String {
    switch self {
    case .uuid: "uuid"
    case .date: "date"
    case .randomNumber: "withRandomNumberGenerator"
    case let .now(clock, _): clock
    case let .value(name, _): name
    }
  }

  private enum CodingKeys: String, CodingKey {
    case uuid, date, randomNumber, now, value
  }

  /// The fields of a clock's instant and of a dependency's value.
  private enum FieldKeys: String, CodingKey {
    case clock, seconds, attoseconds, name, json
  }

  /// Decodes an answer written as `{"uuid": "…"}`, `{"date": seconds since 2001}`,
  /// `{"randomNumber": n}`, `{"now": {"clock": "…", "seconds": s, "attoseconds": a}}` or
  /// `{"value": {"name": "…", "json": "…"}}`.
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
            """
            A recorded dependency holds exactly one of 'uuid', 'date', 'randomNumber', 'now' \
            and 'value'.
            """))
    }
    switch key {
    case .uuid: self = .uuid(try container.decode(UUID.self, forKey: .uuid))
    case .date:
      self = .date(
        Date(timeIntervalSinceReferenceDate: try container.decode(Double.self, forKey: .date)))
    case .randomNumber:
      self = .randomNumber(try container.decode(UInt64.self, forKey: .randomNumber))
    case .now:
      let fields = try container.nestedContainer(keyedBy: FieldKeys.self, forKey: .now)
      let seconds = try fields.decode(Int64.self, forKey: .seconds)
      let attoseconds = try fields.decode(Int64.self, forKey: .attoseconds)
      guard (-999_999_999_999_999_999...999_999_999_999_999_999).contains(attoseconds) else {
        throw DecodingError.dataCorruptedError(
          forKey: .attoseconds, in: fields,
          debugDescription: "An instant's attoseconds lie within one second (|a| < 10^18).")
      }
      self = .now(
        clock: try fields.decode(String.self, forKey: .clock),
        offset: Duration(secondsComponent: seconds, attosecondsComponent: attoseconds))
    case .value:
      let fields = try container.nestedContainer(keyedBy: FieldKeys.self, forKey: .value)
      self = .value(
        name: try fields.decode(String.self, forKey: .name),
        json: try fields.decode(String.self, forKey: .json))
    }
  }

  /// Encodes the answer as `{"uuid": "…"}`, `{"date": seconds since 2001}`,
  /// `{"randomNumber": n}`, `{"now": {"clock": "…", "seconds": s, "attoseconds": a}}` or
  /// `{"value": {"name": "…", "json": "…"}}`.
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
    case let .now(clock, offset):
      var fields = container.nestedContainer(keyedBy: FieldKeys.self, forKey: .now)
      try fields.encode(clock, forKey: .clock)
      try fields.encode(offset.components.seconds, forKey: .seconds)
      try fields.encode(offset.components.attoseconds, forKey: .attoseconds)
    case let .value(name, json):
      var fields = container.nestedContainer(keyedBy: FieldKeys.self, forKey: .value)
      try fields.encode(name, forKey: .name)
      try fields.encode(json, forKey: .json)
    }
  }
}
