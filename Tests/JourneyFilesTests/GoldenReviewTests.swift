import HarnessTestSupport
import JourneyFiles
import JourneyModel
import Testing

@Suite struct GoldenReviewTests {
  let review = GoldenReview(command: JourneyCommandName("journey"))

  /// A journey of `file` taking the snapshots `names`, the n-th `snapshot` step on line n + 2.
  static func journey(_ file: String, _ name: String, snapshots names: [String]) -> Journey {
    Journey(
      file: file, name: name,
      steps: names.enumerated().map { index, snapshot in
        Step(.snapshot(SnapshotRequest(name: snapshot)), at: FileLocation(file: file, line: index + 3, column: 5))
      },
      location: FileLocation(file: file, line: 1, column: 1))
  }

  /// One line per change: kind, journey, step, snapshot, golden and pending files, texts, refusal.
  static func described(_ changes: [GoldenChange], in sandbox: Sandbox) -> [String] {
    changes.map { change in
      sandbox.relativized(
        [
          change.kind.rawValue, change.journeyName ?? "-", change.location?.description ?? "-", change.snapshotName,
          change.goldenPath, change.pendingPath ?? "-", change.oldText ?? "-", change.newText ?? "-",
          change.refusal ?? "-",
        ].joined(separator: " | "))
    }
  }

  @Test func findsMismatchesNewSnapshotsAndObsoleteFilesInReviewOrder() throws {
    let sandbox = try Sandbox([
      "S/login.yaml": "",
      "S/__snapshots__/login/welcome.txt": "old\n",
      "S/__snapshots__/login/welcome.txt.new": "new\n",
      "S/__snapshots__/login/same.txt": "same\n",
      "S/__snapshots__/login/first.txt.new": "first\n",
      "S/__snapshots__/login/gone.txt": "gone\n",
      "S/__snapshots__/login/gone.txt.new": "gone too\n",
      "S/__snapshots__/login/stray.txt.new": "stray\n",
    ])
    let file = sandbox.path("S/login.yaml")
    let journeys = [
      Self.journey(file, "Logs in", snapshots: ["welcome", "same", "first", "unrecorded"]),
      Self.journey(file, "Logs in again", snapshots: ["welcome"]),
    ]
    let obsolete = GoldenFiles().files(under: [sandbox.path("S")])
      .filter { ["gone", "stray"].contains($0.snapshotName) }
      .map { ObsoleteGoldenFile(file: $0, journeyFileExists: true, command: review.command) }
    let changes = review.changes(of: journeys, obsolete: obsolete)
    #expect(
      Self.described(changes, in: sandbox) == [
        "mismatch | Logs in | S/login.yaml:3:5 | welcome | S/__snapshots__/login/welcome.txt | "
          + "S/__snapshots__/login/welcome.txt.new | old\n | new\n | -",
        "new | Logs in | S/login.yaml:5:5 | first | S/__snapshots__/login/first.txt | "
          + "S/__snapshots__/login/first.txt.new | - | first\n | -",
        "new | Logs in | S/login.yaml:6:5 | unrecorded | S/__snapshots__/login/unrecorded.txt | - | - | - | "
          + "no run has recorded its text yet; record it with 'journey run S/login.yaml'",
        "obsolete | - | - | gone | S/__snapshots__/login/gone.txt | S/__snapshots__/login/gone.txt.new | gone\n | - | -",
        "obsolete | - | - | stray | S/__snapshots__/login/stray.txt | S/__snapshots__/login/stray.txt.new | "
          + "stray\n | - | -",
      ])
  }

  @Test func acceptingWritesTheGoldenAndRemovesThePendingFile() throws {
    let sandbox = try Sandbox([
      "S/__snapshots__/login/welcome.txt": "old\n",
      "S/__snapshots__/login/welcome.txt.new": "new\n",
      "S/__snapshots__/login/first.txt.new": "first\n",
    ])
    let changes = review.changes(
      of: [Self.journey(sandbox.path("S/login.yaml"), "Logs in", snapshots: ["welcome", "first"])], obsolete: [])
    for change in changes {
      try review.accept(change)
    }
    #expect(sandbox.read("S/__snapshots__/login/welcome.txt") == "new\n")
    #expect(sandbox.read("S/__snapshots__/login/first.txt") == "first\n")
    #expect(sandbox.files == ["S/__snapshots__/login/first.txt", "S/__snapshots__/login/welcome.txt"])
    #expect(review.changes(of: [Self.journey(sandbox.path("S/login.yaml"), "Logs in", snapshots: ["welcome"])], obsolete: []).isEmpty)
  }

  @Test func rejectingRemovesThePendingFileAndKeepsTheGolden() throws {
    let sandbox = try Sandbox([
      "S/__snapshots__/login/welcome.txt": "old\n",
      "S/__snapshots__/login/welcome.txt.new": "new\n",
    ])
    let changes = review.changes(
      of: [Self.journey(sandbox.path("S/login.yaml"), "Logs in", snapshots: ["welcome"])], obsolete: [])
    try review.apply(.rejected, to: try #require(changes.first))
    #expect(sandbox.files == ["S/__snapshots__/login/welcome.txt"])
    #expect(sandbox.read("S/__snapshots__/login/welcome.txt") == "old\n")
  }

  @Test func acceptingAnObsoleteFileDeletesItAndRejectingKeepsIt() throws {
    let sandbox = try Sandbox([
      "S/__snapshots__/login/gone.txt": "gone\n",
      "S/__snapshots__/login/gone.txt.new": "gone too\n",
      "S/__snapshots__/login/kept.txt": "kept\n",
    ])
    let obsolete = GoldenFiles().files(under: [sandbox.path("S")])
      .map { ObsoleteGoldenFile(file: $0, journeyFileExists: false, command: review.command) }
    let changes = review.changes(of: [], obsolete: obsolete)
    #expect(changes.map(\.snapshotName) == ["gone", "kept"])
    try review.apply(.accepted, to: changes[0])
    try review.apply(.rejected, to: changes[1])
    try review.apply(.skipped, to: changes[1])
    #expect(sandbox.files == ["S/__snapshots__/login/kept.txt"])
  }

  @Test func refusesARefusedChangeAndAGoldenThatChangedSinceItWasListed() throws {
    let sandbox = try Sandbox([
      "S/__snapshots__/login/welcome.txt": "old\n",
      "S/__snapshots__/login/welcome.txt.new": "new\n",
    ])
    let golden = sandbox.path("S/__snapshots__/login/welcome.txt")
    let changes = review.changes(
      of: [Self.journey(sandbox.path("S/login.yaml"), "Logs in", snapshots: ["welcome", "unrecorded"])],
      obsolete: [])
    #expect(changes.map(\.canBeAccepted) == [true, false])
    #expect(
      throws: GoldenFileError(
        path: sandbox.path("S/__snapshots__/login/unrecorded.txt"),
        problem: "no run has recorded its text yet; record it with 'journey run \(sandbox.path("S/login.yaml"))'")
    ) {
      try review.accept(changes[1])
    }
    try sandbox.write("edited\n", to: "S/__snapshots__/login/welcome.txt")
    #expect(
      throws: GoldenFileError(
        path: golden,
        problem: "the file changed since the change was listed; review it again to see what it holds now")
    ) {
      try review.accept(changes[0])
    }
    #expect(sandbox.read("S/__snapshots__/login/welcome.txt") == "edited\n")
    #expect(sandbox.read("S/__snapshots__/login/welcome.txt.new") == "new\n")
  }

  @Test func aDigestIsSixteenHexadecimalDigitsOfTheText() {
    #expect(GoldenReview.digest(of: "") == "cbf29ce484222325")
    #expect(GoldenReview.digest(of: "screen Login\n").count == 16)
    #expect(GoldenReview.digest(of: "a") != GoldenReview.digest(of: "b"))
  }
}
