/// A value equal for two mapping keys exactly when YAML considers them the same key: scalars
/// compare by their core schema value (`1`, `0x1` and `!!int "1"` are one key, `1` and `"1"`
/// are two), collections by their items in order. Marks and styles do not matter.
///
/// Not `indirect`: a collection's items are held by an array already, so a scalar's identity, as
/// nearly every key is, is made without a box of its own.
enum KeyIdentity: Hashable {
  case null
  case bool(Bool)
  case int(Int)
  /// A float by its bits, so that `.nan` is one key like any other.
  case float(UInt64)
  /// Text, with its tag when that is neither absent, `!!str` nor `!`.
  case string(tag: String?, text: String)
  case sequence([KeyIdentity])
  case mapping([KeyIdentity])
}

extension YAMLNode {
  /// The identity of the node as a mapping key.
  var keyIdentity: KeyIdentity {
    switch kind {
    case .scalar(let scalar): scalar.keyIdentity
    case .sequence(let items): .sequence(items.map(\.keyIdentity))
    case .mapping(let pairs): .mapping(pairs.flatMap { [$0.key.keyIdentity, $0.value.keyIdentity] })
    }
  }
}

extension YAMLScalar {
  /// The identity of a scalar key: its type and canonical value.
  fileprivate var keyIdentity: KeyIdentity {
    if isNull { return .null }
    if let bool { return .bool(bool) }
    if let int { return .int(int) }
    if let double { return .float(double.bitPattern) }
    return .string(tag: tag.flatMap { $0 == CoreTag.string || $0 == "!" ? nil : $0 }, text: text)
  }
}
