#if (canImport(UIKit) && !os(watchOS) && !os(tvOS)) || REDUCER_ADAPTER_CHECK
  #if canImport(UIKit)
    import UIKit
  #endif

  /// A `NavigationRenderer` that shows a store's navigation with UIKit: a navigation controller
  /// for a flow's stack (nested flows pushed on it), presented view controllers for its modals,
  /// alert controllers for its alerts and dialogs, and a tab bar or split view controller for a
  /// container of flows.
  ///
  /// ```swift
  /// let navigationController = UINavigationController()
  /// let renderer = UIKitNavigationRenderer<AppFlow.Action>(
  ///   navigationController: navigationController,
  ///   screen: { screen in
  ///     screen.viewController(store) { root in
  ///       ColorListViewController(store: root)
  ///     } route: { route, _ in
  ///       route.scope(state: /AppFlow.Route.info, action: /AppFlow.Route.Action.info)
  ///         .map { InfoViewController(store: $0) }
  ///     }
  ///   })
  /// let connection = renderer.connect(to: store)  // keep it as long as the screen shows
  /// window.rootViewController = navigationController
  /// ```
  ///
  /// After every action that navigates, the renderer is sent the changes from what it confirmed to
  /// the state; it waits until no transition it drives is in flight (a swipe back the user is
  /// making), then dismisses the modals that go, applies the batch to the navigation controllers
  /// with one transition per stack (a push, a pop, or one `setViewControllers(_:animated:)` when
  /// several routes change at once), presents the new modals one after the other, and confirms
  /// the batch once UIKit's transitions and completion handlers have finished.
  ///
  /// UIKit refuses a presentation without calling its completion handler (the presenter's view
  /// is not in a window, it already presents something, it is being dismissed). The renderer
  /// checks these conditions, and after each call what UIKit shows: what UIKit did not do is
  /// not counted as shown, the batch is confirmed, and the renderer tries again once the screen
  /// can take it (a navigation controller it drives appears or shows a view controller, a modal
  /// is dismissed, the next batch). So connecting before the window shows the root controller
  /// is fine, even with a modal in the first state: it is presented once the window shows it.
  /// A refusal while the renderer's root is on screen is reported as a `uikit.presentationRefused`
  /// diagnostic.
  ///
  /// What the user does by themselves comes back as reports: a swipe back or the back button
  /// (seen in `navigationController(_:didShow:animated:)`), a sheet pulled down
  /// (`presentationControllerDidDismiss(_:)`) and an alert button are reported with
  /// `NavigationConnection.userDidRemove(_:action:fileID:line:)`, with the removal action of
  /// `connect(to:removalAction:)`; a tab tapped sends the tab's action to the store, and the tab
  /// bar follows the state.
  ///
  /// The renderer sets itself as the delegate of the navigation controllers, presentation
  /// controllers, tab bar and split view controllers it drives, and forwards every call to the
  /// delegate the app had set before: a navigation controller's delegate (set it before making
  /// the renderer), or the presentation controller's delegate a view controller from the
  /// factory sets (its `presentationControllerShouldDismiss(_:)` keeps a sheet with unsaved
  /// edits). A presentation style the factory sets is kept.
  @MainActor
  public final class UIKitNavigationRenderer<Action>: NavigationRenderer {
    /// Whether the renderer animates its transitions; `true` by default. The first batch, which
    /// fills empty navigation controllers, is never animated.
    ///
    /// ```swift
    /// renderer.isAnimated = false  // in UI tests: every change at once
    /// ```
    public var isAnimated = true
    /// The presentation style of a modal in the `ModalStyle.sheet` style: `.pageSheet` by
    /// default, or `.formSheet`. A view controller whose `modalPresentationStyle` the factory set
    /// keeps its own.
    ///
    /// ```swift
    /// renderer.sheetPresentationStyle = .formSheet
    /// ```
    public var sheetPresentationStyle: UIModalPresentationStyle = .pageSheet
    /// The presentation style of a modal in a `ModalStyle.custom(_:)` style, by the style's name;
    /// `.automatic` by default. For a `.custom` presentation, set the view controller's
    /// `modalPresentationStyle` and transitioning delegate in the `viewController` factory: the
    /// renderer keeps a style the factory set.
    ///
    /// ```swift
    /// renderer.customPresentationStyle = { name in name == "cover" ? .fullScreen : .pageSheet }
    /// ```
    public var customPresentationStyle: @MainActor (String) -> UIModalPresentationStyle = { _ in
      .automatic
    }
    /// The tree the renderer shows: what the connection sent it, with the routes the user removed.
    ///
    /// ```swift
    /// print(renderer.shown.breadcrumb)  // ColorList › color(red) › sheet info
    /// ```
    public internal(set) var shown = NavigationTree()

    /// The controller at the root of what the renderer drives.
    enum Root {
      case navigation(UINavigationController)
      case tabs(UITabBarController)
      case split(UISplitViewController)
    }

    let root: Root
    let makeViewController: @MainActor (NavigationScreen) -> UIViewController
    let makeAlert: @MainActor (NavigationScreen) -> AlertPresentation<Action>?
    let tabSelection: @MainActor (String) -> Action?
    let closeColumn: @MainActor (String) -> Action?
    /// The delegate of the tab bar or split view controller at the root, if any.
    var rootDelegate: ForwardingDelegate?
    /// The removal actions of the screens a `screen:` factory made, found by
    /// `RoutedScreen.show(_:root:route:)`; `nil` with a `viewController:` factory.
    var screenRemovals: ScreenRemovals?

    /// How the renderer reaches its store, once `connect(to:removalAction:)` made it.
    var link: Link?
    /// What UIKit shows, as a plan: the last batch's target, with what the user removed since.
    var plan: NavigationStackPlan
    /// The navigation controllers the renderer drives, by the stack they show.
    var hosts: [NavigationStackPlan.Host: StackHost] = [:]
    /// The presented view controllers, the lowest first, parallel to the plan's modals.
    var presented: [PresentedModal] = []
    /// The batches waiting to be applied, in order; a batch without a confirmation brings UIKit
    /// back to ``shown`` after the user removed something the state kept.
    var queue: [Batch] = []
    /// Whether a batch is being applied.
    var isApplying = false
    /// Whether the next batch waits for a transition in flight (a swipe back) to end.
    var isWaitingForTransition = false
    /// Whether UIKit refused a step and the renderer waits for a sign that the screen can take
    /// it: a navigation controller it drives shows a view controller, a modal is dismissed, a
    /// new batch comes.
    var isBlocked = false
    /// Whether the batch being applied animates: not the first, which fills empty controllers.
    var animatesBatch = false
    /// Whether reports are being sent: batches wait until all are, as the user made them at once.
    var isReporting = false
    /// What the user removed while a batch was being applied, recorded in ``plan`` once the batch
    /// ends.
    var removalsWhileApplying: [UserRemoval] = []
    /// The routes reported while the connection waited for a confirmation: the connection removes
    /// them from what it thinks the renderer shows once it is confirmed, and so does the renderer.
    var reportsAwaitingConfirmation: [NavigationTree.Address] = []
    /// The removals the user made while a batch waited to start, with the routes each removed as
    /// the user saw them: reported once the batch is confirmed, if it left them so.
    var reportsAwaitingBatch: [HeldReport] = []

    /// A removal the user made, held until the batch that waited is confirmed.
    struct HeldReport {
      let address: NavigationTree.Address
      let action: Action
      /// The ids the removal took when the user made it (see `NavigationTree.removal(of:)`).
      let removed: [NavigationTree.ID?]
    }

    /// How the renderer reaches its store and connection.
    struct Link {
      /// Reports a route the user removed, with the action that removes it from the state.
      let report: @MainActor (NavigationTree.Address, Action) -> Void
      /// Sends an action to the store.
      let send: @MainActor (Action) -> Void
      /// Whether the connection waits for the confirmation of a batch.
      let isAwaitingConfirmation: @MainActor () -> Bool
      /// The action that removes the route at an address from the state.
      let removalAction: @MainActor (NavigationTree.Address) -> Action?
    }

    /// A batch of changes to apply, with the confirmation to call once UIKit shows them.
    struct Batch {
      let changes: [NavigationChange]
      let confirmation: NavigationConfirmation?
    }

    /// A presented view controller, the modal it shows, and its presentation controller's
    /// delegate.
    struct PresentedModal {
      let screen: NavigationScreen
      let controller: UIViewController
      let delegate: PresentationDelegate?
    }

    /// Something the user removed by themselves.
    enum UserRemoval {
      /// The user popped a stack to its first `keeping` screens.
      case popped(NavigationStackPlan.Host, keeping: Int)
      /// The user dismissed the modal with this screen.
      case dismissed(NavigationScreen)
    }

    // MARK: - Creating a renderer

    /// Creates a renderer that shows a flow in a navigation controller: the flow's root screen at
    /// the bottom, its routes and the routes of the flows nested in them above it, its modals
    /// presented from it.
    ///
    /// ```swift
    /// let renderer = UIKitNavigationRenderer<AppFlow.Action>(
    ///   navigationController: navigationController,
    ///   viewController: { screen in makeViewController(for: screen) },
    ///   alert: { screen in alertPresentation(for: screen) })
    /// ```
    ///
    /// The renderer replaces the navigation controller's view controllers with the ones the
    /// factory makes, its root screen's included. It shows a flow at the top of the tree; sent
    /// a container of flows, it leaves the screen as it is (use a tab bar or split view
    /// controller).
    ///
    /// - Parameters:
    ///   - navigationController: The navigation controller to drive.
    ///   - viewController: Makes the view controller of a screen: a root screen, a pushed route,
    ///     a modal. Called once per screen while it stays shown.
    ///   - alert: Makes the alert of a route in the `ModalStyle.alert` or
    ///     `ModalStyle.confirmationDialog` style; when it returns `nil`, the route is shown by
    ///     the view controller `viewController` makes, in a sheet.
    public convenience init(
      navigationController: UINavigationController,
      viewController: @escaping @MainActor (NavigationScreen) -> UIViewController,
      alert: @escaping @MainActor (NavigationScreen) -> AlertPresentation<Action>? = { _ in nil }
    ) {
      self.init(
        root: .navigation(navigationController), layout: .tabs, viewController: viewController,
        alert: alert, tabSelection: { _ in nil }, closeColumn: { _ in nil })
      hosts[.top] = makeHost(navigationController)
    }

    /// Creates a renderer that shows a tab container in a tab bar controller: one navigation
    /// controller per tab, the selected tab's modals presented over the tab bar.
    ///
    /// ```swift
    /// let renderer = UIKitNavigationRenderer<AppTabs.Action>(
    ///   tabBarController: tabBarController,
    ///   viewController: { screen in makeViewController(for: screen) },
    ///   tabSelection: { name in AppTabs.Tab(rawValue: name).map { .tab(.select($0)) } })
    /// ```
    ///
    /// A tab the user taps is not selected by UIKit: the renderer sends `tabSelection(name)` to
    /// the store, and selects the tab when the state does. So the tab bar never shows another tab
    /// than the state, and a tab tapped again pops its flow to the root if the container's reducer
    /// does (as `tabs(selection:action:popToRoot:)` does).
    ///
    /// It shows a container of flows at the top of the tree; sent a flow, it leaves the screen
    /// as it is (use a navigation controller).
    ///
    /// - Parameters:
    ///   - tabBarController: The tab bar controller to drive.
    ///   - viewController: Makes the view controller of a screen; for a tab that holds no flow, of
    ///     its `NavigationScreen.Kind.empty` screen.
    ///   - alert: Makes the alert of an alert or dialog route.
    ///   - tabSelection: The action that selects the tab with this name (the child's name in
    ///     the container's `containedFlows`), or `nil` to leave the tab unselected.
    public convenience init(
      tabBarController: UITabBarController,
      viewController: @escaping @MainActor (NavigationScreen) -> UIViewController,
      alert: @escaping @MainActor (NavigationScreen) -> AlertPresentation<Action>? = { _ in nil },
      tabSelection: @escaping @MainActor (String) -> Action?
    ) {
      self.init(
        root: .tabs(tabBarController), layout: .tabs, viewController: viewController, alert: alert,
        tabSelection: tabSelection, closeColumn: { _ in nil })
      let delegate = TabBarDelegate(forwardingTo: tabBarController.delegate) {
        [weak self] viewController in self?.shouldSelectTab(viewController) ?? true
      }
      tabBarController.delegate = delegate
      rootDelegate = delegate
    }

    /// Creates a renderer that shows a split container in a column-style split view controller:
    /// two children are its primary and secondary columns, three its primary, supplementary and
    /// secondary columns, each a navigation controller.
    ///
    /// ```swift
    /// let split = UISplitViewController(style: .doubleColumn)
    /// let renderer = UIKitNavigationRenderer<NewsSplit.Action>(
    ///   splitViewController: split,
    ///   viewController: { screen in makeViewController(for: screen) })
    /// ```
    ///
    /// The selected child (the column with focus) is shown with `show(_:)`, also when it starts
    /// showing another flow, so that a collapsed split view shows it. A container of more than
    /// three children shows its first three; sent a flow, the renderer leaves the screen as it
    /// is.
    ///
    /// In a collapsed split view (an iPhone), the user goes back from the selected column to the
    /// primary one with the back button: the renderer sends `closeColumn(name)` to the store, so
    /// that the state no longer selects that column, and choosing the same row again shows it
    /// again.
    ///
    /// - Parameters:
    ///   - splitViewController: The split view controller to drive, made with a column style.
    ///   - viewController: Makes the view controller of a screen; for a column that holds no
    ///     flow, of its `NavigationScreen.Kind.empty` screen (a placeholder).
    ///   - alert: Makes the alert of an alert or dialog route.
    ///   - closeColumn: The action that closes the column with this name (the child's name in
    ///     the container's `containedFlows`), sent when the user goes back from it in a collapsed
    ///     split view; `nil` leaves the state as it is (the renderer then shows the column again).
    public convenience init(
      splitViewController: UISplitViewController,
      viewController: @escaping @MainActor (NavigationScreen) -> UIViewController,
      alert: @escaping @MainActor (NavigationScreen) -> AlertPresentation<Action>? = { _ in nil },
      closeColumn: @escaping @MainActor (String) -> Action? = { _ in nil }
    ) {
      self.init(
        root: .split(splitViewController), layout: .columns, viewController: viewController,
        alert: alert, tabSelection: { _ in nil }, closeColumn: closeColumn)
      let delegate = SplitDelegate(forwardingTo: splitViewController.delegate) {
        [weak self] split, column in self?.splitWillShow(column, collapsed: split.isCollapsed)
      }
      splitViewController.delegate = delegate
      rootDelegate = delegate
    }

    // MARK: Creating a renderer whose screens get their stores

    /// Creates a renderer that shows a flow in a navigation controller, and hands its factory
    /// each screen with the way to its store: the flow's root store for the root screen, the
    /// route's store for a route, scoped to the route's case as a SwiftUI destination does,
    /// flows nested in routes included.
    ///
    /// ```swift
    /// let renderer = UIKitNavigationRenderer<AppFlow.Action>(
    ///   navigationController: navigationController,
    ///   screen: { screen in
    ///     screen.viewController(store) { root in
    ///       ColorListViewController(store: root)
    ///     } route: { route, screen in
    ///       if let color = route.scope(state: /AppFlow.Route.color, action: /AppFlow.Route.Action.color) {
    ///         return screen.viewController(color) { ColorViewController(store: $0) } route: { _, _ in nil }
    ///       }
    ///       return route.scope(state: /AppFlow.Route.info, action: /AppFlow.Route.Action.info)
    ///         .map { InfoViewController(store: $0) }
    ///     }
    ///   })
    /// let connection = renderer.connect(to: store)
    /// ```
    ///
    /// A route of a flow nested in a route (pushed on the same stack, or in a presented flow)
    /// is reached by calling `viewController(_:root:route:)` again with the nested flow's
    /// store, as above. When the user removes a screen the factory made this way (a swipe back,
    /// a sheet pulled down), the renderer reports it with the action that removes it from the
    /// flow that holds it (`.navigation(.drop(id))`, carried to the store through the route
    /// actions the walk went through), unless `connect(to:removalAction:)` gives one: no
    /// mapping of addresses to actions is needed, for nested flows neither.
    ///
    /// - Parameters:
    ///   - navigationController: The navigation controller to drive.
    ///   - screen: Makes the view controller of a screen; `nil` (a route the factory does not
    ///     show, or one the state no longer holds) shows an empty view controller titled with
    ///     the screen's name.
    ///   - alert: Makes the alert of a route in the `ModalStyle.alert` or
    ///     `ModalStyle.confirmationDialog` style.
    public convenience init(
      navigationController: UINavigationController,
      screen: @escaping @MainActor (RoutedScreen) -> UIViewController?,
      alert: @escaping @MainActor (NavigationScreen) -> AlertPresentation<Action>? = { _ in nil }
    ) {
      let removals = ScreenRemovals()
      self.init(
        navigationController: navigationController,
        viewController: Self.factory(screen, recordingIn: removals), alert: alert)
      screenRemovals = removals
    }

    /// Creates a renderer that shows a tab container in a tab bar controller, and hands its
    /// factory each screen with the way to its store (see
    /// ``init(navigationController:screen:alert:)``; a tab's screens are below the tab's child,
    /// `screen.inChild(name)`).
    ///
    /// ```swift
    /// screen: { screen in
    ///   screen.inChild("colors")?.viewController(
    ///     store.scope(state: \.colors, action: /AppTabs.Action.colors)
    ///   ) { ColorsViewController(store: $0) } route: { _, _ in nil }
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - tabBarController: The tab bar controller to drive.
    ///   - screen: Makes the view controller of a screen.
    ///   - alert: Makes the alert of an alert or dialog route.
    ///   - tabSelection: The action that selects the tab with this name.
    public convenience init(
      tabBarController: UITabBarController,
      screen: @escaping @MainActor (RoutedScreen) -> UIViewController?,
      alert: @escaping @MainActor (NavigationScreen) -> AlertPresentation<Action>? = { _ in nil },
      tabSelection: @escaping @MainActor (String) -> Action?
    ) {
      let removals = ScreenRemovals()
      self.init(
        tabBarController: tabBarController,
        viewController: Self.factory(screen, recordingIn: removals), alert: alert,
        tabSelection: tabSelection)
      screenRemovals = removals
    }

    /// Creates a renderer that shows a split container in a column-style split view controller,
    /// and hands its factory each screen with the way to its store (see
    /// ``init(navigationController:screen:alert:)``; a column's screens are below the column's
    /// child, `screen.inChild(name)`).
    ///
    /// ```swift
    /// let renderer = UIKitNavigationRenderer<NewsSplit.Action>(
    ///   splitViewController: split, screen: { screen in makeViewController(for: screen) })
    /// ```
    ///
    /// - Parameters:
    ///   - splitViewController: The split view controller to drive, made with a column style.
    ///   - screen: Makes the view controller of a screen.
    ///   - alert: Makes the alert of an alert or dialog route.
    ///   - closeColumn: The action that closes the column with this name.
    public convenience init(
      splitViewController: UISplitViewController,
      screen: @escaping @MainActor (RoutedScreen) -> UIViewController?,
      alert: @escaping @MainActor (NavigationScreen) -> AlertPresentation<Action>? = { _ in nil },
      closeColumn: @escaping @MainActor (String) -> Action? = { _ in nil }
    ) {
      let removals = ScreenRemovals()
      self.init(
        splitViewController: splitViewController,
        viewController: Self.factory(screen, recordingIn: removals), alert: alert,
        closeColumn: closeColumn)
      screenRemovals = removals
    }

    /// The screen factory the renderer calls, over a `screen:` factory: an empty view controller
    /// titled with the screen's name where the factory makes none.
    private static func factory(
      _ make: @escaping @MainActor (RoutedScreen) -> UIViewController?,
      recordingIn removals: ScreenRemovals
    ) -> @MainActor (NavigationScreen) -> UIViewController {
      { screen in
        if let controller = make(RoutedScreen(screen, removals: removals)) { return controller }
        let placeholder = UIViewController()
        placeholder.title = screen.name
        return placeholder
      }
    }

    init(
      root: Root,
      layout: NavigationStackPlan.ContainerLayout,
      viewController: @escaping @MainActor (NavigationScreen) -> UIViewController,
      alert: @escaping @MainActor (NavigationScreen) -> AlertPresentation<Action>?,
      tabSelection: @escaping @MainActor (String) -> Action?,
      closeColumn: @escaping @MainActor (String) -> Action?
    ) {
      self.root = root
      makeViewController = viewController
      makeAlert = alert
      self.tabSelection = tabSelection
      self.closeColumn = closeColumn
      plan = NavigationStackPlan(NavigationTree(), layout: layout)
    }

    /// A host for a navigation controller the renderer drives: it becomes the controller's
    /// delegate, forwarding to the app's.
    func makeHost(_ navigationController: UINavigationController) -> StackHost {
      StackHost(navigationController) { [weak self] navigationController in
        self?.navigationControllerDidShow(navigationController)
      }
    }

    // MARK: - Rendering

    /// Applies a batch of changes to UIKit, after the batches before it, and confirms it once
    /// UIKit's transitions and presentations have finished.
    ///
    /// ```swift
    /// renderer.render(shownTree.changes(to: newTree), confirmation: confirmation)
    /// ```
    ///
    /// The connection calls it; an app does not. Connect the renderer with `connect(to:)`
    /// rather than `store.render(to:)`, so that what the user does reaches the store: without
    /// it, the renderer puts back what the user removes, and leaves tabs as the state has them.
    ///
    /// - Parameters:
    ///   - changes: The changes, from what the renderer last confirmed to the state's tree.
    ///   - confirmation: Confirmed once UIKit shows the changes.
    public func render(_ changes: [NavigationChange], confirmation: NavigationConfirmation) {
      queue.append(Batch(changes: changes, confirmation: confirmation))
      // A new batch tries again what UIKit refused.
      isBlocked = false
      applyNextBatch()
    }

    /// The controller that presents the lowest modal.
    var rootController: UIViewController {
      switch root {
      case let .navigation(controller): controller
      case let .tabs(controller): controller
      case let .split(controller): controller
      }
    }

    /// Starts the next batch, unless one is being applied, reports are being sent, or a
    /// transition the renderer drives is in flight (then once it ends).
    func applyNextBatch() {
      guard !isApplying, !isReporting, !isWaitingForTransition, !queue.isEmpty else { return }
      if waitForTransitionInFlight({ [weak self] in self?.applyNextBatch() }) { return }
      let batch = queue.removeFirst()
      isApplying = true
      animatesBatch = isAnimated && plan.top != .none
      shown = shown.applying(batch.changes)
      let target = NavigationStackPlan(shown, layout: plan.layout)
      let before = plan
      apply(plan.steps(to: target)) { [weak self] in
        self?.finish(batch, showing: target, before: before)
      }
    }

    /// Ends a batch: records what UIKit shows (the target, less what UIKit did not do), with what
    /// the user removed meanwhile, and confirms.
    private func finish(
      _ batch: Batch,
      showing target: NavigationStackPlan,
      before: NavigationStackPlan
    ) {
      plan = target
      // The removal actions of routes no longer shown are not needed again.
      screenRemovals?.keep { [shown] address in shown.removal(of: address) != nil }
      let isComplete = recordWhatUIKitShows()
      // A batch that changed nothing of what UIKit shows waits for a sign that the screen can
      // take it, rather than trying again at once.
      if !isComplete, plan == before { isBlocked = true }
      for removal in removalsWhileApplying { record(removal) }
      removalsWhileApplying = []
      isApplying = false
      if let confirmation = batch.confirmation {
        // What the user removed while this batch waited: reported if the batch left the route
        // as the user saw it (the connection handles it once it is confirmed).
        let held = reportsAwaitingBatch
        reportsAwaitingBatch = []
        for report in held where shown.removal(of: report.address)?.removed == report.removed {
          self.report(report.address, action: report.action, deferring: false)
        }
        // The connection removes the routes reported meanwhile from what it thinks is shown once
        // it is confirmed: so does the renderer, so that both keep seeing the same tree.
        for address in reportsAwaitingConfirmation {
          if let change = shown.change(removing: address) { shown.apply(change) }
        }
        reportsAwaitingConfirmation = []
        confirmation.confirm()
      }
      catchUpWithShownTree()
      applyNextBatch()
    }

    /// Queues a batch that brings UIKit back to ``shown`` when the user removed something the
    /// state kept (or that the state no longer shows a modal the user uncovered).
    func catchUpWithShownTree() {
      guard !isApplying, !isBlocked, queue.isEmpty,
        plan != NavigationStackPlan(shown, layout: plan.layout)
      else { return }
      queue.append(Batch(changes: [], confirmation: nil))
    }

    /// Tries again what UIKit refused, now that the screen may take it.
    func unblock() {
      guard isBlocked else { return }
      isBlocked = false
      catchUpWithShownTree()
      applyNextBatch()
    }
  }
#endif
