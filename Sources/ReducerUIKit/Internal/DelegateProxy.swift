#if (canImport(UIKit) && !os(watchOS) && !os(tvOS)) || REDUCER_ADAPTER_CHECK
  #if canImport(UIKit)
    import UIKit
  #endif

  /// The delegate the renderer gives the navigation controllers, presentation controllers and tab
  /// bar controller it drives: it hands what UIKit tells it to the renderer, which is generic and
  /// so cannot be an Objective-C delegate itself.
  @MainActor
  final class DelegateProxy: NSObject, UINavigationControllerDelegate,
    UIAdaptivePresentationControllerDelegate, UITabBarControllerDelegate
  {
    /// Called after a navigation controller shows a view controller: a push, a pop, or a swipe
    /// back the user made.
    var didShow: (@MainActor (UINavigationController) -> Void)?
    /// Called after the user dismissed a presented view controller (a sheet pulled down, a
    /// popover tapped outside); UIKit does not call it for a dismissal made in code.
    var didDismiss: (@MainActor (UIPresentationController) -> Void)?
    /// Asked when the user taps a tab: whether UIKit selects it.
    var shouldSelect: (@MainActor (UIViewController) -> Bool)?

    func navigationController(
      _ navigationController: UINavigationController,
      didShow viewController: UIViewController,
      animated: Bool
    ) {
      didShow?(navigationController)
    }

    func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
      didDismiss?(presentationController)
    }

    func tabBarController(
      _ tabBarController: UITabBarController,
      shouldSelect viewController: UIViewController
    ) -> Bool {
      shouldSelect?(viewController) ?? true
    }
  }
#endif
