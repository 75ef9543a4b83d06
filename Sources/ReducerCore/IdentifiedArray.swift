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

  /// Creates an empty array.
  @inlinable
  public init() {
    elements = []
    positions = [:]
    version = Version.next()
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

  /// The ids, in order.
  ///
  /// - Complexity: O(*n*).
  public var ids: [ID] { elements.map(\.id) }

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
        elements[position] = newValue
      } else {
        remove(id: id)
        updateOrAppend(newValue)
      }
    }
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
    #if DEBUG
      let original = elements[position]
      let result = try body(&elements[position])
      if elements[position].id != id {
        reportChangedID(from: id, to: elements[position].id, fileID: fileID, line: line)
        elements[position] = original
      }
      return result
    #else
      let result = try body(&elements[position])
      if elements[position].id != id {
        reindexChangedID(from: id, at: position, fileID: fileID, line: line)
      }
      return result
    #endif
  }

  /// After a change gave the element at `position` a new id: finds it by its new id, or removes
  /// it when another element has that id, and reports the change.
  @usableFromInline
  mutating func reindexChangedID(from old: ID, at position: Int, fileID: StaticString, line: UInt) {
    let new = elements[position].id
    Diagnostics.report(
      kind: "identifiedArray.idChanged",
      """
      A change to the element with the id \(describe(old)) gave it the id \(describe(new)). \
      Ids find elements (their actions, their effects), so an element should keep its id. \
      \(positions[new] == nil
        ? "The element is now found by its new id."
        : "Another element has that id, so the changed element was removed.") \
      To replace an element with another, remove it and insert the new one.
      """,
      fileID: fileID,
      line: line
    )
    positions[old] = nil
    version = Version.next()
    if positions[new] == nil {
      positions[new] = position
    } else {
      elements.remove(at: position)
      reindex(from: position)
    }
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

  /// Appends an element whose id is not present yet.
  ///
  /// - Parameter element: The element to append.
  /// - Returns: Whether it was appended: `false` when its id is already present, in which case
  ///   the array is unchanged.
  /// - Complexity: Amortized O(1).
  @discardableResult
  @inlinable
  public mutating func append(_ element: Element) -> Bool {
    guard positions[element.id] == nil else { return false }
    positions[element.id] = elements.count
    elements.append(element)
    version = Version.next()
    return true
  }

  /// Replaces the element with the same id, or appends it when its id is new.
  ///
  /// - Parameter element: The element.
  /// - Returns: The element it replaced, if any.
  @discardableResult
  public mutating func updateOrAppend(_ element: Element) -> Element? {
    if let position = positions[element.id] {
      let old = elements[position]
      elements[position] = element
      return old
    }
    append(element)
    return nil
  }

  /// Inserts an element whose id is not present yet at a position.
  ///
  /// - Parameters:
  ///   - element: The element to insert.
  ///   - index: The position, from `startIndex` through `endIndex`; clamped into that range.
  /// - Returns: Whether it was inserted: `false` when its id is already present.
  /// - Complexity: O(*n*).
  @discardableResult
  public mutating func insert(_ element: Element, at index: Int) -> Bool {
    guard positions[element.id] == nil else { return false }
    let index = Swift.min(Swift.max(index, 0), elements.count)
    elements.insert(element, at: index)
    reindex(from: index)
    version = Version.next()
    return true
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

/// An identified array of `Element`, keyed by `Element.ID`.
public typealias IdentifiedArrayOf<Element: Identifiable> = IdentifiedArray<Element.ID, Element>

extension IdentifiedArray: RandomAccessCollection {
  /// The position of the first element.
  @inlinable public var startIndex: Int { 0 }
  /// The position after the last element.
  @inlinable public var endIndex: Int { elements.count }
  /// The element at a position.
  @inlinable public subscript(position: Int) -> Element { elements[position] }
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
