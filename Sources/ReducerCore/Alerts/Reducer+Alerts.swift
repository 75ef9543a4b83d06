extension Reducer {
  /// Presents an alert held as optional state: a button's action reaches this reducer, and the
  /// alert is dismissed (set to `nil`) as the action arrives, whichever button it was.
  ///
  /// ```swift
  /// struct Feature: Reducer {
  ///   struct State: Equatable { var alert: AlertState<Action.Alert>? }
  ///   enum Action: Equatable {
  ///     case deleteTapped
  ///     case alert(Alert)
  ///     enum Alert: Equatable { case confirmDeletion }
  ///   }
  ///   var body: some ReducerOf<Self> {
  ///     Reduce { state, action in
  ///       switch action {
  ///       case .deleteTapped:
  ///         state.alert = AlertState { TextState("Delete?") } actions: {
  ///           ButtonState(role: .destructive, action: .confirmDeletion) { TextState("Delete") }
  ///         }
  ///         return .none
  ///       case .alert(.confirmDeletion):
  ///         // `state.alert` is already `nil` here; present another alert if you need one.
  ///         return .none
  ///       }
  ///     }
  ///     .ifLet(\.alert, action: /Action.alert)
  ///   }
  /// }
  /// ```
  ///
  /// Give every button an action, the cancel button too (`ButtonState(role: .cancel, action:
  /// .cancel)`): a button's action is what dismisses the alert in the state. An alert action
  /// that arrives while no alert is shown (a late tap) is reported (`ifLet.nilState`) and does
  /// not reach this reducer, so that a late "Delete" deletes nothing.
  ///
  /// - Parameters:
  ///   - toAlertState: The key path to the optional alert.
  ///   - toAlertAction: The case path of the action that carries the buttons' actions.
  ///   - fileID: The file of the call, for diagnostics.
  ///   - line: The line of the call, for diagnostics.
  /// - Returns: A reducer that runs this one and dismisses the alert on its actions.
  public func ifLet<ButtonAction>(
    _ toAlertState: WritableKeyPath<State, AlertState<ButtonAction>?>,
    action toAlertAction: CasePath<Action, ButtonAction>,
    fileID: StaticString = #fileID,
    line: UInt = #line
  ) -> some Reducer<State, Action> {
    presentingButtons(toAlertState, action: toAlertAction, fileID: fileID, line: line)
  }

  /// Presents a confirmation dialog held as optional state: a button's action reaches this
  /// reducer, and the dialog is dismissed (set to `nil`) as the action arrives, as for an alert.
  ///
  /// - Parameters:
  ///   - toDialogState: The key path to the optional dialog.
  ///   - toDialogAction: The case path of the action that carries the buttons' actions.
  ///   - fileID: The file of the call, for diagnostics.
  ///   - line: The line of the call, for diagnostics.
  /// - Returns: A reducer that runs this one and dismisses the dialog on its actions.
  public func ifLet<ButtonAction>(
    _ toDialogState: WritableKeyPath<State, ConfirmationDialogState<ButtonAction>?>,
    action toDialogAction: CasePath<Action, ButtonAction>,
    fileID: StaticString = #fileID,
    line: UInt = #line
  ) -> some Reducer<State, Action> {
    presentingButtons(toDialogState, action: toDialogAction, fileID: fileID, line: line)
  }
}

extension Reducer {
  /// Presents an alert held as optional state whose actions are ``PresentationAction``s, as in
  /// TCA: `.presented(action)` is a button's action, `.dismiss` closes it without one; either
  /// sets the alert to `nil` before this reducer runs.
  ///
  /// ```swift
  /// .ifLet(\.alert, action: /Action.alert)  // case alert(PresentationAction<Alert>)
  /// ```
  ///
  /// A button without an action works: the view sends `.dismiss`. An action that arrives while
  /// no alert is shown is reported (`ifLet.nilState`) and does not reach this reducer.
  ///
  /// - Parameters:
  ///   - toAlertState: The key path to the optional alert.
  ///   - toAlertAction: The case path of the action that carries the alert's actions.
  ///   - fileID: The file of the call, for diagnostics.
  ///   - line: The line of the call, for diagnostics.
  /// - Returns: A reducer that runs this one and dismisses the alert on its actions.
  public func ifLet<ButtonAction>(
    _ toAlertState: WritableKeyPath<State, AlertState<ButtonAction>?>,
    action toAlertAction: CasePath<Action, PresentationAction<ButtonAction>>,
    fileID: StaticString = #fileID,
    line: UInt = #line
  ) -> some Reducer<State, Action> {
    presentingButtons(toAlertState, action: toAlertAction, fileID: fileID, line: line)
  }

  /// Presents a confirmation dialog held as optional state whose actions are
  /// ``PresentationAction``s, as for an alert: `.presented(action)` or `.dismiss` sets the
  /// dialog to `nil` before this reducer runs.
  ///
  /// - Parameters:
  ///   - toDialogState: The key path to the optional dialog.
  ///   - toDialogAction: The case path of the action that carries the dialog's actions.
  ///   - fileID: The file of the call, for diagnostics.
  ///   - line: The line of the call, for diagnostics.
  /// - Returns: A reducer that runs this one and dismisses the dialog on its actions.
  public func ifLet<ButtonAction>(
    _ toDialogState: WritableKeyPath<State, ConfirmationDialogState<ButtonAction>?>,
    action toDialogAction: CasePath<Action, PresentationAction<ButtonAction>>,
    fileID: StaticString = #fileID,
    line: UInt = #line
  ) -> some Reducer<State, Action> {
    presentingButtons(toDialogState, action: toDialogAction, fileID: fileID, line: line)
  }
}

extension Reducer {
  /// What every alert and dialog overload of `ifLet` does: dismisses the presented value when
  /// one of its actions arrives, then runs this reducer; an action with nothing presented is
  /// reported by the `ifLet` and goes no further.
  func presentingButtons<Presented, PresentedAction>(
    _ toState: WritableKeyPath<State, Presented?>,
    action toAction: CasePath<Action, PresentedAction>,
    fileID: StaticString,
    line: UInt
  ) -> some Reducer<State, Action> {
    ButtonStateDismissal(parent: self, toState: toState, toAction: toAction)
      .ifLet(toState, action: toAction, then: { EmptyReducer() }, fileID: fileID, line: line)
  }
}

/// Dismisses an alert or a dialog when one of its buttons' actions arrives, then runs the
/// parent, which may present another. A button's action that arrives while nothing is
/// presented (reported by the `ifLet` around) does not reach the parent.
struct ButtonStateDismissal<Parent: Reducer, Presented, ButtonAction>: Reducer {
  let parent: Parent
  let toState: WritableKeyPath<Parent.State, Presented?>
  let toAction: CasePath<Parent.Action, ButtonAction>

  func reduce(
    into state: inout Parent.State, action: Parent.Action
  ) -> Effect<Parent.Action> {
    if toAction.extract(from: action) != nil {
      guard state[keyPath: toState] != nil else { return .none }
      state[keyPath: toState] = nil
    }
    return parent.reduce(into: &state, action: action)
  }
}
