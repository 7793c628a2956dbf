/// Reads the elements of a list, in order, for a type's `init(from:)`.
struct UnkeyedValueDecodingContainer: UnkeyedDecodingContainer {
  let elements: [Value]
  let path: ValuePath
  let session: DecodingSession
  let usage: KeyUsage
  private(set) var currentIndex = 0

  init(elements: [Value], path: ValuePath, session: DecodingSession, usage: KeyUsage) {
    self.elements = elements
    self.path = path
    self.session = session
    self.usage = usage
  }

  var codingPath: [any CodingKey] { path.codingPath }
  var count: Int? { elements.count }
  var isAtEnd: Bool { currentIndex >= elements.count }

  mutating func decodeNil() throws -> Bool {
    guard try peek() == .null else { return false }
    currentIndex += 1
    return true
  }

  mutating func decode(_ type: Bool.Type) throws -> Bool {
    try next { [session] value, path in
      try session.decodeBool(from: value, at: path)
    }
  }

  mutating func decode(_ type: String.Type) throws -> String {
    try next { [session] value, path in
      try session.decodeString(from: value, at: path)
    }
  }

  mutating func decode(_ type: Double.Type) throws -> Double {
    try next { [session] value, path in
      try session.decodeFloatingPoint(type, from: value, at: path)
    }
  }

  mutating func decode(_ type: Float.Type) throws -> Float {
    try next { [session] value, path in
      try session.decodeFloatingPoint(type, from: value, at: path)
    }
  }

  mutating func decode(_ type: Int.Type) throws -> Int {
    try next { [session] value, path in
      try session.decodeInteger(type, from: value, at: path)
    }
  }

  mutating func decode(_ type: Int8.Type) throws -> Int8 {
    try next { [session] value, path in
      try session.decodeInteger(type, from: value, at: path)
    }
  }

  mutating func decode(_ type: Int16.Type) throws -> Int16 {
    try next { [session] value, path in
      try session.decodeInteger(type, from: value, at: path)
    }
  }

  mutating func decode(_ type: Int32.Type) throws -> Int32 {
    try next { [session] value, path in
      try session.decodeInteger(type, from: value, at: path)
    }
  }

  mutating func decode(_ type: Int64.Type) throws -> Int64 {
    try next { [session] value, path in
      try session.decodeInteger(type, from: value, at: path)
    }
  }

  mutating func decode(_ type: UInt.Type) throws -> UInt {
    try next { [session] value, path in
      try session.decodeInteger(type, from: value, at: path)
    }
  }

  mutating func decode(_ type: UInt8.Type) throws -> UInt8 {
    try next { [session] value, path in
      try session.decodeInteger(type, from: value, at: path)
    }
  }

  mutating func decode(_ type: UInt16.Type) throws -> UInt16 {
    try next { [session] value, path in
      try session.decodeInteger(type, from: value, at: path)
    }
  }

  mutating func decode(_ type: UInt32.Type) throws -> UInt32 {
    try next { [session] value, path in
      try session.decodeInteger(type, from: value, at: path)
    }
  }

  mutating func decode(_ type: UInt64.Type) throws -> UInt64 {
    try next { [session] value, path in
      try session.decodeInteger(type, from: value, at: path)
    }
  }

  mutating func decode(_ type: Int128.Type) throws -> Int128 {
    try next { [session] value, path in
      try session.decodeInteger(type, from: value, at: path)
    }
  }

  mutating func decode(_ type: UInt128.Type) throws -> UInt128 {
    try next { [session] value, path in
      try session.decodeInteger(type, from: value, at: path)
    }
  }

  mutating func decode<T: Decodable>(_ type: T.Type) throws -> T {
    try next { [session] value, path in
      try session.decode(type, from: value, at: path)
    }
  }

  mutating func nestedContainer<NestedKey: CodingKey>(
    keyedBy type: NestedKey.Type
  ) throws -> KeyedDecodingContainer<NestedKey> {
    try next { [session, usage] value, path in
      KeyedDecodingContainer(
        KeyedValueDecodingContainer<NestedKey>(
          source: try session.keyedSource(of: value, at: path),
          path: path,
          session: session,
          usage: usage
        )
      )
    }
  }

  mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
    try next { [session, usage] value, path in
      UnkeyedValueDecodingContainer(
        elements: try session.elements(of: value, at: path), path: path, session: session,
        usage: usage)
    }
  }

  mutating func superDecoder() throws -> any Decoder {
    try next { [session, usage] value, path in
      ValueDecoderImplementation(value: value, path: path, session: session, usage: usage)
    }
  }

  /// The current element, which must exist.
  private func peek() throws -> Value {
    guard !isAtEnd else {
      throw ValueDecodingError(
        path: path.appending(index: currentIndex),
        problem: .typeMismatch(expected: "a value", found: "the end of the list")
      )
    }
    return elements[currentIndex]
  }

  /// Reads the current element with `read` and moves past it once read.
  private mutating func next<Result>(_ read: (Value, ValuePath) throws -> Result) throws -> Result {
    let result = try read(peek(), path.appending(index: currentIndex))
    currentIndex += 1
    return result
  }
}
