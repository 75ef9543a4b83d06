/// The action of a tab container: the user chose a tab.
public enum TabAction<Tab: Hashable & Sendable>: Hashable, Sendable {
  /// Selects a tab; selecting the tab already selected pops its flow to its root screen.
  case select(Tab)
}

extension Reducer {
  /// Makes this reducer, which runs the flow of each tab, a tab container: one tab selected,
  /// each tab keeping its own stack.
  ///
  /// ```swift
  /// struct AppTabs: Reducer {
  ///   enum Tab: String, CaseIterable, Sendable { case colors, news }
  ///   struct State {
  ///     var selectedTab = Tab.colors
  ///     var colors = ColorFlow.State()
  ///     var news = NewsFlow.State()
  ///   }
  ///   enum Action {
  ///     case tab(TabAction<Tab>)
  ///     case colors(ColorFlow.Action)
  ///     case news(NewsFlow.Action)
  ///   }
  ///   var body: some ReducerOf<Self> {
  ///     CombineReducers {
  ///       Scope(state: \.colors, action: /Action.colors) { ColorFlow() }
  ///       Scope(state: \.news, action: /Action.news) { NewsFlow() }
  ///     }
  ///     .tabs(selection: \.selectedTab, action: /Action.tab) { tab in
  ///       switch tab {
  ///       case .colors: .colors(.navigation(.reset))
  ///       case .news: .news(.navigation(.reset))
  ///       }
  ///     }
  ///   }
  /// }
  /// ```
  ///
  /// `.select(tab)` selects another tab and leaves every stack as it is: a hidden tab's routes
  /// stay, and so do their effects (they stop when their route leaves, not when the tab is
  /// hidden). Selecting the tab already selected runs `popToRoot(tab)` through this reducer in
  /// the same action, the platform's convention, so that the flow cancels the effects of the
  /// routes it pops.
  ///
  /// The container is built from the public API only; see the "Containers" article to write
  /// your own.
  ///
  /// - Parameters:
  ///   - selection: The key path to the selected tab.
  ///   - toTabAction: The case path of the action that carries ``TabAction``.
  ///   - popToRoot: The action that resets a tab's flow to its root (`.navigation(.reset)`),
  ///     or `nil` for a tab that does not.
  ///   - fileID: The file of the call, for diagnostics.
  ///   - line: The line of the call, for diagnostics.
  /// - Returns: The container's reducer.
  public func tabs<Tab: Hashable & Sendable>(
    selection: WritableKeyPath<State, Tab>,
    action toTabAction: CasePath<Action, TabAction<Tab>>,
    popToRoot: @escaping (Tab) -> Action?,
    fileID: StaticString = #fileID,
    line: UInt = #line
  ) -> some Reducer<State, Action> {
    checkIsNavigationContainer(State.self, operator: "tabs", fileID: fileID, line: line)
    return Reduce { state, action in
      let effect = self.reduce(into: &state, action: action)
      guard case let .select(tab)? = toTabAction.extract(from: action) else { return effect }
      guard state[keyPath: selection] == tab else {
        state[keyPath: selection] = tab
        return effect
      }
      guard let pop = popToRoot(tab) else { return effect }
      return effect.merge(with: self.reduce(into: &state, action: pop))
    }
  }
}

/// Reports, once per state type, a container whose state is not a ``NavigationContainer``: the
/// library would not see its flows, so deep links could not cancel the routes they replace
/// and renderers would not learn which tab is selected.
func checkIsNavigationContainer<State>(
  _ type: State.Type, operator name: String, fileID: StaticString, line: UInt
) {
  guard !(type is any NavigationContainer.Type) else { return }
  let typeName = Dump.typeName(of: type)
  Diagnostics.report(
    kind: "container.notNavigationContainer",
    """
    '\(typeName)' uses '.\(name)(...)' but does not conform to 'NavigationContainer'. Without \
    it the library does not see the flows the container holds: a deep link that replaces one \
    of their routes leaves that route's effects running, and renderers are not told which \
    child is selected. Conform the state and list its flows: 'extension \(typeName): \
    NavigationContainer { var containedFlows: [ContainedFlow] { [ContainedFlow("name", \
    flowState, isSelected: ...)] } }'.
    """,
    fileID: fileID, line: line)
}
