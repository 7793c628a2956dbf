import Foundation
import HarnessTestSupport
import PlantedBugsApp
import Testing

/// `explore --strategy guided`, the default, through the built `planted-bugs` tool: generations merged in seed
/// order give the same report at any number of workers, whole or sharded, and a failure's replay
/// explores the seeds up to it again.
@Suite(.timeLimit(.minutes(2))) struct JourneyToolGuidedExploreTests {
  static let tool = BuiltExecutable("planted-bugs")
  /// Bits of `PlantedBugs`: "Cancel" that leaves the count of pending requests below zero.
  static let negativeCount = "2"

  private func explore(_ arguments: [String], in sandbox: Sandbox) throws -> BuiltExecutable.Run {
    try Self.tool.run(
      ["explore", "--strategy", "guided", "--invariants", "inbox.invariants.yaml"] + arguments, in: sandbox.root,
      environment: ["PLANTED_BUGS": Self.negativeCount])
  }

  @Test func theReportIsTheSameWhateverTheNumberOfWorkersAndAFailureReplaysByTheSeedsUpToIt() throws {
    let sandbox = try Sandbox(["inbox.invariants.yaml": InboxJourneyHost.invariants])
    let one = try explore(["--journeys", "45", "--parallel", "1", "--verbose"], in: sandbox)
    let two = try explore(["--journeys", "45", "--parallel", "2", "--verbose"], in: sandbox)
    #expect(one.status == 1, "\(one.output)\(one.errors)")
    #expect(two.status == 1)
    let lines = one.output.split(separator: "\n").map(String.init)
    #expect(Array(lines.dropFirst()) == two.output.split(separator: "\n").dropFirst().map(String.init))
    #expect(lines.first == "Exploring 45 seeds from 1, at most 30 steps each, 3 invariants, 1 worker")
    #expect(lines[1].hasPrefix("Guided: 3 journeys kept for reaching something new; "))
    let found = try #require(lines.first { $0.hasPrefix("✘ seed ") })
    #expect(found == "✘ seed 4: invariant \"The count of pending requests is never negative\" (inbox.invariants.yaml:2:11) does not hold")
    #expect(
      lines.contains(
        "  replay: planted-bugs explore --seed 1 --journeys 4 --steps 30 --invariants inbox.invariants.yaml"))
    #expect(lines.last == "Explored 45 seeds, 1062 steps: 19 seeds failed (1 kind of failure)")
    let replay = try explore(["--seed", "1", "--journeys", "4"], in: sandbox)
    #expect(replay.output.contains(found + "\n"), "\(replay.output)")
    let journey = ".journey/explore/seed-4.yaml"
    #expect(lines.contains("  journey: \(journey)  (run it: planted-bugs run \(journey))"))
    let run = try Self.tool.run(["run", journey], in: sandbox.root, environment: ["PLANTED_BUGS": Self.negativeCount])
    #expect(run.status == 1, "\(run.output)")
  }

  @Test func aShardGuidesItsSeedsByItsOwnResultsTheSameWhateverTheNumberOfWorkers() throws {
    let sandbox = try Sandbox(["inbox.invariants.yaml": InboxJourneyHost.invariants])
    let one = try explore(["--journeys", "60", "--shard", "2/2", "--parallel", "1", "--verbose"], in: sandbox)
    let two = try explore(["--journeys", "60", "--shard", "2/2", "--parallel", "2", "--verbose"], in: sandbox)
    #expect(one.status == 1, "\(one.output)\(one.errors)")
    #expect(one.output.hasPrefix("Exploring 30 seeds from 1"))
    #expect(one.output.split(separator: "\n").dropFirst() == two.output.split(separator: "\n").dropFirst())
    #expect(one.output.contains("  replay: planted-bugs explore --seed 1 --journeys "))
    #expect(one.output.contains(" --shard 2/2 --steps 30 "))
  }
}
