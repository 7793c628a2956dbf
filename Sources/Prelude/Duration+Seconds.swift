extension Duration {
  /// The duration as a number of seconds, fractions included: what `Date` and `TimeInterval`
  /// arithmetic and reports in seconds take.
  public var inSeconds: Double {
    let (seconds, attoseconds) = components
    return Double(seconds) + Double(attoseconds) / 1e18
  }
}
