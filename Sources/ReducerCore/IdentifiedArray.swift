/// An ordered collection of identifiable elements with O(1) lookup by id.
///
/// ```swift
/// var todos: IdentifiedArrayOf<Todo> = [Todo(id: 1, title: "Milk")]
/// todos.append(Todo(id: 2, title: "Eggs"))
/// todos[id: 1]?.title = "Oat milk"
/// todos.remove(id: 2)
/// ```
///
/// Ids are unique: inserting an element whose id is already present replaces nothing and
/// reports it (see ``append(_:)``).
public struct IdentifiedArray<ID: Hashable, Element: Identifiable> where Element.ID == ID {
  @usableFromInline var elements: [Element]
  @usableFromInline var positions: [ID: Int]
  /// Changes whenever the set of ids changes; equal versions mean equal ids in equal order.
  @usableFromInline var version: UInt64
  /// The positions of the elements changed in place since the ids last changed, for the stores
  /// that observe elements (`ElementChangeLog.swift`); `nil` until an element changes.
  @usableFromInline var changeLog: ElementChangeLog?

  /// Creates an empty array.
  @inlinable
  public init() {
    elements = []
    positions = [:]
    version = Version.next()
    changeLog = nil
  }

  /// Creates an array from a sequence of elements, keeping the first of any duplicated id.
  ///
  /// - Parameter elements: The elements, in order.
  /// - Complexity: O(*n*).
  public init(uncheckedUniqueElements elements: some Sequence<Element>) {
    self.init()
    for element in elements where positions[element.id] == nil {
      positions[element.id] = self.elements.count
      self.elements.append(element)
    }
  }

  /// Creates an array from elements whose ids are unique, as TCA spells it.
  ///
  /// ```swift
  /// let todos = IdentifiedArrayOf<Todo>(uniqueElements: loaded)
  /// ```
  ///
  /// A repeated id is a mistake of the caller: it is reported as an
  /// `identifiedArray.duplicateID` diagnostic (a test failure under a `TestStore`), and only the
  /// first element with that id is kept, so the ids stay unique.
  ///
  /// - Parameters:
  ///   - elements: The elements, in order.
  ///   - fileID: The file of the call, for diagnostics.
  ///   - line: The line of the call, for diagnostics.
  /// - Complexity: O(*n*).
  public init(
    uniqueElements elements: some Sequence<Element>,
    fileID: StaticString = #fileID,
    line: UInt = #line
  ) {
    self.init()
    var repeated: [ID] = []
    for element in elements {
      guard positions[element.id] == nil else {
        repeated.append(element.id)
        continue
      }
      positions[element.id] = self.elements.count
      self.elements.append(element)
    }
    guard !repeated.isEmpty else { return }
    Diagnostics.report(
      kind: "identifiedArray.duplicateID",
      """
      'IdentifiedArray(uniqueElements:)' was given elements whose ids repeat: \
      \(describe(repeated)) (each listed once per repeat). Only the first element with each id \
      was kept, so the array holds \(self.elements.count) elements. Remove the duplicates \
      before, or use 'IdentifiedArray(uncheckedUniqueElements:)', which keeps the first of each \
      id without reporting.
      """,
      fileID: fileID,
      line: line)
  }

  /// A number that changes whenever the ids change (an element added, removed or moved):
  /// equal numbers mean equal ids in equal order. For the stores of elements.
  package var idsVersion: UInt64 { version }

  /// The ids, in order.
  ///
  /// - Complexity: O(*n*).
  public var ids: [ID] { elements.map { $0.id } }

  /// Whether an element with this id is present.
  @inlinable
  public func contains(id: ID) -> Bool { positions[id] != nil }

  /// The position of the element with this id, or `nil`.
  @inlinable
  public func index(id: ID) -> Int? { positions[id] }

  /// The element with this id, or `nil`; setting `nil` removes it, setting a value replaces the
  /// element with that id in place or appends it.
  ///
  /// - Complexity: O(1) to read and replace, O(*n*) to remove.
  @inlinable
  public subscript(id id: ID) -> Element? {
    get { positions[id].map { elements[$0] } }
    set {
      guard let newValue else {
        remove(id: id)
        return
      }
      if let position = positions[id], newValue.id == id {
        noteElementChange(at: position)
        elements[position] = newValue
      } else if newValue.id != id, positions[newValue.id] != nil {
        // Another element has the new id: replacing it would lose it without a word.
        reportTakenID(newValue.id, writtenAt: id)
      } else {
        remove(id: id)
        updateOrAppend(newValue)
      }
    }
  }

  /// Reports a write at `id` of an element whose id, `taken`, another element has.
  @usableFromInline
  func reportTakenID(_ taken: ID, writtenAt id: ID) {
    Diagnostics.report(
      kind: "identifiedArray.idChanged",
      """
      An element with the id \(describe(taken)) was written at the id \(describe(id)) of an \
      identified array that already holds another element with the id \(describe(taken)). \
      The write was ignored, so that neither element is lost, and the array stayed as it was. \
      Keep an element's id when you change it through 'array[id:]' or a shared element \
      ('Shared(state.$items[id: id])'); to replace the other element, write at its own id.
      """,
      site: "IdentifiedArray<\(Dump.typeName(of: Element.self))>",
      line: 0)
  }

  /// Changes the element with this id in place.
  ///
  /// The change must keep the element's id: ids are what other code uses to find the element
  /// (an action for it, its effects). A change that alters the id is reported as a diagnostic.
  /// In debug builds it is undone, and the array stays as it was. In release builds the element
  /// is not copied before the change (so that changing it costs O(1) whatever the size of its
  /// state): the element keeps its new id and is found by it, or, when another element already
  /// has that id, it is removed; the index stays consistent either way.
  ///
  /// - Parameters:
  ///   - id: The id of the element.
  ///   - fileID: The file of this call, for diagnostics.
  ///   - line: The line of this call, for diagnostics.
  ///   - body: Changes the element.
  /// - Returns: What `body` returned, or `nil` when no element has this id.
  /// - Complexity: O(1) in release builds, plus the cost of `body`.
  @inlinable
  public mutating func modify<Result>(
    id: ID,
    fileID: StaticString = #fileID,
    line: UInt = #line,
    _ body: (inout Element) throws -> Result
  ) rethrows -> Result? {
    guard let position = positions[id] else { return nil }
    return try modify(at: position, id: id, fileID: fileID, line: line, body)
  }

  /// ``modify(id:fileID:line:_:)`` for an element that is most often the last one (the top of
  /// a navigation stack): the last element's id is compared first, which is cheaper than the
  /// hashing a lookup by id costs; another element is found by id.
  @inlinable
  package mutating func modifyCheckingLastFirst<Result>(
    id: ID,
    fileID: StaticString = #fileID,
    line: UInt = #line,
    _ body: (inout Element) throws -> Result
  ) rethrows -> Result? {
    let last = elements.count - 1
    if last >= 0, elements[last].id == id {
      return try modify(at: last, id: id, fileID: fileID, line: line, body)
    }
    guard let position = positions[id] else { return nil }
    return try modify(at: position, id: id, fileID: fileID, line: line, body)
  }

  /// Changes the element at `position`, whose id is `id`; see ``modify(id:fileID:line:_:)``.
  @inlinable
  mutating func modify<Result>(
    at position: Int,
    id: ID,
    fileID: StaticString,
    line: UInt,
    _ body: (inout Element) throws -> Result
  ) rethrows -> Result {
    // Checked on the way out, thrown errors included, so the index never names a stale id.
    #if DEBUG
      let original = elements[position]
      defer {
        if elements[position].id != id {
          reportChangedID(from: id, to: elements[position].id, fileID: fileID, line: line)
          elements[position] = original
        }
      }
    #else
      defer {
        if elements[position].id != id {
          reindexChangedID(from: id, at: position, fileID: fileID, line: line)
        }
      }
    #endif
    noteElementChange(at: position)
    return try body(&elements[position])
  }

  /// After a change gave the element at `position` a new id: finds it by its new id, or removes
  /// it when another element has that id, and reports the change.
  @usableFromInline
  mutating func reindexChangedID(from old: ID, at position: Int, fileID: StaticString, line: UInt) {
    Diagnostics.report(
      kind: "identifiedArray.idChanged",
      changedIDMessage(from: old, at: position, positional: false),
      fileID: fileID,
      line: line
    )
    reindexChangedID(from: old, at: position)
  }

  /// Finds the element at `position`, whose id was `old`, by its new id, or removes it when
  /// another element has that id.
  @usableFromInline
  mutating func reindexChangedID(from old: ID, at position: Int) {
    let new = elements[position].id
    positions[old] = nil
    version = Version.next()
    if positions[new] == nil {
      positions[new] = position
    } else {
      elements.remove(at: position)
      reindex(from: position)
    }
  }

  /// The message of a release build's `identifiedArray.idChanged`, for the element at
  /// `position` that had the id `old`: says what became of it.
  func changedIDMessage(from old: ID, at position: Int, positional: Bool) -> String {
    let new = elements[position].id
    let subject =
      positional
      ? "the element at index \(position), with the id \(describe(old)),"
      : "the element with the id \(describe(old))"
    return """
      A change to \(subject) gave it the id \(describe(new)). \
      Ids find elements (their actions, their effects), so an element should keep its id. \
      \(positions[new] == nil
        ? "The element is now found by its new id."
        : "Another element has that id, so the changed element was removed.") \
      To replace an element with another, remove it and insert the new one.
      """
  }

  @usableFromInline
  func reportChangedID(from old: ID, to new: ID, fileID: StaticString, line: UInt) {
    Diagnostics.report(
      kind: "identifiedArray.idChanged",
      """
      A change to the element with the id \(describe(old)) gave it the id \(describe(new)). \
      Ids find elements (their actions, their effects), so an element keeps its id: the change \
      was undone. To replace an element with another, remove it and insert the new one.
      """,
      fileID: fileID,
      line: line
    )
  }

  /// Appends an element whose id is not present yet, as TCA's `IdentifiedArray` does.
  ///
  /// ```swift
  /// let (inserted, index) = todos.append(Todo(id: 3))
  /// ```
  ///
  /// - Parameter element: The element to append.
  /// - Returns: Whether it was appended (`false` when its id is already present, in which case
  ///   the array is unchanged), and the position of the element with its id.
  /// - Complexity: Amortized O(1).
  @discardableResult
  @inlinable
  public mutating func append(_ element: Element) -> (inserted: Bool, index: Int) {
    if let position = positions[element.id] { return (false, position) }
    let position = elements.count
    positions[element.id] = position
    elements.append(element)
    version = Version.next()
    return (true, position)
  }

  /// Replaces the element with the same id, or appends it when its id is new.
  ///
  /// - Parameter element: The element.
  /// - Returns: The element it replaced, if any.
  @discardableResult
  public mutating func updateOrAppend(_ element: Element) -> Element? {
    if let position = positions[element.id] {
      let old = elements[position]
      noteElementChange(at: position)
      elements[position] = element
      return old
    }
    append(element)
    return nil
  }

  /// Inserts an element whose id is not present yet at a position, as TCA's `IdentifiedArray`
  /// does.
  ///
  /// ```swift
  /// let (inserted, index) = todos.insert(Todo(id: 3), at: 0)
  /// ```
  ///
  /// - Parameters:
  ///   - element: The element to insert.
  ///   - index: The position, from `startIndex` through `endIndex`; clamped into that range.
  /// - Returns: Whether it was inserted (`false` when its id is already present, in which case
  ///   the array is unchanged), and the position of the element with its id.
  /// - Complexity: O(*n*).
  @discardableResult
  public mutating func insert(_ element: Element, at index: Int) -> (inserted: Bool, index: Int) {
    if let position = positions[element.id] { return (false, position) }
    let index = Swift.min(Swift.max(index, 0), elements.count)
    elements.insert(element, at: index)
    reindex(from: index)
    version = Version.next()
    return (true, index)
  }

  /// Removes the element with this id.
  ///
  /// - Parameter id: The id of the element to remove.
  /// - Returns: The removed element, or `nil` when no element has this id.
  /// - Complexity: O(*n*), O(1) for the last element.
  @discardableResult
  @inlinable
  public mutating func remove(id: ID) -> Element? {
    guard let position = positions.removeValue(forKey: id) else { return nil }
    version = Version.next()
    if position == elements.count - 1 { return elements.removeLast() }
    let removed = elements.remove(at: position)
    reindex(from: position)
    return removed
  }

  /// Removes and returns the last element, or `nil` when the array is empty.
  ///
  /// - Complexity: O(1).
  @discardableResult
  @inlinable
  public mutating func popLast() -> Element? {
    guard let last = elements.last else { return nil }
    return remove(id: last.id)
  }

  /// Removes the elements after the first `count`.
  ///
  /// - Parameter count: How many elements to keep.
  /// - Returns: The removed elements, in order.
  /// - Complexity: O(*k*) in the number of removed elements.
  @discardableResult
  @inlinable
  public mutating func removeSuffix(from count: Int) -> [Element] {
    guard count < elements.count else { return [] }
    let start = Swift.max(count, 0)
    let removed = Array(elements[start...])
    for element in removed { positions[element.id] = nil }
    elements.removeSubrange(start...)
    version = Version.next()
    return removed
  }

  /// Removes every element.
  ///
  /// - Parameter keepCapacity: Whether to keep the storage for reuse.
  public mutating func removeAll(keepingCapacity keepCapacity: Bool = false) {
    elements.removeAll(keepingCapacity: keepCapacity)
    positions.removeAll(keepingCapacity: keepCapacity)
    version = Version.next()
  }

  @usableFromInline
  mutating func reindex(from start: Int) {
    for index in start..<elements.count { positions[elements[index].id] = index }
  }
}

// MARK: - Positional changes

extension IdentifiedArray {
  /// Removes the elements at some positions, such as the offsets SwiftUI's `onDelete` passes.
  ///
  /// ```swift
  /// case let .delete(offsets):
  ///   state.todos.remove(atOffsets: offsets)
  /// ```
  ///
  /// Takes any sequence of positions, Foundation's `IndexSet` among them, in any order; a
  /// position given twice is removed once. When a position is outside ``indices``, nothing is
  /// removed and the diagnostic `identifiedArray.indexOutOfRange` is reported.
  ///
  /// - Parameters:
  ///   - offsets: The positions of the elements to remove.
  ///   - fileID: The file of this call, for diagnostics.
  ///   - line: The line of this call, for diagnostics.
  /// - Complexity: O(*n* + *k*), where *n* is the number of elements and *k* the number of
  ///   offsets.
  public mutating func remove(
    atOffsets offsets: some Sequence<Int>,
    fileID: StaticString = #fileID,
    line: UInt = #line
  ) {
    let (marked, first, outside) = mark(offsets)
    guard outside.isEmpty else {
      Diagnostics.report(
        kind: "identifiedArray.indexOutOfRange",
        """
        'remove(atOffsets:)' was given \(describeOffsets(outside)), outside the positions of \
        the identified array (\(describePositions)), so no element was removed. Offsets \
        usually go stale when they were taken from another list than the array, such as a \
        filtered or older copy of it: take them from the array itself, or remove elements by \
        id with 'remove(id:)'.
        """,
        fileID: fileID,
        line: line
      )
      return
    }
    removeMarked(marked, from: first)
  }

  /// Removes the elements that satisfy a predicate, keeping the others in their order.
  ///
  /// ```swift
  /// state.todos.removeAll(where: \.isComplete)
  /// ```
  ///
  /// - Parameter shouldBeRemoved: Called once on each element, in order; returns whether to
  ///   remove it. When it throws, the array is left as it was and the error is rethrown.
  /// - Complexity: O(*n*), plus the cost of `shouldBeRemoved`.
  public mutating func removeAll(where shouldBeRemoved: (Element) throws -> Bool) rethrows {
    var marked: [Bool] = []
    marked.reserveCapacity(elements.count)
    var first = elements.count
    for element in elements {
      let isRemoved = try shouldBeRemoved(element)
      if isRemoved, first == elements.count { first = marked.count }
      marked.append(isRemoved)
    }
    removeMarked(marked, from: first)
  }

  /// Moves the elements at some positions to before another position, as SwiftUI's `onMove`
  /// asks and `Array.move(fromOffsets:toOffset:)` does.
  ///
  /// ```swift
  /// // [a, b, c, d]
  /// todos.move(fromOffsets: [0], toOffset: 3)  // [b, c, a, d]
  /// todos.move(fromOffsets: [2, 3], toOffset: 0)  // [a, d, b, c]
  /// ```
  ///
  /// The elements at `source` keep their order and end up where the element at `destination`
  /// was before the move (at the end when `destination` is the count), both positions counted
  /// in the array as it was. The ids stay the same; only their order changes. Takes any sequence
  /// of positions, Foundation's `IndexSet` among them. When a source position is outside
  /// ``indices`` or `destination` is outside `0...count`, nothing moves and the diagnostic
  /// `identifiedArray.indexOutOfRange` is reported.
  ///
  /// - Parameters:
  ///   - source: The positions of the elements to move.
  ///   - destination: The position to move them before, from 0 through the count.
  ///   - fileID: The file of this call, for diagnostics.
  ///   - line: The line of this call, for diagnostics.
  /// - Complexity: O(*n* + *k*), where *n* is the number of elements and *k* the number of
  ///   source offsets.
  public mutating func move(
    fromOffsets source: some Sequence<Int>,
    toOffset destination: Int,
    fileID: StaticString = #fileID,
    line: UInt = #line
  ) {
    let (marked, first, outside) = mark(source)
    let destinationIsValid = destination >= 0 && destination <= elements.count
    guard outside.isEmpty, destinationIsValid else {
      var problems: [String] = []
      if !outside.isEmpty { problems.append(describeOffsets(outside, noun: "source offset")) }
      if !destinationIsValid { problems.append("the destination \(destination)") }
      Diagnostics.report(
        kind: "identifiedArray.indexOutOfRange",
        """
        'move(fromOffsets:toOffset:)' was given \(problems.joined(separator: " and ")), outside \
        the identified array of \(elements.count) elements, so no element moved. Source \
        offsets must be positions of the array (\(describePositions)) and the destination must \
        be from 0 through \(elements.count); offsets usually go stale when they were taken from \
        another list than the array, such as a filtered or older copy of it: take them from \
        the array itself.
        """,
        fileID: fileID,
        line: line
      )
      return
    }
    guard first < elements.count else { return }
    // Moving a run of neighbours to one of its own ends, or into it, changes nothing: the ids
    // (and so the version) stay as they are.
    var last = first
    var movedCount = 0
    for index in first..<elements.count where marked[index] {
      last = index
      movedCount += 1
    }
    if last - first + 1 == movedCount, first <= destination, destination <= last + 1 { return }
    let lower = Swift.min(first, destination)
    var reordered: [Element] = []
    reordered.reserveCapacity(elements.count - lower)
    for index in lower..<destination where !marked[index] { reordered.append(elements[index]) }
    for index in first...last where marked[index] { reordered.append(elements[index]) }
    for index in destination..<elements.count where !marked[index] {
      reordered.append(elements[index])
    }
    elements.replaceSubrange(lower..., with: reordered)
    reindex(from: lower)
    version = Version.next()
  }

  /// Assigns `element` at `position` when it is in range and keeps the id there; reports it
  /// otherwise.
  @usableFromInline
  mutating func assign(_ element: Element, at position: Int) {
    guard position >= 0, position < elements.count else {
      Diagnostics.report(
        kind: "identifiedArray.indexOutOfRange",
        """
        An element with the id \(describe(element.id)) was assigned at the index \(position), \
        outside the positions of the identified array (\(describePositions)), so nothing \
        changed. An identified array grows only by ids: add the element with 'append(_:)' or \
        'insert(_:at:)', or change an element by its id with '[id:]'.
        """,
        site: positionalSite,
        line: 0
      )
      return
    }
    let id = elements[position].id
    guard element.id == id else {
      Diagnostics.report(
        kind: "identifiedArray.idChanged",
        """
        An element with the id \(describe(element.id)) was assigned at the index \(position), \
        where the element has the id \(describe(id)). Ids find elements (their actions, their \
        effects), so an element keeps its id: the assignment was ignored. To replace an \
        element with another, remove it and insert the new one.
        """,
        site: positionalSite,
        line: 0
      )
      return
    }
    noteElementChange(at: position)
    elements[position] = element
  }

  /// Reports that a change in place gave the element at `position` another id than `old`, and
  /// puts back `original`.
  @usableFromInline
  mutating func undoChangedID(at position: Int, from old: ID, to original: Element) {
    Diagnostics.report(
      kind: "identifiedArray.idChanged",
      """
      A change to the element at the index \(position), with the id \(describe(old)), gave it \
      the id \(describe(elements[position].id)). Ids find elements (their actions, their \
      effects), so an element keeps its id: the change was undone. To replace an element with \
      another, remove it and insert the new one.
      """,
      site: positionalSite,
      line: 0
    )
    noteElementChange(at: position)
    elements[position] = original
  }

  /// Reports that a change in place gave the element at `position` another id than `old`, and
  /// finds it by its new id (or removes it when another element has that id).
  @usableFromInline
  mutating func reportAndReindexChangedID(at position: Int, from old: ID) {
    Diagnostics.report(
      kind: "identifiedArray.idChanged",
      changedIDMessage(from: old, at: position, positional: true),
      site: positionalSite,
      line: 0
    )
    reindexChangedID(from: old, at: position)
  }

  /// What positional diagnostics point at: the subscript has no caller's location.
  var positionalSite: String { "IdentifiedArray<\(Dump.typeName(of: Element.self))>[position]" }

  /// The valid positions, as a diagnostic says them.
  var describePositions: String {
    elements.isEmpty ? "it is empty" : "0 through \(elements.count - 1)"
  }

  /// Which positions `offsets` names, the first of them (the count when none), and the offsets
  /// outside the array.
  ///
  /// - Complexity: O(*n* + *k*).
  func mark(_ offsets: some Sequence<Int>) -> (marked: [Bool], first: Int, outside: [Int]) {
    var marked = [Bool](repeating: false, count: elements.count)
    var first = elements.count
    var outside: [Int] = []
    for offset in offsets {
      guard offset >= 0, offset < elements.count else {
        outside.append(offset)
        continue
      }
      marked[offset] = true
      first = Swift.min(first, offset)
    }
    return (marked, first, outside)
  }

  /// Removes the marked elements, the first of which is at `first` (the count when none).
  ///
  /// - Complexity: O(*n*).
  mutating func removeMarked(_ marked: [Bool], from first: Int) {
    guard first < elements.count else { return }
    var kept = first
    for index in first..<elements.count {
      if marked[index] {
        positions[elements[index].id] = nil
      } else {
        if index != kept { elements.swapAt(kept, index) }
        kept += 1
      }
    }
    elements.removeSubrange(kept...)
    reindex(from: first)
    version = Version.next()
  }
}

/// Some offsets, as a diagnostic says them: the first few, in the order given.
private func describeOffsets(_ offsets: [Int], noun: String = "offset") -> String {
  let shown = offsets.prefix(5).map(String.init).joined(separator: ", ")
  let more = offsets.count > 5 ? " and \(offsets.count - 5) more" : ""
  return "the \(noun)\(offsets.count == 1 ? "" : "s") \(shown)\(more)"
}

/// An identified array of `Element`, keyed by `Element.ID`.
public typealias IdentifiedArrayOf<Element: Identifiable> = IdentifiedArray<Element.ID, Element>

extension IdentifiedArray: RandomAccessCollection {
  /// The position of the first element.
  @inlinable public var startIndex: Int { 0 }
  /// The position after the last element.
  @inlinable public var endIndex: Int { elements.count }
  /// The element at a position, which can be changed in place as long as it keeps its id.
  ///
  /// ```swift
  /// todos[0].title = "Oat milk"
  /// todos[0] = Todo(id: todos[0].id, title: "Eggs")
  /// ```
  ///
  /// Reading a position outside ``indices`` (including to change the element there in place)
  /// stops the program, as `Array` does: check the position first, or find the element by id
  /// with ``subscript(id:)``. Assigning a whole element there changes nothing and is reported as
  /// the diagnostic `identifiedArray.indexOutOfRange`.
  ///
  /// Ids are what other code uses to find an element (its actions, its effects), so a change
  /// must keep the element's id, and is reported as the diagnostic `identifiedArray.idChanged`
  /// when it does not. Assigning an element with another id changes nothing. A change in place
  /// that alters the id is handled like one made with ``modify(id:fileID:line:_:)``: in debug
  /// builds it is undone, and the element keeps its old value; in release builds (where the
  /// element is not copied first) the element keeps its new id and is found by it, or is removed
  /// when another element already has that id.
  ///
  /// - Parameter position: The position, from `startIndex` up to `endIndex`.
  /// - Complexity: O(1) to read and to assign. A change in place costs O(1) in release builds and
  ///   copies the element first in debug builds, plus the cost of the change.
  @inlinable public subscript(position: Int) -> Element {
    get { elements[position] }
    set { assign(newValue, at: position) }
    _modify {
      precondition(
        position >= 0 && position < elements.count,
        "The index \(position) is outside an identified array of \(elements.count) elements."
      )
      let id = elements[position].id
      // Checked on the way out, thrown errors included, so the index never names a stale id.
      #if DEBUG
        let original = elements[position]
        defer {
          if elements[position].id != id {
            undoChangedID(at: position, from: id, to: original)
          }
        }
      #else
        defer {
          if elements[position].id != id {
            reportAndReindexChangedID(at: position, from: id)
          }
        }
      #endif
      noteElementChange(at: position)
      yield &elements[position]
    }
  }
  /// The number of elements; read from the storage rather than measured between indices, which
  /// unspecialized generic code does slowly.
  @inlinable public var count: Int { elements.count }
  /// Whether there is no element.
  @inlinable public var isEmpty: Bool { elements.isEmpty }
}

extension IdentifiedArray: ExpressibleByArrayLiteral {
  /// Creates an array from a literal, keeping the first of any duplicated id.
  ///
  /// - Parameter elements: The elements, in order.
  public init(arrayLiteral elements: Element...) {
    self.init(uncheckedUniqueElements: elements)
  }
}

extension IdentifiedArray: Equatable where Element: Equatable {
  /// Whether both arrays hold equal elements in the same order.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.elements == rhs.elements
  }
}

extension IdentifiedArray: Hashable where Element: Hashable {
  /// Hashes the elements in order.
  public func hash(into hasher: inout Hasher) { hasher.combine(elements) }
}

extension IdentifiedArray: Sendable where ID: Sendable, Element: Sendable {}

extension IdentifiedArray: Encodable where Element: Encodable {
  /// Encodes the elements as an array.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(elements)
  }
}

extension IdentifiedArray: Decodable where Element: Decodable {
  /// Decodes an array of elements; a duplicated id is a decoding error.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    let elements = try container.decode([Element].self)
    self.init(uncheckedUniqueElements: elements)
    if self.elements.count != elements.count {
      throw DecodingError.dataCorruptedError(
        in: container,
        debugDescription: """
          The array holds \(elements.count - self.elements.count) element(s) whose id is \
          already used by an earlier element. Ids in an identified array must be unique; \
          remove or rename the duplicates.
          """
      )
    }
  }
}

extension IdentifiedArray: CustomStringConvertible {
  /// The elements, printed like an array.
  public var description: String { elements.description }
}

extension IdentifiedArray: CustomReflectable {
  /// Reflects as the array of elements, so dumps and diffs show only the elements.
  public var customMirror: Mirror {
    Mirror(self, unlabeledChildren: elements, displayStyle: .collection)
  }
}

/// A process-wide counter that gives every structural version of an identified array a
/// distinct number, so a reducer can tell in O(1) whether the ids changed.
@usableFromInline
enum Version {
  @usableFromInline static let counter = AtomicWord(0)

  @inlinable
  static func next() -> UInt64 { counter.increment() }
}

/// A number no other call returns in this process: to tell apart values that are otherwise
/// equal, such as two flows' navigation states.
package func uniqueNumber() -> UInt64 { Version.next() }
