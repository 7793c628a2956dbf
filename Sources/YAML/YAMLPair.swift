/// One entry of a mapping: a key node and its value node.
public struct YAMLPair: Hashable, Sendable {
  /// The key, usually a scalar.
  public var key: YAMLNode
  /// The value.
  public var value: YAMLNode

  /// Creates a mapping entry.
  public init(key: YAMLNode, value: YAMLNode) {
    self.key = key
    self.value = value
  }
}
