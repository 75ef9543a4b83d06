import Foundation

// Enum shapes for the case-path suite (issue 9): one enum per layout the compiler can choose,
// and the payload kinds apps use. Each is checked against a hand-written `switch`.

// MARK: - Payload types

/// A class payload, compared by value (identity is checked apart, with `===`). The table checks
/// change it by replacing it: a mutation through the reference would change the table's roots.
final class ShapeObject: Equatable, @unchecked Sendable {
  var value: Int
  init(_ value: Int) { self.value = value }
  static func == (lhs: ShapeObject, rhs: ShapeObject) -> Bool {
    lhs.value == rhs.value
  }
}

/// A class that is not `Sendable`, so that an enum holding it is not inferred `Sendable`.
final class NonSendableObject: Equatable {
  var value: Int
  init(_ value: Int) { self.value = value }
  static func == (lhs: NonSendableObject, rhs: NonSendableObject) -> Bool {
    lhs.value == rhs.value
  }
}

/// A subclass, for class metatypes.
class BaseClass {}
final class SubClass: BaseClass {}

protocol ShapeNamed { var name: String { get } }
struct ShapePerson: ShapeNamed, Equatable { var name: String }
struct ShapeRobot: ShapeNamed, Equatable { var name: String; var serial: Int }

/// A struct whose one byte field is followed by seven bytes of padding.
struct Pad: Equatable {
  var a: UInt8
  var b: Int64
}

/// A struct larger than three words, stored out of line in an existential.
struct ShapeLarge: Equatable {
  var a: Int, b: Int, c: Int, d: Int, e: String
}

/// A zero-sized struct.
struct ShapeNothing: Equatable {}

/// A struct holding a closure.
struct ShapeHandler {
  var transform: (Int) -> Int
}

/// A generic wrapper struct, used with a function type.
struct ShapeWrapper<T> {
  var wrapped: T
}

// MARK: - Layouts

/// Single payload, with spare bits in the payload (String) for the empty cases.
enum SinglePayloadSpare: Equatable { case some(String), none1, none2 }
/// Single payload without spare bits (Int): the empty cases need an extra tag byte.
enum SinglePayloadExtraTag: Equatable { case value(Int), a, b, c }
/// Single small payload without spare bits.
enum SinglePayloadByte: Equatable { case byte(UInt8), empty }
/// Multi-payload with spare bits in every payload (pointers).
enum MultiPayloadSpare: Equatable { case text(String), list([Int]), object(ShapeObject), empty }
/// Multi-payload without spare bits: extra tag bytes.
enum MultiPayloadExtraTag: Equatable { case int(Int), double(Double), word(UInt64), empty }
/// Multi-payload of different sizes.
enum MultiPayloadSizes: Equatable { case byte(UInt8), long(Int64), short(Int16), none }
/// Bool payloads: spare bits in one byte.
enum BoolPayloads: Equatable { case a(Bool), b(Bool), c }
/// An indirect case next to a direct one.
enum IndirectCase: Equatable {
  indirect case node(Int, String)
  case leaf(Int)
  case empty
}
/// An indirect enum: every payload case is boxed.
indirect enum ShapeTree: Equatable, Sendable {
  case leaf(Int)
  case node(ShapeTree, ShapeTree)
  case empty
}
/// A generic enum over one type.
enum ShapeGeneric<T> { case value(T), none }
extension ShapeGeneric: Equatable where T: Equatable {}
/// A generic enum over two types.
enum ShapeEither<L, R> { case left(L), right(R) }
extension ShapeEither: Equatable where L: Equatable, R: Equatable {}
/// An indirect generic list.
indirect enum ShapeList<T: Equatable>: Equatable {
  case cons(T, ShapeList<T>)
  case end
}
/// Tuples.
enum Tuples: Equatable {
  case labelled(id: Int, name: String)
  case single(value: Int)
  case unlabelled(Int, String)
  case nested((Int, String), (Bool, Double))
  case empty

  static func == (lhs: Tuples, rhs: Tuples) -> Bool {
    String(describing: lhs) == String(describing: rhs)
  }
}
/// `Void` and zero-sized payloads.
enum VoidPayloads: Equatable {
  case void(Void), nothing(ShapeNothing), value(Int), empty
  static func == (lhs: VoidPayloads, rhs: VoidPayloads) -> Bool {
    String(describing: lhs) == String(describing: rhs)
  }
}
/// A single-case enum.
enum SingleCase: Equatable { case only(Int) }
/// A single-case enum with a pointer payload.
enum SingleCaseString: Equatable { case only(String) }
/// Foundation payloads.
enum FoundationPayloads: Equatable {
  case url(URL), date(Date), data(Data), uuid(UUID), decimal(Decimal), none
}
/// A URL or nothing: single payload with a Foundation struct.
enum MaybeURL: Equatable { case url(URL), none }
/// Existential payloads.
enum Existentials {
  case any(Any), named(any ShapeNamed), object(AnyObject), hashable(AnyHashable), none
}
/// Optional payloads.
enum Optionals: Equatable { case int(Int?), text(String?), object(ShapeObject?), none }
/// Several cases with the same payload type.
enum SamePayloads: Equatable { case a(Int), b(Int), c(Int), d(String), e(String) }
/// Class payloads.
enum ClassPayloads: Equatable { case object(ShapeObject), other(ShapeObject), none }
/// Strings.
enum Strings: Equatable { case text(String), sub(Substring), char(Character), none }
/// Arrays.
enum Arrays: Equatable { case ints([Int]), texts([String]), objects([ShapeObject]), none }
/// Dictionaries and sets.
enum Collections: Equatable { case dict([String: Int]), set(Set<Int>), none }
/// Structs with padding; the tag of `z` lives in `Pad`'s padding (issue item 5).
enum PadEnum: Equatable { case x(Pad), y(Pad), z }
/// A large struct payload.
enum LargePayload: Equatable { case large(ShapeLarge), small(Int), none }
/// A nested enum payload.
enum ShapeOuter: Equatable { case inner(MultiPayloadExtraTag), maybe(SinglePayloadSpare?), none }
/// Ranges.
enum Ranges: Equatable { case half(Range<Int>), closed(ClosedRange<Double>), none }
/// CGFloat payloads, reached through a `Double` closure (issue item 7).
enum Geometry: Equatable { case width(CGFloat), height(CGFloat), none }
/// An enum with a custom mirror (issue item 4).
enum Odd: Equatable, CustomReflectable {
  case a(Int), b(Int)
  var customMirror: Mirror { Mirror(self, children: ["x": 0]) }
}
/// A custom mirror that says it is an enum whose payload is 0: a path that reads through
/// `Mirror` (an `Int` into an `Any` payload) would answer 0 (issue item 4).
enum OddMirror: CustomReflectable {
  case a(Any), b(Int), c
  var customMirror: Mirror { Mirror(self, children: ["a": 0], displayStyle: .enum) }
}
/// Payload-less cases only.
enum ShapeDirection: Equatable { case up, down, left, right }
/// Closures inside a struct and a generic wrapper: not function payloads at the storage level.
enum WrappedClosures { case handler(ShapeHandler), wrapped(ShapeWrapper<(Int) -> Int>), none }
/// Class and existential metatypes: thick, with a pointer at run time.
enum ThickMetatypes {
  case object(BaseClass.Type), any(Any.Type), named(any ShapeNamed.Type)
  case anyObject(AnyObject.Type), protocolType((any ShapeNamed).Type), none
}

// MARK: - Refused shapes

/// A function payload in a non-generic enum (issue item 1).
enum FunctionPayload { case f((Int) -> Int), none }
enum ThunkPayload { case f(() -> String), other(Int) }
enum SendableFunctionPayload { case f(@Sendable (Int) -> Int), none }
enum AsyncFunctionPayload { case f((Int) async -> Int), none }
enum ThrowingFunctionPayload { case f((Int) throws -> Int), none }
enum OptionalFunctionPayload { case f(((Int) -> Int)?), none }
enum TupleFunctionPayload { case f(String, (String) -> String), none }
/// Thin metatype payloads (issue item 2).
enum ThinMetatype { case int(Int.Type), none }
enum StructMetatype { case pad(Pad.Type), none }
enum EnumMetatype { case direction(ShapeDirection.Type), other(Int) }
enum TupleMetatype { case pair(Int.Type, Int), none }
enum OptionalMetatype { case int(Int.Type?), none }
/// Refused and supported cases side by side.
enum MixedPayloads {
  case function((Int) -> Int)
  case thin(Int.Type)
  case thick(BaseClass.Type)
  case number(Int)
  case none
}
/// A struct root: not an enum.
struct NotAnEnum: Equatable { var value: Int }
/// A class root: not an enum.
final class NotAnEnumClass: Sendable { let value = 0 }
