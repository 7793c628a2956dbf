import Foundation
import HarnessTestSupport
import Testing

/// `journey review` in a pseudo-terminal, the built executable against the app: keys in, the
/// screen out, the golden files after, and the terminal as it was once the review ends.
@Suite struct JourneyReviewTerminalTests {
  /// The end of the key line that closes each screen a review shows.
  static let screenEnd = "q quit"

  /// A journey file for each of `names` that launches the app and snapshots it, with a golden
  /// of another screen, so that every snapshot differs from its golden.
  static func sandbox(journeys names: [String]) throws -> Sandbox {
    var files: [String: String] = [:]
    for name in names {
      files["Scenarios/\(name).yaml"] = "name: Launches\nsteps:\n  - launch\n  - settle\n  - snapshot: launched\n"
      files["Scenarios/__snapshots__/\(name)/launched.txt"] = "screen Old\n"
    }
    return try Sandbox(files)
  }

  @Test func twentyChangesOfACIReportAreAcceptedKeyByKey() throws {
    let sandbox = try Self.sandbox(journeys: (1...20).map { String(format: "j%02d", $0) })
    let ci = try BuiltTool.run(["run", "--ci", "--json", "report.json"], in: sandbox.root)
    #expect(ci.status == 1)

    let terminal = try PseudoTerminal(["review", "--report", "report.json"], in: sandbox.root)
    try terminal.waitFor("Golden change 1 of 20")
    let start = ContinuousClock.now
    for index in 1...20 {
      terminal.press("a")
      try terminal.waitFor(index < 20 ? "Golden change \(index + 1) of 20" : "Reviewed 20 golden changes")
    }
    let elapsed = ContinuousClock.now - start
    print("Accepted 20 changed goldens one by one by key presses in \(elapsed)")
    try terminal.waitFor("0 rejected, 0 skipped\r\n")
    #expect(try terminal.exitStatus() == 0)
    #expect(terminal.isInLineMode)
    #expect(elapsed < .seconds(20))

    #expect(try BuiltTool.run(["run", "--ci"], in: sandbox.root).status == 0)
    #expect(sandbox.files.filter { $0.hasSuffix(".new") } == [])
  }

  @Test func keysAcceptRejectSkipAndSwitchTheLayoutAndCtrlCStopsWithASummary() throws {
    let sandbox = try Self.sandbox(journeys: ["a", "b", "c"])
    try sandbox.write("screen Gone\n", to: "Scenarios/__snapshots__/a/gone.txt")
    _ = try BuiltTool.run(["run"], in: sandbox.root)
    let launched = try #require(sandbox.read("Scenarios/__snapshots__/b/launched.txt.new"))

    let terminal = try PseudoTerminal(
      ["review"], in: sandbox.root, columns: 80, environment: ["NO_COLOR": "1"])
    let first = try terminal.waitFor(Self.screenEnd)
    #expect(first.contains("Golden change 1 of 4: the snapshot differs from its golden"))
    #expect(first.contains("journey   Scenarios/a.yaml › Launches"))
    #expect(first.contains("step      Scenarios/a.yaml:5:5 snapshot 'launched'"))
    #expect(
      first.contains(
        "--- Scenarios/__snapshots__/a/launched.txt\r\n+++ Scenarios/__snapshots__/a/launched.txt.new"))
    #expect(first.contains("-screen [-Old-]\r\n+screen {+Onboarding+}"))
    #expect(!first.contains("\u{1B}[31m"), "NO_COLOR is set")

    terminal.press("t")
    #expect(try terminal.waitFor(Self.screenEnd).contains(" │ Scenarios/__snapshots__/a/launched.txt.new"))
    terminal.press("?")
    #expect(try terminal.waitFor(Self.screenEnd).contains("A  accept this change and every change left of its journey"))
    // An obsolete golden comes after the journey file's snapshots.
    terminal.press("r")
    try terminal.waitFor("Golden change 2 of 4")
    #expect(try terminal.waitFor(Self.screenEnd).contains("journey   no journey of Scenarios/a.yaml takes it"))
    terminal.press("s")
    try terminal.waitFor("Golden change 3 of 4")
    #expect(try terminal.waitFor(Self.screenEnd).contains("journey   Scenarios/b.yaml › Launches"))
    terminal.press("a")
    try terminal.waitFor("Golden change 4 of 4")
    try terminal.waitFor(Self.screenEnd)
    terminal.press("\u{03}")
    try terminal.waitFor("Reviewed 4 golden changes: 1 accepted, 1 rejected, 1 skipped, 1 not reviewed\r\n")
    try terminal.waitFor("Review what is left with 'journey review'\r\n")
    #expect(try terminal.exitStatus() == 0)
    #expect(terminal.isInLineMode)

    #expect(sandbox.read("Scenarios/__snapshots__/a/launched.txt") == "screen Old\n")
    #expect(sandbox.read("Scenarios/__snapshots__/b/launched.txt") == launched)
    #expect(
      sandbox.filesWithoutToolState == [
        "Scenarios/__snapshots__/a/gone.txt", "Scenarios/__snapshots__/a/launched.txt",
        "Scenarios/__snapshots__/b/launched.txt", "Scenarios/__snapshots__/c/launched.txt",
        "Scenarios/__snapshots__/c/launched.txt.new", "Scenarios/a.yaml", "Scenarios/b.yaml", "Scenarios/c.yaml",
      ])
  }

  @Test func aSignalStopsTheReviewWithTheTerminalAndTheFilesAsTheyWere() throws {
    let sandbox = try Self.sandbox(journeys: ["a"])
    _ = try BuiltTool.run(["run"], in: sandbox.root)
    let before = sandbox.files.map { ($0, sandbox.read($0)) }.map { "\($0.0): \($0.1 ?? "")" }

    let terminal = try PseudoTerminal(["review"], in: sandbox.root)
    try terminal.waitFor("Golden change 1 of 1")
    terminal.interrupt()
    #expect(try terminal.exitStatus() == 130)
    #expect(terminal.isInLineMode)
    #expect(sandbox.files.map { ($0, sandbox.read($0)) }.map { "\($0.0): \($0.1 ?? "")" } == before)
  }
}
