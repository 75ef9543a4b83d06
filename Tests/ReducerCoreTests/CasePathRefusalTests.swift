import Testing

@testable import ReducerCore

@MainActor
@Suite
struct CasePathRefusalTests {
  // Issue 9, items 1 and 2: a `/` path to a case whose payload is stored as a concrete function or
  // a thin metatype cannot be read as a generic value. It is refused at its first use with one
  // `casePath.unsupported` diagnostic; it never returns a value, never changes the state. An
  // explicit `CasePath(embed:extract:)` is the way to such a case, and works like a switch.

  // MARK: - Function payloads (item 1)

  /// What a root with a function payload computes, so that a broken closure is caught.
  private func functionKey(_ root: FunctionPayload) -> String {
    switch root {
    case .f(let function): "f \(function(20))"
    case .none: "none"
    }
  }

  @Test func functionPayloadIsRefused() {
    checkRefused(
      { /FunctionPayload.f }, roots: [.f { $0 + 1 }, .f { $0 * 2 }, .none], rootKey: functionKey)
  }

  @Test func functionPayloadExplicitPath() {
    let path = CasePath<FunctionPayload, (Int) -> Int>(
      embed: FunctionPayload.f,
      extract: {
        switch $0 {
        case .f(let function): function
        case .none: nil
        }
      })
    #expect(path.extract(from: .f { $0 + 1 })?(20) == 21)
    checkShape(
      { path }, roots: [.f { $0 + 1 }, .f { $0 * 2 }, .none],
      switch: {
        switch $0 {
        case .f(let function): function
        case .none: nil
        }
      },
      embed: FunctionPayload.f,
      mutate: { function in function = { [old = function] in old($0) + 1 } },
      valueKey: { $0(20) }, rootKey: functionKey)
  }

  @Test func thunkPayloadIsRefused() {
    let key: (ThunkPayload) -> String = {
      switch $0 {
      case .f(let thunk): "f \(thunk())"
      case .other(let value): "other \(value)"
      }
    }
    checkRefused(
      { /ThunkPayload.f }, roots: [.f { "a" }, .f { "b" + "c" }, .other(1)], rootKey: key)
    let explicit = CasePath<ThunkPayload, () -> String>(
      embed: ThunkPayload.f,
      extract: {
        switch $0 {
        case .f(let thunk): thunk
        case .other: nil
        }
      })
    #expect(explicit.extract(from: .f { "hello" })?() == "hello")
    #expect(explicit.extract(from: .other(1)) == nil)
    // The supported case of the same enum still works.
    checkShape(
      { /ThunkPayload.other }, roots: [.f { "a" }, .other(1), .other(2)],
      switch: {
        switch $0 {
        case .other(let value): value
        case .f: nil
        }
      },
      embed: ThunkPayload.other, mutate: { $0 += 1 }, valueKey: { $0 }, rootKey: key)
  }

  @Test func sendableFunctionPayloadIsRefused() {
    let key: (SendableFunctionPayload) -> String = {
      switch $0 {
      case .f(let function): "f \(function(20))"
      case .none: "none"
      }
    }
    checkRefused({ /SendableFunctionPayload.f }, roots: [.f { $0 + 1 }, .none], rootKey: key)
    let explicit = CasePath<SendableFunctionPayload, @Sendable (Int) -> Int>(
      embed: SendableFunctionPayload.f,
      extract: {
        switch $0 {
        case .f(let function): function
        case .none: nil
        }
      })
    #expect(explicit.extract(from: .f { $0 + 1 })?(20) == 21)
  }

  @Test func asyncFunctionPayloadIsRefused() async {
    checkRefused({ /AsyncFunctionPayload.f }, roots: [.f { $0 + 1 }, .none], rootKey: { "\($0)" })
    let explicit = CasePath<AsyncFunctionPayload, (Int) async -> Int>(
      embed: AsyncFunctionPayload.f,
      extract: {
        switch $0 {
        case .f(let function): function
        case .none: nil
        }
      })
    let function = explicit.extract(from: .f { $0 + 1 })
    #expect(function != nil)
    if let function { #expect(await function(20) == 21) }
  }

  @Test func throwingFunctionPayloadIsRefused() throws {
    let key: (ThrowingFunctionPayload) -> String = {
      switch $0 {
      case .f(let function): "f \((try? function(20)) ?? -1)"
      case .none: "none"
      }
    }
    checkRefused({ /ThrowingFunctionPayload.f }, roots: [.f { $0 + 1 }, .none], rootKey: key)
    let explicit = CasePath<ThrowingFunctionPayload, (Int) throws -> Int>(
      embed: ThrowingFunctionPayload.f,
      extract: {
        switch $0 {
        case .f(let function): function
        case .none: nil
        }
      })
    #expect(try explicit.extract(from: .f { $0 + 1 })?(20) == 21)
  }

  @Test func optionalFunctionPayloadIsRefused() {
    let key: (OptionalFunctionPayload) -> String = {
      switch $0 {
      case .f(let function): "f \(function.map { $0(20) } ?? -1)"
      case .none: "none"
      }
    }
    checkRefused(
      { /OptionalFunctionPayload.f }, roots: [.f { $0 + 1 }, .f(nil), .none], rootKey: key)
    let explicit = CasePath<OptionalFunctionPayload, ((Int) -> Int)?>(
      embed: OptionalFunctionPayload.f,
      extract: {
        switch $0 {
        case .f(let function): function
        case .none: nil
        }
      })
    #expect(explicit.extract(from: .f { $0 + 1 })??(20) == 21)
  }

  @Test func tupleWithFunctionPayloadIsRefused() {
    let key: (TupleFunctionPayload) -> String = {
      switch $0 {
      case .f(let text, let function): "f \(function(text))"
      case .none: "none"
      }
    }
    checkRefused(
      { /TupleFunctionPayload.f }, roots: [.f("a", { $0 + "!" }), .f("", { $0 }), .none],
      rootKey: key)
    let explicit = CasePath<TupleFunctionPayload, (String, (String) -> String)>(
      embed: TupleFunctionPayload.f,
      extract: {
        switch $0 {
        case .f(let text, let function): (text, function)
        case .none: nil
        }
      })
    let read = explicit.extract(from: .f("a", { $0 + "!" }))
    #expect(read.map { $0.1($0.0) } == "a!")
  }

  // MARK: - Thin metatypes (item 2)

  @Test func thinMetatypePayloadIsRefused() {
    checkRefused(
      { /ThinMetatype.int }, roots: [.int(Int.self), .none],
      rootKey: { if case .int = $0 { "int" } else { "none" } })
    let explicit = CasePath<ThinMetatype, Int.Type>(
      embed: ThinMetatype.int,
      extract: {
        switch $0 {
        case .int(let type): type
        case .none: nil
        }
      })
    #expect(explicit.extract(from: .int(Int.self)) == Int.self)
    #expect(explicit.extract(from: .none) == nil)
  }

  @Test func structAndEnumMetatypePayloadsAreRefused() {
    checkRefused(
      { /StructMetatype.pad }, roots: [.pad(Pad.self), .none],
      rootKey: { if case .pad = $0 { "pad" } else { "none" } })
    checkRefused(
      { /EnumMetatype.direction }, roots: [.direction(ShapeDirection.self), .other(1), .other(2)],
      rootKey: enumMetatypeKey)
    let explicit = CasePath<StructMetatype, Pad.Type>(
      embed: StructMetatype.pad,
      extract: {
        switch $0 {
        case .pad(let type): type
        case .none: nil
        }
      })
    #expect(explicit.extract(from: .pad(Pad.self)) == Pad.self)
    // The supported case of the enum with a metatype case still works.
    checkShape(
      { /EnumMetatype.other }, roots: [.direction(ShapeDirection.self), .other(1), .other(2)],
      switch: {
        switch $0 {
        case .other(let value): value
        case .direction: nil
        }
      },
      embed: EnumMetatype.other, mutate: { $0 += 1 }, valueKey: { $0 }, rootKey: enumMetatypeKey)
  }

  @Test func tupleWithThinMetatypeIsRefused() {
    checkRefused(
      { /TupleMetatype.pair }, roots: [.pair(Int.self, 1), .pair(Int.self, -1), .none],
      rootKey: {
        if case .pair(_, let value) = $0 { "pair \(value)" } else { "none" }
      })
    let explicit = CasePath<TupleMetatype, (Int.Type, Int)>(
      embed: TupleMetatype.pair,
      extract: {
        switch $0 {
        case .pair(let type, let value): (type, value)
        case .none: nil
        }
      })
    #expect(explicit.extract(from: .pair(Int.self, 5))?.1 == 5)
  }

  @Test func optionalThinMetatypeIsRefused() {
    checkRefused(
      { /OptionalMetatype.int }, roots: [.int(Int.self), .int(nil), .none],
      rootKey: {
        switch $0 {
        case .int(let type): type == nil ? "int nil" : "int"
        case .none: "none"
        }
      })
    let explicit = CasePath<OptionalMetatype, Int.Type?>(
      embed: OptionalMetatype.int,
      extract: {
        switch $0 {
        case .int(let type): type
        case .none: nil
        }
      })
    #expect((explicit.extract(from: .int(Int.self)) ?? nil) == Int.self)
  }

  // MARK: - Refused and supported cases side by side

  private func mixedKey(_ root: MixedPayloads) -> String {
    switch root {
    case .function(let function): "function \(function(20))"
    case .thin(let type): "thin \(type)"
    case .thick(let type): "thick \(type)"
    case .number(let value): "number \(value)"
    case .none: "none"
    }
  }

  private var mixedRoots: [MixedPayloads] {
    [
      .function { $0 + 1 }, .thin(Int.self), .thick(BaseClass.self), .thick(SubClass.self),
      .number(1), .number(2), .none,
    ]
  }

  @Test func mixedEnumRefusesOnlyItsUnreadableCases() {
    checkRefused({ /MixedPayloads.function }, roots: mixedRoots, rootKey: mixedKey)
    checkRefused({ /MixedPayloads.thin }, roots: mixedRoots, rootKey: mixedKey)
    checkShape(
      { /MixedPayloads.number }, roots: mixedRoots,
      switch: {
        switch $0 {
        case .number(let value): value
        default: nil
        }
      },
      embed: MixedPayloads.number, mutate: { $0 += 1 }, valueKey: { $0 }, rootKey: mixedKey)
  }

  @Test func thickMetatypePathFirstUsedOnAThinMetatypeCase() {
    // Item 2: the path of a class-metatype case, first used on a value of the thin-metatype case.
    for first in mixedRoots.indices {
      let path = /MixedPayloads.thick
      #expect(
        path.extract(from: mixedRoots[first]).map(ObjectIdentifier.init)
          == thickOf(mixedRoots[first]))
      #expect(path.extract(from: .thick(SubClass.self)) == SubClass.self)
      #expect(path.extract(from: .thin(Int.self)) == nil)
    }
    checkShape(
      { /MixedPayloads.thick }, roots: mixedRoots,
      switch: {
        switch $0 {
        case .thick(let type): type
        default: nil
        }
      },
      embed: MixedPayloads.thick,
      mutate: { $0 = $0 == BaseClass.self ? SubClass.self : BaseClass.self },
      valueKey: { ObjectIdentifier($0) }, rootKey: mixedKey)
  }

  private func thickOf(_ root: MixedPayloads) -> ObjectIdentifier? {
    switch root {
    case .thick(let type): ObjectIdentifier(type)
    default: nil
    }
  }

  // MARK: - Roots that are not enums

  @Test func structRootIsRefused() {
    checkRefused(
      { /{ (value: Int) in NotAnEnum(value: value) } },
      roots: [NotAnEnum(value: 1), NotAnEnum(value: 2)])
  }

  @Test func classRootIsRefused() {
    let object = NotAnEnumClass()
    let path: () -> CasePath<NotAnEnumClass, Void> = { /{ (_: Void) in object } }
    checkRefused(path, roots: [object, NotAnEnumClass()], rootKey: { ObjectIdentifier($0) })
  }
}

/// A key for `EnumMetatype` values that does not reflect them: printing a value whose payload is
/// a thin metatype crashes in the runtime's `Mirror`.
private func enumMetatypeKey(_ value: EnumMetatype) -> String {
  switch value {
  case .direction: "direction"
  case .other(let number): "other \(number)"
  }
}
