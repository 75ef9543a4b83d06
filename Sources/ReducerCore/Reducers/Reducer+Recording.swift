extension Reducer where State: Codable, Action: Codable {
  /// Records every action this reducer handles into `recorder`, with what a replay needs.
  ///
  /// ```swift
  /// let recorder = ActionRecorder(limit: 5_000)
  /// let store = Store(initialState: AppFlow.State()) { AppFlow().recording(into: recorder) }
  /// ```
  ///
  /// For each action: the action, whether it was sent from outside or received from an effect
  /// (and which recorded step started the effect), the answers of the dependencies the reducer
  /// read while reducing it (``RecordedDependency``), and the state after it. Wrap the store's
  /// whole reducer, as above, so that every action is recorded and each received action names
  /// the step that started its effect. The effects run as they would without the recorder.
  ///
  /// Recording costs a copy of the action and of the state per action (states share their
  /// storage, so that copy is cheap), takes no lock for an action that reads no dependency,
  /// and encodes nothing until ``ActionRecorder/data()``. Wrap the reducer only in the builds
  /// that record (a debug build, or when a tester turns recording on): nothing is recorded
  /// otherwise.
  ///
  /// - Parameter recorder: The recorder that keeps the actions. It records one feature: a
  ///   reducer of other types wrapped with the same recorder records nothing, and
  ///   ``ActionRecorder/data()`` says so.
  /// - Returns: A reducer that runs this one and records what it does.
  @inlinable
  public func recording(into recorder: ActionRecorder) -> some Reducer<State, Action> {
    RecordingReducer(base: self, ring: recorder.ring(State.self, Action.self))
  }
}
