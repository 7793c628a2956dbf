extension UInt64 {
  /// The value's bits stirred by SplitMix64's finaliser: each bit of the value reaches every bit
  /// of the result, and distinct values give distinct results (it is a bijection), the same on
  /// every machine. Keys derived from a seed and a count this way are in an order that looks random
  /// but is fixed by the seed.
  public var mixed: UInt64 {
    var z = self
    z = (z ^ (z &>> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z &>> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z &>> 31)
  }
}
