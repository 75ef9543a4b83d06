/// Learns once which case an embed function builds, then extracts that case's payload straight
/// from memory; the engine behind `/` case paths.
///
/// Learning reads no `Mirror`: the runtime names the payload type of the root's case (cached
/// per enum and value type, see ``CaseTable``), and embedding the extracted value again must
/// give the same case, which tells apart cases that share a payload type. A path whose case the
/// engine cannot read correctly (see the assumptions in `EnumReflection.swift`) is refused at
/// its first use: one `casePath.unsupported` diagnostic, and `nil` from every extraction.
@usableFromInline
final class ReflectiveExtractor<Root, Value>: Sendable {
  @usableFromInline let embed: @Sendable (Value) -> Root
  @usableFromInline let layout: EnumLayout?
  /// What the extractor learned, in one word: the learned case's tag in bits 0–31, and the
  /// flags below; until the case is learned, bits 37–63 mark the tags 0–26 known to be other
  /// cases.
  @usableFromInline let state = AtomicWord(0)

  @usableFromInline static var indirectBit: UInt64 { 1 << 32 }
  @usableFromInline static var learnedBit: UInt64 { 1 << 33 }
  /// Set with `learnedBit` when the learned case keeps its payload as is at the start of the
  /// enum's storage (no case bits in it, not boxed), so that it reads without a copy of the root.
  @usableFromInline static var inPlaceBit: UInt64 { 1 << 34 }
  /// Set with `inPlaceBit` when the enum may keep its tag in bits of the payload, so that a
  /// payload changed in place needs its tag written back.
  @usableFromInline static var retagBit: UInt64 { 1 << 35 }
  /// Set once the path is refused: every extraction answers `nil`.
  @usableFromInline static var refusedBit: UInt64 { 1 << 36 }
  @usableFromInline static var firstMissBit: UInt64 { 37 }
  @usableFromInline static var missableTags: UInt32 { 27 }

  @usableFromInline
  init(embed: @escaping @Sendable (Value) -> Root) {
    self.embed = embed
    self.layout = EnumLayout(Root.self)
  }

  /// Whether the path has learned its case.
  @usableFromInline var isLearned: Bool { state.load() & Self.learnedBit != 0 }

  /// Whether the path was refused: it reads no payload and answers `nil`.
  @usableFromInline var isRefused: Bool { state.load() & Self.refusedBit != 0 }

  // The common case, a learned case whose payload lies in place, is inlined where the path is
  // used; the rest is specialized there but stays out of line.
  @inlinable
  @inline(__always)
  func extract(from root: Root) -> Value? {
    let state = self.state.load()
    if state & (Self.inPlaceBit | Self.learnedBit) == Self.inPlaceBit | Self.learnedBit,
      let layout
    {
      return withUnsafePointer(to: root) { pointer in
        let storage = UnsafeRawPointer(pointer)
        guard layout.tag(at: storage) == UInt32(truncatingIfNeeded: state) else { return nil }
        return storage.load(as: Value.self)
      }
    }
    return extractOutOfLine(from: root, state: state)
  }

  @inlinable
  @inline(never)
  func extractOutOfLine(from root: Root, state: UInt64) -> Value? {
    if state & Self.refusedBit != 0 { return nil }
    guard let layout else {
      refuse(caseName: nil, because: "it is not an enum, and '/' reads enum cases only")
      return nil
    }
    let tag = layout.tag(of: root)
    if state & Self.learnedBit != 0 {
      guard UInt32(truncatingIfNeeded: state) == tag else { return nil }
      let indirect = state & Self.indirectBit != 0
      return layout.payload(of: root, tag: tag, indirect: indirect, as: Value.self)
    }
    if tag < Self.missableTags, state & (1 << (Self.firstMissBit + UInt64(tag))) != 0 {
      return nil
    }
    return learn(from: root, layout: layout, tag: tag)
  }

  /// Changes the payload of `root` right where it lies, when the case is known to keep its
  /// payload as is at the start of the enum's storage: `nil` when that is not known (yet), so
  /// the caller takes the general path; `.some(nil)` when `root` is in another case.
  @inlinable
  func modifyInPlace<Result>(
    _ root: inout Root,
    _ body: (inout Value) -> Result
  ) -> Result?? {
    let state = self.state.load()
    guard
      let layout,
      state & (Self.inPlaceBit | Self.learnedBit) == Self.inPlaceBit | Self.learnedBit
    else { return nil }
    return withUnsafeMutableBytes(of: &root) { bytes in
      let storage = bytes.baseAddress.unsafelyUnwrapped
      let tag = UInt32(truncatingIfNeeded: state)
      guard layout.tag(at: storage) == tag else { return .some(nil) }
      let result = body(&storage.assumingMemoryBound(to: Value.self).pointee)
      if state & Self.retagBit != 0 { layout.rewriteTag(tag, at: storage) }
      return result
    }
  }

  @usableFromInline
  func learn(from root: Root, layout: EnumLayout, tag: UInt32) -> Value? {
    if Value.self == Void.self {
      return learnEmptyCase(from: root, layout: layout, tag: tag)
    }
    let table = CaseTable.of(layout, value: Value.self)
    if let refusal = table.refusal {
      refuse(caseName: refusal.caseName, because: refusal.reason)
      return nil
    }
    guard table.cases.indices.contains(Int(tag)) else {
      refuse(caseName: nil, because: "the runtime describes fewer cases than the value has")
      return nil
    }
    switch table.cases[Int(tag)] {
    case .mismatch:
      recordMiss(tag)
      return nil
    case let .refused(caseName, reason):
      refuse(caseName: caseName, because: reason)
      return nil
    case let .convertible(payloadType, indirect):
      // A closure such as `{ (dog: Dog) in .animal(dog) }` converts its value into the payload
      // (an existential, an optional, a superclass, `AnyHashable`): read the payload as its own
      // type, and keep it when it is a `Value` that embeds back into this case.
      func read<Payload>(_: Payload.Type) -> Any {
        layout.payload(of: root, tag: tag, indirect: indirect, as: Payload.self)
      }
      guard
        let value = _openExistential(payloadType, do: read) as? Value,
        layout.tag(of: embed(value)) == tag
      else { return nil }
      return value
    case let .match(indirect):
      let value = layout.payload(of: root, tag: tag, indirect: indirect, as: Value.self)
      guard layout.tag(of: embed(value)) == tag else {
        recordMiss(tag)
        return nil
      }
      let inPlace =
        !indirect && layout.keepsPayloadInPlace(root, size: MemoryLayout<Value>.size)
      state.store(
        UInt64(tag) | Self.learnedBit | (indirect ? Self.indirectBit : 0)
          | (inPlace ? Self.inPlaceBit : 0) | (inPlace && table.retag ? Self.retagBit : 0))
      return value
    }
  }

  /// Learns a case without a payload by building it: no metadata needed.
  private func learnEmptyCase(from root: Root, layout: EnumLayout, tag: UInt32) -> Value? {
    guard let empty = () as? Value else { return nil }
    let caseTag = layout.tag(of: embed(empty))
    state.store(UInt64(caseTag) | Self.learnedBit | Self.inPlaceBit)
    return caseTag == tag ? empty : nil
  }

  private func recordMiss(_ tag: UInt32) {
    if tag < Self.missableTags { state.formUnion(1 << (Self.firstMissBit + UInt64(tag))) }
  }

  /// Refuses the path for good, reporting why once.
  @usableFromInline
  func refuse(caseName: String?, because reason: String) {
    let before = state.formUnion(Self.refusedBit)
    guard before & Self.refusedBit == 0 else { return }
    let rootName = Dump.typeName(of: Root.self)
    let valueName = Dump.typeName(of: Value.self)
    let what = caseName.map { "case '\($0)' of '\(rootName)'" } ?? "'\(rootName)'"
    let name = caseName ?? "someCase"
    Diagnostics.report(
      kind: "casePath.unsupported",
      """
      A '/' case path into \(what) (payload '\(valueName)') cannot read its case: \(reason). \
      Rather than return a wrong value, the path extracts nil for every value, and a 'Scope' \
      over it leaves the state as it is. Write the path out with CasePath(embed:extract:) \
      instead: CasePath(embed: \(rootName).\(name), extract: { if case let .\(name)(value) = \
      $0 { value } else { nil } }).
      """,
      site: "CasePath<\(rootName), \(valueName)>",
      line: 0
    )
  }
}

/// What a `/` path with a given value type can do with each case of an enum, worked out once per
/// enum and value type from the runtime's metadata.
final class CaseTable: @unchecked Sendable {
  /// What a path does with one case.
  enum Case {
    /// The payload is laid out as the value and stored as a generic value: read it.
    case match(indirect: Bool)
    /// The payload is stored as a generic value of another type that a closure could have
    /// converted the value into: read it as that type, then cast.
    case convertible(Any.Type, indirect: Bool)
    /// The payload cannot hold the value.
    case mismatch
    /// The payload may hold the value but cannot be read correctly: the case's name, and why.
    case refused(caseName: String, reason: String)
  }

  /// Each case's answer, by tag.
  let cases: [Case]
  /// Why every path with this value type is refused at its first use, if it is: the case's
  /// name when one is to blame, and why.
  let refusal: (caseName: String?, reason: String)?
  /// Whether the enum may keep its tag, or part of it, in bits of a payload: every enum with
  /// more than one payload case (assumption 7 of `EnumReflection.swift`).
  let retag: Bool

  private init(cases: [Case], refusal: (caseName: String?, reason: String)?, retag: Bool) {
    self.cases = cases
    self.refusal = refusal
    self.retag = retag
  }

  private struct Key: Hashable, Sendable {
    let root: ObjectIdentifier
    let value: ObjectIdentifier
  }

  private static let cache = LockedValue<[Key: CaseTable]>([:])

  /// The table for paths from the enum `layout` describes to `value`, made on first use.
  static func of(_ layout: EnumLayout, value: Any.Type) -> CaseTable {
    let key = Key(
      root: ObjectIdentifier(unsafeBitCast(layout.metadata, to: Any.Type.self)),
      value: ObjectIdentifier(value))
    if let cached = cache.withLock({ $0[key] }) { return cached }
    let table = make(layout, value: value)
    cache.withLock { $0[key] = table }
    return table
  }

  private static func make(_ layout: EnumLayout, value: Any.Type) -> CaseTable {
    guard layout.hasFieldMetadata else {
      return CaseTable(
        cases: Array(repeating: .mismatch, count: layout.caseCount),
        refusal: (
          nil,
          """
          the enum was compiled without reflection metadata (-disable-reflection-metadata), so \
          the runtime cannot say which type a case carries, and reading a payload as the wrong \
          type is unsafe
          """
        ),
        retag: true)
    }
    var cases: [Case] = []
    var refusal: (caseName: String?, reason: String)?
    for tag in 0..<UInt32(layout.caseCount) {
      let caseName = layout.caseName(tag: tag) ?? "#\(tag)"
      let indirect = layout.isIndirect(tag: tag)
      switch layout.payload(tag: tag) {
      case .unknown:
        cases.append(
          .refused(caseName: caseName, reason: "the runtime cannot name its payload's type"))
      case .empty:
        cases.append(.mismatch)
      case let .type(payload, isGenericParameter):
        let problem = isGenericParameter ? nil : genericReadProblem(payload)
        if haveSameLayout(payload, value) {
          if let problem {
            let reason = "its payload is \(problem)"
            refusal = refusal ?? (caseName, reason)
            cases.append(.refused(caseName: caseName, reason: reason))
          } else {
            cases.append(.match(indirect: indirect))
          }
        } else if mayConvert(value, to: payload), problem == nil {
          cases.append(.convertible(payload, indirect: indirect))
        } else {
          // A payload that cannot be read cannot be a converted value either: the path is
          // for another case.
          cases.append(.mismatch)
        }
      }
    }
    // A multi-payload enum's tag may lie in the payloads' spare bits, in bytes after them, or
    // split between both (assumption 7): the size alone cannot tell which, so every such enum
    // writes its tag back after a change in place.
    return CaseTable(cases: cases, refusal: refusal, retag: layout.payloadCaseCount > 1)
  }

  /// Whether a value of type `value` may be converted implicitly into a `payload` of another
  /// type: never into a struct (but `AnyHashable`), an enum (but `Optional`) or a tuple (but
  /// element by element); possibly into anything else (existentials, classes).
  private static func mayConvert(_ value: Any.Type, to payload: Any.Type) -> Bool {
    let word = MemoryLayout<Int>.size
    let payloadMetadata = unsafeBitCast(payload, to: UnsafeRawPointer.self)
    switch payloadMetadata.load(as: UInt.self) {
    case 0x200:
      return payload == AnyHashable.self
    case 0x201:
      return false
    case 0x301:
      let valueMetadata = unsafeBitCast(value, to: UnsafeRawPointer.self)
      let count = payloadMetadata.load(fromByteOffset: word, as: Int.self)
      guard
        valueMetadata.load(as: UInt.self) == 0x301,
        valueMetadata.load(fromByteOffset: word, as: Int.self) == count
      else { return false }
      // Tuple metadata: kind, count, labels, then (type, offset) for each element.
      return (0..<count).allSatisfy { index in
        let offset = 3 * word + index * 2 * word
        let valueElement = valueMetadata.load(fromByteOffset: offset, as: Any.Type.self)
        let payloadElement = payloadMetadata.load(fromByteOffset: offset, as: Any.Type.self)
        return haveSameLayout(valueElement, payloadElement)
          || mayConvert(valueElement, to: payloadElement)
      }
    default:
      return true
    }
  }
}
