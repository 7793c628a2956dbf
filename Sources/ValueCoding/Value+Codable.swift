/// Values can be part of `Codable` types, to hold data of any shape. ``ValueDecoder`` and
/// ``ValueEncoder`` pass them through unchanged; other coders read and write them as the
/// corresponding scalars, lists and mappings.
extension Value: Codable {
  public init(from decoder: any Decoder) throws {
    if let container = try? decoder.singleValueContainer() {
      if container.decodeNil() {
        self = .null
        return
      }
      if let bool = try? container.decode(Bool.self) {
        self = .bool(bool)
        return
      }
      if let int = try? container.decode(Int.self) {
        self = .int(int)
        return
      }
      if let double = try? container.decode(Double.self) {
        self = .double(double)
        return
      }
      if let string = try? container.decode(String.self) {
        self = .string(string)
        return
      }
    }
    if var container = try? decoder.unkeyedContainer() {
      var elements: [Value] = []
      while !container.isAtEnd {
        elements.append(try container.decode(Value.self))
      }
      self = .array(elements)
      return
    }
    let container = try decoder.container(keyedBy: ValueCodingKey.self)
    self = .object(
      ValueObject(
        try container.allKeys.map { key in
          (key: key.stringValue, value: try container.decode(Value.self, forKey: key))
        }
      )
    )
  }

  public func encode(to encoder: any Encoder) throws {
    switch self {
    case .null:
      var container = encoder.singleValueContainer()
      try container.encodeNil()
    case .bool(let bool):
      var container = encoder.singleValueContainer()
      try container.encode(bool)
    case .int(let int):
      var container = encoder.singleValueContainer()
      try container.encode(int)
    case .double(let double):
      var container = encoder.singleValueContainer()
      try container.encode(double)
    case .string(let string):
      var container = encoder.singleValueContainer()
      try container.encode(string)
    case .array(let elements):
      var container = encoder.unkeyedContainer()
      for element in elements {
        try container.encode(element)
      }
    case .object(let object):
      var container = encoder.container(keyedBy: ValueCodingKey.self)
      for (key, value) in object {
        try container.encode(value, forKey: ValueCodingKey(stringValue: key))
      }
    }
  }
}
