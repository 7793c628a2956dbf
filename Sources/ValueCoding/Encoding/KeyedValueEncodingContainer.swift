/// Writes the entries of a mapping, in the order they are encoded, for a type's `encode(to:)`.
///
/// Every `encodeIfPresent` writes `null` for `nil` while the session includes nil optionals,
/// instead of leaving the key out. A key outside the selection is not written, and its value
/// is not encoded.
struct KeyedValueEncodingContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
  let node: EncodingNode
  /// The keys to write and what under them; `nil` for every key, whole.
  let selection: PathSelection?

  var codingPath: [any CodingKey] { node.path.codingPath }

  mutating func encodeNil(forKey key: Key) { set(.null, forKey: key) }
  mutating func encode(_ value: Bool, forKey key: Key) { set(.bool(value), forKey: key) }
  mutating func encode(_ value: String, forKey key: Key) { set(.string(value), forKey: key) }
  mutating func encode(_ value: Double, forKey key: Key) { set(.double(value), forKey: key) }
  mutating func encode(_ value: Float, forKey key: Key) {
    set(node.session.encodeFloat(value), forKey: key)
  }
  mutating func encode(_ value: Int, forKey key: Key) { set(.int(value), forKey: key) }
  mutating func encode(_ value: Int8, forKey key: Key) throws { try setInteger(value, forKey: key) }
  mutating func encode(_ value: Int16, forKey key: Key) throws { try setInteger(value, forKey: key) }
  mutating func encode(_ value: Int32, forKey key: Key) throws { try setInteger(value, forKey: key) }
  mutating func encode(_ value: Int64, forKey key: Key) throws { try setInteger(value, forKey: key) }
  mutating func encode(_ value: UInt, forKey key: Key) throws { try setInteger(value, forKey: key) }
  mutating func encode(_ value: UInt8, forKey key: Key) throws { try setInteger(value, forKey: key) }
  mutating func encode(_ value: UInt16, forKey key: Key) throws { try setInteger(value, forKey: key) }
  mutating func encode(_ value: UInt32, forKey key: Key) throws { try setInteger(value, forKey: key) }
  mutating func encode(_ value: UInt64, forKey key: Key) throws { try setInteger(value, forKey: key) }
  mutating func encode(_ value: Int128, forKey key: Key) throws { try setInteger(value, forKey: key) }
  mutating func encode(_ value: UInt128, forKey key: Key) throws { try setInteger(value, forKey: key) }

  mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
    let name = key.stringValue
    guard let scope = scope(ofKey: name) else { return }
    try encode(value, forKey: name, selection: scope.partial)
  }

  /// Encodes `value` under the selected key `name`, or only its parts `selection` names.
  private func encode<T: Encodable>(_ value: T, forKey name: String, selection: PathSelection?) throws {
    let session = node.session
    guard node.isTop, let memo = session.memo else {
      node.set(try session.encode(value, under: node, at: .key(name), selection: selection), forKey: name)
      return
    }
    // A top-level property, which the memo may have kept.
    let includesNilOptionals = session.includesNilOptionals
    if let kept = memo.encoded(value, forKey: name, selection: selection, includesNilOptionals: includesNilOptionals) {
      node.set(kept, forKey: name)
      return
    }
    let encoded = try session.encode(value, under: node, at: .key(name), selection: selection)
    memo.keep(value, encoded: encoded, forKey: name, selection: selection, includesNilOptionals: includesNilOptionals)
    node.set(encoded, forKey: name)
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

  /// Leaves a key outside the selection before anything else, without unwrapping its value,
  /// since a type encoding some of its properties as optionals makes this call for each.
  mutating func encodeIfPresent<T: Encodable>(_ value: T?, forKey key: Key) throws {
    let name = key.stringValue
    guard let scope = scope(ofKey: name) else { return }
    try encodeIfPresent(value, forKey: name, selection: scope.partial)
  }

  /// Encodes the optional `value` under the selected key `name`, or only its parts `selection`
  /// names. Apart from the caller, which leaves a key outside the selection, since unwrapping
  /// looks up the optional's type, which the caller would do first for every key.
  @inline(never)
  private func encodeIfPresent<T: Encodable>(_ value: T?, forKey name: String, selection: PathSelection?) throws {
    switch value {
    case .some(let value):
      try encode(value, forKey: name, selection: selection)
    case .none:
      if node.session.includesNilOptionals { node.set(.null, forKey: name) }
    }
  }

  mutating func nestedContainer<NestedKey: CodingKey>(
    keyedBy keyType: NestedKey.Type,
    forKey key: Key
  ) -> KeyedEncodingContainer<NestedKey> {
    let name = key.stringValue
    let scope = scope(ofKey: name)
    let child = childNode(forKey: name, in: scope)
    let selection = Self.selection(under: scope)
    child.makeObject(for: selection)
    return KeyedEncodingContainer(KeyedValueEncodingContainer<NestedKey>(node: child, selection: selection))
  }

  mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
    let name = key.stringValue
    let child = childNode(forKey: name, in: scope(ofKey: name))
    child.makeArray()
    return UnkeyedValueEncodingContainer(node: child)
  }

  mutating func superEncoder() -> any Encoder {
    let scope = scope(ofKey: "super")
    return ValueEncoderImplementation(
      node: childNode(forKey: "super", in: scope), selection: Self.selection(under: scope))
  }

  mutating func superEncoder(forKey key: Key) -> any Encoder {
    let name = key.stringValue
    let scope = scope(ofKey: name)
    return ValueEncoderImplementation(
      node: childNode(forKey: name, in: scope), selection: Self.selection(under: scope))
  }

  /// How much under the key `key` is selected; `nil` when nothing is.
  private func scope(ofKey key: String) -> PathSelection.Scope? {
    guard let selection else { return .whole }
    return selection.child(forKey: key)
  }

  /// The node a nested container writes into: under `key` when it is selected, else one that
  /// belongs to no value.
  private func childNode(forKey key: String, in scope: PathSelection.Scope?) -> EncodingNode {
    scope == nil ? node.detachedChild(forKey: key) : node.child(forKey: key)
  }

  /// The selection a nested container under a key of this scope takes.
  private static func selection(under scope: PathSelection.Scope?) -> PathSelection? {
    guard let scope else { return .nothing }
    return scope.partial
  }

  /// Whether anything under the key `name` is selected.
  private func selects(_ name: String) -> Bool {
    selection?.selects(key: name) ?? true
  }

  private func set(_ value: Value, forKey key: Key) {
    let name = key.stringValue
    guard selects(name) else { return }
    node.set(value, forKey: name)
  }

  /// Sets `integer` under `key`, as an `Int`. A key outside the selection is left before the
  /// integer is converted, which throws for one out of `Int`'s range.
  private func setInteger<I: FixedWidthInteger>(_ integer: I, forKey key: Key) throws {
    let name = key.stringValue
    guard selects(name) else { return }
    node.set(try node.session.encodeInteger(integer, at: node.path.appending(key: name)), forKey: name)
  }

  /// Encodes a present value with `encode`, the overload for its type, and `nil` as `null`
  /// while the session includes nil optionals. A key outside the selection is left before its
  /// value is unwrapped, which would copy it. Inlined into each overload, which then unwraps its
  /// own optional type rather than one it looks up.
  @inline(__always)
  private mutating func encodeOptional<T>(
    _ value: T?, forKey key: Key, _ encode: (inout Self, T) throws -> Void
  ) throws {
    let name = key.stringValue
    guard selects(name) else { return }
    if let value {
      try encode(&self, value)
    } else if node.session.includesNilOptionals {
      node.set(.null, forKey: name)
    }
  }
}
