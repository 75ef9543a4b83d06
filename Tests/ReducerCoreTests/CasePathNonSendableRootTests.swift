import Testing

@testable import ReducerCore

@MainActor
@Suite
struct CasePathNonSendableRootTests {
  // Issue 9, item 8: `/Shape.empty` and `CasePath(case:)` compile for a user's enum that is not
  // `Sendable` (an internal `indirect` enum is not inferred `Sendable`; this one also holds a
  // non-`Sendable` class, so it cannot be).

  /// Not `Sendable`: `box` holds a non-`Sendable` class.
  private indirect enum Drawing: Equatable {
    case empty
    case width(Double)
    case group(Drawing, Drawing)
    case box(NonSendableObject)
  }

  @Test func payloadlessCaseOfANonSendableEnum() {
    let roots: [Drawing] = [
      .empty, .width(1), .group(.empty, .width(2)), .box(NonSendableObject(1)),
    ]
    checkShape(
      { /Drawing.empty }, roots: roots, switch: { $0 == .empty ? () : nil },
      embed: { _ in .empty },
      mutate: { _ in }, valueKey: { _ in true }, rootKey: { $0 })
    checkShape(
      { CasePath(case: Drawing.empty) }, roots: roots, switch: { $0 == .empty ? () : nil },
      embed: { _ in .empty }, mutate: { _ in }, valueKey: { _ in true }, rootKey: { $0 })
    #expect((/Drawing.empty).extract(from: .empty) != nil)
    #expect((/Drawing.empty).extract(from: .width(1)) == nil)
  }

  @Test func payloadCasesOfANonSendableIndirectEnum() {
    let object = NonSendableObject(1)
    let roots: [Drawing] = [
      .empty, .width(1), .width(-2), .group(.empty, .width(2)), .box(object),
    ]
    checkShape(
      { /Drawing.width }, roots: roots,
      switch: {
        switch $0 {
        case .width(let value): value
        default: nil
        }
      },
      embed: Drawing.width, mutate: { $0 += 1 })
    checkShape(
      { /Drawing.box }, roots: roots,
      switch: {
        switch $0 {
        case .box(let value): value
        default: nil
        }
      },
      embed: Drawing.box, mutate: { $0 = NonSendableObject($0.value + 1) })
  }
}
