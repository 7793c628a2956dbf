extension Array {
  /// Makes the array hold `index`, appending `filler` as many times as that takes; an array that
  /// holds it already is left as it is. For tables indexed by numbers given in turn, which grow
  /// as the numbers do.
  @inlinable
  public mutating func extend(toHold index: Int, with filler: Element) {
    if index >= count { append(contentsOf: repeatElement(filler, count: index + 1 - count)) }
  }
}
