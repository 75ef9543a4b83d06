import Foundation
import Testing

@testable import ReducerCore

// The numbered findings of the case-path safety review, one test each: every shape either
// reads exactly like a `switch` or is refused with one diagnostic and answers nil.

private enum Fn {
  case f((Int) -> Int)
  case g(() -> String)
  case pair(String, (String) -> String)
  case optional(((Int) -> Int)?)
  case number(Int)
}

private enum Meta {
  case int(Int.Type)
  case pair(Int.Type, Int)
  case any(Any.Type)
  case object(Base.Type)
}

private class Base {}
private final class Derived: Base {}

private enum Generic<T> {
  case value(T)
  case other
}

private struct SafetyPad: Equatable {
  var a: UInt8
  var b: Int64
}

private enum SafetyPadE: Equatable {
  case x(SafetyPad)
  case y(SafetyPad)
  case z
}

private enum SafetyOdd: CustomReflectable {
  case a(Int)
  case b(Int)
  var customMirror: Mirror { Mirror(self, children: ["x": 0]) }
}

private enum Sized: Equatable {
  case width(CGFloat)
  case height(Double)
}

private final class NotSendable {}

private indirect enum Shape: Equatable {
  case empty
  case box(Shape)
  case object(ObjectBox)

  struct ObjectBox: Equatable {
    let object = NotSendable()
    static func == (lhs: Self, rhs: Self) -> Bool { lhs.object === rhs.object }
  }
}

/// Runs `body` and returns the kinds of the diagnostics it reported.
private func diagnosticKinds(_ body: () -> Void) -> [String] {
  let recorder = Recorder<Diagnostic>()
  Diagnostics.$handler.withValue(DiagnosticHandler { recorder.append($0) }) { body() }
  return recorder.values.map(\.kind)
}

@Test func closurePayloadsAreRefusedOnceAndNeverReadWrong() {
  let path = /Fn.f
  var answers: [Bool] = []
  var value = Fn.f { $0 * 2 }
  let kinds = diagnosticKinds {
    // First use on a value of another case already refuses.
    answers.append(path.extract(from: .number(1)) == nil)
    answers.append(path.extract(from: .f { $0 + 1 }) == nil)
    answers.append(path.modify(&value) { $0 = { $0 } } == nil)
  }
  #expect(answers == [true, true, true])
  if case let .f(function) = value { #expect(function(20) == 40) } else { Issue.record() }
  #expect(kinds == ["casePath.unsupported"])
  for kind in [
    diagnosticKinds { _ = (/Fn.g).extract(from: .g { "x" }) },
    diagnosticKinds { _ = (/Fn.pair).extract(from: .pair("a") { $0 }) },
    diagnosticKinds { _ = (/Fn.optional).extract(from: .optional { $0 }) },
  ] {
    #expect(kind == ["casePath.unsupported"])
  }
  // The same enum's other cases still read.
  #expect((/Fn.number).extract(from: .number(4)) == 4)
  // The explicit path is the way.
  let explicit = CasePath<Fn, (Int) -> Int>(
    embed: Fn.f, extract: { if case let .f(function) = $0 { function } else { nil } })
  #expect(explicit.extract(from: .f { $0 + 1 })?(20) == 21)
}

@Test func theRefusalNamesTheEnumTheCaseAndTheFix() {
  let recorder = Recorder<Diagnostic>()
  Diagnostics.$handler.withValue(DiagnosticHandler { recorder.append($0) }) {
    _ = (/Fn.f).extract(from: .number(1))
  }
  let message = recorder.values.first?.message ?? ""
  #expect(message.contains("Fn"))
  #expect(message.contains("'f'"))
  #expect(message.contains("function"))
  #expect(message.contains("CasePath(embed:extract:)"))
}

@Test func thinMetatypesAreRefusedAndThickOnesRead() {
  var thin: Int.Type?
  #expect(
    diagnosticKinds { thin = (/Meta.int).extract(from: .int(Int.self)) } == [
      "casePath.unsupported"
    ])
  #expect(thin == nil)
  var pair: (Int.Type, Int)?
  #expect(
    diagnosticKinds { pair = (/Meta.pair).extract(from: .pair(Int.self, 3)) } == [
      "casePath.unsupported"
    ])
  #expect(pair == nil)
  var answers: [Bool] = []
  let kinds = diagnosticKinds {
    // A path to a thick metatype, first used on a value of a thin-metatype case.
    answers.append((/Meta.any).extract(from: .int(Int.self)) == nil)
    answers.append((/Meta.any).extract(from: .any(String.self)) == String.self)
    answers.append((/Meta.object).extract(from: .object(Derived.self)) == Derived.self)
    answers.append((/Meta.object).extract(from: .any(Int.self)) == nil)
  }
  #expect(answers == [true, true, true, true])
  #expect(kinds.isEmpty)
}

@Test func genericParameterPayloadsReadClosuresAndMetatypes() {
  let closure = /Generic<(Int) -> Int>.value
  for _ in 0..<3 {
    #expect(closure.extract(from: .value { $0 + 1 })?(20) == 21)
    #expect(closure.extract(from: .other) == nil)
  }
  let metatype = /Generic<Int.Type>.value
  for _ in 0..<3 {
    #expect(metatype.extract(from: .value(Int.self)) == Int.self)
  }
}

@Test func customReflectableEnumsReadTheirRealPayload() {
  for _ in 0..<3 {
    #expect((/SafetyOdd.a).extract(from: .a(5)) == 5)
    #expect((/SafetyOdd.a).extract(from: .b(5)) == nil)
    #expect((/SafetyOdd.b).extract(from: .b(7)) == 7)
  }
}

@Test func aDoubleClosureReadsACGFloatPayload() {
  let width = /{ (x: Double) in Sized.width(x) }
  let height = /{ (x: CGFloat) in Sized.height(x) }
  for _ in 0..<3 {
    #expect(width.extract(from: .width(2.5)) == 2.5)
    #expect(width.extract(from: .height(2.5)) == nil)
    #expect(height.extract(from: .height(1.5)) == 1.5)
    #expect(height.extract(from: .width(1.5)) == nil)
  }
}

@MainActor
@Test func aChildThatWritesPaddingKeepsTheCase() {
  var pad = SafetyPad(a: 0, b: 0)
  withUnsafeMutableBytes(of: &pad) { bytes in
    for index in 1..<8 { bytes[index] = 0xFF }
  }
  pad.a = 7
  pad.b = 9
  let written = pad
  let store = Store(initialState: SafetyPadE.x(SafetyPad(a: 1, b: 2))) {
    Scope(state: /SafetyPadE.x, action: /SafetyPadAction.child) {
      Reduce<SafetyPad, Void> { state, _ in
        state = written
        // A valid `SafetyPad` whose padding bytes are not zero, where `SafetyPadE` keeps its tag.
        withUnsafeMutableBytes(of: &state) { bytes in
          for index in 1..<8 { bytes[index] = 0xFF }
        }
        return .none
      }
    }
  }
  store.send(.child(()))
  #expect(store.state == .x(SafetyPad(a: 7, b: 9)))
  store.send(.child(()))
  #expect(store.state == .x(SafetyPad(a: 7, b: 9)))
  #expect(MemoryLayout<SafetyPadE>.size == MemoryLayout<SafetyPad>.size)
  var value = SafetyPadE.y(SafetyPad(a: 1, b: 1))
  (/SafetyPadE.y).modify(&value) { $0 = written }
  #expect(value == .y(SafetyPad(a: 7, b: 9)))
}

private enum SafetyPadAction { case child(Void) }

@Test func payloadlessCasesOfNonSendableEnumsHavePaths() {
  let empty = /Shape.empty
  #expect(empty.extract(from: .empty) != nil)
  #expect(empty.extract(from: .box(.empty)) == nil)
  #expect(CasePath(case: Shape.empty).extract(from: .object(.init())) == nil)
  #expect((/Shape.box).extract(from: .box(.empty)) == .empty)
}

@MainActor
@Test func readingTheStoreDuringItsReduceIsReported() {
  final class StoreBox { var store: Store<SafetyPadE, SafetyPadAction>? }
  let box = StoreBox()
  let seen = Recorder<SafetyPadE>()
  let store = Store(initialState: SafetyPadE.x(SafetyPad(a: 1, b: 2))) {
    Scope(state: /SafetyPadE.x, action: /SafetyPadAction.child) {
      Reduce<SafetyPad, Void> { state, _ in
        state.a += 1
        MainActor.assumeIsolated { if let store = box.store { seen.append(store.state) } }
        return .none
      }
    }
  }
  box.store = store
  let kinds = diagnosticKinds { store.send(.child(())) }
  #expect(kinds == ["store.reentrantStateRead"])
  #expect(seen.values == [.x(SafetyPad(a: 2, b: 2))])
  #expect(store.state == .x(SafetyPad(a: 2, b: 2)))
}

@Test func valuesWithThinMetatypesAndClosuresPrint() {
  #expect(describe(Meta.int(Int.self)).contains("int"))
  #expect(describe(Meta.pair(Int.self, 3)).contains("pair"))
  #expect(describe(Fn.f { $0 }).contains("f"))
}
