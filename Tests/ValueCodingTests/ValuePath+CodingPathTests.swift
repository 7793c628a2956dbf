import Testing

@testable import ValueCoding

@Suite struct ValuePathCodingPathTests {
  @Test func convertsToCodingKeysAndBack() {
    let path: ValuePath = ["items", 3, "title", "7"]
    #expect(path.codingPath.map(\.stringValue) == ["items", "Index 3", "title", "7"])
    #expect(path.codingPath.map(\.intValue) == [nil, 3, nil, nil])
    #expect(ValuePath(codingPath: path.codingPath) == path)
  }

  @Test func readsIndicesFromListContainersOfTypesThemselves() {
    struct Positive: Decodable {
      init(from decoder: any Decoder) throws {
        var container = try decoder.unkeyedContainer()
        while !container.isAtEnd {
          guard try container.decode(Int.self) > 0 else {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: "not positive")
          }
        }
      }
    }
    // The error names the index after the bad element: the container has moved past it.
    #expect(
      decodingMessage([Positive].self, from: [[1, 2], [3, -4, 5]])
        == "invalid value at [1][2]: not positive")
  }
}
