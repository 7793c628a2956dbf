import Foundation
import HarnessTestSupport
import JourneyCLI
import JourneySuite
import Testing

/// `journey run --last-failed-file`: the failures of a JSON report, a shard's or merged, run
/// again, and a report of another suite refused.
@Suite struct JourneyToolLastFailedFileTests {
  /// Three journeys, two of which fail: farewell never sees its goodbye, visits counts one too
  /// many.
  private func sandbox() throws -> Sandbox {
    try Sandbox([
      "Scenarios/greet.yaml": Journeys.greet,
      "Scenarios/farewell.yaml": Journeys.farewell,
      "Scenarios/visits.yaml": Journeys.visits.replacingOccurrences(of: "Visits: 3", with: "Visits: 4"),
      "Scenarios/__snapshots__/greet/greeted.txt": Journeys.greetedGolden,
    ])
  }

  @Test func theJourneysThatFailedInTheReportRunAndNoOther() throws {
    let sandbox = try sandbox()
    #expect(journey(["run", "--json", "report.json", sandbox.path("Scenarios")], in: sandbox).status == .failed)
    let again = journey(["run", "--last-failed-file", "report.json", sandbox.path("Scenarios")], in: sandbox)
    #expect(again.status == .failed)
    #expect(
      again.output.hasPrefix(
        """
        ✗ Scenarios/farewell.yaml › Says goodbye (…)
        ✗ Scenarios/visits.yaml › Counts visits (…)

        """))
    #expect(again.output.hasSuffix("\n0 passed, 2 failed, 1 skipped\n"))
  }

  @Test func theFailuresOfShardsMergedRunOnAnySplit() throws {
    let sandbox = try sandbox()
    for index in 1...2 {
      _ = journey(["run", "--shard", "\(index)/2", "--json", "shard-\(index).json", sandbox.path("Scenarios")], in: sandbox)
    }
    #expect(journey(["merge-reports", "shard-1.json", "shard-2.json", "--json", "all.json"], in: sandbox).status == .failed)
    try sandbox.write(Journeys.farewell.replacingOccurrences(of: "Goodbye!", with: "Hello!"), to: "Scenarios/farewell.yaml")
    let whole = journey(["run", "--last-failed-file", "all.json", sandbox.path("Scenarios")], in: sandbox)
    #expect(whole.output.hasSuffix("\n1 passed, 1 failed, 1 skipped\n"))
    var ran: [String] = []
    for index in 1...3 {
      let shard = journey(
        ["run", "--last-failed-file", "all.json", "--shard", "\(index)/3", sandbox.path("Scenarios")], in: sandbox)
      ran += shard.output.split(separator: "\n").filter { $0.hasPrefix("✓ ") || $0.hasPrefix("✗ ") }.map(String.init)
    }
    #expect(ran.sorted() == ["✓ Scenarios/farewell.yaml › Says goodbye (…)", "✗ Scenarios/visits.yaml › Counts visits (…)"])
  }

  @Test func anExamplesRowThatFailedRunsWithoutTheOthers() throws {
    let sandbox = try Sandbox([
      "Scenarios/visits.yaml": """
        name: Counts ${visits} visits
        given:
          visits: ${visits}
        steps:
          - launch
          - see: "Visits: ${seen}"
        examples:
          - { visits: 1, seen: 2 }
          - { visits: 2, seen: 2 }
          - { visits: 3, seen: 4 }
        """
    ])
    _ = journey(["run", "--json", "report.json", sandbox.path("Scenarios")], in: sandbox)
    let again = journey(["run", "--last-failed-file", "report.json", sandbox.path("Scenarios")], in: sandbox)
    #expect(
      again.output.hasPrefix(
        """
        ✗ Scenarios/visits.yaml › Counts 2 visits [visits: 2, seen: 2] (…)

        Failures:

        """))
    #expect(again.output.hasSuffix("\n0 passed, 1 failed, 2 skipped\n"))
  }

  @Test func aReportOfAnotherSuiteIsRefusedWithTheReason() throws {
    let sandbox = try sandbox()
    try sandbox.write(Journeys.farewell, to: "Elsewhere/farewell.yaml")
    _ = journey(["run", "--json", "elsewhere.json", sandbox.path("Elsewhere")], in: sandbox)
    try FileManager.default.removeItem(atPath: sandbox.path("Elsewhere/farewell.yaml"))
    let gone = journey(["run", "--last-failed-file", "elsewhere.json", sandbox.path("Scenarios")], in: sandbox)
    #expect(gone.status == .invalidInput)
    #expect(
      gone.errors
        == "error: 'elsewhere.json' is a report of another suite: Elsewhere/farewell.yaml, a file of the journeys "
        + "that failed in it, is not here; run in the folder its run was run in, with the same journey files\n")

    _ = journey(["run", "--json", "report.json", sandbox.path("Scenarios")], in: sandbox)
    try sandbox.write(Journeys.farewell.replacingOccurrences(of: "Says goodbye", with: "Waves"), to: "Scenarios/farewell.yaml")
    let renamed = journey(["run", "--last-failed-file", "report.json", sandbox.path("Scenarios")], in: sandbox)
    #expect(renamed.status == .invalidInput)
    #expect(
      renamed.errors
        == "error: 'report.json' is a report of another suite: the journey Scenarios/farewell.yaml › Says goodbye, "
        + "which failed in it, is not in its file here; run the suite again to find what fails in it now\n")
  }

  @Test func aFileThatIsNotAReportIsRefusedAtItsPlace() throws {
    let sandbox = try sandbox()
    let missing = journey(["run", "--last-failed-file", "none.json", sandbox.path("Scenarios")], in: sandbox)
    #expect(missing.status == .invalidInput)
    #expect(missing.errors.hasPrefix("error: cannot read the JSON report 'none.json': no such file; "))
    try sandbox.write("{\"journeys\": [}", to: "broken.json")
    let broken = journey(["run", "--last-failed-file", "broken.json", sandbox.path("Scenarios")], in: sandbox)
    #expect(broken.status == .invalidInput)
    #expect(
      broken.errors
        == "broken.json:1:15: error: not a JSON report of 'journey run --json': not valid JSON: expected a value, found \"}\"\n")
  }

  @Test func aReportWithoutFailuresRunsNothing() throws {
    let sandbox = try Sandbox(["Scenarios/visits.yaml": Journeys.visits])
    _ = journey(["run", "--json", "report.json", sandbox.path("Scenarios")], in: sandbox)
    let again = journey(["run", "--last-failed-file", "report.json", sandbox.path("Scenarios")], in: sandbox)
    #expect(again.status == .passed)
    #expect(again.output == "No journey failed in report.json; nothing to run.\n")
  }

  @Test func optionsThatMakeNoSenseWithItAreUsageErrors() throws {
    let sandbox = try sandbox()
    let both = journey(["run", "--last-failed", "--last-failed-file", "report.json"], in: sandbox)
    #expect(both.status == .invalidInput)
    #expect(
      both.errors == """
        Error: --last-failed takes the failures of the local record, --last-failed-file those of a report; choose one
        Usage: journey run [<options>] [<paths> ...]
          See 'journey run --help' for more information.

        """)
    let prune = journey(["run", "--prune", "--last-failed-file", "report.json"], in: sandbox)
    #expect(prune.status == .invalidInput)
    #expect(
      prune.errors == """
        Error: --prune needs a full run to know which golden files no journey takes; remove --last-failed-file
        Usage: journey run [<options>] [<paths> ...]
          See 'journey run --help' for more information.

        """)
  }
}
