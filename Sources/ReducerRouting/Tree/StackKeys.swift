/// The ids of a stack in their own type, and a code per route for its case and whether flows
/// are nested in it: what the diff compares for every route of the common bottom of two
/// stacks, without boxing an id.
///
/// Built with the tree from a state; a tree changed by hand has none, and its stacks are
/// compared route by route.
class StackKeys: @unchecked Sendable {
  /// Per route: the interned case name, shifted left by one, with the low bit set when flows
  /// are nested in the route.
  let codes: [UInt64]

  init(codes: [UInt64]) {
    self.codes = codes
  }

  /// The number of bottom routes whose ids are equal in both stacks; `nil` when the ids are
  /// of different types.
  func commonPrefix(with other: StackKeys) -> Int? { nil }
}

// Unchecked: the ids are `Sendable` and never change after the keys are made.
final class TypedStackKeys<ID: Hashable & Sendable>: StackKeys, @unchecked Sendable {
  let ids: [ID]

  init(ids: [ID], codes: [UInt64]) {
    self.ids = ids
    super.init(codes: codes)
  }

  override func commonPrefix(with other: StackKeys) -> Int? {
    guard let other = other as? TypedStackKeys<ID> else { return nil }
    return commonPrefixLength(ofIDs: ids, other.ids)
  }
}

/// A number per case name, the same for the same name in the whole process.
func caseCode(of name: String) -> UInt64 {
  caseCodes.withLock { codes in
    if let code = codes[name] { return code }
    let code = UInt64(codes.count + 1)
    codes[name] = code
    return code
  }
}

private let caseCodes = LockedValue<[String: UInt64]>([:])
