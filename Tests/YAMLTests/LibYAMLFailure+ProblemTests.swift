import Testing
import YAML

/// The wording of the errors libyaml reports.
@Suite struct LibYAMLFailureProblemTests {
  @Test func saysWhatWasBeingReadAndWhereItStarts() {
    #expect(
      renderedParseError("name: \"Sign in\nsteps: []\n")
        == "test.yaml:3:1: error: could not parse a quoted scalar that starts at 1:7: found "
        + "unexpected end of stream"
    )
  }

  @Test func suggestsSpacesForTabIndentation() {
    #expect(
      renderedParseError("steps:\n\t- tap: login\n")
        == "test.yaml:2:1: error: could not parse the next token: found character that cannot "
        + "start any token; replace the tab with spaces, YAML does not allow a tab here"
    )
  }

  @Test func suggestsQuotingAReservedCharacter() {
    #expect(
      renderedParseError("user: @ann\n")
        == "test.yaml:1:7: error: could not parse the next token: found character that cannot "
        + "start any token; quote the value if it starts with '@', '`', '%' or another reserved "
        + "character"
    )
  }

  @Test func pointsAtABadlyIndentedLine() {
    #expect(
      renderedParseError("steps:\n  - tap: a\n   wait: 1\n")
        == "test.yaml:3:4: error: could not parse a block collection that starts at 2:3: did not "
        + "find expected '-' indicator; check the indentation of this line"
    )
  }

  @Test func explainsAKeyWithoutAColon() {
    #expect(
      renderedParseError("a: 1\nplain text\nb: 2\n")
        == "test.yaml:3:1: error: could not parse a simple key that starts at 2:1: could not "
        + "find expected ':'; a key must be followed by ':' on the same line"
    )
  }

  @Test func saysWhichFlowCollectionIsUnclosed() {
    #expect(
      renderedParseError("steps: [tap, wait\nname: x\n")
        == "test.yaml:2:5: error: could not parse a flow sequence that starts at 1:8: did not "
        + "find expected ',' or ']'"
    )
  }

  @Test func suggestsQuotingAKeyWithABracketInAFlowMapping() {
    #expect(
      renderedParseError("steps:\n  - expect: { items[0].name: Ada, count: 1 }\n")
        == "test.yaml:2:20: error: could not parse a flow mapping that starts at 2:13: did not "
        + "find expected ',' or '}'; inside { … } or [ … ], a bracket ends an unquoted value: "
        + "write \"items[0].name\" instead of items[0].name"
    )
  }

  @Test func suggestsQuotingAValueWithBracketsInAFlowSequence() {
    #expect(
      renderedParseError("see: [Ready, Item {1} [2], Done]\n")
        == "test.yaml:1:19: error: could not parse a flow sequence that starts at 1:6: did not "
        + "find expected ',' or ']'; inside { … } or [ … ], a bracket ends an unquoted value: "
        + "write \"Item {1} [2]\" instead of Item {1} [2]"
    )
  }
}
