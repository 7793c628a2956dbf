import HarnessTestSupport
import JourneySuite
import JourneyTesting
import XCTest

/// The entry for XCTest users: one call runs a folder's journeys.
final class XCTestEntryTests: XCTestCase {
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

  func testFindsARelativeFolderAboveTheCallingFile() throws {
    let sandbox = try Sandbox(["LampJourneys/switch.yaml": LampFiles.switchOn])
    XCTAssertEqual(
      Self.resolve("LampJourneys", from: sandbox.path("Tests/LampTests/LampTests.swift")), sandbox.path("LampJourneys"))
    XCTAssertEqual(Self.resolve("Nowhere", from: sandbox.path("Tests/LampTests/LampTests.swift")), "Nowhere")
  }
}
