// Stand-ins for the UIKit API the adapter uses: each declared as Apple declares it (signature,
// `@MainActor` isolation, availability), so that the adapter's sources type-check on Linux, and
// each behaving as Apple documents it, so that the adapter's sources run in tests
// (Checks/Tests/UIKitAdapterTests) against a UIKit that refuses, defers and cancels as the real
// one does. Only this check target compiles them; on Apple platforms the real UIKit is used.
//
// Each declaration names the page its signature comes from (developer.apple.com/documentation/…;
// the same pages as Markdown end in `.md`), and each behaviour the page it models. Time does not
// pass by itself: a transition stays in flight, and a completion handler waits, until a test
// calls `FakeUIKit.runUntilIdle()` (FakeUIKit.swift), the run loop of these fakes; what the user
// does (a swipe back, a sheet pulled down, a button tapped) is a `FakeUIKit` call too. Where the
// real declaration cannot be written in Swift, or a behaviour is observed rather than documented,
// the stand-in says so:
//
// - The delegate protocols' methods are `optional` Objective-C requirements in UIKit. Here they
//   are required, so that a misspelled delegate method fails to compile instead of never being
//   called; the fakes call each one UIKit calls (UIKit itself calls an optional method only when
//   the delegate implements it). The adapter spells its calls of the app's delegates once per
//   side (Sources/ReducerUIKit/Internal/AppDelegateCalls.swift).
// - Enumerations list every case UIKit declares for iOS, with UIKit's raw values, so that a
//   `switch` that misses one fails here as it fails against the SDK (UIKit's are not frozen:
//   a real build also asks for `@unknown default`, which the adapter has no need of, since it
//   switches over none of them). Option sets and classes declare only the members the adapter,
//   the example and the fakes use, and a delegate protocol's optional methods the adapter never
//   calls are left out.
// - Every declaration was checked against Apple's documentation and SDK declarations; what
//   differed, and what could not be checked, is listed in Checks/README.md.
// - Objective-C message forwarding (`forwardingTarget(for:)`) is declared but never used by the
//   fakes: Linux has no Objective-C runtime.
#if !canImport(UIKit)
  import Foundation

  // MARK: - Objective-C runtime (re-exported by UIKit)

  /// The root protocol of Objective-C objects.
  /// https://developer.apple.com/documentation/objectivec/nsobjectprotocol
  public protocol NSObjectProtocol: AnyObject {
    /// `func responds(to aSelector: Selector!) -> Bool`
    /// https://developer.apple.com/documentation/objectivec/nsobjectprotocol/responds(to:)
    func responds(to aSelector: Selector!) -> Bool
  }

  /// `struct Selector`, an Objective-C method's name.
  /// https://developer.apple.com/documentation/objectivec/selector
  public struct Selector: Hashable, Sendable {
    let name: String
  }

  /// The root class of Objective-C objects.
  /// https://developer.apple.com/documentation/objectivec/nsobject
  open class NSObject: NSObjectProtocol {
    /// `init()`, NSObject's designated initializer (`- (instancetype)init` in `NSObject.h`).
    /// https://developer.apple.com/documentation/objectivec/nsobject/init()
    public init() {}

    /// `func responds(to aSelector: Selector!) -> Bool`: whether the object implements the
    /// method. The fakes call delegate methods directly (see the header), so none asks.
    /// https://developer.apple.com/documentation/objectivec/nsobjectprotocol/responds(to:)
    open func responds(to aSelector: Selector!) -> Bool { false }

    /// `func forwardingTarget(for aSelector: Selector!) -> Any?`: the object that receives the
    /// messages this one does not implement. Never called here (no Objective-C runtime).
    /// https://developer.apple.com/documentation/objectivec/nsobject/forwardingtarget(for:)
    open func forwardingTarget(for aSelector: Selector!) -> Any? { nil }
  }

  // MARK: - Colours

  /// `class UIColor : NSObject, NSSecureCoding, NSCopying, Sendable` (not main-actor isolated).
  /// https://developer.apple.com/documentation/uikit/uicolor
  open class UIColor: NSObject, @unchecked Sendable {
    let name: String

    init(name: String) {
      self.name = name
      super.init()
    }

    /// `class var systemBackground: UIColor { get }` (iOS 13.0+): the opaque background of the
    /// main interface.
    /// https://developer.apple.com/documentation/uikit/uicolor/systembackground
    open class var systemBackground: UIColor { UIColor(name: "systemBackground") }

    /// `class var clear: UIColor { get }`: fully transparent.
    /// https://developer.apple.com/documentation/uikit/uicolor/clear
    open class var clear: UIColor { UIColor(name: "clear") }
  }

  // MARK: - Views and windows

  /// `@MainActor class UIResponder : NSObject`
  /// https://developer.apple.com/documentation/uikit/uiresponder
  @MainActor open class UIResponder: NSObject {}

  /// `@MainActor class UIView : UIResponder`
  /// https://developer.apple.com/documentation/uikit/uiview
  @MainActor open class UIView: UIResponder {
    /// The view controller whose root view this is, if any (UIKit's private `_viewDelegate`).
    weak var owningController: UIViewController?

    /// `var window: UIWindow? { get }`: "This property is nil if the view has not yet been added
    /// to a window." Modelled: a view controller's root view is in the window whose hierarchy
    /// shows that view controller (the window's root, a child its container shows, a presented
    /// view controller of a shown one).
    /// https://developer.apple.com/documentation/uikit/uiview/window
    open var window: UIWindow? { owningController?.shownInWindow }

    /// `var bounds: CGRect { get set }`; a phone's screen by default here.
    /// https://developer.apple.com/documentation/uikit/uiview/bounds
    open var bounds = CGRect(x: 0, y: 0, width: 390, height: 844)

    /// `@NSCopying var backgroundColor: UIColor? { get set }` ("The default value is nil, which
    /// results in a transparent background color"). `@NSCopying` is left out: the stand-in
    /// colour is immutable.
    /// https://developer.apple.com/documentation/uikit/uiview/backgroundcolor
    open var backgroundColor: UIColor?
  }

  /// `@MainActor class UIWindow : UIView`
  /// https://developer.apple.com/documentation/uikit/uiwindow
  @MainActor open class UIWindow: UIView {
    /// `init(frame: CGRect)`, UIView's designated initializer (the fakes take any frame).
    /// https://developer.apple.com/documentation/uikit/uiview/init(frame:)
    public init(frame: CGRect) {
      super.init()
      bounds = frame
      FakeUIKit.windows.append(self)
    }

    open override var window: UIWindow? { self }

    /// `var rootViewController: UIViewController? { get set }`: "The root view controller
    /// provides the content view of the window. Assigning a view controller to this property
    /// (either programmatically or using Interface Builder) installs the view controller's view
    /// as the content view of the window." Modelled: the root's view is in the window at once;
    /// the appearance callbacks (a navigation controller's `didShow`) come on the next turn of
    /// the run loop.
    /// https://developer.apple.com/documentation/uikit/uiwindow/rootviewcontroller
    open var rootViewController: UIViewController? {
      didSet {
        oldValue?.installedWindow = nil
        guard let root = rootViewController else { return }
        root.installedWindow = self
        FakeUIKit.loadShownViews()
        FakeUIKit.enqueue { FakeUIKit.appear(root) }
      }
    }
  }

  // MARK: - View controllers

  /// `@MainActor class UIViewController : UIResponder`
  /// https://developer.apple.com/documentation/uikit/uiviewcontroller
  @MainActor open class UIViewController: UIResponder {
    private var loadedView: UIView?
    /// The window this is the root view controller of.
    weak var installedWindow: UIWindow?
    /// The container that holds this view controller as a child.
    weak var parentStorage: UIViewController?
    var presentedStorage: UIViewController?
    weak var presentingStorage: UIViewController?
    var isBeingPresentedStorage = false
    var isBeingDismissedStorage = false
    private var presentationStorage: UIPresentationController?

    /// `init()` (NSObject's); UIKit's designated initializer is `init(nibName:bundle:)`, which
    /// `UIViewController()` calls with `nil`s.
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/init(nibname:bundle:)
    public override init() { super.init() }

    /// `var view: UIView! { get set }` (iOS 2.0+): "If you access this property when its value is
    /// nil, the view controller automatically calls the loadView() method and returns the
    /// resulting view."
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/view
    open var view: UIView! {
      get {
        loadViewIfNeeded()
        return loadedView
      }
      set {
        loadedView?.owningController = nil
        loadedView = newValue
        newValue?.owningController = self
      }
    }

    /// `var viewIfLoaded: UIView? { get }` (iOS 9.0+): "the view controller's view, or nil if
    /// the view is not yet loaded."
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/viewifloaded
    open var viewIfLoaded: UIView? { loadedView }

    /// `func loadViewIfNeeded()` (iOS 9.0+)
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/loadviewifneeded()
    open func loadViewIfNeeded() {
      if loadedView == nil { view = UIView() }
    }

    /// `var title: String? { get set }` (iOS 2.0+)
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/title
    open var title: String?

    /// `weak var parent: UIViewController? { get }` (iOS 5.0+): the container holding it.
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/parent
    open var parent: UIViewController? { parentStorage }

    /// `var presentedViewController: UIViewController? { get }` (iOS 5.0+): "The view controller
    /// that is presented by this view controller, or one of its ancestors in the view controller
    /// hierarchy." Set as soon as UIKit accepts a presentation, before its animation.
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/presentedviewcontroller
    open var presentedViewController: UIViewController? { presentedStorage }

    /// `var presentingViewController: UIViewController? { get }` (iOS 5.0+)
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/presentingviewcontroller
    open var presentingViewController: UIViewController? { presentingStorage }

    /// `var isBeingPresented: Bool { get }` (iOS 5.0+): true from `present` until the
    /// presentation's transition ends.
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/isbeingpresented
    open var isBeingPresented: Bool { isBeingPresentedStorage }

    /// `var isBeingDismissed: Bool { get }` (iOS 5.0+): true from `dismiss` until the dismissal's
    /// transition ends.
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/isbeingdismissed
    open var isBeingDismissed: Bool { isBeingDismissedStorage }

    /// `var isModalInPresentation: Bool { get set }` (iOS 13.0+): "When you set it to true, UIKit
    /// ignores events outside the view controller's bounds and prevents the interactive
    /// dismissal of the view controller while it is onscreen."
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/ismodalinpresentation
    open var isModalInPresentation = false

    /// `var modalPresentationStyle: UIModalPresentationStyle { get set }` (iOS 3.2+); "The
    /// default value for this property is UIModalPresentationStyle.automatic."
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/modalpresentationstyle
    open var modalPresentationStyle: UIModalPresentationStyle = .automatic

    /// `weak var transitioningDelegate: (any UIViewControllerTransitioningDelegate)? { get set }`
    /// (iOS 7.0+): the delegate that vends the animator and presentation controller of a
    /// `.custom` presentation.
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/transitioningdelegate
    weak open var transitioningDelegate: (any UIViewControllerTransitioningDelegate)?

    /// `var presentationController: UIPresentationController? { get }` (iOS 8.0+): "If the view
    /// controller is managed by a presentation controller, this property contains that object",
    /// made when first asked for, in the current `modalPresentationStyle` (a popover
    /// presentation controller for `.popover`); the style is fixed from then on.
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/presentationcontroller
    open var presentationController: UIPresentationController? {
      if let presentationStorage { return presentationStorage }
      let made =
        modalPresentationStyle == .popover
        ? UIPopoverPresentationController(presentedViewController: self)
        : UIPresentationController(presentedViewController: self)
      presentationStorage = made
      return made
    }

    /// `var popoverPresentationController: UIPopoverPresentationController? { get }` (iOS 8.0+):
    /// "If you created the view controller but have not yet presented it, accessing this
    /// property creates a popover presentation controller when the value in the
    /// modalPresentationStyle property is UIModalPresentationStyle.popover. If the modal
    /// presentation style is a different value, this property is nil."
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/popoverpresentationcontroller
    open var popoverPresentationController: UIPopoverPresentationController? {
      guard modalPresentationStyle == .popover || presentationStorage != nil else { return nil }
      return presentationController as? UIPopoverPresentationController
    }

    /// `var transitionCoordinator: (any UIViewControllerTransitionCoordinator)? { get }`
    /// (iOS 7.0+): "When a presentation or dismissal of a view controller is in progress, this
    /// property contains the transition coordinator object", and for a child "if the current
    /// view controller is not involved in a transition, this property may return the transition
    /// coordinator of one of the view controller's ancestors". `nil` once the transition ends.
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/transitioncoordinator
    open var transitionCoordinator: (any UIViewControllerTransitionCoordinator)? {
      FakeUIKit.coordinator(involving: self) ?? parent?.transitionCoordinator
    }

    /// `func present(_ viewControllerToPresent: UIViewController, animated flag: Bool,
    /// completion: (() -> Void)? = nil)` (iOS 5.0+). "The completion handler is called after the
    /// viewDidAppear(_:) method is called on the presented view controller." Refused, as UIKit
    /// refuses with a console warning and never calls `completion`, when this view controller's
    /// view is not in a window ("whose view is not in the window hierarchy"), when it already
    /// presents a view controller ("which is already presenting"), or while it is being
    /// presented or dismissed; presenting a view controller that is already presented raises
    /// an exception (recorded in `FakeUIKit.exceptions`). These refusals are UIKit's observed
    /// behaviour, stated in its console messages rather than on the page.
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/present(_:animated:completion:)
    open func present(
      _ viewControllerToPresent: UIViewController,
      animated flag: Bool,
      completion: (() -> Void)? = nil
    ) {
      let presented = viewControllerToPresent
      if presented.presentingStorage != nil || presented === self {
        FakeUIKit.exceptions.append(
          "Application tried to present modally a view controller \(presented) that is already "
            + "being presented by \(String(describing: presented.presentingStorage)).")
        return
      }
      let refusal: String? =
        if viewIfLoaded?.window == nil {
          "whose view is not in the window hierarchy"
        } else if presentedStorage != nil {
          "which is already presenting \(String(describing: presentedStorage))"
        } else if isBeingPresented || isBeingDismissed {
          "while a presentation or dismiss is in progress"
        } else {
          nil
        }
      if let refusal {
        FakeUIKit.log.append("Attempt to present \(presented) on \(self) \(refusal).")
        return
      }
      let presentation = presented.presentationController
      presentedStorage = presented
      presented.presentingStorage = self
      presented.isBeingPresentedStorage = true
      FakeUIKit.loadShownViews()
      FakeUIKit.startTransition(animated: flag, involving: [self, presented]) { _ in
        presented.isBeingPresentedStorage = false
        _ = presentation
        completion?()
      }
    }

    /// `func dismiss(animated flag: Bool, completion: (() -> Void)? = nil)` (iOS 5.0+): "The
    /// presenting view controller is responsible for dismissing the view controller it
    /// presented. If you call this method on the presented view controller itself, UIKit asks the
    /// presenting view controller to handle the dismissal." "If you present several view
    /// controllers in succession ... calling this method on a view controller lower in the
    /// stack dismisses its immediate child view controller and all view controllers above that
    /// child." With nothing to dismiss, `completion` is called on the next turn; while the
    /// presentation or another dismissal is in progress, the call is ignored with a console
    /// warning and `completion` is never called (observed behaviour).
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/dismiss(animated:completion:)
    open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
      let presenter = presentedStorage == nil ? presentingStorage : self
      guard let presenter, let presented = presenter.presentedStorage else {
        FakeUIKit.enqueue { completion?() }
        return
      }
      if presented.isBeingPresented || presented.isBeingDismissed {
        FakeUIKit.log.append(
          "Attempt to dismiss from view controller \(presenter) while a presentation or dismiss "
            + "is in progress!")
        return
      }
      presented.isBeingDismissedStorage = true
      FakeUIKit.startTransition(animated: flag, involving: [presenter, presented]) { _ in
        presented.isBeingDismissedStorage = false
        FakeUIKit.unlinkPresentation(from: presenter)
        completion?()
      }
    }

    /// The window whose hierarchy shows this view controller, if it is shown.
    var shownInWindow: UIWindow? {
      if let installedWindow { return installedWindow }
      if let parent = parentStorage {
        return parent.shows(child: self) ? parent.shownInWindow : nil
      }
      if let presenting = presentingStorage { return presenting.shownInWindow }
      return nil
    }

    /// Whether this container shows `child` (overridden by the containers).
    func shows(child: UIViewController) -> Bool { false }

    /// The children this container shows now (overridden by the containers).
    var shownChildren: [UIViewController] { [] }
  }

  /// `enum UIModalPresentationStyle`: every case the iOS SDK declares, with UIKit's raw values
  /// (`blurOverFullScreen`, 8, is tvOS only).
  /// https://developer.apple.com/documentation/uikit/uimodalpresentationstyle
  public enum UIModalPresentationStyle: Int, Sendable {
    /// https://developer.apple.com/documentation/uikit/uimodalpresentationstyle/none
    case none = -1
    /// https://developer.apple.com/documentation/uikit/uimodalpresentationstyle/fullscreen
    case fullScreen = 0
    /// https://developer.apple.com/documentation/uikit/uimodalpresentationstyle/pagesheet
    case pageSheet = 1
    /// https://developer.apple.com/documentation/uikit/uimodalpresentationstyle/formsheet
    case formSheet = 2
    /// https://developer.apple.com/documentation/uikit/uimodalpresentationstyle/currentcontext
    case currentContext = 3
    /// https://developer.apple.com/documentation/uikit/uimodalpresentationstyle/custom
    case custom = 4
    /// https://developer.apple.com/documentation/uikit/uimodalpresentationstyle/overfullscreen
    case overFullScreen = 5
    /// https://developer.apple.com/documentation/uikit/uimodalpresentationstyle/overcurrentcontext
    case overCurrentContext = 6
    /// https://developer.apple.com/documentation/uikit/uimodalpresentationstyle/popover
    case popover = 7
    /// https://developer.apple.com/documentation/uikit/uimodalpresentationstyle/automatic
    case automatic = -2
  }

  /// `@MainActor protocol UIViewControllerTransitioningDelegate : NSObjectProtocol` (iOS 7.0+);
  /// its methods (the animators and the presentation controller of a `.custom` presentation)
  /// are all optional and the adapter calls none: they are not declared.
  /// https://developer.apple.com/documentation/uikit/uiviewcontrollertransitioningdelegate
  @MainActor public protocol UIViewControllerTransitioningDelegate: NSObjectProtocol {}

  // MARK: - Transitions

  /// `@MainActor protocol UIViewControllerTransitionCoordinatorContext : NSObjectProtocol`
  /// https://developer.apple.com/documentation/uikit/uiviewcontrollertransitioncoordinatorcontext
  @MainActor public protocol UIViewControllerTransitionCoordinatorContext: NSObjectProtocol {
    /// `var isAnimated: Bool { get }`
    /// https://developer.apple.com/documentation/uikit/uiviewcontrollertransitioncoordinatorcontext/isanimated
    var isAnimated: Bool { get }
    /// `var isInteractive: Bool { get }`: "whether the transition is currently interactive",
    /// true while the user's finger drives it (a swipe back).
    /// https://developer.apple.com/documentation/uikit/uiviewcontrollertransitioncoordinatorcontext/isinteractive
    var isInteractive: Bool { get }
    /// `var isCancelled: Bool { get }`: "whether the transition was aborted", as when the user
    /// lets go of a swipe back before its middle.
    /// https://developer.apple.com/documentation/uikit/uiviewcontrollertransitioncoordinatorcontext/iscancelled
    var isCancelled: Bool { get }
  }

  /// `@MainActor protocol UIViewControllerTransitionCoordinator :
  /// UIViewControllerTransitionCoordinatorContext`
  /// https://developer.apple.com/documentation/uikit/uiviewcontrollertransitioncoordinator
  @MainActor
  public protocol UIViewControllerTransitionCoordinator:
    UIViewControllerTransitionCoordinatorContext
  {
    /// `func animate(alongsideTransition animation: ((any
    /// UIViewControllerTransitionCoordinatorContext) -> Void)?, completion: ((any
    /// UIViewControllerTransitionCoordinatorContext) -> Void)? = nil) -> Bool`: the completion
    /// "is executed after the transition finishes", cancelled or not. (UIKit's `= nil` default
    /// cannot be written on a protocol requirement; the adapter passes both arguments.)
    /// https://developer.apple.com/documentation/uikit/uiviewcontrollertransitioncoordinator/animate(alongsidetransition:completion:)
    func animate(
      alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
      completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool
  }

  // MARK: - Navigation controllers

  /// `@MainActor class UINavigationController : UIViewController`
  /// https://developer.apple.com/documentation/uikit/uinavigationcontroller
  @MainActor open class UINavigationController: UIViewController {
    private var stack: [UIViewController] = []

    /// `init(rootViewController: UIViewController)` (iOS 2.0+)
    /// https://developer.apple.com/documentation/uikit/uinavigationcontroller/init(rootviewcontroller:)
    public init(rootViewController: UIViewController) {
      super.init()
      adopt([rootViewController])
    }

    /// `init()`: an empty navigation controller (UIKit's `init(nibName:bundle:)` with `nil`s).
    /// https://developer.apple.com/documentation/uikit/uinavigationcontroller/init(nibname:bundle:)
    public override init() { super.init() }

    /// `var viewControllers: [UIViewController] { get set }` (iOS 2.0+): "Assigning a new array
    /// of view controllers to this property is equivalent to calling the
    /// setViewControllers(_:animated:) method with the animated parameter set to false."
    /// During an interactive pop it already lacks the view controller being popped, and gets it
    /// back if the pop is cancelled.
    /// https://developer.apple.com/documentation/uikit/uinavigationcontroller/viewcontrollers
    open var viewControllers: [UIViewController] {
      get { stack }
      set { setViewControllers(newValue, animated: false) }
    }

    /// `var topViewController: UIViewController? { get }` (iOS 2.0+)
    /// https://developer.apple.com/documentation/uikit/uinavigationcontroller/topviewcontroller
    open var topViewController: UIViewController? { stack.last }

    /// `weak var delegate: (any UINavigationControllerDelegate)? { get set }` (iOS 2.0+)
    /// https://developer.apple.com/documentation/uikit/uinavigationcontroller/delegate
    weak open var delegate: (any UINavigationControllerDelegate)?

    /// `func setViewControllers(_ viewControllers: [UIViewController], animated: Bool)`
    /// (iOS 3.0+): "If animations are enabled, this method decides which type of transition to
    /// perform based on whether the last item in the items array is already in the navigation
    /// stack." Ignored while a transition of this navigation controller is in flight (see
    /// ``pushViewController(_:animated:)``).
    /// https://developer.apple.com/documentation/uikit/uinavigationcontroller/setviewcontrollers(_:animated:)
    open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {
      guard !isTransitionInFlight(refusing: "setViewControllers") else { return }
      let oldTop = stack.last
      adopt(viewControllers)
      guard let top = stack.last, top !== oldTop else { return }
      transition(to: top, animated: animated)
    }

    /// `func pushViewController(_ viewController: UIViewController, animated: Bool)`
    /// (iOS 2.0+). Modelled: the view controller is on `viewControllers` at once, `willShow` is
    /// sent at once and `didShow` once the transition ends. A push while a transition of this
    /// navigation controller is in flight (an interactive swipe back, another animated push) is
    /// dropped, with a console warning: UIKit's observed behaviour ("Unbalanced calls to
    /// begin/end appearance transitions"), which its page does not state.
    /// https://developer.apple.com/documentation/uikit/uinavigationcontroller/pushviewcontroller(_:animated:)
    open func pushViewController(_ viewController: UIViewController, animated: Bool) {
      guard !isTransitionInFlight(refusing: "pushViewController") else { return }
      if stack.contains(where: { $0 === viewController }) {
        FakeUIKit.exceptions.append("Pushing the same view controller instance more than once.")
        return
      }
      adopt(stack + [viewController])
      transition(to: viewController, animated: animated)
    }

    /// `func popViewController(animated: Bool) -> UIViewController?` (iOS 2.0+)
    /// https://developer.apple.com/documentation/uikit/uinavigationcontroller/popviewcontroller(animated:)
    @discardableResult
    open func popViewController(animated: Bool) -> UIViewController? {
      guard stack.count >= 2 else { return nil }
      return popToViewController(stack[stack.count - 2], animated: animated)?.first
    }

    /// `func popToViewController(_ viewController: UIViewController, animated: Bool) ->
    /// [UIViewController]?` (iOS 2.0+): "An array containing the view controllers that were
    /// popped from the stack." A view controller not on the stack raises an exception
    /// (recorded in `FakeUIKit.exceptions`).
    /// https://developer.apple.com/documentation/uikit/uinavigationcontroller/poptoviewcontroller(_:animated:)
    @discardableResult
    open func popToViewController(
      _ viewController: UIViewController,
      animated: Bool
    ) -> [UIViewController]? {
      guard let index = stack.firstIndex(where: { $0 === viewController }) else {
        FakeUIKit.exceptions.append("Tried to pop to a view controller that doesn't exist.")
        return nil
      }
      guard !isTransitionInFlight(refusing: "popToViewController") else { return nil }
      let popped = Array(stack[(index + 1)...])
      guard !popped.isEmpty else { return [] }
      adopt(Array(stack[...index]))
      transition(to: viewController, animated: animated)
      return popped
    }

    override func shows(child: UIViewController) -> Bool { child === stack.last }
    override var shownChildren: [UIViewController] { stack.last.map { [$0] } ?? [] }

    /// Replaces the stack, making this navigation controller the parent of its view controllers.
    func adopt(_ controllers: [UIViewController]) {
      for controller in stack where !controllers.contains(where: { $0 === controller }) {
        if controller.parentStorage === self { controller.parentStorage = nil }
      }
      for controller in controllers { controller.parentStorage = self }
      stack = controllers
      FakeUIKit.loadShownViews()
    }

    /// Whether a transition of this navigation controller is in flight; logs the dropped call.
    private func isTransitionInFlight(refusing call: String) -> Bool {
      guard FakeUIKit.coordinator(involving: self) != nil else { return false }
      FakeUIKit.log.append(
        "\(call) on \(self) dropped: a transition is in flight (Unbalanced calls to begin/end "
          + "appearance transitions).")
      return true
    }

    /// Shows `top`: with the delegate's `willShow` now and `didShow` once the transition ends
    /// (on the next turn when not animated), or nothing while off screen (the delegate hears
    /// of it when the navigation controller appears).
    private func transition(to top: UIViewController, animated: Bool) {
      guard viewIfLoaded?.window != nil else { return }
      delegate?.navigationController(self, willShow: top, animated: animated)
      FakeUIKit.startTransition(animated: animated, involving: [self]) { [weak self] _ in
        guard let self else { return }
        self.delegate?.navigationController(self, didShow: top, animated: animated)
      }
    }

    /// The user's swipe back (the interactive pop gesture): see `FakeUIKit.beginSwipeBack(in:)`.
    func beginInteractivePop() -> FakeTransitionCoordinator? {
      guard stack.count >= 2, viewIfLoaded?.window != nil,
        FakeUIKit.coordinator(involving: self) == nil
      else { return nil }
      let popped = stack[stack.count - 1]
      let destination = stack[stack.count - 2]
      stack.removeLast()
      FakeUIKit.loadShownViews()
      delegate?.navigationController(self, willShow: destination, animated: true)
      return FakeUIKit.startTransition(
        animated: true, interactive: true, involving: [self]
      ) { [weak self] context in
        guard let self else { return }
        if context.isCancelled {
          // "If the user cancels the gesture, the navigation controller returns to the view
          // controller it showed", without `didShow`.
          self.stack.append(popped)
          FakeUIKit.loadShownViews()
        } else {
          if popped.parentStorage === self { popped.parentStorage = nil }
          self.delegate?.navigationController(self, didShow: destination, animated: true)
        }
      }
    }
  }

  /// `@MainActor protocol UINavigationControllerDelegate : NSObjectProtocol`
  /// https://developer.apple.com/documentation/uikit/uinavigationcontrollerdelegate
  @MainActor public protocol UINavigationControllerDelegate: NSObjectProtocol {
    /// `optional func navigationController(_ navigationController: UINavigationController,
    /// willShow viewController: UIViewController, animated: Bool)` (iOS 2.0+): "Called just
    /// before the navigation controller displays a view controller's view and navigation item
    /// properties." Also sent when an interactive pop begins, whether or not it is cancelled.
    /// https://developer.apple.com/documentation/uikit/uinavigationcontrollerdelegate/navigationcontroller(_:willshow:animated:)
    func navigationController(
      _ navigationController: UINavigationController,
      willShow viewController: UIViewController,
      animated: Bool
    )

    /// `optional func navigationController(_ navigationController: UINavigationController,
    /// didShow viewController: UIViewController, animated: Bool)` (iOS 2.0+): after the
    /// transition ends; not sent for a cancelled interactive pop. The page itself is not in the
    /// stored documentation: the signature is its `willShow` sibling's, with the selector
    /// `navigationController:didShowViewController:animated:`.
    /// https://developer.apple.com/documentation/uikit/uinavigationcontrollerdelegate/navigationcontroller(_:didshow:animated:)
    func navigationController(
      _ navigationController: UINavigationController,
      didShow viewController: UIViewController,
      animated: Bool
    )
  }

  // MARK: - Presentations

  /// `@MainActor class UIPresentationController : NSObject`
  /// https://developer.apple.com/documentation/uikit/uipresentationcontroller
  @MainActor open class UIPresentationController: NSObject {
    private unowned let presented: UIViewController

    /// `init(presentedViewController: UIViewController, presentingViewController:
    /// UIViewController?)` (iOS 8.0+, as its page spells it), shortened and internal: the fakes
    /// make it for the presented view controller.
    /// https://developer.apple.com/documentation/uikit/uipresentationcontroller/init(presentedviewcontroller:presentingviewcontroller:)
    init(presentedViewController: UIViewController) {
      presented = presentedViewController
      super.init()
    }

    /// `var presentedViewController: UIViewController { get }` (iOS 8.0+)
    /// https://developer.apple.com/documentation/uikit/uipresentationcontroller/presentedviewcontroller
    open var presentedViewController: UIViewController { presented }

    // `var presentingViewController: UIViewController { get }` (iOS 8.0+) is not stood in:
    // UIKit declares it non-optional, the fake has no presenting view controller to answer
    // before the presentation starts, and the adapter does not read it (it asks the presented
    // view controller's `presentingViewController`, which is optional).
    // https://developer.apple.com/documentation/uikit/uipresentationcontroller/presentingviewcontroller

    /// `weak var delegate: (any UIAdaptivePresentationControllerDelegate)? { get set }`
    /// (iOS 8.0+)
    /// https://developer.apple.com/documentation/uikit/uipresentationcontroller/delegate
    weak open var delegate: (any UIAdaptivePresentationControllerDelegate)?
  }

  /// `@MainActor protocol UIAdaptivePresentationControllerDelegate : NSObjectProtocol`
  /// https://developer.apple.com/documentation/uikit/uiadaptivepresentationcontrollerdelegate
  @MainActor public protocol UIAdaptivePresentationControllerDelegate: NSObjectProtocol {
    /// `optional func presentationControllerShouldDismiss(_ presentationController:
    /// UIPresentationController) -> Bool` (iOS 13.0+): asked when the user starts to pull a
    /// sheet down; `false` keeps it ("the system calls
    /// presentationControllerDidAttemptToDismiss(_:)").
    /// https://developer.apple.com/documentation/uikit/uiadaptivepresentationcontrollerdelegate/presentationcontrollershoulddismiss(_:)
    func presentationControllerShouldDismiss(
      _ presentationController: UIPresentationController
    ) -> Bool

    /// `optional func presentationControllerDidAttemptToDismiss(_ presentationController:
    /// UIPresentationController)` (iOS 13.0+): the user tried to dismiss a sheet that stays.
    /// https://developer.apple.com/documentation/uikit/uiadaptivepresentationcontrollerdelegate/presentationcontrollerdidattempttodismiss(_:)
    func presentationControllerDidAttemptToDismiss(
      _ presentationController: UIPresentationController)

    /// `optional func presentationControllerWillDismiss(_ presentationController:
    /// UIPresentationController)` (iOS 13.0+): the user's dismissal starts; it may still be
    /// cancelled.
    /// https://developer.apple.com/documentation/uikit/uiadaptivepresentationcontrollerdelegate/presentationcontrollerwilldismiss(_:)
    func presentationControllerWillDismiss(_ presentationController: UIPresentationController)

    /// `optional func presentationControllerDidDismiss(_ presentationController:
    /// UIPresentationController)` (iOS 13.0+); "not called if the presentation is dismissed
    /// programmatically".
    /// https://developer.apple.com/documentation/uikit/uiadaptivepresentationcontrollerdelegate/presentationcontrollerdiddismiss(_:)
    func presentationControllerDidDismiss(_ presentationController: UIPresentationController)
  }

  /// `@MainActor class UIPopoverPresentationController : UIPresentationController`
  /// (iOS 8.0+, not tvOS)
  /// https://developer.apple.com/documentation/uikit/uipopoverpresentationcontroller
  @MainActor open class UIPopoverPresentationController: UIPresentationController {
    /// `var sourceView: UIView? { get set }` (iOS 8.0+)
    /// https://developer.apple.com/documentation/uikit/uipopoverpresentationcontroller/sourceview
    open var sourceView: UIView?

    /// `var sourceRect: CGRect { get set }` (iOS 8.0+): "The rectangle in the specified view in
    /// which to anchor the popover"; a zero rectangle by default.
    /// https://developer.apple.com/documentation/uikit/uipopoverpresentationcontroller/sourcerect
    open var sourceRect = CGRect.zero

    /// `var permittedArrowDirections: UIPopoverArrowDirection { get set }` (iOS 8.0+); `.any` by
    /// default.
    /// https://developer.apple.com/documentation/uikit/uipopoverpresentationcontroller/permittedarrowdirections
    open var permittedArrowDirections: UIPopoverArrowDirection = .any

    /// `var sourceItem: (any UIPopoverPresentationControllerSourceItem)? { get set }` (iOS 16.0+)
    /// https://developer.apple.com/documentation/uikit/uipopoverpresentationcontroller/sourceitem
    @available(iOS 16.0, macCatalyst 16.0, visionOS 1.0, *)
    open var sourceItem: (any UIPopoverPresentationControllerSourceItem)? {
      get { sourceItemStorage }
      set { sourceItemStorage = newValue }
    }
    private var sourceItemStorage: (any UIPopoverPresentationControllerSourceItem)?
  }

  /// `struct UIPopoverArrowDirection : OptionSet` (the members the adapter uses; UIKit's raw
  /// values).
  /// https://developer.apple.com/documentation/uikit/uipopoverarrowdirection
  public struct UIPopoverArrowDirection: OptionSet, Sendable {
    /// The directions as UIKit's bit mask.
    public let rawValue: UInt
    /// The directions of a bit mask.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// https://developer.apple.com/documentation/uikit/uipopoverarrowdirection/up
    public static let up = UIPopoverArrowDirection(rawValue: 1 << 0)
    /// https://developer.apple.com/documentation/uikit/uipopoverarrowdirection/down
    public static let down = UIPopoverArrowDirection(rawValue: 1 << 1)
    /// https://developer.apple.com/documentation/uikit/uipopoverarrowdirection/any
    public static let any = UIPopoverArrowDirection(rawValue: 15)
  }

  /// `protocol UIPopoverPresentationControllerSourceItem : NSObjectProtocol` (iOS 16.0+)
  /// https://developer.apple.com/documentation/uikit/uipopoverpresentationcontrollersourceitem
  @available(iOS 16.0, macCatalyst 16.0, visionOS 1.0, *)
  public protocol UIPopoverPresentationControllerSourceItem: NSObjectProtocol {}

  // MARK: - Alerts

  /// `@MainActor class UIAlertController : UIViewController` (iOS 8.0+)
  /// https://developer.apple.com/documentation/uikit/uialertcontroller
  @MainActor open class UIAlertController: UIViewController {
    /// `enum Style` (iOS 8.0+)
    /// https://developer.apple.com/documentation/uikit/uialertcontroller/style
    public enum Style: Int, Sendable {
      /// https://developer.apple.com/documentation/uikit/uialertcontroller/style/actionsheet
      case actionSheet = 0
      /// https://developer.apple.com/documentation/uikit/uialertcontroller/style/alert
      case alert = 1
    }

    /// `var preferredStyle: UIAlertController.Style { get }`
    /// https://developer.apple.com/documentation/uikit/uialertcontroller/preferredstyle
    open private(set) var preferredStyle: Style = .alert

    /// `var message: String? { get set }`
    /// https://developer.apple.com/documentation/uikit/uialertcontroller/message
    open var message: String?

    /// `var actions: [UIAlertAction] { get }`
    /// https://developer.apple.com/documentation/uikit/uialertcontroller/actions
    open private(set) var actions: [UIAlertAction] = []

    /// `convenience init(title: String?, message: String?, preferredStyle:
    /// UIAlertController.Style)` (iOS 8.0+)
    /// https://developer.apple.com/documentation/uikit/uialertcontroller/init(title:message:preferredstyle:)
    public convenience init(
      title: String?,
      message: String?,
      preferredStyle: UIAlertController.Style
    ) {
      self.init()
      self.title = title
      self.message = message
      self.preferredStyle = preferredStyle
      modalPresentationStyle = preferredStyle == .actionSheet ? .popover : .custom
    }

    /// `func addAction(_ action: UIAlertAction)` (iOS 8.0+)
    /// https://developer.apple.com/documentation/uikit/uialertcontroller/addaction(_:)
    open func addAction(_ action: UIAlertAction) { actions.append(action) }
  }

  /// `@MainActor class UIAlertAction : NSObject` (iOS 8.0+)
  /// https://developer.apple.com/documentation/uikit/uialertaction
  @MainActor open class UIAlertAction: NSObject {
    /// `enum Style` (iOS 8.0+)
    /// https://developer.apple.com/documentation/uikit/uialertaction/style-swift.enum
    public enum Style: Int, Sendable {
      /// https://developer.apple.com/documentation/uikit/uialertaction/style-swift.enum/default
      case `default` = 0
      /// https://developer.apple.com/documentation/uikit/uialertaction/style-swift.enum/cancel
      case cancel = 1
      /// https://developer.apple.com/documentation/uikit/uialertaction/style-swift.enum/destructive
      case destructive = 2
    }

    /// `var title: String? { get }`
    /// https://developer.apple.com/documentation/uikit/uialertaction/title
    open private(set) var title: String?
    /// `var style: UIAlertAction.Style { get }`
    /// https://developer.apple.com/documentation/uikit/uialertaction/style-swift.property
    open private(set) var style: Style = .default
    var handler: ((UIAlertAction) -> Void)?

    /// `convenience init(title: String?, style: UIAlertAction.Style, handler: ((UIAlertAction)
    /// -> Void)? = nil)` (iOS 8.0+): the handler is "a block to execute when the user selects
    /// the action"; the alert controller dismisses itself first.
    /// https://developer.apple.com/documentation/uikit/uialertaction/init(title:style:handler:)
    public convenience init(
      title: String?,
      style: UIAlertAction.Style,
      handler: ((UIAlertAction) -> Void)? = nil
    ) {
      self.init()
      self.title = title
      self.style = style
      self.handler = handler
    }
  }

  // MARK: - Tab bar controllers

  /// `@MainActor class UITabBarController : UIViewController`
  /// https://developer.apple.com/documentation/uikit/uitabbarcontroller
  @MainActor open class UITabBarController: UIViewController {
    private var tabs: [UIViewController] = []

    /// `var viewControllers: [UIViewController]? { get set }` (iOS 2.0+)
    /// https://developer.apple.com/documentation/uikit/uitabbarcontroller/viewcontrollers
    open var viewControllers: [UIViewController]? {
      get { tabs }
      set { setViewControllers(newValue, animated: false) }
    }

    /// `var selectedIndex: Int { get set }` (iOS 2.0+)
    /// https://developer.apple.com/documentation/uikit/uitabbarcontroller/selectedindex
    open var selectedIndex: Int = 0 {
      didSet { FakeUIKit.loadShownViews() }
    }

    /// `weak var delegate: (any UITabBarControllerDelegate)? { get set }` (iOS 2.0+)
    /// https://developer.apple.com/documentation/uikit/uitabbarcontroller/delegate
    weak open var delegate: (any UITabBarControllerDelegate)?

    /// `func setViewControllers(_ viewControllers: [UIViewController]?, animated: Bool)`
    /// (iOS 2.0+)
    /// https://developer.apple.com/documentation/uikit/uitabbarcontroller/setviewcontrollers(_:animated:)
    open func setViewControllers(_ viewControllers: [UIViewController]?, animated: Bool) {
      for tab in tabs where tab.parentStorage === self { tab.parentStorage = nil }
      tabs = viewControllers ?? []
      for tab in tabs { tab.parentStorage = self }
      if selectedIndex >= tabs.count { selectedIndex = 0 }
      FakeUIKit.loadShownViews()
    }

    override func shows(child: UIViewController) -> Bool {
      tabs.indices.contains(selectedIndex) && tabs[selectedIndex] === child
    }
    override var shownChildren: [UIViewController] {
      tabs.indices.contains(selectedIndex) ? [tabs[selectedIndex]] : []
    }
  }

  /// `@MainActor protocol UITabBarControllerDelegate : NSObjectProtocol`
  /// https://developer.apple.com/documentation/uikit/uitabbarcontrollerdelegate
  @MainActor public protocol UITabBarControllerDelegate: NSObjectProtocol {
    /// `optional func tabBarController(_ tabBarController: UITabBarController, shouldSelect
    /// viewController: UIViewController) -> Bool` (iOS 3.0+); called "in response to the user
    /// tapping a tab bar item".
    /// https://developer.apple.com/documentation/uikit/uitabbarcontrollerdelegate/tabbarcontroller(_:shouldselect:)
    func tabBarController(
      _ tabBarController: UITabBarController,
      shouldSelect viewController: UIViewController
    ) -> Bool
  }

  // MARK: - Split view controllers

  /// `@MainActor class UISplitViewController : UIViewController`
  /// https://developer.apple.com/documentation/uikit/uisplitviewcontroller
  @MainActor open class UISplitViewController: UIViewController {
    /// `enum Column` (iOS 14.0+, tvOS 14.0+, visionOS 1.0+)
    /// https://developer.apple.com/documentation/uikit/uisplitviewcontroller/column
    @available(iOS 14.0, macCatalyst 14.0, tvOS 14.0, visionOS 1.0, *)
    public enum Column: Int, Sendable {
      /// https://developer.apple.com/documentation/uikit/uisplitviewcontroller/column/primary
      case primary = 0
      /// https://developer.apple.com/documentation/uikit/uisplitviewcontroller/column/supplementary
      case supplementary = 1
      /// https://developer.apple.com/documentation/uikit/uisplitviewcontroller/column/secondary
      case secondary = 2
      /// The view controller shown while collapsed (iOS 14.0+).
      /// https://developer.apple.com/documentation/uikit/uisplitviewcontroller/column/compact
      case compact = 3
      /// The inspector, trailing column (iOS 26.0+, Mac Catalyst 26.0+; not tvOS or visionOS).
      /// https://developer.apple.com/documentation/uikit/uisplitviewcontroller/column/inspector
      @available(iOS 26.0, macCatalyst 26.0, *)
      @available(tvOS, unavailable)
      @available(visionOS, unavailable)
      case inspector = 4
    }

    /// `enum Style` (iOS 14.0+)
    /// https://developer.apple.com/documentation/uikit/uisplitviewcontroller/style-swift.enum
    @available(iOS 14.0, macCatalyst 14.0, tvOS 14.0, visionOS 1.0, *)
    public enum Style: Int, Sendable {
      /// The classic split view interface, for which the column API does not apply.
      /// https://developer.apple.com/documentation/uikit/uisplitviewcontroller/style-swift.enum/unspecified
      case unspecified = 0
      /// https://developer.apple.com/documentation/uikit/uisplitviewcontroller/style-swift.enum/doublecolumn
      case doubleColumn = 1
      /// https://developer.apple.com/documentation/uikit/uisplitviewcontroller/style-swift.enum/triplecolumn
      case tripleColumn = 2
    }

    private var columns: [Column: UIViewController] = [:]
    /// The column a collapsed split view shows on top: the primary, or the column shown above
    /// it.
    private(set) var collapsedTop: Column = .primary

    /// `init(style: UISplitViewController.Style)` (iOS 14.0+)
    /// https://developer.apple.com/documentation/uikit/uisplitviewcontroller/init(style:)
    @available(iOS 14.0, macCatalyst 14.0, tvOS 14.0, visionOS 1.0, *)
    public init(style: UISplitViewController.Style) {
      super.init()
    }

    /// `weak var delegate: (any UISplitViewControllerDelegate)? { get set }` (iOS 3.2+)
    /// https://developer.apple.com/documentation/uikit/uisplitviewcontroller/delegate
    weak open var delegate: (any UISplitViewControllerDelegate)?

    /// `var isCollapsed: Bool { get }` (iOS 8.0+): "When collapsed, the split view controller
    /// displays only one column", as on an iPhone in portrait. The fakes collapse it with
    /// `FakeUIKit.setCollapsed(_:_:)`.
    /// https://developer.apple.com/documentation/uikit/uisplitviewcontroller/iscollapsed
    open internal(set) var isCollapsed = false {
      didSet { FakeUIKit.loadShownViews() }
    }

    /// `func viewController(for column: UISplitViewController.Column) -> UIViewController?`
    /// (iOS 14.0+)
    /// https://developer.apple.com/documentation/uikit/uisplitviewcontroller/viewcontroller(for:)
    @available(iOS 14.0, macCatalyst 14.0, tvOS 14.0, visionOS 1.0, *)
    open func viewController(for column: UISplitViewController.Column) -> UIViewController? {
      columns[column]
    }

    /// `func setViewController(_ vc: UIViewController?, for column:
    /// UISplitViewController.Column)` (iOS 14.0+; not for the classic style)
    /// https://developer.apple.com/documentation/uikit/uisplitviewcontroller/setviewcontroller(_:for:)
    @available(iOS 14.0, macCatalyst 14.0, tvOS 14.0, visionOS 1.0, *)
    open func setViewController(_ vc: UIViewController?, for column: UISplitViewController.Column) {
      if let old = columns[column], old.parentStorage === self { old.parentStorage = nil }
      columns[column] = vc
      vc?.parentStorage = self
      FakeUIKit.loadShownViews()
    }

    /// `func show(_ column: UISplitViewController.Column)` (iOS 14.0+): "When the split view
    /// interface is collapsed, the split view controller shows the view controller in the
    /// specified column" (over the primary, with a back button to it).
    /// https://developer.apple.com/documentation/uikit/uisplitviewcontroller/show(_:)
    @available(iOS 14.0, macCatalyst 14.0, tvOS 14.0, visionOS 1.0, *)
    open func show(_ column: UISplitViewController.Column) {
      collapsedTop = column
      FakeUIKit.loadShownViews()
    }

    /// The user taps the back button of a collapsed split view's column: an animated transition
    /// back to the primary column starts (its coordinator is the split view controller's), the
    /// delegate hears `willShow(.primary)` and `willHide` of the column, and the primary column
    /// shows once the transition ends.
    func userWentBack() -> Bool {
      guard isCollapsed, collapsedTop != .primary,
        FakeUIKit.coordinator(involving: self) == nil
      else { return false }
      let hidden = collapsedTop
      FakeUIKit.startTransition(animated: true, involving: [self]) { [weak self] _ in
        self?.collapsedTop = .primary
        FakeUIKit.loadShownViews()
      }
      delegate?.splitViewController(self, willShow: .primary)
      delegate?.splitViewController(self, willHide: hidden)
      return true
    }

    override func shows(child: UIViewController) -> Bool {
      shownChildren.contains { $0 === child }
    }
    override var shownChildren: [UIViewController] {
      if isCollapsed { return columns[collapsedTop].map { [$0] } ?? [] }
      return [Column.primary, .supplementary, .secondary].compactMap { columns[$0] }
    }
  }

  /// `@MainActor protocol UISplitViewControllerDelegate` (the column-style methods the adapter
  /// implements). Unlike the other delegate protocols here it does not refine
  /// `NSObjectProtocol`: UIKit declares `@protocol UISplitViewControllerDelegate` without
  /// `<NSObject>`. It is an Objective-C protocol, so only classes adopt it: `AnyObject` here.
  /// https://developer.apple.com/documentation/uikit/uisplitviewcontrollerdelegate
  @MainActor public protocol UISplitViewControllerDelegate: AnyObject {
    /// `optional func splitViewController(_ svc: UISplitViewController, willShow column:
    /// UISplitViewController.Column)` (iOS 14.0+): "when the system is preparing to show one of
    /// its columns"; not called for `show(_:)` made in code. In a collapsed split view, the back
    /// button to the primary column is the system showing it.
    /// https://developer.apple.com/documentation/uikit/uisplitviewcontrollerdelegate/splitviewcontroller(_:willshow:)
    @available(iOS 14.0, macCatalyst 14.0, tvOS 14.0, visionOS 1.0, *)
    func splitViewController(
      _ svc: UISplitViewController, willShow column: UISplitViewController.Column)

    /// `optional func splitViewController(_ svc: UISplitViewController, willHide column:
    /// UISplitViewController.Column)` (iOS 14.0+): "when the system is preparing to hide one of
    /// its columns"; not called for `hide(_:)` made in code.
    /// https://developer.apple.com/documentation/uikit/uisplitviewcontrollerdelegate/splitviewcontroller(_:willhide:)
    @available(iOS 14.0, macCatalyst 14.0, tvOS 14.0, visionOS 1.0, *)
    func splitViewController(
      _ svc: UISplitViewController, willHide column: UISplitViewController.Column)
  }

  // MARK: - Controls (the example app's screens, Examples/color-list-ui)

  /// `@MainActor class UIControl : UIView`
  /// https://developer.apple.com/documentation/uikit/uicontrol
  @MainActor open class UIControl: UIView {}

  /// `@MainActor class UIButton : UIControl`
  /// https://developer.apple.com/documentation/uikit/uibutton
  @MainActor open class UIButton: UIControl {
    /// `@MainActor @preconcurrency convenience init(type buttonType: UIButton.ButtonType =
    /// .system, primaryAction: UIAction?)` (iOS 14.0+). The defaulted `type`, which the example
    /// does not pass, is left out (`UIButton.ButtonType` is not stood in); a call without it
    /// type-checks the same.
    /// https://developer.apple.com/documentation/uikit/uibutton/init(type:primaryaction:)
    @preconcurrency
    public convenience init(primaryAction: UIAction?) {
      self.init()
    }
  }

  /// `@MainActor class UIMenuElement : NSObject` (iOS 13.0+), the superclass of `UIAction`.
  /// https://developer.apple.com/documentation/uikit/uimenuelement
  @MainActor open class UIMenuElement: NSObject {}

  /// `typealias UIActionHandler = (UIAction) -> Void`
  /// https://developer.apple.com/documentation/uikit/uiactionhandler
  public typealias UIActionHandler = (UIAction) -> Void

  /// `@MainActor class UIAction` (iOS 13.0+), a `UIMenuElement`.
  /// https://developer.apple.com/documentation/uikit/uiaction
  @MainActor open class UIAction: UIMenuElement {
    /// `@MainActor @preconcurrency convenience init(title: String = "", image: UIImage? = nil,
    /// identifier: UIAction.Identifier? = nil, discoverabilityTitle: String? = nil, attributes:
    /// UIMenuElement.Attributes = [], state: UIMenuElement.State = .off, handler: @escaping
    /// UIActionHandler)` (iOS 13.0+). The defaulted parameters between `title` and `handler`,
    /// which the example does not pass, are left out (their types are not stood in).
    /// https://developer.apple.com/documentation/uikit/uiaction/init(title:image:identifier:discoverabilitytitle:attributes:state:handler:)
    @preconcurrency
    public convenience init(title: String = "", handler: @escaping UIActionHandler) {
      self.init()
    }
  }

  /// `@MainActor class UIStackView : UIView` (iOS 9.0+)
  /// https://developer.apple.com/documentation/uikit/uistackview
  @MainActor open class UIStackView: UIView {
    /// `convenience init(arrangedSubviews views: [UIView])` (iOS 9.0+)
    /// https://developer.apple.com/documentation/uikit/uistackview/init(arrangedsubviews:)
    public convenience init(arrangedSubviews views: [UIView]) {
      self.init()
    }

    /// `var axis: NSLayoutConstraint.Axis { get set }` (iOS 9.0+); `.horizontal` by default.
    /// https://developer.apple.com/documentation/uikit/uistackview/axis
    open var axis: NSLayoutConstraint.Axis = .horizontal
  }

  /// `@MainActor class NSLayoutConstraint : NSObject`, here only for its `Axis`.
  /// https://developer.apple.com/documentation/uikit/nslayoutconstraint
  @MainActor open class NSLayoutConstraint: NSObject {
    /// `enum Axis` (`UILayoutConstraintAxis`: horizontal 0, vertical 1).
    /// https://developer.apple.com/documentation/uikit/nslayoutconstraint/axis
    public enum Axis: Int, Sendable {
      /// https://developer.apple.com/documentation/uikit/nslayoutconstraint/axis/horizontal
      case horizontal = 0
      /// https://developer.apple.com/documentation/uikit/nslayoutconstraint/axis/vertical
      case vertical = 1
    }
  }
#endif
