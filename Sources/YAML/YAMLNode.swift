/// A node of a parsed YAML document with the span of text it came from.
///
/// Aliases are already resolved: an alias is a copy of the node its anchor names, whose own
/// `mark` and `endMark` are those of the alias.
public struct YAMLNode: Hashable, Sendable {
  /// What a node holds.
  public enum Kind: Hashable, Sendable {
    /// A single value.
    case scalar(YAMLScalar)
    /// A sequence (a list), in document order.
    case sequence([YAMLNode])
    /// A mapping, its entries in document order. Keys are unique.
    case mapping([YAMLPair])
  }

  /// What the node holds.
  public var kind: Kind
  /// Where the node starts, including its tag or anchor if it has one.
  public var mark: YAMLMark
  /// Where the node ends: just after its last character (for a block scalar, the start of the line
  /// after its last line).
  public var endMark: YAMLMark

  /// Creates a node.
  public init(kind: Kind, mark: YAMLMark, endMark: YAMLMark) {
    self.kind = kind
    self.mark = mark
    self.endMark = endMark
  }
}
