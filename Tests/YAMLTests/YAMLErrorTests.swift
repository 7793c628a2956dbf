import Testing
import YAML

@Suite struct YAMLErrorTests {
  @Test func rendersFileLineColumnAndMessage() {
    let error = YAMLError(
      file: "journeys/sign-in.yaml",
      mark: YAMLMark(line: 12, column: 7),
      message: "duplicate key 'steps'; first defined at 3:1"
    )
    #expect(
      "\(error)" == "journeys/sign-in.yaml:12:7: error: duplicate key 'steps'; first defined at 3:1"
    )
  }

  @Test func carriesTheFileNameGivenToTheParser() {
    #expect(
      throws: YAMLError(
        file: "flows/a.yaml",
        mark: YAMLMark(line: 1, column: 6),
        message: "unknown alias '*x'; define the anchor '&x' on a node before this alias"
      )
    ) {
      try YAMLParser.parse("key: *x", file: "flows/a.yaml")
    }
  }
}
