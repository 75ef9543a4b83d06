import ReducerCRuntime

// The stored properties of a struct and the elements of a tuple, with their declared types,
// read from the type's metadata: what the walk of the state asks to decide, once per type,
// whether a type can hold a flow, and what names a binding's key path.
//
// Assumptions, each with what guards it and the safe path (the numbering of
// `EnumReflection.swift`, whose readings these are, applied to structs and tuples):
// 1. Metadata kinds: 0x200 struct, 0x301 tuple. Guard: only those two kinds are read here;
//    every other type answers `nil`.
// 3. A struct's nominal type descriptor is the metadata's second word (read by the C target,
//    which authenticates it where the ABI signs it: arm64e); it holds, as 32-bit
//    words: flags, parent, name, access function, fields (relative pointer, 0 when the binary
//    has no reflection metadata), the number of stored properties, the field offset vector's
//    offset. Guard: a zero fields pointer answers `nil` for a struct with stored properties
//    (callers then assume the struct may hold anything), `[]` for one without.
// 4. Field records: a 16-byte header (record size at byte 10, count at 12), then per property:
//    flags, the mangled type name, the name. Guard: at most the descriptor's number of stored
//    properties is read.
// 8. `swift_getTypeByMangledNameInContext` names a property's type in the context of the
//    struct's descriptor and generic arguments (at the metadata's third word, as for enums).
//    Guard: a name it cannot resolve gives a field of unknown type (`type == nil`), which
//    callers treat as one that may hold anything.
// 10. Tuple metadata: kind, element count, labels (a C string of space-separated labels, or
//    null), then a (type, offset) pair of words per element.
//
// This is the public-ABI replacement of the standard library's `_forEachField(of:)`, which is
// SPI that Apple's SDKs do not ship.

/// A stored property of a struct, or an element of a tuple.
package struct StoredField {
  /// The property's name (`_name` for a property wrapper's storage); a tuple element's label,
  /// or its position when it has none.
  package let name: String
  /// The declared type, or `nil` when the runtime cannot name it.
  package let type: Any.Type?
}

/// The stored properties of a struct, or the elements of a tuple, in declaration order.
///
/// - Parameter type: Any type.
/// - Returns: `nil` when `type` is neither a struct nor a tuple, or is a struct with stored
///   properties that its binary does not describe (built without reflection metadata).
/// - Complexity: O(*n*) in the number of fields, plus one runtime type lookup per field.
package func storedFields(of type: Any.Type) -> [StoredField]? {
  // The C target reads the descriptor (signed on arm64e); see `ReducerCRuntime.h`.
  let metadata = unsafeBitCast(type, to: UnsafeRawPointer.self)
  let word = MemoryLayout<Int>.size
  switch metadata.load(as: UInt.self) {
  case 0x200:
    let descriptor = reducer_type_descriptor(metadata)
    let declared = Int(descriptor.load(fromByteOffset: 20, as: UInt32.self))
    guard let fields = relativePointer(at: descriptor + 16) else {
      return declared == 0 ? [] : nil
    }
    let recordSize = Int(fields.load(fromByteOffset: 10, as: UInt16.self))
    let count = min(Int(fields.load(fromByteOffset: 12, as: UInt32.self)), declared)
    let genericArguments = metadata + 2 * word
    var result: [StoredField] = []
    result.reserveCapacity(count)
    for index in 0..<count {
      let record = fields + 16 + index * recordSize
      let name = relativePointer(at: record + 8).map {
        String(cString: $0.assumingMemoryBound(to: CChar.self))
      }
      var fieldType: Any.Type?
      if let mangled = relativePointer(at: record + 4) {
        let length = mangledNameLength(mangled)
        if length > 0 {
          fieldType = _getTypeByMangledNameInContext(
            mangled.assumingMemoryBound(to: UInt8.self), UInt(length), descriptor,
            genericArguments)
        }
      }
      result.append(StoredField(name: name ?? "\(index)", type: fieldType))
    }
    return result
  case 0x301:
    let count = metadata.load(fromByteOffset: word, as: Int.self)
    let labels =
      metadata.load(fromByteOffset: 2 * word, as: UnsafePointer<CChar>?.self)
      .map { String(cString: $0).split(separator: " ", omittingEmptySubsequences: false) } ?? []
    return (0..<count).map { index in
      let element = metadata.load(fromByteOffset: 3 * word + index * 2 * word, as: Any.Type.self)
      let label = index < labels.count ? String(labels[index]) : ""
      return StoredField(name: label.isEmpty ? "\(index)" : label, type: element)
    }
  default:
    return nil
  }
}
