import Foundation
import HarnessTestSupport
import JourneyCLI
import JourneySuite
import Testing

/// Several reports in one run, merged shard reports, `--last-failed` and shards balanced by
/// timings, in-process against the greeter.
@Suite struct JourneyToolReportsTests {
  private func sandbox() throws -> Sandbox {
    try Sandbox([
      "Scenarios/greet.yaml": Journeys.greet,
      "Scenarios/farewell.yaml": Journeys.farewell,
      "Scenarios/visits.yaml": Journeys.visits,
      "Scenarios/__snapshots__/greet/greeted.txt": Journeys.greetedGolden,
    ])
  }

  @Test func oneRunWritesTheConsoleAndEveryReportAskedFor() throws {
    let sandbox = try sandbox()
    let run = journey(
      ["run", "--junit", "out/junit.xml", "--json", "out/report.json", "--html", "out/report.html", sandbox.path("Scenarios")],
      in: sandbox)
    #expect(run.status == .failed)
    #expect(run.output.hasSuffix("2 passed, 1 failed\n"))
    let junit = try #require(sandbox.read("out/junit.xml"))
    #expect(junit.contains("<testsuites name=\"journeys\" tests=\"3\" failures=\"1\" errors=\"0\""))
    let json = try #require(sandbox.read("out/report.json"))
    #expect(json.contains("\"trace\" : \".journey/traces/Scenarios-farewell--says-goodbye--84aecf7c.json\""))
    let html = try #require(sandbox.read("out/report.html"))
    #expect(html.hasPrefix("<!DOCTYPE html>"))
    #expect(html.contains("<section class=\"journey failed\" id=\"first-failure\" data-status=\"failed\""))
    #expect(!html.contains("http://") && !html.contains("https://") && !html.contains("src="))
  }

  @Test func mergeReportsAddsUpTheShardsAndExitsWithTheWholesStatus() throws {
    let sandbox = try sandbox()
    var statuses: [JourneySuite.ExitStatus] = []
    for index in 1...2 {
      statuses.append(
        journey(["run", "--shard", "\(index)/2", "--json", "shard-\(index).json", sandbox.path("Scenarios")], in: sandbox).status)
    }
    #expect(statuses.contains(.failed))
    let merge = journey(
      ["merge-reports", "shard-1.json", "shard-2.json", "--json", "all.json", "--junit", "all.xml", "--html", "all.html"],
      in: sandbox)
    #expect(merge.status == .failed)
    #expect(merge.output == "Merged 2 reports: 2 passed, 1 failed\n")
    let merged = try #require(
      try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: sandbox.path("all.json"))))
        as? [String: Any])
    #expect(merged["version"] as? Int == 3)
    #expect(merged["exitStatus"] as? Int == 1)
    #expect(merged["summary"] as? [String: Int] == ["passed": 2, "failed": 1, "skipped": 0, "invalidFiles": 0])
    let journeys = try #require(merged["journeys"] as? [[String: Any]])
    #expect(journeys.map { $0["name"] as? String } == ["Says goodbye", "Greets by name", "Counts visits"])
    #expect(sandbox.read("all.xml")?.contains("tests=\"3\" failures=\"1\"") == true)
    #expect(sandbox.read("all.html")?.contains("Says goodbye") == true)
  }

  @Test func mergeReportsSaysWhenTheReportsAreNotTheShardsOfOneRun() throws {
    let sandbox = try sandbox()
    let scenarios = sandbox.path("Scenarios")
    // Which shard of two a journey is on depends on its path, here in a new folder each time;
    // every journey is on the one shard of one.
    let shards = [("1/2", "half-1.json"), ("2/2", "half-2.json"), ("1/1", "a.json"), ("1/1", "b.json"), ("1/3", "third.json")]
    for (shard, report) in shards {
      _ = journey(["run", "--shard", shard, "--json", report, scenarios], in: sandbox)
    }
    _ = journey(["run", "--json", "whole.json", scenarios], in: sandbox)

    let complete = journey(["merge-reports", "half-1.json", "half-2.json"], in: sandbox)
    #expect(complete.status == .failed)
    #expect(complete.output == "Merged 2 reports: 2 passed, 1 failed\n")

    let twice = journey(["merge-reports", "a.json", "b.json", "--json", "all.json"], in: sandbox)
    #expect(twice.status == .invalidInput)
    #expect(
      twice.output == """
        error: 3 journeys ran in two reports, such as 'Scenarios/farewell.yaml › Says goodbye' in a.json and b.json: \
        each shard must run its own journeys, with '--shard i/n', the same n and a different i
        error: shard 1/1 has several reports: a.json and b.json
        Merged 2 reports: 4 passed, 2 failed

        """)
    let merged = try #require(
      try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: sandbox.path("all.json"))))
        as? [String: Any])
    #expect(merged["exitStatus"] as? Int == 2)
    #expect((merged["inputErrors"] as? [String])?.count == 2)

    let missing = journey(["merge-reports", "half-2.json"], in: sandbox)
    #expect(missing.status == .invalidInput)
    #expect(missing.output.hasPrefix("error: no report of shard 1/2: its journeys ran in none of the reports\n"))

    let split = journey(["merge-reports", "half-1.json", "third.json"], in: sandbox)
    #expect(split.status == .invalidInput)
    #expect(
      split.output.contains("error: the reports split the run in different ways: half-1.json is shard 1/2, third.json shard 1/3\n"))

    let whole = journey(["merge-reports", "a.json", "whole.json"], in: sandbox)
    #expect(whole.status == .invalidInput)
    #expect(whole.output.contains("error: whole.json is the report of a run that was not a shard, a.json of shard 1/1\n"))
  }

  @Test func aReportSaysItsFormatVersionAndOneOfAnotherVersionIsRefused() throws {
    let sandbox = try Sandbox([
      "current.json": Self.passedReport,
      "unversioned.json": Self.passedReport.replacingOccurrences(of: #""version": 3, "#, with: ""),
      "newer.json": Self.passedReport.replacingOccurrences(of: #""version": 3"#, with: #""version": 4"#),
    ])
    let merge = journey(["merge-reports", "current.json", "--json", "all.json"], in: sandbox)
    #expect(merge.status == .passed, "\(merge.errors)")
    let merged = try #require(
      try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: sandbox.path("all.json"))))
        as? [String: Any])
    #expect(merged["version"] as? Int == 3)
    let unversioned = journey(["merge-reports", "unversioned.json", "--json", "all.json"], in: sandbox)
    #expect(unversioned.status == .invalidInput)
    #expect(
      unversioned.errors
        == "error: cannot read the JSON report 'unversioned.json': it is written in version 1 of the report's format, "
        + "by an older harness, and this one reads version 3; write it again with this harness's 'journey run --json'\n")
    let newer = journey(["merge-reports", "newer.json", "--json", "all.json"], in: sandbox)
    #expect(newer.status == .invalidInput)
    #expect(
      newer.errors
        == "error: cannot read the JSON report 'newer.json': it is written in version 4 of the report's format, "
        + "by a newer harness, and this one reads version 3; write it again with this harness's 'journey run --json'\n")
  }

  @Test func mergeReportsRejectsWhatIsNotAReport() throws {
    let sandbox = try Sandbox(["notes.json": "[]"])
    let merge = journey(["merge-reports", "notes.json", "--json", "all.json"], in: sandbox)
    #expect(merge.status == .invalidInput)
    #expect(
      merge.errors
        == "notes.json:1:1: error: not a JSON report of 'journey run --json': expected an object, found an array\n")
  }

  /// The JSON report of a run of one passing journey, as a shard writes it.
  private static let passedReport = """
      {
        "version": 3, "exitStatus": 0, "mode": "ci", "fullRun": true,
        "summary": { "passed": 1, "failed": 0, "skipped": 0, "invalidFiles": 0 },
        "inputDiagnostics": [], "inputErrors": [],
        "journeys": [{
          "file": "Scenarios/greet.yaml", "name": "Greets by name", "tags": [],
          "location": { "file": "Scenarios/greet.yaml", "line": 1, "column": 1 },
          "status": "passed", "errors": [], "warnings": [], "steps": [], "snapshots": [],
          "virtualDuration": "0s", "timing": { "seconds": 0.01 }
        }],
        "goldenFiles": { "obsolete": [], "obsoleteFailsRun": false, "deleted": [], "errors": [] },
        "journeyFileDigests": { "Scenarios/greet.yaml": "0123456789abcdef" },
        "timing": { "seconds": 0.02 }
      }
      """

  @Test func mergeReportsRejectsAJourneyStatusOrADurationNoRunWritesAtItsPlace() throws {
    let report = Self.passedReport
    let sandbox = try Sandbox([
      "status.json": report.replacingOccurrences(of: #""status": "passed""#, with: #""status": "<b>skipped</b>""#),
      "timing.json": report.replacingOccurrences(of: #""seconds": 0.02"#, with: #""seconds": 1e300"#),
    ])
    let status = journey(["merge-reports", "status.json", "--html", "all.html"], in: sandbox)
    #expect(status.status == .invalidInput)
    #expect(
      status.errors
        == "status.json:8:15: error: not a JSON report of 'journey run --json': at journeys[0].status: "
        + "expected a journey status, 'passed' or 'failed', found '<b>skipped</b>'\n")
    #expect(!sandbox.exists("all.html"))

    let timing = journey(["merge-reports", "timing.json", "--html", "all.html"], in: sandbox)
    #expect(timing.status == .invalidInput)
    #expect(
      timing.errors
        == "timing.json:13:26: error: not a JSON report of 'journey run --json': at timing.seconds: "
        + "expected a real duration in seconds, from 0 to 1e9, found 1e+300\n")
    #expect(!sandbox.exists("all.html"))
  }

  @Test func lastFailedRunsOnlyWhatFailedBefore() throws {
    let sandbox = try sandbox()
    let none = journey(["run", "--last-failed", sandbox.path("Scenarios")], in: sandbox)
    #expect(none.status == .invalidInput)
    #expect(none.errors == "error: --last-failed needs a previous run; none is recorded in .journey/last-run.json\n")

    _ = journey(["run", sandbox.path("Scenarios")], in: sandbox)
    let again = journey(["run", "--last-failed", sandbox.path("Scenarios")], in: sandbox)
    #expect(again.status == .failed)
    #expect(again.output.hasPrefix("✗ Scenarios/farewell.yaml › Says goodbye (…)\n"))
    #expect(again.output.hasSuffix("0 passed, 1 failed, 2 skipped\n"))

    try sandbox.write(Journeys.farewell.replacingOccurrences(of: "Goodbye!", with: "Hello!"), to: "Scenarios/farewell.yaml")
    #expect(journey(["run", "--last-failed", sandbox.path("Scenarios")], in: sandbox).status == .passed)
    let done = journey(["run", "--last-failed", sandbox.path("Scenarios")], in: sandbox)
    #expect(done.status == .passed)
    #expect(done.output == "No journey failed in the previous run; nothing to run.\n")
  }

  @Test func lastFailedForgetsJourneysWhoseFileIsGone() throws {
    let sandbox = try sandbox()
    _ = journey(["run", sandbox.path("Scenarios")], in: sandbox)
    #expect(sandbox.read(".journey/last-run.json")?.contains("Scenarios/farewell.yaml › Says goodbye") == true)
    try FileManager.default.removeItem(atPath: sandbox.path("Scenarios/farewell.yaml"))

    let gone = journey(["run", "--last-failed", sandbox.path("Scenarios")], in: sandbox)
    #expect(gone.status == .passed)
    #expect(gone.output == "The journeys that failed in the previous run are gone with their files; nothing to run.\n")
    _ = journey(["run", sandbox.path("Scenarios")], in: sandbox)
    #expect(sandbox.read(".journey/last-run.json")?.contains("farewell") == false)
  }

  @Test func aBrokenRecordOfTheLastRunIsInvalidInputAtItsPlace() throws {
    let sandbox = try sandbox()
    try sandbox.write("{\"failed\": [\"Scenarios/farewell.yaml › Says goodbye\" \"x\"]}", to: ".journey/last-run.json")
    let broken = journey(["run", "--last-failed", sandbox.path("Scenarios")], in: sandbox)
    #expect(broken.status == .invalidInput)
    #expect(
      broken.errors
        == ".journey/last-run.json:1:54: error: not a record of the last run: not valid JSON: expected ',' or ']' "
        + "after the element, found \"\\\"\"; delete it\n")
    #expect(journey(["run", sandbox.path("Scenarios")], in: sandbox).status == .failed)
  }

  @Test func lastFailedNamesTheFailuresOutsideThePathsGiven() throws {
    let sandbox = try sandbox()
    try sandbox.write(Journeys.farewell, to: "Elsewhere/farewell.yaml")
    _ = journey(["run", sandbox.path("Elsewhere")], in: sandbox)
    let outside = journey(["run", "--last-failed", sandbox.path("Scenarios")], in: sandbox)
    #expect(outside.status == .invalidInput)
    #expect(
      sandbox.relativized(outside.output).hasPrefix(
        """
        error: no journey that failed in the previous run is in 'Scenarios'; to run them, name their files: \
        Elsewhere/farewell.yaml › Says goodbye

        """))
  }

  @Test func timingsFromAnEarlierRunBalanceTheShards() throws {
    let sandbox = try sandbox()
    let timings = """
      {"version": 3, "exitStatus": 0, "mode": "record", "fullRun": true,
       "summary": {"passed": 3, "failed": 0, "skipped": 0, "invalidFiles": 0},
       "inputDiagnostics": [], "inputErrors": [],
       "goldenFiles": {"obsolete": [], "obsoleteFailsRun": false, "deleted": [], "errors": []}, "journeyFileDigests": {},
       "timing": {"seconds": 6}, "journeys": [\(["greet": 5.0, "farewell": 1.0, "visits": 1.5].map { journeyJSON($0.key, seconds: $0.value, in: sandbox) }.joined(separator: ", "))]}
      """
    try sandbox.write(timings, to: "timings.json")
    let first = journey(["list", "--shard", "1/2", "--timings", "timings.json", sandbox.path("Scenarios")], in: sandbox)
    let second = journey(["list", "--shard", "2/2", "--timings", "timings.json", sandbox.path("Scenarios")], in: sandbox)
    #expect(first.output.hasPrefix("Scenarios/greet.yaml › Greets by name"))
    #expect(second.output.hasPrefix("Scenarios/farewell.yaml › Says goodbye"))
    #expect(second.output.contains("Scenarios/visits.yaml › Counts visits"))

    let alone = journey(["list", "--timings", "timings.json", sandbox.path("Scenarios")], in: sandbox)
    #expect(alone.status == .invalidInput)
    #expect(alone.errors == "error: --timings balances shards by duration; add --shard i/n\n")
  }

  /// A journey of an earlier run's JSON report, with only what `--timings` reads.
  private func journeyJSON(_ file: String, seconds: Double, in sandbox: Sandbox) -> String {
    let names = ["greet": "Greets by name", "farewell": "Says goodbye", "visits": "Counts visits"]
    return """
      {"file": "\(sandbox.path("Scenarios/\(file).yaml"))", "name": "\(names[file] ?? "")", "tags": [], "status": "passed",
       "location": {"file": "\(sandbox.path("Scenarios/\(file).yaml"))", "line": 1, "column": 7},
       "errors": [], "warnings": [], "steps": [], "snapshots": [], "virtualDuration": "0s",
       "timing": {"seconds": \(seconds)}}
      """
  }
}
