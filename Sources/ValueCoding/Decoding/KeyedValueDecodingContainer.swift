import Prelude

/// Reads the entries of a mapping (or the shorter forms of enumeration cases, see
/// ``KeyedSource``) for a type's `init(from:)`.
struct KeyedValueDecodingContainer<Key: CodingKey>: KeyedDecodingContainerProtocol {
  let source: KeyedSource
  let path: ValuePath
  let session: DecodingSession
  let usage: KeyUsage

  init(source: KeyedSource, path: ValuePath, session: DecodingSession, usage: KeyUsage) {
    self.source = source
    self.path = path
    self.session = session
    self.usage = usage
    usage.register(source, keyedBy: Key.self, at: path)
  }

  var codingPath: [any CodingKey] { path.codingPath }

  /// The keys of the source that are valid `Key`s, which count as asked for.
  ///
  /// Listing the keys is how a synthesized enumeration finds its case, so when it does not find
  /// exactly one this remembers why, for a clear error if decoding then fails.
  var allKeys: [Key] {
    usage.markEnumerated(at: path)
    let names = source.keys
    let keys = names.compactMap(Key.init(stringValue:))
    for key in keys {
      usage.request(key.stringValue, at: path)
    }
    if keys.count != 1 {
      usage.recordCaseProblem(caseProblem(names: names, validKeyCount: keys.count), at: path)
    }
    return keys
  }

  func contains(_ key: Key) -> Bool {
    usage.request(key.stringValue, at: path)
    return source.contains(key.stringValue)
  }

  func decodeNil(forKey key: Key) throws -> Bool {
    try value(forKey: key) == .null
  }

  func decode(_ type: Bool.Type, forKey key: Key) throws -> Bool {
    try session.decodeBool(from: value(forKey: key), at: childPath(key))
  }

  func decode(_ type: String.Type, forKey key: Key) throws -> String {
    try session.decodeString(from: value(forKey: key), at: childPath(key))
  }

  func decode(_ type: Double.Type, forKey key: Key) throws -> Double {
    try session.decodeFloatingPoint(type, from: value(forKey: key), at: childPath(key))
  }

  func decode(_ type: Float.Type, forKey key: Key) throws -> Float {
    try session.decodeFloatingPoint(type, from: value(forKey: key), at: childPath(key))
  }

  func decode(_ type: Int.Type, forKey key: Key) throws -> Int {
    try session.decodeInteger(type, from: value(forKey: key), at: childPath(key))
  }

  func decode(_ type: Int8.Type, forKey key: Key) throws -> Int8 {
    try session.decodeInteger(type, from: value(forKey: key), at: childPath(key))
  }

  func decode(_ type: Int16.Type, forKey key: Key) throws -> Int16 {
    try session.decodeInteger(type, from: value(forKey: key), at: childPath(key))
  }

  func decode(_ type: Int32.Type, forKey key: Key) throws -> Int32 {
    try session.decodeInteger(type, from: value(forKey: key), at: childPath(key))
  }

  func decode(_ type: Int64.Type, forKey key: Key) throws -> Int64 {
    try session.decodeInteger(type, from: value(forKey: key), at: childPath(key))
  }

  func decode(_ type: UInt.Type, forKey key: Key) throws -> UInt {
    try session.decodeInteger(type, from: value(forKey: key), at: childPath(key))
  }

  func decode(_ type: UInt8.Type, forKey key: Key) throws -> UInt8 {
    try session.decodeInteger(type, from: value(forKey: key), at: childPath(key))
  }

  func decode(_ type: UInt16.Type, forKey key: Key) throws -> UInt16 {
    try session.decodeInteger(type, from: value(forKey: key), at: childPath(key))
  }

  func decode(_ type: UInt32.Type, forKey key: Key) throws -> UInt32 {
    try session.decodeInteger(type, from: value(forKey: key), at: childPath(key))
  }

  func decode(_ type: UInt64.Type, forKey key: Key) throws -> UInt64 {
    try session.decodeInteger(type, from: value(forKey: key), at: childPath(key))
  }

  func decode(_ type: Int128.Type, forKey key: Key) throws -> Int128 {
    try session.decodeInteger(type, from: value(forKey: key), at: childPath(key))
  }

  func decode(_ type: UInt128.Type, forKey key: Key) throws -> UInt128 {
    try session.decodeInteger(type, from: value(forKey: key), at: childPath(key))
  }

  func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
    try session.decode(type, from: value(forKey: key), at: childPath(key))
  }

  func nestedContainer<NestedKey: CodingKey>(
    keyedBy type: NestedKey.Type,
    forKey key: Key
  ) throws -> KeyedDecodingContainer<NestedKey> {
    let nestedPath = childPath(key)
    let nestedSource: KeyedSource
    if case .caseName(let name) = source, name == key.stringValue {
      usage.request(name, at: path)
      nestedSource = .caseWithoutValues(name)
    } else if usage.wasEnumerated(at: path) {
      nestedSource = try casePayloadSource(
        of: value(forKey: key), caseName: key.stringValue, keyedBy: type, at: nestedPath)
    } else {
      nestedSource = try session.keyedSource(of: value(forKey: key), at: nestedPath)
    }
    return KeyedDecodingContainer(
      KeyedValueDecodingContainer<NestedKey>(
        source: nestedSource, path: nestedPath, session: session, usage: usage)
    )
  }

  func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
    let nestedPath = childPath(key)
    return UnkeyedValueDecodingContainer(
      elements: try session.elements(of: value(forKey: key), at: nestedPath),
      path: nestedPath,
      session: session,
      usage: usage
    )
  }

  func superDecoder() throws -> any Decoder {
    try superDecoder(named: "super")
  }

  func superDecoder(forKey key: Key) throws -> any Decoder {
    try superDecoder(named: key.stringValue)
  }

  // MARK: - Reading entries

  /// Where the value under `key` is in the input. A single case value written `{caseName: value}`
  /// is at the case name itself, not under a `_0` the input does not have.
  private func childPath(_ key: Key) -> ValuePath {
    if case .singleCaseValue = source { return path }
    return path.appending(key: key.stringValue)
  }

  private func superDecoder(named name: String) throws -> any Decoder {
    usage.request(name, at: path)
    let value: Value
    switch source {
    case .mapping(let object): value = object[name] ?? .null
    default: value = .null
    }
    return ValueDecoderImplementation(
      value: value, path: path.appending(key: name), session: session, usage: usage)
  }

  /// The value under `key`, noting that it was asked for.
  private func value(forKey key: Key) throws -> Value {
    let name = key.stringValue
    usage.request(name, at: path)
    switch source {
    case .mapping(let object):
      if let value = object[name] { return value }
      let unreadKeys = object.keys.filter {
        !usage.wasRequested($0, at: path) && Key(stringValue: $0) == nil
      }
      throw ValueDecodingError(
        path: path,
        problem: .missingKey(name, presentKey: Suggestions.closest(to: name, in: unreadKeys))
      )
    case .caseName(let text):
      throw DecodingSession.mismatch(expected: "a mapping", found: .string(text), at: path)
    case .singleCaseValue(let value) where name == SingleCaseValue.key:
      return value
    case .singleCaseValue:
      throw ValueDecodingError(path: path, problem: .missingKey(name, presentKey: nil))
    case .caseWithoutValues(let caseName):
      // The case name is the last step of this path; the problem is with the enumeration's value.
      throw ValueDecodingError(
        path: path.prefix(path.components.count - 1), problem: .missingCasePayload(caseName))
    }
  }

  /// Where to read the values of an enumeration case from, given what is written under its name:
  /// a mapping of its values, or for a case with one unlabelled value that value itself, or for a
  /// case with no values `null`.
  private func casePayloadSource<NestedKey: CodingKey>(
    of payload: Value,
    caseName: String,
    keyedBy type: NestedKey.Type,
    at nestedPath: ValuePath
  ) throws -> KeyedSource {
    let isSingleValue = SingleCaseValue.isSingleUnlabelledValue(type)
    switch payload {
    case .object(let object) where !isSingleValue || object[SingleCaseValue.key] != nil:
      return .mapping(object)
    case _ where isSingleValue:
      return .singleCaseValue(payload)
    case .null:
      return .caseWithoutValues(caseName)
    default:
      throw DecodingSession.mismatch(expected: "a mapping", found: payload, at: nestedPath)
    }
  }

  private func caseProblem(names: [String], validKeyCount: Int) -> ValueDecodingError.Problem {
    guard names.count == 1, validKeyCount == 0 else { return .caseCount(keys: names) }
    let name = names[0]
    let knownCases = KeyUsage.listedKeys(of: Key.self)
    let suggestion =
      Suggestions.closest(to: name, in: knownCases)
      ?? (knownCases.isEmpty
        ? SpellingProbe.suggestion(near: name) { Key(stringValue: $0) != nil } : nil)
    return .unknownCase(name, suggestion: suggestion, knownCases: knownCases)
  }
}
