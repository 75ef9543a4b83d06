// The run loop of the UIKit fakes (UIKitStandIns.swift), and what the user does to them. Nothing
// happens by itself: a transition stays in flight and a completion handler waits until a test
// turns the run loop with `FakeUIKit.runUntilIdle()`, and an interactive transition (a swipe
// back) stays in flight until the test ends it. Only the check target compiles this file.
#if !canImport(UIKit)

  /// The run loop, the transitions in flight and the user's gestures of the UIKit fakes.
  ///
  /// ```swift
  /// FakeUIKit.reset()
  /// let window = UIWindow(frame: .zero)
  /// window.rootViewController = navigationController
  /// FakeUIKit.runUntilIdle()  // the appearance, then every transition and completion
  /// ```
  ///
  /// The state is global, as UIKit's is: tests that use it run one at a time (`.serialized`),
  /// synchronously on the main actor, and start with ``reset()``.
  @MainActor
  public enum FakeUIKit {
    /// Work for the next turns of the run loop, in order.
    static var turns: [() -> Void] = []
    /// The transitions in flight, oldest first.
    static var transitions: [FakeTransitionCoordinator] = []
    /// The windows made since the last reset.
    static var windows: [UIWindow] = []
    /// What UIKit would print to the console: refused presentations, dropped pushes.
    public static var log: [String] = []
    /// What would raise an Objective-C exception (and end the app) in UIKit.
    public static var exceptions: [String] = []

    /// Forgets every window, transition, pending turn and message.
    public static func reset() {
      turns = []
      transitions = []
      windows = []
      log = []
      exceptions = []
      alertHandlerTiming = .afterDismissal
    }

    /// Turns the run loop until nothing is left to do: runs the pending work, and ends each
    /// transition that is not interactive (the animations finish), oldest first. Interactive
    /// transitions stay in flight until ``endSwipeBack(in:cancelled:)``.
    ///
    /// - Returns: How many turns and transitions it ran (bounded: at most 100,000).
    @discardableResult
    public static func runUntilIdle() -> Int {
      var count = 0
      while count < 100_000 {
        if !turns.isEmpty {
          let work = turns.removeFirst()
          work()
        } else if let transition = transitions.first(where: { !$0.isInteractive }) {
          transition.end(cancelled: false)
        } else {
          break
        }
        count += 1
      }
      return count
    }

    /// Turns the run loop once: runs the oldest pending work, or else ends the oldest transition
    /// that is not interactive.
    ///
    /// - Returns: Whether there was anything to do.
    @discardableResult
    public static func runOneStep() -> Bool {
      if !turns.isEmpty {
        let work = turns.removeFirst()
        work()
        return true
      }
      guard let transition = transitions.first(where: { !$0.isInteractive }) else { return false }
      transition.end(cancelled: false)
      return true
    }

    /// Whether anything waits for the run loop: pending work or a transition in flight.
    public static var isIdle: Bool { turns.isEmpty && transitions.isEmpty }

    // MARK: What the user does

    /// The user starts a swipe back on a navigation controller: an interactive pop, in flight
    /// until ``endSwipeBack(in:cancelled:)``.
    /// https://developer.apple.com/documentation/uikit/uinavigationcontroller/interactivepopgesturerecognizer
    ///
    /// - Returns: Whether the swipe started (the stack has two view controllers or more, is on
    ///   screen, and no transition of it is in flight).
    @discardableResult
    public static func beginSwipeBack(in navigationController: UINavigationController) -> Bool {
      navigationController.beginInteractivePop() != nil
    }

    /// The user lifts the finger: the swipe back finishes (the view controller is popped and
    /// the delegate hears `didShow`), or is cancelled (the view controller stays; no `didShow`).
    ///
    /// - Returns: Whether a swipe back of this navigation controller was in flight.
    @discardableResult
    public static func endSwipeBack(
      in navigationController: UINavigationController,
      cancelled: Bool
    ) -> Bool {
      guard
        let transition = transitions.first(where: {
          $0.isInteractive && $0.involves(navigationController)
        })
      else { return false }
      transition.end(cancelled: cancelled)
      return true
    }

    /// The user pulls a presented sheet down (or taps outside a popover) and lets go, as
    /// "Dismissing a view controller interactively" describes: the delegate is asked `presentationControllerShouldDismiss`
    /// (unless `isModalInPresentation`); refused, it hears `didAttemptToDismiss`; allowed, it
    /// hears `willDismiss`, the dismissal is in flight until the run loop turns, then it hears
    /// `didDismiss`.
    /// https://developer.apple.com/documentation/uikit/uiadaptivepresentationcontrollerdelegate
    ///
    /// - Returns: Whether the dismissal started.
    @discardableResult
    public static func pullDown(_ presented: UIViewController) -> Bool {
      // Only sheets and popovers are dismissed by a gesture: not a full-screen cover, nor an
      // alert (UIKit presents alerts in its own `.custom` style).
      let dismissibleStyles: [UIModalPresentationStyle] = [
        .automatic, .pageSheet, .formSheet, .popover,
      ]
      guard let presenter = presented.presentingViewController,
        presenter.presentedViewController === presented,
        !presented.isBeingPresented, !presented.isBeingDismissed,
        dismissibleStyles.contains(presented.modalPresentationStyle),
        let presentation = presented.presentationController
      else { return false }
      let delegate = presentation.delegate
      if presented.isModalInPresentation
        || !(delegate?.presentationControllerShouldDismiss(presentation) ?? true)
      {
        delegate?.presentationControllerDidAttemptToDismiss(presentation)
        return false
      }
      delegate?.presentationControllerWillDismiss(presentation)
      presented.isBeingDismissedStorage = true
      startTransition(animated: true, involving: [presenter, presented]) { _ in
        presented.isBeingDismissedStorage = false
        unlinkPresentation(from: presenter)
        delegate?.presentationControllerDidDismiss(presentation)
      }
      return true
    }

    /// When an alert button's handler runs: the page says only "a block to execute when the user
    /// selects the action", so the fakes play both orders seen on devices.
    public enum AlertHandlerTiming: Sendable {
      /// Once the alert has animated away (the dismissal's completion).
      case afterDismissal
      /// As the alert starts to animate away: the alert is still presented, being dismissed.
      case duringDismissal
    }

    /// When the alert buttons' handlers run; `.afterDismissal` by default (``reset()``).
    public static var alertHandlerTiming = AlertHandlerTiming.afterDismissal

    /// The user taps a button of a presented alert: the alert dismisses itself, and the button's
    /// handler runs, at the time ``alertHandlerTiming`` says.
    /// https://developer.apple.com/documentation/uikit/uialertaction/init(title:style:handler:)
    ///
    /// - Returns: Whether the alert is presented (not being presented or dismissed) and has a
    ///   button with this title.
    @discardableResult
    public static func tap(_ title: String, in alert: UIAlertController) -> Bool {
      guard let presenter = alert.presentingViewController, !alert.isBeingPresented,
        !alert.isBeingDismissed,
        let action = alert.actions.first(where: { $0.title == title })
      else { return false }
      switch alertHandlerTiming {
      case .afterDismissal:
        presenter.dismiss(animated: true) { action.handler?(action) }
      case .duringDismissal:
        presenter.dismiss(animated: true)
        action.handler?(action)
      }
      return true
    }

    /// The user taps a tab: the delegate is asked `shouldSelect`, and the tab is selected if it
    /// agrees.
    /// https://developer.apple.com/documentation/uikit/uitabbarcontrollerdelegate/tabbarcontroller(_:shouldselect:)
    ///
    /// - Returns: Whether the tab was selected.
    @discardableResult
    public static func tapTab(_ index: Int, in tabBarController: UITabBarController) -> Bool {
      let tabs = tabBarController.viewControllers ?? []
      guard tabs.indices.contains(index) else { return false }
      guard
        tabBarController.delegate?.tabBarController(tabBarController, shouldSelect: tabs[index])
          ?? true
      else { return false }
      tabBarController.selectedIndex = index
      return true
    }

    /// Collapses a split view (an iPhone, a narrow window) or expands it.
    /// https://developer.apple.com/documentation/uikit/uisplitviewcontroller/iscollapsed
    public static func setCollapsed(_ split: UISplitViewController, _ collapsed: Bool) {
      split.isCollapsed = collapsed
    }

    /// The user taps the back button of a collapsed split view's secondary (or supplementary)
    /// column: the primary column shows again.
    /// https://developer.apple.com/documentation/uikit/uisplitviewcontrollerdelegate/splitviewcontroller(_:willshow:)
    ///
    /// - Returns: Whether the split view was collapsed and showed a column over the primary.
    @discardableResult
    public static func tapBackToPrimary(in split: UISplitViewController) -> Bool {
      split.userWentBack()
    }

    /// The view controller at the top of a window: its root, then what each shown container
    /// shows, then the presented view controllers.
    public static func presentedChain(from root: UIViewController) -> [UIViewController] {
      var chain: [UIViewController] = []
      var next: UIViewController? = root.presentedViewController
      while let controller = next {
        chain.append(controller)
        next = controller.presentedViewController
      }
      return chain
    }

    // MARK: The machinery

    /// Adds work for a later turn of the run loop.
    static func enqueue(_ work: @escaping () -> Void) {
      turns.append(work)
    }

    /// Starts a transition involving these view controllers: animated, it is in flight (their
    /// `transitionCoordinator`) until the run loop ends it; not animated, it ends on the next
    /// turn without a coordinator. `end` runs when it ends, before the coordinator's completions.
    @discardableResult
    static func startTransition(
      animated: Bool,
      interactive: Bool = false,
      involving controllers: [UIViewController],
      end: @escaping (FakeTransitionCoordinator) -> Void
    ) -> FakeTransitionCoordinator {
      let coordinator = FakeTransitionCoordinator(
        animated: animated, interactive: interactive, controllers: controllers, end: end)
      if animated {
        transitions.append(coordinator)
      } else {
        enqueue { coordinator.end(cancelled: false) }
      }
      return coordinator
    }

    /// The animated transition in flight that involves this view controller, if any.
    static func coordinator(involving controller: UIViewController) -> FakeTransitionCoordinator? {
      transitions.first { $0.involves(controller) }
    }

    /// Removes the presentation above `presenter`, and the ones above it.
    static func unlinkPresentation(from presenter: UIViewController) {
      var next = presenter.presentedStorage
      presenter.presentedStorage = nil
      while let controller = next {
        next = controller.presentedStorage
        controller.presentedStorage = nil
        controller.presentingStorage = nil
      }
    }

    /// Loads the views of every view controller a window shows, as UIKit does when it adds them
    /// to the window.
    static func loadShownViews() {
      for window in windows {
        guard let root = window.rootViewController else { continue }
        var pending = [root]
        while let controller = pending.popLast() {
          controller.loadViewIfNeeded()
          pending += controller.shownChildren
          if let presented = controller.presentedStorage { pending.append(presented) }
        }
      }
    }

    /// A view controller appears in a window: each navigation controller it shows tells its
    /// delegate that it shows its top view controller, as on the first appearance.
    static func appear(_ controller: UIViewController) {
      guard controller.viewIfLoaded?.window != nil else { return }
      if let navigation = controller as? UINavigationController,
        let top = navigation.topViewController
      {
        navigation.delegate?.navigationController(navigation, willShow: top, animated: false)
        navigation.delegate?.navigationController(navigation, didShow: top, animated: false)
      }
      for child in controller.shownChildren { appear(child) }
    }
  }

  /// A transition of the fakes, and its coordinator: animated, maybe interactive, maybe
  /// cancelled; its completions run once when it ends.
  /// https://developer.apple.com/documentation/uikit/uiviewcontrollertransitioncoordinator
  @MainActor
  public final class FakeTransitionCoordinator: NSObject, UIViewControllerTransitionCoordinator {
    /// Whether the transition is animated; a transition that is not has no coordinator.
    public let isAnimated: Bool
    /// Whether the user's finger drives it: until ``FakeUIKit/endSwipeBack(in:cancelled:)``.
    public private(set) var isInteractive: Bool
    /// Whether it ended cancelled (a swipe back let go of early).
    public private(set) var isCancelled = false
    private var controllers: [UIViewController]
    private var end: ((FakeTransitionCoordinator) -> Void)?
    private var completions: [(any UIViewControllerTransitionCoordinatorContext) -> Void] = []

    init(
      animated: Bool,
      interactive: Bool,
      controllers: [UIViewController],
      end: @escaping (FakeTransitionCoordinator) -> Void
    ) {
      isAnimated = animated
      isInteractive = interactive
      self.controllers = controllers
      self.end = end
    }

    /// Whether the transition involves this view controller.
    func involves(_ controller: UIViewController) -> Bool {
      end != nil && controllers.contains { $0 === controller }
    }

    /// Queues `completion` to run when the transition ends; `false`, running nothing, once it
    /// has ended ("false if the animations could not be queued").
    public func animate(
      alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
      completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool {
      guard end != nil else { return false }
      animation?(self)
      if let completion { completions.append(completion) }
      return true
    }

    /// Ends the transition: runs what it does, then the completions, once.
    func end(cancelled: Bool) {
      guard let end else { return }
      self.end = nil
      isInteractive = false
      isCancelled = cancelled
      FakeUIKit.transitions.removeAll { $0 === self }
      end(self)
      let completions = self.completions
      self.completions = []
      for completion in completions { completion(self) }
      controllers = []
    }
  }
#endif
