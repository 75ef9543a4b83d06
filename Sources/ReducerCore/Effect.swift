/// Work a reducer asks the store to do after a state change: send more actions, run async code,
/// or cancel work in flight.
///
/// ```swift
/// case .startTimer:
///   return .run { send in
///     for _ in 1...3 {
///       try await Task.sleep(for: .seconds(1))
///       await send(.tick)
///     }
///   }
///   .cancellable(id: TimerID(), cancelInFlight: true)
/// case .stopTimer:
///   return .cancel(id: TimerID())
/// ```
public struct Effect<Action> {
  @usableFromInline
  enum Operation {
    /// Nothing to do. A payload case (its byte is always 0), so that `.none` is told by the
    /// case alone: with no case without a payload, the test reads the tag only.
    case none(UInt8)
    case send(Action)
    // Keep `Effect` small and of a layout known at compile time: every reducer returns one,
    // and a large or resilient payload makes the compiler copy and destroy effects, `.none`
    // included, through the runtime's generic value witnesses (several times the cost of a
    // small reducer). So the priority is kept as its raw value (`TaskPriority` is resilient),
    // and the cases with 40-byte payloads (`AnyHashable`, an existential) are `indirect`.
    // `run` is boxed too, so that an effect of a small action fits in two registers and comes
    // back from each reducer without going through memory; a `run` effect starts a task,
    // which costs far more than the box.
    indirect case run(TaskPriority.RawValue?, @Sendable (Send<Action>) async -> Void)
    case merge([Effect])
    case concatenate([Effect])
    indirect case cancellable(Effect, id: AnyHashable, cancelInFlight: Bool)
    indirect case cancel(id: AnyHashable)
    /// A message for a reducer further up (such as a routing flow), carried by the effect
    /// tree; see ``EffectSignal``.
    indirect case signal(EffectSignal)
    /// The one internal case: a child's effect, its actions turned into these by a transform
    /// that is not applied yet (``map(_:)``), run at a step of the child path (``child(_:)``)
    /// when it has one. The next walk of the effect (a flow's embedding, or the store's start)
    /// applies the transform, so that mapping through any number of `Scope`s costs no walk of
    /// its own, and the store learns where the child is (`ChildLifetime.swift`).
    case child(ChildEffectBox<Action>)
  }

  @usableFromInline let operation: Operation

  @inlinable
  init(operation: Operation) { self.operation = operation }
}

extension Effect: @unchecked Sendable where Action: Sendable {}

// MARK: - Creating effects

extension Effect {
  /// An effect that does nothing.
  @inlinable
  public static var none: Self { Self(operation: .none(0)) }

  /// An effect that sends `action` to the store once the current action is handled.
  ///
  /// The action joins the queue of actions sent while reducers run, and is handled in turn,
  /// first in first out, before the `send` that started it returns.
  ///
  /// Prefer calling shared logic directly over sending actions to yourself; use this to tell a
  /// parent feature something happened.
  ///
  /// - Parameter action: The action to send.
  /// - Returns: The effect.
  @inlinable
  public static func send(_ action: Action) -> Self { Self(operation: .send(action)) }

  /// An effect that runs async work in a task and can send actions back to the store.
  ///
  /// ```swift
  /// return .run { send in
  ///   let user = try await api.fetchUser()
  ///   await send(.userLoaded(user))
  /// } catch: { error, send in
  ///   await send(.failed(error.localizedDescription))
  /// }
  /// ```
  ///
  /// The task is cancelled when the effect is cancelled (by ``cancel(id:)``, by a parent that
  /// removes the feature, or by ``StoreTask/cancel()``); actions sent after that are dropped.
  ///
  /// The operation runs with the dependencies of the reducer that returned the effect (its
  /// store's, with the overrides of `withDependencies` and of `.dependency(_:_:)` around the
  /// reducer), captured when the effect is made: `@Dependency` reads the same values inside it,
  /// across `Task` hops, as in the reducer.
  ///
  /// - Parameters:
  ///   - priority: The priority of the task.
  ///   - operation: The work; call `send` to send actions back.
  ///   - handler: Handles an error `operation` throws. Without one, an error other than a
  ///     cancellation is reported as a diagnostic (a test failure under a `TestStore`).
  ///   - fileID: The file the effect is created in, for diagnostics.
  ///   - line: The line the effect is created on, for diagnostics.
  /// - Returns: The effect.
  public static func run(
    priority: TaskPriority? = nil,
    operation: @escaping @Sendable (_ send: Send<Action>) async throws -> Void,
    catch handler: (@Sendable (_ error: any Error, _ send: Send<Action>) async -> Void)? = nil,
    fileID: StaticString = #fileID,
    line: UInt = #line
  ) -> Self {
    // The effect keeps the dependencies of the reducer that returned it, wherever it runs.
    let dependencies = DependencyValues.current
    let body: @Sendable (Send<Action>) async -> Void = { send in
      do {
        try await operation(send)
      } catch is CancellationError {
        return
      } catch {
        if let handler {
          await handler(error, send)
        } else {
          Diagnostics.report(
            kind: "effect.error",
            """
            An effect created at \(fileID):\(line) threw an error that nothing handled: \
            \(error). Errors thrown by 'Effect.run' are not sent back to the reducer. Catch the \
            error in the operation, or pass a 'catch:' handler that sends a failure action.
            """,
            fileID: fileID,
            line: line
          )
        }
      }
    }
    guard !dependencies.isDefault else { return Self(operation: .run(priority?.rawValue, body)) }
    return Self(
      operation: .run(priority?.rawValue) { send in
        await DependencyValues.$current.withValue(dependencies) { await body(send) }
      })
  }
}

// MARK: - Composing effects

extension Effect {
  /// Runs several effects at the same time.
  ///
  /// - Parameter effects: The effects to run.
  /// - Returns: One effect that runs them all.
  @inlinable
  public static func merge(_ effects: Self...) -> Self { merge(effects) }

  /// Runs a collection of effects at the same time.
  ///
  /// - Parameter effects: The effects to run.
  /// - Returns: One effect that runs them all.
  /// - Complexity: O(*n*) in the number of effects.
  @inlinable
  public static func merge(_ effects: some Sequence<Self>) -> Self {
    // One array for all of them: merging them pairwise would copy the growing list each time,
    // O(n²) for the many cancellations of a whole stack leaving at once.
    var merged: [Self] = []
    for effect in effects {
      switch effect.operation {
      case .none: continue
      case let .merge(effects): merged.append(contentsOf: effects)
      default: merged.append(effect)
      }
    }
    switch merged.count {
    case 0: return .none
    case 1: return merged[0]
    default: return Self(operation: .merge(merged))
    }
  }

  /// Runs this effect and `other` at the same time.
  ///
  /// - Parameter other: Another effect.
  /// - Returns: One effect that runs both.
  @inlinable
  @inline(__always)
  public func merge(with other: Self) -> Self {
    // Inlined for the common case, one side `.none` (every child of a parent but the one an
    // action is for returns `.none`): a test of each side's case, without copying either.
    if case .none = other.operation { return self }
    if case .none = operation { return other }
    return merged(with: other)
  }

  /// ``merge(with:)`` of two effects that are not `.none`: specialized where it is used, out
  /// of line.
  @inlinable
  @inline(never)
  func merged(with other: Self) -> Self {
    switch (operation, other.operation) {
    case let (.merge(lhs), .merge(rhs)): Self(operation: .merge(lhs + rhs))
    case let (.merge(lhs), _): Self(operation: .merge(lhs + [other]))
    case let (_, .merge(rhs)): Self(operation: .merge([self] + rhs))
    default: Self(operation: .merge([self, other]))
    }
  }

  /// Runs effects one after the other: each starts when the previous one has finished.
  ///
  /// - Parameter effects: The effects to run in order.
  /// - Returns: One effect that runs them in order.
  @inlinable
  public static func concatenate(_ effects: Self...) -> Self { concatenate(effects) }

  /// Runs a collection of effects one after the other.
  ///
  /// - Parameter effects: The effects to run in order.
  /// - Returns: One effect that runs them in order.
  /// - Complexity: O(*n*) in the number of effects.
  @inlinable
  public static func concatenate(_ effects: some Collection<Self>) -> Self {
    let effects = effects.filter {
      if case .none = $0.operation { false } else { true }
    }
    switch effects.count {
    case 0: return .none
    case 1: return effects[0]
    default: return Self(operation: .concatenate(effects))
    }
  }

  /// Runs this effect, then `next` once this one has finished.
  ///
  /// - Parameter next: The effect to run afterwards.
  /// - Returns: One effect that runs both in order.
  @inlinable
  public func concatenate(with next: Self) -> Self { .concatenate([self, next]) }

  /// Turns the actions this effect sends into another type of action.
  ///
  /// ```swift
  /// Child().reduce(into: &state.child, action: action).map(Action.child)
  /// ```
  ///
  /// - Parameter transform: Turns each action into the new type; it runs on the main actor.
  /// - Returns: The effect, sending transformed actions.
  public func map<NewAction>(
    _ transform: @escaping @Sendable (Action) -> NewAction
  ) -> Effect<NewAction> {
    // No walk here: the transform waits in the effect for the next walk (a flow's embedding,
    // or the store's start), composed with any transform already waiting.
    let operation: Effect<NewAction>.Operation
    switch self.operation {
    case .none: operation = .none(0)
    case let .send(action): operation = .send(transform(action))
    // No action in them to transform.
    case let .cancel(id): operation = .cancel(id: id)
    case let .signal(signal): operation = .signal(signal)
    case let .child(box): operation = .child(ChildEffectBox(box.child.mapped(transform)))
    default:
      operation = .child(
        ChildEffectBox(ChildEffect(effect: self, transform: transform, step: nil)))
    }
    return Effect<NewAction>(operation: operation)
  }
}

/// A callable that sends actions from an ``Effect/run(priority:operation:catch:fileID:line:)``
/// operation back to the store.
///
/// ```swift
/// .run { send in await send(.loaded(try await load())) }
/// ```
///
/// Once the effect is cancelled, actions sent through it are dropped.
public struct Send<Action>: Sendable {
  @usableFromInline let send: @MainActor @Sendable (Action) -> Void
  /// Carries a signal (such as a screen asking to be closed) up to the reducer that handles it.
  @usableFromInline let signal: @MainActor @Sendable (EffectSignal) -> Void

  /// Creates a `Send` that hands each action to `send`; useful to test an effect's operation.
  ///
  /// - Parameter send: Receives each action, on the main actor.
  public init(send: @escaping @MainActor @Sendable (Action) -> Void) {
    self.send = send
    self.signal = { Send.reportUnhandled($0) }
  }

  /// Creates a `Send` that hands actions to `send` and signals to `signal`.
  package init(
    send: @escaping @MainActor @Sendable (Action) -> Void,
    signal: @escaping @MainActor @Sendable (EffectSignal) -> Void
  ) {
    self.send = send
    self.signal = signal
  }

  /// Sends a signal up to the reducer that handles it, unless the effect has been cancelled;
  /// a signal no reducer handles is reported as a diagnostic.
  ///
  /// - Parameter signal: The signal.
  @MainActor
  package func callAsFunction(signal: EffectSignal) {
    guard !Task.isCancelled else { return }
    self.signal(signal)
  }

  /// Reports a signal that reached the store without a reducer handling it.
  package static func reportUnhandled(_ signal: EffectSignal) {
    let origin = signal.origin
    Diagnostics.report(
      kind: "effect.unhandledSignal", signal.unhandledMessage, fileID: origin.fileID,
      line: origin.line)
  }

  /// Sends an action to the store, unless the effect has been cancelled.
  ///
  /// - Parameter action: The action to send.
  @MainActor
  public func callAsFunction(_ action: Action) {
    guard !Task.isCancelled else { return }
    send(action)
  }
}
