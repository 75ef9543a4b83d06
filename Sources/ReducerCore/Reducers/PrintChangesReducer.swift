extension Reducer {
  /// Prints every action this reducer handles and how it changed the state, for debugging.
  ///
  /// ```swift
  /// let store = Store(initialState: Counter.State()) {
  ///   Counter()._printChanges()
  /// }
  /// store.send(.increment)
  /// // received action:
  /// //   .increment
  /// //   Counter.State(
  /// // −   count: 0,
  /// // +   count: 1,
  /// //   )
  /// ```
  ///
  /// Only the lines that changed are printed, with two unchanged lines around each change and
  /// the enclosing lines (struct, enum case, element of an array) that locate it; an action
  /// that changes nothing prints `(No state changes)`. Each report dumps the whole state twice,
  /// so use this while debugging and remove it before shipping.
  ///
  /// - Parameter sink: Receives the report of each action, without a trailing newline. By
  ///   default the report goes to standard error.
  /// - Returns: A reducer that runs this one and reports its changes.
  public func _printChanges(
    to sink: @escaping (String) -> Void = printChangesToStandardError
  ) -> some Reducer<State, Action> {
    PrintChangesReducer(base: self, sink: sink)
  }
}

/// The default sink of ``Reducer/_printChanges(to:)``.
@usableFromInline
func printChangesToStandardError(_ report: String) {
  writeToStandardError(report + "\n")
}

struct PrintChangesReducer<Base: Reducer>: Reducer {
  let base: Base
  let sink: (String) -> Void

  func reduce(
    into state: inout Base.State, action: Base.Action
  ) -> Effect<Base.Action> {
    let oldState = state
    let effect = base.reduce(into: &state, action: action)
    let indentedAction = Dump.lines(of: action).map { "  " + $0.rendered }.joined(separator: "\n")
    let changes = Diff.text(from: oldState, to: state) ?? "  (No state changes)"
    sink("received action:\n\(indentedAction)\n\(changes)")
    return effect
  }
}
