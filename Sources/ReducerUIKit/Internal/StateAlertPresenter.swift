#if (canImport(UIKit) && !os(watchOS) && !os(tvOS)) || REDUCER_ADAPTER_CHECK
  #if canImport(UIKit)
    import UIKit
  #endif

  /// Presents from a view controller the alert (or dialog) a feature holds in its own state,
  /// while it holds it: what `UIViewController.presentAlert(_:state:action:)` and
  /// `presentConfirmationDialog(_:state:action:)` keep alive in their token.
  ///
  /// After each change of the alert's state, ``update()`` brings UIKit to it: dismisses an alert
  /// controller the state no longer holds, presents the one it holds if UIKit would take it
  /// (``presentationRefusal(from:)``, then what UIKit shows after the call), and otherwise
  /// waits for the next change or for the presenter's own transition to end. A tapped button's
  /// action is sent once, for the alert it belongs to.
  @MainActor
  final class StateAlertPresenter<Action> {
    /// The alert the state holds, with its identity, or `nil`; read through the store, so the
    /// observation that calls ``update()`` follows it.
    typealias Current = @MainActor () -> (id: AnyHashable, alert: AlertPresentation<Action>)?

    private weak var host: UIViewController?
    private let current: Current
    private let asActionSheet: Bool
    /// What a button without an action sends (`.dismiss` of a `PresentationAction`), if anything.
    private let dismissAction: Action?
    private let send: @MainActor (Action) -> Void
    /// The alert controller presented, and the identity of the alert it shows.
    private var shown: (id: AnyHashable, controller: UIAlertController)?

    private init(
      host: UIViewController, current: @escaping Current, asActionSheet: Bool,
      dismissAction: Action?, send: @escaping @MainActor (Action) -> Void
    ) {
      self.host = host
      self.current = current
      self.asActionSheet = asActionSheet
      self.dismissAction = dismissAction
      self.send = send
    }

    /// Follows the alert `current` reads from `store`, presenting it from `host`.
    ///
    /// - Returns: The observation's token, which keeps the presenter.
    static func follow<State>(
      _ store: Store<State, Action>,
      from host: UIViewController,
      asActionSheet: Bool,
      dismissAction: Action?,
      current: @escaping Current
    ) -> ObservationToken {
      let presenter = StateAlertPresenter(
        host: host, current: current, asActionSheet: asActionSheet,
        dismissAction: dismissAction, send: { _ = store.send($0) })
      return store.observe { presenter.update() }
    }

    /// Brings UIKit to the alert the state holds.
    func update() {
      let wanted = current()
      guard let host else { return }
      if let shown {
        let isOnScreen = shown.controller.presentingViewController != nil
        if wanted?.id == shown.id, isOnScreen { return }
        self.shown = nil
        if isOnScreen, !shown.controller.isBeingDismissed {
          // The state no longer holds it (or holds another): dismiss it, then show the next.
          shown.controller.dismiss(animated: true) { [weak self] in self?.update() }
          return
        }
      }
      guard let wanted else { return }
      if let reason = presentationRefusal(from: host) {
        return refused(wanted.alert, by: host, because: reason)
      }
      let id = wanted.id
      let controller = wanted.alert.makeController(asActionSheet: asActionSheet) {
        [weak self] action in self?.userTapped(action, inAlert: id)
      }
      host.present(controller, animated: true)
      guard host.presentedViewController === controller else {
        return refused(wanted.alert, by: host, because: "UIKit refused it")
      }
      shown = (id, controller)
    }

    /// The user tapped a button of the alert `id`, which UIKit dismisses.
    private func userTapped(_ action: Action?, inAlert id: AnyHashable) {
      guard let shown, shown.id == id else { return }
      self.shown = nil
      if let action = action ?? dismissAction { send(action) }
      // A state that still holds an alert (a button without an action, a follow-up alert) has
      // it presented again.
      update()
    }

    /// Leaves the state as it is: tries again once the presenter's own transition ends (an alert
    /// being dismissed), or at the next change; reports the refusal when the view is on screen.
    private func refused(
      _ alert: AlertPresentation<Action>, by host: UIViewController, because reason: String
    ) {
      let busy = host.presentedViewController ?? host
      if busy.isBeingDismissed || busy.isBeingPresented,
        let coordinator = busy.transitionCoordinator,
        coordinator.animate(
          alongsideTransition: nil, completion: { [weak self] _ in self?.update() })
      {
        return
      }
      guard host.viewIfLoaded?.window != nil else { return }
      Diagnostics.report(
        kind: "uikit.alertPresentationRefused",
        """
        UIKit cannot present the alert \(quotedOutsideText(alert.title ?? "")) from '\(host)' \
        now: \(reason). The state keeps the alert and nothing was sent; it is presented at the \
        next change of the state. This happens when the view controller presents another view \
        controller: present the alert from the one on top, or leave the other presentation to \
        the state.
        """, fileID: #fileID, line: #line)
    }
  }
#endif
