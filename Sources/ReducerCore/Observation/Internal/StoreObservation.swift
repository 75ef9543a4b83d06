import Observation

/// What a store's observers (SwiftUI views, `withObservationTracking`) read, and the
/// notifications it sends them after each action: one per field read through the store that
/// changed, and one for ``Store/state`` when it changed.
///
/// Made when a store's state is first read; it starts watching the store's actions when a
/// field is first read. A field's value is compared with `==` when it is `Equatable`; any other
/// value counts as changed after every action.
@MainActor
@usableFromInline
final class StoreObservation<State, Action> {
  let registrar = ObservationRegistrar()
  /// The fields read through the store, with the value each had after the last action.
  private var fields: [AnyKeyPath: Field] = [:]
  /// Whether ``Store/state`` was read, and the state after the last action when it is compared.
  private var watchesWholeState = false
  private var lastState: State?
  /// The subscription to the store's actions, once something was read.
  private var token: ObservationToken?

  @usableFromInline init() {}

  /// A field read through the store.
  private struct Field {
    let path: PartialKeyPath<State>
    var last: Any
    /// The store's key path for the field, which the registrar tracks.
    let key: KeyPath<Store<State, Action>, Int>
  }

  /// Records that ``Store/state`` was read, for the observation in progress.
  @usableFromInline
  func accessWholeState(of store: Store<State, Action>, current: State) {
    registrar.access(store, keyPath: \.observedWholeState)
    guard !watchesWholeState else { return }
    watchesWholeState = true
    lastState = current
    start(store)
  }

  /// Records that a field was read through the store, for the observation in progress.
  func access<Member>(
    _ store: Store<State, Action>, field: KeyPath<State, Member>, value: Member
  ) {
    let key: KeyPath<Store<State, Action>, Int>
    if let known = fields[field] {
      key = known.key
    } else {
      key = \Store<State, Action>.[observedField: field]
      fields[field] = Field(path: field, last: value, key: key)
      start(store)
    }
    registrar.access(store, keyPath: key)
  }

  private func start(_ store: Store<State, Action>) {
    guard token == nil else { return }
    token = store.observe { [weak self, weak store] state in
      guard let self, let store else { return }
      self.stateDidChange(state, in: store)
    }
  }

  /// Tells the observers of each field that changed, and of the whole state if it changed.
  private func stateDidChange(_ state: State, in store: Store<State, Action>) {
    for (key, field) in fields {
      let value = state[keyPath: field.path]
      if Dump.isEqual(field.last, value) == true { continue }
      fields[key]?.last = value
      registrar.withMutation(of: store, keyPath: field.key) {}
    }
    if watchesWholeState {
      if let lastState, Dump.isEqual(lastState, state) == true { return }
      lastState = state
      registrar.withMutation(of: store, keyPath: \.observedWholeState) {}
    }
  }
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
  /// Whether the parent stopped holding the child's state (once gone, always gone).
  var isGone = false
  /// The child's observation of its parent, which keeps ``value`` current.
  var token: ObservationToken?

  init(_ value: State) { self.value = value }
}

/// A child store, held weakly by its parent's cache.
@MainActor
final class WeakStore {
  weak var store: AnyObject?
  init(_ store: AnyObject) { self.store = store }
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
