/// The core schema views of `YAMLScalar`, on nodes: each is nil (or false) unless the node is a
/// scalar that resolves to that type.
extension YAMLNode {
  /// Whether the node is a scalar that is the core schema's null (`null`, `~`, nothing at all).
  public var isNull: Bool { scalar?.isNull ?? false }

  /// The boolean the node denotes, if it is a scalar that resolves to one.
  public var bool: Bool? { scalar?.bool }

  /// The integer the node denotes, if it is a scalar that resolves to one that fits in `Int`.
  public var int: Int? { scalar?.int }

  /// The number the node denotes, if it is a scalar that resolves to a float or an integer.
  public var double: Double? { scalar?.double }
}
