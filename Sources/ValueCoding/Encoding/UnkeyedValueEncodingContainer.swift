/// Appends the elements of a list for a type's `encode(to:)`.
struct UnkeyedValueEncodingContainer: UnkeyedEncodingContainer {
  let node: EncodingNode

  var codingPath: [any CodingKey] { node.path.codingPath }
  var count: Int { node.elementCount }

  private var nextPath: ValuePath { node.path.appending(index: count) }

  mutating func encodeNil() { append(.null) }
  mutating func encode(_ value: Bool) { append(.bool(value)) }
  mutating func encode(_ value: String) { append(.string(value)) }
  mutating func encode(_ value: Double) { append(.double(value)) }
  mutating func encode(_ value: Float) { append(node.session.encodeFloat(value)) }
  mutating func encode(_ value: Int) { append(.int(value)) }
  mutating func encode(_ value: Int8) throws {
    append(try node.session.encodeInteger(value, at: nextPath))
  }
  mutating func encode(_ value: Int16) throws {
    append(try node.session.encodeInteger(value, at: nextPath))
  }
  mutating func encode(_ value: Int32) throws {
    append(try node.session.encodeInteger(value, at: nextPath))
  }
  mutating func encode(_ value: Int64) throws {
    append(try node.session.encodeInteger(value, at: nextPath))
  }
  mutating func encode(_ value: UInt) throws {
    append(try node.session.encodeInteger(value, at: nextPath))
  }
  mutating func encode(_ value: UInt8) throws {
    append(try node.session.encodeInteger(value, at: nextPath))
  }
  mutating func encode(_ value: UInt16) throws {
    append(try node.session.encodeInteger(value, at: nextPath))
  }
  mutating func encode(_ value: UInt32) throws {
    append(try node.session.encodeInteger(value, at: nextPath))
  }
  mutating func encode(_ value: UInt64) throws {
    append(try node.session.encodeInteger(value, at: nextPath))
  }
  mutating func encode(_ value: Int128) throws {
    append(try node.session.encodeInteger(value, at: nextPath))
  }
  mutating func encode(_ value: UInt128) throws {
    append(try node.session.encodeInteger(value, at: nextPath))
  }

  mutating func encode<T: Encodable>(_ value: T) throws {
    append(try node.session.encode(value, under: node, at: .index(count)))
  }

  mutating func nestedContainer<NestedKey: CodingKey>(
    keyedBy keyType: NestedKey.Type
  ) -> KeyedEncodingContainer<NestedKey> {
    let child = node.appendChild()
    child.makeObject(for: nil)
    return KeyedEncodingContainer(KeyedValueEncodingContainer<NestedKey>(node: child, selection: nil))
  }

  mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
    let child = node.appendChild()
    child.makeArray()
    return UnkeyedValueEncodingContainer(node: child)
  }

  mutating func superEncoder() -> any Encoder {
    ValueEncoderImplementation(node: node.appendChild(), selection: nil)
  }

  private func append(_ value: Value) {
    node.append(value)
  }
}
