import HarnessTestSupport
import JourneySuite
import JourneyTesting
import XCTest

/// The entry for XCTest users: one call runs a folder's journeys, one call checks invariants by
/// exploration.
final class XCTestEntryTests: XCTestCase {
  /// The failures recorded while a test collects them, each as `file:line message`; `nil` while
  /// failures fail the test.
  private var collected: [String]?

  override func recordFailure(withDescription description: String, inFile filePath: String, atLine lineNumber: Int, expected: Bool) {
    guard collected != nil else {
      super.recordFailure(withDescription: description, inFile: filePath, atLine: lineNumber, expected: expected)
      return
    }
    collected?.append("\(filePath):\(lineNumber) \(description)")
  }

  /// The failures `body` records.
  private func failures(_ body: () -> Void) -> [String] {
    collected = []
    body()
    defer { collected = nil }
    return collected ?? []
  }

  func testRunsEveryJourneyOfAFolderInCIMode() throws {
    let sandbox = try Sandbox([
      "Scenarios/switch.yaml": LampFiles.switchOn,
      "Scenarios/__snapshots__/switch/lamp-on.txt": LampFiles.lampOnGolden,
    ])
    let report = runJourneys(host: LampHost(), folder: sandbox.path("Scenarios"))
    XCTAssertEqual(report.mode, .ci)
    XCTAssertEqual(report.passedCount, 1)
    XCTAssertEqual(report.exitStatus, .passed)
  }

  func testAFailingJourneyWritesWhatATestAttachesToTheFolderItsFailureNames() throws {
    let sandbox = try Sandbox([
      "Scenarios/switch.yaml": LampFiles.switchOn,
      "Scenarios/__snapshots__/switch/lamp-on.txt": "screen Lamp\n",
    ])
    let recorded = failures {
      runJourneys(
        host: LampHost(), folder: sandbox.path("Scenarios"), attachmentsFolder: sandbox.path(".journey/test-attachments"))
    }
    let traces = consoleTraces(of: [sandbox.path("Scenarios/switch.yaml")], in: sandbox)
    let journey = try XCTUnwrap(traces.keys.first)
    XCTAssertEqual(
      recorded.map { sandbox.relativized(String($0.split(separator: "\n").last ?? "")) },
      ["its attachments are in .journey/test-attachments: \(journey).trace.json, \(journey).lamp-on.actual.txt"])
    XCTAssertEqual(sandbox.read(".journey/test-attachments/\(journey).trace.json"), traces[journey])
    XCTAssertEqual(sandbox.read(".journey/test-attachments/\(journey).lamp-on.actual.txt"), LampFiles.lampOnGolden)
    XCTAssertEqual(
      sandbox.files.filter { $0.hasPrefix(".journey/test-attachments/") },
      [".journey/test-attachments/\(journey).lamp-on.actual.txt", ".journey/test-attachments/\(journey).trace.json"])
  }

  func testFindsARelativeFolderAboveTheCallingFile() throws {
    let sandbox = try Sandbox(["LampJourneys/switch.yaml": LampFiles.switchOn])
    XCTAssertEqual(
      Self.resolve("LampJourneys", from: sandbox.path("Tests/LampTests/LampTests.swift")), sandbox.path("LampJourneys"))
    XCTAssertEqual(Self.resolve("Nowhere", from: sandbox.path("Tests/LampTests/LampTests.swift")), "Nowhere")
  }

  func testChecksInvariantsThatHoldRecordingNothing() throws {
    let sandbox = try Sandbox([
      "Scenarios/bulb.invariants.yaml": BulbFiles.keptInvariants, "Scenarios/switched-on.yaml": BulbFiles.switchedOn,
    ])
    let exploration = checkInvariants(
      host: BulbHost(), in: sandbox.path("Scenarios/bulb.invariants.yaml"),
      exploringFrom: .file(sandbox.path("Scenarios/switched-on.yaml")), seeds: 1...3, steps: 10)
    XCTAssertEqual(exploration.exploredSteps, 30)
    XCTAssertEqual(exploration.problems, [])
  }

  func testRecordsAViolationAtTheInvariantInItsFile() throws {
    let sandbox = try Sandbox(["Scenarios/bulb.invariants.yaml": BulbFiles.invariants])
    let recorded = failures {
      checkInvariants(host: BulbHost(), in: sandbox.path("Scenarios/bulb.invariants.yaml"), seeds: 1...5)
    }
    XCTAssertEqual(
      recorded.map { sandbox.relativized(String($0.prefix { $0 != "\n" })) },
      [
        "Scenarios/bulb.invariants.yaml:5 seed 1: invariant \"The bulb never blows\" does not hold: \"The bulb has "
          + "blown\" is visible"
      ])
  }
}
