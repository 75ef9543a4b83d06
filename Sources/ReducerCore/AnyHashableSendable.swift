/// A type-erased hashable, sendable value, as swift-concurrency-extras spells it: for
/// cancellation ids and the ids of reusable components, whose type the code that stores them
/// does not know.
///
/// ```swift
/// struct Search: Reducer {
///   let cancelID: AnyHashableSendable
///
///   func reduce(into state: inout State, action: Action) -> Effect<Action> {
///     switch action {
///     case let .queryChanged(query):
///       return .run { send in await send(.results(try await search(query))) }
///         .cancellable(id: cancelID, cancelInFlight: true)
///     // ...
///     }
///   }
/// }
///
/// Search(cancelID: AnyHashableSendable(Feature.CancelID.search))
/// Search(cancelID: "search")  // a literal works too
/// ```
///
/// Two values are equal when their wrapped values are equal as `AnyHashable` considers them
/// (so `AnyHashableSendable(1)` equals `AnyHashableSendable(UInt8(1))`, and values of unrelated
/// types are unequal), and a value is interchangeable with the value it wraps wherever it is
/// turned into an `AnyHashable`, as ``Effect/cancellable(id:cancelInFlight:)`` and
/// ``Effect/cancel(id:)`` do: `.cancel(id: x)` cancels `.cancellable(id: AnyHashableSendable(x))`.
/// Wrapping a value that is already an `AnyHashableSendable` keeps it as it is rather than
/// nesting it.
public struct AnyHashableSendable: Hashable, Sendable {
  /// The wrapped value.
  public let base: any Hashable & Sendable

  /// Wraps a hashable, sendable value.
  ///
  /// ```swift
  /// let id = AnyHashableSendable(Feature.CancelID.timer)
  /// ```
  ///
  /// - Parameter base: The value to wrap; an `AnyHashableSendable` is kept as it is.
  public init(_ base: some Hashable & Sendable) {
    if let erased = base as? AnyHashableSendable {
      self = erased
    } else {
      self.base = base
    }
  }

  /// Whether the wrapped values are equal, as `AnyHashable` compares them.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    AnyHashable(lhs.base) == AnyHashable(rhs.base)
  }

  /// Hashes the wrapped value as `AnyHashable` does, so that equal values hash alike.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(AnyHashable(base))
  }
}

extension AnyHashableSendable: _HasCustomAnyHashableRepresentation {
  /// The wrapped value as an `AnyHashable`: `AnyHashable(AnyHashableSendable(x))` equals
  /// `AnyHashable(x)`, as it does for `AnyHashable` itself.
  public func _toCustomAnyHashable() -> AnyHashable? {
    AnyHashable(base)
  }
}

extension AnyHashableSendable: CustomStringConvertible {
  /// The wrapped value's description: `AnyHashableSendable(42)` prints `42`.
  public var description: String { String(describing: base) }
}

extension AnyHashableSendable: CustomDebugStringConvertible {
  /// The wrapped value's debug description inside the type's name:
  /// `AnyHashableSendable("search")`.
  public var debugDescription: String {
    "AnyHashableSendable(\(String(reflecting: base)))"
  }
}

extension AnyHashableSendable: ExpressibleByStringLiteral {
  /// Wraps a string literal: `let id: AnyHashableSendable = "search"`.
  ///
  /// - Parameter value: The string.
  public init(stringLiteral value: String) { self.init(value) }
}

extension AnyHashableSendable: ExpressibleByIntegerLiteral {
  /// Wraps an integer literal, as an `Int`: `let id: AnyHashableSendable = 42`.
  ///
  /// - Parameter value: The integer.
  public init(integerLiteral value: Int) { self.init(value) }
}

extension AnyHashableSendable: ExpressibleByFloatLiteral {
  /// Wraps a floating-point literal, as a `Double`: `let id: AnyHashableSendable = 0.5`.
  ///
  /// - Parameter value: The number.
  public init(floatLiteral value: Double) { self.init(value) }
}

extension AnyHashableSendable: ExpressibleByBooleanLiteral {
  /// Wraps a Boolean literal: `let id: AnyHashableSendable = true`.
  ///
  /// - Parameter value: The Boolean.
  public init(booleanLiteral value: Bool) { self.init(value) }
}
