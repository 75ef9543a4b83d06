// The loops of the tree's diff that compare two stacks route by route, over the arrays'
// buffers so that they run without bounds checks and, for the usual id types, without
// `Equatable` witnesses.
//
// MARK: Assumptions, the check that guards each, and the safe path
//
// 1. An index read from a buffer is below both buffers' counts.
//    Check: `commonPrefixLength` reads only below the smaller count; `positionsToCompare`
//    checks once that `prefix` is within both arrays. Safe path: a `prefix` beyond either
//    array answers every position below it, so that the caller compares each route in full.
// 2. Ids of type `ID` are `Int`s (or `String`s) bit for bit when `ID` is `Int` (`String`).
//    Check: the `SameType` proof of ReducerCore (`Internal/Unsafe/InPlaceAccess.swift`) is
//    made from `ID.self == Int.self` first. Safe path: any other id type is compared through
//    its own `==`.

/// The number of leading ids equal in both arrays, compared in their own type, in a loop of
/// its own for `Int` and `String` ids.
///
/// - Complexity: O(*n*), where *n* is the length of the shorter array.
@inline(__always)
func commonPrefixLength<ID: Equatable>(ofIDs lhs: [ID], _ rhs: [ID]) -> Int {
  if let same = SameType(ID.self, Int.self) {
    return commonPrefixLength(same.castElements(lhs), same.castElements(rhs))
  }
  if let same = SameType(ID.self, String.self) {
    return commonPrefixLength(same.castElements(lhs), same.castElements(rhs))
  }
  return commonPrefixLength(lhs, rhs)
}

/// The length of the common prefix of two arrays, specialized for the usual id types.
///
/// - Complexity: O(*n*), where *n* is the length of the shorter array.
@_specialize(exported:false,kind:full,where ID == Int)
@_specialize(exported:false,kind:full,where ID == String)
func commonPrefixLength<ID: Equatable>(_ lhs: [ID], _ rhs: [ID]) -> Int {
  let shared = Swift.min(lhs.count, rhs.count)
  return lhs.withUnsafeBufferPointer { lhs in
    rhs.withUnsafeBufferPointer { rhs in
      var index = 0
      while index < shared, lhs[index] == rhs[index] { index += 1 }
      return index
    }
  }
}

/// The positions below `prefix` whose codes differ or are odd (a route with nested flows):
/// the routes of a common stack bottom that need a closer look.
///
/// - Complexity: O(`prefix`).
func positionsToCompare(_ old: [UInt64], _ new: [UInt64], below prefix: Int) -> [Int] {
  // Codes made with the stacks cover them; anything else compares every route.
  guard prefix >= 0, prefix <= old.count, prefix <= new.count else {
    return Array(0..<Swift.max(prefix, 0))
  }
  return old.withUnsafeBufferPointer { old in
    new.withUnsafeBufferPointer { new in
      var result: [Int] = []
      for index in 0..<prefix {
        let code = old[index]
        if code != new[index] || code & 1 != 0 { result.append(index) }
      }
      return result
    }
  }
}

/// Whether two arrays are the same storage, hence equal: the fast path of the navigation
/// tree's equality. It compares the buffers' addresses only and reads no element, so it holds
/// for any element type; two empty arrays answer `false` and are compared element by element.
func arraysShareStorage<Element>(_ lhs: [Element], _ rhs: [Element]) -> Bool {
  lhs.withUnsafeBufferPointer { left in
    rhs.withUnsafeBufferPointer { right in
      left.baseAddress != nil && left.baseAddress == right.baseAddress
    }
  }
}
