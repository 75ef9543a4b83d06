import ReducerCore
import ReducerRouting
@testable import UIKitAdapterCheck

// What the UIKit adapter tests share: view controllers that know their screen, what the UIKit
// fakes show read back as screens, what the state says they should show, and the diagnostics
// reported meanwhile.

/// A view controller made by the tests' factories: it knows the screen it shows.
@MainActor
final class ScreenController: UIViewController {
  let screen: NavigationScreen

  init(screen: NavigationScreen) {
    self.screen = screen
    super.init()
    title = screen.name
  }
}

/// What a window shows, as screens: the stacks and the chain of presented view controllers.
struct ShownScreens: Equatable, CustomStringConvertible {
  /// The root navigation controller's stack.
  var stack: [NavigationScreen?]
  /// The presented view controllers, lowest first: a modal flow's stack, or one screen.
  var modals: [[NavigationScreen?]]

  var description: String {
    "stack \(stack.map { $0?.description ?? "?" }), modals \(modals.map { $0.map { $0?.description ?? "?" } })"
  }
}

@MainActor
enum UIKitHarness {
  /// The screen a view controller shows, if the tests' factory made it.
  static func screen(of controller: UIViewController) -> NavigationScreen? {
    (controller as? ScreenController)?.screen
  }

  /// What a navigation controller at the root of a window shows, with what it presents.
  static func shown(by navigationController: UINavigationController) -> ShownScreens {
    let modals = FakeUIKit.presentedChain(from: navigationController).map { controller in
      if let navigation = controller as? UINavigationController {
        return navigation.viewControllers.map(screen(of:))
      }
      return [screen(of: controller)]
    }
    return ShownScreens(
      stack: navigationController.viewControllers.map(screen(of:)), modals: modals)
  }

  /// What a stack-based UI shows for this state, by the plan both adapters follow.
  static func expected<State>(for state: State) -> ShownScreens {
    let plan = NavigationStackPlan(NavigationTree(of: state))
    let stack: [NavigationScreen?]
    if case let .stack(top) = plan.top { stack = top.screens } else { stack = [] }
    return ShownScreens(
      stack: stack,
      modals: plan.modals.map { modal in modal.stack?.screens ?? [modal.screen] })
  }

  /// Runs `body` with the diagnostics it reports collected rather than printed.
  ///
  /// - Returns: The diagnostics, in order.
  static func collectingDiagnostics(_ body: () throws -> Void) rethrows -> [Diagnostic] {
    let collected = LockedValue<[Diagnostic]>([])
    try Diagnostics.$handler.withValue(
      DiagnosticHandler { diagnostic in collected.withLock { $0.append(diagnostic) } }
    ) {
      try body()
    }
    return collected.withLock { $0 }
  }
}

/// The colour list of the example (its reducers, in UIKitAdapterCheck) in a navigation
/// controller on screen, driven by a renderer whose factory makes `ScreenController`s.
@MainActor
final class ColorListOnScreen {
  let store: StoreOf<AppFlow>
  let navigationController = UINavigationController()
  let window = UIWindow(frame: .zero)
  let renderer: UIKitNavigationRenderer<AppFlow.Action>
  var connection: NavigationConnection<AppFlow.State, AppFlow.Action>?

  /// Connects, then shows the navigation controller in a window (the documented order), unless
  /// `inWindow` is `false`.
  init(
    state: AppFlow.State = AppFlow.State(),
    inWindow: Bool = true,
    makeViewController: @escaping @MainActor (NavigationScreen) -> UIViewController = {
      ScreenController(screen: $0)
    }
  ) {
    store = Store(initialState: state) { AppFlow() }
    renderer = UIKitNavigationRenderer<AppFlow.Action>(
      navigationController: navigationController, viewController: makeViewController)
    connection = renderer.connect(to: store) { [store] address in
      AddressRemovals.removal(of: address, in: store)
    }
    if inWindow { show() }
  }

  /// Puts the navigation controller in the window, and lets UIKit settle.
  func show() {
    window.rootViewController = navigationController
    FakeUIKit.runUntilIdle()
  }

  var shown: ShownScreens { UIKitHarness.shown(by: navigationController) }
  var expected: ShownScreens { UIKitHarness.expected(for: store.state) }
}

/// The actions that remove the colour list's routes, found by walking an address down the app's
/// flows: what an app that makes its screens with the `viewController:` factory (which gets no
/// stores) writes for `connect(to:removalAction:)`. The harness keeps that factory, so that the
/// tests go on checking it works.
@MainActor
enum AddressRemovals {
  /// The action that removes the route at `address`, from the flow that holds it.
  static func removal(
    of address: NavigationTree.Address, in store: StoreOf<AppFlow>
  ) -> AppFlow.Action? {
    if let action = AppFlow.Action.removal(of: address) { return action }
    let inner = NavigationTree.Address(Array(address.steps.dropFirst()))
    switch address.steps.first {
    case let .route(id)?:
      guard let id = id.base as? AppFlow.Route.ID, let route = store.navigation.stack[id: id]
      else { return nil }
      return nestedRemoval(of: inner, in: route).map { .route(id, $0) }
    case let .modal(id)?:
      guard let id = id.base as? AppFlow.Route.ID, let modal = store.navigation.modal,
        modal.id == id
      else { return nil }
      return nestedRemoval(of: inner, in: modal).map { .modalRoute($0) }
    case .field?, .child?, nil:
      return nil
    }
  }

  private static func nestedRemoval(
    of address: NavigationTree.Address, in route: AppFlow.Route
  ) -> AppFlow.Route.Action? {
    switch route {
    case let .color(color): colorRemoval(of: address, in: color).map { .color($0) }
    case .settings: SettingsFlow.Action.removal(of: address).map { .settings($0) }
    case .list, .info: nil
    }
  }

  private static func colorRemoval(
    of address: NavigationTree.Address, in color: ColorDetailFlow.State
  ) -> ColorDetailFlow.Action? {
    if let action = ColorDetailFlow.Action.removal(of: address) { return action }
    guard case let .route(id)? = address.steps.first, let id = id.base as? String,
      case .settings? = color.navigation.stack[id: id]
    else { return nil }
    let inner = NavigationTree.Address(Array(address.steps.dropFirst()))
    return SettingsFlow.Action.removal(of: inner).map { .route(id, .settings($0)) }
  }
}
