/// What the test store learns from its reducer: the state after the action the test sent, and
/// every action effects sent, with the state after it.
final class Recorder<State, Action> {
  /// The queue the store's effects run on: each action counts as progress when it settles.
  let queue: EffectQueue
  /// Whether the next action the reducer runs is the one the test is sending.
  var isSending = false
  /// The state right after the action the test sent, before actions that effects sent
  /// synchronously (`.send`) in the same turn.
  var stateAfterSend: State?
  /// The actions effects sent that the test has not asserted yet, oldest first.
  var received: [(action: Action, state: State)] = []

  init(queue: EffectQueue) { self.queue = queue }

  func record(_ action: Action, state: State) {
    queue.actionSent()
    if isSending {
      isSending = false
      stateAfterSend = state
    } else {
      received.append((action, state))
    }
  }
}

/// Runs the reducer under test and reports each action to a ``Recorder``.
struct TestReducer<Base: Reducer>: Reducer {
  let base: Base
  let recorder: Recorder<Base.State, Base.Action>

  func reduce(into state: inout Base.State, action: Base.Action) -> Effect<Base.Action> {
    let effect = base.reduce(into: &state, action: action)
    recorder.record(action, state: state)
    return effect
  }
}
