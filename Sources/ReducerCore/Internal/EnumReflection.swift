#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

// Reads enum cases through the Swift runtime's value witnesses, so that a case path made with
// `/` costs a few nanoseconds instead of a `Mirror` walk. The layouts used here are the stable
// Swift ABI (value witness table, enum value witnesses, nominal type descriptors and field
// records), the same ones `Mirror` itself reads.

/// The enum value witnesses of one enum type, read from its metadata.
@usableFromInline
struct EnumLayout: @unchecked Sendable {
  @usableFromInline let metadata: UnsafeRawPointer
  @usableFromInline let witnesses: UnsafePointer<EnumValueWitnessTable>

  /// Reads the layout of `type`, or `nil` when it is not an enum (or `Optional`).
  @inlinable
  init?(_ type: Any.Type) {
    let metadata = unsafeBitCast(type, to: UnsafeRawPointer.self)
    let kind = metadata.load(as: Int.self)
    // 0x201 is an enum, 0x202 is `Optional`; both carry enum value witnesses.
    guard kind == 0x201 || kind == 0x202 else { return nil }
    self.metadata = metadata
    self.witnesses = metadata.load(
      fromByteOffset: -MemoryLayout<UnsafeRawPointer>.size,
      as: UnsafePointer<EnumValueWitnessTable>.self
    )
  }

  /// The case index of `value`: payload cases first, in declaration order, then empty cases.
  @inlinable
  func tag<Root>(of value: Root) -> UInt32 {
    withUnsafePointer(to: value) { pointer in
      witnesses.pointee.getEnumTag(UnsafeRawPointer(pointer), metadata)
    }
  }

  /// The case index of the enum value stored at `storage`.
  @inlinable
  func tag(at storage: UnsafeRawPointer) -> UInt32 {
    witnesses.pointee.getEnumTag(storage, metadata)
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
      let tag = witnesses.pointee.getEnumTag(base, metadata)
      let stored = Array(buffer.prefix(size))
      witnesses.pointee.destructiveProjectEnumData(base, metadata)
      defer { witnesses.pointee.destructiveInjectEnumTag(base, tag, metadata) }
      return buffer.prefix(size).elementsEqual(stored)
    }
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
      witnesses.pointee.destructiveProjectEnumData(base, metadata)
      defer { witnesses.pointee.destructiveInjectEnumTag(base, tag, metadata) }
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
    metadata.load(fromByteOffset: MemoryLayout<Int>.size, as: UnsafeRawPointer.self)
  }

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
    /// An associated value of this type (a tuple for several values).
    case type(Any.Type)
    /// The runtime could not name the type.
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
    return .type(type)
  }

  private func relativePointer(at address: UnsafeRawPointer) -> UnsafeRawPointer? {
    let offset = address.load(as: Int32.self)
    return offset == 0 ? nil : address + Int(offset)
  }

  /// The length of a mangled name that may hold symbolic references (a control byte followed
  /// by a 4-byte relative or a pointer-sized absolute reference, which may contain zeros).
  private func mangledNameLength(_ start: UnsafeRawPointer) -> Int {
    var end = start
    while true {
      let byte = end.load(as: UInt8.self)
      if byte == 0 { break }
      end += 1
      if byte <= 0x17 {
        end += 4
      } else if byte <= 0x1F {
        end += MemoryLayout<UnsafeRawPointer>.size
      }
    }
    return end - start
  }
}

/// Whether two types have the same layout: the same type, or tuples whose elements have the
/// same layout (a case's tuple keeps its labels; a case constructor's parameters do not).
func haveSameLayout(_ lhs: Any.Type, _ rhs: Any.Type) -> Bool {
  if lhs == rhs { return true }
  let left = unsafeBitCast(lhs, to: UnsafeRawPointer.self)
  let right = unsafeBitCast(rhs, to: UnsafeRawPointer.self)
  let tupleKind = 0x301
  let word = MemoryLayout<Int>.size
  // A single labelled payload, `case child(action: Child.Action)`, has the one-element tuple
  // type `(action: Child.Action)`, laid out exactly as its element.
  if let element = soleElement(ofTuple: left) { return haveSameLayout(element, rhs) }
  if let element = soleElement(ofTuple: right) { return haveSameLayout(lhs, element) }
  guard left.load(as: Int.self) == tupleKind, right.load(as: Int.self) == tupleKind else {
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
  guard metadata.load(as: Int.self) == 0x301, metadata.load(fromByteOffset: word, as: Int.self) == 1
  else { return nil }
  return metadata.load(fromByteOffset: 3 * word, as: Any.Type.self)
}

/// The runtime's `swift_getTypeByMangledNameInContext`, looked up once; `nil` if the runtime
/// does not export it, in which case case paths fall back to `Mirror`.
private let getTypeByMangledName:
  (
    @convention(c) (UnsafePointer<UInt8>, UInt, UnsafeRawPointer?, UnsafeRawPointer?) ->
      UnsafeRawPointer?
  )? = {
    guard
      let handle = dlopen(nil, RTLD_NOW),
      let symbol = dlsym(handle, "swift_getTypeByMangledNameInContext")
    else { return nil }
    // The function takes four pointer-sized arguments and returns a pointer, which the Swift
    // and C calling conventions pass the same way.
    return unsafeBitCast(
      symbol,
      to: (@convention(c) (UnsafePointer<UInt8>, UInt, UnsafeRawPointer?, UnsafeRawPointer?) ->
        UnsafeRawPointer?).self)
  }()

private func _getTypeByMangledNameInContext(
  _ name: UnsafePointer<UInt8>,
  _ nameLength: UInt,
  _ genericContext: UnsafeRawPointer?,
  _ genericArguments: UnsafeRawPointer?
) -> Any.Type? {
  guard
    let function = getTypeByMangledName,
    let metadata = function(name, nameLength, genericContext, genericArguments)
  else { return nil }
  return unsafeBitCast(metadata, to: Any.Type.self)
}

/// The value witness table of an enum type, followed by its enum value witnesses.
@usableFromInline
struct EnumValueWitnessTable {
  let initializeBufferWithCopyOfBuffer: UnsafeRawPointer
  let destroy: UnsafeRawPointer
  let initializeWithCopy: UnsafeRawPointer
  let assignWithCopy: UnsafeRawPointer
  let initializeWithTake: UnsafeRawPointer
  let assignWithTake: UnsafeRawPointer
  let getEnumTagSinglePayload: UnsafeRawPointer
  let storeEnumTagSinglePayload: UnsafeRawPointer
  let size: Int
  let stride: Int
  let flags: UInt32
  let extraInhabitantCount: UInt32
  @usableFromInline let getEnumTag: @convention(c) (UnsafeRawPointer, UnsafeRawPointer) -> UInt32
  @usableFromInline let destructiveProjectEnumData:
    @convention(c) (UnsafeMutableRawPointer, UnsafeRawPointer) -> Void
  @usableFromInline let destructiveInjectEnumTag:
    @convention(c) (UnsafeMutableRawPointer, UInt32, UnsafeRawPointer) -> Void
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
  case let .type(payload): type = payload
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
    case let .type(payload): types.append(payload)
    case .unknown: types.append(nil)
    }
    tag += 1
  }
  return types
}

private struct PayloadTypeKey: Hashable, Sendable {
  let root: ObjectIdentifier
  let tag: UInt32
}

private struct CachedType: @unchecked Sendable {
  let type: Any.Type?
}

private let payloadTypes = LockedValue<[PayloadTypeKey: CachedType]>([:])
