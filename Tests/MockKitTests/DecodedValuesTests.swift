import MockKit
import Testing
import ValueCoding

@Suite struct DecodedValuesTests {
  struct Point: Decodable, Equatable, Sendable {
    var x: Int
    var y: Int
  }

  final class Marker: Decodable, Sendable {
    let x: Int
  }

  let point: Value = ["x": 1, "y": 2]

  @Test func aValueDecodesAsItsDecoderDecodesItOnEveryCall() throws {
    let values = DecodedValues(ValueDecoder())
    #expect(try values.decode(Point.self, from: point) == Point(x: 1, y: 2))
    #expect(try values.decode(Point.self, from: point) == Point(x: 1, y: 2))
    #expect(try values.decode(Int.self, from: 1) == 1)
    #expect(try values.decode(Double.self, from: 1) == 1.0)
  }

  @Test func valuesOfOneTypeDecodeAsTheyAreWhateverWasDecodedBefore() throws {
    let values = DecodedValues(ValueDecoder())
    let other: Value = ["x": 3, "y": 4]
    let equal: Value = ["x": 1, "y": 2]
    for value in [point, other, point, point, equal, other, other] {
      #expect(try values.decode(Point.self, from: value) == (value == other ? Point(x: 3, y: 4) : Point(x: 1, y: 2)))
    }
    #expect(try values.decode(Int.self, from: 7) == 7)
    #expect(try values.decode(Int.self, from: 8) == 8)
    #expect(try values.decode(Double.self, from: 7) == 7.0)
    #expect(try values.decode(Int.self, from: 7) == 7)
  }

  @Test func aValueThatDoesNotDecodeThrowsOnEveryCall() {
    let values = DecodedValues(ValueDecoder())
    for _ in 0..<2 {
      #expect(throws: ValueDecodingError.self) { try values.decode(Point.self, from: "up") }
    }
  }

  @Test func theDecoderDecidesWhatDecodes() throws {
    let extra: Value = ["x": 1, "y": 2, "z": 3]
    #expect(try DecodedValues(ValueDecoder()).decode(Point.self, from: extra) == Point(x: 1, y: 2))
    #expect(throws: ValueDecodingError.self) {
      try DecodedValues(ValueDecoder(rejectsUnknownKeys: true)).decode(Point.self, from: extra)
    }
  }

  @Test func aValueThatDecodesHasNoProblemsAndOneThatDoesNotHasEach() throws {
    let values = DecodedValues(ValueDecoder(rejectsUnknownKeys: true))
    #expect(values.problems(decoding: Point.self, from: point).isEmpty)
    #expect(try values.decode(Point.self, from: point) == Point(x: 1, y: 2))
    let problems = values.problems(decoding: Point.self, from: ["x": "one", "z": 3])
    // A wrong value where it is; a missing and an unknown key at the mapping that holds them.
    #expect(problems.map(\.path.description).sorted() == ["", "", "x"])
  }

  @Test func aClassIsDecodedAnewForEachCall() throws {
    let values = DecodedValues(ValueDecoder())
    let first = try values.decode(Marker.self, from: ["x": 1])
    let second = try values.decode(Marker.self, from: ["x": 1])
    #expect(first !== second)
    #expect(first.x == 1 && second.x == 1)
  }
}
