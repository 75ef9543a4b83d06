import ReducerRouting
import Testing

// A tab container selects only the tabs it lists: a `String` tab it does not list is refused,
// through an action or a binding, and the selection stays.

/// Two tabs named by strings, as an app whose tabs come from a server would name them.
struct NamedTabs: Reducer {
  struct State: Equatable, Sendable {
    var selected = "home"
    var home = BindingFlow.State(root: .init(name: "home"))
    var search = BindingFlow.State(root: .init(name: "search"))
  }
  enum Action: Equatable, Sendable {
    case tab(TabAction<String>)
    case home(BindingFlow.Action)
    case search(BindingFlow.Action)
  }

  var body: some ReducerOf<Self> {
    CombineReducers {
      Scope(state: \.home, action: /Action.home) { BindingFlow() }
      Scope(state: \.search, action: /Action.search) { BindingFlow() }
    }
    .tabs(selection: \.selected, action: /Action.tab) { tab in
      tab == "home" ? .home(.navigation(.reset)) : .search(.navigation(.reset))
    }
  }
}

extension NamedTabs.State: NavigationContainer {
  var containedFlows: [ContainedFlow] {
    [
      ContainedFlow("home", home, isSelected: selected == "home"),
      ContainedFlow("search", search, isSelected: selected == "search"),
    ]
  }
}

@MainActor
@Suite struct TabSelectionTests {
  @Test func aTabTheContainerDoesNotListIsRefused() {
    let store = Store(initialState: NamedTabs.State()) { NamedTabs() }
    store.send(.tab(.select("search")))
    #expect(store.state.selected == "search")
    let reported = diagnostics { store.send(.tab(.select("settings"))) }
    #expect(kinds(reported) == ["tabs.unknownTab"])
    #expect(reported.first?.message.contains("'.select(\"settings\")'") == true)
    #expect(reported.first?.message.contains("[\"home\", \"search\"]") == true)
    #expect(reported.first?.message.contains("left at \"search\"") == true)
    #expect(store.state.selected == "search")
    #expect(NavigationTree(of: store.state).description.contains("search") == true)
  }

  @Test func aBindingWriteOfAnUnknownTabNeedsARefresh() {
    let store = Store(initialState: NamedTabs.State()) { NamedTabs() }
    let tab = store.tabBinding(selection: \.selected, action: /NamedTabs.Action.tab)
    var write: NavigationWrite?
    let reported = diagnostics { write = tab.set("settings") }
    #expect(kinds(reported) == ["tabs.unknownTab"])
    #expect(write?.needsRefresh == true)
    #expect(tab.value == "home")
  }
}
