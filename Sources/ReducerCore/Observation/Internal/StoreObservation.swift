import Observation

/// What a store's observers (SwiftUI views, `withObservationTracking`) read, and the
/// notifications it sends them after each action: one per field read through the store that
/// changed, and one for ``Store/state`` when it changed.
///
/// Made when a store's state is first read. A field's value is compared with `==` when it is
/// `Equatable`; any other value counts as changed after every action.
@MainActor
@usableFromInline
final class StoreObservation<State, Action> {
  let registrar = ObservationRegistrar()
  /// The fields read through the store since their last change was told.
  private var fields: [AnyKeyPath: Field] = [:]
  /// Whether ``Store/state`` was read since its last change was told, and how to tell whether
  /// it changed.
  private var wholeState: ((State) -> Bool)?
  /// The subscription to the store's actions, while something read is waiting for a change.
  private var token: ObservationToken?
  /// The key path the registrar tracks for the whole state, made once: making a key path of a
  /// generic class costs more than a send.
  private let wholeStateKey: KeyPath<Store<State, Action>, Int> = \.observedWholeState
  /// The key paths the registrar tracks for fields, made once per field.
  private var fieldKeys: [AnyKeyPath: KeyPath<Store<State, Action>, Int>] = [:]

  @usableFromInline init() {}

  /// A field read through the store, waiting for a change.
  private struct Field {
    let didChange: (State) -> Bool
    let key: KeyPath<Store<State, Action>, Int>
  }

  // An observation (`withObservationTracking`, a SwiftUI view's body) is told of the first
  // change after it read, and then ends: a reader that wants more reads again, and so asks
  // again. So a field is watched from a read to its next change only; when nothing read waits
  // for a change, the store stops watching its actions, and sends cost nothing more.

  /// Records that ``Store/state`` was read, for the observation in progress.
  @usableFromInline
  func accessWholeState(of store: Store<State, Action>, current: State) {
    registrar.access(store, keyPath: wholeStateKey)
    if wholeState == nil {
      wholeState = changeDetector(initial: current, read: { $0 })
      start(store)
    }
  }

  /// Records that a field was read through the store, for the observation in progress.
  func access<Member>(
    _ store: Store<State, Action>, field: KeyPath<State, Member>, value: Member
  ) {
    let key: KeyPath<Store<State, Action>, Int>
    if let known = fieldKeys[field] {
      key = known
    } else {
      key = \Store<State, Action>.[observedField: field]
      fieldKeys[field] = key
    }
    if fields[field] == nil {
      fields[field] = Field(
        didChange: changeDetector(initial: value, read: { $0[keyPath: field] }), key: key)
      start(store)
    }
    registrar.access(store, keyPath: key)
  }

  private func start(_ store: Store<State, Action>) {
    guard token == nil else { return }
    token = store.observeChanges { [weak self, weak store] state in
      guard let self, let store else { return }
      self.stateDidChange(state, in: store)
    }
  }

  /// Tells the readers of each field that changed, and of the whole state if it changed; then
  /// stops watching what was told, and the store's actions when nothing is left.
  private func stateDidChange(_ state: State, in store: Store<State, Action>) {
    for (path, field) in fields where field.didChange(state) {
      fields[path] = nil
      registrar.withMutation(of: store, keyPath: field.key) {}
    }
    if let wholeState, wholeState(state) {
      self.wholeState = nil
      registrar.withMutation(of: store, keyPath: wholeStateKey) {}
    }
    if fields.isEmpty, wholeState == nil { token = nil }
  }
}

/// A function that reads a value from each new state and tells whether it changed since the
/// last call, comparing with `==` when the value is `Equatable` (the test is found once, not per
/// action); any other value counts as changed.
///
/// A value that holds `Shared` fields compares equal before and after one of them changed
/// (`==` reads both sides live): for such a value, any change of a shared value since the read
/// counts as a change too.
@MainActor
func changeDetector<State, Value>(
  initial: Value, read: @escaping (State) -> Value
) -> (State) -> Bool {
  var last = initial
  guard let isEqual = equalityTest(for: Value.self) else {
    return { state in
      last = read(state)
      return true
    }
  }
  guard SharedHolding.mayHoldShared(initial) else {
    return { state in
      let value = read(state)
      if isEqual(last, value) { return false }
      last = value
      return true
    }
  }
  var sharedChanges = SharedChanges.count.load()
  return { state in
    let value = read(state)
    let changes = SharedChanges.count.load()
    if changes == sharedChanges, isEqual(last, value) { return false }
    sharedChanges = changes
    last = value
    return true
  }
}

/// Which types of values hold `Shared` fields, found once per type from the first value seen.
@MainActor
enum SharedHolding {
  private static var known: [ObjectIdentifier: Bool] = [:]

  /// Whether values of `value`'s type hold `Shared` fields, judged once per type from the
  /// first value seen (an empty collection or a `nil` optional in it hides what its elements
  /// would hold; a feature's state declares its `@Shared` fields directly, and a child
  /// store's state is judged on its own).
  static func mayHoldShared<Value>(_ value: Value) -> Bool {
    let key = ObjectIdentifier(Value.self)
    if let known = known[key] { return known }
    let found = holdsShared(value, depth: 0)
    known[key] = found
    return found
  }

  private static func holdsShared(_ value: Any, depth: Int) -> Bool {
    if value is any SharedStateField { return true }
    guard depth < 32 else { return false }
    let mirror = Mirror(reflecting: value)
    guard mirror.displayStyle != .class else { return false }
    return mirror.children.contains { holdsShared($0.value, depth: depth + 1) }
  }
}

/// `==` for values of `Value`, when it is `Equatable`.
func equalityTest<Value>(for type: Value.Type) -> ((Value, Value) -> Bool)? {
  guard let equatable = type as? any Equatable.Type else { return nil }
  func test<E: Equatable>(_: E.Type) -> (Value, Value) -> Bool {
    // `E` is `Value` (the cast above proved it): compare without a cast per call.
    guard let same = SameType(Value.self, E.self) else {
      return { lhs, rhs in (lhs as? E) == (rhs as? E) }
    }
    return { lhs, rhs in same.cast(lhs) == same.cast(rhs) }
  }
  return test(equatable)
}

extension Store {
  /// What the registrar tracks for a field read through the store: a key path per field.
  nonisolated subscript(observedField field: AnyKeyPath) -> Int { 0 }

  /// What the registrar tracks for ``state``.
  nonisolated var observedWholeState: Int { 0 }
}

/// The last state a child store had, answered once its parent no longer holds it, and
/// whether it is gone.
@MainActor
@usableFromInline
final class LastState<State> {
  @usableFromInline var value: State
  /// Whether the parent stopped holding the child's state (once gone, always gone), as last
  /// seen: when the child was read or sent to, or its parent scoped it again.
  var isGone = false

  init(_ value: State) { self.value = value }
}

/// Where a child store is in its parent: the state's path, an element's or a route's id, and
/// the child's action type.
package struct ChildStoreKey: Hashable {
  let path: AnyKeyPath
  let id: AnyHashable?
  let action: ObjectIdentifier

  package init<ChildAction>(path: AnyKeyPath, id: AnyHashable? = nil, action: ChildAction.Type) {
    self.path = path
    self.id = id
    self.action = ObjectIdentifier(action)
  }
}
