/// The keys of a mapping read so far, for finding duplicates. Most mappings have a few keys,
/// which are compared in order; a mapping with many is indexed. A key's identity is worked out
/// only once there is another key to compare it with, so the many mappings of one key (such as
/// `- tap: Sign In`) never need one.
struct SeenKeys {
  private static let indexingThreshold = 12

  private var keys: [(identity: KeyIdentity, mark: YAMLMark)] = []
  private var index: [KeyIdentity: YAMLMark] = [:]

  /// Where a key equal to `key` was first read, or nil when `key` is new; a new key is noted.
  /// `earlier` are the mapping's entries read before `key`, each of whose keys was inserted: the
  /// first key is read from them when a second one comes, rather than kept as a copy of its own.
  mutating func insert(_ key: YAMLNode, after earlier: [YAMLPair]) -> YAMLMark? {
    guard let first = earlier.first else { return nil }
    if keys.isEmpty {
      // Room for the few keys most mappings have, made once.
      keys.reserveCapacity(4)
      keys.append((first.key.keyIdentity, first.key.mark))
    }
    let identity = key.keyIdentity
    if let mark = mark(of: identity) { return mark }
    keys.append((identity, key.mark))
    if keys.count > Self.indexingThreshold {
      if index.isEmpty {
        index = Dictionary(uniqueKeysWithValues: keys.map { ($0.identity, $0.mark) })
      } else {
        index[identity] = key.mark
      }
    }
    return nil
  }

  private func mark(of identity: KeyIdentity) -> YAMLMark? {
    if keys.count <= Self.indexingThreshold {
      return keys.first { $0.identity == identity }?.mark
    }
    return index[identity]
  }
}
