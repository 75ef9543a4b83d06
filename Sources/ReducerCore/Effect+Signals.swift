/// A message that travels up the effect tree from a child reducer to an ancestor that knows
/// how to handle it, such as a routing flow handling a screen's request to close itself.
///
/// The core does not know any signal: a reducer that handles one takes it out of its children's
/// effects with ``Effect/embedding(_:later:takeNow:sends:)``. A signal that reaches the store is reported as
/// a diagnostic with ``unhandledMessage``.
@usableFromInline
package protocol EffectSignal: Sendable {
  /// What to tell the developer when no reducer handled the signal: what, why, and the fix.
  var unhandledMessage: String { get }
  /// Where the signal was created.
  var fileID: StaticString { get }
  /// The line where the signal was created.
  var line: UInt { get }
  /// Whether the signal asks for the screen that sent it to be closed: a test store with no
  /// flow around the screen records it (`isDismissed`) instead of failing.
  var isDismissal: Bool { get }
  /// Whether the signal only tells the reducers above that a child ignored its action (see
  /// `IgnoredActionNotice`): a store drops it without a report.
  var isIgnoredAction: Bool { get }
}

extension EffectSignal {
  /// Not a request to close the screen, unless the signal says so.
  package var isDismissal: Bool { false }
  /// A request someone must handle, unless the signal says so.
  @usableFromInline package var isIgnoredAction: Bool { false }
}

/// Tells the reducers above that a child ignored the action it was given (and reported why):
/// a route that is gone, a state in another case. A flow above does not ask
/// `navigation(for:)` about such an action, so that a late action that was ignored cannot
/// navigate; it passes the notice on. A store drops it.
package struct IgnoredActionNotice: EffectSignal {
  package var unhandledMessage: String { "" }
  package let fileID: StaticString
  package let line: UInt
  package var isIgnoredAction: Bool { true }

  package init(fileID: StaticString = #fileID, line: UInt = #line) {
    self.fileID = fileID
    self.line = line
  }
}

extension Effect {
  /// The effect of a reducer that ignored its action: a notice for the reducers above (see
  /// `IgnoredActionNotice`).
  @usableFromInline
  package static var ignoredAction: Self { .signal(IgnoredActionNotice()) }
}

extension Effect {
  /// An effect that carries `signal` up to the reducers above.
  package static func signal(_ signal: some EffectSignal) -> Self {
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
  /// - Complexity: O(*n*) in the number of effects in the tree; each `run` closure is wrapped
  ///   once.
  @usableFromInline
  package func embedding<Parent>(
    _ embed: @escaping @Sendable (Action) -> Parent,
    later: @escaping @Sendable (any EffectSignal) -> Parent?,
    takeNow: (any EffectSignal) -> Bool,
    sends: inout Int
  ) -> Effect<Parent> {
    embedding(embed, later: later, takeNow: takeNow, isReachedLater: false, sends: &sends)
  }

  private func embedding<Parent>(
    _ embed: @escaping @Sendable (Action) -> Parent,
    later: @escaping @Sendable (any EffectSignal) -> Parent?,
    takeNow: (any EffectSignal) -> Bool,
    isReachedLater: Bool,
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
          effect.embedding(embed, later: later, takeNow: takeNow, isReachedLater: true, sends: &sends))
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
    case let .cancelScope(id):
      return Effect<Parent>(operation: .cancelScope(id: id))
    case let .cancelScopes(pruning):
      return Effect<Parent>(operation: .cancelScopes(pruning))
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
    case let .signal(signal):
      if isReachedLater {
        guard let carried = later(signal) else { return Effect<Parent>(operation: .signal(signal)) }
        return .send(carried)
      }
      return takeNow(signal) ? .none : Effect<Parent>(operation: .signal(signal))
    }
  }
}
