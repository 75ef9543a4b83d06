import Foundation
import ReducerCRuntime

// The runtime functions the library calls by name: this is the one list, and it has one entry.
//
// `swift_getTypeByMangledNameInContext(name, length, context, genericArguments)` turns the
// mangled type name of a field record (an enum case's payload, a struct's stored property)
// into the type's metadata, in the generic context of the type that declares the field.
// - Why it is present on every platform: it is part of the Swift runtime's stable ABI, exported
//   by `libswiftCore` since Swift 5.0 on Apple platforms (where the OS ships the runtime) and
//   on Linux alike; code the compiler emits for any generic type calls it, and so do `Mirror`
//   and `String(describing:)`. It is not standard-library SPI: no `@_spi` import is involved.
// - How it is reached: the package's C target declares it with the Swift calling convention
//   (`swiftcall`) and calls it directly (`reducer_type_by_mangled_name` in
//   `ReducerCRuntime.h`), so the linker resolves it like any other runtime symbol: no `dlsym`,
//   and no function pointer to sign on arm64e. The context it gets is the descriptor the C
//   target read (and authenticated on arm64e) from the metadata.
// - Safe path: a name the runtime cannot resolve answers `nil`, and each caller takes its own
//   safe path (a `/` case path refuses the cases it cannot name; the walk of the state reads a
//   type it cannot describe with `Mirror`).
//
// The library calls no other runtime function by name (no silgen names, no symbol lookups): enum
// case names are read from the same field records (`EnumLayout.caseName(tag:)`), enum tags
// through the value witnesses the C target calls.

/// The type a mangled name stands for in the generic context of `descriptor`, whose generic
/// arguments are at `genericArguments`; `nil` when the runtime cannot name it.
///
/// - Parameters:
///   - name: The mangled name, which may hold symbolic references (it is read in place).
///   - nameLength: Its length in bytes (see ``mangledNameLength(_:)``).
///   - genericContext: The nominal type descriptor of the type that declares the field.
///   - genericArguments: The generic arguments in that type's metadata.
func _getTypeByMangledNameInContext(
  _ name: UnsafePointer<UInt8>,
  _ nameLength: UInt,
  _ genericContext: UnsafeRawPointer?,
  _ genericArguments: UnsafeRawPointer?
) -> Any.Type? {
  guard
    let metadata = reducer_type_by_mangled_name(
      name, Int(nameLength), genericContext, genericArguments)
  else { return nil }
  return unsafeBitCast(metadata, to: Any.Type.self)
}

/// The target of the 32-bit relative pointer at `address`, or `nil` when it is 0.
func relativePointer(at address: UnsafeRawPointer) -> UnsafeRawPointer? {
  let offset = address.load(as: Int32.self)
  return offset == 0 ? nil : address + Int(offset)
}

/// The length of a mangled name that may hold symbolic references (a control byte followed
/// by a 4-byte relative or a pointer-sized absolute reference, which may contain zeros).
func mangledNameLength(_ start: UnsafeRawPointer) -> Int {
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
