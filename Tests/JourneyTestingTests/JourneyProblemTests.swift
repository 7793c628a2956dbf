import HarnessTestSupport
import JourneyModel
import JourneySuite
import Testing

@testable import JourneyTesting

/// What a whole run's problems are, and where an editor opens each: what the XCTest entry records.
@Suite struct JourneyProblemTests {
  @Test func aRunsProblemsAreAtTheirFilesAndTheRestAtTheCaller() throws {
    let sandbox = try Sandbox([
      "Scenarios/switch.yaml": LampFiles.switchOn.replacingOccurrences(of: "tap: Switch", with: "tap: Swich"),
      "Scenarios/broken.yaml": "name: Broken\nsteps:\n  - tapp: Switch\n",
      "Scenarios/__snapshots__/switch/lamp-off.txt": "screen Lamp\n",
    ])
    let report = SuiteRun(
      host: LampHost(), configuration: RunConfiguration(paths: [sandbox.path("Scenarios")], mode: .ci)
    ).run()
    let caller = FileLocation(file: "LampTests.swift", line: 9, column: 1)
    let problems = JourneyProblem.problems(of: report, fallback: caller, command: .unnamed)
    #expect(
      problems.map { "\(sandbox.relativized($0.location.description)) \($0.message.split(separator: "\n")[0])" }
        .map(sandbox.relativized) == [
          "Scenarios/broken.yaml:3:5 Scenarios/broken.yaml:3:5: error: unknown step 'tapp'; did you mean 'tap'?",
          "Scenarios/switch.yaml:4:5 journey 'Scenarios/switch.yaml › Switches the lamp on' failed:",
          "Scenarios/__snapshots__/switch/lamp-off.txt:1:1 Scenarios/__snapshots__/switch/lamp-off.txt: obsolete "
            + "golden file: no journey of Scenarios/switch.yaml takes snapshot 'lamp-off'; delete it with "
            + "'<journey command> run --prune'",
        ])
  }
}
