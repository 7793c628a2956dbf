/// The `Encoder` a type's `encode(to:)` receives for one place in the value being encoded.
struct ValueEncoderImplementation: Encoder {
  let node: EncodingNode
  /// The parts of the value to write; `nil` for all of it.
  let selection: PathSelection?

  var codingPath: [any CodingKey] { node.path.codingPath }
  var userInfo: [CodingUserInfoKey: Any] { [:] }

  func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
    node.makeObject(for: selection)
    return KeyedEncodingContainer(
      KeyedValueEncodingContainer<Key>(node: node, selection: selection))
  }

  /// A list is written whole, whatever the selection: see ``PathSelection``.
  func unkeyedContainer() -> any UnkeyedEncodingContainer {
    node.makeArray()
    return UnkeyedValueEncodingContainer(node: node)
  }

  func singleValueContainer() -> any SingleValueEncodingContainer {
    ValueSingleValueEncodingContainer(node: node, selection: selection)
  }
}
