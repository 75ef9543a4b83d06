/// A message that travels up the effect tree from a child reducer to an ancestor that knows
/// how to handle it, such as a routing flow handling a screen's request to close itself.
///
/// The signals are the cases of this one enum: the reducers that take them (`ifLet`, a routing
/// flow) and the store that receives what nobody took match them with `switch`. A reducer takes
/// one out of its children's effects with ``Effect/embedding(_:later:takeNow:sends:)``; a signal
/// that reaches the store is reported as a diagnostic with ``unhandledMessage``, except
/// ``dismissSelf(_:sentByEffect:)``, which a test store records. (That a child ignored its
/// action is no signal: it is counted out of band, see `Effect.ignoringAction()`.)
@usableFromInline
package enum EffectSignal: Sendable {
  /// A screen asks whoever shows it (a flow, an `ifLet` presentation, a test store) to close it:
  /// `.dismissSelf()` returned by a reducer, or `send.dismissSelf()` called by an effect
  /// (`sentByEffect`).
  case dismissSelf(SignalOrigin, sentByEffect: Bool)
  /// A navigation step forwarded to the outermost flow whose routes are of the step's route type
  /// (`Effect.forward(_:)`).
  case forward(ForwardedStep)

  /// Where the signal was created.
  package var origin: SignalOrigin {
    switch self {
    case let .dismissSelf(origin, _): origin
    case let .forward(step): step.origin
    }
  }

  /// What to tell the developer when no reducer handled the signal: what, why, and the fix.
  package var unhandledMessage: String {
    switch self {
    case let .dismissSelf(origin, sentByEffect):
      let source =
        sentByEffect
        ? "An effect called 'send.dismissSelf()' at \(origin)"
        : "A reducer returned '.dismissSelf()' at \(origin)"
      let fix =
        sentByEffect
        ? "Call 'send.dismissSelf()' only in an effect of a screen that a flow's 'routeBody' runs"
        : "Return '.dismissSelf()' only from a screen's reducer that a flow's 'routeBody' runs"
      return """
        \(source), but no flow shows the screen: the signal reached the store without passing \
        through a 'RoutingReducer' route. Nothing was closed. \(fix) (or the root screen of a \
        nested flow), or send the flow a navigation action instead. To test a screen that closes \
        itself on its own, use a 'TestStore' and check 'store.isDismissed'.
        """
    case let .forward(step):
      return step.unhandledMessage
    }
  }
}

/// Where a signal was created.
@usableFromInline
package struct SignalOrigin: Sendable, CustomStringConvertible {
  /// The file.
  @usableFromInline package let fileID: StaticString
  /// The line.
  @usableFromInline package let line: UInt

  /// An origin.
  @usableFromInline
  package init(fileID: StaticString, line: UInt) {
    self.fileID = fileID
    self.line = line
  }

  /// `file:line`.
  @usableFromInline package var description: String { "\(fileID):\(line)" }
}

/// A navigation step forwarded to the outermost flow of its route type, seen without that type:
/// a flow takes it when ``action`` is a navigation action of its own routes.
@usableFromInline
package struct ForwardedStep: Sendable {
  /// The step: a `NavigationAction` of the route type it is forwarded to.
  @usableFromInline package let action: any Sendable
  /// Where `Effect.forward(_:)` was called.
  @usableFromInline package let origin: SignalOrigin
  /// What to tell the developer when no flow of that route type took it.
  package let unhandledMessage: String

  /// A forwarded step.
  package init(action: any Sendable, origin: SignalOrigin, unhandledMessage: String) {
    self.action = action
    self.origin = origin
    self.unhandledMessage = unhandledMessage
  }
}

extension Effect {
  /// The effect of a reducer that ignored its action (and reported why): nothing to run. The
  /// notice for the flows above travels out of band, counted on the thread
  /// (``ThreadCounter/ignoredActions``), not as an effect.
  @usableFromInline
  package static func ignoringAction() -> Self {
    ThreadCounter.ignoredActions.add(1)
    return .none
  }
}

extension Effect {
  /// An effect that carries `signal` up to the reducers above.
  package static func signal(_ signal: EffectSignal) -> Self {
    Self(operation: .signal(signal))
  }
}
