import CasePathNoReflectionFixtures
import Testing

@testable import ReducerCore

@MainActor
@Suite
struct CasePathNoReflectionTests {
  // Issue 9, item 3: enums compiled with `-disable-reflection-metadata` give the runtime no
  // payload types, so a `/` path cannot tell what a payload case holds. Their payload cases are
  // refused at first use (never a silent `nil` without a word, never a wrong value); their
  // payload-less cases compare case indices only and work.

  private let roots: [NoReflectionEnum] = [
    .int(1), .int(-1), .text("a"), .text(String(repeating: "long", count: 10)),
    .point(NoReflectionPoint(x: 1, y: 2)), .empty, .other,
  ]

  @Test func noReflectionIntCaseIsRefused() {
    checkRefused({ /NoReflectionEnum.int }, roots: roots)
  }

  @Test func noReflectionStringCaseIsRefused() {
    checkRefused({ /NoReflectionEnum.text }, roots: roots)
    checkRefused({ /NoReflectionOptional.some }, roots: [.some("a"), .some(""), .none])
  }

  @Test func noReflectionStructCaseIsRefused() {
    checkRefused({ /NoReflectionEnum.point }, roots: roots)
  }

  @Test func noReflectionExplicitPathWorks() {
    let path = CasePath<NoReflectionEnum, NoReflectionPoint>(
      embed: NoReflectionEnum.point,
      extract: {
        switch $0 {
        case .point(let point): point
        default: nil
        }
      })
    #expect(
      path.extract(from: .point(NoReflectionPoint(x: 3, y: 4))) == NoReflectionPoint(x: 3, y: 4))
    checkShape(
      { path }, roots: roots,
      switch: {
        switch $0 {
        case .point(let point): point
        default: nil
        }
      },
      embed: NoReflectionEnum.point, mutate: { $0.x += 1 })
  }

  @Test func noReflectionPayloadlessCasesWork() {
    for (makePath, empty) in [
      ({ /NoReflectionEnum.empty }, NoReflectionEnum.empty),
      ({ CasePath(case: NoReflectionEnum.other) }, NoReflectionEnum.other),
    ] as [(() -> CasePath<NoReflectionEnum, Void>, NoReflectionEnum)] {
      checkShape(
        makePath, roots: roots, switch: { $0 == empty ? () : nil }, embed: { _ in empty },
        mutate: { _ in }, valueKey: { _ in true }, rootKey: { $0 })
    }
    let directions: [NoReflectionDirection] = [.up, .down, .left]
    for direction in directions {
      checkShape(
        { /direction }, roots: directions, switch: { $0 == direction ? () : nil },
        embed: { _ in direction }, mutate: { _ in }, valueKey: { _ in true }, rootKey: { $0 })
    }
    checkShape(
      { CasePath(case: NoReflectionOptional.none) }, roots: [.some("a"), .none],
      switch: { $0 == .none ? () : nil }, embed: { _ in .none }, mutate: { _ in },
      valueKey: { _ in true }, rootKey: { $0 })
  }
}
