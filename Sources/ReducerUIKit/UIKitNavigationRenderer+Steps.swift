#if (canImport(UIKit) && !os(watchOS) && !os(tvOS)) || REDUCER_ADAPTER_CHECK
  #if canImport(UIKit)
    import UIKit
  #endif
  #if REDUCER_ADAPTER_CHECK
    import Foundation  // CGRect, which UIKit re-exports
  #endif

  // The UIKit calls of each step of a plan. Which steps, in which order, is decided by
  // `NavigationStackPlan.steps(to:)`; here each step only meets its UIKit method, and what UIKit
  // did is read back from its view controllers rather than assumed.

  extension UIKitNavigationRenderer {
    /// Applies the steps in three phases, each once the one before it has finished: the
    /// dismissal, the stacks and the selection, then the presentations one after the other;
    /// calls `done` once UIKit finished them all, or refused what it would not do.
    func apply(_ steps: [NavigationStackPlan.Step], done: @escaping @MainActor () -> Void) {
      var dismissal: Int?
      var stackSteps: [NavigationStackPlan.Step] = []
      var presentations: [NavigationStackPlan.Modal] = []
      for step in steps {
        switch step {
        case let .dismiss(index): dismissal = index
        case let .present(modal): presentations.append(modal)
        case .setTop, .push, .pop, .setStack, .select: stackSteps.append(step)
        }
      }
      // Where the first new modal goes in the chain: above the ones the batch keeps.
      let firstPosition = dismissal ?? presented.count
      dismissModals(from: dismissal) { [weak self] in
        guard let self else { return done() }
        self.whenNoTransitionInFlight {
          let group = CompletionGroup { [weak self] in
            guard let self else { return done() }
            self.whenNoTransitionInFlight {
              self.present(presentations[...], at: firstPosition, then: done)
            }
          }
          for step in stackSteps { self.applyStackStep(step, group: group) }
          group.start()
        }
      }
    }

    private func applyStackStep(_ step: NavigationStackPlan.Step, group: CompletionGroup) {
      switch step {
      case let .setTop(top): setTop(top, group: group)
      case let .push(screen, host): push(screen, on: host, group: group)
      case let .pop(host, count): pop(host, keeping: count, group: group)
      case let .setStack(host, screens): setStack(host, to: screens, group: group)
      case let .select(child): select(child: child)
      case .dismiss, .present: return
      }
    }

    // MARK: - Transitions in flight

    /// Every view controller the renderer drives: its root, its navigation controllers, the
    /// view controllers it presented.
    private var drivenControllers: [UIViewController] {
      [rootController] + hosts.values.map(\.navigationController) + presented.map(\.controller)
    }

    /// When a view controller the renderer drives has a transition in flight (a swipe back the
    /// user is making, a sheet they are pulling down, an animation), calls `then` once it ends,
    /// after reading what the user did; the renderer starts nothing meanwhile.
    ///
    /// - Returns: Whether it waits; `false` when nothing is in flight (`then` is not called).
    func waitForTransitionInFlight(_ then: @escaping @MainActor () -> Void) -> Bool {
      for controller in drivenControllers {
        guard let coordinator = controller.transitionCoordinator else { continue }
        isWaitingForTransition = true
        let isQueued = coordinator.animate(alongsideTransition: nil) { [weak self] context in
          guard let self else { return }
          self.isWaitingForTransition = false
          // A swipe back that finished: read it now, whether UIKit sends `didShow` before this
          // or after (a cancelled one changed nothing).
          if !context.isCancelled, let navigation = controller as? UINavigationController {
            self.navigationControllerDidShow(navigation)
          }
          then()
        }
        if isQueued { return true }
        isWaitingForTransition = false
      }
      return false
    }

    /// Calls `body` now, or once no transition the renderer drives is in flight.
    private func whenNoTransitionInFlight(_ body: @escaping @MainActor () -> Void) {
      if !waitForTransitionInFlight(body) { body() }
    }

    /// Reads back what UIKit shows after a batch: the presented view controllers that are still
    /// presented, and each stack as its navigation controller has it; records it in the plan.
    ///
    /// - Returns: Whether UIKit shows the whole plan.
    func recordWhatUIKitShows() -> Bool {
      var isComplete = true
      var next = rootController.presentedViewController
      var count = 0
      while count < presented.count, let controller = next,
        controller === presented[count].controller
      {
        count += 1
        next = controller.presentedViewController
      }
      if count < presented.count {
        presented.removeSubrange(count...)
        for host in hosts.keys {
          if case let .modal(position) = host, position >= count { hosts[host] = nil }
        }
      }
      // The modal chain as UIKit has it: the presented view controllers, each with its stack.
      let chain = presented.indices.map { index in
        NavigationStackPlan.Modal(
          screen: presented[index].screen,
          stack: hosts[.modal(index)].map { NavigationStackPlan.Stack(screens: $0.screens) })
      }
      if chain != plan.modals {
        plan.modals = chain
        isComplete = false
      }
      for (host, stack) in hosts {
        guard let planned = plan.stack(of: host), planned.screens != stack.screens else { continue }
        isComplete = false
        setPlannedScreens(of: host, to: stack.screens)
      }
      return isComplete
    }

    /// Records in the plan that a host's stack shows these screens.
    private func setPlannedScreens(
      of host: NavigationStackPlan.Host,
      to screens: [NavigationScreen]
    ) {
      switch (host, plan.top) {
      case (.top, .stack):
        plan.top = .stack(NavigationStackPlan.Stack(screens: screens))
      case (let .child(name), .container(var container)):
        guard let index = container.children.firstIndex(where: { $0.name == name }) else { return }
        container.children[index].stack.screens = screens
        plan.top = .container(container)
      case let (.modal(index), _):
        if plan.modals.indices.contains(index) { plan.modals[index].stack?.screens = screens }
      default:
        return
      }
    }

    // MARK: - Stacks

    private func push(
      _ screen: NavigationScreen,
      on host: NavigationStackPlan.Host,
      group: CompletionGroup
    ) {
      guard let stack = hosts[host] else { return }
      let controller = makeViewController(screen)
      let known = Array(zip(stack.screens, stack.controllers)) + [(screen, controller)]
      let asked = stack.controllers + [controller]
      stack.navigationController.pushViewController(controller, animated: animatesBatch)
      stack.sync(known: known, asked: asked)
      waitForTransition(of: stack.navigationController, group: group)
    }

    private func pop(_ host: NavigationStackPlan.Host, keeping count: Int, group: CompletionGroup) {
      guard let stack = hosts[host], count >= 1, count <= stack.controllers.count else { return }
      let target = stack.controllers[count - 1]
      guard stack.navigationController.viewControllers.contains(where: { $0 === target }) else {
        // UIKit raises an exception when asked to pop to a view controller it does not show.
        return setStack(host, to: Array(stack.screens.prefix(count)), group: group)
      }
      let known = Array(zip(stack.screens, stack.controllers))
      let asked = Array(stack.controllers.prefix(count))
      _ = stack.navigationController.popToViewController(target, animated: animatesBatch)
      stack.sync(known: known, asked: asked)
      waitForTransition(of: stack.navigationController, group: group)
    }

    private func setStack(
      _ host: NavigationStackPlan.Host,
      to screens: [NavigationScreen],
      group: CompletionGroup
    ) {
      guard let stack = hosts[host] else { return }
      let animated = animatesBatch && !stack.screens.isEmpty
      let controllers = stack.controllers(for: screens, making: makeViewController)
      let known = Array(zip(stack.screens, stack.controllers)) + Array(zip(screens, controllers))
      stack.navigationController.setViewControllers(controllers, animated: animated)
      stack.sync(known: known, asked: controllers)
      waitForTransition(of: stack.navigationController, group: group)
    }

    /// Leaves the group once the navigation controller's transition ends, or at once when it
    /// has none (not animated, or not on screen).
    private func waitForTransition(of controller: UIViewController, group: CompletionGroup) {
      let token = group.enter()
      guard let coordinator = controller.transitionCoordinator,
        coordinator.animate(alongsideTransition: nil, completion: { _ in group.leave(token) })
      else {
        group.leave(token)
        return
      }
    }

    // MARK: - The top

    private func setTop(_ top: NavigationStackPlan.Top, group: CompletionGroup) {
      switch (root, top) {
      case (_, .none):
        return
      case let (.navigation, .stack(stack)):
        setStack(.top, to: stack.screens, group: group)
      case let (.tabs(tabBarController), .container(container)):
        let controllers = setChildren(of: container, group: group)
        tabBarController.setViewControllers(controllers, animated: false)
        tabBarController.selectedIndex = container.selected ?? 0
      case let (.split(splitViewController), .container(container)):
        // A split view shows one to three columns: the first three children.
        let count = min(container.children.count, 3)
        guard let roles = NavigationStackPlan.columnRoles(count: count) else { return }
        let controllers = setChildren(of: container, group: group)
        for (controller, role) in zip(controllers, roles) {
          splitViewController.setViewController(controller, for: column(role))
        }
        if let selected = container.selected, roles.indices.contains(selected) {
          splitViewController.show(column(roles[selected]))
        }
      case (.navigation, .container), (.tabs, .stack), (.split, .stack):
        // A navigation controller shows a flow, a tab bar or split view controller a container
        // of flows (see the initializers): the screen stays as it is.
        return
      }
    }

    /// Makes (or keeps) the navigation controller of each child and shows its stack in it.
    ///
    /// - Returns: The children's navigation controllers, in order.
    private func setChildren(
      of container: NavigationStackPlan.Container,
      group: CompletionGroup
    ) -> [UIViewController] {
      let names = Set(container.children.map(\.name))
      for host in hosts.keys {
        if case let .child(name) = host, !names.contains(name) { hosts[host] = nil }
      }
      return container.children.map { child in
        let host = NavigationStackPlan.Host.child(child.name)
        if let stack = hosts[host] {
          setStack(host, to: child.stack.screens, group: group)
          return stack.navigationController
        }
        let controllers = child.stack.screens.map(makeViewController)
        let navigationController = UINavigationController(rootViewController: controllers[0])
        if controllers.count > 1 {
          navigationController.setViewControllers(controllers, animated: false)
        }
        let stack = makeHost(navigationController)
        stack.show(child.stack.screens, with: controllers)
        hosts[host] = stack
        return navigationController
      }
    }

    /// Shows the container's child at this position: selects the tab, or shows the column.
    private func select(child index: Int) {
      switch root {
      case .navigation:
        return
      case let .tabs(tabBarController):
        tabBarController.selectedIndex = index
      case let .split(splitViewController):
        // A select step keeps the container's children: the shown plan has the same columns.
        guard case let .container(container) = plan.top,
          let roles = NavigationStackPlan.columnRoles(count: min(container.children.count, 3)),
          roles.indices.contains(index)
        else { return }
        splitViewController.show(column(roles[index]))
      }
    }

    private func column(_ role: NavigationStackPlan.ColumnRole) -> UISplitViewController.Column {
      switch role {
      case .primary: .primary
      case .supplementary: .supplementary
      case .secondary: .secondary
      }
    }

    // MARK: - Modals

    /// Dismisses the presented view controllers from `index` up, then calls `done` once: when
    /// the dismissal ends, or at once when UIKit has nothing of it left to dismiss or refuses.
    private func dismissModals(from index: Int?, then done: @escaping @MainActor () -> Void) {
      guard let index, presented.indices.contains(index) else { return done() }
      let presenter = index == 0 ? rootController : presented[index - 1].controller
      let target = presented[index].controller
      let leaving = Array(presented[index...])
      let leavingHosts = hosts.filter { host, _ in
        if case let .modal(position) = host { return position >= index }
        return false
      }
      presented.removeSubrange(index...)
      for host in leavingHosts.keys { hosts[host] = nil }
      guard presenter.presentedViewController === target else { return done() }
      if target.isBeingDismissed {
        // The user is dismissing it (a sheet being pulled down): wait for that dismissal.
        guard let coordinator = target.transitionCoordinator,
          coordinator.animate(alongsideTransition: nil, completion: { _ in done() })
        else { return done() }
        return
      }
      var isDone = false
      presenter.dismiss(animated: animatesBatch) {
        guard !isDone else { return }
        isDone = true
        done()
      }
      if !target.isBeingDismissed, presenter.presentedViewController === target, !isDone {
        // Refused: UIKit never calls the completion of a dismissal it does not start. The modals
        // stay shown (and in the plan, once the batch ends); the renderer tries again once
        // unblocked.
        isDone = true
        isBlocked = true
        presented += leaving
        hosts.merge(leavingHosts) { kept, _ in kept }
        done()
      }
    }

    /// Presents the modals one after the other, each above the last one shown, then calls `done`;
    /// stops at the first one UIKit refuses, which waits for the renderer to be unblocked, and
    /// when the chain below is no longer the one planned (the user dismissed a modal meanwhile:
    /// the renderer catches up once the batch ends).
    ///
    /// - Parameters:
    ///   - modals: The modals to present, lowest first.
    ///   - position: The position of the first in the modal chain.
    ///   - done: Called once, when it stops.
    private func present(
      _ modals: ArraySlice<NavigationStackPlan.Modal>,
      at position: Int,
      then done: @escaping @MainActor () -> Void
    ) {
      guard let modal = modals.first, presented.count == position else { return done() }
      let presenter = presented.last?.controller ?? rootController
      if let reason = presentationRefusal(from: presenter) {
        return refused(modal, by: presenter, because: reason, then: done)
      }
      let index = presented.count
      let controller = makePresentedController(for: modal, at: index)
      anchorPopover(of: controller, in: presenter)
      let delegate = controller.presentationController.map { presentation in
        let delegate = PresentationDelegate(forwardingTo: presentation.delegate) {
          [weak self] presentation in self?.presentationControllerDidDismiss(presentation)
        }
        presentation.delegate = delegate
        return delegate
      }
      presented.append(
        PresentedModal(screen: modal.screen, controller: controller, delegate: delegate))
      var isDone = false
      presenter.present(controller, animated: animatesBatch) { [weak self] in
        guard !isDone else { return }
        isDone = true
        guard let self else { return done() }
        self.present(modals.dropFirst(), at: position + 1, then: done)
      }
      if presenter.presentedViewController !== controller, !isDone {
        // UIKit refused after all: it will never call the completion.
        isDone = true
        presented.removeSubrange(index...)
        hosts[.modal(index)] = nil
        refused(modal, by: presenter, because: "UIKit refused it", then: done)
      }
    }

    /// Gives up presenting a modal for now: the renderer tries again once the screen can take
    /// it. Reports a diagnostic unless the renderer's root is not on screen yet (the app
    /// connects before it shows the window, as documented).
    private func refused(
      _ modal: NavigationStackPlan.Modal,
      by presenter: UIViewController,
      because reason: String,
      then done: @escaping @MainActor () -> Void
    ) {
      isBlocked = true
      if rootController.viewIfLoaded?.window != nil {
        Diagnostics.report(
          kind: "uikit.presentationRefused",
          """
          UIKit cannot present \(modal.screen) from '\(presenter)' now: \(reason). The \
          renderer goes on, and presents it once a navigation controller it drives shows a view \
          controller, a modal is dismissed, or the state changes. This happens when the app \
          presents or dismisses view controllers over the renderer's root itself; leave the \
          modals to the state.
          """, fileID: #fileID, line: #line)
      }
      done()
    }

    /// Anchors a popover that has no anchor of its own to the middle of the presenter's view,
    /// without an arrow, rather than to the whole view.
    private func anchorPopover(of controller: UIViewController, in presenter: UIViewController) {
      guard let popover = controller.popoverPresentationController, popover.sourceView == nil,
        popover.sourceItem == nil
      else { return }
      let view: UIView = presenter.view
      popover.sourceView = view
      let bounds = view.bounds
      popover.sourceRect = CGRect(x: bounds.midX, y: bounds.midY, width: 0, height: 0)
      popover.permittedArrowDirections = []
    }

    /// The view controller that shows a modal: a navigation controller for a modal that is a
    /// flow, an alert controller for an alert or a dialog, or the factory's view controller.
    private func makePresentedController(
      for modal: NavigationStackPlan.Modal,
      at index: Int
    ) -> UIViewController {
      guard case let .modal(style) = modal.screen.kind else {
        return makeViewController(modal.screen)
      }
      let presentation = ModalPresentation(style)
      if presentation.isAlert, let alert = makeAlert(modal.screen) {
        return alertController(alert, for: modal.screen, as: presentation)
      }
      let controller: UIViewController
      if let stack = modal.stack {
        let controllers = stack.screens.map(makeViewController)
        let navigationController = UINavigationController(rootViewController: controllers[0])
        if controllers.count > 1 {
          navigationController.setViewControllers(controllers, animated: false)
        }
        let host = makeHost(navigationController)
        host.show(stack.screens, with: controllers)
        hosts[.modal(index)] = host
        controller = navigationController
        // The style and transitioning delegate the factory gave the modal's screen are the app's:
        // the navigation controller that wraps it is presented with them.
        let own = controllers[0]
        controller.modalPresentationStyle =
          own.modalPresentationStyle == .automatic
          ? modalPresentationStyle(for: presentation) : own.modalPresentationStyle
        controller.transitioningDelegate = own.transitioningDelegate
      } else {
        controller = makeViewController(modal.screen)
        // A style the factory set (a `.custom` presentation, a form sheet) is the app's.
        if controller.modalPresentationStyle == .automatic {
          controller.modalPresentationStyle = modalPresentationStyle(for: presentation)
        }
      }
      return controller
    }

    /// The presentation style of a view controller presented this way.
    private func modalPresentationStyle(
      for presentation: ModalPresentation
    ) -> UIModalPresentationStyle {
      switch presentation {
      case .sheet, .alert, .actionSheet: sheetPresentationStyle
      case .fullScreen: .fullScreen
      case .popover: .popover
      case let .custom(name): customPresentationStyle(name)
      }
    }

    /// An alert controller with the alert's text and buttons; a tapped button reports the alert
    /// removed with the button's action.
    private func alertController(
      _ alert: AlertPresentation<Action>,
      for screen: NavigationScreen,
      as presentation: ModalPresentation
    ) -> UIAlertController {
      alert.makeController(asActionSheet: presentation == .actionSheet) { [weak self] action in
        self?.userTappedButton(of: screen, action: action)
      }
    }
  }
#endif
