import ReducerRouting
import Testing

@testable import UIKitAdapterCheck

// The `screen:` factory of the UIKit renderer: each screen's view controller is made from its
// store, found by `RoutedScreen.viewController(_:root:route:)` and scoped to the route's case,
// flows nested in routes included; what the user removes is reported with the removal the walk
// found, with no mapping of addresses. Against the fakes of UIKit, with the example's reducers.

/// The stores the factory was given, by the address of the screen each was made for.
@MainActor
private final class Recorder {
  var stores: [NavigationTree.Address: Any] = [:]

  func record(_ screen: RoutedScreen, _ store: Any) -> UIViewController {
    stores[screen.screen.address] = store
    let controller = UIViewController()
    controller.title = screen.screen.name
    return controller
  }

  func store<S, A>(at address: NavigationTree.Address, _: Store<S, A>.Type) -> Store<S, A>? {
    stores[address] as? Store<S, A>
  }
}

@MainActor
@Suite(.serialized)
struct UIKitScreenStoreTests {
  let store: StoreOf<AppFlow>
  let navigationController: UINavigationController
  let window: UIWindow
  private let recorder = Recorder()
  let renderer: UIKitNavigationRenderer<AppFlow.Action>
  let connection: NavigationConnection<AppFlow.State, AppFlow.Action>

  init() {
    // Before any view controller or window is made: the fakes' state is global.
    FakeUIKit.reset()
    let store = Store(initialState: AppFlow.State()) { AppFlow() }
    self.store = store
    navigationController = UINavigationController()
    window = UIWindow(frame: .zero)
    let recorder = recorder
    renderer = UIKitNavigationRenderer<AppFlow.Action>(
      navigationController: navigationController,
      screen: { screen in Self.viewController(for: screen, in: store, recorder) })
    // No removal action given: the renderer finds each route's own.
    connection = renderer.connect(to: store)
    window.rootViewController = navigationController
    FakeUIKit.runUntilIdle()
  }

  /// The app's screens, each flow's from that flow's store, recorded.
  private static func viewController(
    for screen: RoutedScreen, in store: StoreOf<AppFlow>, _ recorder: Recorder
  ) -> UIViewController? {
    screen.viewController(store) {
      recorder.record(screen, $0)
    } route: { route, screen in
      if let color = route.scope(state: /AppFlow.Route.color, action: /AppFlow.Route.Action.color) {
        return screen.viewController(color) {
          recorder.record(screen, $0)
        } route: {
          route, screen in
          if let settings = route.scope(
            state: /ColorDetailFlow.Route.settings, action: /ColorDetailFlow.Route.Action.settings)
          {
            return screen.viewController(settings) {
              recorder.record(screen, $0)
            } route: {
              route, _ in
              route.scope(
                state: /SettingsFlow.Route.about, action: /SettingsFlow.Route.Action.about
              )
              .map { recorder.record(screen, $0) }
            }
          }
          return route.scope(
            state: /ColorDetailFlow.Route.info, action: /ColorDetailFlow.Route.Action.info
          ).map { recorder.record(screen, $0) }
        }
      }
      return route.scope(state: /AppFlow.Route.info, action: /AppFlow.Route.Action.info)
        .map { recorder.record(screen, $0) }
    }
  }

  private let red: NavigationTree.Address = [.route(.init("red"))]
  private var redSettings: NavigationTree.Address {
    [.route(.init("red")), .route(.init("settings"))]
  }
  private var redAbout: NavigationTree.Address { redSettings.appending(.route(.init("about"))) }

  /// The settings flow pushed in red's flow, if it is there.
  private var redSettingsState: SettingsFlow.State? {
    guard case let .color(red)? = store.navigation.stack[id: "red"],
      case let .settings(settings)? = red.navigation.stack[id: "settings"]
    else { return nil }
    return settings
  }

  @Test func eachScreenGetsItsRoutesStoreAndItsSendsReachTheRouteInNestedFlows() throws {
    let root = try #require(recorder.store(at: [], StoreOf<ColorList>.self))
    root.send(.colorTapped("red"))
    FakeUIKit.runUntilIdle()
    // The root screen of the flow pushed as "red": its store holds that route's state.
    let detail = try #require(recorder.store(at: red, StoreOf<ColorDetail>.self))
    #expect(detail.name == "red")

    // A send from the detail reaches red's own flow: its settings are pushed in it.
    detail.send(.settingsTapped)
    FakeUIKit.runUntilIdle()
    #expect(redSettingsState != nil)
    let settings = try #require(recorder.store(at: redSettings, StoreOf<SettingsHome>.self))

    // Two flows down: About is pushed in the settings flow nested in red's flow.
    settings.send(.aboutTapped)
    FakeUIKit.runUntilIdle()
    #expect(redSettingsState?.navigation.stack.ids == ["about"])
    #expect(recorder.store(at: redAbout, StoreOf<About>.self) != nil)
    #expect(
      navigationController.viewControllers.map(\.title) == [
        "ColorList", "color", "settings", "about",
      ])

    // A modal of the nested flow gets its store too; its send closes it.
    detail.send(.infoTapped)
    FakeUIKit.runUntilIdle()
    let infoAddress = red.appending(.modal(.init("info")))
    let info = try #require(recorder.store(at: infoAddress, StoreOf<Info>.self))
    #expect(navigationController.presentedViewController?.title == "info")
    info.send(.closeTapped)
    FakeUIKit.runUntilIdle()
    #expect(navigationController.presentedViewController == nil)
    guard case let .color(redFlow)? = store.navigation.stack[id: "red"] else {
      Issue.record("red is gone")
      return
    }
    #expect(redFlow.navigation.modal == nil)
  }

  @Test func aSwipeBackInANestedFlowIsSentToThatFlowAndThePoppedStoreStops() throws {
    let root = try #require(recorder.store(at: [], StoreOf<ColorList>.self))
    root.send(.colorTapped("red"))
    FakeUIKit.runUntilIdle()
    try #require(recorder.store(at: red, StoreOf<ColorDetail>.self)).send(.settingsTapped)
    FakeUIKit.runUntilIdle()
    try #require(recorder.store(at: redSettings, StoreOf<SettingsHome>.self)).send(.aboutTapped)
    FakeUIKit.runUntilIdle()
    let about = try #require(recorder.store(at: redAbout, StoreOf<About>.self))

    let diagnostics = UIKitHarness.collectingDiagnostics {
      #expect(FakeUIKit.beginSwipeBack(in: navigationController))
      #expect(FakeUIKit.endSwipeBack(in: navigationController, cancelled: false))
      FakeUIKit.runUntilIdle()
    }
    // The pop reached the settings flow nested in red's flow, with no removal mapping.
    #expect(diagnostics.isEmpty)
    #expect(redSettingsState?.navigation.stack.isEmpty == true)
    #expect(
      navigationController.viewControllers.map(\.title) == [
        "ColorList", "color", "settings",
      ])

    // The popped route's store stops: what it sends is dropped, and nothing changes.
    let before = store.state
    let dropped = UIKitHarness.collectingDiagnostics {
      about.send(.rootTapped)
      FakeUIKit.runUntilIdle()
    }
    #expect(dropped.map(\.kind) == ["store.childGone"])
    #expect(store.state == before)
    #expect(navigationController.viewControllers.count == 3)
  }

  @Test func aSheetPulledDownInANestedFlowIsSentToThatFlow() throws {
    let root = try #require(recorder.store(at: [], StoreOf<ColorList>.self))
    root.send(.colorTapped("red"))
    FakeUIKit.runUntilIdle()
    try #require(recorder.store(at: red, StoreOf<ColorDetail>.self)).send(.infoTapped)
    FakeUIKit.runUntilIdle()
    let sheet = try #require(navigationController.presentedViewController)
    let diagnostics = UIKitHarness.collectingDiagnostics {
      #expect(FakeUIKit.pullDown(sheet))
      FakeUIKit.runUntilIdle()
    }
    #expect(diagnostics.isEmpty)
    guard case let .color(redFlow)? = store.navigation.stack[id: "red"] else {
      Issue.record("red is gone")
      return
    }
    #expect(redFlow.navigation.modal == nil)
    #expect(navigationController.presentedViewController == nil)
  }

  @Test func aSplitViewsColumnsGetTheirFlowsStores() throws {
    let split = UISplitViewController(style: .doubleColumn)
    let store = Store(initialState: PagesSplit.State()) { PagesSplit() }
    let recorder = Recorder()
    let renderer = UIKitNavigationRenderer<PagesSplit.Action>(
      splitViewController: split,
      screen: { screen in
        if let primary = screen.inChild("primary") {
          return primary.viewController(
            store.scope(state: \.primary, action: /PagesSplit.Action.primary)
          ) {
            recorder.record(screen, $0)
          } route: { _, _ in
            nil
          }
        }
        if let secondary = screen.inChild("secondary"),
          let flow = store.scope(state: \.secondary, action: /PagesSplit.Action.secondary)
        {
          return secondary.viewController(flow) {
            recorder.record(screen, $0)
          } route: { _, _ in
            nil
          }
        }
        return nil
      })
    let connection = renderer.connect(to: store) { _ in nil }
    let window = UIWindow(frame: .zero)
    window.rootViewController = split
    FakeUIKit.runUntilIdle()
    let primary = try #require(recorder.store(at: [.child("primary")], StoreOf<Page>.self))
    #expect(primary.name == "root")
    // A send from the primary column's root reaches the primary flow: it opens the secondary.
    primary.send(.choose("story"))
    FakeUIKit.runUntilIdle()
    let secondary = try #require(recorder.store(at: [.child("secondary")], StoreOf<Page>.self))
    #expect(secondary.name == "story")
    withExtendedLifetime((connection, window)) {}
  }

  @Test func aRouteTheFactoryDoesNotShowGetsAPlaceholderTitledWithItsName() throws {
    // The factory above shows no `.settings` route of the app flow itself.
    store.send(.root(.settingsTapped))
    FakeUIKit.runUntilIdle()
    #expect(navigationController.viewControllers.map(\.title) == ["ColorList", "settings"])
    withExtendedLifetime(connection) {}
  }
}
