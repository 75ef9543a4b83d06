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
  ///   - popToRoot: The action that pops a tab's flow to its root, or `nil` for a tab that
  ///     does not pop.
  /// - Returns: The container's reducer.
  public func tabs<Tab: Hashable & Sendable>(
    selection: WritableKeyPath<State, Tab>,
    action toTabAction: CasePath<Action, TabAction<Tab>>,
    popToRoot: @escaping (Tab) -> Action?
  ) -> some Reducer<State, Action> {
    Reduce { state, action in
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
