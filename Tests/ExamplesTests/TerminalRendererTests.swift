import ReducerRouting
import TerminalNavigation
import Testing

/// The terminal renderer the examples share: the line it prints for each change, and the tree
/// it draws.
@MainActor
@Suite struct TerminalRendererTests {
  private typealias Tree = NavigationTree

  private func route(
    _ id: String, _ caseName: String, style: ModalStyle? = nil, nested: Tree.Flow? = nil
  )
    -> Tree.Route
  {
    Tree.Route(
      id: Tree.ID(id), caseName: caseName, style: style, nodes: nested.map { [.flow($0)] } ?? [])
  }

  private func tree(stack: [Tree.Route] = [], modal: Tree.Route? = nil) -> Tree {
    Tree(nodes: [.flow(Tree.Flow(address: [], rootName: "ColorList", stack: stack, modal: modal))])
  }

  @Test func printsOneLineForEachChangeAndShowsTheNewTree() {
    var lines: [String] = []
    let renderer = TerminalRenderer { lines.append($0) }
    renderer.start(with: tree())
    let red = route("red", "color")
    let blue = route("blue", "color")
    renderer.show(tree(stack: [red, blue]))
    renderer.show(tree(stack: [red], modal: route("info", "info", style: .fullScreen)))
    renderer.show(tree())
    #expect(
      lines == [
        "  push red", "  push blue", "  pop blue", "  present fullScreen info",
        "  dismiss info", "  pop red",
      ])
    #expect(renderer.shown == tree())
  }

  @Test func namesTheFlowANestedChangeHappensIn() {
    var lines: [String] = []
    let renderer = TerminalRenderer { lines.append($0) }
    let settingsAddress: Tree.Address = [.route(Tree.ID("red"))]
    func red(_ settings: [Tree.Route]) -> Tree.Route {
      route(
        "red", "color",
        nested: Tree.Flow(address: settingsAddress, rootName: "ColorDetail", stack: settings))
    }
    renderer.start(with: tree(stack: [red([])]))
    renderer.show(tree(stack: [red([route("settings", "settings")])]))
    #expect(lines == ["  push settings in red"])
    #expect(
      renderer.treeText == """
        ColorList
        └─ red · ColorDetail
           └─ settings
        """)
    #expect(renderer.breadcrumb == "ColorList › red › settings")
  }

  /// The flow of `red` with `settings` pushed in it, and the settings' flow with `info`
  /// presented over it when `withInfo`.
  private func redWithSettings(withInfo: Bool) -> Tree.Route {
    let redAddress: Tree.Address = [.route(Tree.ID("red"))]
    let settings = route(
      "settings", "settings",
      nested: Tree.Flow(
        address: redAddress.appending(.route(Tree.ID("settings"))), rootName: "SettingsHome",
        modal: withInfo ? route("info", "info", style: .sheet) : nil))
    return route(
      "red", "color",
      nested: Tree.Flow(address: redAddress, rootName: "ColorDetail", stack: [settings]))
  }

  @Test func aRouteThatComesWithNestedFlowsIsFollowedByWhatTheyShow() {
    var lines: [String] = []
    let renderer = TerminalRenderer { lines.append($0) }
    renderer.start(with: tree())
    renderer.show(tree(stack: [redWithSettings(withInfo: true)]))
    #expect(
      lines == ["  push red", "  push settings in red", "  present sheet info in settings"])
    #expect(renderer.breadcrumb == "ColorList › red › settings › sheet info")
    lines = []
    // Presented with what it holds: the same lines after the present.
    renderer.show(tree(modal: redWithSettings(withInfo: false)))
    #expect(lines == ["  pop red", "  present sheet red", "  push settings in red"])
  }

  @Test func aNewStackSaysWhatItsNewRoutesHoldAndNothingOfWhatStays() {
    var lines: [String] = []
    let renderer = TerminalRenderer { lines.append($0) }
    let blue = route("blue", "color")
    let green = route("green", "color")
    renderer.start(with: tree(stack: [blue, green]))
    renderer.show(tree(stack: [redWithSettings(withInfo: true), green, blue]))
    #expect(
      lines == [
        "  set stack [red, green, blue]", "  push settings in red",
        "  present sheet info in settings",
      ])
    #expect(renderer.shown == tree(stack: [redWithSettings(withInfo: true), green, blue]))
  }

  @Test func drawsTabsWithTheSelectedOneAndSaysWhenTheSelectionChanges() {
    var lines: [String] = []
    let renderer = TerminalRenderer { lines.append($0) }
    func tabs(selected: String) -> Tree {
      let colors = Tree.Flow(address: [.child("colors")], rootName: "ColorsHome")
      let news = Tree.Flow(
        address: [.child("news")], rootName: "Headlines", stack: [route("budget", "item")])
      return Tree(nodes: [
        .container(
          Tree.Container(
            address: [], name: "AppTabs.State",
            children: [
              .init(name: "colors", isSelected: selected == "colors", nodes: [.flow(colors)]),
              .init(name: "news", isSelected: selected == "news", nodes: [.flow(news)]),
            ]))
      ])
    }
    let presentation = TerminalRenderer.Container(
      kind: .tabs, names: ["colors", "news"], selected: nil)
    renderer.start(with: tabs(selected: "colors"), container: presentation)
    renderer.show(tabs(selected: "news"), container: presentation)
    #expect(lines == ["  select tab 2 news"])
    #expect(
      renderer.treeText == """
        Tabs
        ├─ tab 1 colors: ColorsHome
        └─ tab 2 news (selected): Headlines
           └─ budget
        """)
    #expect(renderer.breadcrumb == "news › Headlines › budget")
  }

  @Test func aColumnThatAppearsIsShownWithWhatItHolds() {
    var lines: [String] = []
    let renderer = TerminalRenderer { lines.append($0) }
    let primary = Tree.Node.flow(Tree.Flow(address: [.child("primary")], rootName: "NewsList"))
    func split(_ secondary: Tree.Flow?) -> Tree {
      Tree(nodes: [
        .container(
          Tree.Container(
            address: [], name: "NewsSplit.State",
            children: [
              .init(name: "primary", nodes: [primary]),
              .init(name: "secondary", nodes: secondary.map { [.flow($0)] } ?? []),
            ]))
      ])
    }
    let columns = { (title: String?) in
      TerminalRenderer.Container(
        kind: .columns, names: ["primary", "secondary"], selected: nil, titles: [nil, title])
    }
    renderer.start(with: split(nil), container: columns(nil))
    let story = Tree.Flow(
      address: [.child("secondary")], rootName: "StoryScreen",
      stack: [route("story-3", "story")])
    renderer.show(split(story), container: columns("story 2"))
    renderer.show(split(nil), container: columns(nil))
    #expect(
      lines == [
        "  show story 2 in secondary", "  push story-3 in secondary", "  close secondary",
      ])
    #expect(
      renderer.treeText == """
        Split
        ├─ column 1 primary: NewsList
        └─ column 2 secondary: (empty)
        """)
  }
}
