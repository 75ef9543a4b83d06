import Foundation
import Testing

@testable import ReducerCore

@MainActor
@Suite
struct CasePathShapesTests {
  // Issue 9: every enum shape a `/` path can name works exactly like a hand-written `switch` —
  // extract, embed, modify and `Scope`, on first use and after learning. The refused shapes are
  // in CasePathRefusalTests.swift.

  /// Checks a payload-less case, read with `==` (what a `switch` on it does).
  @MainActor
  private func checkEmptyCase<Root: Equatable>(
    _ makePath: () -> CasePath<Root, Void>,
    roots: [Root],
    case empty: Root,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    checkShape(
      makePath, roots: roots, switch: { $0 == empty ? () : nil }, embed: { _ in empty },
      mutate: { _ in }, valueKey: { _ in true }, rootKey: { $0 }, sourceLocation: sourceLocation)
  }

  // MARK: - Layouts

  @Test func singlePayloadWithSpareBits() {
    let roots: [SinglePayloadSpare] = [
      .some(""), .some("short"), .some(String(repeating: "long ", count: 20)), .none1, .none2,
    ]
    checkShape(
      { /SinglePayloadSpare.some }, roots: roots,
      switch: {
        switch $0 {
        case .some(let value): value
        case .none1, .none2: nil
        }
      },
      embed: SinglePayloadSpare.some, mutate: { $0 += "!" })
    checkEmptyCase({ /SinglePayloadSpare.none2 }, roots: roots, case: .none2)
    checkEmptyCase({ CasePath(case: SinglePayloadSpare.none1) }, roots: roots, case: .none1)
  }

  @Test func singlePayloadWithExtraTagByte() {
    let roots: [SinglePayloadExtraTag] = [.value(0), .value(-1), .value(.max), .a, .b, .c]
    checkShape(
      { /SinglePayloadExtraTag.value }, roots: roots,
      switch: {
        switch $0 {
        case .value(let value): value
        case .a, .b, .c: nil
        }
      },
      embed: SinglePayloadExtraTag.value, mutate: { $0 &+= 1 })
    checkEmptyCase({ /SinglePayloadExtraTag.c }, roots: roots, case: .c)
  }

  @Test func singleBytePayload() {
    let roots: [SinglePayloadByte] = [.byte(0), .byte(1), .byte(255), .empty]
    checkShape(
      { /SinglePayloadByte.byte }, roots: roots,
      switch: {
        switch $0 {
        case .byte(let value): value
        case .empty: nil
        }
      },
      embed: SinglePayloadByte.byte, mutate: { $0 &+= 3 })
    checkEmptyCase({ /SinglePayloadByte.empty }, roots: roots, case: .empty)
  }

  @Test func multiPayloadWithSpareBits() {
    let object = ShapeObject(1)
    let roots: [MultiPayloadSpare] = [
      .text("a"), .text(String(repeating: "b", count: 40)), .list([]), .list([1, 2, 3]),
      .object(object), .object(ShapeObject(2)), .empty,
    ]
    let bySwitchText: (MultiPayloadSpare) -> String? = {
      switch $0 {
      case .text(let value): value
      default: nil
      }
    }
    checkShape(
      { /MultiPayloadSpare.text }, roots: roots, switch: bySwitchText,
      embed: MultiPayloadSpare.text, mutate: { $0 += "?" })
    checkShape(
      { /MultiPayloadSpare.list }, roots: roots,
      switch: {
        switch $0 {
        case .list(let value): value
        default: nil
        }
      },
      embed: MultiPayloadSpare.list, mutate: { $0.append(9) })
    checkShape(
      { /MultiPayloadSpare.object }, roots: roots,
      switch: {
        switch $0 {
        case .object(let value): value
        default: nil
        }
      },
      embed: MultiPayloadSpare.object, mutate: { $0 = ShapeObject($0.value + 100) })
    checkEmptyCase({ /MultiPayloadSpare.empty }, roots: roots, case: .empty)
  }

  @Test func multiPayloadWithExtraTagBytes() {
    let roots: [MultiPayloadExtraTag] = [
      .int(0), .int(-5), .double(0), .double(-.infinity), .word(0), .word(.max), .empty,
    ]
    checkShape(
      { /MultiPayloadExtraTag.int }, roots: roots,
      switch: {
        switch $0 {
        case .int(let value): value
        default: nil
        }
      },
      embed: MultiPayloadExtraTag.int, mutate: { $0 &*= 3 })
    checkShape(
      { /MultiPayloadExtraTag.double }, roots: roots,
      switch: {
        switch $0 {
        case .double(let value): value
        default: nil
        }
      },
      embed: MultiPayloadExtraTag.double, mutate: { $0 += 0.5 })
    checkShape(
      { /MultiPayloadExtraTag.word }, roots: roots,
      switch: {
        switch $0 {
        case .word(let value): value
        default: nil
        }
      },
      embed: MultiPayloadExtraTag.word, mutate: { $0 &-= 1 })
    checkEmptyCase({ /MultiPayloadExtraTag.empty }, roots: roots, case: .empty)
  }

  @Test func multiPayloadOfDifferentSizes() {
    let roots: [MultiPayloadSizes] = [
      .byte(0), .byte(200), .long(.min), .long(7), .short(-1), .short(300), .none,
    ]
    checkShape(
      { /MultiPayloadSizes.byte }, roots: roots,
      switch: {
        switch $0 {
        case .byte(let value): value
        default: nil
        }
      },
      embed: MultiPayloadSizes.byte, mutate: { $0 &+= 100 })
    checkShape(
      { /MultiPayloadSizes.short }, roots: roots,
      switch: {
        switch $0 {
        case .short(let value): value
        default: nil
        }
      },
      embed: MultiPayloadSizes.short, mutate: { $0 &-= 2 })
    checkShape(
      { /MultiPayloadSizes.long }, roots: roots,
      switch: {
        switch $0 {
        case .long(let value): value
        default: nil
        }
      },
      embed: MultiPayloadSizes.long, mutate: { $0 &+= 1 })
  }

  @Test func boolPayloads() {
    let roots: [BoolPayloads] = [.a(true), .a(false), .b(true), .b(false), .c]
    checkShape(
      { /BoolPayloads.a }, roots: roots,
      switch: {
        switch $0 {
        case .a(let value): value
        default: nil
        }
      },
      embed: BoolPayloads.a, mutate: { $0.toggle() })
    checkShape(
      { /BoolPayloads.b }, roots: roots,
      switch: {
        switch $0 {
        case .b(let value): value
        default: nil
        }
      },
      embed: BoolPayloads.b, mutate: { $0.toggle() })
  }

  @Test func indirectCase() {
    let roots: [IndirectCase] = [.node(1, "one"), .node(-2, ""), .leaf(3), .leaf(0), .empty]
    checkShape(
      { /IndirectCase.node }, roots: roots,
      switch: {
        switch $0 {
        case .node(let number, let text): (number, text)
        default: nil
        }
      },
      embed: IndirectCase.node,
      mutate: {
        $0.0 += 1; $0.1 += "+"
      }, valueKey: { "\($0)" })
    checkShape(
      { /IndirectCase.leaf }, roots: roots,
      switch: {
        switch $0 {
        case .leaf(let value): value
        default: nil
        }
      },
      embed: IndirectCase.leaf, mutate: { $0 += 10 })
  }

  @Test func indirectEnum() {
    let roots: [ShapeTree] = [
      .leaf(1), .leaf(2), .node(.leaf(1), .empty), .node(.node(.leaf(3), .leaf(4)), .leaf(5)),
      .empty,
    ]
    checkShape(
      { /ShapeTree.leaf }, roots: roots,
      switch: {
        switch $0 {
        case .leaf(let value): value
        default: nil
        }
      },
      embed: ShapeTree.leaf, mutate: { $0 *= 7 })
    checkShape(
      { /ShapeTree.node }, roots: roots,
      switch: {
        switch $0 {
        case .node(let left, let right): (left, right)
        default: nil
        }
      },
      embed: ShapeTree.node, mutate: { $0 = ($0.1, .leaf(9)) }, valueKey: { "\($0)" })
    checkEmptyCase({ /ShapeTree.empty }, roots: roots, case: .empty)
  }

  @Test func indirectGenericList() {
    let roots: [ShapeList<String>] = [.cons("a", .end), .cons("b", .cons("c", .end)), .end]
    checkShape(
      { /ShapeList<String>.cons }, roots: roots,
      switch: {
        switch $0 {
        case .cons(let head, let tail): (head, tail)
        case .end: nil
        }
      },
      embed: ShapeList.cons, mutate: { $0 = ($0.0 + "!", .cons("z", $0.1)) }, valueKey: { "\($0)" })
  }

  // MARK: - Generics over every kind of type

  @Test func genericOverInt() {
    let roots: [ShapeGeneric<Int>] = [.value(1), .value(-1), .none]
    checkShape(
      { /ShapeGeneric<Int>.value }, roots: roots,
      switch: {
        switch $0 {
        case .value(let value): value
        case .none: nil
        }
      },
      embed: ShapeGeneric.value, mutate: { $0 += 1 })
  }

  @Test func genericOverString() {
    let roots: [ShapeGeneric<String>] = [
      .value(""), .value("a much longer string than fits"), .none,
    ]
    checkShape(
      { /ShapeGeneric<String>.value }, roots: roots,
      switch: {
        switch $0 {
        case .value(let value): value
        case .none: nil
        }
      },
      embed: ShapeGeneric.value, mutate: { $0 = $0.uppercased() + "x" })
  }

  @Test func genericOverClass() {
    let roots: [ShapeGeneric<ShapeObject>] = [
      .value(ShapeObject(1)), .value(ShapeObject(2)), .none,
    ]
    checkShape(
      { /ShapeGeneric<ShapeObject>.value }, roots: roots,
      switch: {
        switch $0 {
        case .value(let value): value
        case .none: nil
        }
      },
      embed: ShapeGeneric.value, mutate: { $0 = ShapeObject($0.value * 2) })
  }

  @Test func genericOverLargeStruct() {
    let large = ShapeLarge(a: 1, b: 2, c: 3, d: 4, e: "five")
    let roots: [ShapeGeneric<ShapeLarge>] = [
      .value(large), .value(ShapeLarge(a: 0, b: 0, c: 0, d: 0, e: "")), .none,
    ]
    checkShape(
      { /ShapeGeneric<ShapeLarge>.value }, roots: roots,
      switch: {
        switch $0 {
        case .value(let value): value
        case .none: nil
        }
      },
      embed: ShapeGeneric.value,
      mutate: {
        $0.d += 1; $0.e += "!"
      })
  }

  @Test func genericOverTuple() {
    let roots: [ShapeGeneric<(Int, String)>] = [.value((1, "a")), .value((2, "b")), .none]
    checkShape(
      { /ShapeGeneric<(Int, String)>.value }, roots: roots,
      switch: {
        switch $0 {
        case .value(let value): value
        case .none: nil
        }
      },
      embed: ShapeGeneric.value, mutate: { $0.0 += 1 }, valueKey: { "\($0)" },
      rootKey: { "\($0)" })
  }

  @Test func genericOverClosure() {
    // A generic parameter payload is stored at the most general abstraction: readable.
    let roots: [ShapeGeneric<(Int) -> Int>] = [.value { $0 + 1 }, .value { $0 * 3 }, .none]
    let key: (ShapeGeneric<(Int) -> Int>) -> String = {
      switch $0 {
      case .value(let function): "value \(function(20))"
      case .none: "none"
      }
    }
    checkShape(
      { /ShapeGeneric<(Int) -> Int>.value }, roots: roots,
      switch: {
        switch $0 {
        case .value(let value): value
        case .none: nil
        }
      },
      embed: ShapeGeneric.value,
      mutate: { function in function = { [function] in function($0) + 100 } },
      valueKey: { $0(20) }, rootKey: key)
    #expect((/ShapeGeneric<(Int) -> Int>.value).extract(from: .value { $0 + 1 })?(20) == 21)
  }

  @Test func genericOverMetatype() {
    let roots: [ShapeGeneric<Int.Type>] = [.value(Int.self), .none]
    checkShape(
      { /ShapeGeneric<Int.Type>.value }, roots: roots,
      switch: {
        switch $0 {
        case .value(let value): value
        case .none: nil
        }
      },
      embed: ShapeGeneric.value, mutate: { _ in }, valueKey: { ObjectIdentifier($0) },
      rootKey: { "\($0)" })
    let anyRoots: [ShapeGeneric<Any.Type>] = [.value(Int.self), .value(String.self), .none]
    checkShape(
      { /ShapeGeneric<Any.Type>.value }, roots: anyRoots,
      switch: {
        switch $0 {
        case .value(let value): value
        case .none: nil
        }
      },
      embed: ShapeGeneric.value, mutate: { $0 = $0 == Int.self ? Double.self : Int.self },
      valueKey: { ObjectIdentifier($0) }, rootKey: { "\($0)" })
  }

  @Test func genericOverExistential() {
    let roots: [ShapeGeneric<any ShapeNamed>] = [
      .value(ShapePerson(name: "Ada")), .value(ShapeRobot(name: "R2", serial: 2)), .none,
    ]
    checkShape(
      { /ShapeGeneric<any ShapeNamed>.value }, roots: roots,
      switch: {
        switch $0 {
        case .value(let value): value
        case .none: nil
        }
      },
      embed: ShapeGeneric.value, mutate: { $0 = ShapePerson(name: $0.name + "!") },
      valueKey: { "\(type(of: $0)) \($0.name)" }, rootKey: { "\($0)" })
  }

  @Test func genericOverOptional() {
    let roots: [ShapeGeneric<Int?>] = [.value(nil), .value(4), .none]
    checkShape(
      { /ShapeGeneric<Int?>.value }, roots: roots,
      switch: {
        switch $0 {
        case .value(let value): value
        case .none: nil
        }
      },
      embed: ShapeGeneric.value, mutate: { $0 = ($0 ?? 0) + 1 })
  }

  @Test func genericOverVoid() {
    let roots: [ShapeGeneric<Void>] = [.value(()), .none]
    checkShape(
      { /ShapeGeneric<Void>.value }, roots: roots,
      switch: {
        switch $0 {
        case .value(let value): value
        case .none: nil
        }
      },
      embed: ShapeGeneric.value, mutate: { _ in }, valueKey: { _ in true }, rootKey: { "\($0)" })
  }

  @Test func genericOverMoreKinds() {
    let enums: [ShapeGeneric<ShapeDirection>] = [.value(.up), .value(.right), .none]
    checkShape(
      { /ShapeGeneric<ShapeDirection>.value }, roots: enums,
      switch: {
        switch $0 {
        case .value(let value): value
        case .none: nil
        }
      },
      embed: ShapeGeneric.value, mutate: { $0 = $0 == .up ? .down : .up })
    let objects: [ShapeGeneric<AnyObject>] = [.value(ShapeObject(1)), .value(SubClass()), .none]
    checkShape(
      { /ShapeGeneric<AnyObject>.value }, roots: objects,
      switch: {
        switch $0 {
        case .value(let value): value
        case .none: nil
        }
      },
      embed: ShapeGeneric.value,
      mutate: { $0 = ShapeObject((($0 as? ShapeObject)?.value ?? 0) + 1) },
      valueKey: { "\(type(of: $0)) \(($0 as? ShapeObject)?.value ?? -1)" },
      rootKey: {
        switch $0 {
        case .value(let value): "value \(type(of: value)) \((value as? ShapeObject)?.value ?? -1)"
        case .none: "none"
        }
      })
    let thunks: [ShapeGeneric<@Sendable () -> String>] = [.value { "a" }, .value { "b" }, .none]
    checkShape(
      { /ShapeGeneric<@Sendable () -> String>.value }, roots: thunks,
      switch: {
        switch $0 {
        case .value(let value): value
        case .none: nil
        }
      },
      embed: ShapeGeneric.value, mutate: { thunk in thunk = { [old = thunk] in old() + "!" } },
      valueKey: { $0() },
      rootKey: {
        switch $0 {
        case .value(let thunk): "value \(thunk())"
        case .none: "none"
        }
      })
    let metatypes: [ShapeGeneric<Pad.Type?>] = [.value(Pad.self), .value(nil), .none]
    checkShape(
      { /ShapeGeneric<Pad.Type?>.value }, roots: metatypes,
      switch: {
        switch $0 {
        case .value(let value): value
        case .none: nil
        }
      },
      embed: ShapeGeneric.value, mutate: { $0 = $0 == nil ? Pad.self : nil },
      valueKey: { $0.map { "\($0)" } ?? "nil" }, rootKey: { "\($0)" })
  }

  @Test func singleLabelledPayload() {
    let roots: [Tuples] = [
      .single(value: 1), .single(value: -1), .labelled(id: 1, name: ""), .empty,
    ]
    checkShape(
      { /Tuples.single }, roots: roots,
      switch: {
        switch $0 {
        case .single(let value): value
        default: nil
        }
      },
      embed: Tuples.single, mutate: { $0 += 1 })
  }

  @Test func genericOverTwoTypes() {
    let roots: [ShapeEither<Int, String>] = [.left(1), .left(2), .right("a"), .right("")]
    checkShape(
      { /ShapeEither<Int, String>.left }, roots: roots,
      switch: {
        switch $0 {
        case .left(let value): value
        case .right: nil
        }
      },
      embed: ShapeEither.left, mutate: { $0 -= 1 })
    checkShape(
      { /ShapeEither<Int, String>.right }, roots: roots,
      switch: {
        switch $0 {
        case .left: nil
        case .right(let value): value
        }
      },
      embed: ShapeEither.right, mutate: { $0 += "r" })
  }

  // MARK: - Tuples and Void

  @Test func labelledTuple() {
    let roots: [Tuples] = [
      .labelled(id: 1, name: "a"), .labelled(id: 2, name: ""), .unlabelled(1, "a"),
      .nested((1, "a"), (true, 1)), .empty,
    ]
    checkShape(
      { /Tuples.labelled }, roots: roots,
      switch: {
        switch $0 {
        case .labelled(let id, let name): (id, name)
        default: nil
        }
      },
      embed: Tuples.labelled, mutate: { $0.0 += 1 }, valueKey: { "\($0)" })
  }

  @Test func unlabelledTuple() {
    let roots: [Tuples] = [
      .labelled(id: 1, name: "a"), .unlabelled(1, "a"), .unlabelled(-1, "long string long"), .empty,
    ]
    checkShape(
      { /Tuples.unlabelled }, roots: roots,
      switch: {
        switch $0 {
        case .unlabelled(let number, let text): (number, text)
        default: nil
        }
      },
      embed: Tuples.unlabelled, mutate: { $0.1 += "?" }, valueKey: { "\($0)" })
  }

  @Test func nestedTuple() {
    let roots: [Tuples] = [
      .nested((1, "a"), (true, 1.5)), .nested((0, ""), (false, 0)), .unlabelled(1, "a"), .empty,
    ]
    checkShape(
      { /Tuples.nested }, roots: roots,
      switch: {
        switch $0 {
        case .nested(let first, let second): (first, second)
        default: nil
        }
      },
      embed: Tuples.nested,
      mutate: {
        $0.1.0.toggle(); $0.0.1 += "n"
      }, valueKey: { "\($0)" })
  }

  @Test func voidAndZeroSizedPayloads() {
    let roots: [VoidPayloads] = [.void(()), .nothing(ShapeNothing()), .value(1), .value(2), .empty]
    checkShape(
      { /VoidPayloads.void }, roots: roots,
      switch: {
        switch $0 {
        case .void: ()
        default: nil
        }
      },
      embed: VoidPayloads.void, mutate: { _ in }, valueKey: { _ in true })
    checkShape(
      { /VoidPayloads.nothing }, roots: roots,
      switch: {
        switch $0 {
        case .nothing(let value): value
        default: nil
        }
      },
      embed: VoidPayloads.nothing, mutate: { _ in })
    checkShape(
      { /VoidPayloads.value }, roots: roots,
      switch: {
        switch $0 {
        case .value(let value): value
        default: nil
        }
      },
      embed: VoidPayloads.value, mutate: { $0 += 1 })
    checkEmptyCase({ /VoidPayloads.empty }, roots: roots, case: .empty)
  }

  // MARK: - Case counts

  @Test func threeHundredCases() {
    let roots = Big300.samples
    checkShape(
      { /Big300.c0 }, roots: roots,
      switch: {
        switch $0 {
        case .c0(let value): value
        default: nil
        }
      },
      embed: Big300.c0, mutate: { $0 += 1 })
    checkShape(
      { /Big300.c148 }, roots: roots,
      switch: {
        switch $0 {
        case .c148(let value): value
        default: nil
        }
      },
      embed: Big300.c148, mutate: { $0 -= 1 })
    checkShape(
      { /Big300.c297 }, roots: roots,
      switch: {
        switch $0 {
        case .c297(let value): value
        default: nil
        }
      },
      embed: Big300.c297, mutate: { $0 += "!" })
    checkShape(
      { /Big300.c299 }, roots: roots,
      switch: {
        switch $0 {
        case .c299(let value): value
        default: nil
        }
      },
      embed: Big300.c299, mutate: { $0 &+= 1 })
    checkEmptyCase({ /Big300.c150 }, roots: roots, case: .c150)
    checkEmptyCase({ /Big300.c298 }, roots: roots, case: .c298)
  }

  @Test func singleCaseEnum() {
    let roots: [SingleCase] = [.only(0), .only(1), .only(.min)]
    checkShape(
      { /SingleCase.only }, roots: roots,
      switch: {
        switch $0 {
        case .only(let value): value
        }
      },
      embed: SingleCase.only, mutate: { $0 &+= 5 })
    let strings: [SingleCaseString] = [
      .only(""), .only("one"), .only(String(repeating: "x", count: 50)),
    ]
    checkShape(
      { /SingleCaseString.only }, roots: strings,
      switch: {
        switch $0 {
        case .only(let value): value
        }
      },
      embed: SingleCaseString.only, mutate: { $0 += "y" })
  }

  @Test func payloadlessCasesOnly() {
    let roots: [ShapeDirection] = [.up, .down, .left, .right]
    checkEmptyCase({ /ShapeDirection.up }, roots: roots, case: .up)
    checkEmptyCase({ /ShapeDirection.right }, roots: roots, case: .right)
    checkEmptyCase({ CasePath(case: ShapeDirection.left) }, roots: roots, case: .left)
  }

  // MARK: - Payload kinds

  @Test func foundationPayloads() {
    let url = URL(string: "https://example.com/a?b=c")
    let roots: [FoundationPayloads] = [
      .url(url ?? URL(fileURLWithPath: "/")), .url(URL(fileURLWithPath: "/tmp/x")),
      .date(Date(timeIntervalSince1970: 0)), .date(Date(timeIntervalSince1970: 1e9)),
      .data(Data()), .data(Data(repeating: 7, count: 100)),
      .uuid(UUID(uuidString: "E621E1F8-C36C-495A-93FC-0C247A3E6E5F") ?? UUID()), .uuid(UUID()),
      .decimal(Decimal(string: "3.14159") ?? 0), .decimal(-1), .none,
    ]
    checkShape(
      { /FoundationPayloads.url }, roots: roots,
      switch: {
        switch $0 {
        case .url(let value): value
        default: nil
        }
      },
      embed: FoundationPayloads.url, mutate: { $0.appendPathComponent("more") })
    checkShape(
      { /FoundationPayloads.date }, roots: roots,
      switch: {
        switch $0 {
        case .date(let value): value
        default: nil
        }
      },
      embed: FoundationPayloads.date, mutate: { $0 += 60 })
    checkShape(
      { /FoundationPayloads.data }, roots: roots,
      switch: {
        switch $0 {
        case .data(let value): value
        default: nil
        }
      },
      embed: FoundationPayloads.data, mutate: { $0.append(1) })
    checkShape(
      { /FoundationPayloads.uuid }, roots: roots,
      switch: {
        switch $0 {
        case .uuid(let value): value
        default: nil
        }
      },
      embed: FoundationPayloads.uuid,
      mutate: {
        $0 = UUID(uuidString: "00000000-0000-0000-0000-00000000000\($0 == UUID() ? 1 : 2)") ?? $0
      })
    checkShape(
      { /FoundationPayloads.decimal }, roots: roots,
      switch: {
        switch $0 {
        case .decimal(let value): value
        default: nil
        }
      },
      embed: FoundationPayloads.decimal, mutate: { $0 += 1 })
  }

  @Test func foundationSinglePayload() {
    let roots: [MaybeURL] = [
      .url(URL(fileURLWithPath: "/a")), .url(URL(fileURLWithPath: "/b/c")), .none,
    ]
    checkShape(
      { /MaybeURL.url }, roots: roots,
      switch: {
        switch $0 {
        case .url(let value): value
        case .none: nil
        }
      },
      embed: MaybeURL.url, mutate: { $0.deleteLastPathComponent() })
  }

  @Test func existentialPayloads() {
    let object = ShapeObject(3)
    let roots: [Existentials] = [
      .any(1), .any("text"), .any(ShapeLarge(a: 1, b: 2, c: 3, d: 4, e: "e")),
      .named(ShapePerson(name: "Ada")), .named(ShapeRobot(name: "R", serial: 1)),
      .object(object), .hashable(AnyHashable(5)), .hashable(AnyHashable("h")), .none,
    ]
    let rootKey: (Existentials) -> String = {
      switch $0 {
      case .object(let value): "object \((value as? ShapeObject)?.value ?? -1)"
      default: "\($0)"
      }
    }
    checkShape(
      { /Existentials.any }, roots: roots,
      switch: {
        switch $0 {
        case .any(let value): value
        default: nil
        }
      },
      embed: Existentials.any, mutate: { $0 = "\($0)!" }, valueKey: { "\($0)" }, rootKey: rootKey)
    checkShape(
      { /Existentials.named }, roots: roots,
      switch: {
        switch $0 {
        case .named(let value): value
        default: nil
        }
      },
      embed: Existentials.named, mutate: { $0 = ShapeRobot(name: $0.name, serial: 9) },
      valueKey: { "\($0)" }, rootKey: rootKey)
    checkShape(
      { /Existentials.object }, roots: roots,
      switch: {
        switch $0 {
        case .object(let value): value
        default: nil
        }
      },
      embed: Existentials.object,
      mutate: { $0 = ShapeObject((($0 as? ShapeObject)?.value ?? 0) + 1) },
      valueKey: { ($0 as? ShapeObject)?.value }, rootKey: rootKey)
    checkShape(
      { /Existentials.hashable }, roots: roots,
      switch: {
        switch $0 {
        case .hashable(let value): value
        default: nil
        }
      },
      embed: Existentials.hashable, mutate: { $0 = AnyHashable("\($0)?") }, valueKey: { $0 },
      rootKey: rootKey)
  }

  @Test func optionalPayloads() {
    let object = ShapeObject(1)
    let roots: [Optionals] = [
      .int(nil), .int(0), .int(8), .text(nil), .text("t"), .object(nil), .object(object), .none,
    ]
    checkShape(
      { /Optionals.int }, roots: roots,
      switch: {
        switch $0 {
        case .int(let value): value
        default: nil
        }
      },
      embed: Optionals.int, mutate: { $0 = $0.map { $0 + 1 } ?? 0 })
    checkShape(
      { /Optionals.text }, roots: roots,
      switch: {
        switch $0 {
        case .text(let value): value
        default: nil
        }
      },
      embed: Optionals.text, mutate: { $0 = $0 == nil ? "new" : nil })
    checkShape(
      { /Optionals.object }, roots: roots,
      switch: {
        switch $0 {
        case .object(let value): value
        default: nil
        }
      },
      embed: Optionals.object, mutate: { $0 = $0.map { ShapeObject($0.value + 1) } })
  }

  @Test func severalCasesWithTheSamePayloadType() {
    let roots: [SamePayloads] = [.a(1), .b(1), .c(1), .a(2), .b(3), .c(4), .d("x"), .e("x")]
    checkShape(
      { /SamePayloads.a }, roots: roots,
      switch: {
        switch $0 {
        case .a(let value): value
        default: nil
        }
      },
      embed: SamePayloads.a, mutate: { $0 += 10 })
    checkShape(
      { /SamePayloads.b }, roots: roots,
      switch: {
        switch $0 {
        case .b(let value): value
        default: nil
        }
      },
      embed: SamePayloads.b, mutate: { $0 += 10 })
    checkShape(
      { /SamePayloads.c }, roots: roots,
      switch: {
        switch $0 {
        case .c(let value): value
        default: nil
        }
      },
      embed: SamePayloads.c, mutate: { $0 += 10 })
    checkShape(
      { /SamePayloads.e }, roots: roots,
      switch: {
        switch $0 {
        case .e(let value): value
        default: nil
        }
      },
      embed: SamePayloads.e, mutate: { $0 += "e" })
  }

  @Test func classPayloads() {
    let roots: [ClassPayloads] = [
      .object(ShapeObject(1)), .object(ShapeObject(2)), .other(ShapeObject(1)), .none,
    ]
    checkShape(
      { /ClassPayloads.object }, roots: roots,
      switch: {
        switch $0 {
        case .object(let value): value
        default: nil
        }
      },
      embed: ClassPayloads.object, mutate: { $0 = ShapeObject($0.value + 1) })
    checkShape(
      { /ClassPayloads.other }, roots: roots,
      switch: {
        switch $0 {
        case .other(let value): value
        default: nil
        }
      },
      embed: ClassPayloads.other, mutate: { $0 = ShapeObject($0.value) })
  }

  @Test func classPayloadKeepsIdentityAndDoesNotLeak() {
    weak var weakObject: ShapeObject?
    weak var weakReplacement: ShapeObject?
    do {
      let object = ShapeObject(1)
      weakObject = object
      let path = /ClassPayloads.object
      var root = ClassPayloads.object(object)
      #expect(path.extract(from: root) === object)
      path.modify(&root) { $0.value += 1 }
      #expect(path.extract(from: root) === object)
      #expect(object.value == 2)
      let store = Store<ClassPayloads, ShapeAction>(initialState: root) {
        Scope(state: /ClassPayloads.object, action: /ShapeAction.child) {
          Reduce<ShapeObject, Int> { state, action in
            state.value += action
            return .none
          }
        }
      }
      store.send(.child(10))
      store.send(.child(10))
      #expect(path.extract(from: store.state) === object)
      #expect(object.value == 22)
      let replacement = ShapeObject(5)
      weakReplacement = replacement
      path.modify(&root) { $0 = replacement }
      #expect(path.extract(from: root) === replacement)
      _ = (/ClassPayloads.other).extract(from: root)
    }
    #expect(weakObject == nil, "The payload object leaked.")
    #expect(weakReplacement == nil, "The replacement object leaked.")
  }

  @Test func stringPayloads() {
    let roots: [Strings] = [
      .text(""), .text("é"), .sub("abc"[...]), .sub(Substring(String(repeating: "s", count: 30))),
      .char("x"), .char("👍🏽"), .none,
    ]
    checkShape(
      { /Strings.text }, roots: roots,
      switch: {
        switch $0 {
        case .text(let value): value
        default: nil
        }
      },
      embed: Strings.text, mutate: { $0 += "ü" })
    checkShape(
      { /Strings.sub }, roots: roots,
      switch: {
        switch $0 {
        case .sub(let value): value
        default: nil
        }
      },
      embed: Strings.sub, mutate: { $0 = $0.dropFirst() })
    checkShape(
      { /Strings.char }, roots: roots,
      switch: {
        switch $0 {
        case .char(let value): value
        default: nil
        }
      },
      embed: Strings.char, mutate: { $0 = $0 == "x" ? "y" : "x" })
  }

  @Test func arrayPayloads() {
    let roots: [Arrays] = [
      .ints([]), .ints(Array(0..<100)), .texts(["a"]), .objects([ShapeObject(1)]), .objects([]),
      .none,
    ]
    checkShape(
      { /Arrays.ints }, roots: roots,
      switch: {
        switch $0 {
        case .ints(let value): value
        default: nil
        }
      },
      embed: Arrays.ints, mutate: { $0.append($0.count) })
    checkShape(
      { /Arrays.texts }, roots: roots,
      switch: {
        switch $0 {
        case .texts(let value): value
        default: nil
        }
      },
      embed: Arrays.texts, mutate: { $0.insert("first", at: 0) })
    checkShape(
      { /Arrays.objects }, roots: roots,
      switch: {
        switch $0 {
        case .objects(let value): value
        default: nil
        }
      },
      embed: Arrays.objects, mutate: { $0.append(ShapeObject(9)) })
  }

  @Test func dictionaryAndSetPayloads() {
    let roots: [Collections] = [
      .dict([:]), .dict(["a": 1, "b": 2]), .set([]), .set([1, 2]), .none,
    ]
    checkShape(
      { /Collections.dict }, roots: roots,
      switch: {
        switch $0 {
        case .dict(let value): value
        default: nil
        }
      },
      embed: Collections.dict, mutate: { $0["new", default: 0] += 1 })
    checkShape(
      { /Collections.set }, roots: roots,
      switch: {
        switch $0 {
        case .set(let value): value
        default: nil
        }
      },
      embed: Collections.set, mutate: { $0.insert(99) })
  }

  @Test func structWithPaddingPayload() {
    let roots: [PadEnum] = [
      .x(Pad(a: 0, b: 0)), .x(Pad(a: 255, b: -1)), .y(Pad(a: 1, b: 2)), .y(Pad(a: 0, b: .max)), .z,
    ]
    checkShape(
      { /PadEnum.x }, roots: roots,
      switch: {
        switch $0 {
        case .x(let value): value
        default: nil
        }
      },
      embed: PadEnum.x,
      mutate: { pad in
        let (a, b) = (pad.a &+ 1, pad.b &- 1)
        Self.assignWithDirtyPadding(&pad, a: a, b: b)
      })
    checkShape(
      { /PadEnum.y }, roots: roots,
      switch: {
        switch $0 {
        case .y(let value): value
        default: nil
        }
      },
      embed: PadEnum.y,
      mutate: { pad in
        let a = pad.a &+ 1
        Self.assignWithDirtyPadding(&pad, a: a, b: 42)
      })
    checkEmptyCase({ /PadEnum.z }, roots: roots, case: .z)
  }

  @Test func largeStructPayload() {
    let roots: [LargePayload] = [
      .large(ShapeLarge(a: 1, b: 2, c: 3, d: 4, e: "e")),
      .large(ShapeLarge(a: 0, b: 0, c: 0, d: 0, e: "")),
      .small(1), .none,
    ]
    checkShape(
      { /LargePayload.large }, roots: roots,
      switch: {
        switch $0 {
        case .large(let value): value
        default: nil
        }
      },
      embed: LargePayload.large,
      mutate: {
        $0.c += 1; $0.e += "x"
      })
  }

  @Test func nestedEnumPayloads() {
    let roots: [ShapeOuter] = [
      .inner(.int(1)), .inner(.empty), .maybe(nil), .maybe(.some("s")), .maybe(.none1), .none,
    ]
    checkShape(
      { /ShapeOuter.inner }, roots: roots,
      switch: {
        switch $0 {
        case .inner(let value): value
        default: nil
        }
      },
      embed: ShapeOuter.inner, mutate: { $0 = $0 == .empty ? .int(0) : .empty })
    checkShape(
      { /ShapeOuter.maybe }, roots: roots,
      switch: {
        switch $0 {
        case .maybe(let value): value
        default: nil
        }
      },
      embed: ShapeOuter.maybe, mutate: { $0 = $0 == nil ? .none2 : nil })
    // Composed paths through the nested enum.
    checkShape(
      { /ShapeOuter.inner .. /MultiPayloadExtraTag.int }, roots: roots,
      switch: {
        switch $0 {
        case .inner(.int(let value)): value
        default: nil
        }
      },
      embed: { .inner(.int($0)) }, mutate: { $0 += 2 })
  }

  @Test func rangePayloads() {
    let roots: [Ranges] = [.half(0..<1), .half(-5..<5), .closed(0...1), .none]
    checkShape(
      { /Ranges.half }, roots: roots,
      switch: {
        switch $0 {
        case .half(let value): value
        default: nil
        }
      },
      embed: Ranges.half, mutate: { $0 = $0.lowerBound..<($0.upperBound + 1) })
    checkShape(
      { /Ranges.closed }, roots: roots,
      switch: {
        switch $0 {
        case .closed(let value): value
        default: nil
        }
      },
      embed: Ranges.closed, mutate: { $0 = $0.lowerBound...($0.upperBound * 2) })
  }

  @Test func closuresInsideStructsAndGenericWrappers() {
    // Not function payloads at the storage level: a struct field and a generic wrapper keep the
    // closure at a known abstraction, so these work like a switch.
    let roots: [WrappedClosures] = [
      .handler(ShapeHandler { $0 + 1 }), .handler(ShapeHandler { $0 * 2 }),
      .wrapped(ShapeWrapper(wrapped: { $0 - 1 })), .none,
    ]
    let rootKey: (WrappedClosures) -> String = {
      switch $0 {
      case .handler(let handler): "handler \(handler.transform(20))"
      case .wrapped(let wrapper): "wrapped \(wrapper.wrapped(20))"
      case .none: "none"
      }
    }
    checkShape(
      { /WrappedClosures.handler }, roots: roots,
      switch: {
        switch $0 {
        case .handler(let value): value
        default: nil
        }
      },
      embed: WrappedClosures.handler,
      mutate: { handler in handler.transform = { [old = handler.transform] in old($0) + 100 } },
      valueKey: { $0.transform(20) }, rootKey: rootKey)
    checkShape(
      { /WrappedClosures.wrapped }, roots: roots,
      switch: {
        switch $0 {
        case .wrapped(let value): value
        default: nil
        }
      },
      embed: WrappedClosures.wrapped,
      mutate: { wrapper in wrapper.wrapped = { [old = wrapper.wrapped] in old($0) * 10 } },
      valueKey: { $0.wrapped(20) }, rootKey: rootKey)
    #expect(
      (/WrappedClosures.handler).extract(from: .handler(ShapeHandler { $0 + 1 }))?.transform(20)
        == 21)
  }

  @Test func classAndExistentialMetatypes() {
    // Thick metatypes (class, existential) are pointers at run time and are read like a switch.
    let roots: [ThickMetatypes] = [
      .object(BaseClass.self), .object(SubClass.self), .any(Int.self), .any(String.self),
      .named(ShapePerson.self), .named(ShapeRobot.self), .none,
    ]
    let rootKey: (ThickMetatypes) -> String = { "\($0)" }
    checkShape(
      { /ThickMetatypes.object }, roots: roots,
      switch: {
        switch $0 {
        case .object(let value): value
        default: nil
        }
      },
      embed: ThickMetatypes.object,
      mutate: { $0 = $0 == BaseClass.self ? SubClass.self : BaseClass.self },
      valueKey: { ObjectIdentifier($0) }, rootKey: rootKey)
    checkShape(
      { /ThickMetatypes.any }, roots: roots,
      switch: {
        switch $0 {
        case .any(let value): value
        default: nil
        }
      },
      embed: ThickMetatypes.any, mutate: { $0 = $0 == Int.self ? Bool.self : Int.self },
      valueKey: { ObjectIdentifier($0) }, rootKey: rootKey)
    checkShape(
      { /ThickMetatypes.named }, roots: roots,
      switch: {
        switch $0 {
        case .named(let value): value
        default: nil
        }
      },
      embed: ThickMetatypes.named,
      mutate: { $0 = $0 == ShapePerson.self ? ShapeRobot.self : ShapePerson.self },
      valueKey: { ObjectIdentifier($0) }, rootKey: rootKey)
  }

  @Test func anyObjectAndProtocolMetatypes() {
    let roots: [ThickMetatypes] = [
      .anyObject(ShapeObject.self), .anyObject(SubClass.self),
      .protocolType((any ShapeNamed).self), .any(Int.self), .none,
    ]
    // Not `"\($0)"`: the runtime's `Mirror` crashes printing a thin metatype payload.
    let rootKey: (ThickMetatypes) -> String = {
      switch $0 {
      case .object(let type): "object \(ObjectIdentifier(type))"
      case .any(let type): "any \(ObjectIdentifier(type))"
      case .named(let type): "named \(ObjectIdentifier(type))"
      case .anyObject(let type): "anyObject \(ObjectIdentifier(type))"
      case .protocolType: "protocolType"
      case .none: "none"
      }
    }
    checkShape(
      { /ThickMetatypes.anyObject }, roots: roots,
      switch: {
        switch $0 {
        case .anyObject(let value): value
        default: nil
        }
      },
      embed: ThickMetatypes.anyObject,
      mutate: {
        $0 = $0 == ShapeObject.self ? (SubClass.self as AnyObject.Type) : ShapeObject.self
      },
      valueKey: { ObjectIdentifier($0) }, rootKey: rootKey)
    // `(any ShapeNamed).Type` is the metatype of an existential: it has one value, and a
    // concrete enum stores it in no bytes (thin), so the path is refused.
    checkRefused({ /ThickMetatypes.protocolType }, roots: roots, rootKey: rootKey)
  }

  // MARK: - Issue items 4, 5 and 7

  @Test func customReflectableEnum() {
    // Item 4: a custom mirror must not be read as the payload.
    #expect((/Odd.a).extract(from: .a(5)) == 5)
    #expect((/Odd.a).extract(from: .b(5)) == nil)
    let freshOnOther = /Odd.b
    #expect(freshOnOther.extract(from: .a(5)) == nil)
    #expect(freshOnOther.extract(from: .b(6)) == 6)
    let roots: [Odd] = [.a(5), .a(0), .b(5), .b(-3)]
    checkShape(
      { /Odd.a }, roots: roots,
      switch: {
        switch $0 {
        case .a(let value): value
        case .b: nil
        }
      },
      embed: Odd.a, mutate: { $0 += 1 })
    checkShape(
      { /Odd.b }, roots: roots,
      switch: {
        switch $0 {
        case .a: nil
        case .b(let value): value
        }
      },
      embed: Odd.b, mutate: { $0 -= 1 })
  }

  @Test func customMirrorIsNotReadAsThePayload() {
    // Item 4: the payload converts (`Int` into `Any`), so the path cannot read it as is; the
    // custom mirror says `a(0)`, which must never come out.
    #expect((/{ (x: Int) in OddMirror.a(x) }).extract(from: .a(5)) == 5)
    #expect((/{ (x: Int) in OddMirror.a(x) }).extract(from: .a("5")) == nil)
    #expect((/{ (x: Int) in OddMirror.a(x) }).extract(from: .b(5)) == nil)
    let roots: [OddMirror] = [.a(5), .a(0), .a(-7), .a("text"), .b(5), .b(0), .c]
    let rootKey: (OddMirror) -> String = {
      switch $0 {
      case .a(let value): "a \(type(of: value)) \(value)"
      case .b(let value): "b \(value)"
      case .c: "c"
      }
    }
    checkShape(
      { /{ (x: Int) in OddMirror.a(x) } }, roots: roots,
      switch: {
        switch $0 {
        case .a(let value): value as? Int
        default: nil
        }
      },
      embed: { OddMirror.a($0) }, mutate: { $0 += 1 }, valueKey: { $0 }, rootKey: rootKey)
    checkShape(
      { /OddMirror.b }, roots: roots,
      switch: {
        switch $0 {
        case .b(let value): value
        default: nil
        }
      },
      embed: OddMirror.b, mutate: { $0 += 1 }, valueKey: { $0 }, rootKey: rootKey)
  }

  /// Sets `pad` to `a` and `b` with its seven padding bytes all 0xFF, written in place (a
  /// `Pad` passed by value loses its padding).
  private static func assignWithDirtyPadding(_ pad: inout Pad, a: UInt8, b: Int64) {
    withUnsafeMutableBytes(of: &pad) { bytes in
      for index in 1...7 { bytes[index] = 0xFF }
    }
    pad.a = a
    pad.b = b
  }

  @Test func scopeKeepsTheCaseWhenTheChildWritesPadding() {
    // Item 5: the tag of `.y` and `.z` lives in `Pad`'s padding; a child that writes a `Pad`
    // whose padding is not zero must leave the state in `.x`.
    let learned = /PadEnum.x
    _ = learned.extract(from: .x(Pad(a: 1, b: 1)))
    _ = learned.extract(from: .z)
    for (path, use) in [(/PadEnum.x, "fresh path"), (learned, "learned path")] {
      let store = Store<PadEnum, ShapeAction>(initialState: .x(Pad(a: 1, b: 2))) {
        Scope(state: path, action: /ShapeAction.child) {
          Reduce<Pad, Int> { state, action in
            Self.assignWithDirtyPadding(&state, a: UInt8(action), b: Int64(action) * 1000)
            return .none
          }
        }
      }
      for action in [7, 9, 11] {
        store.send(.child(action))
        switch store.state {
        case .x(let pad):
          #expect(pad.a == UInt8(action) && pad.b == Int64(action) * 1000, "\(use): \(pad)")
        case .y, .z:
          Issue.record("\(use): the state left case .x: \(store.state)")
        }
      }
    }
    for (path, use) in [(/PadEnum.y, "fresh path"), (/PadEnum.x, "fresh path on another case")] {
      var root = PadEnum.y(Pad(a: 0, b: 0))
      for step in 1...3 {
        let result: Void? = path.modify(&root) {
          Self.assignWithDirtyPadding(&$0, a: UInt8(step), b: Int64(step))
        }
        if case .y = root {
          #expect((result != nil) == (use == "fresh path"), "\(use), step \(step)")
        }
      }
      let expected: PadEnum = use == "fresh path" ? .y(Pad(a: 3, b: 3)) : .y(Pad(a: 0, b: 0))
      #expect(root == expected, "\(use)")
      switch root {
      case .y: break
      case .x, .z: Issue.record("\(use): modify moved the root out of case .y: \(root)")
      }
    }
  }

  @Test func cgFloatPayloadThroughADoubleClosure() {
    // Item 7: `Double` converts implicitly into `CGFloat` in the closure.
    let roots: [Geometry] = [.width(1.5), .width(0), .height(1.5), .none]
    checkShape(
      { /{ (x: Double) in Geometry.width(x) } }, roots: roots,
      switch: {
        switch $0 {
        case .width(let value): Double(value)
        default: nil
        }
      },
      embed: { Geometry.width($0) }, mutate: { $0 *= 2 })
    #expect((/{ (x: Double) in Geometry.width(x) }).extract(from: .width(2.5)) == 2.5)
    checkShape(
      { /Geometry.height }, roots: roots,
      switch: {
        switch $0 {
        case .height(let value): value
        default: nil
        }
      },
      embed: Geometry.height, mutate: { $0 += 1 })
  }

  // MARK: - Threads

  /// A `Sendable` enum for the thread tests.
  private enum Shared: Equatable, Sendable {
    case number(Int), text(String), pair(Int, String), empty

    static func == (lhs: Shared, rhs: Shared) -> Bool { "\(lhs)" == "\(rhs)" }
  }

  nonisolated private static func sharedRoot(_ index: Int) -> Shared {
    switch index % 4 {
    case 0: .number(index)
    case 1: .text("t\(index)")
    case 2: .pair(index, "p\(index)")
    default: .empty
    }
  }

  @Test func firstUseFromManyThreads() {
    let failures = Recorder<String>()
    for round in 0..<50 {
      let text = /Shared.text
      let pair = /Shared.pair
      DispatchQueue.concurrentPerform(iterations: 16) { thread in
        for step in 0..<20 {
          let index = thread + step + round
          let root = Self.sharedRoot(index)
          let expectedText: String? = if case .text(let value) = root { value } else { nil }
          if text.extract(from: root) != expectedText { failures.append("text on \(root)") }
          let read = pair.extract(from: root)
          let expectedPair: (Int, String)? =
            if case .pair(let n, let s) = root { (n, s) } else { nil }
          if "\(String(describing: read))" != "\(String(describing: expectedPair))" {
            failures.append("pair on \(root)")
          }
          var copy = root
          text.modify(&copy) { $0 += "!" }
          if let expectedText, copy != .text(expectedText + "!") {
            failures.append("modify \(root)")
          }
        }
      }
    }
    #expect(failures.values.isEmpty, "\(failures.values.prefix(10))")
  }

  @Test func firstUseFromManyTasks() async {
    for round in 0..<20 {
      let number = /Shared.number
      let failures = await withTaskGroup(of: [String].self) { group in
        for task in 0..<16 {
          group.addTask {
            var failures: [String] = []
            for step in 0..<20 {
              let root = Self.sharedRoot(task * 3 + step + round)
              let expected: Int? = if case .number(let value) = root { value } else { nil }
              if number.extract(from: root) != expected { failures.append("\(root)") }
            }
            return failures
          }
        }
        var all: [String] = []
        for await failures in group { all += failures }
        return all
      }
      #expect(failures.isEmpty, "\(failures.prefix(10))")
    }
  }
}
