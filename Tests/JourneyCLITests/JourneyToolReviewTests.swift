import Foundation
import HarnessTestSupport
import JourneyCLI
import JourneyFiles
import Testing

/// `journey review` without a terminal, in-process against the greeter: the list of changes
/// waiting, accepting and rejecting them by pattern, and the changes of a JSON report.
@Suite struct JourneyToolReviewTests {
  /// The golden of `greeted` as an older app showed it.
  static let oldGolden = Journeys.greetedGolden.replacingOccurrences(of: "Visits: 1", with: "Visits: 0")

  /// A sandbox whose golden of `greeted` differs from what the greeter shows, with an obsolete
  /// golden beside it.
  private func sandbox() throws -> Sandbox {
    try Sandbox([
      "Scenarios/greet.yaml": Journeys.greet,
      "Scenarios/visits.yaml": Journeys.visits,
      "Scenarios/__snapshots__/greet/greeted.txt": Self.oldGolden,
      "Scenarios/__snapshots__/greet/farewell.txt": "screen Goodbye\n",
    ])
  }

  @Test func withoutATerminalItListsTheChangesAndSaysHowToAcceptThem() throws {
    let sandbox = try sandbox()
    _ = journey(["run", sandbox.path("Scenarios")], in: sandbox)
    let review = journey(["review", sandbox.path("Scenarios")], in: sandbox)
    #expect(review.status == .failed)
    #expect(
      review.output == """
        2 golden changes waiting for review:

          mismatch  Scenarios/__snapshots__/greet/greeted.txt  Scenarios/greet.yaml:9:5 › Greets by name
          obsolete  Scenarios/__snapshots__/greet/farewell.txt  no journey of Scenarios/greet.yaml takes it

        Review them one at a time in a terminal with 'journey review', or accept them with 'journey review --accept' \
        (some of them: 'journey review --accept PATTERN')

        """)
    let elsewhere = journey(["review", sandbox.path("Scenarios/visits.yaml")], in: sandbox)
    #expect(elsewhere.status == .passed)
    #expect(elsewhere.output == "No golden change is waiting for review.\n")
    let list = journey(["review", "--list", "--json", sandbox.path("Scenarios"), "greeted"], in: sandbox)
    #expect(list.status == .failed)
    #expect(
      list.output == """
        {
          "changes" : [
            {
              "diff" : "--- golden\\n+++ new\\n@@ -3,4 +3,4 @@\\n   text field \\"Name\\" = \\"Ada\\"\\n   button \\"Greet\\"\\n   text \\"Hello!\\"\\n-  text \\"Visits: 0\\"\\n+  text \\"Visits: 1\\"",
              "goldenFile" : "Scenarios/__snapshots__/greet/greeted.txt",
              "journey" : "Greets by name",
              "journeyFile" : "Scenarios/greet.yaml",
              "kind" : "mismatch",
              "location" : {
                "column" : 5,
                "file" : "Scenarios/greet.yaml",
                "line" : 9
              },
              "pendingFile" : "Scenarios/__snapshots__/greet/greeted.txt.new",
              "snapshot" : "greeted"
            }
          ]
        }

        """)
  }

  @Test func acceptAndRejectDecideTheChangesThePatternsChoose() throws {
    let sandbox = try sandbox()
    _ = journey(["run", sandbox.path("Scenarios")], in: sandbox)
    let scenarios = sandbox.path("Scenarios")
    let accept = journey(["review", "--accept", scenarios, "greet*"], in: sandbox)
    #expect(accept.status == .passed)
    #expect(
      accept.output == "accepted Scenarios/__snapshots__/greet/greeted.txt\n\nAccepted 1 of 1 golden change\n")
    #expect(sandbox.read("Scenarios/__snapshots__/greet/greeted.txt") == Journeys.greetedGolden)
    #expect(!sandbox.exists("Scenarios/__snapshots__/greet/greeted.txt.new"))

    let reject = journey(["review", "--reject", scenarios], in: sandbox)
    #expect(reject.output == "kept Scenarios/__snapshots__/greet/farewell.txt\n\nRejected 1 of 1 golden change\n")
    #expect(sandbox.exists("Scenarios/__snapshots__/greet/farewell.txt"))
    let delete = journey(["review", "--accept", scenarios, "*/farewell.txt"], in: sandbox)
    #expect(delete.output == "deleted Scenarios/__snapshots__/greet/farewell.txt\n\nAccepted 1 of 1 golden change\n")
    #expect(
      sandbox.filesWithoutToolState == [
        "Scenarios/__snapshots__/greet/greeted.txt", "Scenarios/greet.yaml", "Scenarios/visits.yaml",
      ])

    let none = journey(["review", scenarios], in: sandbox)
    #expect(none.status == .passed)
    #expect(none.output == "No golden change is waiting for review.\n")
  }

  @Test func aPatternThatMatchesNoChangeIsAUsageError() throws {
    let sandbox = try sandbox()
    _ = journey(["run", sandbox.path("Scenarios")], in: sandbox)
    let review = journey(["review", "--accept", sandbox.path("Scenarios"), "welcome"], in: sandbox)
    #expect(review.status == .invalidInput)
    #expect(
      review.errors
        == "error: no golden change waiting for review matches 'welcome', a journey file or folder, a snapshot name "
        + "or a glob of either; 'journey review --list' lists the changes waiting\n")
    #expect(sandbox.exists("Scenarios/__snapshots__/greet/greeted.txt.new"))
    let both = journey(["review", "--accept", "--reject"], in: sandbox)
    #expect(both.status == .invalidInput)
    #expect(both.errors.hasPrefix("Error: --accept and --reject do different things; use one of them\n"))
  }

  @Test func theChangesOfAReportAreAcceptedWithoutRunningAgain() throws {
    let sandbox = try sandbox()
    let run = journey(["run", "--ci", "--json", "report.json", sandbox.path("Scenarios")], in: sandbox)
    #expect(run.status == .failed)
    #expect(!sandbox.exists("Scenarios/__snapshots__/greet/greeted.txt.new"))

    let list = journey(["review", "--report", "report.json"], in: sandbox)
    #expect(list.status == .failed)
    #expect(
      list.output == """
        2 golden changes waiting for review:

          mismatch  Scenarios/__snapshots__/greet/greeted.txt  Scenarios/greet.yaml:9:5 › Greets by name
          obsolete  Scenarios/__snapshots__/greet/farewell.txt  no journey of Scenarios/greet.yaml takes it

        Review them one at a time in a terminal with 'journey review --report report.json', or accept them with \
        'journey review --report report.json --accept' (some of them: 'journey review --report report.json --accept PATTERN')

        """)
    let accept = journey(["review", "--report", "report.json", "--accept", "greeted"], in: sandbox)
    #expect(accept.status == .passed)
    #expect(sandbox.read("Scenarios/__snapshots__/greet/greeted.txt") == Journeys.greetedGolden)
    // What the golden holds now is no longer a change; what is left is.
    let rest = journey(["review", "--report", "report.json", "--accept"], in: sandbox)
    #expect(rest.output == "deleted Scenarios/__snapshots__/greet/farewell.txt\n\nAccepted 1 of 1 golden change\n")
    #expect(journey(["run", "--ci", sandbox.path("Scenarios")], in: sandbox).status == .passed)
  }

  @Test func aReportChangeWhoseGoldenOrJourneyFileChangedSinceTheRunIsRefused() throws {
    let sandbox = try sandbox()
    _ = journey(["run", "--ci", "--json", "report.json", sandbox.path("Scenarios")], in: sandbox)
    let edited = Self.oldGolden + "\n"
    try sandbox.write(edited, to: "Scenarios/__snapshots__/greet/greeted.txt")
    let accept = journey(["review", "--report", "report.json", "--accept", "greeted"], in: sandbox)
    #expect(accept.status == .failed)
    #expect(
      accept.output == """
        error: cannot accept the change of Scenarios/__snapshots__/greet/greeted.txt: the golden file changed since \
        the run compared against it (its digest was \(GoldenReview.digest(of: Self.oldGolden)), it is \
        \(GoldenReview.digest(of: edited)) here); run the journey again to compare with it

        Accepted 0 of 1 golden change

        """)
    #expect(sandbox.read("Scenarios/__snapshots__/greet/greeted.txt") == edited)

    try sandbox.write(Self.oldGolden, to: "Scenarios/__snapshots__/greet/greeted.txt")
    try sandbox.write(Journeys.greet + "\n", to: "Scenarios/greet.yaml")
    let list = journey(["review", "--report", "report.json", "greeted"], in: sandbox)
    #expect(
      list.output.contains(
        "refused: the journey file Scenarios/greet.yaml changed since the run (its digest was "
          + "\(GoldenReview.digest(of: Journeys.greet)), it is \(GoldenReview.digest(of: Journeys.greet + "\n")) "
          + "here); run the journey again, or review the report in a checkout of the commit it ran\n"))
    try FileManager.default.removeItem(atPath: sandbox.path("Scenarios/greet.yaml"))
    let gone = journey(["review", "--report", "report.json", "greeted"], in: sandbox)
    #expect(
      gone.output.contains(
        "refused: the journey file Scenarios/greet.yaml the run read is not here; review the report in a checkout "
          + "of the commit it ran\n"))
  }

  @Test func mergedShardReportsKeepTheTextsToReview() throws {
    let sandbox = try sandbox()
    for index in 1...2 {
      _ = journey(
        ["run", "--ci", "--shard", "\(index)/2", "--json", "shard-\(index).json", sandbox.path("Scenarios")],
        in: sandbox)
    }
    _ = journey(["merge-reports", "shard-1.json", "shard-2.json", "--json", "all.json"], in: sandbox)
    let accept = journey(["review", "--report", "all.json", "--accept"], in: sandbox)
    #expect(accept.status == .passed)
    #expect(accept.output == "accepted Scenarios/__snapshots__/greet/greeted.txt\n\nAccepted 1 of 1 golden change\n")
    #expect(sandbox.read("Scenarios/__snapshots__/greet/greeted.txt") == Journeys.greetedGolden)
  }
}
