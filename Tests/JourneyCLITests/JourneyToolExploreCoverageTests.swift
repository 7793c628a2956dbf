import Foundation
import HarnessTestSupport
import PlantedBugsApp
import Testing

/// `explore --coverage` through the built `planted-bugs` tool: what the inbox's seeds reached,
/// recorded in worker processes and merged.
@Suite(.timeLimit(.minutes(2))) struct JourneyToolExploreCoverageTests {
  static let tool = BuiltExecutable("planted-bugs")

  /// Explores 6 seeds by `strategy` with `parallel` workers and no bug planted, recording into
  /// `file`; returns the record's text.
  private func record(
    _ file: String, strategy: String, parallel: Int, in sandbox: Sandbox
  ) throws -> String {
    let run = try Self.tool.run(
      [
        "explore", "--strategy", strategy, "--invariants", "inbox.invariants.yaml", "--journeys", "6",
        "--parallel", String(parallel), "--coverage", file,
      ], in: sandbox.root, environment: ["PLANTED_BUGS": "0"])
    #expect(run.status == 0, "\(run.output)\(run.errors)")
    return try #require(sandbox.read(file))
  }

  @Test func aUniformExplorationRecordsTheSameAtAnyParallelWithItsInvariantsEvaluated() throws {
    let sandbox = try Sandbox(["inbox.invariants.yaml": InboxJourneyHost.invariants])
    let one = try record("one.json", strategy: "uniform", parallel: 1, in: sandbox)
    let two = try record("two.json", strategy: "uniform", parallel: 2, in: sandbox)
    #expect(one == two)
    let summary = try Self.tool.run(["coverage", "one.json"], in: sandbox.root)
    #expect(summary.status == 0, "\(summary.errors)")
    #expect(
      summary.output == """
        Coverage of one.json: 29 of 34 reached (85%)

        Feature  Actions     State paths  Mock outcomes  Total
        app      9/11 (81%)  7/7 (100%)   -              16/18 (88%)
        inbox    -           -            2/3 (66%)      2/3 (66%)

        Screens        2/2 (100%)
        Elements used  6/8 (75%)
        Actions        9/11 (81%)
        State paths    7/7 (100%)
        Mock outcomes  2/3 (66%)
        Deep links     0/0 (100%)
        Invariants     3/3 (100%)
        Elements seen  8

        Never reached:
          Elements used (2):
            Inbox: row "Welcome"
            Inbox: row "Your order shipped"
          Actions (2):
            archiveTapped
            markAllReadTapped
          Mock outcomes (1):
            inbox.fetch error offline

        """)
  }

  @Test func aGuidedExplorationRecordsWhatItsSeedsReached() throws {
    let sandbox = try Sandbox(["inbox.invariants.yaml": InboxJourneyHost.invariants])
    let guided = try record("guided.json", strategy: "guided", parallel: 2, in: sandbox)
    #expect(guided.contains("\"screen\" : [\n      \"Compose\",\n      \"Inbox\"\n    ]"), "\(guided)")
    _ = try record("uniform.json", strategy: "uniform", parallel: 1, in: sandbox)
    let beyond = try Self.tool.run(["coverage", "guided.json", "--beyond", "uniform.json"], in: sandbox.root)
    #expect(beyond.output == "Reached by guided.json and not by uniform.json: 0\n")
  }
}
