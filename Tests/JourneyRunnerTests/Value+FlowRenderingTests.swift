import Testing
import ValueCoding

@testable import JourneyRunner

@Suite struct ValueFlowRenderingTests {
  @Test func collectionsGoOnOneLine() {
    let value: Value = ["email": "ada@example.com", "tags": ["a", "b"], "empty": [:], "none": nil]
    #expect(value.flowRendered == "{email: ada@example.com, tags: [a, b], empty: {}, none: null}")
  }

  @Test func textThatWouldEndAnEntryIsQuoted() {
    #expect((["note": "a, b", "plain": "a b"] as Value).flowRendered == "{note: \"a, b\", plain: a b}")
    #expect((["brace": "x}"] as Value).flowRendered == "{brace: \"x}\"}")
    #expect((["true": "yes"] as Value).flowRendered == "{\"true\": \"yes\"}")
    // A YAML reader reads code points: a comma is one even with a combining mark after it.
    #expect((["mark": "a,\u{301}b"] as Value).flowRendered == "{mark: \"a,\u{301}b\"}")
  }

  @Test func scalarsRenderAsInBlocks() {
    #expect(Value.int(3).flowRendered == "3")
    #expect(Value.double(1.5).flowRendered == "1.5")
    #expect(Value.string("").flowRendered == "\"\"")
  }
}
