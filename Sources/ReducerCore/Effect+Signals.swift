/// A message that travels up the effect tree from a child reducer to an ancestor that knows
/// how to handle it, such as a routing flow handling a screen's request to close itself.
///
/// The signals are the cases of this one enum: the reducers that take them (`ifLet`, a routing
/// flow) and the store that receives what nobody took match them with `switch`. A reducer takes
/// one out of its children's effects with ``Effect/embedding(_:later:takeNow:sends:)``; a signal
/// that reaches the store is reported as a diagnostic with ``unhandledMessage``, except
/// ``ignoredAction``, which the store drops, and ``dismissSelf(_:sentByEffect:)``, which a test
/// store records.
@usableFromInline
package enum EffectSignal: Sendable {
  /// A screen asks whoever shows it (a flow, an `ifLet` presentation, a test store) to close it:
  /// `.dismissSelf()` returned by a reducer, or `send.dismissSelf()` called by an effect
  /// (`sentByEffect`).
  case dismissSelf(SignalOrigin, sentByEffect: Bool)
  /// A navigation step forwarded to the outermost flow whose routes are of the step's route type
  /// (`Effect.forward(_:)`).
  case forward(ForwardedStep)
  /// A child ignored the action it was given (and reported why): a route that is gone, a state in
  /// another case. A flow above does not ask `navigation(for:)` about such an action, so that a
  /// late action that was ignored cannot navigate; it passes the notice on. A store drops it.
  case ignoredAction

  /// Where the signal was created; `nil` for ``ignoredAction``.
  package var origin: SignalOrigin? {
    switch self {
    case let .dismissSelf(origin, _): origin
    case let .forward(step): step.origin
    case .ignoredAction: nil
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
    case .ignoredAction:
      return ""
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
  /// The effect of a reducer that ignored its action: a notice for the reducers above (see
  /// `IgnoredActionNotice`).
  @usableFromInline
  package static var ignoredAction: Self { .signal(.ignoredAction) }
}

extension Effect {
  /// An effect that carries `signal` up to the reducers above.
  package static func signal(_ signal: EffectSignal) -> Self {
    Self(operation: .signal(signal))
  }
}

extension Effect {
  /// Embeds a child's effect in its parent's actions and handles its signals, in one walk of
  /// the effect: each action goes through `embed`; a signal returned directly (not inside a
  /// `run` or a `concatenate`) is offered to `takeNow`, and removed when it returns `true`; a
  /// signal reached later (inside a `concatenate`, or sent from a `run` through its `Send`)
  /// becomes a `send` of `later(signal)` where it stands, unless `later` returns `nil`, and goes
  /// on up otherwise. `sends` grows by the number of `send` effects outside `run` closures: the
  /// actions the effect sends as soon as it runs, or, inside a `concatenate`, in its turn.
  ///
  /// - Parameter isReachedLater: Whether the effect is reached later (inside a `concatenate`):
  ///   `false` for the caller's effect; the walk sets it for what it finds inside.
  /// - Complexity: O(*n*) in the number of effects in the tree; each `run` closure is wrapped
  ///   once.
  @usableFromInline
  package func embedding<Parent>(
    _ embed: @escaping @Sendable (Action) -> Parent,
    later: @escaping @Sendable (EffectSignal) -> Parent?,
    takeNow: (EffectSignal) -> Bool,
    isReachedLater: Bool = false,
    sends: inout Int
  ) -> Effect<Parent> {
    switch operation {
    case .none:
      return .none
    case let .send(action):
      sends += 1
      return .send(embed(action))
    case let .run(priority, operation):
      return Effect<Parent>(
        operation: .run(priority) { send in
          await operation(
            Send<Action>(
              send: { action in send.send(embed(action)) },
              signal: { signal in
                if let carried = later(signal) { send.send(carried) } else { send.signal(signal) }
              }))
        })
    case let .merge(effects):
      var merged: [Effect<Parent>] = []
      merged.reserveCapacity(effects.count)
      for effect in effects {
        merged.append(
          effect.embedding(
            embed, later: later, takeNow: takeNow, isReachedLater: isReachedLater, sends: &sends))
      }
      return .merge(merged)
    case let .concatenate(effects):
      var sequence: [Effect<Parent>] = []
      sequence.reserveCapacity(effects.count)
      for effect in effects {
        sequence.append(
          effect.embedding(
            embed, later: later, takeNow: takeNow, isReachedLater: true, sends: &sends))
      }
      return .concatenate(sequence)
    case let .cancellable(effect, id, cancelInFlight):
      return Effect<Parent>(
        operation: .cancellable(
          effect.embedding(
            embed, later: later, takeNow: takeNow, isReachedLater: isReachedLater, sends: &sends),
          id: id, cancelInFlight: cancelInFlight))
    case let .cancel(id):
      return Effect<Parent>(operation: .cancel(id: id))
    case let .cancelChild(id):
      return Effect<Parent>(operation: .cancelChild(id))
    case let .scoped(effect, id):
      return Effect<Parent>(
        operation: .scoped(
          effect.embedding(
            embed, later: later, takeNow: takeNow, isReachedLater: isReachedLater, sends: &sends),
          id: id))
    case let .located(effect, locator):
      return Effect<Parent>(
        operation: .located(
          effect.embedding(
            embed, later: later, takeNow: takeNow, isReachedLater: isReachedLater, sends: &sends),
          locator))
    case let .mapped(box):
      return box.child.embedding(
        embed, later: later, takeNow: takeNow, isReachedLater: isReachedLater, sends: &sends)
    case let .signal(signal):
      if isReachedLater {
        guard let carried = later(signal) else { return Effect<Parent>(operation: .signal(signal)) }
        return .send(carried)
      }
      return takeNow(signal) ? .none : Effect<Parent>(operation: .signal(signal))
    }
  }
}
