/// A message that travels up the effect tree from a child reducer to an ancestor that knows
/// how to handle it, such as a routing flow handling a screen's request to close itself.
///
/// The core does not know any signal: a reducer that handles one takes it out of its children's
/// effects with ``Effect/extractingSignals(_:)``. A signal that reaches the store is reported as
/// a diagnostic with ``unhandledMessage``.
@usableFromInline
package protocol EffectSignal: Sendable {
  /// What to tell the developer when no reducer handled the signal: what, why, and the fix.
  var unhandledMessage: String { get }
  /// Where the signal was created.
  var fileID: StaticString { get }
  /// The line where the signal was created.
  var line: UInt { get }
}

extension Effect {
  /// An effect that carries `signal` up to the reducers above.
  package static func signal(_ signal: some EffectSignal) -> Self {
    Self(operation: .signal(signal))
  }

  /// Takes the signals that `handle` accepts out of the effect tree, in order; the others stay.
  ///
  /// Signals inside ``concatenate(_:)-(Effect...)`` are left where they are: they take effect
  /// when the effects before them have finished (see ``deferringSignals(_:)``).
  ///
  /// - Parameter handle: Returns `true` for a signal it took care of.
  /// - Returns: The effect without the handled signals.
  @usableFromInline
  package func extractingSignals(_ handle: (any EffectSignal) -> Bool) -> Self {
    switch operation {
    case .none, .send, .run, .cancel, .cancelScope, .cancelScopes, .concatenate:
      return self
    case let .signal(signal):
      return handle(signal) ? .none : self
    case let .merge(effects):
      return .merge(effects.map { $0.extractingSignals(handle) })
    case let .cancellable(effect, id, cancelInFlight):
      return Self(
        operation: .cancellable(
          effect.extractingSignals(handle), id: id, cancelInFlight: cancelInFlight))
    case let .scoped(effect, id):
      return Self(operation: .scoped(effect.extractingSignals(handle), id: id))
    }
  }

  /// Turns the signals that are reached later, while the effect runs, into actions: a signal
  /// inside ``concatenate(_:)-(Effect...)`` becomes a ``send(_:)`` of `action(signal)` where it
  /// stands, and a signal sent from a ``run(priority:operation:catch:fileID:line:)`` through
  /// its `Send` is sent as that action. Signals `action` returns `nil` for go on up.
  ///
  /// - Parameter action: The action that carries out a signal, or `nil` to pass it on.
  /// - Returns: The effect.
  @usableFromInline
  package func deferringSignals(
    _ action: @escaping @Sendable (any EffectSignal) -> Action?
  ) -> Self {
    deferringSignals(action, isReachedLater: false)
  }

  private func deferringSignals(
    _ action: @escaping @Sendable (any EffectSignal) -> Action?,
    isReachedLater: Bool
  ) -> Self {
    switch operation {
    case .none, .send, .cancel, .cancelScope, .cancelScopes:
      return self
    case let .run(priority, operation):
      return Self(
        operation: .run(priority) { send in
          await operation(
            Send(
              send: send.send,
              signal: { signal in
                if let carried = action(signal) { send.send(carried) } else { send.signal(signal) }
              }))
        })
    case let .signal(signal):
      guard isReachedLater, let carried = action(signal) else { return self }
      return .send(carried)
    case let .merge(effects):
      return Self(
        operation: .merge(
          effects.map { $0.deferringSignals(action, isReachedLater: isReachedLater) }))
    case let .concatenate(effects):
      return Self(
        operation: .concatenate(effects.map { $0.deferringSignals(action, isReachedLater: true) }))
    case let .cancellable(effect, id, cancelInFlight):
      return Self(
        operation: .cancellable(
          effect.deferringSignals(action, isReachedLater: isReachedLater), id: id,
          cancelInFlight: cancelInFlight))
    case let .scoped(effect, id):
      return Self(
        operation: .scoped(effect.deferringSignals(action, isReachedLater: isReachedLater), id: id))
    }
  }

  /// How many actions the effect sends as soon as it runs: its ``send(_:)`` effects outside
  /// ``run(priority:operation:catch:fileID:line:)`` and ``concatenate(_:)-(Effect...)``.
  @usableFromInline
  package var immediateSendCount: Int {
    switch operation {
    case .send: 1
    case .none, .run, .cancel, .cancelScope, .cancelScopes, .signal, .concatenate: 0
    case let .merge(effects): effects.reduce(0) { $0 + $1.immediateSendCount }
    case let .cancellable(effect, _, _), let .scoped(effect, _): effect.immediateSendCount
    }
  }

  /// Whether the effect tree holds a signal; O(1) for an effect without children.
  @usableFromInline
  package var containsSignal: Bool {
    switch operation {
    case .none, .send, .run, .cancel, .cancelScope, .cancelScopes: false
    case .signal: true
    case let .merge(effects), let .concatenate(effects): effects.contains { $0.containsSignal }
    case let .cancellable(effect, _, _), let .scoped(effect, _): effect.containsSignal
    }
  }
}
