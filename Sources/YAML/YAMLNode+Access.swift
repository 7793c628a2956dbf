extension YAMLNode {
  /// The scalar, if the node is one.
  public var scalar: YAMLScalar? {
    if case .scalar(let scalar) = kind { scalar } else { nil }
  }

  /// The items, if the node is a sequence.
  public var sequence: [YAMLNode]? {
    if case .sequence(let items) = kind { items } else { nil }
  }

  /// The entries in document order, if the node is a mapping.
  public var mapping: [YAMLPair]? {
    if case .mapping(let pairs) = kind { pairs } else { nil }
  }

  /// The value of the entry whose key is a scalar with this text, if the node is a mapping that
  /// has one.
  public func value(forKey key: String) -> YAMLNode? {
    mapping?.first { $0.key.scalar?.text == key }?.value
  }

  /// The kind of the node as error messages name it: "a scalar", "a list" or "a mapping".
  public var kindName: String {
    switch kind {
    case .scalar: "a scalar"
    case .sequence: "a list"
    case .mapping: "a mapping"
    }
  }
}
