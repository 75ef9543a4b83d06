/// A readable line diff of two dumps: only the lines that differ, marked `−` (old) and `+`
/// (new), with a little unchanged context and the enclosing lines that locate them.
///
/// ```
///   App.State(
///     todos: [
///       …
///       Todo(  // [4999], id: 4999
///         id: 4999,
/// −       isDone: false,
/// +       isDone: true,
///       ),
///       …
///     ],
///   )
/// ```
///
/// The enclosing lines (the struct, enum, array and dictionary lines a change sits in, and
/// their closing brackets) are kept however far away they are; runs of other unchanged lines
/// become `…`. An unchanged line right after a `…` and every enclosing line of an array element
/// carry the element's position as a `//` note.
package enum Diff {
  /// The marker of a line only in the old value.
  package static let removed = "\u{2212}"
  /// The marker of a line only in the new value.
  package static let added = "+"

  /// The diff of the dumps of two values, or `nil` when they print the same.
  ///
  /// - Parameters:
  ///   - old: The value marked `−`, such as the expected state.
  ///   - new: The value marked `+`, such as the actual state.
  ///   - context: How many unchanged lines to keep around each change.
  /// - Returns: The diff, one line per line of text.
  /// - Complexity: O(*n*) to find the parts that differ by `==` (see
  ///   ``Dump/lines(of:and:)``), then O(*m* + *d*²) for the *m* lines left that differ in
  ///   *d* lines: their common start and end are skipped in linear time, and the rest is
  ///   diffed with Myers' algorithm.
  package static func text(from old: Any, to new: Any, context: Int = 2) -> String? {
    let lines = Dump.lines(of: old, and: new)
    return text(from: lines.old, to: lines.new, context: context)
  }

  /// The diff of two dumps, or `nil` when they are equal.
  package static func text(from old: [Dump.Line], to new: [Dump.Line], context: Int = 2) -> String?
  {
    let edits = edits(from: old, to: new)
    guard edits.contains(where: { $0.kind != .same }) else { return nil }
    return render(edits, old: old, new: new, context: context)
  }

  // MARK: - Edit script

  /// One step of an edit script: a line kept, removed from the old dump, or added.
  package struct Edit: Equatable {
    package enum Kind: Equatable { case same, removed, added }
    package var kind: Kind
    /// The line in the old dump, or -1 for an added line.
    package var old: Int
    /// The line in the new dump, or -1 for a removed line.
    package var new: Int
  }

  /// The shortest edit script from `old` to `new`, or all-removed-then-all-added when the
  /// differing middle is too large to diff in reasonable time.
  package static func edits(from old: [Dump.Line], to new: [Dump.Line]) -> [Edit] {
    var prefix = 0
    while prefix < old.count, prefix < new.count, old[prefix] == new[prefix] { prefix += 1 }
    var suffix = 0
    while suffix < old.count - prefix, suffix < new.count - prefix,
      old[old.count - 1 - suffix] == new[new.count - 1 - suffix]
    {
      suffix += 1
    }
    var edits: [Edit] = []
    edits.reserveCapacity(Swift.max(old.count, new.count) + 16)
    for index in 0..<prefix { edits.append(Edit(kind: .same, old: index, new: index)) }

    // Number the distinct lines of the middle, so that the diff compares integers.
    var numbers: [Dump.Line: Int] = [:]
    func number(_ line: Dump.Line) -> Int {
      if let number = numbers[line] { return number }
      numbers[line] = numbers.count
      return numbers.count - 1
    }
    let oldMiddle = old[prefix..<(old.count - suffix)].map(number)
    let newMiddle = new[prefix..<(new.count - suffix)].map(number)
    let size = oldMiddle.count + newMiddle.count
    let limit = Swift.max(64, Swift.min(size, 40_000_000 / Swift.max(size, 1)))
    if let script = myers(oldMiddle, newMiddle, maximumCost: limit) {
      for edit in script {
        edits.append(
          Edit(
            kind: edit.kind,
            old: edit.old < 0 ? -1 : edit.old + prefix,
            new: edit.new < 0 ? -1 : edit.new + prefix
          )
        )
      }
    } else {
      for index in oldMiddle.indices {
        edits.append(Edit(kind: .removed, old: index + prefix, new: -1))
      }
      for index in newMiddle.indices {
        edits.append(Edit(kind: .added, old: -1, new: index + prefix))
      }
    }
    for offset in (0..<suffix).reversed() {
      edits.append(Edit(kind: .same, old: old.count - 1 - offset, new: new.count - 1 - offset))
    }
    return edits
  }

  /// Myers' O(*nd*) diff; `nil` when more than `maximumCost` lines differ.
  static func myers(_ a: [Int], _ b: [Int], maximumCost: Int) -> [Edit]? {
    let n = a.count
    let m = b.count
    let offset = n + m + 1
    var frontier = [Int](repeating: 0, count: 2 * offset + 1)
    // The frontier of every round d, for diagonals -d...d, to walk back the path.
    var trace: [[Int]] = []
    var cost = 0
    search: while true {
      guard cost <= maximumCost else { return nil }
      trace.append(Array(frontier[(offset - cost)...(offset + cost)]))
      for diagonal in stride(from: -cost, through: cost, by: 2) {
        var x: Int
        if diagonal == -cost
          || (diagonal != cost && frontier[offset + diagonal - 1] < frontier[offset + diagonal + 1])
        {
          x = frontier[offset + diagonal + 1]
        } else {
          x = frontier[offset + diagonal - 1] + 1
        }
        var y = x - diagonal
        while x < n, y < m, a[x] == b[y] {
          x += 1
          y += 1
        }
        frontier[offset + diagonal] = x
        if x >= n, y >= m { break search }
      }
      cost += 1
    }

    var script: [Edit] = []
    var x = n
    var y = m
    for round in stride(from: cost, through: 0, by: -1) {
      let previous = trace[round]
      func at(_ diagonal: Int) -> Int { previous[diagonal + round] }
      let diagonal = x - y
      let previousDiagonal: Int
      if round == 0 {
        previousDiagonal = 0
      } else if diagonal == -round || (diagonal != round && at(diagonal - 1) < at(diagonal + 1)) {
        previousDiagonal = diagonal + 1
      } else {
        previousDiagonal = diagonal - 1
      }
      let previousX = round == 0 ? 0 : at(previousDiagonal)
      let previousY = previousX - previousDiagonal
      while x > previousX, y > previousY {
        x -= 1
        y -= 1
        script.append(Edit(kind: .same, old: x, new: y))
      }
      guard round > 0 else { break }
      if x == previousX {
        script.append(Edit(kind: .added, old: -1, new: y - 1))
      } else {
        script.append(Edit(kind: .removed, old: x - 1, new: -1))
      }
      x = previousX
      y = previousY
    }
    return script.reversed()
  }

  // MARK: - Rendering

  /// For each line, the line of the group that encloses it (or -1), and for each line that
  /// opens a group, the line that closes it (or -1).
  static func structure(of lines: [Dump.Line]) -> (parent: [Int], closer: [Int]) {
    var parent = [Int](repeating: -1, count: lines.count)
    var closer = [Int](repeating: -1, count: lines.count)
    var open: [Int] = []
    for (index, line) in lines.enumerated() {
      while let top = open.last, lines[top].indent >= line.indent {
        open.removeLast()
        if lines[top].indent == line.indent, top + 1 < index,
          line.text.first == ")" || line.text.first == "]"
        {
          closer[top] = index
        }
      }
      parent[index] = open.last ?? -1
      open.append(index)
    }
    return (parent, closer)
  }

  static func render(_ edits: [Edit], old: [Dump.Line], new: [Dump.Line], context: Int) -> String {
    let oldStructure = structure(of: old)
    let newStructure = structure(of: new)
    var oldEdit = [Int](repeating: -1, count: old.count)
    var newEdit = [Int](repeating: -1, count: new.count)
    for (position, edit) in edits.enumerated() {
      if edit.old >= 0 { oldEdit[edit.old] = position }
      if edit.new >= 0 { newEdit[edit.new] = position }
    }

    var isShown = [Bool](repeating: false, count: edits.count)
    var isHeader = [Bool](repeating: false, count: edits.count)
    for (position, edit) in edits.enumerated() where edit.kind != .same {
      let range = Swift.max(0, position - context)...Swift.min(edits.count - 1, position + context)
      for near in range { isShown[near] = true }
      // Keep the enclosing lines, up to the root, and their closing lines.
      let isOld = edit.kind == .removed
      let structure = isOld ? oldStructure : newStructure
      let lineToEdit = isOld ? oldEdit : newEdit
      var ancestor = structure.parent[isOld ? edit.old : edit.new]
      while ancestor >= 0 {
        let header = lineToEdit[ancestor]
        if isHeader[header] { break }
        isHeader[header] = true
        isShown[header] = true
        let closer = structure.closer[ancestor]
        if closer >= 0 { isShown[lineToEdit[closer]] = true }
        ancestor = structure.parent[ancestor]
      }
    }

    var output: [String] = []
    var position = 0
    var followsGap = false
    while position < edits.count {
      guard isShown[position] else {
        var end = position
        while end < edits.count, !isShown[end] { end += 1 }
        if end - position == 1 {
          isShown[position] = true
          continue
        }
        let indent = (position..<end).map { old[edits[$0].old].indent }.min() ?? 0
        output.append("  " + String(repeating: "  ", count: indent) + "…")
        position = end
        followsGap = true
        continue
      }
      let edit = edits[position]
      switch edit.kind {
      case .removed:
        output.append("\(removed) \(old[edit.old].rendered)")
      case .added:
        output.append("\(added) \(new[edit.new].rendered)")
      case .same:
        let line = new[edit.new]
        var text = "  \(line.rendered)"
        if let note = line.note, isHeader[position] || followsGap {
          text += "  // \(note)"
        }
        output.append(text)
      }
      position += 1
      followsGap = false
    }
    return output.joined(separator: "\n")
  }
}
