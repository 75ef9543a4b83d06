import Observation

/// What a store's observers (SwiftUI views, `withObservationTracking`) read, and the
/// notifications it sends them after each action: one per field read through the store that
/// changed, and one for ``Store/state`` when it changed.
///
/// Made when a store's state is first read. A field's value is compared with `==` when it is
/// `Equatable`; any other value counts as changed after every action.
///
/// What runs after each action is not generic (issue 45): each watched field is an
/// ``ObservedField`` whose test was made where the field was read, in code specialized for the
/// state and the field's types (``access(_:field:value:)`` is inlined into the app), and which
/// reads the field from the state's address. So a send's observation looks up no generic
/// metadata and projects no key path.
@MainActor
@usableFromInline
final class StoreObservation<State, Action> {
  @usableFromInline let registrar = ObservationRegistrar()
  // The properties below are read and changed on the main actor only, never while a change of
  // them is in progress (the loops iterate copies), so the run-time exclusivity check, which
  // costs more than the rest of a send's observation, is skipped.
  /// The fields read through the store since their last change was told, in the order they
  /// were first read: an array, so that the loop after each action walks it with no hashing.
  @exclusivity(unchecked) @usableFromInline var fields: [ObservedField] = []
  /// The key paths of ``fields``, to tell at a read whether the field is watched already.
  @exclusivity(unchecked) @usableFromInline var fieldPaths: Set<AnyKeyPath> = []
  /// Whether ``Store/state`` was read since its last change was told, and how to tell whether
  /// it changed.
  @exclusivity(unchecked) private var wholeState: ObservedField?
  /// The subscription to the store's actions, while something read is waiting for a change.
  @exclusivity(unchecked) private var token: ObservationToken?
  /// The key path the registrar tracks for the whole state, made once: making a key path of a
  /// generic class costs more than a send.
  private let wholeStateKey: KeyPath<Store<State, Action>, Int> = \.observedWholeState
  /// The key paths the registrar tracks for fields, made once per field.
  @exclusivity(unchecked) private var fieldKeys: [AnyKeyPath: KeyPath<Store<State, Action>, Int>] =
    [:]

  @usableFromInline init() {}

  // An observation (`withObservationTracking`, a SwiftUI view's body) is told of the first
  // change after it read, and then ends: a reader that wants more reads again, and so asks
  // again. So a field is watched from a read to its next change only; when nothing read waits
  // for a change, the store stops watching its actions, and sends cost nothing more.

  /// Records that ``Store/state`` was read, for the observation in progress.
  @usableFromInline
  func accessWholeState(of store: Store<State, Action>, current: State) {
    registrar.access(store, keyPath: wholeStateKey)
    if wholeState == nil {
      wholeState = ObservedField(
        didChange: changeDetector(
          initial: current, read: { $0.assumingMemoryBound(to: State.self).pointee }),
        key: wholeStateKey, path: \State.self)
      start(store)
    }
  }

  /// Records that a field was read through the store, for the observation in progress.
  /// Inlined, so that the field's test is made for the state's and the field's own types.
  @inlinable
  func access<Member>(
    _ store: Store<State, Action>, field: KeyPath<State, Member>, value: Member
  ) {
    let key = registrarKey(for: field)
    if fieldPaths.insert(field).inserted {
      fields.append(
        ObservedField(
          didChange: changeDetector(initial: value, read: fieldReader(field)), key: key,
          path: field))
      start(store)
    }
    registrar.access(store, keyPath: key)
  }

  /// The key path the registrar tracks for `field`, made once per field.
  @usableFromInline
  func registrarKey(for field: AnyKeyPath) -> KeyPath<Store<State, Action>, Int> {
    if let known = fieldKeys[field] { return known }
    let key = \Store<State, Action>.[observedField: field]
    fieldKeys[field] = key
    return key
  }

  /// Reads `field` from a state at an address: where it lies for a stored property (a key
  /// path's projection costs more than the rest of a send), through the key path otherwise.
  @inlinable
  func fieldReader<Member>(
    _ field: KeyPath<State, Member>
  ) -> (UnsafeRawPointer) -> Member {
    if let offset = storedPropertyOffset(reading: field) {
      return { readStoredProperty(at: $0, byteOffset: offset, as: Member.self) }
    }
    return { $0.assumingMemoryBound(to: State.self).pointee[keyPath: field] }
  }

  @usableFromInline
  func start(_ store: Store<State, Action>) {
    guard token == nil else { return }
    // `unowned`, not `weak`: this observation holds the token, whose flag every caller checks
    // before it calls (`StoreRuntime.notifyObservers`, `Store.ChildGroup`), and the token is
    // cancelled when this observation goes; so the closure never runs once `self` is gone. A
    // weak reference would cost each send a side-table load and a slow release (BENCHMARKS.md,
    // "Observation"). The store is read, weakly, only when something changed.
    token = store.observeChangesInPlace { [unowned self, weak store] state in
      guard self.changes(in: state) else { return }
      guard let store else { return }
      self.tellChanges(in: store)
    }
  }

  /// Finds the fields (and the whole state) that changed in `state`, and stops watching them:
  /// their key paths go to ``changed``, for ``tellChanges(in:)``. Returns whether any did.
  private func changes(in state: UnsafePointer<State>) -> Bool {
    Self.detect(
      in: UnsafeRawPointer(state), fields: &fields, paths: &fieldPaths, wholeState: &wholeState,
      into: &changed)
    return !changed.isEmpty
  }

  /// The key paths of what changed, between ``changes(in:)`` and ``tellChanges(in:)``: of no
  /// generic type, so that the loop needs no metadata of `Store<State, Action>`.
  @exclusivity(unchecked) private var changed: [AnyKeyPath] = []

  /// The loop behind ``changes(in:)``: not isolated, so that the closure it runs in needs no
  /// check of the actor it runs on (its caller is on the main actor).
  private nonisolated static func detect(
    in state: UnsafeRawPointer, fields: inout [ObservedField], paths: inout Set<AnyKeyPath>,
    wholeState: inout ObservedField?, into changed: inout [AnyKeyPath]
  ) {
    var index = 0
    while index < fields.count {
      guard fields[index].didChange(state) else {
        index += 1
        continue
      }
      let field = fields.remove(at: index)
      paths.remove(field.path)
      changed.append(field.key)
    }
    if let whole = wholeState, whole.didChange(state) {
      wholeState = nil
      changed.append(whole.key)
    }
  }

  /// Tells the readers of what changed, once the state was read (so that an observer that
  /// reads again, and watches again, is not compared with the state it was told about); stops
  /// watching the store's actions when nothing is left.
  private func tellChanges(in store: Store<State, Action>) {
    let keys = changed
    changed = []
    for key in keys {
      registrar.withMutation(of: store, keyPath: key as! KeyPath<Store<State, Action>, Int>) {}
    }
    if fields.isEmpty, wholeState == nil { token = nil }
  }
}

/// A field (or the whole state) read through a store, waiting for a change: a test made for
/// its types, which reads it from a state at an address and tells whether it changed since the
/// last call, and the key path the registrar tracks for it. Not generic, so that the loop over
/// the fields after each action needs no generic metadata.
@usableFromInline
struct ObservedField {
  @usableFromInline let didChange: (UnsafeRawPointer) -> Bool
  @usableFromInline let key: AnyKeyPath
  /// The field's key path from the state (the state's own key path for the whole state).
  @usableFromInline let path: AnyKeyPath

  @usableFromInline
  init(didChange: @escaping (UnsafeRawPointer) -> Bool, key: AnyKeyPath, path: AnyKeyPath) {
    self.didChange = didChange
    self.key = key
    self.path = path
  }
}

/// The last value a field had, where its test keeps it.
@usableFromInline
final class LastValue<Value> {
  @exclusivity(unchecked) @usableFromInline var value: Value
  @usableFromInline init(_ value: Value) { self.value = value }
}

/// A function that reads a value from each new state (at an address) and tells whether it
/// changed since the last call, comparing with `==` when the value is `Equatable` (the test is
/// found once, not per action); any other value counts as changed.
///
/// A value that holds `Shared` fields compares equal before and after one of them changed
/// (`==` reads both sides live): for such a value, any change of a shared value since the read
/// counts as a change too.
@MainActor
@inlinable
func changeDetector<Value>(
  initial: Value, read: @escaping (UnsafeRawPointer) -> Value
) -> (UnsafeRawPointer) -> Bool {
  let last = LastValue(initial)
  guard let isEqual = standardEquality(for: Value.self) ?? equalityTest(for: Value.self) else {
    return { state in
      last.value = read(state)
      return true
    }
  }
  guard SharedHolding.mayHoldShared(initial) else {
    return { state in
      let value = read(state)
      if isEqual(last.value, value) { return false }
      last.value = value
      return true
    }
  }
  var sharedChanges = sharedChangeCount()
  return { state in
    let value = read(state)
    let changes = sharedChangeCount()
    if changes == sharedChanges, isEqual(last.value, value) { return false }
    sharedChanges = changes
    last.value = value
    return true
  }
}

/// How many times a shared value changed in the process (`SharedChanges`).
@usableFromInline
func sharedChangeCount() -> UInt64 { SharedChanges.count.load() }

/// Which types of values hold `Shared` fields, found once per type from the first value seen.
@MainActor
@usableFromInline
enum SharedHolding {
  private static var known: [ObjectIdentifier: Bool] = [:]

  /// Whether values of `value`'s type hold `Shared` fields, judged once per type from the
  /// first value seen (an empty collection or a `nil` optional in it hides what its elements
  /// would hold; a feature's state declares its `@Shared` fields directly, and a child
  /// store's state is judged on its own).
  @usableFromInline
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

/// `==` for the standard library's types a view reads most (`String`, `Int`, `Bool`,
/// `Double`), in code specialized for them: inlined where a field is read, the type test is
/// decided when the code is specialized, and the comparison calls no `Equatable` witness.
/// `nil` for any other type, which ``equalityTest(for:)`` compares (the same `==`).
@inlinable
func standardEquality<Value>(for _: Value.Type) -> ((Value, Value) -> Bool)? {
  // Each cast is of a value whose type the test before it proved, so it cannot fail.
  if Value.self == String.self { return { ($0 as! String) == ($1 as! String) } }
  if Value.self == Int.self { return { ($0 as! Int) == ($1 as! Int) } }
  if Value.self == Bool.self { return { ($0 as! Bool) == ($1 as! Bool) } }
  if Value.self == Double.self { return { ($0 as! Double) == ($1 as! Double) } }
  return nil
}

/// `==` for values of `Value`, when it is `Equatable`.
@usableFromInline
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
