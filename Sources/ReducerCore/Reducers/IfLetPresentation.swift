extension Reducer {
  /// Runs a presented child feature while its optional state is not `nil`, with TCA's
  /// `PresentationAction`: `.presented(action)` runs the child, `.dismiss` closes it.
  ///
  /// ```swift
  /// struct Parent: Reducer {
  ///   struct State { var editor: Editor.State? }
  ///   enum Action { case editTapped, editor(PresentationAction<Editor.Action>) }
  ///
  ///   var body: some ReducerOf<Self> {
  ///     Reduce { state, action in
  ///       switch action {
  ///       case .editTapped:
  ///         state.editor = Editor.State()
  ///         return .none
  ///       case .editor(.presented(.delegate(.saved))):  // the editor's state is still there
  ///         return .none
  ///       case .editor:
  ///         return .none
  ///       }
  ///     }
  ///     .ifLet(\.editor, action: /Action.editor) { Editor() }
  ///   }
  /// }
  /// ```
  ///
  /// As ``ifLet(_:action:then:fileID:line:)-(_,CasePath<Self.Action,ChildAction>,_,_,_)``, with these additions:
  /// - `.dismiss` (what a SwiftUI sheet sends when the user pulls it down) runs this reducer,
  ///   which can still read the child's state, then sets the child to `nil`, cancelling its
  ///   effects in the same action. A `.dismiss` while the child is `nil` does nothing.
  /// - A destination enum whose case shows an `AlertState` or a `ConfirmationDialogState` is
  ///   set to `nil` after a button's action (`.presented(.alert(.confirmDeletion))`), once this
  ///   reducer ran, unless it presented another, as TCA does.
  /// - The child can close itself, as a screen of a flow does: `.dismissSelf()` returned from
  ///   its reducer, or `await send.dismissSelf()` in its effect, sends `.dismiss` (TCA's
  ///   `@Dependency(\.dismiss)`). The actions it sends with it are handled first.
  ///
  /// - Parameters:
  ///   - toChildState: The key path to the optional child state.
  ///   - toPresentationAction: The case path of the action that carries the child's
  ///     `PresentationAction`.
  ///   - child: Builds the child reducer.
  ///   - fileID: The file of this call, for diagnostics.
  ///   - line: The line of this call, for diagnostics.
  /// - Returns: A reducer that runs both.
  public func ifLet<ChildState, ChildAction, Child: Reducer>(
    _ toChildState: WritableKeyPath<State, ChildState?>,
    action toPresentationAction: CasePath<Action, PresentationAction<ChildAction>>,
    @ReducerBuilder<ChildState, ChildAction> then child: () -> Child,
    fileID: StaticString = #fileID,
    line: UInt = #line
  ) -> some Reducer<State, Action> where Child.State == ChildState, Child.Action == ChildAction {
    let toPresented = CasePath<Action, ChildAction>(
      embed: { toPresentationAction.embed(.presented($0)) },
      extract: { action in
        guard case let .presented(childAction)? = toPresentationAction.extract(from: action)
        else { return nil }
        return childAction
      })
    return IfLetReducer(
      parent: ClosingParent(parent: self, toState: toChildState, toAction: toPresentationAction),
      child: child(), toChildState: toChildState, toChildAction: toPresented,
      dismissal: { toPresentationAction.embed(.dismiss) }, fileID: fileID, line: line)
  }
}

/// Runs the parent, then sets the child to `nil` on `.dismiss`, and after a button's action of
/// an alert or a dialog the child shows (an `AlertState` child, or a destination enum in an
/// alert's case), as TCA does, unless the parent presented another: inside the `ifLet`, which
/// sees the child leave and cancels its effects in the same action.
struct ClosingParent<Parent: Reducer, ChildState, ChildAction>: Reducer {
  let parent: Parent
  let toState: WritableKeyPath<Parent.State, ChildState?>
  let toAction: CasePath<Parent.Action, PresentationAction<ChildAction>>

  func reduce(
    into state: inout Parent.State, action: Parent.Action
  ) -> Effect<Parent.Action> {
    let presentation = toAction.extract(from: action)
    var alertShown: AnyHashable?
    if case .presented? = presentation, let child = state[keyPath: toState] {
      alertShown = ephemeralID(of: child)
    }
    let effect = parent.reduce(into: &state, action: action)
    if case .dismiss? = presentation {
      state[keyPath: toState] = nil
    } else if let alertShown, let child = state[keyPath: toState],
      ephemeralID(of: child) == alertShown
    {
      state[keyPath: toState] = nil
    }
    return effect
  }
}

/// State presented for one choice, dismissed by any of its buttons' actions: alerts and
/// confirmation dialogs.
protocol EphemeralPresentation {
  /// The identity of the one presentation.
  var presentationID: AnyHashable { get }
}

extension AlertState: EphemeralPresentation {
  var presentationID: AnyHashable { id }
}

extension ConfirmationDialogState: EphemeralPresentation {
  var presentationID: AnyHashable { id }
}

/// The identity of `value` when it is an alert or a dialog, or an enum case (a destination)
/// that holds one; `nil` otherwise.
func ephemeralID(of value: Any) -> AnyHashable? {
  if let presented = value as? any EphemeralPresentation { return presented.presentationID }
  let mirror = Mirror(reflecting: value)
  guard mirror.displayStyle == .enum, let payload = mirror.children.first?.value else {
    return nil
  }
  return (payload as? any EphemeralPresentation)?.presentationID
}
