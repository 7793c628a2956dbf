import Foundation
import HarnessTestSupport
import Testing

/// `journey watch` in a pseudo-terminal, the built executable against the app: files saved and
/// keys pressed, the summaries it shows, the golden files after, and the terminal as it was once
/// it stops.
@Suite struct JourneyWatchTerminalTests {
  /// The end of the key line that closes each screen the watch shows.
  static let screenEnd = "q quit"

  /// A journey that launches the app and snapshots it, after `steps`.
  static func launches(after steps: [String] = []) -> String {
    "name: Launches\nsteps:\n  - launch\n  - settle\n" + steps.map { "  - \($0)\n" }.joined() + "  - snapshot: launched\n"
  }

  /// Journeys `a` and `b` with their goldens recorded, and `files`.
  static func sandbox(_ files: [String: String] = [:]) throws -> Sandbox {
    let sandbox = try Sandbox(
      ["Scenarios/a.yaml": launches(), "Scenarios/b.yaml": launches()].merging(files) { $1 })
    #expect(try BuiltTool.run(["run"], in: sandbox.root).status == 0)
    return sandbox
  }

  @Test func aSavedJourneyRunsAloneAndUAcceptsItsFailedSnapshot() throws {
    let sandbox = try Self.sandbox()
    let terminal = try PseudoTerminal(["watch"], in: sandbox.root, environment: ["NO_COLOR": "1"])
    let start = ContinuousClock.now
    #expect(try terminal.waitFor("Watching 2 journeys: 2 passed, 0 failed\r\n").contains("Ran 2 journeys: 2 passed, 0 failed\r\n"))
    try terminal.waitFor(Self.screenEnd)

    try sandbox.write(Self.launches(after: ["tap: Next", "settle"]), to: "Scenarios/a.yaml")
    let rerun = try terminal.waitFor("Watching 2 journeys: 1 passed, 1 failed, 1 snapshot failed")
    #expect(rerun.contains("Ran 1 journey (Scenarios/a.yaml changed): 0 passed, 1 failed\r\n✗ Scenarios/a.yaml › Launches\r\n"))
    #expect(rerun.contains("  Scenarios/a.yaml:7:5: error: "))
    #expect(!rerun.contains("b.yaml ›"))
    try terminal.waitFor(Self.screenEnd)
    let new = try #require(sandbox.read("Scenarios/__snapshots__/a/launched.txt.new"))
    #expect(new.contains("page 2 of 3"))

    terminal.press("u")
    let accepted = try terminal.waitFor("Watching 2 journeys: 2 passed, 0 failed")
    #expect(
      accepted.contains(
        "Ran 1 journey (Scenarios/__snapshots__/a/launched.txt and Scenarios/__snapshots__/a/launched.txt.new changed): 1 passed, 0 failed\r\n"
      ))
    try terminal.waitFor("Accepted 1 of 1 failed snapshot\r\n")
    #expect(sandbox.read("Scenarios/__snapshots__/a/launched.txt") == new)
    #expect(!sandbox.exists("Scenarios/__snapshots__/a/launched.txt.new"))

    terminal.press("q")
    try terminal.waitFor("Watched 2 journeys: 2 passed, 0 failed\r\n")
    #expect(try terminal.exitStatus() == 0)
    #expect(terminal.isInLineMode)
    let elapsed = ContinuousClock.now - start
    print("Watched a first run, a saved journey's run, accepting its snapshot and its run again in \(elapsed)")
    #expect(elapsed < .seconds(10))
  }

  @Test func iReviewsTheFailedSnapshotsAndComesBackToTheWatch() throws {
    let sandbox = try Self.sandbox()
    try sandbox.write("screen Old\n", to: "Scenarios/__snapshots__/b/launched.txt")
    let terminal = try PseudoTerminal(["watch"], in: sandbox.root, environment: ["NO_COLOR": "1"])
    try terminal.waitFor("Watching 2 journeys: 1 passed, 1 failed, 1 snapshot failed")
    try terminal.waitFor(Self.screenEnd)

    terminal.press("i")
    let review = try terminal.waitFor(Self.screenEnd)
    #expect(review.contains("Golden change 1 of 1: the snapshot differs from its golden"))
    #expect(review.contains("journey   Scenarios/b.yaml › Launches"))
    terminal.press("r")
    try terminal.waitFor("Reviewed 1 golden change: 0 accepted, 1 rejected, 0 skipped\r\n")
    try terminal.waitFor("Watching 2 journeys: 1 passed, 1 failed, 1 snapshot failed")
    #expect(sandbox.read("Scenarios/__snapshots__/b/launched.txt") == "screen Old\n")

    terminal.press("\u{03}")
    try terminal.waitFor("Watched 2 journeys: 1 passed, 1 failed, 1 snapshot failed\r\n")
    #expect(try terminal.exitStatus() == 0)
    #expect(terminal.isInLineMode)
  }

  @Test func changedSwiftSourcesOfThePackageAskForARebuildBeforeJourneysRunAgain() throws {
    let sandbox = try Self.sandbox([
      "Package.swift": "// swift-tools-version:6.0\n", "Sources/App/App.swift": "let version = 1\n",
    ])
    let terminal = try PseudoTerminal(["watch"], in: sandbox.root, environment: ["NO_COLOR": "1"])
    let first = try terminal.waitFor(Self.screenEnd)
    #expect(first.hasSuffix("i review them · r rebuild · q quit"))

    try sandbox.write("let version = 2\n", to: "Sources/App/App.swift")
    try terminal.waitFor("Swift sources changed: press r to rebuild and restart\r\n")
    try sandbox.write(Self.launches(after: ["tap: Next"]), to: "Scenarios/a.yaml")
    let held = try terminal.waitFor(
      "Journeys run the code from before the Swift sources changed; press r to rebuild and restart first.")
    #expect(!held.contains("Ran 1 journey"))

    terminal.press("q")
    try terminal.waitFor("Watched 2 journeys: 2 passed, 0 failed\r\n")
    #expect(try terminal.exitStatus() == 0)
    #expect(terminal.isInLineMode)
  }
}
