import Foundation
import ReducerExplorer
import Testing

// An app whose navigation is known, for the route graph: a shop whose catalog pushes a
// product (a nested flow), which pushes a checkout (a flow nested three deep) and presents a
// delete alert; the checkout's receipt goes home through `.forward` to the shop's flow; the
// catalog presents a cart sheet and pushes a folder, a flow that pushes itself (two levels
// at most); no action shows the help screen.

struct Catalog: Reducer {
  struct State: Equatable {}
  enum Action: Equatable, CaseIterable { case productTapped, cartTapped, folderTapped }
  func reduce(into state: inout State, action: Action) -> Effect<Action> { .none }
}

struct Cart: Reducer {
  struct State: Equatable {}
  enum Action: Equatable, CaseIterable { case doneTapped }
  func reduce(into state: inout State, action: Action) -> Effect<Action> { .none }
}

struct Help: Reducer {
  struct State: Equatable {}
  enum Action: Equatable, CaseIterable { case doneTapped }
  func reduce(into state: inout State, action: Action) -> Effect<Action> { .none }
}

struct ShopFlow: RoutingReducer {
  enum Route: Routing, Equatable {
    case product(ProductFlow.State)
    case cart(Cart.State)
    case help(Help.State)
    case folder(FolderFlow.State)
    enum Action: Equatable {
      case product(ProductFlow.Action), cart(Cart.Action), help(Help.Action)
      case folder(FolderFlow.Action)
    }
    var id: String {
      switch self {
      case .product: "product"
      case .cart: "cart"
      case .help: "help"
      case .folder: "folder"
      }
    }
  }
  struct State: RoutingState, Equatable, Sendable {
    var navigation: Route.NavigationState = .init()
    var root = Catalog.State()
  }
  enum Action: RoutingAction, Equatable {
    case navigation(Route.NavigationAction)
    case route(Route.ID, Route.Action)
    case modalRoute(Route.Action)
    case root(Catalog.Action)
  }
  var rootBody: some RootReducer<Self> { Catalog() }
  var routeBody: some RouteReducer<Self> {
    Scope(state: /Route.product, action: /Route.Action.product) { ProductFlow() }
    Scope(state: /Route.cart, action: /Route.Action.cart) { Cart() }
    Scope(state: /Route.help, action: /Route.Action.help) { Help() }
    Scope(state: /Route.folder, action: /Route.Action.folder) { FolderFlow() }
  }
  func navigation(for action: Action) -> Route.NavigationAction? {
    switch action {
    case .root(.productTapped): .push(.product(.init()))
    case .root(.cartTapped): .present(.cart(.init()), style: .sheet)
    case .root(.folderTapped): .push(.folder(.init()))
    case .route(_, .product(.root(.closeTapped))): .pop
    case .route(_, .folder(.root(.upTapped))): .pop
    case .modalRoute(.cart(.doneTapped)), .modalRoute(.help(.doneTapped)): .dismiss
    default: nil
    }
  }
}

struct ProductScreen: Reducer {
  struct State: Equatable {}
  enum Action: Equatable, CaseIterable { case buyTapped, closeTapped, deleteTapped }
  func reduce(into state: inout State, action: Action) -> Effect<Action> { .none }
}

struct ProductFlow: RoutingReducer {
  enum DeleteAlert: Equatable { case confirm }
  enum Route: Routing, Equatable {
    case checkout(CheckoutFlow.State)
    case deleteAlert(AlertState<DeleteAlert>)
    enum Action: Equatable { case checkout(CheckoutFlow.Action), deleteAlert(DeleteAlert) }
    var id: String {
      switch self {
      case .checkout: "checkout"
      case .deleteAlert: "deleteAlert"
      }
    }
  }
  struct State: RoutingState, Equatable, Sendable {
    var navigation: Route.NavigationState = .init()
    var root = ProductScreen.State()
  }
  enum Action: RoutingAction, Equatable {
    case navigation(Route.NavigationAction)
    case route(Route.ID, Route.Action)
    case modalRoute(Route.Action)
    case root(ProductScreen.Action)
  }
  var rootBody: some RootReducer<Self> { ProductScreen() }
  var routeBody: some RouteReducer<Self> {
    Scope(state: /Route.checkout, action: /Route.Action.checkout) { CheckoutFlow() }
    Scope(state: /Route.deleteAlert, action: /Route.Action.deleteAlert) { EmptyReducer() }
  }
  func navigation(for action: Action) -> Route.NavigationAction? {
    switch action {
    case .root(.buyTapped): return .push(.checkout(.init()))
    case .root(.deleteTapped):
      let alert = AlertState<DeleteAlert> {
        TextState("Delete?")
      } actions: {
        ButtonState(role: .destructive, action: .confirm) { TextState("Delete") }
        ButtonState(role: .cancel) { TextState("Cancel") }
      }
      return .present(.deleteAlert(alert), style: .alert)
    case .modalRoute(.deleteAlert(.confirm)): return .dismiss
    default: return nil
    }
  }
}

struct Payment: Reducer {
  struct State: Equatable {}
  enum Action: Equatable, CaseIterable { case confirmTapped }
  func reduce(into state: inout State, action: Action) -> Effect<Action> { .none }
}

/// The third level: its receipt goes back to the shop's catalog, two flows up.
struct Receipt: Reducer {
  struct State: Equatable {}
  enum Action: Equatable, CaseIterable { case homeTapped }
  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    .forward(ShopFlow.Route.NavigationAction.popToRoot)
  }
}

struct CheckoutFlow: RoutingReducer {
  enum Route: Routing, Equatable {
    case receipt(Receipt.State)
    enum Action: Equatable { case receipt(Receipt.Action) }
    var id: String { "receipt" }
  }
  struct State: RoutingState, Equatable, Sendable {
    var navigation: Route.NavigationState = .init()
    var root = Payment.State()
  }
  enum Action: RoutingAction, Equatable {
    case navigation(Route.NavigationAction)
    case route(Route.ID, Route.Action)
    case modalRoute(Route.Action)
    case root(Payment.Action)
  }
  var rootBody: some RootReducer<Self> { Payment() }
  var routeBody: some RouteReducer<Self> {
    Scope(state: /Route.receipt, action: /Route.Action.receipt) { Receipt() }
  }
  func navigation(for action: Action) -> Route.NavigationAction? {
    if case .root(.confirmTapped) = action { return .push(.receipt(.init())) }
    return nil
  }
}

struct FolderScreen: Reducer {
  struct State: Equatable { var depth = 0 }
  enum Action: Equatable { case subfolderTapped(depth: Int), upTapped }
  func reduce(into state: inout State, action: Action) -> Effect<Action> { .none }
}

/// A flow that shows itself: a folder pushes its subfolder, a folder flow of its own.
struct FolderFlow: RoutingReducer {
  indirect enum Route: Routing, Equatable, Sendable {
    case sub(FolderFlow.State)
    indirect enum Action: Equatable, Sendable { case sub(FolderFlow.Action) }
    var id: String { "sub" }
  }
  struct State: RoutingState, Equatable, Sendable {
    var navigation: Route.NavigationState = .init()
    var root = FolderScreen.State()
  }
  indirect enum Action: RoutingAction, Equatable, Sendable {
    case navigation(Route.NavigationAction)
    case route(Route.ID, Route.Action)
    case modalRoute(Route.Action)
    case root(FolderScreen.Action)
  }
  var rootBody: some RootReducer<Self> { FolderScreen() }
  var routeBody: some RouteReducer<Self> {
    Scope(state: /Route.sub, action: /Route.Action.sub) { FolderFlow() }
  }
  func navigation(for action: Action) -> Route.NavigationAction? {
    switch action {
    case let .root(.subfolderTapped(depth)):
      .push(.sub(State(navigation: .init(), root: .init(depth: depth))))
    case .route(_, .sub(.root(.upTapped))): .pop
    default: nil
    }
  }
}

/// The shop and the folders as two tabs.
struct ShopTabs: Reducer {
  enum Tab: String, CaseIterable, Sendable { case shop, folders }
  struct State: Equatable, NavigationContainer {
    var selection = Tab.shop
    var shop = ShopFlow.State()
    var folders = FolderFlow.State()
    var containedFlows: [ContainedFlow] {
      [
        ContainedFlow("shop", shop, isSelected: selection == .shop),
        ContainedFlow("folders", folders, isSelected: selection == .folders),
      ]
    }
  }
  enum Action: Equatable {
    case tab(TabAction<Tab>)
    case shop(ShopFlow.Action)
    case folders(FolderFlow.Action)
  }
  var body: some ReducerOf<Self> {
    CombineReducers {
      Scope(state: \.shop, action: /Action.shop) { ShopFlow() }
      Scope(state: \.folders, action: /Action.folders) { FolderFlow() }
    }
    .tabs(selection: \.selection, action: /Action.tab, popToRoot: { _ in nil })
  }
}

/// The shop and the folders side by side, no tabs: a container whose children are not tabs.
struct ShopSideBySide: Reducer {
  struct State: Equatable, NavigationContainer {
    var shop = ShopFlow.State()
    var folders = FolderFlow.State()
    var containedFlows: [ContainedFlow] {
      [ContainedFlow("shop", shop), ContainedFlow("folders", folders)]
    }
  }
  enum Action: Equatable {
    case shop(ShopFlow.Action)
    case folders(FolderFlow.Action)
  }
  var body: some ReducerOf<Self> {
    Scope(state: \.shop, action: /Action.shop) { ShopFlow() }
    Scope(state: \.folders, action: /Action.folders) { FolderFlow() }
  }
}

@MainActor
@Suite struct RouteGraphTests {
  @Test func aContainerWithoutTabsHasChildrenNamedByTheirProperty() {
    let graph = RouteGraph(of: ShopSideBySide.self)
    #expect(
      graph.groups.filter { $0.parent == nil }.map { "\($0.id) \($0.label) \($0.kind)" } == [
        "FolderFlow folders child", "ShopFlow shop child",
      ])
  }

  /// The shop's explorer: a folder offers a subfolder while it is less than two deep.
  static func shopExplorer() -> NavigationExplorer<ShopFlow> {
    var explorer = NavigationExplorer(initialState: ShopFlow.State()) { ShopFlow() }
    explorer.actions(for: FolderScreen.self) { state in
      state.depth < 2 ? [.subfolderTapped(depth: state.depth + 1), .upTapped] : [.upTapped]
    }
    return explorer
  }

  @Test func theTypesAloneGiveEveryScreenAndTheNestingAndNoEdge() {
    let graph = RouteGraph(of: ShopFlow.self)
    #expect(
      graph.nodes.map { "\($0.id) \($0.label) \($0.kind) in \($0.group)" } == [
        "CheckoutFlow_receipt Receipt screen in CheckoutFlow",
        "CheckoutFlow_root Payment: root root in CheckoutFlow",
        "FolderFlow_root FolderScreen: root root in FolderFlow",
        "ProductFlow_deleteAlert deleteAlert: alert alert in ProductFlow",
        "ProductFlow_root ProductScreen: root root in ProductFlow",
        "ShopFlow_cart Cart screen in ShopFlow",
        "ShopFlow_help Help screen in ShopFlow",
        "ShopFlow_root Catalog: root root in ShopFlow",
      ])
    #expect(
      graph.groups.map { "\($0.id) \($0.label) in \($0.parent ?? "-") via \($0.routeCases)" } == [
        "CheckoutFlow checkout: nested flow in ProductFlow via [\"ProductFlow.Route.checkout\"]",
        // The recursive flow appears once; its own route is one of those that show it.
        "FolderFlow folder: nested flow in ShopFlow via "
          + "[\"ShopFlow.Route.folder\", \"FolderFlow.Route.sub\"]",
        "ProductFlow product: nested flow in ShopFlow via [\"ShopFlow.Route.product\"]",
        "ShopFlow ShopFlow in - via []",
      ])
    #expect(graph.edges.isEmpty)
    #expect(graph.unreached.isEmpty)
    #expect(graph.nodes.allSatisfy { $0.isReached })
  }

  @Test func twoCasesOfOneScreenTypeAreToldApartAndARootsFlowsNestInIt() {
    // `SwatchFlow` shows `Swatch` in two cases; `HomeFlow`'s root screen holds a `SwatchFlow`.
    let graph = RouteGraph(of: HomeFlow.self)
    #expect(
      graph.nodes.map { "\($0.id) \($0.label)" } == [
        "HomeFlow_about Swatch", "HomeFlow_root HomeFlow.Home: root",
        "SwatchFlow_color Swatch (color)",
        "SwatchFlow_info Swatch (info)", "SwatchFlow_root SwatchFlow.Palette: root",
      ])
    #expect(
      graph.groups.map { "\($0.id) in \($0.parent ?? "-")" } == [
        "HomeFlow in -", "SwatchFlow in HomeFlow",
      ])
  }

  @Test func anExplorationGivesExactlyTheMovesTheReducersAllow() async {
    let graph = await Self.shopExplorer().explore(runs: 120, steps: 20, seed: 1).graph
    let edges = graph.edges.map {
      "\($0.from) -> \($0.to): \($0.label)\($0.kind == .action ? "" : " (\($0.kind))")"
    }
    #expect(
      edges == [
        "CheckoutFlow_receipt -> CheckoutFlow_root: swipe back (swipeBack)",
        // `.forward` to the shop's flow: drawn to where it lands.
        "CheckoutFlow_receipt -> ShopFlow_root: homeTapped → pop",
        "CheckoutFlow_root -> CheckoutFlow_receipt: confirmTapped → push",
        "CheckoutFlow_root -> ProductFlow_root: swipe back (swipeBack)",
        // The recursive flow: edges back into itself.
        "FolderFlow_root -> FolderFlow_root: subfolderTapped → push",
        "FolderFlow_root -> FolderFlow_root: swipe back (swipeBack)",
        "FolderFlow_root -> FolderFlow_root: upTapped → pop",
        "FolderFlow_root -> ShopFlow_root: swipe back (swipeBack)",
        "FolderFlow_root -> ShopFlow_root: upTapped → pop",
        "ProductFlow_deleteAlert -> ProductFlow_root: button → dismiss",
        "ProductFlow_deleteAlert -> ProductFlow_root: confirm → dismiss",
        "ProductFlow_root -> CheckoutFlow_root: buyTapped → push",
        "ProductFlow_root -> ProductFlow_deleteAlert: deleteTapped → present alert",
        "ProductFlow_root -> ShopFlow_root: closeTapped → pop",
        "ProductFlow_root -> ShopFlow_root: swipe back (swipeBack)",
        "ShopFlow_cart -> ShopFlow_root: doneTapped → dismiss",
        "ShopFlow_cart -> ShopFlow_root: pull down (pullDown)",
        "ShopFlow_root -> FolderFlow_root: folderTapped → push",
        "ShopFlow_root -> ProductFlow_root: productTapped → push",
        "ShopFlow_root -> ShopFlow_cart: cartTapped → present sheet",
      ])
    // The one screen no action leads to is named, and drawn dashed.
    #expect(graph.unreached == ["ShopFlow.Route.help"])
    #expect(graph.nodes.filter { !$0.isReached }.map(\.id) == ["ShopFlow_help"])
    #expect(graph.mermaid.contains("class ShopFlow_help unreached"))
    // The styles seen name the modal nodes.
    #expect(graph.nodes.first { $0.id == "ShopFlow_cart" }?.label == "Cart sheet")
    #expect(graph.nodes.first { $0.id == "ProductFlow_deleteAlert" }?.label == "deleteAlert: alert")
  }

  @Test func theSameExplorationPrintsTheSameTextByteForByte() async {
    let first = await Self.shopExplorer().explore(runs: 30, steps: 15, seed: 9).graph
    let second = await Self.shopExplorer().explore(runs: 30, steps: 15, seed: 9).graph
    #expect(first.mermaid == second.mermaid)
    #expect(first.dot == second.dot)
    #expect(first.json == second.json)
  }

  @Test func mermaidNestsEachFlowInItsParentsSubgraph() async {
    let graph = await Self.shopExplorer().explore(runs: 10, steps: 10, seed: 3).graph
    let lines = graph.mermaid.split(separator: "\n").map(String.init)
    #expect(lines.first == "graph LR")
    // The app's own flow is the top; the checkout sits inside the product's subgraph.
    let product = lines.firstIndex(of: "  subgraph ProductFlow[\"product: nested flow\"]")
    let checkout = lines.firstIndex(of: "    subgraph CheckoutFlow[\"checkout: nested flow\"]")
    let productEnd = product.flatMap { start in lines[start...].firstIndex(of: "  end") }
    #expect(product != nil && checkout != nil && productEnd != nil)
    if let product, let checkout, let productEnd {
      #expect(product < checkout && checkout < productEnd)
    }
    #expect(lines.contains("  ShopFlow_root[\"Catalog: root\"]"))
    #expect(lines.contains("  ShopFlow_cart([\"Cart sheet\"])"))
    #expect(lines.contains("  ShopFlow_cart -.->|\"pull down\"| ShopFlow_root"))
  }

  @Test func dotHasAClusterPerNestedFlowAndDashedSwipes() async {
    let graph = await Self.shopExplorer().explore(runs: 10, steps: 10, seed: 3).graph
    let dot = graph.dot
    #expect(dot.hasPrefix("digraph RouteGraph {\n  rankdir=LR;"))
    #expect(dot.hasSuffix("\n}"))
    #expect(
      dot.contains("  subgraph \"cluster_ProductFlow\" {\n    label=\"product: nested flow\";"))
    #expect(
      dot.contains("\"ShopFlow_cart\" -> \"ShopFlow_root\" [label=\"pull down\", style=dashed];"))
    #expect(dot.contains("\"ShopFlow_help\" [label=\"Help\", style=\"dashed\"];"))
  }

  @Test func jsonHoldsTheNodesAndEdgesForTools() async throws {
    struct Document: Decodable {
      struct Edge: Decodable { var from, to, label, kind: String }
      struct Node: Decodable { var id, label, kind, group: String }
      var version: Int
      var nodes: [Node]
      var edges: [Edge]
      var unreached: [String]
    }
    let graph = await Self.shopExplorer().explore(runs: 20, steps: 15, seed: 2).graph
    let document = try JSONDecoder().decode(Document.self, from: Data(graph.json.utf8))
    #expect(document.version == 1)
    #expect(document.nodes.map(\.id) == graph.nodes.map(\.id))
    #expect(document.edges.map(\.label) == graph.edges.map(\.label))
    #expect(document.unreached == graph.unreached)
  }

  @Test func aContainersChildrenAreGroupsAtTheTopAndTabSwitchesAreEdges() async {
    // The tabs are known from the types: the container's action has a `TabAction` case.
    let types = RouteGraph(of: ShopTabs.self)
    #expect(
      types.groups.filter { $0.parent == nil }.map { "\($0.id) \($0.label) \($0.kind)" } == [
        "FolderFlow folders: tab tab", "ShopFlow shop: tab tab",
      ])
    var explorer = NavigationExplorer(initialState: ShopTabs.State()) { ShopTabs() }
    explorer.actions(for: FolderScreen.self) { state in
      state.depth < 2 ? [.subfolderTapped(depth: state.depth + 1)] : []
    }
    let graph = await explorer.explore(runs: 40, steps: 12, seed: 4).graph
    #expect(
      graph.groups.filter { $0.parent == nil }.map { "\($0.id) \($0.label) \($0.kind)" } == [
        "FolderFlow folders: tab tab", "ShopFlow shop: tab tab",
      ])
    #expect(
      graph.edges.contains {
        ($0.from, $0.to, $0.label, $0.kind)
          == ("ShopFlow_root", "FolderFlow_root", "tab folders → select tab", .action)
      })
    // With two top groups, the app's flows are each a subgraph.
    #expect(graph.mermaid.contains("  subgraph ShopFlow[\"shop: tab\"]"))
  }
}

/// A screen of a generic type, whose name (`Tagged<Int>`) holds what Mermaid reads as HTML.
struct Tagged<Tag>: Reducer {
  struct State: Equatable {}
  enum Action: Equatable, CaseIterable { case closeTapped }
  func reduce(into state: inout State, action: Action) -> Effect<Action> { .none }
}

/// A flow whose root pushes a generic screen.
struct TaggedFlow: RoutingReducer {
  enum Route: Routing, Equatable {
    case tagged(Tagged<Int>.State)
    enum Action: Equatable { case tagged(Tagged<Int>.Action) }
    var id: String { "tagged" }
  }
  struct State: RoutingState, Equatable, Sendable {
    var navigation: Route.NavigationState = .init()
    var root = Tagged<String>.State()
  }
  enum Action: RoutingAction, Equatable {
    case navigation(Route.NavigationAction)
    case route(Route.ID, Route.Action)
    case modalRoute(Route.Action)
    case root(Tagged<String>.Action)
  }
  var rootBody: some RootReducer<Self> { Tagged<String>() }
  var routeBody: some RouteReducer<Self> {
    Scope(state: /Route.tagged, action: /Route.Action.tagged) { Tagged<Int>() }
  }
  func navigation(for action: Action) -> Route.NavigationAction? {
    if case .root(.closeTapped) = action { return .push(.tagged(.init())) }
    return nil
  }
}

@Suite struct RouteGraphTextTests {
  @Test func genericNamesAreWrittenAsEntitiesInMermaidAndKeptInDOTAndJSON() throws {
    let graph = RouteGraph(of: TaggedFlow.self)
    #expect(graph.nodes.map(\.label) == ["Tagged<String>: root", "Tagged<Int>"])
    // Mermaid renders labels as HTML: `<Int>` would be read as a tag and vanish.
    #expect(graph.mermaid.contains(#"TaggedFlow_root["Tagged#lt;String#gt;: root"]"#))
    #expect(graph.mermaid.contains(#"TaggedFlow_tagged["Tagged#lt;Int#gt;"]"#))
    #expect(!graph.mermaid.contains("<"))
    #expect(graph.dot.contains(#"label="Tagged<Int>""#))
    let json = try JSONSerialization.jsonObject(with: Data(graph.json.utf8)) as? [String: Any]
    let nodes = try #require(json?["nodes"] as? [[String: Any]])
    #expect(
      nodes.compactMap { $0["label"] as? String }.sorted() == [
        "Tagged<Int>", "Tagged<String>: root",
      ])
  }
}
