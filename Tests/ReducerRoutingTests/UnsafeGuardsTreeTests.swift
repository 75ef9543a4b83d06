import Testing

@testable import ReducerRouting

// The checks that guard the tree's comparisons over buffers and typed ids
// (`Internal/Unsafe/StackComparison.swift`): each test takes the safe path a check chooses,
// and fails if the check were gone.

/// An id whose equality is not its bits: numbers with the same last digit are equal. It is as
/// large as an `Int`, so a reinterpretation as one would compile and give other answers.
private struct LastDigit: Hashable, Sendable {
  let value: Int

  init(_ value: Int) { self.value = value }

  static func == (lhs: Self, rhs: Self) -> Bool { lhs.value % 10 == rhs.value % 10 }
  func hash(into hasher: inout Hasher) { hasher.combine(value % 10) }
}

@Suite struct UnsafeGuardsTreeTests {
  @Test func treeIDOfAnotherTypeComparesThroughItsOwnEquality() {
    #expect(NavigationTree.ID(LastDigit(1)) == NavigationTree.ID(LastDigit(11)))
    #expect(NavigationTree.ID(LastDigit(1)) != NavigationTree.ID(LastDigit(2)))
    #expect(
      Set([NavigationTree.ID(LastDigit(1)), NavigationTree.ID(LastDigit(11))]).count == 1)
  }

  @Test func treeIDsOfTheUsualTypesCompareInTheirOwnType() {
    #expect(NavigationTree.ID("a") == NavigationTree.ID("a"))
    #expect(NavigationTree.ID("a") != NavigationTree.ID("b"))
    #expect(NavigationTree.ID(7) == NavigationTree.ID(7))
    #expect(NavigationTree.ID(7) != NavigationTree.ID(8))
    // Equal descriptions, different types.
    #expect(NavigationTree.ID("7") != NavigationTree.ID(7))
    // An optional string converts to a `String` with `as?` but is not one (nor of its size):
    // it compares through `AnyHashable`.
    #expect(NavigationTree.ID(String?("a")) == NavigationTree.ID(String?("a")))
    #expect(NavigationTree.ID(String?("a")) != NavigationTree.ID(String?("b")))
  }

  @Test func stackIDsOfAnotherTypeCompareThroughTheirOwnEquality() {
    let old = [LastDigit(1), LastDigit(2), LastDigit(3)]
    let new = [LastDigit(11), LastDigit(12), LastDigit(4)]
    #expect(commonPrefixLength(ofIDs: old, new) == 2)
    let keys = TypedStackKeys(ids: old, codes: [0, 0, 0])
    #expect(keys.commonPrefix(with: TypedStackKeys(ids: new, codes: [0, 0, 0])) == 2)
    // Keys of two id types have no common prefix to offer.
    #expect(keys.commonPrefix(with: TypedStackKeys(ids: [1, 2, 3], codes: [0, 0, 0])) == nil)
  }

  @Test func stackIDsOfTheUsualTypesCompareInTheirOwnType() {
    #expect(commonPrefixLength(ofIDs: [1, 2, 3], [1, 2, 4, 5]) == 2)
    #expect(commonPrefixLength(ofIDs: ["a", "b"], ["a", "b", "c"]) == 2)
    #expect(commonPrefixLength(ofIDs: [Int](), [1]) == 0)
  }

  @Test func positionsBelowAPrefixWithinTheCodes() {
    // Equal even codes need no closer look; a difference or an odd code (nested flows) does.
    #expect(positionsToCompare([2, 4, 7, 8], [2, 6, 7, 8], below: 3) == [1, 2])
    #expect(positionsToCompare([2, 4], [2, 4], below: 0) == [])
  }

  @Test func aPrefixBeyondTheCodesComparesEveryPosition() {
    // Codes that do not cover the common prefix (keys out of step with their stack) say
    // nothing about the routes: every one is compared in full, and no code is read past the
    // end of its array.
    #expect(positionsToCompare([2, 4], [2, 4, 6], below: 3) == [0, 1, 2])
    #expect(positionsToCompare([2, 4, 6], [2], below: 2) == [0, 1])
  }
}
