#if (canImport(UIKit) && !os(watchOS) && !os(tvOS)) || REDUCER_ADAPTER_CHECK
  #if canImport(UIKit)
    import UIKit
  #endif

  // MARK: - Alerts and dialogs a screen holds in its own state
  // The UIKit counterpart of ReducerSwiftUI's `.alert(store, state:action:)`: the same key path
  // and case path, the alert controller built by `AlertPresentation.makeController` as the
  // renderer builds a flow's alert routes, the state followed by `store.observe { }`.

  extension UIViewController {
    /// Presents, from this view controller, the alert a feature holds as optional state
    /// (presented with `ifLet(_:action:)`), while the state holds it; a tapped button sends its
    /// action through the store.
    ///
    /// ```swift
    /// final class NotesViewController: UIViewController {
    ///   let store: StoreOf<NotesList>
    ///   private var alertToken: ObservationToken?
    ///
    ///   override func viewDidLoad() {
    ///     super.viewDidLoad()
    ///     alertToken = presentAlert(store, state: \.alert, action: /NotesList.Action.alert)
    ///   }
    /// }
    /// ```
    ///
    /// A button with an action sends `action(buttonAction)`, and `ifLet` sets the alert to `nil`.
    /// When the state sets the alert to `nil` (or to another alert) while it shows, the alert
    /// controller is dismissed (and the other one presented). A button without an action sends
    /// nothing: the state keeps the alert and it is presented again, as in SwiftUI; give every
    /// button an action, the cancel button included, or use a `PresentationAction` case.
    ///
    /// If UIKit would refuse the presentation (this view controller's view is not in a window,
    /// it already presents a view controller, it is being presented or dismissed), nothing is
    /// presented and the state is unchanged: a `uikit.alertPresentationRefused` diagnostic says
    /// so when the view is in a window, and the alert is presented at the next change of the
    /// state, or as soon as what this view controller presents is dismissed. Call it in
    /// `viewDidLoad()` or later; an alert the state holds then is presented once the view shows.
    ///
    /// - Parameters:
    ///   - store: The store of the feature that holds the alert.
    ///   - toAlert: The key path to the optional alert.
    ///   - toAction: The case path of the action that carries the buttons' actions.
    /// - Returns: A token; keep it as long as the view controller shows the store. Cancelling or
    ///   releasing it stops following the state (an alert on screen stays).
    public func presentAlert<State, Action, ButtonAction>(
      _ store: Store<State, Action>,
      state toAlert: KeyPath<State, AlertState<ButtonAction>?>,
      action toAction: CasePath<Action, ButtonAction>
    ) -> ObservationToken {
      StateAlertPresenter.follow(
        store, from: self, asActionSheet: false, dismissAction: nil,
        current: {
          store[dynamicMember: toAlert].map {
            ($0.id, AlertPresentation($0) { toAction.embed($0) })
          }
        })
    }

    /// Presents, from this view controller, the alert a feature holds as optional state, with
    /// actions spelled as in TCA (`case alert(PresentationAction<Alert>)`): a tapped button
    /// sends `.presented(action)`; a button without an action sends `.dismiss`. Either sets the
    /// alert to `nil`.
    ///
    /// ```swift
    /// alertToken = presentAlert(store, state: \.alert, action: /TrashScreen.Action.alert)
    /// ```
    ///
    /// Otherwise as the `presentAlert(_:state:action:)` whose buttons send their own actions.
    ///
    /// - Parameters:
    ///   - store: The store of the feature that holds the alert.
    ///   - toAlert: The key path to the optional alert.
    ///   - toAction: The case path of the action that carries the alert's actions.
    /// - Returns: A token; keep it as long as the view controller shows the store.
    public func presentAlert<State, Action, ButtonAction>(
      _ store: Store<State, Action>,
      state toAlert: KeyPath<State, AlertState<ButtonAction>?>,
      action toAction: CasePath<Action, PresentationAction<ButtonAction>>
    ) -> ObservationToken {
      StateAlertPresenter.follow(
        store, from: self, asActionSheet: false, dismissAction: toAction.embed(.dismiss),
        current: {
          store[dynamicMember: toAlert].map {
            ($0.id, AlertPresentation($0) { toAction.embed(.presented($0)) })
          }
        })
    }

    /// Presents, from this view controller, the confirmation dialog a feature holds as optional
    /// state, as an action sheet, while the state holds it; a tapped button sends its action.
    ///
    /// ```swift
    /// dialogToken = presentConfirmationDialog(
    ///   store, state: \.dialog, action: /NotesList.Action.dialog)
    /// ```
    ///
    /// As for an alert, give every button an action: the state keeps a dialog that no action
    /// dismissed, and it is presented again. On an iPad an action sheet is a popover: set its
    /// anchor in UIKit's way if the view controller's view is not the right one.
    ///
    /// - Parameters:
    ///   - store: The store of the feature that holds the dialog.
    ///   - toDialog: The key path to the optional dialog.
    ///   - toAction: The case path of the action that carries the buttons' actions.
    /// - Returns: A token; keep it as long as the view controller shows the store.
    public func presentConfirmationDialog<State, Action, ButtonAction>(
      _ store: Store<State, Action>,
      state toDialog: KeyPath<State, ConfirmationDialogState<ButtonAction>?>,
      action toAction: CasePath<Action, ButtonAction>
    ) -> ObservationToken {
      StateAlertPresenter.follow(
        store, from: self, asActionSheet: true, dismissAction: nil,
        current: {
          store[dynamicMember: toDialog].map {
            ($0.id, AlertPresentation($0) { toAction.embed($0) })
          }
        })
    }

    /// Presents, from this view controller, the confirmation dialog a feature holds as optional
    /// state, with actions spelled as in TCA (`PresentationAction`): `.presented(action)` for a
    /// button's action, `.dismiss` for a button without one.
    ///
    /// ```swift
    /// dialogToken = presentConfirmationDialog(
    ///   store, state: \.dialog, action: /TrashScreen.Action.dialog)
    /// ```
    ///
    /// - Parameters:
    ///   - store: The store of the feature that holds the dialog.
    ///   - toDialog: The key path to the optional dialog.
    ///   - toAction: The case path of the action that carries the dialog's actions.
    /// - Returns: A token; keep it as long as the view controller shows the store.
    public func presentConfirmationDialog<State, Action, ButtonAction>(
      _ store: Store<State, Action>,
      state toDialog: KeyPath<State, ConfirmationDialogState<ButtonAction>?>,
      action toAction: CasePath<Action, PresentationAction<ButtonAction>>
    ) -> ObservationToken {
      StateAlertPresenter.follow(
        store, from: self, asActionSheet: true, dismissAction: toAction.embed(.dismiss),
        current: {
          store[dynamicMember: toDialog].map {
            ($0.id, AlertPresentation($0) { toAction.embed(.presented($0)) })
          }
        })
    }
  }
#endif
