#if canImport(SwiftUI) || REDUCER_ADAPTER_CHECK
  #if canImport(SwiftUI)
    import SwiftUI
  #endif

  // MARK: - Alerts and dialogs held as optional state

  // The key paths to the state are plain `KeyPath`s, as `Store.scope(state:action:)` takes them:
  // these modifiers are main-actor isolated (through `View`), and so are the closures that keep
  // and read a key path, so it never leaves the main actor and need not be `Sendable`. A
  // `KeyPath & Sendable` parameter made a caller in the Swift 5 language mode warn that its
  // `\.alert` is not `Sendable` (that mode does not infer key-path literals sendable here);
  // Checks/SwiftUIAdapterCheck-Swift5 compiles the documented calls in that mode.

  extension View {
    /// Presents the alert a feature holds as optional state, presented with `ifLet(_:action:)`:
    /// its title, message and buttons; a tapped button sends its action through the store.
    ///
    /// ```swift
    /// NotesListView(store: store)
    ///   .alert(store, state: \.alert, action: /NotesList.Action.alert)
    /// ```
    ///
    /// A button with an action sends `action(buttonAction)`, and `ifLet` sets the alert to `nil`.
    /// A button without one sends nothing, so the state keeps the alert and it is shown again:
    /// give every button an action, the cancel button included (see the Alerts article of
    /// ReducerCore).
    ///
    /// - Parameters:
    ///   - store: The store of the feature that holds the alert.
    ///   - toAlert: The key path to the optional alert.
    ///   - toAction: The case path of the action that carries the buttons' actions.
    /// - Returns: This view, presenting the alert while the state holds one.
    public func alert<State, Action, ButtonAction>(
      _ store: Store<State, Action>,
      state toAlert: KeyPath<State, AlertState<ButtonAction>?>,
      action toAction: CasePath<Action, ButtonAction>
    ) -> some View {
      presenting(
        alert: store[dynamicMember: toAlert],
        current: { store[dynamicMember: toAlert]?.id },
        dismiss: nil,
        send: { store.send(toAction.embed($0)) })
    }

    /// Presents the confirmation dialog a feature holds as optional state, presented with
    /// `ifLet(_:action:)`; a tapped button sends its action through the store.
    ///
    /// ```swift
    /// NotesListView(store: store)
    ///   .confirmationDialog(store, state: \.dialog, action: /NotesList.Action.dialog)
    /// ```
    ///
    /// As for an alert, give every button an action: the state keeps a dialog that no action
    /// dismissed, and it is shown again.
    ///
    /// - Parameters:
    ///   - store: The store of the feature that holds the dialog.
    ///   - toDialog: The key path to the optional dialog.
    ///   - toAction: The case path of the action that carries the buttons' actions.
    /// - Returns: This view, presenting the dialog while the state holds one.
    public func confirmationDialog<State, Action, ButtonAction>(
      _ store: Store<State, Action>,
      state toDialog: KeyPath<State, ConfirmationDialogState<ButtonAction>?>,
      action toAction: CasePath<Action, ButtonAction>
    ) -> some View {
      presenting(
        dialog: store[dynamicMember: toDialog],
        current: { store[dynamicMember: toDialog]?.id },
        dismiss: nil,
        send: { store.send(toAction.embed($0)) })
    }
  }

  // MARK: - Alerts and dialogs whose actions are PresentationActions

  extension View {
    /// Presents the alert a feature holds as optional state, with actions spelled as in TCA
    /// (`case alert(PresentationAction<Alert>)`, see `PresentationAction`): a tapped button
    /// sends `.presented(action)`; an alert closed without one (a button without an action, or
    /// the system) sends `.dismiss`. Either sets the alert to `nil`.
    ///
    /// ```swift
    /// TrashView(store: store)
    ///   .alert(store, state: \.alert, action: /TrashScreen.Action.alert)
    /// ```
    ///
    /// SwiftUI sets `isPresented` to `false` on every button tap, before or after the button's
    /// action depending on the platform: that write sends nothing, so a follow-up alert the
    /// action presents stays on screen.
    ///
    /// - Parameters:
    ///   - store: The store of the feature that holds the alert.
    ///   - toAlert: The key path to the optional alert.
    ///   - toAction: The case path of the action that carries the alert's actions.
    /// - Returns: This view, presenting the alert while the state holds one.
    public func alert<State, Action, ButtonAction>(
      _ store: Store<State, Action>,
      state toAlert: KeyPath<State, AlertState<ButtonAction>?>,
      action toAction: CasePath<Action, PresentationAction<ButtonAction>>
    ) -> some View {
      presenting(
        alert: store[dynamicMember: toAlert],
        current: { store[dynamicMember: toAlert]?.id },
        dismiss: { store.send(toAction.embed(.dismiss)) },
        send: { store.send(toAction.embed(.presented($0))) })
    }

    /// Presents the confirmation dialog a feature holds as optional state, with actions spelled
    /// as in TCA (`PresentationAction`): `.presented(action)` for a button's action, `.dismiss`
    /// when it closes without one.
    ///
    /// ```swift
    /// TrashView(store: store)
    ///   .confirmationDialog(store, state: \.dialog, action: /TrashScreen.Action.dialog)
    /// ```
    ///
    /// - Parameters:
    ///   - store: The store of the feature that holds the dialog.
    ///   - toDialog: The key path to the optional dialog.
    ///   - toAction: The case path of the action that carries the dialog's actions.
    /// - Returns: This view, presenting the dialog while the state holds one.
    public func confirmationDialog<State, Action, ButtonAction>(
      _ store: Store<State, Action>,
      state toDialog: KeyPath<State, ConfirmationDialogState<ButtonAction>?>,
      action toAction: CasePath<Action, PresentationAction<ButtonAction>>
    ) -> some View {
      presenting(
        dialog: store[dynamicMember: toDialog],
        current: { store[dynamicMember: toDialog]?.id },
        dismiss: { store.send(toAction.embed(.dismiss)) },
        send: { store.send(toAction.embed(.presented($0))) })
    }
  }

  // MARK: - Alerts and dialogs presented by a flow

  extension View {
    /// Presents the alert a flow presents as its modal, in the `alert` style: its title, message
    /// and buttons; a tapped button sends its action as the modal's action.
    ///
    /// ```swift
    /// NotesFlowView(store: store)
    ///   .alert(
    ///     store, state: /NotesFlow.Route.deleteAlert,
    ///     action: /NotesFlow.Route.Action.deleteAlert)
    /// ```
    ///
    /// A button with an action sends `.modalRoute(action(buttonAction))`, which dismisses the
    /// alert and reaches the flow's `navigation(for:)`. A button without one dismisses the alert
    /// as a sheet pulled down does, with `.navigation(.drop(id))`, if the flow still presents it.
    /// SwiftUI's own `isPresented = false` on a button tap, before the button's action (macOS)
    /// or after it (iOS), sends nothing: the action still reaches the flow, and a follow-up
    /// alert it presents, with the same route id or another, stays.
    /// Use one modifier per alert case of the flow's routes.
    ///
    /// - Parameters:
    ///   - store: The store of the flow.
    ///   - toAlert: The case path of the route case that holds the alert.
    ///   - toAction: The case path of the route action case that carries the buttons' actions.
    /// - Returns: This view, presenting the alert while the flow presents that route as an alert.
    public func alert<State, Action, ButtonAction>(
      _ store: Store<State, Action>,
      state toAlert: CasePath<State.Route, AlertState<ButtonAction>>,
      action toAction: CasePath<State.Route.Action, ButtonAction>
    ) -> some View
    where State: RoutingState, Action: RoutingAction, State.Route == Action.Route {
      let modal = store.modalBinding(style: .alert)
      return presenting(
        alert: modal.value.flatMap(toAlert.extract(from:)),
        current: { modal.value.flatMap(toAlert.extract(from:))?.id },
        dismiss: { if let route = modal.value { store.send(.navigation(.drop(route.id))) } },
        send: { store.send(.modalRoute(toAction.embed($0))) })
    }

    /// Presents the confirmation dialog a flow presents as its modal, in the `confirmationDialog`
    /// style; a tapped button sends its action as the modal's action.
    ///
    /// ```swift
    /// NotesFlowView(store: store)
    ///   .confirmationDialog(
    ///     store, state: /NotesFlow.Route.share, action: /NotesFlow.Route.Action.share)
    /// ```
    ///
    /// A button with an action sends `.modalRoute(action(buttonAction))`, which dismisses the
    /// dialog; a button without one, or a tap outside the dialog, dismisses it with
    /// `.navigation(.drop(id))`, once, if the flow still presents it.
    ///
    /// - Parameters:
    ///   - store: The store of the flow.
    ///   - toDialog: The case path of the route case that holds the dialog.
    ///   - toAction: The case path of the route action case that carries the buttons' actions.
    /// - Returns: This view, presenting the dialog while the flow presents that route as a dialog.
    public func confirmationDialog<State, Action, ButtonAction>(
      _ store: Store<State, Action>,
      state toDialog: CasePath<State.Route, ConfirmationDialogState<ButtonAction>>,
      action toAction: CasePath<State.Route.Action, ButtonAction>
    ) -> some View
    where State: RoutingState, Action: RoutingAction, State.Route == Action.Route {
      let modal = store.modalBinding(style: .confirmationDialog)
      return presenting(
        dialog: modal.value.flatMap(toDialog.extract(from:)),
        current: { modal.value.flatMap(toDialog.extract(from:))?.id },
        dismiss: { if let route = modal.value { store.send(.navigation(.drop(route.id))) } },
        send: { store.send(.modalRoute(toAction.embed($0))) })
    }
  }

  // MARK: - Presenting

  extension View {
    /// Shows `alert` while the state presents it (`current`, read again at each use); a tapped
    /// button sends its action with `send`, or `dismiss` when it has none. SwiftUI's own
    /// `isPresented = false` writes are decided by ``ButtonPresentationDismissal``.
    func presenting<ButtonAction>(
      alert: AlertState<ButtonAction>?,
      current: @escaping @MainActor () -> AlertState<ButtonAction>.ID?,
      dismiss: (@MainActor () -> Void)?,
      send: @escaping @MainActor (ButtonAction) -> Void
    ) -> some View {
      let dismissal = ButtonPresentationDismissal<AlertState<ButtonAction>.ID>()
      return self.alert(
        alert.map { String(state: $0.title) } ?? "",
        isPresented: Binding(
          presenting: alert?.id, current: current, dismissal: dismissal, dismiss: dismiss),
        presenting: alert,
        actions: { alert in
          ButtonStateButtons(presentation: alert) { index in
            dismissal.buttonTapped(in: alert.id)
            if let action = alert.action(forButtonAt: index) {
              send(action)
            } else if current() == alert.id {
              dismiss?()
            }
          }
        },
        message: { alert in alert.message.map { Text($0) } })
    }

    /// Shows `dialog` while the state presents it (`current`); a tapped button sends its action
    /// with `send`, or `dismiss` when it has none, as for an alert.
    func presenting<ButtonAction>(
      dialog: ConfirmationDialogState<ButtonAction>?,
      current: @escaping @MainActor () -> ConfirmationDialogState<ButtonAction>.ID?,
      dismiss: (@MainActor () -> Void)?,
      send: @escaping @MainActor (ButtonAction) -> Void
    ) -> some View {
      let dismissal = ButtonPresentationDismissal<ConfirmationDialogState<ButtonAction>.ID>()
      return confirmationDialog(
        dialog.map { String(state: $0.title) } ?? "",
        isPresented: Binding(
          presenting: dialog?.id, current: current, dismissal: dismissal, dismiss: dismiss),
        titleVisibility: dialog.map { Visibility($0.titleVisibility) } ?? .automatic,
        presenting: dialog,
        actions: { dialog in
          ButtonStateButtons(presentation: dialog) { index in
            dismissal.buttonTapped(in: dialog.id)
            if let action = dialog.action(forButtonAt: index) {
              send(action)
            } else if current() == dialog.id {
              dismiss?()
            }
          }
        },
        message: { dialog in dialog.message.map { Text($0) } })
    }
  }

  extension Binding where Value == Bool {
    /// Whether the state presents an alert or a dialog; SwiftUI's write of `false` for the
    /// presentation `shown` goes through `dismissal`, which absorbs it when a button handled
    /// that presentation (in either order) or the state moved on, and otherwise sends
    /// `dismiss` once at the end of the event (a dismissal without a button). When the state
    /// still presents something after the write (a follow-up, or an alert no action closed),
    /// the view is rendered again, so that SwiftUI shows it.
    ///
    /// `dismissal` is made with the `body` that made this binding and the buttons, so that a
    /// tap and SwiftUI's write for the same presentation meet there; this relies on SwiftUI
    /// writing in the same event as the tap, before it renders the view again (observed, not
    /// documented by Apple; modelled by `SwiftUIHost` in Checks/Tests/SwiftUIAdapterTests).
    @MainActor
    init<ID: Hashable>(
      presenting shown: ID?,
      current: @escaping @MainActor () -> ID?,
      dismissal: ButtonPresentationDismissal<ID>,
      dismiss: (@MainActor () -> Void)?
    ) {
      let refresh = ViewRefresh()
      refresh.track()
      _ = current()
      self.init(
        get: { @MainActor in current() != nil },
        set: { @MainActor isPresented in
          guard !isPresented else {
            if current() == nil { refresh.request() }
            return
          }
          switch dismissal.uiDismissed(shown, current: current()) {
          case .absorb:
            if current() != nil { refresh.request() }
          case .deferUntilEndOfEvent:
            // The end of SwiftUI's event: the button action of the macOS order, if any, is sent
            // in the same event, before this job of the main actor runs.
            Task { @MainActor in
              if dismissal.flush(current: current()), let dismiss {
                dismiss()
              } else if current() != nil {
                refresh.request()
              }
            }
          }
        })
    }
  }

  /// The buttons of an alert or a dialog: one `Button` per `ButtonState`, with its label and
  /// role; a tap calls `tapped` with the button's index.
  struct ButtonStateButtons<Presentation: ButtonStatePresentation>: View {
    let presentation: Presentation
    let tapped: @MainActor (Int) -> Void

    var body: some View {
      ForEach(presentation.buttons.indices, id: \.self) { index in
        Button(role: presentation.buttons[index].role.map { ButtonRole($0) }) {
          tapped(index)
        } label: {
          Text(presentation.buttons[index].label)
        }
      }
    }
  }

  // MARK: - Conversions

  extension Text {
    /// A text view that shows a `TextState` as it is, without localization.
    ///
    /// ```swift
    /// Text(alert.title)
    /// ```
    ///
    /// - Parameter state: The text.
    public init(_ state: TextState) {
      self.init(verbatim: String(state: state))
    }
  }

  extension ButtonRole {
    /// The SwiftUI role of a `ButtonState`'s role: cancel or destructive.
    ///
    /// ```swift
    /// Button(role: button.role.map(ButtonRole.init)) { tapped(button) } label: { Text(button.label) }
    /// ```
    ///
    /// - Parameter role: The role in state.
    public init(_ role: ButtonStateRole) {
      switch role {
      case .cancel: self = .cancel
      case .destructive: self = .destructive
      }
    }
  }

  extension Visibility {
    /// The SwiftUI visibility of a dialog's title.
    init(_ visibility: ConfirmationDialogStateTitleVisibility) {
      switch visibility {
      case .automatic: self = .automatic
      case .hidden: self = .hidden
      case .visible: self = .visible
      }
    }
  }
#endif
