// The fixture Tests/Scripts/check-abi.py compiles for each target with Swift's own compiler
// (`swiftc -frontend -emit-ir -parse-stdlib`, no SDK needed), to pin the layout facts that
// ReducerCore's enum readers and the C target rely on (see ReducerCRuntime.h and
// EnumReflection.swift): where value metadata keeps its value witness table, kind and
// descriptor, how the table is laid out, how an enum descriptor and its field records are laid
// out, how each pointer is signed on arm64e, and the sizes of enums of tricky shapes.

public class K {}

/// Two payload cases and an empty one: the tag lies in a byte after the payloads.
public enum E { case a(Builtin.Int64), b(Builtin.Int32), c }

/// Five class references: on arm64_32 the tag is split between the pointer's spare bits and
/// an extra tag byte (5 bytes); on 64-bit targets it fits the spare bits (8 bytes).
public enum Five { case a(K), b(K), c(K), d(K), e(K) }

/// Nine class references and two empty cases: more cases than spare bits on every target.
public enum Many { case a(K), b(K), c(K), d(K), e(K), f(K), g(K), h(K), i(K), j, k }

/// A payload with padding between its fields, which a multi-payload enum may keep its tag in.
public struct Padded { var small: Builtin.Int8; var large: Builtin.Int64 }

/// Multi-payload cases of a padded struct.
public enum PaddedCases { case first(Padded), second(Padded), third }

/// An indirect case, stored in a heap box after the box's header.
public indirect enum Boxed { case leaf(Builtin.Int64), node(Boxed, Boxed) }

/// A struct, whose descriptor the walk of the state reads.
public struct S { var a: Builtin.Int64; var b: K }

