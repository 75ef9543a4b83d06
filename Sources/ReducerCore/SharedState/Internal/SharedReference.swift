/// Where a ``Shared`` value lives: a root holds the value, a projection reaches into its
/// parent's value through a key path, an unwrapping reads a parent's optional value.
///
/// Every access goes through ``value(in:)`` and ``update(in:_:)``: with `nil` values they
/// read and write the live value; with a ``SharedValues`` (a test's expected or recorded
/// state) they read and write the value that state had, and the live value is untouched.
///
/// A class rather than a protocol: a generic struct with a field of a constrained existential
/// (`any SharedReference<Value>`) crashed the standard library's field reflection, which the
/// routing walk of the state once used; a class also keeps the walk from looking inside. Each
/// subclass overrides the three members.
package class SharedReference<Value: Sendable>: @unchecked Sendable {
  /// The root reference that holds the value this one reads.
  package var root: any AnySharedRoot { preconditionFailure("overridden by every subclass") }

  /// The value, live or as `values` has it.
  package func value(in values: SharedValues?) -> Value {
    preconditionFailure("overridden by every subclass")
  }

  /// Changes the value, live or in `values`; `body` may read the same shared value.
  package func update<Result>(
    in values: SharedValues?, _ body: (inout Value) throws -> Result
  ) rethrows -> Result {
    preconditionFailure("overridden by every subclass")
  }
}

/// A root reference seen without its value's type: what a test's ledger and a storage's
/// registry keep.
package protocol AnySharedRoot: AnyObject, Sendable {
  /// The live value.
  var anyValue: any Sendable { get }
  /// The key the value is shared by, for diagnostics.
  var keyDescription: String { get }
}

/// The reference that holds a shared value, with its lock and what saves it.
package final class SharedRoot<Value: Sendable>: SharedReference<Value>, AnySharedRoot,
  @unchecked Sendable
{
  private let lock = RecursiveLock()
  /// How many changes of this value are running on the thread that holds the lock: more than
  /// one is a change made inside another's body, whose write the outer one overwrites.
  /// Read and written only with `lock` held, which makes the accesses exclusive: the
  /// runtime's dynamic exclusivity check (a call each access) is not needed.
  @exclusivity(unchecked) private var updateDepth = 0

  /// Reports a change made inside the body of another change of the same value.
  private func reportNestedUpdate() {
    Diagnostics.report(
      kind: "shared.nestedChange",
      """
      A shared value was changed inside the body of another change of the same value (a \
      'withLock' inside a 'withLock', or a write through another 'Shared' of it). The outer \
      change works on a copy and writes it back when its body returns, so this inner write is \
      lost. Make the change in the outer body ('$0'), or after it returns.
      """,
      site: "Shared<\(Dump.typeName(of: Value.self))>", line: 0)
  }
  /// Read and written only with `lock` held (see ``updateDepth``); a change works on a copy
  /// (``changeLive(isSaved:_:)``), so no access to it overlaps another.
  @exclusivity(unchecked) private var storedValue: Value
  /// Saves the value after a change (file storage, a ``SharedKeyStorage``), or `nil`.
  let persistence: (any SharedPersistence)?
  package let keyDescription: String

  package init(
    _ value: Value, keyDescription: String = "an unkeyed value",
    persistence: (any SharedPersistence)? = nil
  ) {
    self.storedValue = value
    self.keyDescription = keyDescription
    self.persistence = persistence
  }

  override package var root: any AnySharedRoot { self }

  package var anyValue: any Sendable { lock.withLock { storedValue } }

  override package func value(in values: SharedValues?) -> Value {
    guard let values else { return lock.withLock { storedValue } }
    return value(in: values)
  }

  /// The value a test's shared values hold for this one, or the live value. Apart, so that
  /// the live read (no values bound) asks the runtime for no `Optional<Value>` metadata.
  @inline(never)
  private func value(in values: SharedValues) -> Value {
    if let value = values.value(of: self) as? Value { return value }
    return lock.withLock { storedValue }
  }

  override package func update<Result>(
    in values: SharedValues?, _ body: (inout Value) throws -> Result
  ) rethrows -> Result {
    if let values {
      var value = value(in: values)
      defer { values.set(value, of: self) }
      return try body(&value)
    }
    return try changeLive(isSaved: true, body)
  }

  /// Sets the live value to what its storage holds now, changed from outside (another
  /// process, or code that wrote the storage directly): every holder sees it, and stores that
  /// observe state count it as a change, as after ``update(in:_:)``; but it is not saved back.
  ///
  /// - Parameter value: The value the storage holds.
  func replaceFromStorage(with value: Value) {
    changeLive(isSaved: false) { $0 = value }
  }

  /// Changes the live value, and saves it after when `isSaved`.
  private func changeLive<Result>(
    isSaved: Bool, _ body: (inout Value) throws -> Result
  ) rethrows -> Result {
    // `body` may read this value (`$0 = count + 1`): it changes a copy, so that the stored
    // value is never read while it is being changed. A collection is thus copied once per
    // change.
    let result = try lock.withLock {
      if updateDepth > 0 { reportNestedUpdate() }
      updateDepth += 1
      defer { updateDepth -= 1 }
      var value = storedValue
      SharedAccess.ledger?.willChange(self, from: value)
      let result = try body(&value)
      storedValue = value
      return result
    }
    _ = SharedChanges.count.increment()
    if isSaved { persistence?.valueDidChange(self) }
    return result
  }
}

/// A part of a parent's value, reached through a key path (`$item.title`).
final class SharedProjection<Parent: Sendable, Value: Sendable>: SharedReference<Value>,
  @unchecked Sendable
{
  let parent: SharedReference<Parent>
  let keyPath: WritableKeyPath<Parent, Value>

  init(parent: SharedReference<Parent>, keyPath: WritableKeyPath<Parent, Value>) {
    self.parent = parent
    self.keyPath = keyPath
  }

  override var root: any AnySharedRoot { parent.root }

  override func value(in values: SharedValues?) -> Value {
    parent.value(in: values)[keyPath: keyPath]
  }

  override func update<Result>(
    in values: SharedValues?, _ body: (inout Value) throws -> Result
  ) rethrows -> Result {
    try parent.update(in: values) { try body(&$0[keyPath: keyPath]) }
  }
}

/// A parent's optional value seen as present (`Shared($items[id: id])`): when the parent's
/// value becomes `nil` (the element was removed), reads give the last value seen and writes
/// are reported and dropped.
final class SharedUnwrapping<Value: Sendable>: SharedReference<Value>, @unchecked Sendable {
  let parent: SharedReference<Value?>
  private let last: LockedValue<Value>

  init(parent: SharedReference<Value?>, value: Value) {
    self.parent = parent
    self.last = LockedValue(value)
  }

  override var root: any AnySharedRoot { parent.root }

  override func value(in values: SharedValues?) -> Value {
    guard let value = parent.value(in: values) else { return last.withLock { $0 } }
    last.withLock { $0 = value }
    return value
  }

  override func update<Result>(
    in values: SharedValues?, _ body: (inout Value) throws -> Result
  ) rethrows -> Result {
    var wasGone = false
    let result = try parent.update(in: values) { optional -> Result in
      guard var value = optional else {
        wasGone = true
        var copy = last.withLock { $0 }
        return try body(&copy)
      }
      defer {
        optional = value
        last.withLock { [value] in $0 = value }
      }
      return try body(&value)
    }
    if wasGone {
      Diagnostics.report(
        kind: "shared.valueGone",
        """
        A change was made through a 'Shared<\(Dump.typeName(of: Value.self))>' whose value is \
        gone from \(root.keyDescription) (an element that was removed, or an optional set to nil). \
        The change was dropped. Check that the element still exists before changing it, or \
        hold the element's id and look it up again.
        """,
        site: Dump.typeName(of: Value.self), line: 0)
    }
    return result
  }
}

/// Saves a root's value after it changes: file storage, or a ``SharedKeyStorage``.
package protocol SharedPersistence: Sendable {
  /// Called after each change of the live value, outside the root's lock.
  func valueDidChange(_ root: any AnySharedRoot)
}

/// How many times any shared value was changed in this process, so that an observation of a
/// value that holds `Shared` fields can tell that one of them may have changed (their `==`
/// compares live values, which are the same on both sides).
enum SharedChanges {
  static let count = AtomicWord(0)
}
