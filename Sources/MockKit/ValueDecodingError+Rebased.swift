import ValueCoding

extension ValueDecodingError {
  /// The same error for a value found at `prefix` inside a larger one.
  func rebased(under prefix: ValuePath) -> ValueDecodingError {
    ValueDecodingError(path: ValuePath(prefix.components + path.components), problem: problem)
  }
}
