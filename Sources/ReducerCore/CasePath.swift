/// A path from an enum to one of its cases: it can build the enum from the case's payload
/// (`embed`) and try to read the payload back out of any value of the enum (`extract`).
///
/// Case paths are to enums what writable key paths are to structs. Make one with the `/`
/// operator from a case constructor, or spell it out:
///
/// ```swift
/// enum Action { case child(Child.Action), item(id: Int, action: Item.Action), reset }
///
/// let child = /Action.child          // CasePath<Action, Child.Action>
/// let item = /Action.item            // CasePath<Action, (Int, Item.Action)>
/// let reset = /Action.reset          // CasePath<Action, Void>
/// let explicit = CasePath<Action, Child.Action>(
///   embed: Action.child,
///   extract: { if case let .child(action) = $0 { action } else { nil } }
/// )
/// ```
public struct CasePath<Root, Value>: Sendable {
  @usableFromInline let _embed: @Sendable (Value) -> Root
  @usableFromInline let _extract: @Sendable (Root) -> Value?
  /// For a path made with `/`: the extractor `_extract` calls, called directly instead, so that
  /// the extraction is inlined and specialized where the path is used.
  @usableFromInline let extractor: ReflectiveExtractor<Root, Value>?

  /// Creates a case path from a function that builds the enum and one that reads it back.
  ///
  /// - Parameters:
  ///   - embed: Builds the root value from the case's payload, usually the case constructor.
  ///   - extract: Returns the payload when the root is in this case, and `nil` otherwise.
  @inlinable
  public init(
    embed: @escaping @Sendable (Value) -> Root,
    extract: @escaping @Sendable (Root) -> Value?
  ) {
    _embed = embed
    _extract = extract
    extractor = nil
  }

  /// A path that extracts with `extractor`.
  @inlinable
  init(embed: @escaping @Sendable (Value) -> Root, extractor: ReflectiveExtractor<Root, Value>) {
    _embed = embed
    _extract = { extractor.extract(from: $0) }
    self.extractor = extractor
  }

  /// Builds the root value in this case, around `value`.
  @inlinable
  public func embed(_ value: Value) -> Root { _embed(value) }

  /// Returns the payload of `root` when it is in this case, and `nil` otherwise.
  @inlinable
  public func extract(from root: Root) -> Value? {
    if extractor != nil { return extractor.unsafelyUnwrapped.extract(from: root) }
    return _extract(root)
  }

  /// Returns a path that goes through this case and then through a case of its payload.
  ///
  /// ```swift
  /// let grandchild = (/Action.child).appending(path: /Child.Action.detail)
  /// ```
  ///
  /// - Parameter path: A case path into this path's payload.
  /// - Returns: A case path from this path's root to the payload of `path`.
  @inlinable
  public func appending<AppendedValue>(
    path: CasePath<Value, AppendedValue>
  ) -> CasePath<Root, AppendedValue> {
    CasePath<Root, AppendedValue>(
      embed: { [_embed] value in _embed(path.embed(value)) },
      extract: { [_extract] root in _extract(root).flatMap(path.extract(from:)) }
    )
  }

  /// Changes the payload of `root` in place when it is in this case.
  ///
  /// - Parameters:
  ///   - root: The enum value to change.
  ///   - body: Changes the payload; it is not called when `root` is in another case.
  /// - Returns: The value `body` returned, or `nil` when `root` is in another case.
  @discardableResult
  @inlinable
  public func modify<Result>(
    _ root: inout Root,
    _ body: (inout Value) throws -> Result
  ) rethrows -> Result? {
    guard var value = extract(from: root) else { return nil }
    let result = try body(&value)
    root = embed(value)
    return result
  }
}

extension CasePath {
  /// Changes the payload of `root` in place when it is in this case, like ``modify(_:_:)``,
  /// without copying it: while `body` runs, `root` does not hold the payload, so arrays and
  /// other buffers in it are not shared and change without a copy.
  ///
  /// - Returns: The value `body` returned, or `nil` when `root` is in another case.
  @inlinable
  func modifyInPlace<Result>(_ root: inout Root, _ body: (inout Value) -> Result) -> Result? {
    // A `/` path that learned its case keeps its payload as is in the enum's storage changes
    // the payload right there.
    if extractor != nil, let result = extractor.unsafelyUnwrapped.modifyInPlace(&root, body) {
      return result
    }
    return withUnsafeMutablePointer(to: &root) { pointer in
      let whole = pointer.move()
      guard var value = extract(from: whole) else {
        pointer.initialize(to: whole)
        return nil
      }
      // Releasing the old root leaves `value` the only owner of the payload's buffers.
      _ = consume whole
      let result = body(&value)
      pointer.initialize(to: embed(value))
      return result
    }
  }
}

/// Joins two case paths: `/Action.child .. /Child.Action.detail`.
infix operator .. : AdditionPrecedence

/// Returns a case path that goes through `lhs` and then through `rhs`.
///
/// - Parameters:
///   - lhs: A case path to an enum case.
///   - rhs: A case path into the payload of `lhs`.
/// - Returns: The composed case path.
@inlinable
public func .. <Root, Value, AppendedValue>(
  lhs: CasePath<Root, Value>,
  rhs: CasePath<Value, AppendedValue>
) -> CasePath<Root, AppendedValue> {
  lhs.appending(path: rhs)
}

prefix operator /

/// Returns a case path for the enum case that `embed` builds.
///
/// `embed` is a case constructor such as `Action.child` (one associated value) or `Action.item`
/// (several, read as a tuple). The first extraction learns which case it is with `Mirror`;
/// every later one reads the case index and the payload straight from the runtime's value
/// witnesses, so it costs a few nanoseconds.
///
/// ```swift
/// Scope(state: \.counter, action: /Action.counter) { Counter() }
/// ```
///
/// - Parameter embed: The case constructor.
/// - Returns: A case path to that case.
@inlinable
public prefix func / <Root, Value>(
  embed: @escaping @Sendable (Value) -> Root
) -> CasePath<Root, Value> {
  CasePath(embed: embed, extractor: ReflectiveExtractor(embed: embed))
}

/// Returns a case path for an enum case that has no associated value, such as `Action.reset`.
///
/// Extraction compares the case index only. The enum must be `Equatable`: that keeps the
/// operator from also matching case constructors, which are functions. For a case of an enum
/// that is not `Equatable`, use ``CasePath/init(case:)``.
///
/// ```swift
/// let reset = /Action.reset   // CasePath<Action, Void>
/// reset.extract(from: .reset) // ()
/// ```
///
/// - Parameter root: The enum case.
/// - Returns: A case path whose payload is `Void`.
@inlinable
public prefix func / <Root: Equatable & Sendable>(root: Root) -> CasePath<Root, Void> {
  CasePath(case: root)
}

extension CasePath where Value == Void {
  /// Creates a case path for an enum case that has no associated value.
  ///
  /// ```swift
  /// let tick = CasePath(case: Action.tick)  // CasePath<Action, Void>
  /// ```
  ///
  /// - Parameter root: The enum case.
  @inlinable
  public init(case root: Root) where Root: Sendable {
    self.init(embed: { _ in root }, extractor: ReflectiveExtractor(embed: { _ in root }))
  }
}

/// Learns once which case an embed function builds, then extracts that case's payload straight
/// from memory.
///
/// Learning costs no `Mirror` walk either: the runtime names the payload type of the root's
/// case (cached per enum, case and value type), and embedding the extracted value again must
/// give the same case, which tells apart cases that share a payload type.
@usableFromInline
final class ReflectiveExtractor<Root, Value>: Sendable {
  @usableFromInline let embed: @Sendable (Value) -> Root
  @usableFromInline let layout: EnumLayout?
  /// What the extractor learned, in one word: bit 33 set once the case is known, with its tag
  /// in bits 0–31, whether it is indirect in bit 32 and whether it reads in place in bit 34;
  /// until then, bits 35–63 mark the tags
  /// 0–28 known to be other cases.
  @usableFromInline let state = AtomicWord(0)

  @usableFromInline static var learnedBit: UInt64 { 1 << 33 }
  @usableFromInline static var indirectBit: UInt64 { 1 << 32 }
  /// Set with `learnedBit` when the learned case keeps its payload as is at the start of the
  /// enum's storage (no case bits in it, not boxed), so that it reads without a copy of the root.
  @usableFromInline static var inPlaceBit: UInt64 { 1 << 34 }

  @usableFromInline
  init(embed: @escaping @Sendable (Value) -> Root) {
    self.embed = embed
    self.layout = EnumLayout(Root.self)
  }

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
    guard let layout else { return extractWithMirror(from: root) }
    let tag = layout.tag(of: root)
    if state & Self.learnedBit != 0 {
      guard UInt32(truncatingIfNeeded: state) == tag else { return nil }
      let indirect = state & Self.indirectBit != 0
      return layout.payload(of: root, tag: tag, indirect: indirect, as: Value.self)
    }
    if tag < 29, state & (1 << (35 + UInt64(tag))) != 0 { return nil }
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
      guard layout.tag(at: storage) == UInt32(truncatingIfNeeded: state) else {
        return .some(nil)
      }
      return body(&storage.assumingMemoryBound(to: Value.self).pointee)
    }
  }

  @usableFromInline
  func learn(from root: Root, layout: EnumLayout, tag: UInt32) -> Value? {
    switch CaseMatch.lookup(layout: layout, tag: tag, value: Value.self) {
    case .unknown:
      return extractWithMirror(from: root)
    case .mismatch:
      recordMiss(tag)
      return nil
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
          | (inPlace ? Self.inPlaceBit : 0))
      return value
    }
  }

  private func recordMiss(_ tag: UInt32) {
    if tag < 29 { state.formUnion(1 << (35 + UInt64(tag))) }
  }

  /// The slow, always-correct path for what the runtime cannot describe: read the payload
  /// with `Mirror`, then check that embedding it again gives the same case.
  @usableFromInline
  func extractWithMirror(from root: Root) -> Value? {
    let mirror = Mirror(reflecting: root)
    guard mirror.displayStyle == .enum || mirror.displayStyle == .optional else { return nil }
    let value: Value
    if let child = mirror.children.first {
      guard let payload = child.value as? Value else { return nil }
      value = payload
    } else {
      guard let empty = () as? Value else { return nil }
      value = empty
    }
    let embedded = embed(value)
    if let layout {
      guard layout.tag(of: embedded) == layout.tag(of: root) else { return nil }
    } else {
      guard Mirror(reflecting: embedded).children.first?.label == mirror.children.first?.label
      else { return nil }
    }
    return value
  }
}

/// Whether the payload of an enum case can be read as a value type, cached for the process.
@usableFromInline
enum CaseMatch: Sendable {
  case match(indirect: Bool)
  case mismatch
  case unknown

  private struct Key: Hashable, Sendable {
    let root: ObjectIdentifier
    let value: ObjectIdentifier
    let tag: UInt32
  }

  private static let cache = LockedValue<[Key: CaseMatch]>([:])

  /// Whether a value of type `value` may be converted implicitly into a `payload` of another
  /// type: never into a struct (but `AnyHashable`), an enum (but `Optional`) or a tuple (but
  /// element by element); possibly into anything else (existentials, classes, functions).
  private static func mayConvert(_ value: Any.Type, to payload: Any.Type) -> Bool {
    let word = MemoryLayout<Int>.size
    let payloadMetadata = unsafeBitCast(payload, to: UnsafeRawPointer.self)
    switch payloadMetadata.load(as: Int.self) {
    case 0x200:
      return payload == AnyHashable.self
    case 0x201:
      return false
    case 0x301:
      let valueMetadata = unsafeBitCast(value, to: UnsafeRawPointer.self)
      let count = payloadMetadata.load(fromByteOffset: word, as: Int.self)
      guard
        valueMetadata.load(as: Int.self) == 0x301,
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

  static func lookup(layout: EnumLayout, tag: UInt32, value: Any.Type) -> CaseMatch {
    let key = Key(
      root: ObjectIdentifier(unsafeBitCast(layout.metadata, to: Any.Type.self)),
      value: ObjectIdentifier(value), tag: tag)
    if let cached = cache.withLock({ $0[key] }) { return cached }
    let match: CaseMatch
    switch layout.payload(tag: tag) {
    case .unknown:
      match = .unknown
    case .empty:
      match = haveSameLayout(Void.self, value) ? .match(indirect: false) : .mismatch
    case let .type(payload):
      if haveSameLayout(payload, value) {
        match = .match(indirect: layout.isIndirect(tag: tag))
      } else if mayConvert(value, to: payload) {
        // A closure such as `{ (dog: Dog) in .animal(dog) }` converts its value into the
        // payload (an existential, an optional, a superclass, `AnyHashable`): only `Mirror`
        // can tell whether a given payload holds such a value.
        match = .unknown
      } else {
        match = .mismatch
      }
    }
    cache.withLock { $0[key] = match }
    return match
  }
}
