// The lifetime rule the store owns: a child's effects end in the action that removes the
// child, whoever removes it (its own flow, its parent before or after the `Scope`, a sibling, an
// ancestor, a deep link, a snapshot restore, a binding). It is the only one: `ifLet`,
// `ifCaseLet` and `forEach` cancel nothing themselves, and a flow cancels nothing when it
// navigates.
//
// One type serves it, `ChildPath`: a step from a parent's state to one child. Each operator that
// runs a child (`ifLet`, `ifCaseLet`, `forEach`, a `Scope`, a flow's root screen, route and
// modal) wraps the child's effect in its step (`Effect.child(_:)`), so that the store, starting
// the effect, knows the path from its state down to the child. A step is both things the rule
// needs: the cancellation namespace of the child (its ids cannot clash with others', and
// cancelling it cancels all of it) and the way to find the child in its parent's state. A step
// into an enum case that has no identity of its own (a `Scope` into a case, a flow's root
// screen) only locates: it adds no namespace, so the child shares its parent's ids.
//
// The store keeps, for each namespace with running effects, the path from its root state
// (`StoreRuntime.trackedChildren`); after each action it follows the paths, outermost first,
// and cancels each namespace whose child is gone, once, with everything under it: deepest
// first, the newest first at the same depth, each task once.
//
// Where a path cannot be followed (a child reducer run by hand from a `Reduce` rather than
// through `Scope`, so that a step is handed a state of another type), the answer is "unknown":
// the namespace is kept until its effects end, are cancelled by id, or a namespace around it is
// cancelled. One replacement the store cannot see is made explicit: a split column whose state
// is not `Identifiable`, replaced in place, is cancelled by `Effect.cancelChild(_:)`.

/// One step from a parent's state to a child: which child it is (the operator, where it hangs,
/// which one) and how to find it in the parent's state. It is the cancellation namespace the
/// child's effects run in, unless it only locates (``Kind/located``).
///
/// Two steps are the same child when their kind, site, position and identity are equal; `read`
/// is not part of the identity.
@usableFromInline
package struct ChildPath: Hashable, @unchecked Sendable {
  /// Which operator made the step.
  @usableFromInline
  package enum Kind: UInt8, Sendable {
    /// A `Scope` into a stored property or through a key path.
    case field
    /// An `ifLet` child.
    case optional
    /// An `ifCaseLet` child.
    case enumCase
    /// A `forEach` element.
    case element
    /// A flow's route on its stack.
    case stackRoute
    /// A flow's modal route.
    case modalRoute
    /// A child with no namespace of its own (a `Scope` into an enum case, a flow's root
    /// screen): the step only tells where its state is, for the namespaces inside it.
    case located
  }

  /// Which operator made the step.
  @usableFromInline package let kind: Kind
  /// Where the child hangs in its parent: a key path, a source location, the parent state's
  /// type (for a field at a byte offset), or the number of a flow's navigation state.
  @usableFromInline package let site: AnyHashable
  /// A field's byte offset; `-1` otherwise.
  @usableFromInline let position: Int
  /// Which child: an element's or a route's id, an identifiable child's id; `nil` when any
  /// child at the site is the same one.
  @usableFromInline package let identity: AnyHashable?
  /// Replaces the parent's state with the child's and returns `true`; `false` when the child is
  /// gone; `nil` when the value is not the parent state this step reads. Not part of the
  /// identity.
  @usableFromInline let read: (inout Any) -> Bool?

  /// Creates a step to a child.
  ///
  /// - Parameters:
  ///   - kind: Which operator made it.
  ///   - site: Where the child hangs in its parent.
  ///   - position: A field's byte offset, or `-1`.
  ///   - identity: Which child, or `nil`.
  ///   - read: Replaces the parent's state with the child's: `true`; `false` when the child is
  ///     gone; `nil` for a state of another type.
  @inlinable
  package init(
    kind: Kind, site: AnyHashable, position: Int = -1, identity: AnyHashable?,
    read: @escaping (inout Any) -> Bool?
  ) {
    self.kind = kind
    self.site = site
    self.position = position
    self.identity = identity
    self.read = read
  }

  /// The site of a step that only locates, which no namespace names.
  @inlinable package static var noSite: AnyHashable { AnyHashable(0) }

  /// Whether the step is a cancellation namespace (every kind but ``Kind/located``).
  @inlinable
  var isNamespace: Bool { kind != .located }

  @inlinable
  package static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.kind == rhs.kind && lhs.position == rhs.position && lhs.identity == rhs.identity
      && lhs.site == rhs.site
  }

  @inlinable
  package func hash(into hasher: inout Hasher) {
    hasher.combine(kind)
    hasher.combine(site)
    hasher.combine(position)
    hasher.combine(identity)
  }

  /// Who a child is, to tell when it is replaced: its `id` when its state is `Identifiable`,
  /// `nil` (the same for every value) otherwise.
  @inlinable
  package static func identity<State>(of state: State) -> AnyHashable? {
    guard let identifiable = state as? any Identifiable else { return nil }
    return hashableID(of: identifiable)
  }

  @usableFromInline
  static func hashableID(of value: some Identifiable) -> AnyHashable { AnyHashable(value.id) }

  /// The step to an `ifLet` child with this identity, found at the key path.
  ///
  /// - Parameters:
  ///   - keyPath: Where the optional child is in its parent's state.
  ///   - identity: Which child: `nil` for a state that is not `Identifiable`.
  @usableFromInline
  package static func optionalChild<Parent, Child>(
    at keyPath: WritableKeyPath<Parent, Child?>, identity: AnyHashable? = nil
  ) -> ChildPath {
    ChildPath(
      kind: .optional, site: keyPath, identity: identity,
      read: { value in
        guard let parent = value as? Parent else { return nil }
        guard let child = parent[keyPath: keyPath], Self.identity(of: child) == identity else {
          return false
        }
        value = child
        return true
      })
  }

  /// Follows `path` from `root`: whether the child at its end is gone.
  static func isGone(_ path: [ChildPath], from root: Any) -> Bool {
    var value = root
    for step in path {
      switch step.read(&value) {
      case true?: continue
      case false?: return true
      case nil: return false
      }
    }
    return false
  }
}

// MARK: - The effects of a child

extension Effect {
  /// Runs this effect at the child `step`: in the child's cancellation namespace (unless the
  /// step only locates), so that the store cancels all of it when the child leaves.
  @inlinable
  package func child(_ step: ChildPath) -> Self {
    if case .none = operation { return self }
    if case let .child(box) = operation, box.step == nil {
      return Self(operation: .child(ChildEffectBox(box.child.atStep(step))))
    }
    return Self(
      operation: .child(ChildEffectBox(ChildEffect(effect: self, transform: { $0 }, step: step))))
  }

  /// Cancels the namespace of a child replaced in place by one the store cannot tell from it
  /// (a split column of a state that is not `Identifiable`): a cancel-in-flight of nothing under
  /// the child's step, which is the key its namespace registers under.
  @inlinable
  package static func cancelChild(_ step: ChildPath) -> Self {
    Self(operation: .cancellable(.none, id: AnyHashable(step), cancelInFlight: true))
  }
}

// MARK: - A child's effect in its parent's actions, in one walk

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
    return embedded
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
