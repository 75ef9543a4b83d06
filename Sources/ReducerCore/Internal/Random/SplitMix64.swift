/// The package's pseudo-random numbers: SplitMix64 (Steele, Lea and Flood, 2014), so that the
/// same seed gives the same numbers on every machine and every run. The navigation explorer
/// draws its steps from it, and the package's property tests their inputs; never the system's
/// generator, never an order that `Hasher`'s per-process seed decides.
package struct SplitMix64: RandomNumberGenerator, Sendable {
  private var state: UInt64

  /// A generator that starts from `seed`.
  package init(seed: UInt64) { state = seed }

  package mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  /// A number in `0..<count`, the same on every platform (no `Int.random(in:)`, whose
  /// algorithm the standard library may change); `count` must be positive.
  package mutating func index(below count: Int) -> Int {
    Int(next() % UInt64(count))
  }
}
