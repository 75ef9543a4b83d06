// The colour list on screen with UIKit: a `UIKitNavigationRenderer` drives one navigation
// controller, and a factory makes each screen's view controller from the screen's store (the
// list, a colour's detail and the settings pushed as nested flows, Info presented as a sheet);
// the tabs example gets a tab bar controller the same way. Compiled on Linux by
// `UIKitAdapterCheck` and run by `UIKitAdapterTests` against fakes of UIKit; never run on a device.
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

  // MARK: - The app flow

  /// The colour-list app in a navigation controller: what a scene delegate keeps while the app
  /// runs.
  ///
  /// ```swift
  /// let app = ColorListNavigation(store: Store(initialState: AppFlow.State()) { AppFlow() })
  /// window.rootViewController = app.navigationController
  /// ```
  @MainActor
  final class ColorListNavigation {
    let store: StoreOf<AppFlow>
    let navigationController = UINavigationController(rootViewController: UIViewController())
    private var renderer: UIKitNavigationRenderer<AppFlow.Action>?
    private var connection: NavigationConnection<AppFlow.State, AppFlow.Action>?

    /// Shows the store's navigation in ``navigationController``, from now on.
    init(store: StoreOf<AppFlow>) {
      self.store = store
      let renderer = UIKitNavigationRenderer<AppFlow.Action>(
        navigationController: navigationController,
        screen: { [store] screen in ColorListScreens.viewController(for: screen, in: store) })
      self.renderer = renderer
      // A swipe back or a sheet pulled down, in the app's flow or in a flow nested in one of its
      // routes, is reported with the removal the renderer found while it made the screen.
      connection = renderer.connect(to: store)
    }
  }

  /// The view controllers of the colour list's screens, each made from its store.
  ///
  /// A colour and the settings are flows pushed on the app's stack: the renderer shows their
  /// routes on the same navigation controller, at addresses such as `[red][settings][about]`;
  /// each flow's screens are made from that flow's store, as a SwiftUI destination makes them.
  @MainActor
  enum ColorListScreens {
    /// The view controller of a screen of the app.
    static func viewController(
      for screen: RoutedScreen, in store: StoreOf<AppFlow>
    ) -> UIViewController? {
      screen.viewController(store) { root in
        listController(root)
      } route: { route, screen in
        if let color = route.scope(state: /AppFlow.Route.color, action: /AppFlow.Route.Action.color)
        {
          return colorScreen(screen, color)
        }
        if let settings = route.scope(
          state: /AppFlow.Route.settings, action: /AppFlow.Route.Action.settings)
        {
          return settingsScreen(screen, settings)
        }
        if let list = route.scope(state: /AppFlow.Route.list, action: /AppFlow.Route.Action.list) {
          return listController(list)
        }
        return route.scope(state: /AppFlow.Route.info, action: /AppFlow.Route.Action.info)
          .map(infoController)
      }
    }

    /// A screen of a colour's flow: its detail, or a route pushed or presented in it.
    private static func colorScreen(
      _ screen: RoutedScreen, _ store: StoreOf<ColorDetailFlow>
    ) -> UIViewController? {
      screen.viewController(store) { root in
        detailController(root)
      } route: { route, screen in
        if let settings = route.scope(
          state: /ColorDetailFlow.Route.settings, action: /ColorDetailFlow.Route.Action.settings)
        {
          return settingsScreen(screen, settings)
        }
        return route.scope(
          state: /ColorDetailFlow.Route.info, action: /ColorDetailFlow.Route.Action.info
        ).map(infoController)
      }
    }

    /// A screen of the settings' flow.
    private static func settingsScreen(
      _ screen: RoutedScreen, _ store: StoreOf<SettingsFlow>
    ) -> UIViewController? {
      screen.viewController(store) { root in
        settingsController(root)
      } route: { route, _ in
        if let about = route.scope(
          state: /SettingsFlow.Route.about, action: /SettingsFlow.Route.Action.about)
        {
          return aboutController(about)
        }
        return route.scope(
          state: /SettingsFlow.Route.info, action: /SettingsFlow.Route.Action.info
        ).map(infoController)
      }
    }

    // MARK: Screens

    private static func listController(_ store: StoreOf<ColorList>) -> UIViewController {
      var items = allColors.map { name in MenuItem(name) { store.send(.colorTapped(name)) } }
      items.append(MenuItem("Settings") { store.send(.settingsTapped) })
      items.append(MenuItem("Info") { store.send(.infoTapped) })
      if store.after != nil {
        items.append(MenuItem("Back to the list") { store.send(.rootTapped) })
      }
      return menu(title: store.after.map { "After \($0)" } ?? "Colors", items: items)
    }

    private static func detailController(_ store: StoreOf<ColorDetail>) -> UIViewController {
      menu(
        title: store.name,
        items: [
          MenuItem("Settings") { store.send(.settingsTapped) },
          MenuItem("Info") { store.send(.infoTapped) },
          MenuItem("The list again") { store.send(.listTapped) },
          MenuItem("Back to the list") { store.send(.rootTapped) },
        ])
    }

    private static func settingsController(_ store: StoreOf<SettingsHome>) -> UIViewController {
      menu(
        title: "Settings",
        items: [
          MenuItem("About") { store.send(.aboutTapped) },
          MenuItem("Info") { store.send(.infoTapped) },
          MenuItem("Back to the list") { store.send(.rootTapped) },
        ])
    }

    private static func aboutController(_ store: StoreOf<About>) -> UIViewController {
      menu(title: "About", items: [MenuItem("Back to the list") { store.send(.rootTapped) }])
    }

    private static func infoController(_ store: StoreOf<Info>) -> UIViewController {
      menu(
        title: "Info",
        items: [
          MenuItem("Close") { store.send(.closeTapped) },
          MenuItem("Back to the list") { store.send(.rootTapped) },
        ])
    }
  }

  // MARK: - Tabs

  /// The tabs example in a tab bar controller: one navigation controller per tab, made by the
  /// renderer; a tab the user taps is sent to the store as `.tab(.select(tab))`.
  @MainActor
  final class AppTabsController {
    let store: StoreOf<AppTabs>
    let tabBarController = UITabBarController()
    private var connection: NavigationConnection<AppTabs.State, AppTabs.Action>?
    private var renderer: UIKitNavigationRenderer<AppTabs.Action>?

    /// Shows the store's tabs in ``tabBarController``, from now on.
    init(store: StoreOf<AppTabs>) {
      self.store = store
      let renderer = UIKitNavigationRenderer<AppTabs.Action>(
        tabBarController: tabBarController,
        screen: { [store] screen in Self.viewController(for: screen, in: store) },
        tabSelection: { name in AppTabs.Tab(rawValue: name).map { .tab(.select($0)) } })
      self.renderer = renderer
      // A swipe back in a tab is reported with the removal the renderer found for the route.
      connection = renderer.connect(to: store) { _ in nil }
    }

    /// A tab's root screen (`{colors}`) or an item pushed in it (`{colors}[red]`), from the
    /// tab's flow's stores.
    static func viewController(
      for screen: RoutedScreen, in store: StoreOf<AppTabs>
    ) -> UIViewController? {
      if let colors = screen.inChild(AppTabs.Tab.colors.rawValue) {
        return colors.viewController(
          store.scope(state: \.colors, action: /AppTabs.Action.colors)
        ) { root in
          tabRoot(title: "Colors", items: ColorsFlow.items) { root.send(.openTapped($0)) }
        } route: { route, _ in
          route.scope(state: /ColorsFlow.Route.item, action: /ColorsFlow.Route.Action.item)
            .map { itemController($0, items: ColorsFlow.items) }
        }
      }
      if let news = screen.inChild(AppTabs.Tab.news.rawValue) {
        return news.viewController(store.scope(state: \.news, action: /AppTabs.Action.news)) {
          root in
          tabRoot(title: "Headlines", items: NewsFlow.items) { root.send(.openTapped($0)) }
        } route: { route, _ in
          route.scope(state: /NewsFlow.Route.item, action: /NewsFlow.Route.Action.item)
            .map { itemController($0, items: NewsFlow.items) }
        }
      }
      if let profile = screen.inChild(AppTabs.Tab.profile.rawValue) {
        return profile.viewController(
          store.scope(state: \.profile, action: /AppTabs.Action.profile)
        ) { root in
          tabRoot(title: "Profile", items: ProfileFlow.items) { root.send(.openTapped($0)) }
        } route: { route, _ in
          route.scope(state: /ProfileFlow.Route.item, action: /ProfileFlow.Route.Action.item)
            .map { itemController($0, items: ProfileFlow.items) }
        }
      }
      return nil
    }

    /// A tab's root screen: a button per item, which opens it.
    private static func tabRoot(
      title: String, items: [String], open: @escaping @MainActor (String) -> Void
    ) -> UIViewController {
      menu(title: title, items: items.map { name in MenuItem(name) { open(name) } })
    }

    /// An item pushed in a tab, which opens items above it.
    private static func itemController(
      _ store: StoreOf<ItemScreen>, items: [String]
    ) -> UIViewController {
      menu(
        title: store.name,
        items: items.map { name in MenuItem(name) { store.send(.openTapped(name)) } })
    }
  }

  // MARK: - A screen of buttons

  /// A button of a screen: its title, and what tapping it does.
  struct MenuItem {
    let title: String
    let action: @MainActor () -> Void

    init(_ title: String, action: @escaping @MainActor () -> Void) {
      self.title = title
      self.action = action
    }
  }

  /// A view controller titled `title` that shows a column of buttons, one per item.
  @MainActor
  func menu(title: String, items: [MenuItem]) -> UIViewController {
    let controller = UIViewController()
    controller.title = title
    let buttons = items.map { item in
      UIButton(primaryAction: UIAction(title: item.title) { _ in item.action() })
    }
    let stack = UIStackView(arrangedSubviews: buttons)
    stack.axis = .vertical
    // Opaque: a view without a background is transparent, and the screen below shows through
    // while a push or a swipe back slides this one in or out.
    stack.backgroundColor = .systemBackground
    controller.view = stack
    return controller
  }
#endif
