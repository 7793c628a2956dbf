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
    #expect(json.contains("\"trace\" : \".journey/traces/Scenarios-farewell--says-goodbye.json\""))
    let html = try #require(sandbox.read("out/report.html"))
    #expect(html.hasPrefix("<!DOCTYPE html>"))
    #expect(html.contains("<section class=\"journey failed\" data-status=\"failed\""))
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
    #expect(merged["exitStatus"] as? Int == 1)
    #expect(merged["summary"] as? [String: Int] == ["passed": 2, "failed": 1, "skipped": 0, "invalidFiles": 0])
    let journeys = try #require(merged["journeys"] as? [[String: Any]])
    #expect(journeys.map { $0["name"] as? String } == ["Says goodbye", "Greets by name", "Counts visits"])
    #expect(sandbox.read("all.xml")?.contains("tests=\"3\" failures=\"1\"") == true)
    #expect(sandbox.read("all.html")?.contains("Says goodbye") == true)
  }

  @Test func mergeReportsRejectsWhatIsNotAReport() throws {
    let sandbox = try Sandbox(["notes.json": "[]"])
    let merge = journey(["merge-reports", "notes.json", "--json", "all.json"], in: sandbox)
    #expect(merge.status == .invalidInput)
    #expect(merge.errors.hasPrefix("error: 'notes.json' is not a JSON report of 'journey run --json': "))
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
      {"exitStatus": 0, "mode": "record", "fullRun": true,
       "summary": {"passed": 3, "failed": 0, "skipped": 0, "invalidFiles": 0},
       "inputDiagnostics": [], "inputErrors": [],
       "goldenFiles": {"obsolete": [], "obsoleteFailsRun": false, "deleted": [], "errors": []},
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
