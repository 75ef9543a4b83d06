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
    let embedded: Effect<Parent>
    switch operation {
    case .none:
      embedded = .none
    case let .send(action):
      sends += 1
      embedded = .send(embed(action))
    case let .run(priority, operation):
      embedded = Effect<Parent>(
        operation: .run(priority) { send in
          await operation(
            Send<Action>(
              send: { action in send.send(embed(action)) },
              signal: { signal in
                if let carried = later(signal) { send.send(carried) } else { send.signal(signal) }
              }))
        })
    case let .merge(effects), let .concatenate(effects):
      // What a `concatenate` holds is reached later, in its turn.
      let isSequence = if case .concatenate = operation { true } else { false }
      var embeddedEffects: [Effect<Parent>] = []
      embeddedEffects.reserveCapacity(effects.count)
      for effect in effects {
        embeddedEffects.append(
          effect.embedding(
            embed, later: later, takeNow: takeNow, isReachedLater: isReachedLater || isSequence,
            sends: &sends))
      }
      embedded = isSequence ? .concatenate(embeddedEffects) : .merge(embeddedEffects)
    case let .cancellable(effect, id, cancelInFlight):
      embedded = Effect<Parent>(
        operation: .cancellable(
          effect.embedding(
            embed, later: later, takeNow: takeNow, isReachedLater: isReachedLater, sends: &sends),
          id: id, cancelInFlight: cancelInFlight))
    case let .cancel(id):
      embedded = Effect<Parent>(operation: .cancel(id: id))
    case let .child(box):
      embedded = box.child.embedding(
        embed, later: later, takeNow: takeNow, isReachedLater: isReachedLater, sends: &sends)
    case let .signal(signal):
      if isReachedLater {
        guard let carried = later(signal) else { return Effect<Parent>(operation: .signal(signal)) }
        return .send(carried)
      }
      embedded = takeNow(signal) ? .none : Effect<Parent>(operation: .signal(signal))
    }
    return ignoresAction ? embedded.merge(with: .ignoredAction) : embedded
  }
}

// MARK: - A child's effect: mapping without a walk, and the child's step

/// A child's effect whose actions are not turned into the parent's yet (`Effect.map`), run at a
/// step of the child path when it has one (`Effect.child(_:)`): the transform waits, composed
/// with the ones mapped after it, until a walk of the effect needs the parent's actions: a
/// flow's embedding (`Effect.embedding`), or the store's start. So an effect is walked once to
/// embed it in a flow and once to start it, however many `Scope`s map it on the way.
///
/// It holds the child's effect as it was returned, values of the child's action included; like
/// `Effect` itself, it is made and used by reducers and stores on the main actor.
@usableFromInline
package protocol AnyChildEffect<Action>: Sendable {
  associatedtype Action

  /// The step of the child path the effect runs at, if any.
  var step: ChildPath? { get }

  /// The same child's effect, with `transform` applied after this one's transform.
  func mapped<NewAction>(
    _ transform: @escaping @Sendable (Action) -> NewAction
  ) -> any AnyChildEffect<NewAction>

  /// The same child's effect, run at `step` (this one has none).
  func atStep(_ step: ChildPath) -> any AnyChildEffect<Action>

  /// The child's effect embedded in `Parent` through this transform then `embed`, in one walk
  /// (see `Effect.embedding`).
  func embedding<Parent>(
    _ embed: @escaping @Sendable (Action) -> Parent,
    later: @escaping @Sendable (EffectSignal) -> Parent?,
    takeNow: (EffectSignal) -> Bool,
    isReachedLater: Bool,
    sends: inout Int
  ) -> Effect<Parent>

  /// Starts the child's effect through this transform then `embed`.
  @MainActor
  func start<Starter: EffectStarter>(
    with starter: Starter, embed: @escaping @Sendable (Action) -> Starter.Root
  ) -> [Task<Void, Never>]

  /// Whether starting the child's effect may start a task (see `Effect.mayStartTask`).
  var mayStartTask: Bool { get }
}

/// What starts effects in the store's context, for any type of action turned into the store's.
@MainActor
@usableFromInline
package protocol EffectStarter {
  /// The store's action.
  associatedtype Root

  /// Starts `effect` at the child `step` (if any), each of its actions turned into the store's
  /// by `embed`; returns the tasks it spawned.
  func start<ChildAction>(
    _ effect: Effect<ChildAction>, at step: ChildPath?,
    embed: @escaping @Sendable (ChildAction) -> Root
  ) -> [Task<Void, Never>]
}

/// Holds an ``AnyChildEffect`` in a class, so that the effect's operation keeps a layout known at
/// compile time (one reference): an existential of a parameterized protocol stored in the enum,
/// even boxed, made every effect costlier to copy and destroy (`store.send` 52 → 87
/// instructions).
@usableFromInline
final class ChildEffectBox<Action>: Sendable {
  @usableFromInline let child: any AnyChildEffect<Action>

  @usableFromInline
  init(_ child: any AnyChildEffect<Action>) {
    self.child = child
  }

  /// The step of the child path the effect runs at, if any.
  @inlinable
  var step: ChildPath? { child.step }
}

/// The one kind of ``AnyChildEffect``: the child's effect, the transform to apply, and the
/// child's step.
@usableFromInline
struct ChildEffect<ChildAction, Action>: AnyChildEffect, @unchecked Sendable {
  // Unchecked: `effect` holds the child's actions, which need not be `Sendable`; an effect is
  // made by a reducer and started by its store, both on the main actor.
  let effect: Effect<ChildAction>
  let transform: @Sendable (ChildAction) -> Action
  @usableFromInline let step: ChildPath?

  @usableFromInline
  init(
    effect: Effect<ChildAction>, transform: @escaping @Sendable (ChildAction) -> Action,
    step: ChildPath?
  ) {
    self.effect = effect
    self.transform = transform
    self.step = step
  }

  @usableFromInline
  func mapped<NewAction>(
    _ next: @escaping @Sendable (Action) -> NewAction
  ) -> any AnyChildEffect<NewAction> {
    let transform = self.transform
    return ChildEffect<ChildAction, NewAction>(
      effect: effect, transform: { next(transform($0)) }, step: step)
  }

  @usableFromInline
  func atStep(_ step: ChildPath) -> any AnyChildEffect<Action> {
    ChildEffect(effect: effect, transform: transform, step: step)
  }

  @usableFromInline
  func embedding<Parent>(
    _ embed: @escaping @Sendable (Action) -> Parent,
    later: @escaping @Sendable (EffectSignal) -> Parent?,
    takeNow: (EffectSignal) -> Bool,
    isReachedLater: Bool,
    sends: inout Int
  ) -> Effect<Parent> {
    let transform = self.transform
    let embedded = effect.embedding(
      { embed(transform($0)) }, later: later, takeNow: takeNow, isReachedLater: isReachedLater,
      sends: &sends)
    guard let step else { return embedded }
    return embedded.child(step)
  }

  @MainActor
  @usableFromInline
  func start<Starter: EffectStarter>(
    with starter: Starter, embed: @escaping @Sendable (Action) -> Starter.Root
  ) -> [Task<Void, Never>] {
    let transform = self.transform
    return starter.start(effect, at: step) { embed(transform($0)) }
  }

  @usableFromInline
  var mayStartTask: Bool { effect.mayStartTask }
}
