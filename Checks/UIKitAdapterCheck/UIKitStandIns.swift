// Stand-in declarations of the UIKit API the adapter uses, each signature taken from Apple's
// documentation, so that the adapter's sources type-check on Linux. Only this check target
// compiles them; on Apple platforms the real UIKit is used instead.
//
// Exactly what the adapter calls is declared, no more: a call the real UIKit lacks, or that
// UIKit spells otherwise, fails here. Each declaration names the page its signature comes from
// (developer.apple.com/documentation/…; the same pages as Markdown end in `.md`). Where the
// real declaration cannot be written in Swift, the stand-in says what differs:
//
// - The delegate protocols' methods are `optional` Objective-C requirements in UIKit. Here they
//   are required, so that a misspelled delegate method fails to compile instead of never being
//   called; UIKit itself only warns that a method "nearly matches" one.
// - Enumerations list only the cases the adapter uses, with UIKit's raw values.
// - Bodies do nothing: this target is compiled, never run.
#if !canImport(UIKit)

  // MARK: - Objective-C runtime (re-exported by UIKit)

  /// The root protocol of Objective-C objects.
  /// https://developer.apple.com/documentation/objectivec/nsobjectprotocol
  public protocol NSObjectProtocol: AnyObject {}

  /// The root class of Objective-C objects.
  /// https://developer.apple.com/documentation/objectivec/nsobject
  open class NSObject: NSObjectProtocol {
    /// `init()`, NSObject's designated initializer (`- (instancetype)init` in `NSObject.h`).
    /// https://developer.apple.com/documentation/objectivec/nsobject/init()
    public init() {}
  }

  // MARK: - Views and view controllers

  /// `@MainActor class UIResponder : NSObject`
  /// https://developer.apple.com/documentation/uikit/uiresponder
  @MainActor open class UIResponder: NSObject {}

  /// `@MainActor class UIView : UIResponder`
  /// https://developer.apple.com/documentation/uikit/uiview
  @MainActor open class UIView: UIResponder {}

  /// `@MainActor class UIViewController : UIResponder`
  /// https://developer.apple.com/documentation/uikit/uiviewcontroller
  @MainActor open class UIViewController: UIResponder {
    /// `var view: UIView! { get set }` (iOS 2.0+)
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/view
    open var view: UIView! = nil

    /// `var title: String? { get set }` (iOS 2.0+); set by the example app's screens
    /// (Examples/color-list-ui).
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/title
    open var title: String?

    /// `var modalPresentationStyle: UIModalPresentationStyle { get set }` (iOS 3.2+)
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/modalpresentationstyle
    open var modalPresentationStyle: UIModalPresentationStyle = .automatic

    /// `var presentationController: UIPresentationController? { get }` (iOS 8.0+)
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/presentationcontroller
    open var presentationController: UIPresentationController? { nil }

    /// `var popoverPresentationController: UIPopoverPresentationController? { get }` (iOS 8.0+)
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/popoverpresentationcontroller
    open var popoverPresentationController: UIPopoverPresentationController? { nil }

    /// `var transitionCoordinator: (any UIViewControllerTransitionCoordinator)? { get }` (iOS 7.0+)
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/transitioncoordinator
    open var transitionCoordinator: (any UIViewControllerTransitionCoordinator)? { nil }

    /// `func present(_ viewControllerToPresent: UIViewController, animated flag: Bool,
    /// completion: (() -> Void)? = nil)` (iOS 5.0+)
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/present(_:animated:completion:)
    open func present(
      _ viewControllerToPresent: UIViewController,
      animated flag: Bool,
      completion: (() -> Void)? = nil
    ) {}

    /// `func dismiss(animated flag: Bool, completion: (() -> Void)? = nil)` (iOS 5.0+)
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/dismiss(animated:completion:)
    open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {}
  }

  /// `enum UIModalPresentationStyle` (the cases the adapter uses, with UIKit's raw values).
  /// https://developer.apple.com/documentation/uikit/uimodalpresentationstyle
  public enum UIModalPresentationStyle: Int, Sendable {
    /// https://developer.apple.com/documentation/uikit/uimodalpresentationstyle/fullscreen
    case fullScreen = 0
    /// https://developer.apple.com/documentation/uikit/uimodalpresentationstyle/pagesheet
    case pageSheet = 1
    /// https://developer.apple.com/documentation/uikit/uimodalpresentationstyle/popover
    case popover = 7
    /// https://developer.apple.com/documentation/uikit/uimodalpresentationstyle/automatic
    case automatic = -2
  }

  // MARK: - Transitions

  /// `@MainActor protocol UIViewControllerTransitionCoordinatorContext : NSObjectProtocol`
  /// https://developer.apple.com/documentation/uikit/uiviewcontrollertransitioncoordinatorcontext
  @MainActor public protocol UIViewControllerTransitionCoordinatorContext: NSObjectProtocol {}

  /// `@MainActor protocol UIViewControllerTransitionCoordinator :
  /// UIViewControllerTransitionCoordinatorContext`
  /// https://developer.apple.com/documentation/uikit/uiviewcontrollertransitioncoordinator
  @MainActor
  public protocol UIViewControllerTransitionCoordinator:
    UIViewControllerTransitionCoordinatorContext
  {
    /// `func animate(alongsideTransition animation: ((any
    /// UIViewControllerTransitionCoordinatorContext) -> Void)?, completion: ((any
    /// UIViewControllerTransitionCoordinatorContext) -> Void)? = nil) -> Bool`
    /// (UIKit's `= nil` default cannot be written on a protocol requirement; the adapter passes
    /// both arguments.)
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
    /// `init(rootViewController: UIViewController)` (iOS 2.0+)
    /// https://developer.apple.com/documentation/uikit/uinavigationcontroller/init(rootviewcontroller:)
    public init(rootViewController: UIViewController) {
      viewControllers = [rootViewController]
      super.init()
    }

    /// `var viewControllers: [UIViewController] { get set }` (iOS 2.0+)
    /// https://developer.apple.com/documentation/uikit/uinavigationcontroller/viewcontrollers
    open var viewControllers: [UIViewController]

    /// `weak var delegate: (any UINavigationControllerDelegate)? { get set }` (iOS 2.0+)
    /// https://developer.apple.com/documentation/uikit/uinavigationcontroller/delegate
    weak open var delegate: (any UINavigationControllerDelegate)?

    /// `func setViewControllers(_ viewControllers: [UIViewController], animated: Bool)`
    /// (iOS 3.0+)
    /// https://developer.apple.com/documentation/uikit/uinavigationcontroller/setviewcontrollers(_:animated:)
    open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {}

    /// `func pushViewController(_ viewController: UIViewController, animated: Bool)` (iOS 2.0+)
    /// https://developer.apple.com/documentation/uikit/uinavigationcontroller/pushviewcontroller(_:animated:)
    open func pushViewController(_ viewController: UIViewController, animated: Bool) {}

    /// `func popToViewController(_ viewController: UIViewController, animated: Bool) ->
    /// [UIViewController]?` (iOS 2.0+)
    /// https://developer.apple.com/documentation/uikit/uinavigationcontroller/poptoviewcontroller(_:animated:)
    open func popToViewController(
      _ viewController: UIViewController,
      animated: Bool
    ) -> [UIViewController]? { nil }
  }

  /// `@MainActor protocol UINavigationControllerDelegate : NSObjectProtocol`
  /// https://developer.apple.com/documentation/uikit/uinavigationcontrollerdelegate
  @MainActor public protocol UINavigationControllerDelegate: NSObjectProtocol {
    /// `optional func navigationController(_ navigationController: UINavigationController,
    /// didShow viewController: UIViewController, animated: Bool)` (iOS 2.0+); the page itself is
    /// not in the stored documentation: the signature is its `willShow` sibling's, listed beside
    /// it in the protocol's topics, with the selector
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
    /// `var presentedViewController: UIViewController { get }` (iOS 8.0+)
    /// https://developer.apple.com/documentation/uikit/uipresentationcontroller/presentedviewcontroller
    open var presentedViewController: UIViewController { UIViewController() }

    /// `weak var delegate: (any UIAdaptivePresentationControllerDelegate)? { get set }`
    /// (iOS 8.0+)
    /// https://developer.apple.com/documentation/uikit/uipresentationcontroller/delegate
    weak open var delegate: (any UIAdaptivePresentationControllerDelegate)?
  }

  /// `@MainActor protocol UIAdaptivePresentationControllerDelegate : NSObjectProtocol`
  /// https://developer.apple.com/documentation/uikit/uiadaptivepresentationcontrollerdelegate
  @MainActor public protocol UIAdaptivePresentationControllerDelegate: NSObjectProtocol {
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

    /// `var sourceItem: (any UIPopoverPresentationControllerSourceItem)? { get set }` (iOS 16.0+)
    /// https://developer.apple.com/documentation/uikit/uipopoverpresentationcontroller/sourceitem
    @available(iOS 16.0, macCatalyst 16.0, visionOS 1.0, *)
    open var sourceItem: (any UIPopoverPresentationControllerSourceItem)? {
      get { nil }
      set {}
    }
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

    /// `convenience init(title: String?, message: String?, preferredStyle:
    /// UIAlertController.Style)` (iOS 8.0+)
    /// https://developer.apple.com/documentation/uikit/uialertcontroller/init(title:message:preferredstyle:)
    public convenience init(
      title: String?,
      message: String?,
      preferredStyle: UIAlertController.Style
    ) {
      self.init()
    }

    /// `func addAction(_ action: UIAlertAction)` (iOS 8.0+)
    /// https://developer.apple.com/documentation/uikit/uialertcontroller/addaction(_:)
    open func addAction(_ action: UIAlertAction) {}
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

    /// `convenience init(title: String?, style: UIAlertAction.Style, handler: ((UIAlertAction)
    /// -> Void)? = nil)` (iOS 8.0+)
    /// https://developer.apple.com/documentation/uikit/uialertaction/init(title:style:handler:)
    public convenience init(
      title: String?,
      style: UIAlertAction.Style,
      handler: ((UIAlertAction) -> Void)? = nil
    ) {
      self.init()
    }
  }

  // MARK: - Tab bar controllers

  /// `@MainActor class UITabBarController : UIViewController`
  /// https://developer.apple.com/documentation/uikit/uitabbarcontroller
  @MainActor open class UITabBarController: UIViewController {
    /// `var selectedIndex: Int { get set }` (iOS 2.0+)
    /// https://developer.apple.com/documentation/uikit/uitabbarcontroller/selectedindex
    open var selectedIndex: Int = 0

    /// `weak var delegate: (any UITabBarControllerDelegate)? { get set }` (iOS 2.0+)
    /// https://developer.apple.com/documentation/uikit/uitabbarcontroller/delegate
    weak open var delegate: (any UITabBarControllerDelegate)?

    /// `func setViewControllers(_ viewControllers: [UIViewController]?, animated: Bool)`
    /// (iOS 2.0+)
    /// https://developer.apple.com/documentation/uikit/uitabbarcontroller/setviewcontrollers(_:animated:)
    open func setViewControllers(_ viewControllers: [UIViewController]?, animated: Bool) {}
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
    /// `enum Column` (iOS 14.0+)
    /// https://developer.apple.com/documentation/uikit/uisplitviewcontroller/column
    @available(iOS 14.0, macCatalyst 14.0, visionOS 1.0, *)
    public enum Column: Int, Sendable {
      /// https://developer.apple.com/documentation/uikit/uisplitviewcontroller/column/primary
      case primary = 0
      /// https://developer.apple.com/documentation/uikit/uisplitviewcontroller/column/supplementary
      case supplementary = 1
      /// https://developer.apple.com/documentation/uikit/uisplitviewcontroller/column/secondary
      case secondary = 2
    }

    /// `func setViewController(_ vc: UIViewController?, for column:
    /// UISplitViewController.Column)` (iOS 14.0+; not for the classic style)
    /// https://developer.apple.com/documentation/uikit/uisplitviewcontroller/setviewcontroller(_:for:)
    @available(iOS 14.0, macCatalyst 14.0, visionOS 1.0, *)
    open func setViewController(_ vc: UIViewController?, for column: UISplitViewController.Column) {
    }

    /// `func show(_ column: UISplitViewController.Column)` (iOS 14.0+)
    /// https://developer.apple.com/documentation/uikit/uisplitviewcontroller/show(_:)
    @available(iOS 14.0, macCatalyst 14.0, visionOS 1.0, *)
    open func show(_ column: UISplitViewController.Column) {}
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
