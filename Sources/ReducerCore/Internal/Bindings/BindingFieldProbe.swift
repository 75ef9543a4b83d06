// Which `@BindingState` field a key path to the wrapped property (`\.email`) writes, and
// whether a projected key path (`\.$email`) names the same field: what lets a write through
// `$store.email` send an action that `case .binding(\.$email):` matches.
//
// Swift gives no link between `\State.email` (the wrapped property) and `\State.$email` (the
// wrapper's projection): both are computed properties over the stored `_email`. The link is
// found on values, never on the real state:
// - The field `\.email` writes: a copy of the state is set through it to the new value (which
//   differs from the current one), and the one stored `BindingState` of the value's type
//   (read with `Mirror`) whose value changed is the field. None or several: not a field.
// - Whether `\.$other` names that field: a copy of the same state is set through `\.$other` to
//   the new value and read back through `\.email`: the same field reads the new value, another
//   field leaves the old one.
// Only copies are written. A key path through a class (a `ReferenceWritableKeyPath`) is refused
// before anything is written: its write would reach the shared object.
//
// Assumption: the state kept for the second check, inside the action (an `@unchecked Sendable`
// box, since a feature's state need not be `Sendable`), is only copied there: a copy of a
// struct shares its class references (retained atomically) and writes only its own storage,
// which the refusal of class paths guarantees. Check: `BindingFieldTests`. Safe path: an action
// made with `.set(\.$email, value)` carries no state and is matched by key path equality alone.

/// The state a binding action from a wrapped property's key path was made on, and that key
/// path, for matching it against projected key paths.
struct BindingFieldProbe<Root, Value: Equatable>: @unchecked Sendable {
  /// The state before the write: only ever copied (see above).
  let root: Root
  /// The wrapped property, `\.email`.
  let keyPath: WritableKeyPath<Root, Value>
  /// The value written, different from the one `root` holds.
  let value: Value

  /// The name of the stored `@BindingState` field (`_email`) that `keyPath` writes, or `nil`
  /// when it writes none; `value` must differ from the field's value in `root`.
  ///
  /// - Complexity: O(*n*) in the root's stored fields.
  func fieldName() -> String? {
    guard !(keyPath is ReferenceWritableKeyPath<Root, Value>) else { return nil }
    var copy = root
    copy[keyPath: keyPath] = value
    let before = wrappers(in: root)
    let after = wrappers(in: copy)
    let changed = before.filter { label, wrapper in after[label] != wrapper }.map(\.key)
    guard changed.count == 1, let field = changed.first else { return nil }
    return field
  }

  /// Whether `projected` (`\.$email`) names the field that `keyPath` writes.
  func isSameField(as projected: AnyKeyPath) -> Bool {
    guard let projected = projected as? WritableKeyPath<Root, BindingState<Value>>,
      !(projected is ReferenceWritableKeyPath<Root, BindingState<Value>>)
    else { return false }
    var copy = root
    copy[keyPath: projected].wrappedValue = value
    return copy[keyPath: keyPath] == value
  }

  /// The stored `BindingState` fields of `value`'s type in `state`, by name.
  private func wrappers(in state: Root) -> [String: BindingState<Value>] {
    var found: [String: BindingState<Value>] = [:]
    for child in Mirror(reflecting: state).children {
      guard let label = child.label, let wrapper = child.value as? BindingState<Value> else {
        continue
      }
      found[label] = wrapper
    }
    return found
  }
}
