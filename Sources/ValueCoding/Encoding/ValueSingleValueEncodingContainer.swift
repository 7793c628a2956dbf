/// Writes a whole value as one thing for a type's `encode(to:)`.
struct ValueSingleValueEncodingContainer: SingleValueEncodingContainer {
  let node: EncodingNode
  /// The parts of the value to write; `nil` for all of it.
  let selection: PathSelection?

  var codingPath: [any CodingKey] { node.path.codingPath }

  func encodeNil() { node.set(.null) }
  func encode(_ value: Bool) { node.set(.bool(value)) }
  func encode(_ value: String) { node.set(.string(value)) }
  func encode(_ value: Double) { node.set(.double(value)) }
  func encode(_ value: Float) { node.set(node.session.encodeFloat(value)) }
  func encode(_ value: Int) { node.set(.int(value)) }
  func encode(_ value: Int8) throws { node.set(try node.session.encodeInteger(value, at: node.path)) }
  func encode(_ value: Int16) throws { node.set(try node.session.encodeInteger(value, at: node.path)) }
  func encode(_ value: Int32) throws { node.set(try node.session.encodeInteger(value, at: node.path)) }
  func encode(_ value: Int64) throws { node.set(try node.session.encodeInteger(value, at: node.path)) }
  func encode(_ value: UInt) throws { node.set(try node.session.encodeInteger(value, at: node.path)) }
  func encode(_ value: UInt8) throws { node.set(try node.session.encodeInteger(value, at: node.path)) }
  func encode(_ value: UInt16) throws { node.set(try node.session.encodeInteger(value, at: node.path)) }
  func encode(_ value: UInt32) throws { node.set(try node.session.encodeInteger(value, at: node.path)) }
  func encode(_ value: UInt64) throws { node.set(try node.session.encodeInteger(value, at: node.path)) }
  func encode(_ value: Int128) throws { node.set(try node.session.encodeInteger(value, at: node.path)) }
  func encode(_ value: UInt128) throws { node.set(try node.session.encodeInteger(value, at: node.path)) }

  func encode<T: Encodable>(_ value: T) throws {
    // The same place, encoded as the value's type encodes it.
    node.set(try node.session.encode(value, under: node.parent, at: node.component, selection: selection))
  }
}
