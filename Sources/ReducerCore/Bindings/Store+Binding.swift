extension Store where Action: BindableAction, Action.State == State {
  /// A ``BindingState`` field of the store's state, for a UI control to read and edit.
  ///
  /// Reading the binding's ``StoreBinding/value`` reads the field from the current state;
  /// setting it sends the field's binding action, `.binding(.set(keyPath, value))`.
  ///
  /// ```swift
  /// let email = store.binding(\.$email)
  /// print("Email [\(email.value)]: ", terminator: "")
  /// if let line = readLine() { email.value = line }
  /// ```
  ///
  /// In SwiftUI, bind the field itself, `$store.email` with `@Bindable var store` (see
  /// ``subscript(dynamicMember:)->Value``); this method serves
  /// other UI layers.
  ///
  /// The key path is a plain `WritableKeyPath`, so that a literal compiles without a warning in
  /// the Swift 5 language mode with complete strict concurrency, where no literal is inferred
  /// `Sendable`; it must name properties (`\.$field`, `\.$profile.name`), with no subscript
  /// argument that is not `Sendable`, since the binding action it is sent in can cross to an
  /// effect.
  ///
  /// - Parameter keyPath: The projected key path of the field, `\.$field`.
  /// - Returns: The field, bound to this store.
  @inlinable
  public func binding<Value: Equatable & Sendable>(
    _ keyPath: WritableKeyPath<State, BindingState<Value>>
  ) -> StoreBinding<Value> {
    let field = keyPath.assumedSendableWritable()
    return StoreBinding(
      read: { self[dynamicMember: field].wrappedValue },
      write: { self.send(.binding(.set(field, $0))) }
    )
  }
}

/// A field of a store's state bound to the store: reading reads the state, setting sends the
/// field's binding action.
///
/// Made by ``Store/binding(_:)``. It keeps the store alive.
@MainActor
public struct StoreBinding<Value> {
  @usableFromInline let read: @MainActor () -> Value
  @usableFromInline let write: @MainActor (Value) -> StoreTask

  @usableFromInline
  init(read: @escaping @MainActor () -> Value, write: @escaping @MainActor (Value) -> StoreTask) {
    self.read = read
    self.write = write
  }

  /// The field's value in the store's current state; setting it sends the binding action.
  @inlinable
  public var value: Value {
    get { read() }
    nonmutating set { _ = write(newValue) }
  }

  /// Sends the binding action that sets the field to `value`.
  ///
  /// - Parameter value: The new value.
  /// - Returns: The task of the effects the action started.
  @discardableResult
  @inlinable
  public func set(_ value: Value) -> StoreTask {
    write(value)
  }
}
