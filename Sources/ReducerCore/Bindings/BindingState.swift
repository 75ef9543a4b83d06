/// A field of a feature's state that a UI control edits directly, through a ``BindingAction``.
///
/// Mark the field with `@BindingState` and refer to it by its projected key path, `\.$field`:
///
/// ```swift
/// struct Signup: Reducer {
///   struct State: Equatable {
///     @BindingState var email = ""
///     var isValid = false
///   }
///   enum Action: BindableAction {
///     case binding(BindingAction<State>)
///     case submitTapped
///   }
///   var body: some ReducerOf<Self> {
///     BindingReducer()
///     Reduce { state, action in
///       switch action {
///       case .binding(\.$email): state.isValid = state.email.contains("@")
///       case .binding, .submitTapped: break
///       }
///       return .none
///     }
///   }
/// }
///
/// store.send(.binding(.set(\.$email, "a@b.c")))
/// ```
///
/// The wrapper is a struct with one stored property, so it costs nothing at run time, and it
/// passes `Equatable`, `Hashable`, `Sendable`, `Encodable` and `Decodable` through: a state
/// with `@BindingState var email: String` encodes exactly like one with `var email: String`.
/// This is The Composable Architecture's `BindingState`, with the same spelling.
@propertyWrapper
public struct BindingState<Value> {
  /// The field's value.
  public var wrappedValue: Value

  /// Wraps a field's initial value.
  ///
  /// - Parameter wrappedValue: The initial value.
  @inlinable
  public init(wrappedValue: Value) {
    self.wrappedValue = wrappedValue
  }

  /// The wrapper itself, so that `\.$field` names the field in a ``BindingAction``.
  @inlinable
  public var projectedValue: Self {
    get { self }
    set { self = newValue }
  }
}

extension BindingState: Equatable where Value: Equatable {}
extension BindingState: Hashable where Value: Hashable {}
extension BindingState: Sendable where Value: Sendable {}

extension BindingState: Encodable where Value: Encodable {
  /// Encodes the value as if it were not wrapped.
  ///
  /// - Parameter encoder: The encoder to write to.
  @inlinable
  public func encode(to encoder: any Encoder) throws {
    try wrappedValue.encode(to: encoder)
  }
}

extension BindingState: Decodable where Value: Decodable {
  /// Decodes the value as if it were not wrapped.
  ///
  /// - Parameter decoder: The decoder to read from.
  @inlinable
  public init(from decoder: any Decoder) throws {
    try self.init(wrappedValue: Value(from: decoder))
  }
}

/// A ``BindingState`` seen without its type, so that dumps show the field as its value.
protocol BindingStateField {
  /// The wrapped value.
  var fieldValue: Any { get }
}

extension BindingState: BindingStateField {
  var fieldValue: Any { wrappedValue }
}

extension BindingState: CustomReflectable {
  /// Reflects the value, so that dumps and test failure diffs show the field as its value.
  public var customMirror: Mirror { Mirror(reflecting: wrappedValue) }
}

/// An action type with a case that carries a ``BindingAction``, for ``BindingReducer``.
///
/// ```swift
/// enum Action: BindableAction {
///   case binding(BindingAction<State>)
///   case submitTapped
/// }
/// ```
///
/// The `binding` case satisfies the requirement. This is The Composable Architecture's
/// `BindableAction`, with the same spelling; a flow's action can be `RoutingAction` and
/// `BindableAction` at once.
public protocol BindableAction: SendableMetatype {
  /// The state the binding actions change.
  associatedtype State

  /// The action that carries a binding action.
  ///
  /// - Parameter action: The binding action.
  /// - Returns: The action to send.
  static func binding(_ action: BindingAction<State>) -> Self
}

extension BindableAction {
  /// The action that sets a ``BindingState`` field: `.set(\.$email, "a@b.c")` is
  /// `.binding(.set(\.$email, "a@b.c"))`.
  ///
  /// - Parameters:
  ///   - keyPath: The projected key path of the field, `\.$field`.
  ///   - value: The new value.
  /// - Returns: The action to send.
  @inlinable
  public static func set<Value: Equatable & Sendable>(
    _ keyPath: WritableKeyPath<State, BindingState<Value>> & Sendable,
    _ value: Value
  ) -> Self {
    binding(.set(keyPath, value))
  }
}
