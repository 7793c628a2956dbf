import YAML

/// The entries of a mapping whose keys are known, by key.
struct KeyedEntries {
  private var pairs: [String: YAMLPair] = [:]

  mutating func add(_ key: String, _ pair: YAMLPair) {
    pairs[key] = pair
  }

  /// The value under `key`, if the mapping has the key.
  subscript(key: String) -> YAMLNode? {
    pairs[key]?.value
  }

  /// The node of `key` itself, if the mapping has the key.
  func keyNode(_ key: String) -> YAMLNode? {
    pairs[key]?.key
  }
}
