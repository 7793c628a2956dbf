import Testing

@testable import YAML

@Suite struct YAMLNodeKeyIdentityTests {
  private func identity(_ text: String) throws -> KeyIdentity {
    try parseDocument(text).keyIdentity
  }

  @Test func identifiesScalarsByTheirCoreSchemaValue() throws {
    #expect(try identity("10") == identity("0xA"))
    #expect(try identity("~") == identity("null"))
    #expect(try identity("TRUE") == identity("true"))
    #expect(try identity("'a'") == identity("a"))
    #expect(try identity("!!str 1") == identity("\"1\""))
    #expect(try identity("1") != identity("\"1\""))
    #expect(try identity("1") != identity("1.0"))
    #expect(try identity("!x a") != identity("a"))
  }

  @Test func identifiesCollectionsByTheirItemsInOrder() throws {
    #expect(try identity("[a, {b: 1}]") == identity("- a\n- b: 0x1"))
    #expect(try identity("[a, b]") != identity("[b, a]"))
    #expect(try identity("[ab]") != identity("[a, b]"))
    #expect(try identity("{a: b}") != identity("[a, b]"))
    #expect(try identity("['a, b']") != identity("[a, b]"))
  }
}
