import YAML

/// The entries of a mapping whose keys are known, by key.
///
/// A step's mapping has a few keys, so they are kept in order and compared one by one, which
/// costs less than hashing each key into a dictionary made for the one mapping. When two entries
/// have the same key's text, the later one is the mapping's.
struct KeyedEntries {
  private var pairs: [(key: String, pair: YAMLPair)] = []

  mutating func add(_ key: String, _ pair: YAMLPair) {
    pairs.append((key, pair))
  }

  /// The value under `key`, if the mapping has the key.
  subscript(key: String) -> YAMLNode? {
    entry(key)?.value
  }

  /// The node of `key` itself, if the mapping has the key.
  func keyNode(_ key: String) -> YAMLNode? {
    entry(key)?.key
  }

  private func entry(_ key: String) -> YAMLPair? {
    pairs.last { $0.key == key }?.pair
  }
}
