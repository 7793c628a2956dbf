/// The `Decoder` a type's `init(from:)` receives for one ``Value``.
struct ValueDecoderImplementation: Decoder {
  let value: Value
  let path: ValuePath
  let session: DecodingSession
  let usage: KeyUsage

  var codingPath: [any CodingKey] { path.codingPath }
  var userInfo: [CodingUserInfoKey: Any] { [:] }

  func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
    KeyedDecodingContainer(
      KeyedValueDecodingContainer<Key>(
        source: try session.keyedSource(of: value, at: path),
        path: path,
        session: session,
        usage: usage
      )
    )
  }

  func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
    UnkeyedValueDecodingContainer(
      elements: try session.elements(of: value, at: path), path: path, session: session,
      usage: usage)
  }

  func singleValueContainer() -> any SingleValueDecodingContainer {
    ValueSingleValueDecodingContainer(value: value, path: path, session: session)
  }
}
