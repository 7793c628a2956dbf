import HarnessTestSupport
import JourneyCLI
import JourneySuite
import Testing

/// `journey check` run again in one process, against the greeter: what the checks keep from one
/// check to the next does not change what they find, or where.
@Suite struct JourneyToolCheckAgainTests {
  @Test func theSameGivenInTwoFilesIsReportedAtEachAndAgainAlike() throws {
    let sandbox = try Sandbox([
      "Scenarios/first.yaml": """
        name: First
        given:
          visit: 2
        steps: [launch]
        """,
      "Scenarios/second.yaml": """
        name: Second
        tags: [later]
        given:
          visit: 2
        steps: [launch]
        """,
    ])
    let check = journey(["check", sandbox.path("Scenarios")], in: sandbox)
    #expect(check.status == .invalidInput)
    #expect(
      check.output == """
        Scenarios/first.yaml:3:3: error: unknown key 'visit' at given; did you mean 'visits'?
        Scenarios/second.yaml:4:3: error: unknown key 'visit' at given; did you mean 'visits'?

        2 files, 0 journeys: 2 errors in 2 files

        """)
    let again = journey(["check", sandbox.path("Scenarios")], in: sandbox)
    #expect(again.status == check.status)
    #expect(again.output == check.output)
  }
}
