#if (canImport(UIKit) && !os(watchOS) && !os(tvOS)) || REDUCER_ADAPTER_CHECK
  #if canImport(UIKit)
    import UIKit
  #endif

  /// The text and buttons of an alert or a confirmation dialog route, with the store action each
  /// button sends: what ``UIKitNavigationRenderer`` shows in a `UIAlertController`.
  ///
  /// Make one from the route's `AlertState` (or `ConfirmationDialogState`) and the way its buttons'
  /// actions reach the store, in the renderer's `alert` factory:
  ///
  /// ```swift
  /// alert: { screen in
  ///   guard case let .deleteAlert(alert)? = store.state.navigation.modal else { return nil }
  ///   return AlertPresentation(alert) { .modalRoute(.deleteAlert($0)) }
  /// }
  /// ```
  ///
  /// When the user taps a button, the renderer reports the alert removed with the button's
  /// action, through `NavigationConnection.userDidRemove(_:action:fileID:line:)`: the store
  /// receives the action if the state still presents that alert, and the flow dismisses the alert
  /// in the same `send`. A button without an action reports the removal action of the alert's
  /// address (`.navigation(.drop(id))` for the top flow), as a sheet pulled down does.
  public struct AlertPresentation<Action> {
    /// The title, or `nil` for none.
    ///
    /// ```swift
    /// AlertPresentation(alert) { .modalRoute(.deleteAlert($0)) }.title  // "Delete milk?"
    /// ```
    public var title: String?
    /// The message, or `nil` for none.
    ///
    /// ```swift
    /// presentation.message = "This cannot be undone."
    /// ```
    public var message: String?
    /// The buttons, in order.
    ///
    /// ```swift
    /// presentation.buttons.append(.init(title: "Cancel", role: .cancel))
    /// ```
    public var buttons: [Button]

    /// One button of an alert or a dialog.
    ///
    /// ```swift
    /// AlertPresentation.Button(title: "Delete", role: .destructive, action: .deleteTapped)
    /// ```
    public struct Button {
      /// The button's text.
      ///
      /// ```swift
      /// presentation.buttons[0].title  // "Delete"
      /// ```
      public var title: String
      /// What the button means (cancel, destructive), or `nil` for an ordinary button: the
      /// alert action's style.
      ///
      /// ```swift
      /// presentation.buttons[0].role  // .destructive, shown in red
      /// ```
      public var role: ButtonStateRole?
      /// The action the store receives when the button is tapped, or `nil` for a button that only
      /// closes the alert.
      ///
      /// ```swift
      /// presentation.buttons[0].action  // .modalRoute(.deleteAlert(.confirm("milk")))
      /// ```
      public var action: Action?

      /// Creates a button.
      ///
      /// ```swift
      /// AlertPresentation.Button(title: "Cancel", role: .cancel)
      /// ```
      ///
      /// - Parameters:
      ///   - title: The button's text.
      ///   - role: What the button means, or `nil` for an ordinary button.
      ///   - action: The action tapping it sends, or `nil` for one that only closes the alert.
      public init(title: String, role: ButtonStateRole? = nil, action: Action? = nil) {
        self.title = title
        self.role = role
        self.action = action
      }
    }

    /// Creates an alert from its parts.
    ///
    /// ```swift
    /// AlertPresentation(title: "Delete?", message: nil, buttons: [.init(title: "OK")])
    /// ```
    ///
    /// - Parameters:
    ///   - title: The title, or `nil`.
    ///   - message: The message, or `nil`.
    ///   - buttons: The buttons, in order. An empty list shows one "OK" button that only closes
    ///     the alert, so that the user can always close it.
    public init(title: String?, message: String?, buttons: [Button]) {
      self.title = title
      self.message = message
      self.buttons = buttons.isEmpty ? [Button(title: "OK")] : buttons
    }

    /// Creates the presentation of an alert held in state.
    ///
    /// ```swift
    /// AlertPresentation(alert) { .modalRoute(.deleteAlert($0)) }
    /// ```
    ///
    /// - Parameters:
    ///   - alert: The alert: its title, message and buttons.
    ///   - action: The store action that carries a button's action: the modal's action, in the
    ///     route's case.
    public init<ButtonAction>(
      _ alert: AlertState<ButtonAction>,
      action: (ButtonAction) -> Action
    ) {
      self.init(
        title: String(state: alert.title),
        message: alert.message.map { String(state: $0) },
        buttons: Self.buttons(alert.buttons, action: action))
    }

    /// Creates the presentation of a confirmation dialog held in state, shown as an action sheet.
    ///
    /// ```swift
    /// AlertPresentation(dialog) { .modalRoute(.shareDialog($0)) }
    /// ```
    ///
    /// - Parameters:
    ///   - dialog: The dialog: its title (unless its visibility is `.hidden`), message and
    ///     buttons.
    ///   - action: The store action that carries a button's action.
    public init<ButtonAction>(
      _ dialog: ConfirmationDialogState<ButtonAction>,
      action: (ButtonAction) -> Action
    ) {
      let title: String? =
        switch dialog.titleVisibility {
        case .hidden: nil
        case .automatic, .visible: String(state: dialog.title)
        }
      self.init(
        title: title,
        message: dialog.message.map { String(state: $0) },
        buttons: Self.buttons(dialog.buttons, action: action))
    }

    private static func buttons<ButtonAction>(
      _ buttons: [ButtonState<ButtonAction>],
      action: (ButtonAction) -> Action
    ) -> [Button] {
      buttons.map { button in
        Button(
          title: String(state: button.label),
          role: button.role,
          action: button.action.action.map(action))
      }
    }
  }
#endif
