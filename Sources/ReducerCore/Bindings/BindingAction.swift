/// A change to one ``BindingState`` field of `Root`: the field's key path and its new value.
///
/// Make one with ``set(_:_:)`` and send it through a ``BindableAction``'s `binding` case;
/// ``BindingReducer`` applies it.
///
/// ```swift
/// store.send(.binding(.set(\.$email, "a@b.c")))
/// ```
///
/// To react to a change of one field after ``BindingReducer`` has applied it, match the action
/// against the field's key path:
///
/// ```swift
/// case .binding(\.$email):
///   state.isValid = state.email.contains("@")
/// ```
///
/// Two binding actions are equal when they set the same field to equal values. The value must
/// be `Sendable` so that the action can cross to an effect.
public struct BindingAction<Root>: Sendable {
  /// The key path of the field, `\.$field`.
  public let keyPath: PartialKeyPath<Root> & Sendable
  /// The new value of the field.
  public let value: any Sendable
  @usableFromInline let setter: @Sendable (inout Root) -> Void
  let isEqualToValue: @Sendable (any Sendable) -> Bool
  /// For an action made from the wrapped property's key path (`$store.email`): whether a
  /// projected key path (`\.$email`) names the same field. `nil` for one made with `\.$email`.
  var isSameField: (@Sendable (AnyKeyPath) -> Bool)? = nil

  /// The action that sets the field at `keyPath` to `value`.
  ///
  /// The key path must be `Sendable`. In the Swift 6 language mode a literal such as `\.$email`
  /// is (it captures nothing); in the Swift 5 mode no literal is inferred `Sendable`, and with
  /// complete strict concurrency this call warns: there, bind fields with
  /// ``Store/binding(_:)``, which takes a plain key path. A key path passed through a variable
  /// needs the type `WritableKeyPath<Root, BindingState<Value>> & Sendable`.
  ///
  /// - Parameters:
  ///   - keyPath: The projected key path of the field, `\.$field`.
  ///   - value: The new value.
  /// - Returns: The binding action.
  @inlinable
  public static func set<Value: Equatable & Sendable>(
    _ keyPath: WritableKeyPath<Root, BindingState<Value>> & Sendable,
    _ value: Value
  ) -> Self {
    Self(keyPath: keyPath, value: value) { $0[keyPath: keyPath].wrappedValue = value }
  }

  @usableFromInline
  init<Value: Equatable & Sendable>(
    keyPath: WritableKeyPath<Root, BindingState<Value>> & Sendable,
    value: Value,
    apply: @escaping @Sendable (inout Root) -> Void
  ) {
    self.keyPath = keyPath
    self.value = value
    setter = { root in
      // A real root tells the name of the field when its type alone cannot, for dumps.
      KeyPathNames.learnName(of: keyPath, in: root, value: value)
      apply(&root)
    }
    isEqualToValue = { ($0 as? Value) == value }
  }

  /// The action that sets the `@BindingState` field that `keyPath` (the wrapped property,
  /// `\.email`) writes to `value`, matched as the one made with `\.$email`; `nil` when
  /// `keyPath` writes no `@BindingState` stored field of `root` (see `BindingFieldProbe`).
  ///
  /// - Parameters:
  ///   - keyPath: The wrapped property.
  ///   - value: The new value, different from the one `root` holds.
  ///   - root: The current state.
  /// - Returns: The binding action, or `nil`.
  static func field<Value: Equatable & Sendable>(
    _ keyPath: WritableKeyPath<Root, Value> & Sendable, _ value: Value, in root: Root
  ) -> Self? {
    let probe = BindingFieldProbe(root: root, keyPath: keyPath, value: value)
    guard let field = probe.fieldName() else { return nil }
    let sendableKeyPath = keyPath
    KeyPathNames.learnText(of: keyPath, root: Root.self, field: field)
    var action = Self(
      keyPath: sendableKeyPath, value: value,
      setter: { $0[keyPath: sendableKeyPath] = value },
      isEqualToValue: { ($0 as? Value) == value })
    action.isSameField = { probe.isSameField(as: $0) }
    return action
  }

  /// The action of `field(_:_:in:)`.
  private init(
    keyPath: PartialKeyPath<Root> & Sendable,
    value: any Sendable,
    setter: @escaping @Sendable (inout Root) -> Void,
    isEqualToValue: @escaping @Sendable (any Sendable) -> Bool
  ) {
    self.keyPath = keyPath
    self.value = value
    self.setter = setter
    self.isEqualToValue = isEqualToValue
  }

  /// Whether both actions name the same field, whichever key path each was made with.
  func setsTheSameField(as other: Self) -> Bool {
    keyPath == other.keyPath || isSameField?(other.keyPath) == true
      || other.isSameField?(keyPath) == true
  }

  /// Sets the field in `root`.
  ///
  /// ``BindingReducer`` calls it; call it yourself to apply a binding action to a state
  /// outside a reducer.
  ///
  /// - Parameter root: The state to change.
  @inlinable
  public func apply(to root: inout Root) {
    setter(&root)
  }

  /// Whether `action` sets the field at `keyPath`, for `case .binding(\.$field):` patterns.
  ///
  /// - Parameters:
  ///   - keyPath: The projected key path of a field, `\.$field`.
  ///   - action: A binding action.
  /// - Returns: `true` when `action` sets that field, whatever the value.
  public static func ~= <Value>(
    keyPath: WritableKeyPath<Root, BindingState<Value>>,
    action: Self
  ) -> Bool {
    let actionKeyPath: PartialKeyPath<Root> = action.keyPath
    return actionKeyPath == keyPath || action.isSameField?(keyPath) == true
  }
}

extension BindingAction: Equatable {
  /// Whether two binding actions set the same field to equal values.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.setsTheSameField(as: rhs) && lhs.isEqualToValue(rhs.value)
  }
}

extension BindingAction: CustomReflectable {
  /// Reflects the action as `.set(\State.$field, value)`, for dumps and test failure messages.
  public var customMirror: Mirror {
    Mirror(self, children: ["set": (KeyPathText(keyPath: keyPath), value)], displayStyle: .enum)
  }
}
