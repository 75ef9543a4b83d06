// Every public API of the UIKit adapter that the UI example (Examples/color-list-ui/UIKit) does
// not call, called from code that states its isolation (`@MainActor`), as an app's scene
// delegate does. The Swift 5 language mode checks Sendable only in code that adopts
// concurrency this way: UIKitAdapterCheckSwift5 compiles this file in that mode, where a
// parameter that requires a sendable closure or key path warns at the caller's line, and
// UIKitAdapterCheck compiles it in the Swift 6 mode. Never run.
#if (canImport(UIKit) && !os(watchOS) && !os(tvOS)) || REDUCER_ADAPTER_CHECK
  #if canImport(UIKit)
    import UIKit
  #endif
  #if !REDUCER_ADAPTER_CHECK
    import ReducerUIKit
  #elseif REDUCER_CHECK_SWIFT5
    // The adapter and the stand-ins, built in the Swift 6 mode (UIKitAdapterCheckSwift5).
    import UIKitAdapterCheckLibrary
  #endif

  /// One function per part of the adapter, over the reducers of the examples.
  @MainActor
  enum IsolatedAdapterUsage {
    /// A split view renderer, the renderer's settings, and `connect(to:)` without a removal
    /// action.
    static func renderers(
      flow: StoreOf<AppFlow>, navigationController: UINavigationController
    ) -> (
      NavigationConnection<AppFlow.State, AppFlow.Action>, UIKitNavigationRenderer<AppTabs.Action>
    ) {
      let renderer = UIKitNavigationRenderer<AppFlow.Action>(
        navigationController: navigationController,
        viewController: { screen in
          let controller = UIViewController()
          controller.title = screen.name
          return controller
        },
        alert: { screen in alert(for: screen) })
      renderer.isAnimated = false
      renderer.sheetPresentationStyle = .formSheet
      renderer.customPresentationStyle = { name in name == "drawer" ? .popover : .pageSheet }
      let split = UIKitNavigationRenderer<AppTabs.Action>(
        splitViewController: UISplitViewController(style: .doubleColumn),
        viewController: { _ in UIViewController() },
        closeColumn: { name in AppTabs.Tab(rawValue: name).map { .tab(.select($0)) } })
      return (renderer.connect(to: flow), split)
    }

    /// The presentations of an alert and of a dialog held in state.
    static func alert(for screen: NavigationScreen) -> AlertPresentation<AppFlow.Action>? {
      guard screen.name == "info" else { return nil }
      let alert = AlertState<AppFlow.Action> {
        TextState("Close the list?")
      } actions: {
        ButtonState(role: .destructive, action: .send(.navigation(.dismiss))) {
          TextState("Close")
        }
      }
      let dialog = ConfirmationDialogState<AppFlow.Action> { TextState("Share") }
      _ = AlertPresentation<AppFlow.Action>(dialog) { $0 }
      return AlertPresentation(alert) { $0 }
    }

    /// A screen's own alert and dialog, presented from its view controller, and a view
    /// controller that follows a field with `store.observe { }`, as the docs write them.
    static func screenAlerts(
      _ store: StoreOf<ScreenWithAlerts>, _ trash: StoreOf<ScreenWithPresentationAlerts>,
      in viewController: UIViewController
    ) -> [ObservationToken] {
      [
        viewController.presentAlert(store, state: \.alert, action: /ScreenWithAlerts.Action.alert),
        viewController.presentConfirmationDialog(
          store, state: \.dialog, action: /ScreenWithAlerts.Action.dialog),
        viewController.presentAlert(
          trash, state: \.alert, action: /ScreenWithPresentationAlerts.Action.alert),
        viewController.presentConfirmationDialog(
          trash, state: \.dialog, action: /ScreenWithPresentationAlerts.Action.dialog),
        store.observe { [weak viewController] in viewController?.title = store.title },
      ]
    }
  }

  /// The `screen:` factory as the README and the ReducerUIKit articles write it, with the view
  /// controllers they name.
  @MainActor
  enum DocumentedScreenFactory {
    static func renderer(
      store: StoreOf<AppFlow>, navigationController: UINavigationController
    ) -> (
      UIKitNavigationRenderer<AppFlow.Action>, NavigationConnection<AppFlow.State, AppFlow.Action>
    ) {
      let renderer = UIKitNavigationRenderer<AppFlow.Action>(
        navigationController: navigationController,
        screen: { screen in
          screen.viewController(store) { root in
            ColorListViewController(store: root)
          } route: { route, screen in
            if let color = route.scope(
              state: /AppFlow.Route.color, action: /AppFlow.Route.Action.color)
            {
              return screen.viewController(color) {
                ColorDetailViewController(store: $0)
              } route: {
                route, _ in
                route.scope(
                  state: /ColorDetailFlow.Route.info, action: /ColorDetailFlow.Route.Action.info
                )
                .map { InfoViewController(store: $0) }
              }
            }
            return route.scope(state: /AppFlow.Route.info, action: /AppFlow.Route.Action.info)
              .map { InfoViewController(store: $0) }
          }
        })
      return (renderer, renderer.connect(to: store))
    }

    /// A tab's screens, below the tab's child.
    static func tabs(
      store: StoreOf<AppTabs>, tabBarController: UITabBarController
    ) -> UIKitNavigationRenderer<AppTabs.Action> {
      UIKitNavigationRenderer<AppTabs.Action>(
        tabBarController: tabBarController,
        screen: { screen in
          screen.inChild("colors")?.viewController(
            store.scope(state: \.colors, action: /AppTabs.Action.colors)
          ) { _ in
            UIViewController()
          } route: { _, _ in
            nil
          }
        },
        tabSelection: { name in AppTabs.Tab(rawValue: name).map { .tab(.select($0)) } })
    }

    // The app's view controllers the snippets name, as functions: a subclass of
    // UIViewController would need the SDK's `required init?(coder:)`, which is not the point.
    static func ColorListViewController(store: StoreOf<ColorList>) -> UIViewController {
      titled("Colors", store)
    }

    static func ColorDetailViewController(store: StoreOf<ColorDetail>) -> UIViewController {
      titled(store.name, store)
    }

    static func InfoViewController(store: StoreOf<Info>) -> UIViewController {
      titled("Info", store)
    }

    private static func titled<S, A>(_ title: String, _ store: Store<S, A>) -> UIViewController {
      let controller = UIViewController()
      controller.title = title
      return controller
    }
  }

  /// A screen that keeps an alert and a dialog in its own state, with plain button actions.
  struct ScreenWithAlerts: Reducer {
    struct State: Equatable {
      var title = ""
      var alert: AlertState<Action.Alert>?
      var dialog: ConfirmationDialogState<Action.Dialog>?
    }
    enum Action: Equatable {
      case alert(Alert)
      case dialog(Dialog)
      enum Alert: Equatable { case confirm }
      enum Dialog: Equatable { case share }
    }
    var body: some ReducerOf<Self> {
      Reduce { _, _ in .none }
        .ifLet(\.alert, action: /Action.alert)
        .ifLet(\.dialog, action: /Action.dialog)
    }
  }

  /// A screen that keeps an alert and a dialog in its own state, with TCA's
  /// `PresentationAction`s.
  struct ScreenWithPresentationAlerts: Reducer {
    struct State: Equatable {
      var alert: AlertState<Action.Alert>?
      var dialog: ConfirmationDialogState<Action.Dialog>?
    }
    enum Action: Equatable {
      case alert(PresentationAction<Alert>)
      case dialog(PresentationAction<Dialog>)
      enum Alert: Equatable { case confirm }
      enum Dialog: Equatable { case share }
    }
    var body: some ReducerOf<Self> {
      Reduce { _, _ in .none }
        .ifLet(\.alert, action: /Action.alert)
        .ifLet(\.dialog, action: /Action.dialog)
    }
  }

  /// A tab bar's selection and a screen's clock, as a main-actor view controller reads them.
  @MainActor
  final class TabsScreen {
    @Dependency(\.continuousClock) var clock
    let store: StoreOf<AppTabs>

    init(store: StoreOf<AppTabs>) { self.store = store }

    /// The selection a tab bar controller's delegate writes.
    func selection() -> NavigationBinding<AppTabs.Tab> {
      store.tabBinding(selection: \.selectedTab, action: /AppTabs.Action.tab)
    }
  }
#endif
