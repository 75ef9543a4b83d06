extension Store where Action: BindableAction, Action.State == State {
  /// A `@BindingState` field read and written through the store: what SwiftUI's `$store.field`
  /// binds a control to.
  ///
  /// ```swift
  /// struct SignupView: View {
  ///   @Bindable var store: StoreOf<Signup>
  ///   var body: some View {
  ///     TextField("Email", text: $store.email)
  ///     Toggle("Subscribe", isOn: $store.subscribes)
  ///   }
  /// }
  /// ```
  ///
  /// Reading observes the field alone, as `store.email` does. Writing sends the field's
  /// binding action, `.binding(.set(\.$email, newValue))`: ``BindingReducer`` applies it, and
  /// `case .binding(\.$email):` and ``BindingAction/==(_:_:)`` match it as the action made with
  /// `\.$email`. A write of the value the field already has sends nothing. A field that is not
  /// `@BindingState` is not written: a `store.notBindingState` diagnostic says which and how
  /// to mark it.
  ///
  /// The key path is `Sendable`: the one Swift makes for `$store.email` is, in the Swift 5
  /// language mode too (a plain key path would be captured by the store's key path, which that
  /// mode's complete checking refuses).
  ///
  /// - Parameter keyPath: The field, `\.email` (the `@BindingState` property itself, not its
  ///   projection).
  public subscript<Value: Equatable & Sendable>(
    dynamicMember keyPath: WritableKeyPath<State, Value> & Sendable
  ) -> Value {
    get { self[dynamicMember: keyPath as KeyPath<State, Value>] }
    set {
      let state = currentState
      guard state[keyPath: keyPath] != newValue else { return }
      guard let action = BindingAction<State>.field(keyPath, newValue, in: state) else {
        reportNotBindingState(keyPath)
        return
      }
      send(.binding(action))
    }
  }

  /// Reports a write through the store to a field that is not `@BindingState`.
  private func reportNotBindingState<Value>(_ keyPath: WritableKeyPath<State, Value>) {
    let typeName = Dump.typeName(of: State.self)
    let path = KeyPathNames.description(of: keyPath)
    Diagnostics.report(
      kind: "store.notBindingState",
      """
      A binding wrote \(path) of '\(typeName)' through the store ('$store.field'), but that \
      field is not a '@BindingState' property of the state, so no binding action can set it. \
      The write was ignored and no action was sent. Mark the property '@BindingState' (and \
      match its changes with 'case .binding(\\.$field):'), or send an action of your own that \
      changes it.
      """,
      fileID: #fileID, line: #line)
  }
}
