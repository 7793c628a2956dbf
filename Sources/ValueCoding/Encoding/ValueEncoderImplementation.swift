/// The `Encoder` a type's `encode(to:)` receives for one place in the value being encoded.
struct ValueEncoderImplementation: Encoder {
  let node: EncodingNode
  let path: ValuePath
  /// The parts of the value to write; `nil` for all of it.
  let selection: PathSelection?

  var codingPath: [any CodingKey] { path.codingPath }
  var userInfo: [CodingUserInfoKey: Any] { [:] }

  func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
    node.makeObject(for: selection)
    return KeyedEncodingContainer(
      KeyedValueEncodingContainer<Key>(node: node, path: path, selection: selection))
  }

  /// A list is written whole, whatever the selection: see ``PathSelection``.
  func unkeyedContainer() -> any UnkeyedEncodingContainer {
    node.makeArray()
    return UnkeyedValueEncodingContainer(node: node, path: path)
  }

  func singleValueContainer() -> any SingleValueEncodingContainer {
    ValueSingleValueEncodingContainer(node: node, path: path, selection: selection)
  }
}
