@testable import JourneyCLI
import HarnessTestSupport
import JourneySuite
import Testing

/// The GitHub Actions reporter: its workflow commands, escaped as GitHub reads them, beside the
/// console; when it is on; and the step summary.
@Suite struct GitHubReporterTests {
  private let actions = ["LANG": "C.UTF-8", "GITHUB_ACTIONS": "true"]

  private func sandbox() throws -> Sandbox {
    try Sandbox([
      "Scenarios/greet.yaml": Journeys.greet,
      "Scenarios/farewell.yaml": Journeys.farewell,
      "Scenarios/__snapshots__/greet/greeted.txt": Journeys.greetedGolden,
    ])
  }

  @Test func aMessageEscapesPercentCarriageReturnAndLineFeed() {
    #expect(GitHubReporter.escapedData("100%") == "100%25")
    #expect(GitHubReporter.escapedData("a\rb") == "a%0Db")
    #expect(GitHubReporter.escapedData("a\nb") == "a%0Ab")
    #expect(GitHubReporter.escapedData("a\r\nb") == "a%0D%0Ab")
    #expect(GitHubReporter.escapedData("%0A is a line feed: a, b") == "%250A is a line feed: a, b")
  }

  @Test func aPropertyAlsoEscapesColonAndComma() {
    #expect(GitHubReporter.escapedProperty("a:b") == "a%3Ab")
    #expect(GitHubReporter.escapedProperty("a,b") == "a%2Cb")
    #expect(GitHubReporter.escapedProperty("50%, then\r\n: done") == "50%25%2C then%0D%0A%3A done")
  }

  @Test func aCommandOfSeveralLinesIsOneLine() {
    #expect(
      GitHubReporter.command(
        "error", properties: [("file", "a,b.yaml"), ("line", "3"), ("title", "Log in › tap: OK")],
        message: "expected: 1\n  found: 2")
        == "::error file=a%2Cb.yaml,line=3,title=Log in › tap%3A OK::expected: 1%0A  found: 2\n")
    #expect(GitHubReporter.command("error", message: "no journeys") == "::error::no journeys\n")
  }

  @Test func aFailingStepIsAnnotatedAtItsPlaceBesideTheConsole() throws {
    let sandbox = try sandbox()
    let run = journey(["run", sandbox.path("Scenarios")], in: sandbox, environment: actions)
    #expect(run.status == .failed)
    #expect(
      run.output.hasPrefix(
        """
        ✗ Scenarios/farewell.yaml › Says goodbye (…)
        ::error file=Scenarios/farewell.yaml,line=7,col=5,title=Says goodbye › see "Goodbye!"::no visible text contains "Goodbye!". \
        Visible texts: "Greeter", "Name", "Your name", "Greet", "Hello!", "Visits: 1"
        ✓ Scenarios/greet.yaml › Greets by name (…)

        Failures:

        """))
    #expect(run.output.hasSuffix("\n1 passed, 1 failed\n"))
  }

  @Test func anInvalidFileAndAnObsoleteGoldenFileAreAnnotated() throws {
    let sandbox = try Sandbox([
      "Scenarios/greet.yaml": Journeys.greet,
      "Scenarios/broken.yaml": "name: Broken\nsteps:\n  - tapp: Greet\n",
      "Scenarios/__snapshots__/greet/greeted.txt": Journeys.greetedGolden,
      "Scenarios/__snapshots__/greet/old.txt": "old\n",
    ])
    let run = journey(["run", sandbox.path("Scenarios")], in: sandbox, environment: actions)
    #expect(run.status == .invalidInput)
    let commands = run.output.split(separator: "\n").filter { $0.hasPrefix("::") }
    #expect(
      commands == [
        "::error file=Scenarios/broken.yaml,line=3,col=5,title=invalid journey file::unknown step 'tapp'; did you mean 'tap'?",
        "::warning file=Scenarios/__snapshots__/greet/old.txt,title=obsolete golden file::"
          + "Scenarios/__snapshots__/greet/old.txt: obsolete golden file: no journey of Scenarios/greet.yaml takes snapshot 'old'; "
          + "delete it with 'journey run --prune'",
      ])
  }

  @Test func gitHubActionsTurnsItOnAndTheOptionsTurnItOnOrOff() throws {
    let sandbox = try sandbox()
    let scenarios = sandbox.path("Scenarios")
    func annotates(_ arguments: [String], _ environment: [String: String]) -> Bool {
      journey(["run"] + arguments + [scenarios], in: sandbox, environment: environment).output.contains("\n::error ")
    }
    #expect(annotates([], actions))
    #expect(!annotates([], ["LANG": "C.UTF-8"]))
    #expect(!annotates([], ["LANG": "C.UTF-8", "GITHUB_ACTIONS": "false"]))
    #expect(!annotates(["--no-github-annotations"], actions))
    #expect(annotates(["--github-annotations"], ["LANG": "C.UTF-8"]))
    #expect(!annotates(["--format", "json"], actions))
  }

  @Test func annotationsCannotShareStandardOutputWithAReportDocument() throws {
    let sandbox = try sandbox()
    let run = journey(["run", "--github-annotations", "--format", "json", sandbox.path("Scenarios")], in: sandbox)
    #expect(run.status == .invalidInput)
    #expect(
      run.errors == """
        Error: --github-annotations writes to standard output, where --format json sends its report; add --output <file>
        Usage: journey run [<options>] [<paths> ...]
          See 'journey run --help' for more information.

        """)
  }

  @Test func theStepSummaryIsAppendedToTheFileGitHubNames() throws {
    let sandbox = try sandbox()
    try sandbox.write("### Build\n\n", to: "summary.md")
    var environment = actions
    environment["GITHUB_STEP_SUMMARY"] = sandbox.path("summary.md")
    #expect(journey(["run", sandbox.path("Scenarios")], in: sandbox, environment: environment).status == .failed)
    #expect(
      sandbox.read("summary.md") == """
        ### Build

        ### Journeys

        1 passed, 1 failed

        | Journey | Location | Failure |
        | --- | --- | --- |
        | Says goodbye | `Scenarios/farewell.yaml:7:5` | see "Goodbye!": no visible text contains "Goodbye!". \
        Visible texts: "Greeter", "Name", "Your name", "Greet", "Hello!", "Visits: 1" |


        """)
  }
}
