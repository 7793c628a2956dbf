import Testing
import ValueCoding

@Suite struct UnkeyedValueDecodingContainerTests {
  /// Reads a fixed number of elements, one of each kind a list container offers.
  private struct Row: Decodable, Equatable {
    var flag: Bool
    var small: Int8
    var ratio: Float
    var label: String
    var missing: Bool
    var nested: [Int]
    var pair: [String: Int]

    init(
      flag: Bool, small: Int8, ratio: Float, label: String, missing: Bool, nested: [Int],
      pair: [String: Int]
    ) {
      (self.flag, self.small, self.ratio, self.label) = (flag, small, ratio, label)
      (self.missing, self.nested, self.pair) = (missing, nested, pair)
    }

    enum PairKeys: String, CodingKey { case key, count }

    init(from decoder: any Decoder) throws {
      var container = try decoder.unkeyedContainer()
      flag = try container.decode(Bool.self)
      small = try container.decode(Int8.self)
      ratio = try container.decode(Float.self)
      label = try container.decode(String.self)
      missing = try container.decodeNil()
      var nestedList = try container.nestedUnkeyedContainer()
      nested = []
      while !nestedList.isAtEnd {
        nested.append(try nestedList.decode(Int.self))
      }
      let pairContainer = try container.nestedContainer(keyedBy: PairKeys.self)
      pair = [
        try pairContainer.decode(String.self, forKey: .key): try pairContainer.decode(
          Int.self, forKey: .count)
      ]
    }
  }

  @Test func readsElementsInOrder() throws {
    let value: Value = [true, 7, 0.5, "x", nil, [1, 2], ["key": "k", "count": 3]]
    #expect(
      try ValueDecoder().decode(Row.self, from: value)
        == Row(
          flag: true, small: 7, ratio: 0.5, label: "x", missing: true, nested: [1, 2],
          pair: ["k": 3])
    )
  }

  @Test func namesTheIndexOfABadElement() {
    #expect(
      decodingMessage(Row.self, from: [true, 300, 0.5, "x", nil, [], [:]])
        == "expected an integer from -128 to 127 at [1], found 300"
    )
    #expect(
      decodingMessage(Row.self, from: [true, 1, 0.5, "x", nil, [1, "2"], [:]])
        == "expected an integer at [5][1], found a string"
    )
    #expect(
      decodingMessage(Row.self, from: [true, 1, 0.5, "x", nil, [], ["key": "k"]])
        == "missing key 'count' at [6]"
    )
  }

  @Test func saysWhenTheListEndsTooSoon() {
    #expect(
      decodingMessage(Row.self, from: [true, 1, 0.5])
        == "expected a value at [3], found the end of the list"
    )
  }

  @Test func leavesTheElementInPlaceWhenItIsNotNull() throws {
    struct MaybeFirst: Decodable {
      var first: Int?
      init(from decoder: any Decoder) throws {
        var container = try decoder.unkeyedContainer()
        first = try container.decodeNil() ? nil : try container.decode(Int.self)
      }
    }
    #expect(try ValueDecoder().decode(MaybeFirst.self, from: [5]).first == 5)
    #expect(try ValueDecoder().decode(MaybeFirst.self, from: [nil]).first == nil)
  }

  @Test func keepsItsPlaceWhenAnElementFailsToDecode() throws {
    struct Lenient: Decodable {
      var values: [String]
      init(from decoder: any Decoder) throws {
        var container = try decoder.unkeyedContainer()
        values = []
        while !container.isAtEnd {
          if let int = try? container.decode(Int.self) {
            values.append(String(int))
          } else {
            values.append(try container.decode(String.self))
          }
        }
      }
    }
    #expect(
      try ValueDecoder().decode(Lenient.self, from: [1, "two", 3]).values == ["1", "two", "3"])
  }
}
