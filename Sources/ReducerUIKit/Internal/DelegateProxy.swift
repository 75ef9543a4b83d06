#if (canImport(UIKit) && !os(watchOS) && !os(tvOS)) || REDUCER_ADAPTER_CHECK
  #if canImport(UIKit)
    import UIKit
  #endif

  // The delegates the renderer gives the UIKit objects it drives: each hands what UIKit tells it
  // to the renderer (which is generic, and so cannot be an Objective-C delegate itself), and
  // keeps the delegate the app had set, to which it forwards every call: the ones it implements
  // by calling the app's method (AppDelegateCalls.swift), the others through Objective-C message
  // forwarding (`responds(to:)` and `forwardingTarget(for:)`), so that the app's animation
  // controllers, adaptive styles and other optional methods keep working.

  /// A delegate that forwards to the app's delegate what it does not implement itself.
  ///
  /// The app's delegate is kept as `AnyObject`: not every delegate protocol refines
  /// `NSObjectProtocol` (`UISplitViewControllerDelegate` does not, unlike the navigation, tab bar
  /// and presentation delegates), and an Objective-C protocol's existential is always an object.
  /// Forwarding asks `responds(to:)`, which only an `NSObjectProtocol` object answers: on Apple
  /// platforms every Objective-C object does (`NSObject` and Swift's root class both adopt it),
  /// and one that did not would still get the calls the subclasses make themselves.
  @MainActor
  class ForwardingDelegate: NSObject {
    /// The delegate the app had set, held weakly as UIKit holds delegates.
    nonisolated(unsafe) weak var appDelegate: AnyObject?

    init(forwardingTo appDelegate: AnyObject?) {
      self.appDelegate = appDelegate
      super.init()
    }

    /// The app's delegate, if it answers `responds(to:)`.
    private nonisolated var forwardee: (any NSObjectProtocol)? {
      appDelegate as? any NSObjectProtocol
    }

    nonisolated override func responds(to aSelector: Selector!) -> Bool {
      super.responds(to: aSelector) || (forwardee?.responds(to: aSelector) ?? false)
    }

    nonisolated override func forwardingTarget(for aSelector: Selector!) -> Any? {
      if let forwardee, forwardee.responds(to: aSelector) { return forwardee }
      return super.forwardingTarget(for: aSelector)
    }
  }

  /// The delegate of a navigation controller the renderer drives.
  @MainActor
  final class NavigationDelegate: ForwardingDelegate, UINavigationControllerDelegate {
    /// Called after the navigation controller shows a view controller: a push, a pop, a swipe
    /// back the user made, or its first appearance.
    let didShow: @MainActor (UINavigationController) -> Void

    init(
      forwardingTo appDelegate: (any UINavigationControllerDelegate)?,
      didShow: @escaping @MainActor (UINavigationController) -> Void
    ) {
      self.didShow = didShow
      super.init(forwardingTo: appDelegate)
    }

    private var app: (any UINavigationControllerDelegate)? {
      appDelegate as? any UINavigationControllerDelegate
    }

    func navigationController(
      _ navigationController: UINavigationController,
      willShow viewController: UIViewController,
      animated: Bool
    ) {
      AppDelegateCalls.willShow(app, navigationController, viewController, animated)
    }

    func navigationController(
      _ navigationController: UINavigationController,
      didShow viewController: UIViewController,
      animated: Bool
    ) {
      AppDelegateCalls.didShow(app, navigationController, viewController, animated)
      didShow(navigationController)
    }
  }

  /// The delegate of the presentation controller of a view controller the renderer presents.
  @MainActor
  final class PresentationDelegate: ForwardingDelegate, UIAdaptivePresentationControllerDelegate {
    /// Called after the user dismissed the presented view controller (a sheet pulled down, a
    /// popover tapped outside); UIKit does not call it for a dismissal made in code.
    let didDismiss: @MainActor (UIPresentationController) -> Void

    init(
      forwardingTo appDelegate: (any UIAdaptivePresentationControllerDelegate)?,
      didDismiss: @escaping @MainActor (UIPresentationController) -> Void
    ) {
      self.didDismiss = didDismiss
      super.init(forwardingTo: appDelegate)
    }

    private var app: (any UIAdaptivePresentationControllerDelegate)? {
      appDelegate as? any UIAdaptivePresentationControllerDelegate
    }

    /// The app's answer (a view controller that guards unsaved edits), or `true`.
    func presentationControllerShouldDismiss(
      _ presentationController: UIPresentationController
    ) -> Bool {
      AppDelegateCalls.shouldDismiss(app, presentationController) ?? true
    }

    func presentationControllerDidAttemptToDismiss(
      _ presentationController: UIPresentationController
    ) {
      AppDelegateCalls.didAttemptToDismiss(app, presentationController)
    }

    func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {
      AppDelegateCalls.willDismiss(app, presentationController)
    }

    func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
      AppDelegateCalls.didDismiss(app, presentationController)
      didDismiss(presentationController)
    }
  }

  /// The delegate of the tab bar controller the renderer drives.
  @MainActor
  final class TabBarDelegate: ForwardingDelegate, UITabBarControllerDelegate {
    /// Asked when the user taps a tab: whether UIKit selects it.
    let shouldSelect: @MainActor (UIViewController) -> Bool

    init(
      forwardingTo appDelegate: (any UITabBarControllerDelegate)?,
      shouldSelect: @escaping @MainActor (UIViewController) -> Bool
    ) {
      self.shouldSelect = shouldSelect
      super.init(forwardingTo: appDelegate)
    }

    private var app: (any UITabBarControllerDelegate)? {
      appDelegate as? any UITabBarControllerDelegate
    }

    /// `false` when the app's delegate refuses the tab; otherwise the renderer's answer.
    func tabBarController(
      _ tabBarController: UITabBarController,
      shouldSelect viewController: UIViewController
    ) -> Bool {
      guard AppDelegateCalls.shouldSelect(app, tabBarController, viewController) ?? true else {
        return false
      }
      return shouldSelect(viewController)
    }
  }

  /// The delegate of the split view controller the renderer drives.
  @MainActor
  final class SplitDelegate: ForwardingDelegate, UISplitViewControllerDelegate {
    /// Called when the system is about to show a column: in a collapsed split view, the user
    /// going back to the primary column.
    let willShow: @MainActor (UISplitViewController, UISplitViewController.Column) -> Void

    init(
      forwardingTo appDelegate: (any UISplitViewControllerDelegate)?,
      willShow: @escaping @MainActor (UISplitViewController, UISplitViewController.Column) -> Void
    ) {
      self.willShow = willShow
      super.init(forwardingTo: appDelegate)
    }

    private var app: (any UISplitViewControllerDelegate)? {
      appDelegate as? any UISplitViewControllerDelegate
    }

    func splitViewController(
      _ svc: UISplitViewController, willShow column: UISplitViewController.Column
    ) {
      AppDelegateCalls.willShowColumn(app, svc, column)
      willShow(svc, column)
    }

    func splitViewController(
      _ svc: UISplitViewController, willHide column: UISplitViewController.Column
    ) {
      AppDelegateCalls.willHideColumn(app, svc, column)
    }
  }
#endif
