import HarnessTestSupport
import Foundation
import JourneyCLI
import JourneyFiles
import JourneySuite
import Testing

/// `journey run --format json`: the same text on every run but for the `timing` objects.
@Suite struct JSONReporterTests {
  private func object(_ text: String) throws -> [String: Any] {
    try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
  }

  /// `value` without any key named `timing`, at any depth, re-encoded with sorted keys.
  private func withoutTiming(_ text: String) throws -> String {
    func strip(_ value: Any) -> Any {
      if let object = value as? [String: Any] {
        return object.filter { $0.key != "timing" }.mapValues(strip)
      }
      if let array = value as? [Any] {
        return array.map(strip)
      }
      return value
    }
    let data = try JSONSerialization.data(
      withJSONObject: strip(try JSONSerialization.jsonObject(with: Data(text.utf8))), options: [.sortedKeys])
    return String(decoding: data, as: UTF8.self)
  }

  @Test func runsGiveTheSameDocumentButForTimings() throws {
    let sandbox = try Sandbox([
      "Scenarios/greet.yaml": Journeys.greet,
      "Scenarios/farewell.yaml": Journeys.farewell,
      "Scenarios/__snapshots__/greet/greeted.txt": Journeys.greetedGolden,
    ])
    let first = journey(["run", "--format", "json", sandbox.path("Scenarios")], in: sandbox)
    let second = journey(["run", "--format", "json", "--parallel", "1", sandbox.path("Scenarios")], in: sandbox)
    #expect(first.status == .failed)
    #expect(try withoutTiming(first.output) == (try withoutTiming(second.output)))
  }

  @Test func journeysCarryTheirStepsSnapshotsAndFailure() throws {
    let sandbox = try Sandbox([
      "Scenarios/greet.yaml": Journeys.greet,
      "Scenarios/farewell.yaml": Journeys.farewell,
    ])
    let run = journey(["run", "--format", "json", sandbox.path("Scenarios")], in: sandbox)
    let document = try object(run.output)
    #expect(document["version"] as? Int == 3)
    #expect(document["exitStatus"] as? Int == 1)
    #expect(document["mode"] as? String == "record")
    let summary = try #require(document["summary"] as? [String: Int])
    #expect(summary == ["passed": 1, "failed": 1, "skipped": 0, "invalidFiles": 0])
    let journeys = try #require(document["journeys"] as? [[String: Any]])
    #expect(journeys.map { $0["name"] as? String } == ["Says goodbye", "Greets by name"])
    #expect(journeys.map { $0["status"] as? String } == ["failed", "passed"])
    #expect((journeys[0]["timing"] as? [String: Double])?["seconds"] != nil)

    let failure = try #require(journeys[0]["failure"] as? [String: Any])
    #expect(failure["phase"] as? String == "step")
    #expect(failure["virtualTime"] as? String == "500ms")
    let diagnostic = try #require(failure["diagnostic"] as? [String: Any])
    let location = try #require(diagnostic["location"] as? [String: Any])
    #expect(location["file"] as? String == "Scenarios/farewell.yaml")
    #expect(location["line"] as? Int == 7)
    #expect(location["column"] as? Int == 5)

    let steps = try #require(journeys[1]["steps"] as? [[String: Any]])
    #expect(steps.map { $0["step"] as? String } == [
      "launch", #"type "Ada" into "Name""#, #"tap "Greet""#, "wait 500ms", #"see "Hello!""#, "snapshot greeted",
    ])
    #expect(steps.map { $0["status"] as? String } == Array(repeating: "passed", count: 6))
    #expect(steps[3]["virtualDuration"] as? String == "500ms")

    let snapshots = try #require(journeys[1]["snapshots"] as? [[String: Any]])
    #expect(snapshots.count == 1)
    #expect(snapshots[0]["comparison"] as? String == "missing")
    #expect(snapshots[0]["action"] as? String == "written")
    #expect(snapshots[0]["goldenFile"] as? String == "Scenarios/__snapshots__/greet/greeted.txt")
    #expect((snapshots[0]["actual"] as? String)?.hasPrefix("screen ") == true)
    #expect(snapshots[0]["goldenDigest"] == nil)
    let digests = try #require(document["journeyFileDigests"] as? [String: String])
    #expect(
      digests == [
        "Scenarios/farewell.yaml": GoldenReview.digest(of: Journeys.farewell),
        "Scenarios/greet.yaml": GoldenReview.digest(of: Journeys.greet),
      ])
  }

  @Test func theOutputFileHoldsTheDocument() throws {
    let sandbox = try Sandbox(["Scenarios/visits.yaml": Journeys.visits])
    let run = journey(
      ["run", "--format", "json", "--output", sandbox.path("report.json"), sandbox.path("Scenarios")], in: sandbox)
    #expect(run.status == .passed)
    let document = try object(try #require(sandbox.read("report.json")))
    #expect((document["summary"] as? [String: Int])?["passed"] == 1)
  }

  @Test func aReportThatCannotBeWrittenIsInvalidInput() throws {
    let sandbox = try Sandbox(["Scenarios/visits.yaml": Journeys.visits, "blocked": "a file\n"])
    let run = journey(
      ["run", "--format", "json", "--output", sandbox.path("blocked/report.json"), sandbox.path("Scenarios")],
      in: sandbox)
    #expect(run.status == .invalidInput)
    #expect(run.output.hasSuffix("\n1 passed, 0 failed\n"))
    #expect(run.errors.hasPrefix("error: cannot write the json report to blocked/report.json: "))
  }
}
