/// Where a rejected navigation step is reported, and what is said about where it came from.
///
/// Generic rather than a closure, so that applying a step that succeeds costs nothing extra.
@usableFromInline
package protocol StepReporter {
  /// Reports a rejected step.
  ///
  /// - Parameters:
  ///   - kind: A short stable name for the kind of misuse.
  ///   - message: What happened, why, and how to fix it.
  func report(kind: String, _ message: String)
}

/// Reports at the call site of a `NavigationState` method.
@usableFromInline
struct CallSiteReporter: StepReporter {
  @usableFromInline let fileID: StaticString
  @usableFromInline let line: UInt

  @inlinable
  init(fileID: StaticString, line: UInt) {
    self.fileID = fileID
    self.line = line
  }

  @usableFromInline
  func report(kind: String, _ message: String) {
    Diagnostics.report(kind: kind, message, fileID: fileID, line: line)
  }
}

/// Reports a step a flow applied, naming the flow, where the step came from and the step, so
/// that the developer finds the line that returned it.
@usableFromInline
struct FlowStepReporter<Flow: RoutingReducer>: StepReporter {
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
