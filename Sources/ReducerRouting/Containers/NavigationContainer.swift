/// A state that holds flows side by side, such as tabs or the columns of a split view: its
/// children, and which one is selected.
///
/// Conform a container's state so that the library sees the flows in it: a deep link sent with
/// ``ReducerCore/Reducer/deepLinks(action:fileID:line:)`` cancels the effects of the routes that leave them,
/// a route that holds the container tears them down when it leaves, and the navigation tree
/// lists them.
///
/// ```swift
/// extension AppTabs.State: NavigationContainer {
///   var containedFlows: [ContainedFlow] {
///     [
///       ContainedFlow("colors", colors, isSelected: selectedTab == .colors),
///       ContainedFlow("news", news, isSelected: selectedTab == .news),
///     ]
///   }
/// }
/// ```
///
/// List only children whose state the container's reducer runs through a `Scope` on a key
/// path (or an `ifLet` on an optional), as ``ReducerCore/Reducer/tabs(selection:action:popToRoot:fileID:line:)`` and
/// ``ReducerCore/Reducer/splitColumn(_:action:shownBy:fileID:line:column:)`` do.
public protocol NavigationContainer {
  /// The container's children, in display order: tabs left to right, columns leading to
  /// trailing.
  var containedFlows: [ContainedFlow] { get }
}

/// One child of a ``NavigationContainer``: a tab or a column.
public struct ContainedFlow {
  /// The child's name, such as the tab's or the column's, for trees and links.
  public let name: String
  /// The child's state: a flow's state (a ``RoutingState``), a nested container's state, or
  /// `nil` for an empty column.
  public let state: Any?
  /// Whether the child is the selected tab (or, for columns, the one with focus).
  public let isSelected: Bool

  /// Creates a child.
  ///
  /// - Parameters:
  ///   - name: The child's name.
  ///   - state: The child's state, or `nil` for an empty column.
  ///   - isSelected: Whether the child is selected.
  public init(_ name: String, _ state: Any?, isSelected: Bool = false) {
    self.name = name
    self.state = state
    self.isSelected = isSelected
  }
}
