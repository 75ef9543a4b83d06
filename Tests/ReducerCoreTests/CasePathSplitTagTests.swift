import Foundation
import Testing

@testable import ReducerCore

// Issue 41, item 4: enum shapes whose tag the compiler may split between the payloads' spare
// bits and extra tag bytes (arm64_32 does for `FiveReferences` and `NineReferences`, see
// Tests/ABIFixtures/arm64_32-apple-watchos10.0.facts), or keep in padding. Each is checked
// against a hand-written `switch`, through extract, embed, modify and a `Scope` that changes
// the payload in place, and every enum with more than one payload case writes its tag back
// after such a change, whatever its size says.

/// Five cases of class references: 5 bytes on arm64_32 (2 tag bits in the pointer, 1 in a
/// byte after it), 8 on 64-bit targets.
enum FiveReferences: Equatable {
  case a(ShapeObject), b(ShapeObject), c(ShapeObject), d(ShapeObject), e(ShapeObject)
}

/// Nine cases of class references and two empty ones: more cases than the pointer's spare bits
/// hold on 32-bit targets.
enum NineReferences: Equatable {
  case a(ShapeObject), b(ShapeObject), c(ShapeObject), d(ShapeObject), e(ShapeObject)
  case f(ShapeObject), g(ShapeObject), h(ShapeObject), i(ShapeObject), j, k
}

/// Multi-payload cases of a struct with seven bytes of padding between its fields.
enum PaddedPayloads: Equatable {
  case first(Pad), second(Pad), third(UInt8), fourth
}

/// Payloads of different sizes whose tag lies in a byte after the largest: the size alone says
/// "no tag bits in the payload", which held on 64-bit targets but is no rule.
enum TagAfterPayloads: Equatable {
  case wide(Int64), narrow(Int32), reference(ShapeObject), none
}

/// The action of the `Scope` checks: one payload for both children.
enum SplitTagAction: Equatable, Sendable {
  case child(Int64)
}

@MainActor
@Suite
struct CasePathSplitTagTests {
  @Test func fiveReferences() {
    let roots: [FiveReferences] = [
      .a(ShapeObject(1)), .b(ShapeObject(2)), .c(ShapeObject(3)), .d(ShapeObject(4)),
      .e(ShapeObject(5)), .e(ShapeObject(6)),
    ]
    checkShape(
      { /FiveReferences.e }, roots: roots,
      switch: {
        if case .e(let value) = $0 { value } else { nil }
      }, embed: FiveReferences.e, mutate: { $0 = ShapeObject($0.value + 100) })
    checkShape(
      { /FiveReferences.a }, roots: roots,
      switch: {
        if case .a(let value) = $0 { value } else { nil }
      }, embed: FiveReferences.a, mutate: { $0 = ShapeObject($0.value + 100) })
  }

  @Test func nineReferencesAndTwoEmptyCases() {
    let roots: [NineReferences] = [
      .a(ShapeObject(1)), .d(ShapeObject(4)), .h(ShapeObject(8)), .i(ShapeObject(9)), .j, .k,
    ]
    checkShape(
      { /NineReferences.i }, roots: roots,
      switch: {
        if case .i(let value) = $0 { value } else { nil }
      }, embed: NineReferences.i, mutate: { $0 = ShapeObject($0.value + 100) })
    checkShape(
      { /NineReferences.h }, roots: roots,
      switch: {
        if case .h(let value) = $0 { value } else { nil }
      }, embed: NineReferences.h, mutate: { $0 = ShapeObject($0.value * 2) })
  }

  @Test func paddedPayloads() {
    let roots: [PaddedPayloads] = [
      .first(Pad(a: 1, b: 2)), .second(Pad(a: 255, b: -1)), .third(7), .fourth,
    ]
    checkShape(
      { /PaddedPayloads.second }, roots: roots,
      switch: {
        if case .second(let value) = $0 { value } else { nil }
      }, embed: PaddedPayloads.second,
      mutate: {
        $0.a &+= 1; $0.b &-= 1
      })
    checkShape(
      { /PaddedPayloads.third }, roots: roots,
      switch: {
        if case .third(let value) = $0 { value } else { nil }
      }, embed: PaddedPayloads.third, mutate: { $0 = ~$0 })
  }

  @Test func tagAfterPayloads() {
    let roots: [TagAfterPayloads] = [
      .wide(.min), .wide(-1), .narrow(.max), .reference(ShapeObject(3)), .none,
    ]
    checkShape(
      { /TagAfterPayloads.wide }, roots: roots,
      switch: {
        if case .wide(let value) = $0 { value } else { nil }
      }, embed: TagAfterPayloads.wide, mutate: { $0 = ~$0 })
    checkShape(
      { /TagAfterPayloads.narrow }, roots: roots,
      switch: {
        if case .narrow(let value) = $0 { value } else { nil }
      }, embed: TagAfterPayloads.narrow, mutate: { $0 = ~$0 })
  }

  /// The rule itself: after learning a case that lies in place, a path into an enum with more
  /// than one payload case writes the tag back after a change in place, and a path into a
  /// single-payload enum does not (its payload case has no tag bits to lose).
  @Test func everyMultiPayloadEnumWritesItsTagBackAfterAChangeInPlace() {
    func retags<Root, Value>(_ path: CasePath<Root, Value>, learningFrom root: Root) -> Bool? {
      let extractor = ReflectiveExtractor<Root, Value>(embed: { path.embed($0) })
      guard extractor.extract(from: root) != nil else { return nil }
      let state = extractor.state.load()
      guard state & ReflectiveExtractor<Root, Value>.inPlaceBit != 0 else { return nil }
      return state & ReflectiveExtractor<Root, Value>.retagBit != 0
    }
    // The tag lies in a byte after every payload on this machine's targets, and is still
    // written back: on another target (or another compiler) the same enum may split it.
    #expect(MemoryLayout<TagAfterPayloads>.size > MemoryLayout<Int64>.size)
    #expect(retags(/TagAfterPayloads.wide, learningFrom: .wide(5)) == true)
    #expect(retags(/TagAfterPayloads.narrow, learningFrom: .narrow(5)) == true)
    #expect(retags(/PaddedPayloads.third, learningFrom: .third(5)) == true)
    #expect(retags(/Optional<Int>.some, learningFrom: 5) == false)
  }

  /// A multi-payload case changed in place by a `Scope` keeps its case, for each case of an
  /// enum whose tag lies in bytes after the payloads (written back after the change).
  @Test func aScopeThatChangesAPayloadInPlaceKeepsTheCase() {
    for root in [TagAfterPayloads.wide(1), .narrow(2)] {
      let store = Store(initialState: root) {
        Scope(state: /TagAfterPayloads.wide, action: /SplitTagAction.child) {
          Reduce<Int64, Int64> { state, action in
            state = action
            return .none
          }
        }
        Scope(state: /TagAfterPayloads.narrow, action: /SplitTagAction.child) {
          Reduce<Int32, Int64> { state, action in
            state = Int32(truncatingIfNeeded: action)
            return .none
          }
        }
      }
      store.send(.child(-1))
      store.send(.child(.max))
      switch root {
      case .wide: #expect(store.state == .wide(.max))
      default: #expect(store.state == .narrow(-1))
      }
    }
  }
}
