/// Reports a navigation step a flow could not apply, naming the flow, where the step came from
/// and the step, so that the developer finds the line that returned it.
@usableFromInline
struct FlowStepReporter<Flow: RoutingReducer> {
  /// Where a flow's step came from.
  @usableFromInline
  enum Origin {
    /// ``RoutingReducer/navigation(for:in:)`` returned it for this action.
    case navigationFor(Flow.Action)
    /// A `.navigation(step)` action sent to the flow.
    case navigationAction
    /// A screen's `.dismissSelf()` or `.forward(_:)`, created at this site.
    case signal(fileID: StaticString, line: UInt, name: String)
  }

  @usableFromInline let step: NavigationAction<Flow.Route>
  @usableFromInline let origin: Origin

  @inlinable
  init(step: NavigationAction<Flow.Route>, origin: Origin) {
    self.step = step
    self.origin = origin
  }

  @usableFromInline
  func report(kind: String, _ message: String) {
    let flow = Dump.typeName(of: Flow.self)
    switch origin {
    case let .navigationFor(action):
      Diagnostics.report(
        kind: kind,
        """
        '\(flow).navigation(for:)' returned \(describe(step)) for the action \
        \(describe(action)), and the step could not apply. \(message)
        """,
        site: "\(flow).navigation(for:)", line: 0)
    case .navigationAction:
      Diagnostics.report(
        kind: kind,
        """
        '\(flow)' received the action .navigation(\(describe(step))), and the step could not \
        apply. \(message)
        """,
        site: flow, line: 0)
    case let .signal(fileID, line, name):
      Diagnostics.report(
        kind: kind,
        """
        '\(name)' asked '\(flow)' for \(describe(step)), and the step could not apply. \
        \(message)
        """,
        fileID: fileID, line: line)
    }
  }
}
