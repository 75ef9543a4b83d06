// MARK: - Filtering and sorting

extension IdentifiedArray {
  /// Returns the elements that satisfy a predicate, in their order, as an identified array, as
  /// TCA's `IdentifiedArray` does.
  ///
  /// ```swift
  /// let active = state.todos.filter { !$0.isComplete }  // IdentifiedArrayOf<Todo>
  /// active[id: todo.id]
  /// let completed: [Todo] = state.todos.filter(\.isComplete)  // an array where one is expected
  /// ```
  ///
  /// Where the context asks for an array (`[Element]`), Swift picks `Sequence`'s `filter`, which
  /// returns one.
  ///
  /// - Parameter isIncluded: Called once on each element, in order; returns whether to keep it.
  ///   When it throws, the error is rethrown.
  /// - Returns: The kept elements, found by id as in this array.
  /// - Complexity: O(*n*), plus the cost of `isIncluded`.
  public func filter(_ isIncluded: (Element) throws -> Bool) rethrows -> Self {
    var kept = Self()
    kept.positions.reserveCapacity(elements.count)
    for element in elements where try isIncluded(element) {
      kept.positions[element.id] = kept.elements.count
      kept.elements.append(element)
    }
    return kept
  }

  /// Sorts the elements in place, as TCA's `IdentifiedArray` does; each element keeps its id,
  /// and is found by it at its new position.
  ///
  /// ```swift
  /// state.todos.sort { $0.title < $1.title }
  /// state.todos.index(id: milk.id)  // its new position
  /// ```
  ///
  /// The sort is not guaranteed to be stable, as `Array.sort(by:)` is not.
  ///
  /// - Parameter areInIncreasingOrder: Whether its first argument should come before its
  ///   second; a strict weak ordering. When it throws, the error is rethrown and the elements
  ///   are left in an unspecified order, each still found by its id.
  /// - Complexity: O(*n* log *n*), plus the cost of `areInIncreasingOrder`.
  public mutating func sort(
    by areInIncreasingOrder: (Element, Element) throws -> Bool
  ) rethrows {
    defer { reindexAfterReordering() }
    try elements.sort(by: areInIncreasingOrder)
  }

  /// Finds every element by its position after the elements were reordered, and changes the
  /// version when an element moved.
  ///
  /// - Complexity: O(*n*).
  mutating func reindexAfterReordering() {
    var moved = false
    for (position, element) in elements.enumerated() where positions[element.id] != position {
      positions[element.id] = position
      moved = true
    }
    if moved { version = Version.next() }
  }
}

extension IdentifiedArray where Element: Comparable {
  /// Sorts the elements in increasing order in place, as TCA's `IdentifiedArray` does; each
  /// element keeps its id, and is found by it at its new position.
  ///
  /// ```swift
  /// state.scores.sort()
  /// ```
  ///
  /// - Complexity: O(*n* log *n*).
  public mutating func sort() {
    sort(by: <)
  }
}
