/// Writes the entries of a mapping, in the order they are encoded, for a type's `encode(to:)`.
///
/// Every `encodeIfPresent` writes `null` for `nil` while the session includes nil optionals,
/// instead of leaving the key out.
struct KeyedValueEncodingContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
  let node: EncodingNode
  let path: ValuePath
  let session: EncodingSession

  var codingPath: [any CodingKey] { path.codingPath }

  mutating func encodeNil(forKey key: Key) { set(.null, forKey: key) }
  mutating func encode(_ value: Bool, forKey key: Key) { set(.bool(value), forKey: key) }
  mutating func encode(_ value: String, forKey key: Key) { set(.string(value), forKey: key) }
  mutating func encode(_ value: Double, forKey key: Key) { set(.double(value), forKey: key) }
  mutating func encode(_ value: Float, forKey key: Key) {
    set(session.encodeFloat(value), forKey: key)
  }
  mutating func encode(_ value: Int, forKey key: Key) { set(.int(value), forKey: key) }
  mutating func encode(_ value: Int8, forKey key: Key) throws {
    set(try session.encodeInteger(value, at: childPath(key)), forKey: key)
  }
  mutating func encode(_ value: Int16, forKey key: Key) throws {
    set(try session.encodeInteger(value, at: childPath(key)), forKey: key)
  }
  mutating func encode(_ value: Int32, forKey key: Key) throws {
    set(try session.encodeInteger(value, at: childPath(key)), forKey: key)
  }
  mutating func encode(_ value: Int64, forKey key: Key) throws {
    set(try session.encodeInteger(value, at: childPath(key)), forKey: key)
  }
  mutating func encode(_ value: UInt, forKey key: Key) throws {
    set(try session.encodeInteger(value, at: childPath(key)), forKey: key)
  }
  mutating func encode(_ value: UInt8, forKey key: Key) throws {
    set(try session.encodeInteger(value, at: childPath(key)), forKey: key)
  }
  mutating func encode(_ value: UInt16, forKey key: Key) throws {
    set(try session.encodeInteger(value, at: childPath(key)), forKey: key)
  }
  mutating func encode(_ value: UInt32, forKey key: Key) throws {
    set(try session.encodeInteger(value, at: childPath(key)), forKey: key)
  }
  mutating func encode(_ value: UInt64, forKey key: Key) throws {
    set(try session.encodeInteger(value, at: childPath(key)), forKey: key)
  }
  mutating func encode(_ value: Int128, forKey key: Key) throws {
    set(try session.encodeInteger(value, at: childPath(key)), forKey: key)
  }
  mutating func encode(_ value: UInt128, forKey key: Key) throws {
    set(try session.encodeInteger(value, at: childPath(key)), forKey: key)
  }

  mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
    set(try session.encode(value, at: childPath(key)), forKey: key)
  }

  mutating func encodeIfPresent(_ value: Bool?, forKey key: Key) throws {
    try encodeOptional(value, forKey: key) { $0.encode($1, forKey: key) }
  }

  mutating func encodeIfPresent(_ value: String?, forKey key: Key) throws {
    try encodeOptional(value, forKey: key) { $0.encode($1, forKey: key) }
  }

  mutating func encodeIfPresent(_ value: Double?, forKey key: Key) throws {
    try encodeOptional(value, forKey: key) { $0.encode($1, forKey: key) }
  }

  mutating func encodeIfPresent(_ value: Float?, forKey key: Key) throws {
    try encodeOptional(value, forKey: key) { $0.encode($1, forKey: key) }
  }

  mutating func encodeIfPresent(_ value: Int?, forKey key: Key) throws {
    try encodeOptional(value, forKey: key) { $0.encode($1, forKey: key) }
  }

  mutating func encodeIfPresent(_ value: Int8?, forKey key: Key) throws {
    try encodeOptional(value, forKey: key) { try $0.encode($1, forKey: key) }
  }

  mutating func encodeIfPresent(_ value: Int16?, forKey key: Key) throws {
    try encodeOptional(value, forKey: key) { try $0.encode($1, forKey: key) }
  }

  mutating func encodeIfPresent(_ value: Int32?, forKey key: Key) throws {
    try encodeOptional(value, forKey: key) { try $0.encode($1, forKey: key) }
  }

  mutating func encodeIfPresent(_ value: Int64?, forKey key: Key) throws {
    try encodeOptional(value, forKey: key) { try $0.encode($1, forKey: key) }
  }

  mutating func encodeIfPresent(_ value: UInt?, forKey key: Key) throws {
    try encodeOptional(value, forKey: key) { try $0.encode($1, forKey: key) }
  }

  mutating func encodeIfPresent(_ value: UInt8?, forKey key: Key) throws {
    try encodeOptional(value, forKey: key) { try $0.encode($1, forKey: key) }
  }

  mutating func encodeIfPresent(_ value: UInt16?, forKey key: Key) throws {
    try encodeOptional(value, forKey: key) { try $0.encode($1, forKey: key) }
  }

  mutating func encodeIfPresent(_ value: UInt32?, forKey key: Key) throws {
    try encodeOptional(value, forKey: key) { try $0.encode($1, forKey: key) }
  }

  mutating func encodeIfPresent(_ value: UInt64?, forKey key: Key) throws {
    try encodeOptional(value, forKey: key) { try $0.encode($1, forKey: key) }
  }

  mutating func encodeIfPresent(_ value: Int128?, forKey key: Key) throws {
    try encodeOptional(value, forKey: key) { try $0.encode($1, forKey: key) }
  }

  mutating func encodeIfPresent(_ value: UInt128?, forKey key: Key) throws {
    try encodeOptional(value, forKey: key) { try $0.encode($1, forKey: key) }
  }

  mutating func encodeIfPresent<T: Encodable>(_ value: T?, forKey key: Key) throws {
    try encodeOptional(value, forKey: key) { try $0.encode($1, forKey: key) }
  }

  mutating func nestedContainer<NestedKey: CodingKey>(
    keyedBy keyType: NestedKey.Type,
    forKey key: Key
  ) -> KeyedEncodingContainer<NestedKey> {
    let child = node.child(forKey: key.stringValue)
    child.makeObject()
    return KeyedEncodingContainer(
      KeyedValueEncodingContainer<NestedKey>(node: child, path: childPath(key), session: session))
  }

  mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
    let child = node.child(forKey: key.stringValue)
    child.makeArray()
    return UnkeyedValueEncodingContainer(node: child, path: childPath(key), session: session)
  }

  mutating func superEncoder() -> any Encoder {
    ValueEncoderImplementation(
      node: node.child(forKey: "super"), path: path.appending(key: "super"), session: session)
  }

  mutating func superEncoder(forKey key: Key) -> any Encoder {
    ValueEncoderImplementation(
      node: node.child(forKey: key.stringValue), path: childPath(key), session: session)
  }

  private func childPath(_ key: Key) -> ValuePath {
    path.appending(key: key.stringValue)
  }

  private func set(_ value: Value, forKey key: Key) {
    node.set(value, forKey: key.stringValue)
  }

  /// Encodes a present value with `encode`, the overload for its type, and `nil` as `null`
  /// while the session includes nil optionals.
  private mutating func encodeOptional<T>(
    _ value: T?, forKey key: Key, _ encode: (inout Self, T) throws -> Void
  ) throws {
    if let value {
      try encode(&self, value)
    } else if session.includesNilOptionals {
      encodeNil(forKey: key)
    }
  }
}
