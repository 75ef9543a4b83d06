// Which elements of an identified array changed since a mark: what lets a send tell only the
// stores of the elements that changed, whatever the number of stores observed (issue 45).
//
// An identified array records, for each change of an element in place (`modify(id:)`,
// `[id:] = ...`, `[position]`), the element's position in a small log of its own. A mark names
// the array's content at one moment: two arrays with the same mark hold the same elements.
// Given a mark it saw, an observer asks which positions changed since; the answer is either
// those positions (a superset: a change that put back the old value is listed too) or "not
// known" (the ids changed, the log was cut, or the array is not a descendant of the marked
// one), and then the observer compares every element, as it would without a log.
//
// The assumption this rests on, and what guards it: a log is changed only while one array value
// holds it, as an array's buffer is (copy on write). `isKnownUniquelyReferenced` is checked
// before every change; a shared log is never changed, the array gets a new log (a new lineage,
// from the process-wide counter), which continues from the shared log's mark. So a mark
// (version, lineage, count of changes) is never given to two different contents:
// - the version changes with every change of the ids, and is unique in the process;
// - the lineage is unique in the process, and only the one array holding a log advances it.

/// A mark of an identified array's content; see ``IdentifiedArray/changeMark``.
package struct ElementChangeMark: Hashable, Sendable {
  /// The array's ids version (see ``IdentifiedArray/idsVersion``).
  let version: UInt64
  /// The log's lineage, or 0 before any element changed in place since the ids last changed.
  let lineage: UInt64
  /// The number of changes the log had recorded.
  let count: UInt64
}

/// The log of an identified array's changes in place: the positions of the last changes, each
/// with the number of the last change made there.
///
/// Shared by copies of an array, as the array's buffers are, and changed only while unique
/// (see the top of this file).
@usableFromInline
final class ElementChangeLog: @unchecked Sendable {
  /// A position that changed, and the number of the last change recorded there.
  @usableFromInline
  struct Entry {
    @usableFromInline let position: Int
    @usableFromInline var count: UInt64

    init(position: Int, count: UInt64) {
      self.position = position
      self.count = count
    }
  }

  /// Distinct for every log made in the process.
  @usableFromInline let lineage: UInt64
  /// The lineage and count of the log this one continues, when the array was copied: the
  /// content this log's first entry started from.
  let origin: (lineage: UInt64, count: UInt64)
  /// The number of the last change recorded.
  @exclusivity(unchecked) @usableFromInline var count: UInt64 = 0
  /// Changes numbered up to `base` may be missing from `entries`; every later one is there.
  @exclusivity(unchecked) @usableFromInline var base: UInt64 = 0
  /// The changed positions, in the order of their last change; at most ``capacity``.
  @exclusivity(unchecked) @usableFromInline var entries: [Entry] = []

  /// How many positions the log keeps: an action changes a few elements; more than this many
  /// and the observers compare every element.
  @usableFromInline static var capacity: Int { 16 }

  @usableFromInline
  init(continuing origin: ElementChangeLog?) {
    lineage = Version.next()
    self.origin = origin.map { ($0.lineage, $0.count) } ?? (0, 0)
    entries.reserveCapacity(Self.capacity)
  }

  /// Records a change of the element at `position`: inlined, for the common case of the same
  /// element changed again (the top of a stack, the row being edited).
  @inlinable
  func record(_ position: Int) {
    count &+= 1
    let last = entries.count - 1
    if last >= 0, entries[last].position == position {
      entries[last].count = count
      return
    }
    append(position)
  }

  /// Records a change of the element at `position`, another than the last one changed.
  @usableFromInline
  func append(_ position: Int) {
    let last = entries.count - 1
    if last + 1 == Self.capacity {
      let kept = Self.capacity / 2
      base = entries[last - kept].count
      entries.removeFirst(Self.capacity - kept)
    }
    entries.append(Entry(position: position, count: count))
  }

  /// The positions changed after the `count`th change, or `nil` when the log no longer knows.
  func positions(after count: UInt64) -> [Int]? {
    guard count >= base, count <= self.count else { return nil }
    return entries.lazy.filter { $0.count > count }.map(\.position)
  }
}

extension IdentifiedArray {
  /// Records that the element at `position` changes in place; called before the change.
  @inlinable
  mutating func noteElementChange(at position: Int) {
    if !isKnownUniquelyReferenced(&changeLog) {
      changeLog = ElementChangeLog(continuing: changeLog)
    }
    // Unretained: the array holds the log, and nothing reaches the array while it records (a
    // plain call retained and released the log around every change of a row or a route).
    Unmanaged.passUnretained(changeLog.unsafelyUnwrapped)._withUnsafeGuaranteedRef {
      $0.record(position)
    }
  }

  /// The array's content now, for ``changedIDs(since:)``: arrays with equal marks hold equal
  /// elements.
  package var changeMark: ElementChangeMark {
    ElementChangeMark(
      version: version, lineage: changeLog?.lineage ?? 0, count: changeLog?.count ?? 0)
  }

  /// The ids of the elements that changed since `mark`, each at most once (possibly some that
  /// changed back), or `nil` when that is not known: the ids changed since, or too many
  /// elements changed, or the marked array is not this one before its changes.
  ///
  /// - Complexity: O(1) when nothing changed; O(*k*) for *k* recorded changes.
  package func changedIDs(since mark: ElementChangeMark) -> [ID]? {
    guard mark.version == version else { return nil }
    guard let log = changeLog else { return mark.lineage == 0 ? [] : nil }
    let positions: [Int]?
    if mark.lineage == log.lineage {
      positions = log.positions(after: mark.count)
    } else if mark.lineage == log.origin.lineage, mark.count == log.origin.count {
      positions = log.positions(after: 0)
    } else {
      positions = nil
    }
    guard let positions else { return nil }
    var seen = Set<Int>()
    return positions.compactMap { position in
      guard position < elements.count, seen.insert(position).inserted else { return nil }
      return elements[position].id
    }
  }
}

extension ElementChangeMark {
  /// A mark no array has: what an observer compares with before it saw any.
  static var none: Self { Self(version: 0, lineage: 0, count: 0) }
}

/// The stores of a collection's elements, as a group: how to tell whether its ids changed, and
/// which of its elements changed. Made by the scopes that give a store per element (a
/// `forEach` collection's rows, a flow's routes).
@MainActor
package struct ElementGroup<State> {
  /// The group's key among the parent store's groups: the collection's path.
  let key: AnyHashable
  /// The element this child store is the store of.
  let id: AnyHashable
  /// The collection's ids version in a parent state.
  let version: @MainActor (State) -> UInt64
  /// The collection's mark in a parent state, and the ids changed since a mark.
  let changes: @MainActor (State, ElementChangeMark) -> (ElementChangeMark, [AnyHashable]?)

  /// The group of the elements at `path`, for the store of the element `id`.
  package init<ID: Hashable, Element>(
    elementsAt path: KeyPath<State, IdentifiedArray<ID, Element>>,
    key: AnyHashable, id: ID
  ) {
    self.key = key
    self.id = AnyHashable(id)
    version = { $0[keyPath: path].idsVersion }
    changes = { state, mark in
      let elements = state[keyPath: path]
      return (elements.changeMark, elements.changedIDs(since: mark)?.map { AnyHashable($0) })
    }
  }
}
