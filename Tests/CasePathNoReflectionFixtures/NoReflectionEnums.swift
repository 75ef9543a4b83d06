// Enums compiled with `-Xfrontend -disable-reflection-metadata` (see Package.swift), as
// size-conscious apps build them: the runtime has no field names or payload types for them.
// The case-path suite (issue 9, item 3) checks that `/` refuses their payload cases and reads
// their payload-less cases.

/// A point, the struct payload of ``NoReflectionEnum``.
public struct NoReflectionPoint: Equatable, Sendable {
  /// The horizontal coordinate.
  public var x: Int
  /// The vertical coordinate.
  public var y: Int

  /// Creates a point.
  public init(x: Int, y: Int) {
    self.x = x
    self.y = y
  }
}

/// An enum with payload cases (Int, String, a struct) and payload-less cases.
public enum NoReflectionEnum: Equatable, Sendable {
  /// An integer payload.
  case int(Int)
  /// A string payload.
  case text(String)
  /// A struct payload.
  case point(NoReflectionPoint)
  /// No payload.
  case empty
  /// No payload either.
  case other
}

/// An enum with payload-less cases only.
public enum NoReflectionDirection: Equatable, Sendable {
  /// Up.
  case up
  /// Down.
  case down
  /// Left.
  case left
}

/// A single-payload enum.
public enum NoReflectionOptional: Equatable, Sendable {
  /// A string payload.
  case some(String)
  /// No payload.
  case none
}
