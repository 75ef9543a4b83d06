/// Renders any value as indented, Swift-like text, for diffs, test failures and diagnostics.
///
/// ```
/// Counter.State(
///   count: 2,
///   history: [
///     1,
///     2,
///   ],
///   mode: .idle,
///   parent: nil,
/// )
/// ```
///
/// Structs and classes print as `Name(field: value)` with one field per line; enums as
/// `.case(payload)`, on one line when short; arrays and identified arrays one element per line;
/// dictionaries and sets one entry per line, sorted; optionals as their value or `nil`; strings
/// quoted. Every entry of a multi-line group ends with a comma, so that adding an element adds
/// lines without changing its neighbours, which keeps diffs small. Types of the standard
/// library and Foundation that describe themselves (`Duration`, `Date`, `UUID`, `URL`) print
/// their description.
package enum Dump {
  /// One line of a dump: its nesting depth and its text.
  package struct Line: Hashable, Sendable {
    /// The nesting depth; each level is printed as two spaces.
    package var indent: Int
    /// The text, without indentation.
    package var text: String
    /// Where the line sits when the enclosing lines are out of sight, such as `[4999]` or
    /// `[2], id: "color-red"` for the first line of an element of an array. It is not part of
    /// the line: two lines that differ only by note are equal.
    package var note: String?

    package init(indent: Int, text: String, note: String? = nil) {
      self.indent = indent
      self.text = text
      self.note = note
    }

    package static func == (lhs: Line, rhs: Line) -> Bool {
      lhs.indent == rhs.indent && lhs.text == rhs.text
    }

    package func hash(into hasher: inout Hasher) {
      hasher.combine(indent)
      hasher.combine(text)
    }

    /// The line with its indentation, without its note.
    package var rendered: String { String(repeating: "  ", count: indent) + text }
  }

  /// The lines of `value`'s dump.
  ///
  /// - Complexity: O(*n*) in the size of the value.
  package static func lines(of value: Any) -> [Line] {
    var lines: [Line] = []
    var builder = Builder()
    render(builder.node(value), indent: 0, prefix: "", suffix: "", note: nil, into: &lines)
    return lines
  }

  /// The dump of `value`, one line per field or element.
  ///
  /// - Complexity: O(*n*) in the size of the value.
  package static func text(of value: Any) -> String {
    lines(of: value).map(\.rendered).joined(separator: "\n")
  }

  /// The dump of `value` on one line, such as `.route(id: "a", action: .tap)`, cut to `limit`
  /// characters.
  package static func inline(_ value: Any, limit: Int = 300) -> String {
    var builder = Builder()
    var text = ""
    let isComplete = write(builder.node(value), to: &text, limit: limit, strict: false)
    if !isComplete || text.count > limit { text = String(text.prefix(limit)) + "…" }
    return text
  }

  /// The name of a type without module prefixes, such as `Counter.State` or `Optional<Int>`.
  package static func typeName(of type: Any.Type) -> String {
    typeName(String(reflecting: type))
  }

  // MARK: - Rendering

  /// The longest a compact group (an enum payload, a tuple) may be to stay on one line.
  static let compactWidth = 80

  static func render(
    _ node: Node, indent: Int, prefix: String, suffix: String, note: String?,
    into lines: inout [Line]
  ) {
    switch node {
    case let .scalar(text):
      lines.append(Line(indent: indent, text: prefix + text + suffix, note: note))
    case let .string(string):
      guard string.contains(where: \.isNewline) else {
        lines.append(Line(indent: indent, text: prefix + string.debugDescription + suffix, note: note))
        return
      }
      lines.append(Line(indent: indent, text: prefix + "\"\"\"", note: note))
      for line in string.split(separator: "\n", omittingEmptySubsequences: false) {
        let escaped = String(line).replacing("\\", with: "\\\\")
          .replacing("\"\"\"", with: "\\\"\"\"")
        lines.append(Line(indent: indent + 1, text: escaped))
      }
      lines.append(Line(indent: indent + 1, text: "\"\"\"" + suffix))
    case let .group(group):
      if group.children.isEmpty {
        lines.append(Line(indent: indent, text: prefix + group.open + group.close + suffix, note: note))
        return
      }
      if group.isCompact {
        var text = ""
        if write(node, to: &text, limit: compactWidth, strict: true) {
          lines.append(Line(indent: indent, text: prefix + text + suffix, note: note))
          return
        }
      }
      lines.append(Line(indent: indent, text: prefix + group.open, note: note))
      for child in group.children {
        render(
          child.node, indent: indent + 1, prefix: child.label.map { "\($0): " } ?? "",
          suffix: ",", note: child.note, into: &lines
        )
      }
      lines.append(Line(indent: indent, text: group.close + suffix))
    }
  }

  /// Writes `node` on one line, and gives up (returns `false`) once the text is longer than
  /// `limit` bytes. In strict mode it also gives up on a node that always takes several lines
  /// (a struct with fields, a non-empty collection, a multi-line string).
  static func write(_ node: Node, to text: inout String, limit: Int, strict: Bool) -> Bool {
    switch node {
    case let .scalar(scalar):
      text += scalar
    case let .string(string):
      if strict, string.contains(where: \.isNewline) { return false }
      text += string.debugDescription
    case let .group(group):
      if strict, !group.isCompact, !group.children.isEmpty { return false }
      text += group.open
      for (index, child) in group.children.enumerated() {
        if index > 0 { text += ", " }
        if let label = child.label { text += label + ": " }
        guard write(child.node, to: &text, limit: limit, strict: strict),
          text.utf8.count <= limit
        else { return false }
      }
      text += group.close
    }
    return text.utf8.count <= limit
  }
}

// MARK: - Building

extension Dump {
  /// A value broken down for printing.
  indirect enum Node {
    /// Printed as is: numbers, booleans, case names, descriptions.
    case scalar(String)
    /// A string, quoted.
    case string(String)
    /// A value with parts: a struct, an enum payload, a tuple, a collection.
    case group(Group)
  }

  struct Group {
    var open: String
    var close: String
    var children: [Child]
    /// Whether the group may print on one line when it is short (enum payloads, tuples);
    /// structs and collections always print one child per line.
    var isCompact: Bool
  }

  struct Child {
    var label: String?
    var node: Node
    var note: String?
  }

  /// Turns values into nodes, remembering type names and guarding against reference cycles.
  struct Builder {
    private var types: [ObjectIdentifier: TypeInfo] = [:]
    private var objectsInProgress: Set<ObjectIdentifier> = []

    struct TypeInfo {
      /// The name without module prefixes, such as `Counter.State`.
      let name: String
      /// Whether the type comes from the standard library or Foundation.
      let isSystem: Bool
    }

    mutating func node(_ value: Any) -> Node {
      let type = type(of: value)
      if isOptional(type) {
        guard let wrapped = Mirror(reflecting: value).children.first?.value else {
          return .scalar("nil")
        }
        return node(wrapped)
      }
      if type == AnyHashable.self, let hashable = value as? AnyHashable {
        return node(hashable.base)
      }
      switch value {
      case let string as String: return .string(string)
      case let string as Substring: return .string(String(string))
      case let character as Character: return .string(String(character))
      case let bool as Bool: return .scalar(bool ? "true" : "false")
      case let integer as any BinaryInteger: return .scalar("\(integer)")
      case let float as any FloatingPoint: return .scalar("\(float)")
      default: break
      }
      let mirror = Mirror(reflecting: value)
      switch mirror.displayStyle {
      case .enum: return enumNode(value, mirror: mirror)
      case .tuple: return .group(Group(open: "(", close: ")", children: tupleChildren(mirror), isCompact: true))
      case .collection: return collectionNode(mirror)
      case .dictionary: return dictionaryNode(mirror)
      case .set: return setNode(mirror)
      case .optional:
        guard let wrapped = mirror.children.first?.value else { return .scalar("nil") }
        return node(wrapped)
      default: return objectNode(value, mirror: mirror)
      }
    }

    private mutating func info(_ type: Any.Type) -> TypeInfo {
      let key = ObjectIdentifier(type)
      if let info = types[key] { return info }
      let reflected = String(reflecting: type)
      let systemModules = ["Swift.", "Foundation.", "FoundationEssentials.", "_Concurrency.", "Dispatch."]
      let info = TypeInfo(
        name: Dump.typeName(reflected),
        isSystem: systemModules.contains { reflected.hasPrefix($0) }
      )
      types[key] = info
      return info
    }

    private mutating func enumNode(_ value: Any, mirror: Mirror) -> Node {
      guard let payload = mirror.children.first else {
        return .scalar("." + (caseName(of: value) ?? "\(value)"))
      }
      let name = payload.label ?? caseName(of: value) ?? "\(value)"
      let payloadMirror = Mirror(reflecting: payload.value)
      let children =
        payloadMirror.displayStyle == .tuple
        ? tupleChildren(payloadMirror)
        : [Child(label: nil, node: node(payload.value), note: nil)]
      return .group(Group(open: ".\(name)(", close: ")", children: children, isCompact: true))
    }

    private mutating func tupleChildren(_ mirror: Mirror) -> [Child] {
      mirror.children.map { child in
        let label = child.label.flatMap { $0.hasPrefix(".") ? nil : $0 }
        return Child(label: label, node: node(child.value), note: nil)
      }
    }

    private mutating func collectionNode(_ mirror: Mirror) -> Node {
      var children: [Child] = []
      for (index, element) in mirror.children.enumerated() {
        var note = "[\(index)]"
        if let identifiable = element.value as? any Identifiable {
          note += ", id: " + Dump.inline(Dump.identifier(of: identifiable), limit: 60)
        }
        children.append(Child(label: nil, node: node(element.value), note: note))
      }
      return .group(Group(open: "[", close: "]", children: children, isCompact: false))
    }

    private mutating func dictionaryNode(_ mirror: Mirror) -> Node {
      var entries: [(key: Any, label: String, value: Node)] = []
      for entry in mirror.children {
        let pair = Array(Mirror(reflecting: entry.value).children)
        guard pair.count == 2 else { continue }
        var keyText = ""
        _ = Dump.write(node(pair[0].value), to: &keyText, limit: .max, strict: false)
        entries.append((pair[0].value, keyText, node(pair[1].value)))
      }
      guard !entries.isEmpty else { return .scalar("[:]") }
      let order = Dump.sortedOrder(keys: entries.map(\.key), texts: entries.map(\.label))
      let children = order.map { Child(label: entries[$0].label, node: entries[$0].value, note: nil) }
      return .group(Group(open: "[", close: "]", children: children, isCompact: false))
    }

    private mutating func setNode(_ mirror: Mirror) -> Node {
      var elements: [(value: Any, text: String, node: Node)] = []
      for element in mirror.children {
        let elementNode = node(element.value)
        var text = ""
        _ = Dump.write(elementNode, to: &text, limit: .max, strict: false)
        elements.append((element.value, text, elementNode))
      }
      let order = Dump.sortedOrder(keys: elements.map(\.value), texts: elements.map(\.text))
      let children = order.map { Child(label: nil, node: elements[$0].node, note: nil) }
      return .group(Group(open: "Set([", close: "])", children: children, isCompact: false))
    }

    private mutating func objectNode(_ value: Any, mirror: Mirror) -> Node {
      let info = info(type(of: value))
      let isClass = mirror.displayStyle == .class
      let identity = isClass ? ObjectIdentifier(value as AnyObject) : nil
      if let identity, objectsInProgress.contains(identity) {
        return .scalar("\(info.name)(↩︎)")
      }
      var fields: [Mirror.Child] = []
      var current: Mirror? = mirror
      var mirrors: [Mirror] = []
      while let next = current {
        mirrors.append(next)
        current = next.superclassMirror
      }
      for mirror in mirrors.reversed() { fields.append(contentsOf: mirror.children) }

      if fields.isEmpty || info.isSystem {
        if let value = value as? any CustomStringConvertible { return .scalar(value.description) }
        if let value = value as? any CustomDebugStringConvertible {
          return .scalar(value.debugDescription)
        }
        if mirror.displayStyle == nil, fields.isEmpty { return .scalar(String(describing: value)) }
      }
      if let identity { objectsInProgress.insert(identity) }
      defer { if let identity { objectsInProgress.remove(identity) } }
      let children = fields.enumerated().map { index, field in
        Child(label: Dump.fieldLabel(field.label, index: index), node: node(field.value), note: nil)
      }
      return .group(Group(open: "\(info.name)(", close: ")", children: children, isCompact: false))
    }

    private func isOptional(_ type: Any.Type) -> Bool {
      // The metadata kind of `Optional` is 0x202 in the stable Swift ABI.
      unsafeBitCast(type, to: UnsafeRawPointer.self).load(as: Int.self) == 0x202
    }

    private func caseName(of value: Any) -> String? { Dump.caseName(of: value) }
  }

  // MARK: - Helpers

  /// The source name of an enum value's case, read from the runtime's metadata, so that a
  /// custom `description` does not hide it.
  static func caseName<Root>(of value: Root) -> String? {
    guard let layout = EnumLayout(Root.self) else { return nil }
    return layout.caseName(tag: layout.tag(of: value))
  }

  static func identifier<Element: Identifiable>(of element: Element) -> Any { element.id }

  static func fieldLabel(_ label: String?, index: Int) -> String {
    guard let label else { return "\(index)" }
    let lazyPrefix = "$__lazy_storage_$_"
    return label.hasPrefix(lazyPrefix) ? String(label.dropFirst(lazyPrefix.count)) : label
  }

  /// The positions of `keys` in sorted order: by `<` when they are all `Comparable` values of
  /// one type, by their printed text otherwise.
  static func sortedOrder(keys: [Any], texts: [String]) -> [Int] {
    let indices = Array(keys.indices)
    if let first = keys.first, let comparable = first as? any Comparable,
      keys.allSatisfy({ type(of: $0) == type(of: first) })
    {
      func isLess<Key: Comparable>(_: Key) -> (Any, Any) -> Bool {
        { lhs, rhs in
          guard let lhs = lhs as? Key, let rhs = rhs as? Key else { return false }
          return lhs < rhs
        }
      }
      let less = isLess(comparable)
      return indices.sorted { less(keys[$0], keys[$1]) }
    }
    return indices.sorted { texts[$0] < texts[$1] }
  }

  /// A type's name without module prefixes or private and local contexts:
  /// `MyApp.(unknown context at $1f0).Counter.State` becomes `Counter.State`, and
  /// `Swift.Optional<MyApp.Item>` becomes `Optional<Item>`.
  static func typeName(_ reflected: String) -> String {
    // Remove the contexts the runtime adds to local, private and extension types.
    var cleaned = ""
    var rest = Substring(reflected)
    while let open = rest.firstIndex(of: "(") {
      cleaned += rest[..<open]
      let tail = rest[open...]
      if tail.hasPrefix("(unknown context at "), let close = tail.firstIndex(of: ")") {
        rest = tail[tail.index(after: close)...]
        if rest.first == "." { rest = rest.dropFirst() }
      } else if tail.hasPrefix("(extension in "), let close = tail.firstIndex(of: ")") {
        rest = tail[tail.index(after: close)...]
        if rest.first == ":" { rest = rest.dropFirst() }
      } else if let close = tail.firstIndex(of: ")"), let range = tail[..<close].firstRange(of: " in _") {
        cleaned += tail[tail.index(after: open)..<range.lowerBound]
        rest = tail[tail.index(after: close)...]
      } else {
        cleaned += "("
        rest = tail.dropFirst()
      }
    }
    cleaned += rest
    // Drop the module, the first component of every dotted path.
    var result = ""
    var path = ""
    func flush() {
      if let dot = path.firstIndex(of: ".") {
        result += path[path.index(after: dot)...]
      } else {
        result += path
      }
      path = ""
    }
    for character in cleaned {
      if character.isLetter || character.isNumber || character == "_" || character == "." {
        path.append(character)
      } else {
        flush()
        result.append(character)
      }
    }
    flush()
    return result
  }
}
