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

  /// Copies out the payload of `root`, whose case is `tag`, as a value of type `Value`.
  ///
  /// The caller guarantees that the case with this tag carries a payload laid out as `Value`.
  @inlinable
  func payload<Root, Value>(of root: Root, tag: UInt32, indirect: Bool, as _: Value.Type) -> Value {
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
    let descriptor = metadata.load(fromByteOffset: MemoryLayout<Int>.size, as: UnsafeRawPointer.self)
    // Context descriptor: flags, parent, name, access function, then the fields pointer.
    guard let fields = relativePointer(at: descriptor + 16) else { return nil }
    let recordSize = Int(fields.load(fromByteOffset: 10, as: UInt16.self))
    let count = fields.load(fromByteOffset: 12, as: UInt32.self)
    guard tag < count else { return nil }
    return fields + 16 + Int(tag) * recordSize
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

  private func relativePointer(at address: UnsafeRawPointer) -> UnsafeRawPointer? {
    let offset = address.load(as: Int32.self)
    return offset == 0 ? nil : address + Int(offset)
  }
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
