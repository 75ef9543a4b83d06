import Foundation
import ReducerRouting
import Testing

// Containers (tabs, split columns) in the navigation tree: their children, the selected one,
// a tab switch as a change, and the apply contract across containers.

/// Three tabs, each a flow with its own stack.
private struct ThreeTabs: Hashable, Codable, NavigationContainer {
  var selected = "home"
  var home = LeafFlow.State(root: .init(name: "Home"))
  var search = LeafFlow.State(root: .init(name: "Search"))
  var profile = LeafFlow.State(root: .init(name: "Profile"))

  var containedFlows: [ContainedFlow] {
    [
      ContainedFlow("home", home, isSelected: selected == "home"),
      ContainedFlow("search", search, isSelected: selected == "search"),
      ContainedFlow("profile", profile, isSelected: selected == "profile"),
    ]
  }
}

/// A split view whose detail column may be empty.
private struct TwoColumns: Hashable, Codable, NavigationContainer {
  var list = LeafFlow.State(root: .init(name: "List"))
  var detail: LeafFlow.State?

  var containedFlows: [ContainedFlow] {
    [ContainedFlow("list", list), ContainedFlow("detail", detail)]
  }
}

/// An app whose root screen holds tabs.
private struct AppWithTabs: Hashable {
  var tabs = ThreeTabs()
}

private func ticker(_ name: String) -> LeafFlow.Route { .ticker(.init(name: name)) }

@Suite struct NavigationTreeContainerTests {
  @Test func aContainerShowsItsChildrenAndTheSelectedOne() throws {
    var tabs = ThreeTabs()
    tabs.search.navigation.push(ticker("results"))
    tabs.selected = "search"
    let tree = NavigationTree(of: tabs)
    guard case let .container(container)? = tree.nodes.first else {
      Issue.record("no container node in \(tree)")
      return
    }
    #expect(container.children.map(\.name) == ["home", "search", "profile"])
    #expect(container.selected == ["search"])
    let search = try #require(tree.flow(at: [.child("search")]))
    #expect(search.rootName == "Home")  // the root screen's type
    #expect(search.stack.map(\.caseName) == ["ticker"])
    #expect(tree.breadcrumb.hasPrefix("tab search › "))
    #expect(tree.breadcrumb.hasSuffix("ticker(results)"))
    #expect(tree.description.contains("search (selected)"))
    #expect(tree.allFlows.count == 3)
  }

  @Test func aTabSwitchIsOneChangeBetweenThePopsAndThePushes() {
    var old = AppWithTabs()
    old.tabs.home.navigation.push(ticker("a"))
    var new = old
    new.tabs.home.navigation.popToRoot()
    new.tabs.selected = "profile"
    new.tabs.profile.navigation.push(ticker("me"))
    let oldTree = NavigationTree(of: old)
    let newTree = NavigationTree(of: new)
    let changes = oldTree.changes(to: newTree)
    let tabs: NavigationTree.Address = [.field("tabs")]
    #expect(
      changes == [
        .pop(flow: tabs.appending(.child("home")), count: 1),
        .select(container: tabs, child: "profile"),
        .push(
          flow: tabs.appending(.child("profile")),
          routes: [NavigationTree.Route(id: .init("me"), caseName: "ticker")]),
      ])
    #expect(oldTree.applying(changes) == newTree)
  }

  @Test func onlySwitchingATabIsASelection() {
    var new = ThreeTabs()
    new.selected = "profile"
    let changes = NavigationTree(of: ThreeTabs()).changes(to: NavigationTree(of: new))
    #expect(changes == [.select(container: [], child: "profile")])
    #expect(NavigationTree(of: ThreeTabs()).applying(changes) == NavigationTree(of: new))
  }

  @Test func aColumnThatAppearsReplacesTheContainer() {
    var new = TwoColumns()
    new.detail = LeafFlow.State(root: .init(name: "Story"))
    let old = NavigationTree(of: TwoColumns())
    let changes = old.changes(to: NavigationTree(of: new))
    guard case .replaceContainer? = changes.first, changes.count == 1 else {
      Issue.record("expected one replaceContainer, got \(changes)")
      return
    }
    #expect(old.applying(changes) == NavigationTree(of: new))
    // Within the column, changes are the flow's own.
    var pushed = new
    pushed.detail?.navigation.push(ticker("comments"))
    #expect(
      NavigationTree(of: new).changes(to: NavigationTree(of: pushed)) == [
        .push(
          flow: [.child("detail")],
          routes: [NavigationTree.Route(id: .init("comments"), caseName: "ticker")])
      ])
  }

  @Test func randomTabChangesApplyToTheNewTree() {
    var random = SplitMix64(seed: 0xC0FFEE)
    let names = ["home", "search", "profile"]
    for run in 0..<500 {
      var old = ThreeTabs()
      var new = ThreeTabs()
      for state in [0, 1] {
        var tabs = ThreeTabs()
        tabs.selected = names[Int(random.below(3))]
        for name in names {
          let count = Int(random.below(4))
          let stack = (0..<count).map { ticker("\(name)-\($0)-\(random.below(3))") }
          var flow = LeafFlow.State(root: .init(name: name))
          flow.navigation.setStack(stack)
          switch name {
          case "home": tabs.home = flow
          case "search": tabs.search = flow
          default: tabs.profile = flow
          }
        }
        if state == 0 { old = tabs } else { new = tabs }
      }
      let oldTree = NavigationTree(of: old)
      let newTree = NavigationTree(of: new)
      let changes = oldTree.changes(to: newTree)
      #expect(oldTree.applying(changes) == newTree, "run \(run): \(changes)")
      #expect(newTree.changes(to: newTree).isEmpty)
    }
  }

  @Test func aTreeWithTabsIsRestoredFromItsSnapshot() throws {
    var tabs = ThreeTabs()
    tabs.selected = "search"
    tabs.search.navigation.setStack([ticker("results"), ticker("detail")])
    tabs.profile.navigation.present(ticker("edit"), style: .fullScreen)
    tabs.home.navigation.push(ticker("news"))
    let data = try JSONEncoder().encode(StateSnapshot(tabs))
    let restored = try JSONDecoder().decode(StateSnapshot<ThreeTabs>.self, from: data)
    var fresh = ThreeTabs()
    restored.restore(into: &fresh)
    #expect(fresh == tabs)
    #expect(NavigationTree(of: fresh) == NavigationTree(of: tabs))
    #expect(NavigationTree(of: fresh).breadcrumb.hasPrefix("tab search › "))
  }

  @Test func aCorruptOrForeignSnapshotThrowsAndRestoresNothing() throws {
    let data = try JSONEncoder().encode(StateSnapshot(ThreeTabs()))
    var text = try #require(String(data: data, encoding: .utf8))
    // Another format version, another state type, a truncated file.
    let versioned = text.replacingOccurrences(
      of: "\"formatVersion\":1", with: "\"formatVersion\":9")
    #expect(versioned != text)
    #expect(throws: DecodingError.self) {
      try JSONDecoder().decode(StateSnapshot<ThreeTabs>.self, from: Data(versioned.utf8))
    }
    #expect(throws: DecodingError.self) {
      try JSONDecoder().decode(StateSnapshot<TwoColumns>.self, from: data)
    }
    text.removeLast(10)
    #expect(throws: (any Error).self) {
      try JSONDecoder().decode(StateSnapshot<ThreeTabs>.self, from: Data(text.utf8))
    }
  }
}
