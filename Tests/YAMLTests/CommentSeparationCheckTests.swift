import Testing
import YAML

@Suite struct CommentSeparationCheckTests {
  static let message =
    "a comment needs a space before its '#'; add a space before '#', or quote "
    + "the value if '#' belongs to it"

  @Test(arguments: [
    ("key: \"value\"# note", 1, 13),
    ("key: 'value'#", 1, 13),
    ("list: [a, b]# note", 1, 13),
    ("list: [a,# note\n  b]", 1, 10),
    ("map: {a: 1}#", 1, 12),
    ("a: 1\nb: [x]#y\n", 2, 7),
  ])
  func rejectsACommentRightAfterText(_ text: String, line: Int, column: Int) {
    #expect(
      parseError(text)
        == YAMLError(
          file: "test.yaml",
          mark: YAMLMark(line: line, column: column),
          message: Self.message
        ))
  }

  @Test func acceptsCommentsAfterWhitespaceAndHashesInsideValues() throws {
    let text = """
      # heading
      url: http://example.com/#top  # trailing
      quoted: "a # b"
      list: [a#b, 'c#'] # after a list
      block: |
        # text, not a comment
      tabbed: x\t# after a tab
      """
    let node = try parseDocument(text)
    #expect(node.value(forKey: "url")?.scalar?.text == "http://example.com/#top")
    #expect(node.value(forKey: "quoted")?.scalar?.text == "a # b")
    #expect(node.value(forKey: "list")?.sequence?.map(\.scalar?.text) == ["a#b", "c#"])
    #expect(node.value(forKey: "block")?.scalar?.text == "# text, not a comment\n")
    #expect(node.value(forKey: "tabbed")?.scalar?.text == "x")
  }
}
