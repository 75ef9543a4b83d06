import ReducerRouting
import Testing

@testable import UIKitAdapterCheck

// The UIKit renderer's own sources (Sources/ReducerUIKit, compiled into UIKitAdapterCheck) run
// against the fakes of UIKit, one test per defect of issue 30: a refused presentation, a
// transition in flight, a collapsed split view, the app's own styles and delegates. Each test
// drives UIKit's run loop explicitly (`FakeUIKit.runUntilIdle()`): nothing depends on time.

@MainActor
@Suite(.serialized)
struct UIKitRendererTests {
  init() { FakeUIKit.reset() }

  // MARK: - A refused presentation does not freeze the renderer (defect a)

  @Test func launchWithAModalInTheFirstStateShowsItOnceTheWindowExists() throws {
    // The documented order: connect, then show the navigation controller in the window; the
    // first state holds a modal (a restored snapshot, a link at launch).
    var state = AppFlow.State()
    state.navigation.push(.color(ColorDetailFlow.State(name: "red")))
    state.navigation.present(.info(Info.State()), style: .sheet)
    var app: ColorListNavigation?
    let diagnostics = UIKitHarness.collectingDiagnostics {
      let made = ColorListNavigation(store: Store(initialState: state) { AppFlow() })
      app = made
      FakeUIKit.runUntilIdle()
      #expect(made.navigationController.presentedViewController == nil)
      let window = UIWindow(frame: .zero)
      window.rootViewController = made.navigationController
      FakeUIKit.runUntilIdle()
    }
    let navigationController = try #require(app?.navigationController)
    #expect(navigationController.viewControllers.map(\.title) == ["Colors", "red"])
    #expect(navigationController.presentedViewController?.title == "Info")
    // Connecting before the window exists is the documented order: nothing to report.
    #expect(diagnostics.isEmpty)
    // And the renderer still follows the store.
    app?.store.send(.modalRoute(.info(.closeTapped)))
    FakeUIKit.runUntilIdle()
    #expect(navigationController.presentedViewController == nil)
  }

  @Test func theExamplesScreensAreOpaque() throws {
    let app = ColorListNavigation(store: Store(initialState: AppFlow.State()) { AppFlow() })
    let window = UIWindow(frame: .zero)
    window.rootViewController = app.navigationController
    app.store.send(.openLink(try DeepLink("red/settings?modal=info")))
    FakeUIKit.runUntilIdle()
    let controllers =
      app.navigationController.viewControllers
      + FakeUIKit.presentedChain(from: app.navigationController)
    #expect(controllers.map(\.title) == ["Colors", "red", "Settings", "Info"])
    for controller in controllers {
      #expect(
        controller.view.backgroundColor?.name == "systemBackground", "\(controller.title ?? "")")
    }
  }

  @Test func aPresentationUIKitRefusesIsReportedAndTriedAgainLater() {
    let app = ColorListOnScreen()
    // The app presents a view controller of its own over the renderer's root.
    let own = UIViewController()
    app.navigationController.present(own, animated: false)
    FakeUIKit.runUntilIdle()
    var diagnostics = UIKitHarness.collectingDiagnostics {
      app.store.send(.root(.infoTapped))
      FakeUIKit.runUntilIdle()
    }
    #expect(diagnostics.map(\.kind) == ["uikit.presentationRefused"])
    #expect(app.navigationController.presentedViewController === own)
    // Not frozen: a push is shown while the sheet waits (and is refused again).
    diagnostics = UIKitHarness.collectingDiagnostics {
      app.store.send(.root(.colorTapped("red")))
      FakeUIKit.runUntilIdle()
    }
    #expect(diagnostics.allSatisfy { $0.kind == "uikit.presentationRefused" })
    #expect(app.shown.stack == app.expected.stack)
    #expect(app.shown.stack.count == 2)
    // Once the app's own view controller leaves, the next sign of life presents the sheet.
    app.navigationController.dismiss(animated: false)
    FakeUIKit.runUntilIdle()
    app.store.send(.route("red", .color(.root(.settingsTapped))))
    FakeUIKit.runUntilIdle()
    #expect(app.shown == app.expected)
    #expect(app.shown.modals.count == 1)
    #expect(FakeUIKit.exceptions.isEmpty)
  }

  // MARK: - Modals replaced

  /// A flow of pages on screen, whose alerts have a button "Again" (the same alert follows) and a
  /// button "Done" without an action.
  private func pagesOnScreen() -> (
    StoreOf<Pages>, UINavigationController, UIKitNavigationRenderer<Pages.Action>,
    NavigationConnection<Pages.State, Pages.Action>
  ) {
    let navigationController = UINavigationController()
    let store = Store(initialState: Pages.State()) { Pages() }
    let renderer = UIKitNavigationRenderer<Pages.Action>(
      navigationController: navigationController,
      viewController: { ScreenController(screen: $0) },
      alert: { screen in
        guard let id = screen.id?.base as? String else { return nil }
        return AlertPresentation(
          title: id, message: nil,
          buttons: [
            .init(title: "Again", action: .modalRoute(.page(.choose(id)))),
            .init(title: "Done", role: .cancel),
          ])
      })
    let connection = renderer.connect(to: store)
    let window = UIWindow(frame: .zero)
    window.rootViewController = navigationController
    FakeUIKit.runUntilIdle()
    return (store, navigationController, renderer, connection)
  }

  @Test(arguments: [FakeUIKit.AlertHandlerTiming.afterDismissal, .duringDismissal])
  func aFollowUpAlertWithTheSameIDIsShownAfterTheFirstIsDismissed(
    timing: FakeUIKit.AlertHandlerTiming
  ) {
    FakeUIKit.alertHandlerTiming = timing
    let (store, navigationController, renderer, connection) = pagesOnScreen()
    store.send(.navigation(.present(.page(Page.State(name: "confirm")), style: .alert)))
    FakeUIKit.runUntilIdle()
    guard let first = navigationController.presentedViewController as? UIAlertController else {
      Issue.record("no alert")
      return
    }
    #expect(first.title == "confirm")
    #expect(FakeUIKit.tap("Again", in: first))
    FakeUIKit.runUntilIdle()
    let second = navigationController.presentedViewController as? UIAlertController
    #expect(second != nil && second !== first)
    #expect(second?.title == "confirm")
    #expect(store.state.navigation.modal == .page(Page.State(name: "confirm")))
    if let second { #expect(FakeUIKit.tap("Done", in: second)) }
    FakeUIKit.runUntilIdle()
    #expect(store.state.navigation.modal == nil)
    #expect(navigationController.presentedViewController == nil)
    #expect(renderer.shown == NavigationTree(of: store.state))
    #expect(connection.isConnected)
  }

  @Test func aSheetReplacedByAnotherShowsTheOther() {
    let (store, navigationController, renderer, connection) = pagesOnScreen()
    store.send(.navigation(.present(.page(Page.State(name: "first")))))
    FakeUIKit.runUntilIdle()
    store.send(.navigation(.present(.page(Page.State(name: "second")))))
    // Replaced again before UIKit finished.
    FakeUIKit.runOneStep()
    store.send(.navigation(.present(.page(Page.State(name: "third")))))
    FakeUIKit.runUntilIdle()
    let shown = UIKitHarness.shown(by: navigationController)
    #expect(shown == UIKitHarness.expected(for: store.state))
    #expect(shown.modals.first?.first??.id?.base as? String == "third")
    #expect(renderer.shown == NavigationTree(of: store.state))
    #expect(connection.isConnected)
  }

  // MARK: - Transitions in flight (defect b)

  @Test func aPushDuringASwipeBackWaitsForTheSwipeAndIsNeverReportedAsPopped() {
    let app = ColorListOnScreen()
    app.store.send(.root(.colorTapped("red")))
    FakeUIKit.runUntilIdle()
    #expect(FakeUIKit.beginSwipeBack(in: app.navigationController))
    // An effect pushes during the swipe: the renderer does not call UIKit now.
    app.store.send(.navigation(.push(.settings(SettingsFlow.State()))))
    FakeUIKit.runUntilIdle()
    #expect(!FakeUIKit.log.contains { $0.contains("dropped") })
    #expect(FakeUIKit.endSwipeBack(in: app.navigationController, cancelled: false))
    FakeUIKit.runUntilIdle()
    // The settings were never shown before the swipe ended: never reported as popped. The
    // swipe's report of red comes after the state pushed above it, so the state keeps both
    // and the screen shows them again.
    #expect(app.store.state.navigation.stack.ids.contains("settings"))
    #expect(app.shown == app.expected)
    #expect(!FakeUIKit.log.contains { $0.contains("dropped") })
  }

  @Test func aCancelledSwipeBackReportsNothing() {
    let app = ColorListOnScreen()
    app.store.send(.root(.colorTapped("red")))
    FakeUIKit.runUntilIdle()
    #expect(FakeUIKit.beginSwipeBack(in: app.navigationController))
    #expect(FakeUIKit.endSwipeBack(in: app.navigationController, cancelled: true))
    FakeUIKit.runUntilIdle()
    #expect(app.store.state.navigation.stack.ids == ["red"])
    #expect(app.shown == app.expected)
    #expect(app.shown.stack.count == 2)
  }

  @Test func aFinishedSwipeBackIsReportedToTheFlowThatHoldsTheRoute() {
    let app = ColorListOnScreen()
    app.store.send(.root(.colorTapped("red")))
    app.store.send(.route("red", .color(.root(.settingsTapped))))
    FakeUIKit.runUntilIdle()
    #expect(app.shown.stack.count == 3)
    FakeUIKit.beginSwipeBack(in: app.navigationController)
    FakeUIKit.endSwipeBack(in: app.navigationController, cancelled: false)
    FakeUIKit.runUntilIdle()
    guard case let .color(red)? = app.store.state.navigation.stack.first else {
      Issue.record("red left the stack")
      return
    }
    #expect(red.navigation.stack.isEmpty)
    #expect(app.shown == app.expected)
  }

  @Test func stackWorkEndsBeforeTheModalChainStarts() throws {
    let app = ColorListOnScreen()
    app.store.send(.openLink(try DeepLink("red/settings?modal=info")))
    // The push is in flight; the sheet waits for it.
    #expect(app.navigationController.transitionCoordinator != nil)
    #expect(app.navigationController.presentedViewController == nil)
    FakeUIKit.runUntilIdle()
    #expect(app.shown == app.expected)
    #expect(app.shown.modals.count == 1)
  }

  @Test func aSheetBeingPulledDownIsWaitedFor() {
    let app = ColorListOnScreen()
    app.store.send(.root(.infoTapped))
    FakeUIKit.runUntilIdle()
    let sheet = app.navigationController.presentedViewController
    #expect(sheet != nil)
    if let sheet { #expect(FakeUIKit.pullDown(sheet)) }
    // While the user's dismissal is in flight, the state pushes.
    app.store.send(.root(.colorTapped("blue")))
    FakeUIKit.runUntilIdle()
    #expect(app.store.state.navigation.modal == nil)
    #expect(app.shown == app.expected)
    #expect(app.shown.stack.count == 2)
  }
}
