#if (canImport(UIKit) && !os(watchOS) && !os(tvOS)) || REDUCER_ADAPTER_CHECK
  #if canImport(UIKit)
    import UIKit
  #endif

  // The UIKit calls of each step of a plan. Which steps, in which order, is decided by
  // `NavigationStackPlan.steps(to:)`; here each step only meets its UIKit method.

  extension UIKitNavigationRenderer {
    /// Applies the steps: the stacks and the selection at once, the dismissal, then the
    /// presentations one after the other; calls `done` once UIKit finished them all.
    func apply(_ steps: [NavigationStackPlan.Step], done: @escaping @MainActor () -> Void) {
      let group = CompletionGroup(done: done)
      var dismissal: Int?
      var presentations: [NavigationStackPlan.Modal] = []
      for step in steps {
        switch step {
        case let .dismiss(index): dismissal = index
        case let .present(modal): presentations.append(modal)
        case let .setTop(top): setTop(top, group: group)
        case let .push(screen, host): push(screen, on: host, group: group)
        case let .pop(host, count): pop(host, keeping: count, group: group)
        case let .setStack(host, screens): setStack(host, to: screens, group: group)
        case let .select(child): select(child: child)
        }
      }
      let token = group.enter()
      dismissModals(from: dismissal) { [weak self] in
        guard let self else { return group.leave(token) }
        self.present(presentations[...]) { group.leave(token) }
      }
      group.start()
    }

    // MARK: - Stacks

    private func push(
      _ screen: NavigationScreen,
      on host: NavigationStackPlan.Host,
      group: CompletionGroup
    ) {
      guard let stack = hosts[host] else { return }
      let controller = makeViewController(screen)
      stack.show(stack.screens + [screen], with: stack.controllers + [controller])
      stack.navigationController.pushViewController(controller, animated: animatesBatch)
      waitForTransition(of: stack.navigationController, group: group)
    }

    private func pop(_ host: NavigationStackPlan.Host, keeping count: Int, group: CompletionGroup) {
      guard let stack = hosts[host], count >= 1, count <= stack.controllers.count else { return }
      stack.keep(count)
      _ = stack.navigationController.popToViewController(
        stack.controllers[count - 1], animated: animatesBatch)
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
      stack.show(screens, with: controllers)
      stack.navigationController.setViewControllers(controllers, animated: animated)
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
        navigationController.delegate = proxy
        let stack = StackHost(navigationController)
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

    /// Dismisses the presented view controllers from `index` up, then calls `done`.
    private func dismissModals(from index: Int?, then done: @escaping @MainActor () -> Void) {
      guard let index, presented.indices.contains(index) else { return done() }
      let presenter = index == 0 ? rootController : presented[index - 1].controller
      presented.removeSubrange(index...)
      for host in hosts.keys {
        if case let .modal(position) = host, position >= index { hosts[host] = nil }
      }
      presenter.dismiss(animated: animatesBatch) { done() }
    }

    /// Presents the modals one after the other, each above the last one shown, then calls `done`.
    private func present(
      _ modals: ArraySlice<NavigationStackPlan.Modal>,
      then done: @escaping @MainActor () -> Void
    ) {
      guard let modal = modals.first else { return done() }
      let presenter = presented.last?.controller ?? rootController
      let controller = makePresentedController(for: modal, at: presented.count)
      if let popover = controller.popoverPresentationController, popover.sourceView == nil,
        popover.sourceItem == nil
      {
        popover.sourceView = presenter.view
      }
      controller.presentationController?.delegate = proxy
      presented.append(PresentedModal(screen: modal.screen, controller: controller))
      presenter.present(controller, animated: animatesBatch) { [weak self] in
        guard let self else { return done() }
        self.present(modals.dropFirst(), then: done)
      }
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
        navigationController.delegate = proxy
        let host = StackHost(navigationController)
        host.show(stack.screens, with: controllers)
        hosts[.modal(index)] = host
        controller = navigationController
      } else {
        controller = makeViewController(modal.screen)
      }
      controller.modalPresentationStyle = modalPresentationStyle(for: presentation)
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
      let controller = UIAlertController(
        title: alert.title, message: alert.message,
        preferredStyle: presentation == .actionSheet ? .actionSheet : .alert)
      for button in alert.buttons {
        let style: UIAlertAction.Style =
          switch button.role {
          case .cancel?: .cancel
          case .destructive?: .destructive
          case nil: .default
          }
        let action = button.action
        controller.addAction(
          UIAlertAction(title: button.title, style: style) { [weak self] _ in
            self?.userTappedButton(of: screen, action: action)
          })
      }
      return controller
    }
  }
#endif
