import Prelude

/// A random number generator that gives the same numbers for the same seed (SplitMix64).
public struct SeededRandomNumberGenerator: RandomNumberGenerator, Sendable {
  private var state: UInt64

  /// Makes a generator from a seed.
  public init(seed: UInt64) {
    self.state = seed
  }

  public mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    return state.mixed
  }
}
