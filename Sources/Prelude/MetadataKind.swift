/// The kinds of type that reading a value by its type's metadata tells apart, by the kind the
/// metadata starts with (`MetadataKind.def` of the Swift ABI).
public enum MetadataKind: UInt, Sendable {
  case structure = 0x200
  case enumeration = 0x201
  case optional = 0x202
  case tuple = 0x301

  /// The kind of `type`; `nil` for any other kind, such as a class or an existential.
  public init?(_ type: Any.Type) {
    self.init(rawValue: unsafeBitCast(type, to: UnsafeRawPointer.self).load(as: UInt.self))
  }
}
