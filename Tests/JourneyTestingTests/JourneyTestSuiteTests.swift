import HarnessTestSupport
import JourneyTesting
import Testing

@Suite struct JourneyTestSuiteTests {
  private func onlyCase(of path: String, in sandbox: Sandbox) throws -> JourneyTestCase {
    try #require(JourneyTestCase.cases(file: sandbox.path(path), packageDirectory: sandbox.root).first)
  }

  @Test func aPassingJourneyRecordsNoIssue() throws {
    let sandbox = try Sandbox([
      "Scenarios/switch.yaml": LampFiles.switchOn,
      "Scenarios/__snapshots__/switch/lamp-on.txt": LampFiles.lampOnGolden,
    ])
    LampJourneys.run(try onlyCase(of: "Scenarios/switch.yaml", in: sandbox))
  }

  @Test func aFailingJourneyIsAnIssueAtItsFailingStepWithTheConsolesMessage() throws {
    let sandbox = try Sandbox([
      "Scenarios/switch.yaml": LampFiles.switchOn.replacingOccurrences(
        of: "see: The lamp is on", with: "see: The lamp is blue"),
      "Scenarios/__snapshots__/switch/lamp-on.txt": LampFiles.lampOnGolden,
    ])
    let file = sandbox.path("Scenarios/switch.yaml")
    let testCase = try onlyCase(of: "Scenarios/switch.yaml", in: sandbox)
    withKnownIssue {
      LampJourneys.run(testCase)
    } matching: { issue in
      let text = issue.comments.map(\.rawValue).joined(separator: "\n")
      return issue.sourceLocation?.fileName == "switch.yaml" && issue.sourceLocation?.line == 5
        && issue.sourceLocation?.column == 5
        && text.hasPrefix(
          "journey '\(file) › Switches the lamp on' failed:\n\(file):5:5: error: see \"The lamp is blue\": "
            + "no visible text contains \"The lamp is blue\"")
        && text.contains("  screen:\n    screen Lamp\n")
    }
  }

  @Test func anInvalidFileIsAnIssueAtEachOfItsErrors() throws {
    let sandbox = try Sandbox(["Scenarios/switch.yaml": "name: Broken\nsteps:\n  - tapp: Switch\n  - wait: 3\n"])
    let file = sandbox.path("Scenarios/switch.yaml")
    let testCase = try onlyCase(of: "Scenarios/switch.yaml", in: sandbox)
    #expect(testCase.name == "switch.yaml")
    let lines = Collected<Int>()
    withKnownIssue {
      LampJourneys.run(testCase)
    } matching: { issue in
      lines.append(issue.sourceLocation?.line ?? 0)
      return issue.comments.first?.rawValue.hasPrefix("\(file):") == true
    }
    #expect(lines.values == [3, 4])
  }

  @Test func eachExamplesRowIsACaseNamedByItsValues() throws {
    let sandbox = try Sandbox([
      "Scenarios/switch-times.yaml": LampFiles.switchTimes,
      "Scenarios/switch.subflow.yaml": "parameters: { times: null }\nsteps:\n  - tap: Switch\n",
    ])
    let cases = JourneyTestCase.cases(file: sandbox.path("Scenarios/switch-times.yaml"), packageDirectory: sandbox.root)
    #expect(cases.map(\.index) == [0, 1])
    #expect(cases.map(\.testDescription) == ["Switches the lamp [times: 1]", "Switches the lamp [times: 2]"])
    cases.forEach(LampJourneys.run)
  }

  /// The last line of the message of each issue `body` records, with the sandbox's root left out.
  private func lastLines(in sandbox: Sandbox, _ body: () -> Void) -> [String] {
    let lines = Collected<String>()
    withKnownIssue {
      body()
    } matching: { issue in
      let message = issue.comments.map(\.rawValue).joined()
      lines.append(sandbox.relativized(String(message.split(separator: "\n").last ?? "")))
      return message.hasPrefix("journey '")
    }
    return lines.values
  }

  @Test func ciModeWritesNoGoldenAndFailsOnAMissingOneSayingHowToRecordIt() throws {
    let sandbox = try Sandbox(["Scenarios/switch.yaml": LampFiles.switchOn])
    let testCase = try onlyCase(of: "Scenarios/switch.yaml", in: sandbox)
    #expect(
      lastLines(in: sandbox) { LampJourneys.run(testCase) } == [
        "snapshot 'lamp-on' has no golden file Scenarios/__snapshots__/switch/lamp-on.txt; CI mode writes no "
          + "files: record it with 'swift run lamp-journey run Scenarios/switch.yaml', then review and commit it"
      ])
    #expect(!sandbox.exists("Scenarios/__snapshots__/switch/lamp-on.txt"))
  }

  @Test func aDifferentGoldenInCIModeNamesTheGoldenFileAndTheCommandThatAcceptsIt() throws {
    let sandbox = try Sandbox([
      "Scenarios/switch.yaml": LampFiles.switchOn,
      "Scenarios/__snapshots__/switch/lamp-on.txt": "screen Lamp\n",
    ])
    let testCase = try onlyCase(of: "Scenarios/switch.yaml", in: sandbox)
    #expect(
      lastLines(in: sandbox) { LampJourneys.run(testCase) } == [
        "the golden file of snapshot 'lamp-on' is Scenarios/__snapshots__/switch/lamp-on.txt; CI mode writes no "
          + "files: to accept the new text, run 'swift run lamp-journey run Scenarios/switch.yaml --update', then "
          + "review and commit the golden file"
      ])
    #expect(sandbox.files == ["Scenarios/__snapshots__/switch/lamp-on.txt", "Scenarios/switch.yaml"])
  }

  @Test func aDifferentGoldenInRecordModeNamesTheNewFileWrittenBesideItAndHowToAcceptIt() throws {
    let sandbox = try Sandbox([
      "Scenarios/switch.yaml": LampFiles.switchOn,
      "Scenarios/__snapshots__/switch/lamp-on.txt": "screen Lamp\n",
    ])
    let testCase = try onlyCase(of: "Scenarios/switch.yaml", in: sandbox)
    #expect(
      lastLines(in: sandbox) { RecordingLampJourneys.run(testCase) } == [
        "the new text of snapshot 'lamp-on' is in Scenarios/__snapshots__/switch/lamp-on.txt.new, beside its golden "
          + "file Scenarios/__snapshots__/switch/lamp-on.txt; accept or reject it with '<journey command> review "
          + "Scenarios/switch.yaml', or accept it with '<journey command> run Scenarios/switch.yaml --update'"
      ])
    #expect(sandbox.read("Scenarios/__snapshots__/switch/lamp-on.txt.new") == LampFiles.lampOnGolden)
  }

  @Test func recordModeWritesMissingGoldens() throws {
    let sandbox = try Sandbox(["Scenarios/switch.yaml": LampFiles.switchOn])
    RecordingLampJourneys.run(try onlyCase(of: "Scenarios/switch.yaml", in: sandbox))
    #expect(sandbox.read("Scenarios/__snapshots__/switch/lamp-on.txt") == LampFiles.lampOnGolden)
  }

  @Test func theFolderCheckReportsGoldensNoJourneyTakes() throws {
    let sandbox = try Sandbox([
      "Scenarios/switch.yaml": LampFiles.switchOn,
      "Scenarios/__snapshots__/switch/lamp-on.txt": LampFiles.lampOnGolden,
      "Scenarios/__snapshots__/switch/lamp-off.txt": "screen Lamp\n",
    ])
    let messages = Collected<String>()
    withKnownIssue {
      LampJourneys.checkFolder(sandbox.path("Scenarios"), packageDirectory: sandbox.root)
    } matching: { issue in
      messages.append(sandbox.relativized(issue.comments.map(\.rawValue).joined()))
      return true
    }
    #expect(
      messages.values == [
        "Scenarios/__snapshots__/switch/lamp-off.txt: obsolete golden file: no journey of Scenarios/switch.yaml "
          + "takes snapshot 'lamp-off'; delete it with 'swift run "
          + "lamp-journey run --prune'",
      ])
  }

  @Test func theFolderCheckReportsAMissingFolderAtItsPath() throws {
    let sandbox = try Sandbox()
    withKnownIssue {
      LampJourneys.checkFolder(sandbox.path("Scenarios"), packageDirectory: sandbox.root)
    } matching: { issue in
      issue.comments.map(\.rawValue) == ["\(sandbox.path("Scenarios")):1:1: error: no such file or folder"]
    }
  }
}
