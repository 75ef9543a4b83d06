import Testing

@testable import ReducerCore

// The size of an effect value: every reducer returns one and every operator wraps one, so a case
// of the operation that stores a large payload inline makes each of them copy it. Large payloads
// go in `indirect` cases (a signal, a merge's array is already a reference).

@Suite struct EffectLayoutTests {
  @Test func anEffectIsAtMostThreeWords() {
    #expect(MemoryLayout<Effect<Int>>.size <= 3 * MemoryLayout<Int>.size + 1)
    #expect(MemoryLayout<Effect<[String: Int]>>.size == MemoryLayout<Effect<Int>>.size)
  }
}
