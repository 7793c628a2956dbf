import JourneyLoader
import JourneyModel
import Testing

@Suite struct StepReaderSeeTests {
  @Test func seeAndNotSeeTakeAPartOfATextAWholeTextOrAPattern() throws {
    let text = #"""
      name: Test
      steps:
        - see: Welcome
        - see: { contains: Welcome }
        - see: { exact: "Total: 3" }
        - notSee: { matches: "Error \\d+" }
      """#
    #expect(
      journey(text)?.steps.map(\.kind) == [
        .see(.substring("Welcome")), .see(.substring("Welcome")), .see(.exact("Total: 3")),
        .notSee(.matches(try TextPattern(#"Error \d+"#))),
      ])
  }

  @Test func badQueriesAreLocatedWithAFix() {
    let text = #"""
      name: Test
      steps:
        - see: { exact: Total, matches: T }
        - see: { exactly: Total }
        - notSee: { matches: "[z-a]" }
        - see: {}
        - see: { exact: [a] }
      """#
    #expect(
      problems(text) == """
        j.yaml:3:26: error: 'see' takes one of contains, exact or matches; found exact and matches; write each as its own step
        j.yaml:4:12: error: unknown key 'exactly' in 'see'; did you mean 'exact'?
        j.yaml:5:24: error: 'matches' in 'notSee' expects a regular expression in Swift Regex syntax, as Regex(_:) \
        parses it: character 'z' must compare less than or equal to 'a' in "[z-a]"; write \\ before \
        ( ) [ ] { } . * + ? | ^ $ \\ to match it as text
        j.yaml:6:10: error: 'see' expects text such as Welcome Back, or { exact: "Total: 3" } or { matches: "Error \\\\d+" }; \
        found an empty mapping
        j.yaml:7:19: error: 'see' expects 'exact' to be a whole visible text, such as Total: 3; found a list
        """
    )
  }
}
