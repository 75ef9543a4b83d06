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
