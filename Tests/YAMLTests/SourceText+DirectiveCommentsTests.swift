import Testing
import YAML

@Suite struct SourceTextDirectiveCommentsTests {
  @Test func rejectsACommentRightAfterTheYAMLVersion() {
    #expect(
      parseError("%YAML 1.2#note\n---\na: 1")
        == YAMLError(
          file: "test.yaml",
          mark: YAMLMark(line: 1, column: 10),
          message: CommentSeparationCheckTests.message
        ))
  }

  @Test func acceptsDirectivesWithSeparatedComments() throws {
    let node = try parseDocument(
      "%YAML 1.2 # note\n%TAG !e! tag:example.com,2000:\n--- # start\na: !e!x 1")
    #expect(node.value(forKey: "a")?.scalar?.tag == "tag:example.com,2000:x")
  }
}
