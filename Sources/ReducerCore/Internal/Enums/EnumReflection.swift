import Foundation
import ReducerCRuntime

// Reads enum cases through the Swift runtime's value witnesses, so that a case path made with
// `/` costs a few nanoseconds instead of a `Mirror` walk. `Mirror` is never used to read a
// payload: it follows `CustomReflectable` and misreads functions and thin metatypes.
//
// MARK: Assumptions, and what guards each
//
// Every run-time layout detail the `/` case paths and the in-place `Scope` rely on is listed
// here. Each is the stable Swift ABI (the same structures `Mirror` reads); where a detail holds
// only for some types, the check that guards it runs before the fast path is taken, and the
// path is refused (a `casePath.unsupported` diagnostic, `nil` from every extraction) when the
// check fails. The safe path beside all of it is an explicit `CasePath(embed:extract:)`, whose
// `switch` the tests use as the reference for every fast path.
//
// 1. Metadata kinds: 0x200 struct, 0x201 enum, 0x202 `Optional`, 0x203 foreign class, 0x301
//    tuple, 0x302 function, 0x303 existential, 0x304 metatype, 0x305 Objective-C class
//    wrapper, 0x306 existential metatype; a class is 0 or an isa pointer (above 0x7FF). The
//    kind is a pointer-sized word (4 bytes on arm64_32), compared as an unsigned word: an isa
//    pointer may have its top bit set (a signed pointer on arm64e), and is still no kind.
//    Guard: `EnumLayout.init` reads enum witnesses only for 0x201 and 0x202 and returns `nil`
//    otherwise (a non-enum root is refused); every other kind is read only to refuse or to
//    compare types.
// 2. The value witness table lies one word before the metadata; an enum's table is followed by
//    the enum witnesses `getEnumTag`, `destructiveProjectEnumData`, `destructiveInjectEnumTag`.
//    Guard: kinds 0x201 and 0x202 always carry them. The table pointer and the witnesses are
//    read and called only by the package's C target (`ReducerCRuntime.h`), which authenticates
//    them where the ABI signs them (arm64e); Swift never calls a witness itself.
// 3. The nominal type descriptor is the metadata's second word (read by the C target, which
//    authenticates it on arm64e). An enum descriptor holds, as
//    32-bit words: flags, parent, name, access function, fields (relative pointer, 0 when the
//    binary has no reflection metadata), payload case count (low 24 bits), empty case count.
//    Guard: a zero fields pointer refuses every payload case (payload-less cases are learned
//    by building one with the path's `embed`, which needs no metadata).
// 4. Field records: a 16-byte header (record size at byte 10, count at 12), then per case:
//    flags (bit 0: indirect), the mangled payload type, the case name. Guard: `tag < count`.
// 5. A payload is stored in the enum the way a generic value of its type is, EXCEPT a payload
//    whose declared type is a function or a thin metatype (itself, as a tuple element, or
//    wrapped in `Optional`): a concrete enum stores those in their concrete representation
//    (another calling convention; zero bytes for a thin metatype), which no generic read can
//    convert. Guard: `genericReadProblem` refuses such payloads, unless the declared type is a
//    bare generic parameter (`case value(T)`), which is stored as a generic value.
// 6. `destructiveProjectEnumData` leaves the payload at byte 0 of the storage; an `indirect`
//    payload lies in a heap box after its two-word header (Swift's `HeapObject.h` asserts
//    `sizeof(HeapObject) == 2*sizeof(void*)` on every target, arm64_32 included), aligned for
//    the payload. Guard: the indirect flag comes from the field record; a payload is read where it lies without
//    projecting only after a check, on the learning value, that projecting that case changes
//    none of the payload's bytes (the case keeps no tag bits in the payload).
// 7. A multi-payload enum may keep its tag in bits the payloads do not use (padding bytes
//    among them), which a valid new payload may overwrite, and may split it between those bits
//    and extra tag bytes after the payloads (a five-case enum of class references is 5 bytes
//    on arm64_32: 2 tag bits in the pointer, 1 in a byte after it). Guard: after a payload of
//    an enum with more than one payload case is changed in place, the tag is written back
//    (project, then inject), whatever the enum's size says.
// 8. `swift_getTypeByMangledNameInContext` names a field's type (see `RuntimeEntryPoints.swift`,
//    and the C target that calls it, the one runtime function the library calls by name).
//    Guard: a name it cannot resolve refuses the case.
// 9. The payload's bytes are borrowed in place while a `Scope` changes them; a payload that
//    cannot be changed in place is moved out of the state for that time, and the move is
//    counted on the thread (`ThreadCounter.payloadsOut`). Guard: a store's state read during its own reduce
//    is reported, and stops the process while the thread's count says a payload is out, where
//    no consistent value exists.

/// The enum value witnesses of one enum type, read from its metadata.
@usableFromInline
struct EnumLayout: @unchecked Sendable {
  @usableFromInline let metadata: UnsafeRawPointer

  /// Reads the layout of `type`, or `nil` when it is not an enum (or `Optional`).
  @inlinable
  init?(_ type: Any.Type) {
    let metadata = unsafeBitCast(type, to: UnsafeRawPointer.self)
    let kind = metadata.load(as: UInt.self)
    // 0x201 is an enum, 0x202 is `Optional`; both carry enum value witnesses.
    guard kind == 0x201 || kind == 0x202 else { return nil }
    self.metadata = metadata
  }

  /// The case index of `value`: payload cases first, in declaration order, then empty cases.
  @inlinable
  func tag<Root>(of value: Root) -> UInt32 {
    withUnsafePointer(to: value) { pointer in
      reducer_enum_tag(UnsafeRawPointer(pointer), metadata)
    }
  }

  /// The case index of the enum value stored at `storage`.
  @inlinable
  func tag(at storage: UnsafeRawPointer) -> UInt32 {
    reducer_enum_tag(storage, metadata)
  }

  /// Whether the payload of `root` lies as is in the first `size` bytes of its storage: true
  /// unless the enum keeps its case in spare bits of the payload, which projecting clears.
  ///
  /// The bits a case keeps there depend on the case only, so the answer holds for every value
  /// of this case.
  @usableFromInline
  func keepsPayloadInPlace<Root>(_ root: Root, size: Int) -> Bool {
    var copy = root
    return withUnsafeMutableBytes(of: &copy) { buffer in
      guard let base = buffer.baseAddress, size <= buffer.count else { return false }
      let tag = reducer_enum_tag(base, metadata)
      let stored = Array(buffer.prefix(size))
      reducer_enum_project(base, metadata)
      defer { reducer_enum_inject(base, tag, metadata) }
      return buffer.prefix(size).elementsEqual(stored)
    }
  }

  /// Writes the tag of the case `tag` back into the enum at `storage`, whose payload was changed
  /// in place: a new payload may have overwritten bits where the enum keeps its tag.
  @usableFromInline
  func rewriteTag(_ tag: UInt32, at storage: UnsafeMutableRawPointer) {
    reducer_enum_project(storage, metadata)
    reducer_enum_inject(storage, tag, metadata)
  }

  /// Copies out the payload of `root`, whose case is `tag`, as a value of type `Value`.
  ///
  /// The caller guarantees that the case with this tag carries a payload laid out as `Value`.
  @inlinable
  func payload<Root, Value>(of root: Root, tag: UInt32, indirect: Bool, as _: Value.Type) -> Value {
    if MemoryLayout<Value>.size == 0 {
      // An empty payload (`Void`, an empty struct) has no bytes to read: any aligned address
      // holds one.
      let address = UnsafeRawPointer(bitPattern: MemoryLayout<Value>.alignment).unsafelyUnwrapped
      return address.assumingMemoryBound(to: Value.self).pointee
    }
    var copy = root
    return withUnsafeMutableBytes(of: &copy) { buffer in
      // A `Root` is never empty when one of its cases has a payload.
      let base = buffer.baseAddress.unsafelyUnwrapped
      reducer_enum_project(base, metadata)
      defer { reducer_enum_inject(base, tag, metadata) }
      if indirect {
        let box = base.load(as: UnsafeRawPointer.self)
        let alignMask = MemoryLayout<Value>.alignment - 1
        let offset = (2 * MemoryLayout<Int>.size + alignMask) & ~alignMask
        return box.advanced(by: offset).assumingMemoryBound(to: Value.self).pointee
      }
      return UnsafeRawPointer(base).assumingMemoryBound(to: Value.self).pointee
    }
  }

  /// The field record of the case with this tag, or `nil` when the metadata has none.
  @usableFromInline
  func fieldRecord(tag: UInt32) -> UnsafeRawPointer? {
    let descriptor = self.descriptor
    // Context descriptor: flags, parent, name, access function, then the fields pointer.
    guard let fields = relativePointer(at: descriptor + 16) else { return nil }
    let recordSize = Int(fields.load(fromByteOffset: 10, as: UInt16.self))
    let count = fields.load(fromByteOffset: 12, as: UInt32.self)
    guard tag < count else { return nil }
    return fields + 16 + Int(tag) * recordSize
  }

  /// The nominal type descriptor of the enum.
  var descriptor: UnsafeRawPointer {
    reducer_type_descriptor(metadata)
  }

  /// Whether the binary describes the enum's cases (it does unless it was compiled with
  /// `-disable-reflection-metadata`).
  var hasFieldMetadata: Bool { relativePointer(at: descriptor + 16) != nil }

  /// The number of cases with a payload, from the descriptor (present without field metadata).
  var payloadCaseCount: Int {
    Int(descriptor.load(fromByteOffset: 20, as: UInt32.self) & 0x00FF_FFFF)
  }

  /// The number of cases, with and without a payload.
  var caseCount: Int {
    payloadCaseCount + Int(descriptor.load(fromByteOffset: 24, as: UInt32.self))
  }

  /// The size of a value of the enum, in bytes.
  var size: Int { reducer_value_size(metadata) }

  /// Whether the case with this tag stores its payload in a box (`indirect`).
  @usableFromInline
  func isIndirect(tag: UInt32) -> Bool {
    guard let record = fieldRecord(tag: tag) else { return false }
    return record.load(as: UInt32.self) & 0x1 != 0
  }

  /// The name of the case with this tag, as written in the source.
  @usableFromInline
  func caseName(tag: UInt32) -> String? {
    guard let record = fieldRecord(tag: tag), let name = relativePointer(at: record + 8) else {
      return nil
    }
    return String(cString: name.assumingMemoryBound(to: CChar.self))
  }

  /// What the case with this tag carries.
  enum Payload {
    /// No associated value.
    case empty
    /// An associated value of this type (a tuple for several values); `isGenericParameter`
    /// when the case declares it as a bare generic parameter (`case value(T)`), which the enum
    /// stores as a generic value whatever the type.
    case type(Any.Type, isGenericParameter: Bool)
    /// The runtime could not name the type, or the binary does not describe the case.
    case unknown
  }

  /// The type of the payload of the case with this tag, resolved by the Swift runtime.
  func payload(tag: UInt32) -> Payload {
    guard let record = fieldRecord(tag: tag) else { return .unknown }
    guard let name = relativePointer(at: record + 4) else { return .empty }
    let length = mangledNameLength(name)
    guard length > 0 else { return .empty }
    let genericArguments = metadata + 2 * MemoryLayout<UnsafeRawPointer>.size
    guard
      let type = _getTypeByMangledNameInContext(
        name.assumingMemoryBound(to: UInt8.self), UInt(length), descriptor, genericArguments)
    else { return .unknown }
    let bytes = UnsafeBufferPointer(start: name.assumingMemoryBound(to: UInt8.self), count: length)
    return .type(type, isGenericParameter: isGenericParameterName(bytes))
  }

  /// Whether a mangled type name is a bare generic parameter: `x` (the first parameter),
  /// `q_`, `q0_`, … (the next ones), `qd__`, `qd0__`, … (parameters of outer contexts).
  private func isGenericParameterName(_ name: UnsafeBufferPointer<UInt8>) -> Bool {
    guard let first = name.first else { return false }
    if first == UInt8(ascii: "x") { return name.count == 1 }
    guard first == UInt8(ascii: "q"), name.count >= 2, name.last == UInt8(ascii: "_") else {
      return false
    }
    return name.dropFirst().allSatisfy { byte in
      (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || byte == UInt8(ascii: "d")
        || byte == UInt8(ascii: "_")
    }
  }
}

/// Why a payload declared with this type cannot be read as a generic value of it (a function or
/// a thin metatype, itself, in a tuple or in an `Optional`), or `nil` when it can.
func genericReadProblem(_ type: Any.Type) -> String? {
  let metadata = unsafeBitCast(type, to: UnsafeRawPointer.self)
  let word = MemoryLayout<Int>.size
  switch metadata.load(as: UInt.self) {
  case 0x302:
    return "a function ('\(type)'), which the enum stores with its own calling convention"
  case 0x304:
    // A class's metatype is a pointer everywhere; a struct's, an enum's, a tuple's or a
    // protocol's takes no bytes in a concrete enum, but one word as a generic value.
    let instance = metadata.load(fromByteOffset: word, as: UnsafeRawPointer.self)
    let kind = instance.load(as: UInt.self)
    if kind == 0 || kind > 0x7FF || kind == 0x203 || kind == 0x305 { return nil }
    return "a metatype ('\(type)'), which the enum stores in no bytes at all"
  case 0x301:
    let count = metadata.load(fromByteOffset: word, as: Int.self)
    for index in 0..<count {
      let element = metadata.load(fromByteOffset: 3 * word + index * 2 * word, as: Any.Type.self)
      if let problem = genericReadProblem(element) { return problem }
    }
    return nil
  case 0x202:
    // `Optional`'s metadata: kind, descriptor, then its generic argument.
    return genericReadProblem(metadata.load(fromByteOffset: 2 * word, as: Any.Type.self))
  default:
    return nil
  }
}

/// The metadata kind of `type` (assumption 1): 0x200 struct, 0x301 tuple, 0x303 existential,
/// 0x307 constrained existential, and so on; a class's is 0 or an isa pointer.
package func metadataKind(of type: Any.Type) -> UInt {
  unsafeBitCast(type, to: UnsafeRawPointer.self).load(as: UInt.self)
}

/// Whether `type` is a struct or a tuple, the only types whose fields the walk of the state asks
/// the runtime for.
package func isStructOrTuple(_ type: Any.Type) -> Bool {
  let kind = metadataKind(of: type)
  return kind == 0x200 || kind == 0x301
}

/// The size of a value of `type`, in bytes.
func sizeOfType(_ type: Any.Type) -> Int {
  func size<T>(_: T.Type) -> Int { MemoryLayout<T>.size }
  return _openExistential(type, do: size)
}

/// Whether `type` is `CGFloat` on a platform where it wraps a `Double` (every 64-bit one), so a
/// `Double` reads and writes it exactly (the implicit `Double`/`CGFloat` conversion).
private func isDoubleSizedCGFloat(_ type: Any.Type) -> Bool {
  let name = String(reflecting: type)
  guard
    name == "Foundation.CGFloat" || name == "CoreGraphics.CGFloat"
      || name == "CoreFoundation.CGFloat"
  else { return false }
  return sizeOfType(type) == MemoryLayout<Double>.size
}

/// Whether two types have the same layout: the same type, tuples whose elements have the
/// same layout (a case's tuple keeps its labels; a case constructor's parameters do not), or
/// `Double` and a `CGFloat` that wraps one.
func haveSameLayout(_ lhs: Any.Type, _ rhs: Any.Type) -> Bool {
  if lhs == rhs { return true }
  if lhs == Double.self, isDoubleSizedCGFloat(rhs) { return true }
  if rhs == Double.self, isDoubleSizedCGFloat(lhs) { return true }
  let left = unsafeBitCast(lhs, to: UnsafeRawPointer.self)
  let right = unsafeBitCast(rhs, to: UnsafeRawPointer.self)
  let tupleKind: UInt = 0x301
  let word = MemoryLayout<Int>.size
  // A single labelled payload, `case child(action: Child.Action)`, has the one-element tuple
  // type `(action: Child.Action)`, laid out exactly as its element.
  if let element = soleElement(ofTuple: left) { return haveSameLayout(element, rhs) }
  if let element = soleElement(ofTuple: right) { return haveSameLayout(lhs, element) }
  guard left.load(as: UInt.self) == tupleKind, right.load(as: UInt.self) == tupleKind else {
    return false
  }
  let count = left.load(fromByteOffset: word, as: Int.self)
  guard count == right.load(fromByteOffset: word, as: Int.self) else { return false }
  // Tuple metadata: kind, count, labels, then (type, offset) for each element.
  for index in 0..<count {
    let offset = 3 * word + index * 2 * word
    let leftElement = left.load(fromByteOffset: offset, as: Any.Type.self)
    let rightElement = right.load(fromByteOffset: offset, as: Any.Type.self)
    guard haveSameLayout(leftElement, rightElement) else { return false }
  }
  return true
}

/// The element type of a one-element tuple type's metadata, or `nil` for any other type.
private func soleElement(ofTuple metadata: UnsafeRawPointer) -> Any.Type? {
  let word = MemoryLayout<Int>.size
  guard
    metadata.load(as: UInt.self) == 0x301,
    metadata.load(fromByteOffset: word, as: Int.self) == 1
  else { return nil }
  return metadata.load(fromByteOffset: 3 * word, as: Any.Type.self)
}

/// The type of the payload of `root`'s case, or `nil` when the case has none (or `Root` is not
/// an enum); cached per enum type and case, so it costs a lock and a lookup.
package func enumPayloadType<Root>(of root: Root) -> Any.Type? {
  guard let layout = EnumLayout(Root.self) else { return nil }
  let tag = layout.tag(of: root)
  let key = PayloadTypeKey(root: ObjectIdentifier(Root.self), tag: tag)
  if let cached = payloadTypes.withLock({ $0[key] }) { return cached.type }
  let type: Any.Type?
  switch layout.payload(tag: tag) {
  case .empty: type = nil
  case let .type(payload, _): type = payload
  case .unknown: type = Mirror(reflecting: root).children.first.map { Swift.type(of: $0.value) }
  }
  payloadTypes.withLock { $0[key] = CachedType(type: type) }
  return type
}

/// The payload types of the cases of `type` that have one, in case order; an element is `nil`
/// when the runtime cannot name that payload's type. `nil` when `type` is not an enum, or when
/// its cases are not described (reflection metadata stripped from the binary).
package func enumPayloadTypes(of type: Any.Type) -> [Any.Type?]? {
  guard let layout = EnumLayout(type), layout.fieldRecord(tag: 0) != nil else { return nil }
  var types: [Any.Type?] = []
  var tag: UInt32 = 0
  while layout.fieldRecord(tag: tag) != nil {
    switch layout.payload(tag: tag) {
    case .empty: break
    case let .type(payload, _): types.append(payload)
    case .unknown: types.append(nil)
    }
    tag += 1
  }
  return types
}

/// The names of the cases of `type` as written in the source, in case order (payload cases
/// first, then empty cases); `nil` when `type` is not an enum, or when its cases are not
/// described (reflection metadata stripped from the binary).
///
/// - Complexity: O(*n*) in the number of cases.
package func enumCaseNames(of type: Any.Type) -> [String]? {
  guard let layout = EnumLayout(type), layout.fieldRecord(tag: 0) != nil else { return nil }
  var names: [String] = []
  var tag: UInt32 = 0
  while layout.fieldRecord(tag: tag) != nil {
    names.append(layout.caseName(tag: tag) ?? "#\(tag)")
    tag += 1
  }
  return names
}

private struct PayloadTypeKey: Hashable, Sendable {
  let root: ObjectIdentifier
  let tag: UInt32
}

private struct CachedType: @unchecked Sendable {
  let type: Any.Type?
}

private let payloadTypes = LockedValue<[PayloadTypeKey: CachedType]>([:])

/// The case name of `value` when it is an enum whose current payload `Mirror` cannot read
/// without crashing (a thin metatype, which the enum stores in no bytes while `Mirror` reads a
/// pointer); `nil` otherwise, and for anything that is not an enum.
package func caseNameOfUnreflectablePayload(_ value: Any) -> String? {
  func check<Root>(_ root: Root) -> String? {
    guard let layout = EnumLayout(Root.self) else { return nil }
    let tag = layout.tag(of: root)
    guard
      case let .type(payload, isGenericParameter) = layout.payload(tag: tag),
      !isGenericParameter, hasThinMetatype(payload)
    else { return nil }
    return layout.caseName(tag: tag) ?? "#\(tag)"
  }
  return _openExistential(value, do: check)
}

/// Whether a payload of this declared type holds a metatype stored in no bytes, itself, in a
/// tuple or in an `Optional`.
private func hasThinMetatype(_ type: Any.Type) -> Bool {
  guard let problem = genericReadProblem(type) else { return false }
  return problem.hasPrefix("a metatype")
}

/// The index of the case of `value` (payload cases first, then empty cases), or `nil` when
/// `Root` is not an enum.
package func enumCaseTag<Root>(of value: Root) -> UInt32? {
  EnumLayout(Root.self)?.tag(of: value)
}

/// The name of the case of `value` as written in the source, read from its enum's field
/// records; `nil` when `Root` is not an enum or its binary does not describe its cases.
package func enumCaseName<Root>(of value: Root) -> String? {
  guard let layout = EnumLayout(Root.self) else { return nil }
  return layout.caseName(tag: layout.tag(of: value))
}

// MARK: - The case of a value

/// The case of the enum value in `value`, as a number the same for every value of that case;
/// `nil` when the type is not an enum (or `Optional`). Reads the tag where the value lies,
/// through the type's value witnesses, without copying the value (assumptions 1 and 2 in
/// `EnumReflection.swift`; `EnumLayout.init` checks the metadata kind first and returns `nil`
/// for any other kind, the safe answer).
///
/// - Complexity: O(1): two loads and one witness call.
@inlinable
@inline(__always)
package func enumCase<T>(in value: inout T) -> UInt32? {
  guard let layout = EnumLayout(T.self) else { return nil }
  return withUnsafeMutablePointer(to: &value) { layout.tag(at: UnsafeRawPointer($0)) }
}

/// The case of the enum value `value`; see ``enumCase(in:)``, which reads it in place.
@inlinable
package func enumCase<T>(of value: T) -> UInt32? {
  guard let layout = EnumLayout(T.self) else { return nil }
  return layout.tag(of: value)
}

// MARK: - The engine of `/` case paths

/// Learns once which case an embed function builds, then extracts that case's payload straight
/// from memory; the engine behind `/` case paths.
///
/// Learning reads no `Mirror`: the runtime names the payload type of the root's case (cached
/// per enum and value type, see ``CaseTable``), and embedding the extracted value again must
/// give the same case, which tells apart cases that share a payload type. A path whose case the
/// engine cannot read correctly (see the assumptions at the top of this file) is refused at
/// its first use: one `casePath.unsupported` diagnostic, and `nil` from every extraction.
@usableFromInline
final class ReflectiveExtractor<Root, Value>: Sendable {
  @usableFromInline let embed: @Sendable (Value) -> Root
  @usableFromInline let layout: EnumLayout?
  /// What the extractor learned, in one word: the learned case's tag in bits 0–31, and the
  /// flags below; until the case is learned, bits 37–63 mark the tags 0–26 known to be other
  /// cases.
  @usableFromInline let state = AtomicWord(0)
  /// The memory of ``state``, read on every extraction without going through the word's
  /// object: valid as long as this extractor, which holds the word.
  @usableFromInline nonisolated(unsafe) let stateWord: UnsafeMutablePointer<UInt64>

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
    stateWord = state.storage
  }

  /// ``state``, read with acquire ordering through ``stateWord``.
  @inlinable
  @inline(__always)
  var currentState: UInt64 { reducer_atomic_load(stateWord) }

  /// Whether the path has learned its case.
  @usableFromInline var isLearned: Bool { state.load() & Self.learnedBit != 0 }

  /// Whether the path was refused: it reads no payload and answers `nil`.
  @usableFromInline var isRefused: Bool { state.load() & Self.refusedBit != 0 }

  // The common case, a learned case whose payload lies in place, is inlined where the path is
  // used; the rest is specialized there but stays out of line.
  @inlinable
  @inline(__always)
  func extract(from root: Root) -> Value? {
    let state = currentState
    if Self.readsInPlace(state) {
      return Self.readInPlace(root, layout: layout.unsafelyUnwrapped, state: state)
    }
    return extractOutOfLine(from: root, state: state)
  }

  /// ``extract(from:)`` where a `Scope` reads its child's action: a scope sees every action of
  /// its siblings' cases (in a wide parent, most of the actions), so a value in a case the
  /// path knows is not its own answers `nil` inlined too, where ``extract(from:)`` calls out
  /// of line. Kept apart so that an extraction in a feature's own code stays small.
  @inlinable
  @inline(__always)
  func extractSeeingSiblings(from root: Root) -> Value? {
    let state = currentState
    if Self.readsInPlace(state) {
      return Self.readInPlace(root, layout: layout.unsafelyUnwrapped, state: state)
    }
    return readNotInPlace(from: root, state: state)
  }

  /// Whether the path has learned a case whose payload lies as is at the start of the enum's
  /// storage: the fast path, which reads the payload right there. A learned path has a
  /// ``layout``: only `learn(from:layout:tag:)` and `learnEmptyCase(from:layout:tag:)` set
  /// ``learnedBit``, with the layout they were given, and the layout is a constant.
  @inlinable
  @inline(__always)
  static func readsInPlace(_ state: UInt64) -> Bool {
    state & (inPlaceBit | learnedBit) == inPlaceBit | learnedBit
  }

  /// The payload of a path that ``readsInPlace(_:)``, or `nil` for a value in another case.
  @inlinable
  @inline(__always)
  static func readInPlace(_ root: Root, layout: EnumLayout, state: UInt64) -> Value? {
    // Unprotected: the runtime's tag witness and the payload's load only read the copy, so
    // the stack protector's check (a tenth of the extraction) guards nothing here.
    _withUnprotectedUnsafePointer(to: root) { pointer in
      let storage = UnsafeRawPointer(pointer)
      guard layout.tag(at: storage) == UInt32(truncatingIfNeeded: state) else { return nil }
      return storage.load(as: Value.self)
    }
  }

  /// Whether a value of case `tag` is known not to be the path's: a learned path knows every
  /// other case, one not learned yet the cases it found to be others.
  @inlinable
  @inline(__always)
  static func isKnownOtherCase(_ tag: UInt32, state: UInt64) -> Bool {
    if state & learnedBit != 0 { return UInt32(truncatingIfNeeded: state) != tag }
    return tag < missableTags && state & (1 << (firstMissBit + UInt64(tag))) != 0
  }

  /// The rest of ``extract(from:)``, out of line and small: a value in a case the path knows
  /// is not its own answers `nil` here with a frame of a few words. A learned path whose
  /// payload is not as is in the enum's storage (a multi-payload enum keeping its tag in the
  /// payloads' spare bits, such as an action enum of features whose actions carry strings)
  /// comes here for every value, and reads its own case in ``readCase(from:state:tag:)``.
  @inlinable
  @inline(never)
  func extractOutOfLine(from root: Root, state: UInt64) -> Value? {
    readNotInPlace(from: root, state: state)
  }

  /// A value's payload when the path does not read in place: `nil` for a case it knows is
  /// another, without a call; its own case or a case it has not seen, in
  /// ``readCase(from:state:tag:)``. Inlined where a scope reads (``extractSeeingSiblings(from:)``)
  /// and into ``extractOutOfLine(from:state:)``.
  @inlinable
  @inline(__always)
  func readNotInPlace(from root: Root, state: UInt64) -> Value? {
    guard state & Self.refusedBit == 0, let layout else {
      return readCase(from: root, state: state, tag: 0)
    }
    // Unprotected: the tag witness only reads the copy.
    let tag = _withUnprotectedUnsafePointer(to: root) { layout.tag(at: UnsafeRawPointer($0)) }
    if Self.isKnownOtherCase(tag, state: state) { return nil }
    return readCase(from: root, state: state, tag: tag)
  }

  /// Reads the value's case, `tag`, for ``extractOutOfLine(from:state:)``: the learned case's
  /// payload, or a case the path has not seen, which it learns; refuses a path that cannot
  /// read (`tag` is then not read).
  @inlinable
  @inline(never)
  func readCase(from root: Root, state: UInt64, tag: UInt32) -> Value? {
    if state & Self.refusedBit != 0 { return nil }
    guard let layout else {
      refuse(caseName: nil, because: "it is not an enum, and '/' reads enum cases only")
      return nil
    }
    if Self.isKnownOtherCase(tag, state: state) { return nil }
    if state & Self.learnedBit != 0 {
      let indirect = state & Self.indirectBit != 0
      return layout.payload(of: root, tag: tag, indirect: indirect, as: Value.self)
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
    let state = currentState
    guard Self.readsInPlace(state) else { return nil }
    let layout = self.layout.unsafelyUnwrapped
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
