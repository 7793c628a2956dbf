extension ValuePath {
  /// The path as coding keys.
  var codingPath: [any CodingKey] {
    components.map(ValueCodingKey.init)
  }

  /// The path of coding keys: list indices for keys whose string value is `Index N` for their
  /// integer value `N` (the form list containers use), mapping keys (their string values)
  /// otherwise.
  init(codingPath: [any CodingKey]) {
    self.init(
      codingPath.map { key in
        if let index = key.intValue, key.stringValue == "Index \(index)" {
          return .index(index)
        }
        return .key(key.stringValue)
      }
    )
  }
}
