#if (canImport(UIKit) && !os(watchOS) && !os(tvOS)) || REDUCER_ADAPTER_CHECK
  #if canImport(UIKit)
    import UIKit
  #endif

  // What the user changes by themselves: a swipe back, a sheet pulled down, an alert button, a
  // tab. Each is recorded in the plan of what UIKit shows and reported to the store; the state
  // decides, and the renderer is sent what brings the screen back to it.

  extension UIKitNavigationRenderer {
    /// A navigation controller showed a view controller: when it shows fewer than the renderer
    /// put there, the user went back. Otherwise the navigation controller is on screen, and what
    /// UIKit refused before is tried again.
    ///
    /// While a swipe back is in flight, `viewControllers` already lacks the view controller the
    /// swipe may still put back (if the user cancels): the renderer reads the stack once the
    /// swipe ends, in its coordinator's completion.
    func navigationControllerDidShow(_ navigationController: UINavigationController) {
      if let coordinator = navigationController.transitionCoordinator, coordinator.isInteractive,
        coordinator.animate(
          alongsideTransition: nil,
          completion: { [weak self] context in
            guard let self else { return }
            if context.isCancelled { return self.unblock() }
            self.navigationControllerDidShow(navigationController)
          })
      {
        return
      }
      guard
        let (host, stack) = hosts.first(where: {
          $0.value.navigationController === navigationController
        }),
        let count = stack.screensKeptByUser()
      else { return unblock() }
      let reports = NavigationStackPlan.Stack(screens: stack.screens).removals(keeping: count)
      stack.keep(count)
      userRemoved(.popped(host, keeping: count), reports: reports.map { ($0, nil) })
    }

    /// The user dismissed a presented view controller: a sheet pulled down, a popover or an
    /// action sheet closed by a tap outside it.
    func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
      let controller = presentationController.presentedViewController
      guard let index = presented.firstIndex(where: { $0.controller === controller }) else {
        return unblock()
      }
      userDismissedModal(at: index, action: nil)
    }

    /// A split view controller is about to show a column: in a collapsed split view, showing the
    /// primary column is the user going back from the selected column, which the renderer
    /// reports with the `closeColumn` action of that column.
    func splitWillShow(_ column: UISplitViewController.Column, collapsed: Bool) {
      guard collapsed, column == .primary, case var .container(container) = plan.top,
        let selected = container.selected, selected > 0
      else { return }
      let name = container.children[selected].name
      // UIKit shows the primary column: so does the plan, until the state says otherwise.
      container.selected = 0
      plan.top = .container(container)
      isBlocked = false
      if let action = closeColumn(name), let link {
        isReporting = true
        link.send(action)
        isReporting = false
      }
      catchUpWithShownTree()
      applyNextBatch()
    }

    /// The user tapped a button of an alert, which UIKit dismissed.
    func userTappedButton(of screen: NavigationScreen, action: Action?) {
      guard let index = presented.firstIndex(where: { $0.screen == screen }) else { return }
      userDismissedModal(at: index, action: action)
    }

    /// The user tapped a tab: sends the tab's action, and lets the state select it.
    ///
    /// - Returns: Whether UIKit selects the tab itself: never for a tab of the renderer's.
    func shouldSelectTab(_ viewController: UIViewController) -> Bool {
      let tab = hosts.first { host, stack in
        if case .child = host { return stack.navigationController === viewController }
        return false
      }
      guard case let .child(name)? = tab?.key else { return true }
      // Without a connection made by `connect(to:)` the tab stays as the state has it.
      guard let action = tabSelection(name), let link else { return false }
      link.send(action)
      return false
    }

    private func userDismissedModal(at index: Int, action: Action?) {
      let screen = presented[index].screen
      presented.removeSubrange(index...)
      for host in hosts.keys {
        if case let .modal(position) = host, position >= index { hosts[host] = nil }
      }
      userRemoved(.dismissed(screen), reports: [(screen.address, action)])
    }

    /// Records a removal in the plan (once the batch being applied ends, if one is), reports the
    /// routes, and brings UIKit back to the state where the state keeps what the user removed.
    private func userRemoved(
      _ removal: UserRemoval,
      reports: [(address: NavigationTree.Address, action: Action?)]
    ) {
      if isApplying {
        removalsWhileApplying.append(removal)
      } else {
        record(removal)
      }
      // Batches the reports bring wait until all are sent: the user made them at once.
      isBlocked = false
      isReporting = true
      for report in reports { self.report(report.address, action: report.action) }
      isReporting = false
      catchUpWithShownTree()
      applyNextBatch()
    }

    /// Records in the plan of what UIKit shows a removal the user made.
    func record(_ removal: UserRemoval) {
      switch removal {
      case let .popped(host, count):
        _ = plan.userPopped(host, keeping: count)
      case let .dismissed(screen):
        if let index = plan.modals.firstIndex(where: { $0.screen == screen }) {
          _ = plan.userDismissed(modalAt: index)
        }
      }
    }

    /// Reports a route the user removed to the connection, and removes it from ``shown`` when the
    /// connection does: now, or once it confirmed the batch it waits for.
    ///
    /// The removal action is the one given (an alert button's), else the connection's
    /// `removalAction`, else the one `RoutedScreen.show(_:root:route:)` found when a `screen:`
    /// factory made the route's view controller. Without a connection made by `connect(to:)`,
    /// or without a removal action for the route, the store is not told: the route stays in ``shown``, and the renderer shows it again.
    ///
    /// A removal the user made while a batch waits to start (for the transition of that very
    /// gesture to end) is held until the batch is confirmed, and reported only if the batch left
    /// the route as the user saw it: routes the state pushed above it meanwhile were never shown,
    /// so the user did not remove them. Otherwise the state moved on, and the renderer shows it.
    func report(_ address: NavigationTree.Address, action: Action?, deferring: Bool = true) {
      guard let link,
        let action = action ?? link.removalAction(address)
          ?? screenRemovals?.action(at: address, as: Action.self)
      else { return }
      if deferring, link.isAwaitingConfirmation(), !isApplying, !queue.isEmpty,
        let removed = shown.removal(of: address)?.removed
      {
        reportsAwaitingBatch.append(HeldReport(address: address, action: action, removed: removed))
        return
      }
      if link.isAwaitingConfirmation() {
        reportsAwaitingConfirmation.append(address)
      } else if let change = shown.change(removing: address) {
        shown.apply(change)
      }
      link.report(address, action)
    }
  }
#endif
