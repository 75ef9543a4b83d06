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

  /// Whether a string holds a line break; checks bytes rather than characters, for speed.
  static func isMultiline(_ string: String) -> Bool {
    string.utf8.contains { $0 == 0x0A || $0 == 0x0D }
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
    case .elision:
      lines.append(Line(indent: indent, text: "…"))
    case let .string(string):
      guard Dump.isMultiline(string) else {
        lines.append(
          Line(indent: indent, text: prefix + string.debugDescription + suffix, note: note))
        return
      }
      lines.append(Line(indent: indent, text: prefix + "\"\"\"", note: note))
      for line in string.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline) {
        let escaped = String(line).replacing("\\", with: "\\\\")
          .replacing("\"\"\"", with: "\\\"\"\"")
        lines.append(Line(indent: indent + 1, text: escaped))
      }
      lines.append(Line(indent: indent + 1, text: "\"\"\"" + suffix))
    case let .group(group):
      if group.children.isEmpty {
        lines.append(
          Line(indent: indent, text: prefix + group.open + group.close + suffix, note: note))
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
    case .elision:
      text += "…"
    case let .string(string):
      if strict, isMultiline(string) { return false }
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
    /// Elements left out of a diff because they are equal on both sides, printed `…`.
    case elision
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

    init(label: String? = nil, node: Node, note: String? = nil) {
      self.label = label
      self.node = node
      self.note = note
    }
  }

  /// The dumps of two values to diff. Parts that are equal (`==`) on both sides are built
  /// once, and their long collections keep only the elements near their ends, the only ones a
  /// diff can show; so a change in a large value costs little more than the change.
  package static func lines(of old: Any, and new: Any) -> (old: [Line], new: [Line]) {
    var builder = Builder()
    let (oldNode, newNode) = builder.pair(old, new)
    var oldLines: [Line] = []
    var newLines: [Line] = []
    render(oldNode, indent: 0, prefix: "", suffix: "", note: nil, into: &oldLines)
    render(newNode, indent: 0, prefix: "", suffix: "", note: nil, into: &newLines)
    return (oldLines, newLines)
  }

  /// Turns values into nodes, remembering type names and guarding against reference cycles.
  struct Builder {
    /// How many equal elements to keep next to a change, or at each end of an equal
    /// collection; enough for the two lines of context a diff shows.
    static let keptElements = 2

    private var types: [ObjectIdentifier: TypeInfo] = [:]
    private var objectsInProgress: Set<ObjectIdentifier> = []
    /// Whether long collections keep only their first and last elements: set while building a
    /// part of a diff that is equal on both sides.
    private var isEliding = false
    /// The shared values each side of a diff reads (see ``SharedAccess/comparison``), or `nil`
    /// to read them as the task does.
    private let sides = SharedAccess.comparison
    /// Whether the part being built is on the new side of a diff.
    private var isReadingNew = false

    struct TypeInfo {
      /// The name without module prefixes, such as `Counter.State`.
      let name: String
      /// Whether the type comes from the standard library or Foundation.
      let isSystem: Bool
    }

    /// What a value is made of, before its parts become nodes.
    enum Shape {
      case leaf(Node)
      /// A struct or class: its type name and fields.
      case object(name: String, fields: [Mirror.Child], identity: ObjectIdentifier?)
      /// An enum case with a payload: its name and the payload's parts.
      case payload(name: String, parts: [Mirror.Child])
      case tuple([Mirror.Child])
      case collection([Any])
      case dictionary([(key: Any, value: Any)])
      case set([Any])
    }

    mutating func node(_ value: Any) -> Node {
      switch shape(of: value) {
      case let .leaf(node):
        return node
      case let .object(name, fields, identity):
        if let identity { objectsInProgress.insert(identity) }
        defer { if let identity { objectsInProgress.remove(identity) } }
        let children = fields.enumerated().map { index, field in
          Child(label: Dump.fieldLabel(field.label, index: index), node: node(field.value))
        }
        return .group(Group(open: "\(name)(", close: ")", children: children, isCompact: false))
      case let .payload(name, parts):
        return .group(
          Group(open: ".\(name)(", close: ")", children: tupleChildren(parts), isCompact: true))
      case let .tuple(parts):
        return .group(Group(open: "(", close: ")", children: tupleChildren(parts), isCompact: true))
      case let .collection(elements):
        var children: [Child] = []
        for index in keptIndices(elements.count) {
          guard let index else {
            children.append(Child(node: .elision))
            continue
          }
          let element = elements[index]
          children.append(
            Child(node: node(element), note: Dump.note(index: index, element: element)))
        }
        return .group(Group(open: "[", close: "]", children: children, isCompact: false))
      case let .dictionary(entries):
        guard !entries.isEmpty else { return .scalar("[:]") }
        var labels: [Int: String] = [:]
        let order = Dump.sortedOrder(keys: entries.map(\.key)) { index in
          if let label = labels[index] { return label }
          let label = inlineText(entries[index].key)
          labels[index] = label
          return label
        }
        var children: [Child] = []
        for position in keptIndices(order.count) {
          guard let position else {
            children.append(Child(node: .elision))
            continue
          }
          let entry = entries[order[position]]
          let label = labels[order[position]] ?? inlineText(entry.key)
          children.append(Child(label: label, node: node(entry.value)))
        }
        return .group(Group(open: "[", close: "]", children: children, isCompact: false))
      case let .set(elements):
        var texts: [Int: String] = [:]
        let order = Dump.sortedOrder(keys: elements) { index in
          if let text = texts[index] { return text }
          let text = inlineText(elements[index])
          texts[index] = text
          return text
        }
        var children: [Child] = []
        for position in keptIndices(order.count) {
          guard let position else {
            children.append(Child(node: .elision))
            continue
          }
          children.append(Child(node: node(elements[order[position]])))
        }
        return .group(Group(open: "Set([", close: "])", children: children, isCompact: false))
      }
    }

    /// The nodes of two values at the same place in the two sides of a diff. What is equal is
    /// built once and shared; collections are matched element by element from both ends.
    mutating func pair(_ old: Any, _ new: Any) -> (Node, Node) {
      guard type(of: old) == type(of: new) else { return (node(old), onNewSide { $0.node(new) }) }
      if Dump.isEqual(old, new) == true {
        let wasEliding = isEliding
        isEliding = true
        defer { isEliding = wasEliding }
        let shared = node(old)
        return (shared, shared)
      }
      switch (shape(of: old), onNewSide { $0.shape(of: new) }) {
      case let (.object(oldName, oldFields, nil), .object(_, newFields, nil))
      where oldFields.map(\.label) == newFields.map(\.label):
        var oldChildren: [Child] = []
        var newChildren: [Child] = []
        for (index, (oldField, newField)) in zip(oldFields, newFields).enumerated() {
          let label = Dump.fieldLabel(oldField.label, index: index)
          let (oldNode, newNode) = pair(oldField.value, newField.value)
          oldChildren.append(Child(label: label, node: oldNode))
          newChildren.append(Child(label: label, node: newNode))
        }
        return (
          .group(Group(open: "\(oldName)(", close: ")", children: oldChildren, isCompact: false)),
          .group(Group(open: "\(oldName)(", close: ")", children: newChildren, isCompact: false))
        )
      case let (.payload(oldName, oldParts), .payload(newName, newParts))
      where oldName == newName && oldParts.map(\.label) == newParts.map(\.label):
        let (oldChildren, newChildren) = pairParts(oldParts, newParts)
        return (
          .group(Group(open: ".\(oldName)(", close: ")", children: oldChildren, isCompact: true)),
          .group(Group(open: ".\(oldName)(", close: ")", children: newChildren, isCompact: true))
        )
      case let (.tuple(oldParts), .tuple(newParts)):
        let (oldChildren, newChildren) = pairParts(oldParts, newParts)
        return (
          .group(Group(open: "(", close: ")", children: oldChildren, isCompact: true)),
          .group(Group(open: "(", close: ")", children: newChildren, isCompact: true))
        )
      case let (.collection(oldElements), .collection(newElements)):
        let (oldChildren, newChildren) = pairElements(oldElements, newElements)
        return (
          .group(Group(open: "[", close: "]", children: oldChildren, isCompact: false)),
          .group(Group(open: "[", close: "]", children: newChildren, isCompact: false))
        )
      default:
        return (node(old), onNewSide { $0.node(new) })
      }
    }

    /// Builds a part of the new side of a diff: shared values read as that side has them.
    private mutating func onNewSide<Result>(_ build: (inout Builder) -> Result) -> Result {
      let wasReadingNew = isReadingNew
      isReadingNew = true
      defer { isReadingNew = wasReadingNew }
      return build(&self)
    }

    private mutating func pairParts(_ old: [Mirror.Child], _ new: [Mirror.Child]) -> (
      [Child], [Child]
    ) {
      var oldChildren: [Child] = []
      var newChildren: [Child] = []
      for (oldPart, newPart) in zip(old, new) {
        let label = oldPart.label.flatMap { $0.hasPrefix(".") ? nil : $0 }
        let (oldNode, newNode) = pair(oldPart.value, newPart.value)
        oldChildren.append(Child(label: label, node: oldNode))
        newChildren.append(Child(label: label, node: newNode))
      }
      return (oldChildren, newChildren)
    }

    /// Matches the equal elements at the start and at the end of two collections, keeps a few
    /// of them next to the differing middle, and pairs the middle element by element when both
    /// middles have the same length.
    private mutating func pairElements(_ old: [Any], _ new: [Any]) -> ([Child], [Child]) {
      let shorter = Swift.min(old.count, new.count)
      var prefix = 0
      while prefix < shorter, Dump.isEqual(old[prefix], new[prefix]) == true { prefix += 1 }
      var suffix = 0
      while suffix < shorter - prefix,
        Dump.isEqual(old[old.count - 1 - suffix], new[new.count - 1 - suffix]) == true
      {
        suffix += 1
      }
      var oldChildren: [Child] = []
      var newChildren: [Child] = []
      let kept = Self.keptElements
      let wasEliding = isEliding

      // The equal start: an elision, then the last few elements.
      if prefix > kept {
        oldChildren.append(Child(node: .elision))
        newChildren.append(Child(node: .elision))
      }
      isEliding = true
      for index in Swift.max(0, prefix - kept)..<prefix {
        let shared = node(old[index])
        let note = Dump.note(index: index, element: old[index])
        oldChildren.append(Child(node: shared, note: note))
        newChildren.append(Child(node: shared, note: note))
      }
      isEliding = wasEliding

      // The middle.
      let oldMiddle = prefix..<(old.count - suffix)
      let newMiddle = prefix..<(new.count - suffix)
      if oldMiddle.count == newMiddle.count {
        for (oldIndex, newIndex) in zip(oldMiddle, newMiddle) {
          let (oldNode, newNode) = pair(old[oldIndex], new[newIndex])
          oldChildren.append(
            Child(node: oldNode, note: Dump.note(index: oldIndex, element: old[oldIndex])))
          newChildren.append(
            Child(node: newNode, note: Dump.note(index: newIndex, element: new[newIndex])))
        }
      } else {
        for index in oldMiddle {
          oldChildren.append(
            Child(node: node(old[index]), note: Dump.note(index: index, element: old[index])))
        }
        for index in newMiddle {
          newChildren.append(
            Child(
              node: onNewSide { $0.node(new[index]) },
              note: Dump.note(index: index, element: new[index])))
        }
      }

      // The equal end: the first few elements, then an elision.
      isEliding = true
      for offset in 0..<Swift.min(suffix, kept) {
        let oldIndex = old.count - suffix + offset
        let newIndex = new.count - suffix + offset
        let shared = node(old[oldIndex])
        oldChildren.append(
          Child(node: shared, note: Dump.note(index: oldIndex, element: old[oldIndex])))
        newChildren.append(
          Child(node: shared, note: Dump.note(index: newIndex, element: new[newIndex])))
      }
      isEliding = wasEliding
      if suffix > kept {
        oldChildren.append(Child(node: .elision))
        newChildren.append(Child(node: .elision))
      }
      return (oldChildren, newChildren)
    }

    /// The positions of a collection's elements to build, `nil` standing for an elision: all
    /// of them, or only the first and last few while eliding.
    private func keptIndices(_ count: Int) -> [Int?] {
      let kept = Self.keptElements
      guard isEliding, count > 2 * kept + 1 else { return Array(0..<count) }
      return Array(0..<kept) + [nil] + Array((count - kept)..<count)
    }

    private mutating func tupleChildren(_ parts: [Mirror.Child]) -> [Child] {
      parts.map { part in
        Child(label: part.label.flatMap { $0.hasPrefix(".") ? nil : $0 }, node: node(part.value))
      }
    }

    private mutating func inlineText(_ value: Any) -> String {
      var text = ""
      _ = Dump.write(node(value), to: &text, limit: .max, strict: false)
      return text
    }

    private mutating func shape(of value: Any) -> Shape {
      let type = type(of: value)
      // The metadata kind of `Optional` is 0x202 in the stable Swift ABI.
      if metadataKind(of: type) == 0x202 {
        guard let wrapped = Mirror(reflecting: value).children.first?.value else {
          return .leaf(.scalar("nil"))
        }
        return shape(of: wrapped)
      }
      if type == AnyHashable.self, let hashable = value as? AnyHashable {
        return shape(of: hashable.base)
      }
      if let field = value as? any BindingStateField { return shape(of: field.fieldValue) }
      if let field = value as? any SharedStateField {
        let values = sides.map { isReadingNew ? $0.rhs : $0.lhs } ?? SharedAccess.values
        return shape(of: field.fieldValue(in: values))
      }
      switch value {
      case let keyPath as AnyKeyPath: return .leaf(.scalar(KeyPathNames.description(of: keyPath)))
      case let string as String: return .leaf(.string(string))
      case let string as Substring: return .leaf(.string(String(string)))
      case let character as Character: return .leaf(.string(String(character)))
      case let bool as Bool: return .leaf(.scalar(bool ? "true" : "false"))
      case let integer as any BinaryInteger: return .leaf(.scalar("\(integer)"))
      case let float as any FloatingPoint: return .leaf(.scalar("\(float)"))
      default: break
      }
      if let caseName = caseNameOfUnreflectablePayload(value) {
        return .leaf(.scalar(".\(caseName)(<metatype>)"))
      }
      let mirror = Mirror(reflecting: value)
      switch mirror.displayStyle {
      case .enum:
        guard let payload = mirror.children.first else {
          return .leaf(.scalar("." + (Dump.caseName(of: value) ?? "\(value)")))
        }
        let name = payload.label ?? Dump.caseName(of: value) ?? "\(value)"
        let payloadMirror = Mirror(reflecting: payload.value)
        let parts =
          payloadMirror.displayStyle == .tuple
          ? Array(payloadMirror.children) : [(label: nil, value: payload.value)]
        return .payload(name: name, parts: parts)
      case .tuple:
        return .tuple(Array(mirror.children))
      case .collection:
        return .collection(mirror.children.map(\.value))
      case .dictionary:
        return .dictionary(
          mirror.children.compactMap { entry in
            let pair = Array(Mirror(reflecting: entry.value).children)
            return pair.count == 2 ? (pair[0].value, pair[1].value) : nil
          }
        )
      case .set:
        return .set(mirror.children.map(\.value))
      case .optional:
        guard let wrapped = mirror.children.first?.value else { return .leaf(.scalar("nil")) }
        return shape(of: wrapped)
      default:
        return objectShape(value, mirror: mirror)
      }
    }

    private mutating func objectShape(_ value: Any, mirror: Mirror) -> Shape {
      let info = info(type(of: value))
      let identity = mirror.displayStyle == .class ? ObjectIdentifier(value as AnyObject) : nil
      if let identity, objectsInProgress.contains(identity) {
        return .leaf(.scalar("\(info.name)(↩︎)"))
      }
      var mirrors: [Mirror] = []
      var current: Mirror? = mirror
      while let next = current {
        mirrors.append(next)
        current = next.superclassMirror
      }
      // `@BindingState var name` and `@Shared var name` are stored as `_name`: show them under
      // the name the code uses.
      let fields = mirrors.reversed().flatMap(\.children).map { field -> Mirror.Child in
        guard field.value is any BindingStateField || field.value is any SharedStateField,
          let label = field.label, label.hasPrefix("_")
        else { return field }
        return (label: String(label.dropFirst()), value: field.value)
      }
      if fields.isEmpty || info.isSystem {
        if let value = value as? any CustomStringConvertible {
          return .leaf(.scalar(value.description))
        }
        if let value = value as? any CustomDebugStringConvertible {
          return .leaf(.scalar(value.debugDescription))
        }
        if mirror.displayStyle == nil, fields.isEmpty {
          return .leaf(.scalar(String(describing: value)))
        }
      }
      return .object(name: info.name, fields: fields, identity: identity)
    }

    private mutating func info(_ type: Any.Type) -> TypeInfo {
      let key = ObjectIdentifier(type)
      if let info = types[key] { return info }
      let reflected = String(reflecting: type)
      let systemModules = [
        "Swift.", "Foundation.", "FoundationEssentials.", "_Concurrency.", "Dispatch.",
      ]
      let info = TypeInfo(
        name: Dump.typeName(reflected),
        isSystem: systemModules.contains { reflected.hasPrefix($0) }
      )
      types[key] = info
      return info
    }
  }

  // MARK: - Helpers

  /// Whether two values are equal by `==`, or `nil` when they are not of one `Equatable` type.
  static func isEqual(_ lhs: Any, _ rhs: Any) -> Bool? {
    guard let lhs = lhs as? any Equatable else { return nil }
    func isEqual<Value: Equatable>(_ lhs: Value) -> Bool? {
      guard let rhs = rhs as? Value else { return nil }
      return lhs == rhs
    }
    return isEqual(lhs)
  }

  /// The note of an element of a collection: its position, and its id when it has one.
  static func note(index: Int, element: Any) -> String {
    guard let identifiable = element as? any Identifiable else { return "[\(index)]" }
    func identifier<Element: Identifiable>(of element: Element) -> Any { element.id }
    return "[\(index)], id: " + inline(identifier(of: identifiable), limit: 60)
  }

  /// The source name of an enum value's case, read from the runtime's metadata, so that a
  /// custom `description` does not hide it.
  package static func caseName<Root>(of value: Root) -> String? {
    guard let layout = EnumLayout(Root.self) else { return nil }
    return layout.caseName(tag: layout.tag(of: value))
  }

  static func fieldLabel(_ label: String?, index: Int) -> String {
    guard let label else { return "\(index)" }
    let lazyPrefix = "$__lazy_storage_$_"
    return label.hasPrefix(lazyPrefix) ? String(label.dropFirst(lazyPrefix.count)) : label
  }

  /// The positions of `keys` in sorted order: by `<` when they are all `Comparable` values of
  /// one type, by their printed text (`text(position)`) otherwise.
  static func sortedOrder(keys: [Any], text: (Int) -> String) -> [Int] {
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
    return indices.sorted { text($0) < text($1) }
  }

  /// A type's name without module prefixes or private and local contexts:
  /// `MyApp.Counter.State` becomes `Counter.State`, `Swift.Optional<MyApp.Item>` becomes
  /// `Optional<Item>`, and a type declared in a function body is named by itself.
  static func typeName(_ reflected: String) -> String {
    var result = ""
    // The components of the dotted path being read, and whether its first one is a module.
    var path: [Substring] = []
    var startsWithModule = true
    func flush() {
      result += (startsWithModule && path.count > 1 ? path.dropFirst() : path[...])
        .joined(separator: ".")
      path = []
      startsWithModule = true
    }
    var rest = Substring(reflected)
    while let character = rest.first {
      if character.isLetter || character.isNumber || character == "_" || character == "$" {
        let end = rest.firstIndex { !($0.isLetter || $0.isNumber || $0 == "_" || $0 == "$") }
        path.append(rest[..<(end ?? rest.endIndex)])
        rest = rest[(end ?? rest.endIndex)...]
      } else if character == ".", !path.isEmpty {
        rest = rest.dropFirst()
      } else if character == "(", let close = rest.firstIndex(of: ")") {
        let inside = rest[rest.index(after: rest.startIndex)..<close]
        if inside.hasPrefix("unknown context at ") {
          // A type declared in a function: what encloses the function does not name it.
          path = []
          startsWithModule = false
          rest = rest[rest.index(after: close)...].drop { $0 == "." }
        } else if inside.hasPrefix("extension in ") {
          rest = rest[rest.index(after: close)...].drop { $0 == ":" }
        } else if let range = inside.firstRange(of: " in _"),
          inside[..<range.lowerBound].allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" })
        {
          // A private type: `(Name in _1A2B…)`.
          path.append(inside[..<range.lowerBound])
          rest = rest[rest.index(after: close)...]
        } else {
          flush()
          result.append("(")
          rest = rest.dropFirst()
        }
      } else {
        flush()
        result.append(character)
        rest = rest.dropFirst()
      }
    }
    flush()
    return result
  }
}
