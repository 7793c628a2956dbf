import Testing
import ValueCoding

@Suite struct KeyedValueEncodingContainerTests {
  /// Encodes through every kind of keyed container call.
  private struct Everything: Encodable {
    enum CodingKeys: String, CodingKey {
      case flag, text, ratio, small, big, optional, missing, nested, list, parent, repeated
    }
    enum NestedKeys: String, CodingKey { case inner }

    func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: CodingKeys.self)
      try container.encode(true, forKey: .flag)
      try container.encode("t", forKey: .text)
      try container.encode(Float(0.5), forKey: .ratio)
      try container.encode(Int16(-2), forKey: .small)
      try container.encode(UInt32(4), forKey: .big)
      try container.encodeIfPresent(Int?.some(1), forKey: .optional)
      try container.encodeIfPresent(String?.none, forKey: .missing)
      var nested = container.nestedContainer(keyedBy: NestedKeys.self, forKey: .nested)
      try nested.encode(["x"], forKey: .inner)
      var list = container.nestedUnkeyedContainer(forKey: .list)
      try list.encode(1)
      try list.encodeNil()
      var pair = list.nestedContainer(keyedBy: NestedKeys.self)
      try pair.encode(2, forKey: .inner)
      var inner = list.nestedUnkeyedContainer()
      try inner.encode("deep")
      try "super".encode(to: list.superEncoder())
      try "base".encode(to: container.superEncoder(forKey: .parent))
      try container.encode(1, forKey: .repeated)
      try container.encode(2, forKey: .repeated)
    }
  }

  @Test func writesEveryKindOfEntryInOrder() throws {
    #expect(
      try ValueEncoder().encode(Everything()).rendered == """
        flag: true
        text: t
        ratio: 0.5
        small: -2
        big: 4
        optional: 1
        missing: null
        nested:
          inner:
            - x
        list:
          - 1
          - null
          - inner: 2
          - - deep
          - super
        parent: base
        repeated: 2
        """
    )
  }

  @Test func encodesNilOptionalsOfEveryTypeAsNullByDefault() throws {
    struct Optionals: Encodable {
      var bool: Bool?
      var string: String?
      var double: Double?
      var float: Float?
      var int: Int?
      var int8: Int8?
      var int16: Int16?
      var int32: Int32?
      var int64: Int64?
      var uint: UInt?
      var uint8: UInt8?
      var uint16: UInt16?
      var uint32: UInt32?
      var uint64: UInt64?
      var int128: Int128?
      var uint128: UInt128?
      var language: Language?
    }
    guard case .object(let object) = try ValueEncoder().encode(Optionals()) else {
      Issue.record("expected a mapping")
      return
    }
    #expect(object.count == 17)
    #expect(object.values.allSatisfy { $0 == .null })
    #expect(try ValueEncoder(includesNilOptionals: false).encode(Optionals()) == [:])
  }

  @Test func replacesAnEntryWrittenAgainInItsPlaceWhetherAValueOrANestedContainer() throws {
    struct Rewritten: Encodable {
      enum Keys: String, CodingKey { case first, second }

      func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Keys.self)
        var replaced = container.nestedContainer(keyedBy: Keys.self, forKey: .first)
        try replaced.encode(1, forKey: .second)
        try container.encode(2, forKey: .second)
        try container.encode("later", forKey: .first)
        // Written into the container the value replaced, which belongs to no value now.
        try replaced.encode(3, forKey: .first)
        var nested = container.nestedContainer(keyedBy: Keys.self, forKey: .second)
        try nested.encode(4, forKey: .first)
      }
    }
    #expect(
      try ValueEncoder().encode(Rewritten()).rendered == """
        first: later
        second:
          first: 4
        """
    )
  }

  @Test func tellsEachEncoderWhereItsValueLies() throws {
    #expect(
      try ValueEncoder().encode(Places()).rendered == """
        here: here
        nested:
          here: nested/here
        list:
          - list/Index 0
          - - list/Index 1/Index 0
          - list/Index 2
        """
    )
    #expect(
      try ValueEncoder().encode(Places(), only: [["nested", "here"]]).rendered == """
        nested:
          here: nested/here
        """
    )
  }

  @Test func namesThePathOfAnEntryThatCannotBeEncoded() {
    struct Deep: Encodable {
      var items: [[String: UInt]]
    }
    #expect(
      encodingMessage(Deep(items: [[:], ["n": .max]]))
        == "cannot encode 18446744073709551615 at items[1].n: integers must lie "
        + "between -9223372036854775808 and 9223372036854775807"
    )
  }
}

/// Writes, at each place it is encoded, the coding path its encoder tells.
private struct Here: Encodable {
  func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(encoder.codingPath.map(\.stringValue).joined(separator: "/"))
  }
}

/// Encodes ``Here`` under a key, in a nested container, and in and under a list.
private struct Places: Encodable {
  enum Keys: String, CodingKey { case here, nested, list }

  func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: Keys.self)
    try container.encode(Here(), forKey: .here)
    var nested = container.nestedContainer(keyedBy: Keys.self, forKey: .nested)
    try nested.encode(Here(), forKey: .here)
    var list = container.nestedUnkeyedContainer(forKey: .list)
    try list.encode(Here())
    try list.encode([Here()])
    try Here().encode(to: list.superEncoder())
  }
}
