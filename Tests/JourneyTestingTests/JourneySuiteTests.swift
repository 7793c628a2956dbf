import Foundation
import JourneyCLI
@testable import JourneyTesting
import Testing

@Suite struct JourneySuiteTests {
  static let switchOn = """
    name: Switches the lamp on
    steps:
      - launch
      - tap: Switch
      - see: The lamp is on
      - snapshot: lamp-on
    """

  static let lampOnGolden = """
    screen Lamp
      text "The lamp is on"
      button "Switch"

    """

  @Test func passingJourneysReportNoIssue() throws {
    let sandbox = try Sandbox([
      "Scenarios/switch.yaml": Self.switchOn,
      "Scenarios/__snapshots__/switch/lamp-on.txt": Self.lampOnGolden,
    ])
    let report = JourneySuite.run(host: LampHost(), folder: sandbox.path("Scenarios"))
    #expect(report.exitStatus == .passed)
    #expect(report.passedCount == 1)
    #expect(report.mode == .ci)
  }

  @Test func aFailingJourneyIsOneIssueNamingItsLocation() throws {
    let sandbox = try Sandbox([
      "Scenarios/switch.yaml": Self.switchOn.replacingOccurrences(of: "see: The lamp is on", with: "see: The lamp is blue"),
      "Scenarios/__snapshots__/switch/lamp-on.txt": Self.lampOnGolden,
    ])
    var report: RunReport?
    withKnownIssue {
      report = JourneySuite.run(host: LampHost(), folder: sandbox.path("Scenarios"))
    } matching: { issue in
      let text = issue.comments.map(\.rawValue).joined(separator: "\n")
      return text.contains("journey '\(sandbox.path("Scenarios/switch.yaml")) › Switches the lamp on' failed:")
        && text.contains("\(sandbox.path("Scenarios/switch.yaml")):5:5: error: see \"The lamp is blue\"")
    }
    #expect(report?.failedCount == 1)
  }

  @Test func ciModeWritesNothingAndFailsOnMissingAndObsoleteGoldens() throws {
    let sandbox = try Sandbox([
      "Scenarios/switch.yaml": Self.switchOn,
      "Scenarios/__snapshots__/switch/lamp-off.txt": "screen Lamp\n",
    ])
    var report: RunReport?
    withKnownIssue {
      report = JourneySuite.run(host: LampHost(), folder: sandbox.path("Scenarios"))
    }
    let issues = try #require(report.map(JourneySuite.issues(of:)))
    #expect(issues.count == 2)
    #expect(issues.first?.contains("snapshot 'lamp-on' has no golden text yet") == true)
    #expect(
      issues.last
        == "\(sandbox.path("Scenarios/__snapshots__/switch/lamp-off.txt")): obsolete golden file: no journey of "
        + "\(sandbox.path("Scenarios/switch.yaml")) takes snapshot 'lamp-off'; delete it with 'journey run --prune'")
    #expect(!sandbox.exists("Scenarios/__snapshots__/switch/lamp-on.txt"))
  }

  @Test func recordModeWritesMissingGoldens() throws {
    let sandbox = try Sandbox(["Scenarios/switch.yaml": Self.switchOn])
    let report = JourneySuite.run(host: LampHost(), folder: sandbox.path("Scenarios"), mode: .record)
    #expect(report.exitStatus == .passed)
    #expect(sandbox.exists("Scenarios/__snapshots__/switch/lamp-on.txt"))
  }

  @Test func invalidFilesAreIssues() throws {
    let sandbox = try Sandbox(["Scenarios/switch.yaml": "name: Broken\nsteps:\n  - tapp: Switch\n"])
    var report: RunReport?
    withKnownIssue {
      report = JourneySuite.run(host: LampHost(), folder: sandbox.path("Scenarios"))
    }
    #expect(
      report.map(JourneySuite.issues(of:))
        == ["\(sandbox.path("Scenarios/switch.yaml")):3:5: error: unknown step 'tapp'; did you mean 'tap'?"])
  }

  @Test func relativeFoldersAreFoundAboveTheCallingFile() throws {
    let sandbox = try Sandbox(["LampJourneys/switch.yaml": Self.switchOn])
    #expect(
      JourneySuite.resolve("LampJourneys", from: sandbox.path("Tests/LampTests/LampTests.swift"))
        == sandbox.path("LampJourneys"))
    #expect(JourneySuite.resolve("Nowhere", from: sandbox.path("Tests/LampTests/LampTests.swift")) == "Nowhere")
  }
}
