import ReducerRouting
import Testing

@testable import UIKitAdapterCheck

// What the UIKit renderer leaves to the app (issue 30, defects c and d): a collapsed split
// view's back button, the presentation style and delegates the app sets, popover anchors.

@MainActor
@Suite(.serialized)
struct UIKitAppBehaviourTests {
  init() { FakeUIKit.reset() }

  // MARK: - A collapsed split view (defect c)

  @Test func goingBackInACollapsedSplitViewClosesTheColumnAndTheSameRowOpensItAgain() {
    let split = UISplitViewController(style: .doubleColumn)
    FakeUIKit.setCollapsed(split, true)
    let store = Store(initialState: PagesSplit.State()) { PagesSplit() }
    let renderer = UIKitNavigationRenderer<PagesSplit.Action>(
      splitViewController: split,
      viewController: { ScreenController(screen: $0) },
      closeColumn: { name in name == "secondary" ? .closeSecondary : nil })
    let connection = renderer.connect(to: store) { address in
      Pages.Action.removal(of: address, inFlowAt: [.child("primary")]).map(
        PagesSplit.Action.primary)
    }
    let window = UIWindow(frame: .zero)
    window.rootViewController = split
    FakeUIKit.runUntilIdle()
    #expect(split.collapsedTop == .primary)

    store.send(.primary(.root(.choose("story"))))
    FakeUIKit.runUntilIdle()
    #expect(split.collapsedTop == .secondary)

    // The back button of the collapsed split view: the state drops the column's selection.
    #expect(FakeUIKit.tapBackToPrimary(in: split))
    FakeUIKit.runUntilIdle()
    #expect(store.state.secondary == nil)
    #expect(split.collapsedTop == .primary)

    // The same row again shows it again.
    store.send(.primary(.root(.choose("story"))))
    FakeUIKit.runUntilIdle()
    #expect(split.collapsedTop == .secondary)
    #expect(connection.isConnected)
    #expect(renderer.shown == NavigationTree(of: store.state))
  }

  @Test func withoutACloseActionTheCollapsedSplitViewShowsTheStateAgain() {
    let split = UISplitViewController(style: .doubleColumn)
    FakeUIKit.setCollapsed(split, true)
    let store = Store(initialState: PagesSplit.State()) { PagesSplit() }
    let renderer = UIKitNavigationRenderer<PagesSplit.Action>(
      splitViewController: split, viewController: { ScreenController(screen: $0) })
    let connection = renderer.connect(to: store) { _ in nil }
    let window = UIWindow(frame: .zero)
    window.rootViewController = split
    store.send(.primary(.root(.choose("story"))))
    FakeUIKit.runUntilIdle()
    FakeUIKit.tapBackToPrimary(in: split)
    FakeUIKit.runUntilIdle()
    // The state still selects the column: the screen follows the state.
    #expect(store.state.secondary != nil)
    #expect(split.collapsedTop == .secondary)
    #expect(connection.isConnected)
    #expect(renderer.shown == NavigationTree(of: store.state))
  }

  @Test func theAppsSplitViewDelegateKeepsHearingTheColumnsWithoutBeingAnNSObject() {
    // UIKit's `UISplitViewControllerDelegate` does not refine `NSObjectProtocol` (issue 41): a
    // plain Swift class may adopt it, and the renderer's delegate still forwards to it.
    final class AppDelegate: UISplitViewControllerDelegate {
      var shown: [UISplitViewController.Column] = []
      var hidden: [UISplitViewController.Column] = []
      func splitViewController(
        _ svc: UISplitViewController, willShow column: UISplitViewController.Column
      ) { shown.append(column) }
      func splitViewController(
        _ svc: UISplitViewController, willHide column: UISplitViewController.Column
      ) { hidden.append(column) }
    }
    let delegate = AppDelegate()
    let split = UISplitViewController(style: .doubleColumn)
    split.delegate = delegate
    FakeUIKit.setCollapsed(split, true)
    let store = Store(initialState: PagesSplit.State()) { PagesSplit() }
    let renderer = UIKitNavigationRenderer<PagesSplit.Action>(
      splitViewController: split,
      viewController: { ScreenController(screen: $0) },
      closeColumn: { name in name == "secondary" ? .closeSecondary : nil })
    let connection = renderer.connect(to: store) { _ in nil }
    let window = UIWindow(frame: .zero)
    window.rootViewController = split
    store.send(.primary(.root(.choose("story"))))
    FakeUIKit.runUntilIdle()
    #expect(FakeUIKit.tapBackToPrimary(in: split))
    FakeUIKit.runUntilIdle()
    #expect(delegate.shown == [.primary])
    #expect(delegate.hidden == [.secondary])
    #expect(store.state.secondary == nil)
    #expect(split.delegate !== delegate)
    #expect(connection.isConnected)
  }

  // MARK: - Tabs

  @Test func theExamplesTabBarFollowsTheStateAndATabTappedReachesTheStore() throws {
    let app = AppTabsController(store: Store(initialState: AppTabs.State()) { AppTabs() })
    let tabBarController = app.tabBarController
    let window = UIWindow(frame: .zero)
    window.rootViewController = tabBarController
    FakeUIKit.runUntilIdle()
    #expect(tabBarController.viewControllers?.count == 3)
    // A tap is not selected by UIKit: the store selects the tab, and the tab bar follows.
    #expect(!FakeUIKit.tapTab(1, in: tabBarController))
    FakeUIKit.runUntilIdle()
    #expect(app.store.state.selectedTab == .news)
    #expect(tabBarController.selectedIndex == 1)
    // A link pushes in another tab and selects it; a swipe back there reaches its flow.
    app.store.send(.openLink(try DeepLink("colors/red")))
    FakeUIKit.runUntilIdle()
    #expect(tabBarController.selectedIndex == 0)
    let colors = try #require(tabBarController.viewControllers?.first as? UINavigationController)
    #expect(colors.viewControllers.count == 2)
    #expect(FakeUIKit.beginSwipeBack(in: colors))
    FakeUIKit.endSwipeBack(in: colors, cancelled: false)
    FakeUIKit.runUntilIdle()
    #expect(app.store.state.colors.navigation.stack.isEmpty)
    #expect(colors.viewControllers.count == 1)
    #expect(FakeUIKit.exceptions.isEmpty)
  }

  @Test func aTabTheAppsDelegateRefusesIsNotSentToTheStore() {
    final class Refusing: NSObject, UITabBarControllerDelegate {
      var asked = 0
      func tabBarController(
        _ tabBarController: UITabBarController, shouldSelect viewController: UIViewController
      ) -> Bool {
        asked += 1
        return false
      }
    }
    let refusing = Refusing()
    let tabBarController = UITabBarController()
    tabBarController.delegate = refusing
    let app = AppTabsController(store: Store(initialState: AppTabs.State()) { AppTabs() })
    // The example's own tab bar controller is made by the example: drive a second one, with the
    // app's delegate set before the renderer.
    let renderer = UIKitNavigationRenderer<AppTabs.Action>(
      tabBarController: tabBarController,
      viewController: { ScreenController(screen: $0) },
      tabSelection: { name in AppTabs.Tab(rawValue: name).map { .tab(.select($0)) } })
    let connection = renderer.connect(to: app.store) { _ in nil }
    let window = UIWindow(frame: .zero)
    window.rootViewController = tabBarController
    FakeUIKit.runUntilIdle()
    #expect(!FakeUIKit.tapTab(2, in: tabBarController))
    FakeUIKit.runUntilIdle()
    #expect(refusing.asked == 1)
    #expect(app.store.state.selectedTab == .colors)
    #expect(tabBarController.selectedIndex == 0)
    #expect(connection.isConnected)
    #expect(renderer.shown == NavigationTree(of: app.store.state))
  }

  // MARK: - The app's own styles and delegates (defect d)

  @Test func aPresentationStyleTheFactorySetIsKept() {
    final class Transitions: NSObject, UIViewControllerTransitioningDelegate {}
    let transitions = Transitions()
    let app = ColorListOnScreen { screen in
      let controller = ScreenController(screen: screen)
      if screen.name == "info" {
        controller.modalPresentationStyle = .custom
        controller.transitioningDelegate = transitions
      }
      return controller
    }
    app.store.send(.root(.infoTapped))
    FakeUIKit.runUntilIdle()
    let sheet = app.navigationController.presentedViewController
    #expect(sheet?.modalPresentationStyle == .custom)
    #expect(sheet?.transitioningDelegate === transitions)
    // A sheet whose style the factory left alone gets the renderer's.
    app.store.send(.navigation(.dismiss))
    FakeUIKit.runUntilIdle()
    app.renderer.sheetPresentationStyle = .formSheet
    app.store.send(.navigation(.present(.settings(SettingsFlow.State()), style: .sheet)))
    FakeUIKit.runUntilIdle()
    #expect(app.shown == app.expected)
    #expect(app.navigationController.presentedViewController?.modalPresentationStyle == .formSheet)
  }

  @Test func theAppsNavigationControllerDelegateKeepsHearingAndTheSwipeIsStillReported() {
    final class AppDelegate: NSObject, UINavigationControllerDelegate {
      var willShow: [String?] = []
      var didShow: [String?] = []
      func navigationController(
        _ navigationController: UINavigationController, willShow viewController: UIViewController,
        animated: Bool
      ) { willShow.append(viewController.title) }
      func navigationController(
        _ navigationController: UINavigationController, didShow viewController: UIViewController,
        animated: Bool
      ) { didShow.append(viewController.title) }
    }
    let delegate = AppDelegate()
    let navigationController = UINavigationController()
    navigationController.delegate = delegate
    let store = Store(initialState: Pages.State()) { Pages() }
    let renderer = UIKitNavigationRenderer<Pages.Action>(
      navigationController: navigationController, viewController: { ScreenController(screen: $0) })
    let connection = renderer.connect(to: store)
    let window = UIWindow(frame: .zero)
    window.rootViewController = navigationController
    FakeUIKit.runUntilIdle()
    store.send(.navigation(.push(.page(Page.State(name: "one")))))
    FakeUIKit.runUntilIdle()
    #expect(delegate.didShow.last == "page")
    FakeUIKit.beginSwipeBack(in: navigationController)
    FakeUIKit.endSwipeBack(in: navigationController, cancelled: false)
    FakeUIKit.runUntilIdle()
    #expect(store.state.navigation.stack.isEmpty)
    #expect(delegate.willShow.last == "Page")
    #expect(delegate.didShow.last == "Page")
    #expect(connection.isConnected)
    #expect(renderer.shown == NavigationTree(of: store.state))
  }

  @Test func aSheetThatRefusesToBeDismissedStaysAndItsGuardHearsTheAttempt() {
    final class EditsGuard: NSObject, UIAdaptivePresentationControllerDelegate {
      var attempts = 0
      var dismissed = 0
      func presentationControllerShouldDismiss(
        _ presentationController: UIPresentationController
      ) -> Bool { false }
      func presentationControllerDidAttemptToDismiss(
        _ presentationController: UIPresentationController
      ) { attempts += 1 }
      func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {}
      func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
        dismissed += 1
      }
    }
    let editsGuard = EditsGuard()
    let app = ColorListOnScreen { screen in
      let controller = ScreenController(screen: screen)
      if screen.name == "info" { controller.presentationController?.delegate = editsGuard }
      return controller
    }
    app.store.send(.root(.infoTapped))
    FakeUIKit.runUntilIdle()
    guard let sheet = app.navigationController.presentedViewController else {
      Issue.record("no sheet")
      return
    }
    #expect(!FakeUIKit.pullDown(sheet))
    FakeUIKit.runUntilIdle()
    #expect(editsGuard.attempts == 1)
    #expect(app.store.state.navigation.modal != nil)
    #expect(app.navigationController.presentedViewController === sheet)
  }

  @Test func aPopoverIsAnchoredToTheMiddleOfThePresenterRatherThanTheWholeView() {
    let navigationController = UINavigationController()
    let store = Store(initialState: Pages.State()) { Pages() }
    let renderer = UIKitNavigationRenderer<Pages.Action>(
      navigationController: navigationController, viewController: { ScreenController(screen: $0) })
    let connection = renderer.connect(to: store)
    let window = UIWindow(frame: .zero)
    window.rootViewController = navigationController
    FakeUIKit.runUntilIdle()
    store.send(.navigation(.present(.page(Page.State(name: "tip")), style: .popover)))
    FakeUIKit.runUntilIdle()
    let popover = navigationController.presentedViewController?.popoverPresentationController
    #expect(popover?.sourceView === navigationController.view)
    let bounds = navigationController.view.bounds
    #expect(popover?.sourceRect.midX == bounds.midX)
    #expect(popover?.sourceRect.midY == bounds.midY)
    #expect(popover?.sourceRect.width == 0)
    #expect(popover?.permittedArrowDirections == [])
    // The user taps outside it: reported like a sheet pulled down.
    if let presented = navigationController.presentedViewController {
      #expect(FakeUIKit.pullDown(presented))
    }
    FakeUIKit.runUntilIdle()
    #expect(store.state.navigation.modal == nil)
    #expect(connection.isConnected)
    #expect(renderer.shown == NavigationTree(of: store.state))
  }
}
