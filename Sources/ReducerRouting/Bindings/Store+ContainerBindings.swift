extension Store {
  /// The selected tab of a tab container (see ``Reducer/tabs(selection:action:popToRoot:fileID:line:)``), for
  /// a tab view's selection.
  ///
  /// ```swift
  /// let tab = store.tabBinding(selection: \.selectedTab, action: /AppTabs.Action.tab)
  /// tab.value            // .colors
  /// tab.value = .news    // sends .tab(.select(.news))
  /// ```
  ///
  /// Writing a tab sends `.select(tab)` through the container, so that its reducers and tests
  /// see it. A tab is never stale: the one written is the one the user chose. Writing the tab
  /// already selected sends `.select` too, which pops that tab's flow to its root screen, the
  /// platform's convention for a tab tapped again: an adapter writes the selection only when the
  /// user chooses a tab.
  ///
  /// The key path stays on the main actor, in the binding's closures: it need not be
  /// `Sendable`.
  ///
  /// - Parameters:
  ///   - selection: The key path to the selected tab, as given to `tabs(selection:action:)`.
  ///   - toTabAction: The case path of the action that carries ``TabAction``.
  /// - Returns: The selected tab, bound to this store.
  public func tabBinding<Tab: Hashable & Sendable>(
    selection: KeyPath<State, Tab>,
    action toTabAction: CasePath<Action, TabAction<Tab>>
  ) -> NavigationBinding<Tab> {
    NavigationBinding(
      read: { self[dynamicMember: selection] },
      write: { tab in
        let task = self.send(toTabAction.embed(.select(tab)))
        return NavigationWrite(
          tasks: [task], needsRefresh: self.currentState[keyPath: selection] != tab)
      }
    )
  }

  /// The flow a split container shows in a column (see
  /// ``Reducer/splitColumn(_:action:shownBy:fileID:line:column:)``), as the id of a list's selection: a
  /// selection shows a flow in the column, and going back from the column in a collapsed split
  /// view (a swipe back on a phone) sets the selection to `nil`, which closes it.
  ///
  /// ```swift
  /// let story = store.columnBinding(
  ///   \.secondary,
  ///   show: { id in .primary(.root(.storyTapped(id))) },
  ///   close: { _ in .closeStory })
  /// story.value          // the id of the story shown, or nil
  /// story.value = 7      // sends .primary(.root(.storyTapped(7)))
  /// story.value = nil    // sends .closeStory, if the column still shows what the UI showed
  /// ```
  ///
  /// The binding remembers the column it last showed the UI (when it was made, then at each
  /// read and write). Writing `nil` sends `close(id)` only if the column still shows that flow:
  /// a close that comes after the column was replaced is ignored and reported as
  /// `binding.staleColumn`, and a close of a column already empty does nothing. Writing an id
  /// sends `show(id)` unless the column shows it already.
  ///
  /// When the state does not end up showing what was written,
  /// ``NavigationWrite/needsRefresh`` is `true`: read the selection again.
  ///
  /// The key path stays on the main actor, in the binding's closures: it need not be
  /// `Sendable`.
  ///
  /// - Parameters:
  ///   - column: The key path to the column's optional state, as given to `splitColumn`.
  ///   - show: The action that shows the flow with this id in the column (an action of another
  ///     column that the container's `shownBy` turns into the column's state).
  ///   - close: The action that sets the column showing the flow with this id to `nil`.
  ///   - fileID: The file where the binding is made, for diagnostics.
  ///   - line: The line where the binding is made, for diagnostics.
  /// - Returns: The id of the flow the column shows, bound to this store.
  public func columnBinding<Column: Identifiable>(
    _ column: KeyPath<State, Column?>,
    show: @escaping @MainActor (Column.ID) -> Action,
    close: @escaping @MainActor (Column.ID) -> Action,
    fileID: StaticString = #fileID,
    line: UInt = #line
  ) -> NavigationBinding<Column.ID?> {
    let shown = ShownItem<Column.ID>(currentState[keyPath: column]?.id)
    return NavigationBinding(
      read: {
        // Observes the column's id alone, not the state of the flow it shows.
        let id = self[dynamicMember: column.appending(path: \Column?.?.id)]
        shown.id = id
        return id
      },
      write: { written in
        let current = self.currentState[keyPath: column]?.id
        let showedID = shown.id
        shown.id = written
        var tasks: [StoreTask] = []
        if let written {
          if written != current { tasks.append(self.send(show(written))) }
        } else if let current {
          if current == showedID {
            tasks.append(self.send(close(current)))
          } else {
            let closed =
              showedID.map { "the UI closed \(describe($0))" } ?? "the UI was never shown it"
            Diagnostics.report(
              kind: "binding.staleColumn",
              """
              A column binding of '\(Dump.typeName(of: State.self))' was set to nil, but \
              \(closed) and the column shows \(describe(current)). The write was ignored and \
              no action was sent; the screen is shown the column again. This happens when the \
              column was replaced while the user went back from it; nothing needs fixing \
              unless it happens for every close.
              """,
              fileID: fileID,
              line: line)
          }
        }
        let needsRefresh = self.currentState[keyPath: column]?.id != written
        return NavigationWrite(tasks: tasks, needsRefresh: needsRefresh)
      }
    )
  }
}
