import Testing
import YAML

@Suite struct SourceTextContinuationIndentationTests {
  @Test func rejectsAnUnindentedLineOfQuotedText() {
    #expect(
      renderedParseError("steps:\n  text: \"first line\n    second line\n  not indented\"\n")
        == "test.yaml:4:3: error: this line continues the quoted text that starts at 2:9 and "
        + "must be indented by at least 3 spaces (tabs do not count as indentation)"
    )
  }

  @Test func rejectsATabInPlaceOfIndentation() {
    #expect(
      renderedParseError("key: \"a\n\tb\"")
        == "test.yaml:2:1: error: this line continues the quoted text that starts at 1:6 and "
        + "must be indented by at least 1 space (tabs do not count as indentation)"
    )
  }

  @Test func rejectsAnUnindentedLineOfAFlowCollection() {
    #expect(
      parseError("- steps: [tap,\n  wait]")?.message
        == "this line continues the flow list that starts at 1:10 and must be indented by at "
        + "least 3 spaces (tabs do not count as indentation)"
    )
    #expect(
      parseError("key: {a: 1,\nb: 2}")?.message
        == "this line continues the flow mapping that starts at 1:6 and must be indented by at "
        + "least 1 space (tabs do not count as indentation)"
    )
  }

  @Test func acceptsIndentedContinuationLinesEmptyLinesAndCommentLines() throws {
    let text = """
      key: "first
        second

       third"
      list: [a,
      # a comment line
        b,
          c]
      """
    let node = try parseDocument(text)
    #expect(node.value(forKey: "key")?.scalar?.text == "first second\nthird")
    #expect(node.value(forKey: "list")?.sequence?.count == 3)
  }

  @Test func acceptsAnyIndentationAtTheTopLevel() throws {
    #expect(try parseDocument("\"a\nb\"").scalar?.text == "a b")
    #expect(try parseDocument("[a,\nb]").sequence?.count == 2)
  }

  @Test func measuresASequenceAtItsParentKeysIndentationFromItsDash() throws {
    #expect(try parseDocument("key:\n- \"a\n b\"").value(forKey: "key")?.sequence?.count == 1)
    #expect(parseError("key:\n- \"a\nb\"")?.mark == YAMLMark(line: 3, column: 1))
  }
}
