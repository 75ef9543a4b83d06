#if canImport(SwiftUI) || REDUCER_ADAPTER_CHECK
  #if canImport(SwiftUI)
    import SwiftUI
  #endif

  // MARK: - Alerts and dialogs held as optional state

  extension View {
    /// Presents the alert a feature holds as optional state, presented with `ifLet(_:action:)`:
    /// its title, message and buttons; a tapped button sends its action through the store.
    ///
    /// ```swift
    /// ItemsView(store: store)
    ///   .alert(store, state: \.alert, action: /Items.Action.alert)
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
      state toAlert: KeyPath<State, AlertState<ButtonAction>?> & Sendable,
      action toAction: CasePath<Action, ButtonAction>
    ) -> some View {
      presenting(
        alert: store[dynamicMember: toAlert],
        isPresented: Binding(
          reading: { store[dynamicMember: toAlert] != nil },
          writing: { isPresented in (store[dynamicMember: toAlert] != nil) != isPresented }),
        send: { store.send(toAction.embed($0)) })
    }

    /// Presents the confirmation dialog a feature holds as optional state, presented with
    /// `ifLet(_:action:)`; a tapped button sends its action through the store.
    ///
    /// ```swift
    /// ItemView(store: store)
    ///   .confirmationDialog(store, state: \.dialog, action: /Item.Action.dialog)
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
      state toDialog: KeyPath<State, ConfirmationDialogState<ButtonAction>?> & Sendable,
      action toAction: CasePath<Action, ButtonAction>
    ) -> some View {
      presenting(
        dialog: store[dynamicMember: toDialog],
        isPresented: Binding(
          reading: { store[dynamicMember: toDialog] != nil },
          writing: { isPresented in (store[dynamicMember: toDialog] != nil) != isPresented }),
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
    /// ItemsView(store: store)
    ///   .alert(store, state: \.alert, action: /Items.Action.alert)
    /// ```
    ///
    /// - Parameters:
    ///   - store: The store of the feature that holds the alert.
    ///   - toAlert: The key path to the optional alert.
    ///   - toAction: The case path of the action that carries the alert's actions.
    /// - Returns: This view, presenting the alert while the state holds one.
    public func alert<State, Action, ButtonAction>(
      _ store: Store<State, Action>,
      state toAlert: KeyPath<State, AlertState<ButtonAction>?> & Sendable,
      action toAction: CasePath<Action, PresentationAction<ButtonAction>>
    ) -> some View {
      presenting(
        alert: store[dynamicMember: toAlert],
        isPresented: Binding(
          dismissing: { store[dynamicMember: toAlert] != nil },
          send: { store.send(toAction.embed(.dismiss)) }),
        send: { store.send(toAction.embed(.presented($0))) })
    }

    /// Presents the confirmation dialog a feature holds as optional state, with actions spelled
    /// as in TCA (`PresentationAction`): `.presented(action)` for a button's action, `.dismiss`
    /// when it closes without one.
    ///
    /// ```swift
    /// ItemView(store: store)
    ///   .confirmationDialog(store, state: \.dialog, action: /Item.Action.dialog)
    /// ```
    ///
    /// - Parameters:
    ///   - store: The store of the feature that holds the dialog.
    ///   - toDialog: The key path to the optional dialog.
    ///   - toAction: The case path of the action that carries the dialog's actions.
    /// - Returns: This view, presenting the dialog while the state holds one.
    public func confirmationDialog<State, Action, ButtonAction>(
      _ store: Store<State, Action>,
      state toDialog: KeyPath<State, ConfirmationDialogState<ButtonAction>?> & Sendable,
      action toAction: CasePath<Action, PresentationAction<ButtonAction>>
    ) -> some View {
      presenting(
        dialog: store[dynamicMember: toDialog],
        isPresented: Binding(
          dismissing: { store[dynamicMember: toDialog] != nil },
          send: { store.send(toAction.embed(.dismiss)) }),
        send: { store.send(toAction.embed(.presented($0))) })
    }
  }

  extension Binding where Value == Bool {
    /// Whether something is presented; writing `false` while it still is (it closed without a
    /// button's action, which would have closed it first) sends `dismiss`.
    @MainActor
    init(
      dismissing isShown: @escaping @MainActor () -> Bool,
      send dismiss: @escaping @MainActor () -> Void
    ) {
      self.init(
        reading: isShown,
        writing: { isPresented in
          if !isPresented, isShown() { dismiss() }
          return isShown() != isPresented
        })
    }
  }

  // MARK: - Alerts and dialogs presented by a flow

  extension View {
    /// Presents the alert a flow presents as its modal, in the `alert` style: its title, message
    /// and buttons; a tapped button sends its action as the modal's action.
    ///
    /// ```swift
    /// FlowStack(store) { ... } destination: { ... }
    ///   .alert(
    ///     store, state: /ColorFlow.Route.deleteAlert,
    ///     action: /ColorFlow.Route.Action.deleteAlert)
    /// ```
    ///
    /// A button with an action sends `.modalRoute(action(buttonAction))`, which dismisses the
    /// alert and reaches the flow's `navigation(for:)`. A button without one dismisses the alert
    /// as a sheet pulled down does, with `.navigation(.drop(id))`, if the flow still presents it.
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
        isPresented: Binding(presenting: modal, as: toAlert),
        send: { store.send(.modalRoute(toAction.embed($0))) })
    }

    /// Presents the confirmation dialog a flow presents as its modal, in the `confirmationDialog`
    /// style; a tapped button sends its action as the modal's action.
    ///
    /// ```swift
    /// FlowStack(store) { ... } destination: { ... }
    ///   .confirmationDialog(
    ///     store, state: /ItemFlow.Route.share, action: /ItemFlow.Route.Action.share)
    /// ```
    ///
    /// A button with an action sends `.modalRoute(action(buttonAction))`, which dismisses the
    /// dialog; a button without one, or a tap outside the dialog, dismisses it with
    /// `.navigation(.drop(id))`, if the flow still presents it.
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
        isPresented: Binding(presenting: modal, as: toDialog),
        send: { store.send(.modalRoute(toAction.embed($0))) })
    }
  }

  // MARK: - Presenting

  extension View {
    /// Shows `alert` while `isPresented` is `true`; each button sends its action with `send`.
    func presenting<ButtonAction>(
      alert: AlertState<ButtonAction>?,
      isPresented: Binding<Bool>,
      send: @escaping @MainActor (ButtonAction) -> Void
    ) -> some View {
      self.alert(
        alert.map { String(state: $0.title) } ?? "",
        isPresented: isPresented,
        presenting: alert,
        actions: { ButtonStateButtons(presentation: $0, send: send) },
        message: { alert in alert.message.map { Text($0) } })
    }

    /// Shows `dialog` while `isPresented` is `true`; each button sends its action with `send`.
    func presenting<ButtonAction>(
      dialog: ConfirmationDialogState<ButtonAction>?,
      isPresented: Binding<Bool>,
      send: @escaping @MainActor (ButtonAction) -> Void
    ) -> some View {
      confirmationDialog(
        dialog.map { String(state: $0.title) } ?? "",
        isPresented: isPresented,
        titleVisibility: dialog.map { Visibility($0.titleVisibility) } ?? .automatic,
        presenting: dialog,
        actions: { ButtonStateButtons(presentation: $0, send: send) },
        message: { dialog in dialog.message.map { Text($0) } })
    }
  }

  extension Binding where Value == Bool {
    /// Whether a flow presents, in the style of `modal`, a route of the case `toCase`; writing
    /// `false` (the system dismissed it) dismisses the modal through `modal`.
    @MainActor
    init<Route, Presented>(
      presenting modal: NavigationBinding<Route?>,
      as toCase: CasePath<Route, Presented>
    ) {
      let isShown: @MainActor () -> Bool = { modal.value.flatMap(toCase.extract(from:)) != nil }
      self.init(
        reading: isShown,
        writing: { isPresented in
          isPresented ? !isShown() : modal.set(nil).needsRefresh
        })
    }
  }

  /// The buttons of an alert or a dialog: one `Button` per `ButtonState`, with its label and
  /// role; a tap sends the button's action, when it has one.
  struct ButtonStateButtons<Presentation: ButtonStatePresentation>: View {
    let presentation: Presentation
    let send: @MainActor (Presentation.Action) -> Void

    var body: some View {
      ForEach(presentation.buttons.indices, id: \.self) { index in
        Button(role: presentation.buttons[index].role.map { ButtonRole($0) }) {
          if let action = presentation.action(forButtonAt: index) { send(action) }
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
    /// Button(role: button.role.map(ButtonRole.init)) { ... } label: { Text(button.label) }
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
