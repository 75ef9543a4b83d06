/// The values of shared roots as a test sees them at one moment: the state a test expects, or
/// the state recorded after an action. A root it does not hold reads from `fallback`, then live.
package final class SharedValues: @unchecked Sendable {
  private let lock = RecursiveLock()
  private var values: [ObjectIdentifier: any Sendable]
  /// Where a root this does not hold is read: the values roots had before their first change.
  private let fallback: SharedValues?

  package init(_ values: [ObjectIdentifier: any Sendable] = [:], fallback: SharedValues? = nil) {
    self.values = values
    self.fallback = fallback
  }

  /// The value `root` has here, or `nil` to read it live.
  func value(of root: any AnySharedRoot) -> (any Sendable)? {
    let id = ObjectIdentifier(root)
    return lock.withLock { values[id] } ?? fallback?.value(of: root)
  }

  /// Records the value `root` has here.
  func set(_ value: any Sendable, of root: any AnySharedRoot) {
    lock.withLock { values[ObjectIdentifier(root)] = value }
  }

  /// A copy that changes independently, with the same fallback.
  package func copy() -> SharedValues {
    SharedValues(lock.withLock { values }, fallback: fallback)
  }

  /// Takes the values `other` holds, replacing these.
  package func merge(_ other: SharedValues) {
    let taken = other.lock.withLock { other.values }
    lock.withLock { values.merge(taken) { _, new in new } }
  }
}

/// What a `TestStore` learns of shared values: which roots changed during the test, and the
/// value each had before its first change.
package final class SharedLedger: @unchecked Sendable {
  private let lock = RecursiveLock()
  private var roots: [ObjectIdentifier: any AnySharedRoot] = [:]
  /// The values the roots had before their first change in the test.
  package let originals = SharedValues()

  package init() {}

  /// Records `root` before a live change, with the value it has now.
  func willChange(_ root: any AnySharedRoot, from value: any Sendable) {
    let id = ObjectIdentifier(root)
    lock.withLock {
      guard roots[id] == nil else { return }
      roots[id] = root
      originals.set(value, of: root)
    }
  }

  /// The live values of the roots that changed, to read a recorded state with: a root not
  /// changed yet reads its original value.
  package func capture() -> SharedValues {
    let roots = lock.withLock { self.roots }
    return SharedValues(roots.mapValues { $0.anyValue }, fallback: originals)
  }
}

/// Two sets of values a comparison of two states reads: the left side's and the right's.
package struct SharedComparison: Sendable {
  package let lhs: SharedValues
  package let rhs: SharedValues

  package init(lhs: SharedValues, rhs: SharedValues) {
    self.lhs = lhs
    self.rhs = rhs
  }
}

/// The task-local settings a `TestStore` binds to see shared values as states had them.
package enum SharedAccess {
  /// Reads and writes of shared values go to these values instead of the live ones: a test's
  /// assertion closure, a dump of a recorded state.
  @TaskLocal package static var values: SharedValues?
  /// Records the roots the store under test changes.
  @TaskLocal package static var ledger: SharedLedger?
  /// While two states are compared (`==`) or diffed: the values each side reads.
  @TaskLocal package static var comparison: SharedComparison?
}
