// How a key path prints in dumps, diffs and messages: `\State.$name`, never
// `\State.<computed 0x… (BindingState<String>)>`.
//
// Swift names a stored property in `KeyPath.debugDescription`, but a computed one only when it
// can look up the getter's symbol (Apple platforms); elsewhere it prints the getter's address.
// A binding's key path, `\.$name`, is always computed (it is the projected value of the
// `@BindingState var name` stored as `_name`), so its name is found among the root's stored
// fields instead.
//
// Assumptions, each with what guards it and the safe path:
// - The stored fields of a struct, with their names and declared types, come from
//   `storedFields(of:)` (`Internal/Reflection`, which reads the type's metadata; its assumptions
//   are listed there). It is asked only about structs, and only for a computed key path whose
//   value is a `BindingState`. When it finds nothing, the key path prints as Swift prints it.
// - `\.$name` reads and writes exactly the stored `_name`: `BindingState.projectedValue` is the
//   wrapper itself. So when the root has one wrapper of the key path's type, that is the field.
//   Only a key path that Swift prints as one computed property of the root
//   (`\Root.<computed 0x… (Type)>`) is named this way; a path through a child's state
//   (`\Root.child.<computed …>`) prints as Swift prints it.
// - When the root has several (`@BindingState var first = ""` and `var last = ""`), the
//   field is the one that changes when a copy of a real root is set through the key path
//   (`learnName(of:in:value:)`, called each time a binding action is applied, until it has
//   learned the name); only values of the field's own type are written, and only to the copy.
//   The fields' values before and after are read with `Mirror` (a root with a custom mirror
//   teaches nothing). Until then the key path prints as Swift prints it.

/// The text of key paths that `KeyPath.debugDescription` cannot name, learned once per key path.
enum KeyPathNames {
  /// A key path as a dictionary key.
  ///
  /// `@unchecked Sendable`: a key path object never changes once made (what Swift's own
  /// `KeyPath & Sendable` relies on); only its identity and equality are used here.
  private struct Key: Hashable, @unchecked Sendable {
    let keyPath: AnyKeyPath
  }

  /// The texts learned so far, such as `\State.$name`.
  private static let learned = LockedValue<[Key: String]>([:])

  /// The key path as code spells it: `\State.$name` for a binding's key path, `\State.count`
  /// for a stored property; Swift's `debugDescription` when neither is known.
  ///
  /// - Parameter keyPath: The key path to print.
  /// - Returns: The key path's text.
  static func description(of keyPath: AnyKeyPath) -> String {
    let key = Key(keyPath: keyPath)
    if let known = learned.withLock({ $0[key] }) { return known }
    let swift = keyPath.debugDescription
    let root = type(of: keyPath).rootType
    guard isOneComputedProperty(swift, root: root) else { return swift }
    let candidates = wrapperFields(of: root, valueType: type(of: keyPath).valueType)
    // Several wrappers of the type: a real root tells which (`learnName(of:in:value:)`).
    guard candidates.count == 1, let field = candidates.first else { return swift }
    let text = self.text(root: root, field: field)
    learned.withLock { $0[key] = text }
    return text
  }

  /// Learns the name of `keyPath` from a real `root` when the root's type alone cannot tell it:
  /// sets a copy of `root` through `keyPath` to a value different from the field's, and takes
  /// the one stored field that changed.
  ///
  /// - Parameters:
  ///   - keyPath: A binding's key path, `\.$name`.
  ///   - root: A value of the root, which is not changed.
  ///   - value: A value of the field, such as the one the binding action sets.
  /// - Complexity: O(1) once the name is learned; before, O(*n*) in the root's stored fields.
  static func learnName<Root, Value: Equatable>(
    of keyPath: WritableKeyPath<Root, BindingState<Value>>,
    in root: Root,
    value: Value
  ) {
    let key = Key(keyPath: keyPath)
    guard learned.withLock({ $0[key] }) == nil else { return }
    let swift = description(of: keyPath)
    let candidates = wrapperFields(of: Root.self, valueType: BindingState<Value>.self)
    guard isOneComputedProperty(swift, root: Root.self), !candidates.isEmpty else {
      // Named by Swift, or a path through a child's state: no root tells more.
      learned.withLock { $0[key] = swift }
      return
    }
    /// The candidates' wrappers in `value`, by field name, read with `Mirror`.
    func wrappers(in value: Root) -> [String: BindingState<Value>] {
      var found: [String: BindingState<Value>] = [:]
      for child in Mirror(reflecting: value).children {
        guard let label = child.label, candidates.contains(label),
          let wrapper = child.value as? BindingState<Value>
        else { continue }
        found[label] = wrapper
      }
      return found
    }
    let before = wrappers(in: root)
    let current = root[keyPath: keyPath].wrappedValue
    let values = [value] + candidates.compactMap { before[$0]?.wrappedValue }
    guard let other = values.first(where: { $0 != current }) else { return }
    var copy = root
    copy[keyPath: keyPath].wrappedValue = other
    let after = wrappers(in: copy)
    let changed = candidates.filter { before[$0] != nil && before[$0] != after[$0] }
    guard changed.count == 1, let field = changed.first else { return }
    let text = self.text(root: Root.self, field: field)
    learned.withLock { $0[key] = text }
  }

  /// Learns that `keyPath`, a wrapped property (`\.email`), writes the wrapper stored as
  /// `field` (`_email`): it prints as the binding's key path, `\Root.$email`, so that an action
  /// made through `$store.email` prints as one made with `\.$email`.
  ///
  /// - Parameters:
  ///   - keyPath: The wrapped property's key path.
  ///   - root: The root type.
  ///   - field: The name of the stored wrapper.
  static func learnText(of keyPath: AnyKeyPath, root: Any.Type, field: String) {
    let key = Key(keyPath: keyPath)
    guard learned.withLock({ $0[key] }) == nil else { return }
    let text = self.text(root: root, field: field)
    learned.withLock { $0[key] = text }
  }

  /// Whether Swift's text of a key path is one computed property it could not name,
  /// `\Root.<computed 0x… (Type)>`, rather than a path through several properties.
  private static func isOneComputedProperty(_ swift: String, root: Any.Type) -> Bool {
    let prefix = "\\\(String(describing: root)).<computed "
    return swift.hasPrefix(prefix) && swift.components(separatedBy: "<computed ").count == 2
  }

  /// `\Root.$name` for the wrapper stored as `_name`.
  private static func text(root: Any.Type, field: String) -> String {
    "\\\(String(describing: root)).$\(field.dropFirst())"
  }

  /// The names of the stored fields of `root` that hold a `@BindingState` wrapper (named
  /// `_name`) of `valueType`; none when `root` is not a struct or `valueType` is not a wrapper.
  private static func wrapperFields(of root: Any.Type, valueType: Any.Type) -> [String] {
    guard metadataKind(of: root) == 0x200, valueType is any BindingStateField.Type,
      let fields = storedFields(of: root)
    else { return [] }
    return fields.compactMap { field in
      guard field.name.hasPrefix("_"), let type = field.type, type == valueType else {
        return nil
      }
      return field.name
    }
  }
}

/// A key path as code spells it (`\State.$field`), for the mirror of a ``BindingAction``.
struct KeyPathText: CustomStringConvertible, CustomReflectable {
  let keyPath: AnyKeyPath

  var description: String { KeyPathNames.description(of: keyPath) }

  /// No children, so that dumps print the description.
  var customMirror: Mirror { Mirror(self, children: [:]) }
}
