/// What the test store learns from its reducer: the state after the action the test sent, and
/// every action effects sent, with the state after it.
final class Recorder<State, Action> {
  /// The queue the store's effects run on: each action counts as progress when it settles.
  let queue: EffectQueue
  /// Whether the next action the reducer runs is the one the test is sending.
  var isSending = false
  /// What shared values the reducer changed, to record them with each state.
  let ledger: SharedLedger
  /// The state right after the action the test sent, before actions that effects sent
  /// synchronously (`.send`) in the same turn, with its shared values.
  var stateAfterSend: (state: State, shared: SharedValues)?
  /// The actions effects sent that the test has not asserted yet, oldest first, each with the
  /// state after it and its shared values.
  var received: [(action: Action, state: State, shared: SharedValues)] = []

  init(queue: EffectQueue, ledger: SharedLedger) {
    self.queue = queue
    self.ledger = ledger
  }

  func record(_ action: Action, state: State) {
    queue.actionSent()
    // Shared values are references: what they hold now is kept beside the state.
    let shared = ledger.capture()
    if isSending {
      isSending = false
      stateAfterSend = (state, shared)
    } else {
      received.append((action, state, shared))
    }
  }
}

/// Runs the reducer under test and reports each action to a ``Recorder``.
struct TestReducer<Base: Reducer>: Reducer {
  let base: Base
  let recorder: Recorder<Base.State, Base.Action>

  func reduce(
    into state: inout Base.State, action: Base.Action
  ) -> Effect<Base.Action> {
    let effect = base.reduce(into: &state, action: action)
    recorder.record(action, state: state)
    return effect
  }
}
