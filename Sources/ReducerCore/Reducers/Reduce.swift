/// A reducer made from a closure.
///
/// ```swift
/// Reduce { state, action in
///   switch action {
///   case .increment: state.count += 1; return .none
///   case .reset: state.count = 0; return .none
///   }
/// }
/// ```
public struct Reduce<State, Action>: Reducer {
  @usableFromInline let closure: (inout State, Action) -> Effect<Action>

  /// Creates a reducer that calls `reduce` for every action.
  ///
  /// - Parameter reduce: Changes the state for an action and returns an effect.
  @inlinable
  public init(_ reduce: @escaping (_ state: inout State, _ action: Action) -> Effect<Action>) {
    closure = reduce
  }

  /// Wraps another reducer, hiding its type.
  ///
  /// ```swift
  /// let reducer = Reduce(Counter())  // a Reduce<Counter.State, Counter.Action>
  /// ```
  ///
  /// The parameter is an existential, not a generic `some Reducer<State, Action>`, so that a
  /// mistake inside `Reduce { state, action in ... }` is reported where it is (`value of type
  /// 'State' has no member 'cuont'`): a generic overload also matches a closure, and the compiler
  /// then reports that the closure cannot conform to `Reducer`. The existential is opened once,
  /// here, not on every action.
  ///
  /// - Parameter reducer: The reducer to wrap.
  @inlinable
  public init(_ reducer: any Reducer<State, Action>) {
    self = Self.wrapping(reducer)
  }

  /// Wraps `reducer`, with its type known.
  ///
  /// A static function, not an initializer: a generic initializer would take part in the
  /// overload resolution of `Reduce { ... }` in this module and its `@testable` tests, and hide
  /// the closure's mistakes there (see `init(_:)` above).
  @inlinable
  static func wrapping(_ reducer: some Reducer<State, Action>) -> Self {
    Self { reducer.reduce(into: &$0, action: $1) }
  }

  /// Calls the closure.
  @inlinable
  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    closure(&state, action)
  }
}
