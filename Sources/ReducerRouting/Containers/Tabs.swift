/// The action of a tab container: the user chose a tab.
public enum TabAction<Tab: Hashable & Sendable>: Hashable, Sendable {
  /// Selects a tab; selecting the tab already selected pops its flow to its root screen.
  case select(Tab)
}

/// A tab container's action encodes where its tabs do, so that a recorded session
/// (`recording(into:)`) can hold it.
extension TabAction: Codable where Tab: Codable {}

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
  ///
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
  /// The state must conform to ``NavigationContainer``, listing the tabs' flows, so that deep
  /// links and renderers see inside the tabs: a state that does not gets the deprecated
  /// overload of this method, whose warning says so where the tabs are declared (and a
  /// `container.notNavigationContainer` diagnostic when the store is made).
  ///
  /// `.select(tab)` selects another tab and leaves every stack as it is: a hidden tab's routes
  /// stay, and so do their effects (they stop when their route leaves, not when the tab is
  /// hidden). Selecting the tab already selected runs `popToRoot(tab)` through this reducer in
  /// the same action, the platform's convention, so that the flow cancels the effects of the
  /// routes it pops. A tab the container does not list (its ``NavigationContainer`` shows no
  /// selected child after the change, as with a misspelled `String` tab) is not selected: the
  /// selection stays, and a `tabs.unknownTab` diagnostic says so.
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
  ) -> some Reducer<State, Action> where State: NavigationContainer {
    tabContainer(
      selection: selection, action: toTabAction, popToRoot: popToRoot, fileID: fileID, line: line)
  }

  /// A tab container over a state that is not a ``NavigationContainer``: the library does not
  /// see the tabs' flows, so deep links cannot cancel the routes they replace and renderers are
  /// not told which tab is selected.
  ///
  /// Conform the state to ``NavigationContainer``, listing the tabs' flows, and the call picks
  /// ``tabs(selection:action:popToRoot:fileID:line:)``; until then the store reports
  /// `container.notNavigationContainer` when it is made.
  ///
  /// - Parameters:
  ///   - selection: The key path to the selected tab.
  ///   - toTabAction: The case path of the action that carries ``TabAction``.
  ///   - popToRoot: The action that resets a tab's flow to its root, or `nil`.
  ///   - fileID: The file of the call, for diagnostics.
  ///   - line: The line of the call, for diagnostics.
  /// - Returns: The container's reducer.
  @available(
    *, deprecated,
    message: """
      the state of a tab container must conform to 'NavigationContainer', or deep links and \
      renderers do not see its tabs: add 'extension State: NavigationContainer { var \
      containedFlows: [ContainedFlow] { [ContainedFlow("name", flowState, isSelected: ...)] } }'
      """
  )
  @_disfavoredOverload
  @_documentation(visibility: internal)
  public func tabs<Tab: Hashable & Sendable>(
    selection: WritableKeyPath<State, Tab>,
    action toTabAction: CasePath<Action, TabAction<Tab>>,
    popToRoot: @escaping (Tab) -> Action?,
    fileID: StaticString = #fileID,
    line: UInt = #line
  ) -> some Reducer<State, Action> {
    tabContainer(
      selection: selection, action: toTabAction, popToRoot: popToRoot, fileID: fileID, line: line)
  }

  /// The tab container of both `tabs` overloads.
  private func tabContainer<Tab: Hashable & Sendable>(
    selection: WritableKeyPath<State, Tab>,
    action toTabAction: CasePath<Action, TabAction<Tab>>,
    popToRoot: @escaping (Tab) -> Action?,
    fileID: StaticString,
    line: UInt
  ) -> some Reducer<State, Action> {
    checkIsNavigationContainer(State.self, operator: "tabs", fileID: fileID, line: line)
    return TabContainer(
      base: self, selection: selection, toTabAction: toTabAction, popToRoot: popToRoot,
      fileID: fileID, line: line)
  }
}

/// The reducer of ``Reducer/tabs(selection:action:popToRoot:fileID:line:)``: a struct rather
/// than a closure, so that what reads a reducer value (the navigation explorer finding the
/// flows of an app and its tab action) sees its base and its case path.
struct TabContainer<Base: Reducer, Tab: Hashable & Sendable>: Reducer {
  let base: Base
  let selection: WritableKeyPath<Base.State, Tab>
  let toTabAction: CasePath<Base.Action, TabAction<Tab>>
  let popToRoot: (Tab) -> Base.Action?
  let fileID: StaticString
  let line: UInt

  func reduce(into state: inout Base.State, action: Base.Action) -> Effect<Base.Action> {
    let effect = base.reduce(into: &state, action: action)
    guard case let .select(tab)? = toTabAction.extract(from: action) else { return effect }
    guard state[keyPath: selection] == tab else {
      let previous = state[keyPath: selection]
      // A container that says which tab is selected must still say so after the change: a
      // tab it does not list (a `String` tab misspelled, a tab removed) is refused.
      let showedSelection = selectsAChild(state)
      state[keyPath: selection] = tab
      if showedSelection, !selectsAChild(state) {
        state[keyPath: selection] = previous
        reportUnknownTab(tab, kept: previous, in: state, fileID: fileID, line: line)
      }
      return effect
    }
    guard let pop = popToRoot(tab) else { return effect }
    return effect.merge(with: base.reduce(into: &state, action: pop))
  }
}

/// Whether `state` is a ``NavigationContainer`` that lists a selected child.
private func selectsAChild<State>(_ state: State) -> Bool {
  guard let container = state as? any NavigationContainer else { return false }
  return container.containedFlows.contains(where: \.isSelected)
}

/// Reports a `.select(tab)` of a tab the container does not list.
private func reportUnknownTab<State, Tab>(
  _ tab: Tab, kept previous: Tab, in state: State, fileID: StaticString, line: UInt
) {
  let listed = (state as? any NavigationContainer)?.containedFlows.map(\.name) ?? []
  Diagnostics.report(
    kind: "tabs.unknownTab",
    """
    '.select(\(describe(tab)))' selects a tab that '\(Dump.typeName(of: State.self))' does not \
    list: after it, none of its 'containedFlows' (\(describe(listed))) is selected. The \
    selection was left at \(describe(previous)). Select one of the tabs the container lists, \
    or list the new tab in 'containedFlows' with 'isSelected' true when it is selected.
    """,
    fileID: fileID, line: line)
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

/// A tab container whose tabs can be listed: the actions that select each tab, for what
/// explores an app as a person would (the navigation explorer's tab switches).
package protocol TabSwitching {
  /// The action that selects each tab, in the order of the tabs' cases, as the container's
  /// action (`Any`, since the container's type is not known where it is read).
  var tabSelections: [(tab: String, action: Any)] { get }
}

extension TabContainer: TabSwitching where Tab: CaseIterable {
  var tabSelections: [(tab: String, action: Any)] {
    Tab.allCases.map { tab in (describe(tab), toTabAction.embed(.select(tab)) as Any) }
  }
}
