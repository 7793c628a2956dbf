import HarnessTestSupport
import JourneyCLI
import Testing

/// `journey watch` in-process, where it does not start: no terminal to take keys from, a path
/// that names nothing. `JourneyWatchTerminalTests` watches in a terminal.
@Suite struct JourneyToolWatchTests {
  @Test func withoutATerminalItSaysToRunTheJourneysOnce() throws {
    let sandbox = try Sandbox(["Scenarios/greet.yaml": Journeys.greet])
    let watch = journey(["watch", sandbox.path("Scenarios")], in: sandbox)
    #expect(watch.status == .invalidInput)
    #expect(
      watch.errors
        == "error: watch takes keys from a terminal, and standard input is not one; run the journeys once with 'journey run'\n")
    #expect(watch.output == "")
  }

  @Test func aPathThatNamesNothingIsAUsageError() throws {
    let sandbox = try Sandbox()
    let watch = journey(["watch", sandbox.path("Scenarios")], in: sandbox)
    #expect(watch.status == .invalidInput)
    #expect(watch.errors.hasPrefix("error: no journeys to watch:\n"))
    #expect(watch.errors.contains("Scenarios"))
  }

  @Test func parallelMustBeAtLeastOne() throws {
    let sandbox = try Sandbox(["Scenarios/greet.yaml": Journeys.greet])
    let watch = journey(["watch", "--parallel", "0", sandbox.path("Scenarios")], in: sandbox)
    #expect(watch.status == .invalidInput)
    #expect(watch.errors.contains("--parallel must be at least 1, found 0"))
  }
}
