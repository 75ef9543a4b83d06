#if canImport(SwiftUI) || REDUCER_ADAPTER_CHECK
  #if canImport(SwiftUI)
    import SwiftUI
  #endif

  /// What a navigation stack tells the view of a screen whose route is a flow: the flow is nested,
  /// so its view shows one screen of the outer stack (`target`) instead of a navigation stack of
  /// its own, and registers its store in `links` for the pops the user makes.
  ///
  /// A `RoutedNavigationStack` sets it on the views of the routes that are flows (and `nil` on
  /// the others); `flowModal(_:)` sets it to `nil` in a presented screen, which has a stack of its
  /// own.
  struct NestedFlowContext: Sendable {
    /// The outer stack's register of nested flows.
    let links: NestedFlowLinks
    /// The nested flow's address in the tree of the outer stack's flow.
    let flow: NavigationTree.Address
    /// The steps from the nested flow to the screen this view shows; empty for its root screen.
    let target: [NavigationTree.Step]
    /// Whether the user sees the nested flow: its route is the top of the outer flow's stack,
    /// and so on out to the stack's own flow. A flow under a route pushed above it keeps its
    /// modal waiting, as the UIKit renderer does (`NavigationStackPlan`).
    let isSeen: Bool
  }

  /// The environment key of ``NestedFlowContext``.
  struct NestedFlowKey: EnvironmentKey {
    static let defaultValue: NestedFlowContext? = nil
  }

  extension EnvironmentValues {
    /// The nested flow a view shows a screen of, when it is shown on an outer flow's stack.
    var nestedFlow: NestedFlowContext? {
      get { self[NestedFlowKey.self] }
      set { self[NestedFlowKey.self] = newValue }
    }
  }
#endif

#if canImport(SwiftUI) || REDUCER_ADAPTER_CHECK
  extension Store where State: RoutingState, Action: RoutingAction, Action.Route == State.Route {
    /// Whether the view of this flow presents its modal: always, unless the flow is nested in
    /// an outer stack and the view shows one of its screens under its top one, or the flow is
    /// under a route pushed above it on the outer stack.
    @MainActor
    func presentsModal(_ nested: NestedFlowContext?) -> Bool {
      guard let nested else { return true }
      return nested.isSeen && nestedScreen(showing: nested.target).presentsModal
    }
  }
#endif
