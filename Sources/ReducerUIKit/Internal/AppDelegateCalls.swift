#if (canImport(UIKit) && !os(watchOS) && !os(tvOS)) || REDUCER_ADAPTER_CHECK
  #if canImport(UIKit)
    import UIKit
  #endif

  /// The renderer's calls of the app's own delegate methods, which it forwards.
  ///
  /// UIKit declares these methods as `optional` Objective-C requirements, called with `?` and
  /// skipped when the app's delegate does not implement them. Swift on Linux cannot declare an
  /// optional requirement, so the stand-ins of `UIKitAdapterCheck` declare them as required
  /// ones: each call is spelled once per side, the check's side calling the method the test's
  /// delegate implements. Each branch names the check that compiles it.
  @MainActor
  enum AppDelegateCalls {
    #if REDUCER_ADAPTER_CHECK
      static func willShow(
        _ app: (any UINavigationControllerDelegate)?,
        _ navigationController: UINavigationController,
        _ viewController: UIViewController, _ animated: Bool
      ) {
        app?.navigationController(
          navigationController, willShow: viewController, animated: animated)
      }

      static func didShow(
        _ app: (any UINavigationControllerDelegate)?,
        _ navigationController: UINavigationController,
        _ viewController: UIViewController, _ animated: Bool
      ) {
        app?.navigationController(navigationController, didShow: viewController, animated: animated)
      }

      static func shouldDismiss(
        _ app: (any UIAdaptivePresentationControllerDelegate)?,
        _ presentationController: UIPresentationController
      ) -> Bool? {
        app?.presentationControllerShouldDismiss(presentationController)
      }

      static func didAttemptToDismiss(
        _ app: (any UIAdaptivePresentationControllerDelegate)?,
        _ presentationController: UIPresentationController
      ) {
        app?.presentationControllerDidAttemptToDismiss(presentationController)
      }

      static func willDismiss(
        _ app: (any UIAdaptivePresentationControllerDelegate)?,
        _ presentationController: UIPresentationController
      ) {
        app?.presentationControllerWillDismiss(presentationController)
      }

      static func didDismiss(
        _ app: (any UIAdaptivePresentationControllerDelegate)?,
        _ presentationController: UIPresentationController
      ) {
        app?.presentationControllerDidDismiss(presentationController)
      }

      static func shouldSelect(
        _ app: (any UITabBarControllerDelegate)?, _ tabBarController: UITabBarController,
        _ viewController: UIViewController
      ) -> Bool? {
        app?.tabBarController(tabBarController, shouldSelect: viewController)
      }

      static func willShowColumn(
        _ app: (any UISplitViewControllerDelegate)?, _ split: UISplitViewController,
        _ column: UISplitViewController.Column
      ) {
        app?.splitViewController(split, willShow: column)
      }

      static func willHideColumn(
        _ app: (any UISplitViewControllerDelegate)?, _ split: UISplitViewController,
        _ column: UISplitViewController.Column
      ) {
        app?.splitViewController(split, willHide: column)
      }
    #else
      static func willShow(
        _ app: (any UINavigationControllerDelegate)?,
        _ navigationController: UINavigationController,
        _ viewController: UIViewController, _ animated: Bool
      ) {
        app?.navigationController?(
          navigationController, willShow: viewController, animated: animated)
      }

      static func didShow(
        _ app: (any UINavigationControllerDelegate)?,
        _ navigationController: UINavigationController,
        _ viewController: UIViewController, _ animated: Bool
      ) {
        app?.navigationController?(
          navigationController, didShow: viewController, animated: animated)
      }

      static func shouldDismiss(
        _ app: (any UIAdaptivePresentationControllerDelegate)?,
        _ presentationController: UIPresentationController
      ) -> Bool? {
        app?.presentationControllerShouldDismiss?(presentationController)
      }

      static func didAttemptToDismiss(
        _ app: (any UIAdaptivePresentationControllerDelegate)?,
        _ presentationController: UIPresentationController
      ) {
        app?.presentationControllerDidAttemptToDismiss?(presentationController)
      }

      static func willDismiss(
        _ app: (any UIAdaptivePresentationControllerDelegate)?,
        _ presentationController: UIPresentationController
      ) {
        app?.presentationControllerWillDismiss?(presentationController)
      }

      static func didDismiss(
        _ app: (any UIAdaptivePresentationControllerDelegate)?,
        _ presentationController: UIPresentationController
      ) {
        app?.presentationControllerDidDismiss?(presentationController)
      }

      static func shouldSelect(
        _ app: (any UITabBarControllerDelegate)?, _ tabBarController: UITabBarController,
        _ viewController: UIViewController
      ) -> Bool? {
        app?.tabBarController?(tabBarController, shouldSelect: viewController)
      }

      static func willShowColumn(
        _ app: (any UISplitViewControllerDelegate)?, _ split: UISplitViewController,
        _ column: UISplitViewController.Column
      ) {
        app?.splitViewController?(split, willShow: column)
      }

      static func willHideColumn(
        _ app: (any UISplitViewControllerDelegate)?, _ split: UISplitViewController,
        _ column: UISplitViewController.Column
      ) {
        app?.splitViewController?(split, willHide: column)
      }
    #endif
  }
#endif
