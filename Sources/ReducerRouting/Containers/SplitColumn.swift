extension Reducer {
  /// Adds a column of a split container: an optional flow (the secondary, or the
  /// supplementary, column) that actions of the other columns show, replace and tear down.
  ///
  /// ```swift
  /// struct NewsSplit: Reducer {
  ///   struct State {
  ///     var primary = NewsListFlow.State()
  ///     var secondary: StoryFlow.State?
  ///   }
  ///   enum Action {
  ///     case primary(NewsListFlow.Action)
  ///     case secondary(StoryFlow.Action)
  ///   }
  ///   var body: some ReducerOf<Self> {
  ///     Scope(state: \.primary, action: /Action.primary) { NewsListFlow() }
  ///       .splitColumn(\.secondary, action: /Action.secondary, shownBy: Self.story) {
  ///         StoryFlow()
  ///       }
  ///   }
  ///   /// The pullback: a story chosen in the list shows in the detail column.
  ///   static func story(for action: Action, in state: State) -> StoryFlow.State? {
  ///     guard case let .primary(.root(.storyTapped(id))) = action else { return nil }
  ///     return StoryFlow.State(story: id)
  ///   }
  /// }
  /// ```
  ///
  /// For each action, this reducer runs first (the primary column and the parent's logic),
  /// then `shownBy`: a state it returns is shown in the column. When the column already shows
  /// a flow, the old one is torn down in the same action: the effects of its root screen and
  /// of all its routes are cancelled, then the new one takes its place. A state whose `id`
  /// (when it is `Identifiable`) equals the shown one's keeps the shown one, with its
  /// navigation and effects. Setting the column to `nil` also tears it down. The column's own
  /// actions run its flow, as `ifLet` does.
  ///
  /// Apply it twice for a supplementary and a secondary column. Apply
  /// ``Reducer/deepLinks(action:fileID:line:)`` before it, inside the columns, so that a column
  /// a link replaces is torn down too.
  ///
  /// - Parameters:
  ///   - toColumn: The key path to the column's optional state.
  ///   - toColumnAction: The case path of the action that carries the column's actions.
  ///   - shownBy: The state to show in the column after an action, or `nil` to leave the
  ///     column as it is.
  ///   - fileID: The file of the call, for diagnostics.
  ///   - line: The line of the call, for diagnostics.
  ///   - column: The column's reducer, usually a flow.
  /// - Returns: The container's reducer.
  public func splitColumn<ColumnState, ColumnAction, Column: Reducer>(
    _ toColumn: WritableKeyPath<State, ColumnState?>,
    action toColumnAction: CasePath<Action, ColumnAction>,
    shownBy: @escaping (_ action: Action, _ state: State) -> ColumnState?,
    fileID: StaticString = #fileID,
    line: UInt = #line,
    @ReducerBuilder<ColumnState, ColumnAction> column: () -> Column
  ) -> some Reducer<State, Action>
  where Column.State == ColumnState, Column.Action == ColumnAction {
    checkIsNavigationContainer(State.self, operator: "splitColumn", fileID: fileID, line: line)
    return SplitColumnReducer(
      base: self, toColumn: toColumn, toColumnAction: toColumnAction, shownBy: shownBy,
      column: column())
  }
}

/// The reducer of ``Reducer/splitColumn(_:action:shownBy:fileID:line:column:)``: a struct
/// rather than a closure, so that what reads a reducer value (the navigation explorer finding
/// the flow a column runs, and the case path of its actions) sees its base, its column and its
/// case path.
struct SplitColumnReducer<Base: Reducer, Column: Reducer>: Reducer {
  let base: Base
  let toColumn: WritableKeyPath<Base.State, Column.State?>
  let toColumnAction: CasePath<Base.Action, Column.Action>
  let shownBy: (_ action: Base.Action, _ state: Base.State) -> Column.State?
  let column: Column

  func reduce(into state: inout Base.State, action: Base.Action) -> Effect<Base.Action> {
    // The replacement waits outside the `ifLet`. A column whose state is `Identifiable` and
    // that gets another id leaves by the store's lifetime rule; one that is not looks the same
    // to the store, so its namespace is cancelled here.
    var replacement: Column.State?
    let withColumn = Reduce<Base.State, Base.Action>({ state, action in
      let effect = base.reduce(into: &state, action: action)
      guard let shown = shownBy(action, state) else { return effect }
      guard let old = state[keyPath: toColumn] else {
        state[keyPath: toColumn] = shown
        return effect
      }
      if let oldID = columnIdentity(of: old), oldID == columnIdentity(of: shown) {
        return effect
      }
      state[keyPath: toColumn] = nil
      replacement = shown
      return effect
    })
    .ifLet(toColumn, action: toColumnAction) { column }
    let effect = withColumn.reduce(into: &state, action: action)
    guard let replacement else { return effect }
    state[keyPath: toColumn] = replacement
    guard columnIdentity(of: replacement) == nil else { return effect }
    return effect.merge(with: .cancelChild(.optionalChild(at: toColumn)))
  }
}

/// The `id` of an `Identifiable` column state, or `nil`.
private func columnIdentity(of state: Any) -> AnyHashable? {
  guard let identifiable = state as? any Identifiable else { return nil }
  return hashableID(of: identifiable)
}

private func hashableID(of value: some Identifiable) -> AnyHashable { AnyHashable(value.id) }
