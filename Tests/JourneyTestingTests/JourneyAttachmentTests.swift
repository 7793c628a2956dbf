import Foundation
import HarnessTestSupport
import JourneySuite
import Testing

@testable import JourneyTesting

/// What a failing journey attaches to its test: its trace, as `journey run` writes it, and the
/// text of each snapshot whose golden file differs or is missing.
@Suite struct JourneyAttachmentTests {
  private func onlyCase(of path: String, in sandbox: Sandbox) throws -> JourneyTestCase {
    try #require(JourneyTestCase.cases(file: sandbox.path(path), packageDirectory: sandbox.root).first)
  }

  /// The attachments running `testCase` records, by name with their text, its issues expected.
  private func attachments(running testCase: JourneyTestCase) -> [String: String] {
    var attachments: [String: String] = [:]
    withKnownIssue {
      for attachment in LampJourneys.runRecording(testCase) {
        attachments[attachment.preferredName] = String(decoding: attachment.attachableValue, as: UTF8.self)
      }
    }
    return attachments
  }

  @Test func aDifferentGoldenAttachesTheTraceAsTheConsoleWritesItAndTheActualText() throws {
    let sandbox = try Sandbox([
      "Scenarios/switch.yaml": LampFiles.switchOn,
      "Scenarios/__snapshots__/switch/lamp-on.txt": "screen Lamp\n",
    ])
    let attached = attachments(running: try onlyCase(of: "Scenarios/switch.yaml", in: sandbox))
    let traces = consoleTraces(of: [sandbox.path("Scenarios/switch.yaml")], in: sandbox)
    let journey = try #require(traces.keys.first)
    #expect(journey.contains(try Regex("-Scenarios-switch--switches-the-lamp-on--[0-9a-f]{8}$")))
    #expect(
      attached == [
        "\(journey).trace.json": try #require(traces[journey]),
        "\(journey).lamp-on.actual.txt": LampFiles.lampOnGolden,
      ])
    #expect(attached["\(journey).trace.json"]?.contains("\"status\" : \"failed\"") == true)
  }

  @Test func aMissingGoldenAttachesTheTextItWouldHold() throws {
    let sandbox = try Sandbox(["Scenarios/switch.yaml": LampFiles.switchOn])
    let attached = attachments(running: try onlyCase(of: "Scenarios/switch.yaml", in: sandbox))
    #expect(attached.keys.sorted().map { String($0.split(separator: ".", maxSplits: 1)[1]) } == [
      "lamp-on.actual.txt", "trace.json",
    ])
    #expect(attached.first { $0.key.hasSuffix(".lamp-on.actual.txt") }?.value == LampFiles.lampOnGolden)
  }

  @Test func aFailingStepAttachesTheTraceAloneTheSameOnEveryRunWithoutWritingIt() throws {
    let sandbox = try Sandbox([
      "Scenarios/switch.yaml": LampFiles.switchOn.replacingOccurrences(
        of: "see: The lamp is on", with: "see: The lamp is blue"),
      "Scenarios/__snapshots__/switch/lamp-on.txt": LampFiles.lampOnGolden,
    ])
    let testCase = try onlyCase(of: "Scenarios/switch.yaml", in: sandbox)
    let attached = attachments(running: testCase)
    let name = try #require(attached.keys.first)
    #expect(attached.count == 1)
    #expect(name.hasSuffix(".trace.json"))
    #expect(attached[name]?.contains("The lamp is blue") == true)
    #expect(attachments(running: testCase) == attached)
    #expect(!FileManager.default.fileExists(atPath: ".journey/traces/" + name.dropLast(".trace.json".count) + ".json"))
    #expect(sandbox.files == ["Scenarios/__snapshots__/switch/lamp-on.txt", "Scenarios/switch.yaml"])
  }

  @Test func aPassingJourneyAttachesNothing() throws {
    let sandbox = try Sandbox([
      "Scenarios/switch.yaml": LampFiles.switchOn,
      "Scenarios/__snapshots__/switch/lamp-on.txt": LampFiles.lampOnGolden,
    ])
    #expect(LampJourneys.runRecording(try onlyCase(of: "Scenarios/switch.yaml", in: sandbox)).isEmpty)
  }
}
