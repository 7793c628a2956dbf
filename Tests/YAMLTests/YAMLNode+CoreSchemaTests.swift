import Testing
import YAML

@Suite struct YAMLNodeCoreSchemaTests {
  @Test func resolvesScalarNodesAndNothingElse() throws {
    let node = try parseDocument("[true, 7, 2.5, ~, [1]]")
    let items = try #require(node.sequence)
    #expect(items.map(\.bool) == [true, nil, nil, nil, nil])
    #expect(items.map(\.int) == [nil, 7, nil, nil, nil])
    #expect(items.map(\.double) == [nil, 7, 2.5, nil, nil])
    #expect(items.map(\.isNull) == [false, false, false, true, false])
  }
}
