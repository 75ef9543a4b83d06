#if (canImport(UIKit) && !os(watchOS) && !os(tvOS)) || REDUCER_ADAPTER_CHECK
  #if canImport(UIKit)
    import UIKit
  #endif

  /// A navigation controller the renderer drives, with the screens it shows and their view
  /// controllers, in the same order as its `viewControllers`.
  @MainActor
  final class StackHost {
    /// The navigation controller.
    let navigationController: UINavigationController
    /// The screens it shows, bottom first.
    private(set) var screens: [NavigationScreen] = []
    /// The view controllers of ``screens``, in the same order.
    private(set) var controllers: [UIViewController] = []
    /// The navigation controller's delegate: the renderer's, forwarding to the app's.
    let delegate: NavigationDelegate

    /// A host for a navigation controller that shows nothing of the tree yet; becomes its
    /// delegate, forwarding to the delegate the app had set.
    ///
    /// - Parameters:
    ///   - navigationController: The navigation controller.
    ///   - didShow: Called after the navigation controller shows a view controller.
    init(
      _ navigationController: UINavigationController,
      didShow: @escaping @MainActor (UINavigationController) -> Void
    ) {
      self.navigationController = navigationController
      delegate = NavigationDelegate(forwardingTo: navigationController.delegate, didShow: didShow)
      navigationController.delegate = delegate
    }

    /// Records what the navigation controller shows after a call that may not have done what
    /// was asked (UIKit drops a push while a transition is in flight): its view controllers,
    /// from the bottom, as long as each is one this host knows, with its screen.
    ///
    /// - Parameter known: The screens and view controllers the host showed or asked for.
    /// - Returns: Whether the navigation controller shows exactly what was asked last.
    /// - Complexity: O(*n* · *m*) in the view controllers shown and known.
    @discardableResult
    func sync(known: [(NavigationScreen, UIViewController)], asked: [UIViewController]) -> Bool {
      let actual = navigationController.viewControllers
      var screens: [NavigationScreen] = []
      var kept: [UIViewController] = []
      for controller in actual {
        guard let pair = known.first(where: { $0.1 === controller }) else { break }
        screens.append(pair.0)
        kept.append(controller)
      }
      show(screens, with: kept)
      return actual.count == asked.count && zip(actual, asked).allSatisfy { $0 === $1 }
    }

    /// Records that the navigation controller now shows these screens with these controllers.
    ///
    /// - Parameters:
    ///   - screens: The screens, bottom first.
    ///   - controllers: Their view controllers, in the same order.
    func show(_ screens: [NavigationScreen], with controllers: [UIViewController]) {
      self.screens = screens
      self.controllers = controllers
    }

    /// Records that the navigation controller keeps only its first `count` screens.
    ///
    /// - Parameter count: The number of screens kept, from the bottom.
    func keep(_ count: Int) {
      screens = Array(screens.prefix(count))
      controllers = Array(controllers.prefix(count))
    }

    /// The view controllers for `screens`: the ones this host shows for the same screens, and new
    /// ones for the others.
    ///
    /// - Parameters:
    ///   - screens: The screens to show.
    ///   - make: Makes the view controller of a screen the host does not show.
    /// - Returns: The view controllers, in the order of `screens`.
    /// - Complexity: O(*n* · *m*) in the screens shown and the screens to show.
    func controllers(
      for screens: [NavigationScreen],
      making make: (NavigationScreen) -> UIViewController
    ) -> [UIViewController] {
      screens.map { screen in
        if let index = self.screens.firstIndex(of: screen) { return controllers[index] }
        return make(screen)
      }
    }

    /// How many of the view controllers the navigation controller shows are the first of this
    /// host's, when it shows fewer than the host expects and no other: a pop the user made.
    ///
    /// - Returns: The number of screens the user kept, or `nil` when the navigation controller
    ///   shows what the host expects, or something else than a part of it.
    func screensKeptByUser() -> Int? {
      let shown = navigationController.viewControllers
      guard shown.count < controllers.count,
        zip(shown, controllers).allSatisfy({ $0 === $1 })
      else { return nil }
      return shown.count
    }
  }
#endif
