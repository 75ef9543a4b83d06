import Observation

/// The loop behind `Store.observe(_:)` with a closure that takes no parameter: runs the closure
/// inside `withObservationTracking`, and runs it again, tracking again, each time something it
/// read changed; never while it is already running.
///
/// The store tells Observation of a change after the action that made it, once the state is
/// the new one (see ``StoreObservation``): so the closure runs again in that action's `send`,
/// and reads the new values.
@MainActor
final class TrackedObservation: Sendable {
  private let apply: @MainActor () -> Void
  /// The token's flag, set once the token exists: a cancelled token runs nothing more.
  var flag: ObservationToken.Flag?
  /// Whether the closure is running: a change it makes while it runs (an action it sends) is
  /// handled once it returns, by the loop in ``run()``.
  private var isRunning = false
  /// Whether something the closure read changed since it last ran.
  private var needsRun = true

  init(_ apply: @escaping @MainActor () -> Void) {
    self.apply = apply
  }

  /// Runs the closure, tracking what it reads, as long as something it read changed.
  func run() {
    guard !isRunning else { return }
    isRunning = true
    defer { isRunning = false }
    while needsRun, let flag, !flag.isCancelled {
      needsRun = false
      withObservationTracking {
        apply()
      } onChange: { [weak self] in
        // Stores are main-actor objects and tell their changes on the main actor.
        MainActor.assumeIsolated { self?.somethingReadChanged() }
      }
    }
  }

  private func somethingReadChanged() {
    needsRun = true
    run()
  }
}
