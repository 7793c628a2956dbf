/// Reads a whole value as one thing for a type's `init(from:)`.
struct ValueSingleValueDecodingContainer: SingleValueDecodingContainer {
  let value: Value
  let path: ValuePath
  let session: DecodingSession

  var codingPath: [any CodingKey] { path.codingPath }

  func decodeNil() -> Bool {
    value == .null
  }

  func decode(_ type: Bool.Type) throws -> Bool {
    try session.decodeBool(from: value, at: path)
  }

  func decode(_ type: String.Type) throws -> String {
    try session.decodeString(from: value, at: path)
  }

  func decode(_ type: Double.Type) throws -> Double {
    try session.decodeFloatingPoint(type, from: value, at: path)
  }

  func decode(_ type: Float.Type) throws -> Float {
    try session.decodeFloatingPoint(type, from: value, at: path)
  }

  func decode(_ type: Int.Type) throws -> Int {
    try session.decodeInteger(type, from: value, at: path)
  }

  func decode(_ type: Int8.Type) throws -> Int8 {
    try session.decodeInteger(type, from: value, at: path)
  }

  func decode(_ type: Int16.Type) throws -> Int16 {
    try session.decodeInteger(type, from: value, at: path)
  }

  func decode(_ type: Int32.Type) throws -> Int32 {
    try session.decodeInteger(type, from: value, at: path)
  }

  func decode(_ type: Int64.Type) throws -> Int64 {
    try session.decodeInteger(type, from: value, at: path)
  }

  func decode(_ type: UInt.Type) throws -> UInt {
    try session.decodeInteger(type, from: value, at: path)
  }

  func decode(_ type: UInt8.Type) throws -> UInt8 {
    try session.decodeInteger(type, from: value, at: path)
  }

  func decode(_ type: UInt16.Type) throws -> UInt16 {
    try session.decodeInteger(type, from: value, at: path)
  }

  func decode(_ type: UInt32.Type) throws -> UInt32 {
    try session.decodeInteger(type, from: value, at: path)
  }

  func decode(_ type: UInt64.Type) throws -> UInt64 {
    try session.decodeInteger(type, from: value, at: path)
  }

  func decode(_ type: Int128.Type) throws -> Int128 {
    try session.decodeInteger(type, from: value, at: path)
  }

  func decode(_ type: UInt128.Type) throws -> UInt128 {
    try session.decodeInteger(type, from: value, at: path)
  }

  func decode<T: Decodable>(_ type: T.Type) throws -> T {
    try session.decode(type, from: value, at: path)
  }
}
