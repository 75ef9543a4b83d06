import ReducerCore
import ReducerRouting

/// An app's screens, how its flows nest, and, once explored, what led from one screen to
/// another, printed as Mermaid, Graphviz or JSON.
///
/// ```swift
/// let graph = RouteGraph(of: AppFlow.self)  // from the types alone: screens and nesting
/// let explored = await explorer.explore(runs: 200, steps: 30, seed: 1).graph  // with edges
/// print(explored.mermaid)
/// ```
///
/// The nodes are each flow's root screen and each route case of each flow whose state is a
/// screen, an alert or a dialog; a route case whose state is a flow of its own is that flow's
/// group, nested in the group of the flow that first shows it (Mermaid `subgraph`, DOT
/// `cluster`), and entered at its root screen. A flow appears once however many routes show
/// it, itself included, so a recursive flow is one group with edges back into it. The children
/// of a container (the tabs of `tabs(...)`, the columns of `splitColumn(...)`) are groups at
/// the top, found from the container state's stored properties that hold a flow.
///
/// A graph made from the types alone has no edges. The graph of an exploration
/// (``NavigationExplorer/Report/graph``) has an edge for each distinct move that changed the
/// screen shown: from the screen that was shown to the one that appeared, labelled with the
/// action's case name and what the navigation did (`colorTapped → push`,
/// `infoTapped → present sheet`); a swipe back and a pulled-down sheet are dashed edges, and a
/// route no run reached is drawn dashed. The same app and exploration give the same text byte
/// for byte: nodes, groups and edges are sorted by id.
public struct RouteGraph: Sendable, Hashable, CustomStringConvertible {
  /// A screen: a flow's root, or a route case whose state is a screen, an alert or a dialog.
  public struct Node: Sendable, Hashable, Codable {
    /// What the node shows.
    public enum Kind: String, Sendable, Hashable, Codable {
      /// A flow's root screen.
      case root
      /// A route's screen.
      case screen
      /// A route whose state is an `AlertState`.
      case alert
      /// A route whose state is a `ConfirmationDialogState`.
      case dialog
    }

    /// The node's id in the printed graphs: letters, digits and `_`, such as `AppFlow_info`.
    public var id: String
    /// The node's text, such as `ColorList: root`, `About` or `Info sheet`.
    public var label: String
    /// What the node shows.
    public var kind: Kind
    /// The id of the ``Group`` the node is in.
    public var group: String
    /// The route case the node stands for, as the explorer's coverage names it
    /// (`AppFlow.Route.info`); `nil` for a root screen.
    public var routeCase: String?
    /// The modal styles the route was seen presented with, such as `["sheet"]`, sorted.
    public var modalStyles: [String]
    /// Whether an exploration showed the node; `true` in a graph made from the types alone.
    public var isReached: Bool
  }

  /// A flow, or a child of a container: a group of nodes, nested in its parent's.
  public struct Group: Sendable, Hashable, Codable {
    /// What the group is.
    public enum Kind: String, Sendable, Hashable, Codable {
      /// A flow: the app's own, or one shown by a route or held by a root screen.
      case flow
      /// A tab of a `tabs(...)` container.
      case tab
      /// Another child of a container, such as a column of `splitColumn(...)`.
      case child
    }

    /// The group's id in the printed graphs, such as `ColorDetailFlow`.
    public var id: String
    /// The group's text, such as `color detail: nested flow` or `news: tab`.
    public var label: String
    /// What the group is.
    public var kind: Kind
    /// The id of the group it is nested in; `nil` at the top.
    public var parent: String?
    /// The route cases that show this flow, such as `["AppFlow.Route.color"]`, in the order
    /// found; empty for the app's own flow and a container's child.
    public var routeCases: [String]
    /// Whether an exploration showed a screen of the group; `true` in a graph made from the
    /// types alone.
    public var isReached: Bool
  }

  /// A move seen in an exploration, from the screen shown to the screen that appeared.
  public struct Edge: Sendable, Hashable, Codable, Comparable {
    /// How the move was made.
    public enum Kind: String, Sendable, Hashable, Codable {
      /// An action: a tap, an app-wide action, time passing for an effect.
      case action
      /// A swipe back from a pushed screen, as a renderer reports it (drawn dashed).
      case swipeBack
      /// A sheet pulled down, as a renderer reports it (drawn dashed).
      case pullDown
    }

    /// The id of the node shown before the move.
    public var from: String
    /// The id of the node shown after it.
    public var to: String
    /// The action's case name and what the navigation did, such as `colorTapped → push`.
    public var label: String
    /// How the move was made.
    public var kind: Kind

    /// Whether `lhs` sorts before `rhs`: by `from`, `to`, then `label`.
    public static func < (lhs: Edge, rhs: Edge) -> Bool {
      (lhs.from, lhs.to, lhs.label, lhs.kind.rawValue)
        < (rhs.from, rhs.to, rhs.label, rhs.kind.rawValue)
    }
  }

  /// The screens, sorted by id.
  public var nodes: [Node]
  /// The flows and container children, sorted by id.
  public var groups: [Group]
  /// The moves an exploration saw, sorted; empty for a graph made from the types alone.
  public var edges: [Edge]
  /// What an exploration never reached, as in the explorer's
  /// ``NavigationExplorer/Coverage/unreached``; empty for a graph made from the types alone.
  public var unreached: [String]

  /// Creates the graph of an app's screens and nesting from its types alone: no edges.
  ///
  /// ```swift
  /// let graph = RouteGraph(of: AppFlow.self)
  /// #expect(graph.nodes.map(\.label).contains("ColorList: root"))
  /// ```
  ///
  /// The flows are found from the route enums' cases and payload types, through nested flows
  /// to any depth (a flow already found is not entered again), from the flows a root screen's
  /// state holds in its stored properties, and, for an app whose reducer is not a flow, from
  /// the stored properties of its state that hold one (a container's children). A container
  /// whose action has a `TabAction` case is a tab container: its children are tabs
  /// (`news: tab`). Types whose binary has no reflection metadata show no route cases.
  ///
  /// - Parameter app: The app's reducer type: a `RoutingReducer`, or a reducer whose state
  ///   holds flows (tabs, split columns).
  /// - Complexity: O(*f* + *c*) in the flows and route cases found, up to
  ///   ``RouteGraph/maxGroups`` flows.
  public init<App: Reducer>(of app: App.Type) {
    self = GraphBuilder.build(
      stateType: App.State.self, childKind: GraphBuilder.childKind(of: App.self)
    ).graph
  }

  init(nodes: [Node], groups: [Group], edges: [Edge], unreached: [String]) {
    self.nodes = nodes
    self.groups = groups
    self.edges = edges
    self.unreached = unreached
  }

  /// The most flows and container children a graph holds; the types past it are not read.
  public static let maxGroups = 1_000

  /// The graph as Mermaid, the same as ``mermaid``.
  public var description: String { mermaid }
}
