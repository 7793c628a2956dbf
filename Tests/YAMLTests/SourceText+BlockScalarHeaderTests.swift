import Testing
import YAML

@Suite struct SourceTextBlockScalarHeaderTests {
  @Test(arguments: [
    "block: ># note\n  text", "block: |-# note\n  text", "block: !!str |2#\n  text",
  ])
  func rejectsACommentRightAfterTheIndicator(_ text: String) {
    #expect(parseError(text)?.message == CommentSeparationCheckTests.message)
  }

  @Test func rejectsAnEmptyLineWiderThanTheFirstLineOfText() {
    #expect(
      renderedParseError("notes: >\n \n    \n  # first line\n")
        == "test.yaml:3:1: error: this empty line at the start of a block scalar has 4 spaces, "
        + "more than the 2 of the scalar's first line at 4:3; remove the extra spaces"
    )
  }

  @Test func acceptsHeaderCommentsAndEmptyLinesNoWiderThanTheText() throws {
    let text = "a: |  # note\n\n  \n  text\nb: |2\n    \n  wide\nc: |\n\n    \nd: 1\n"
    let node = try parseDocument(text)
    #expect(node.value(forKey: "a")?.scalar?.text == "\n\ntext\n")
    #expect(node.value(forKey: "b")?.scalar?.text == "  \nwide\n")
    #expect(node.value(forKey: "c")?.scalar?.text == "")
    #expect(node.value(forKey: "d")?.int == 1)
  }
}
