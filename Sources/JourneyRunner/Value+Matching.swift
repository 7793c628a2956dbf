import ValueCoding

extension Value {
  /// Whether this value equals `other`, with numbers compared by their value: `1` equals `1.0`,
  /// as a journey's `3` should match a state's `3.0`.
  func isEquivalent(to other: Value) -> Bool {
    switch (self, other) {
    case (.int(let left), .double(let right)), (.double(let right), .int(let left)):
      return Double(left) == right
    case (.array(let left), .array(let right)):
      return left.count == right.count && zip(left, right).allSatisfy { $0.isEquivalent(to: $1) }
    case (.object(let left), .object(let right)):
      return left.count == right.count
        && left.allSatisfy { key, value in right[key].map(value.isEquivalent) ?? false }
    default:
      return self == other
    }
  }

  /// Whether this value includes `part`: a mapping includes a mapping whose every key it has with
  /// a value including that key's value; any other value includes what it is equivalent to.
  func includes(_ part: Value) -> Bool {
    guard case .object(let whole) = self, case .object(let partial) = part else {
      return isEquivalent(to: part)
    }
    return partial.allSatisfy { key, value in whole[key]?.includes(value) ?? false }
  }
}
